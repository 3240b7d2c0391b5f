// A player's nickname and avatar in one room (spec 001 §3-§4): kept in local storage
// per player and room, so each room remembers who you were in it.
import { AVATAR_LAYER_NAMES, readAvatarIds, type AvatarLayers } from "../../lib/avatar-assets";
import { readLocal, removeLocal, writeLocal } from "../../lib/storage";

export { randomAvatar, stepAvatarLayer } from "../../lib/avatar-assets";

const NICKNAME_PREFIX = "roomNickname";
const AVATAR_PREFIX = "roomAvatar";
/** Session storage: the player id this tab plays as (spec 001 §3). */
const CURRENT_PLAYER_KEY = "currentPlayerId";

function nicknameKey(playerId: string, code: string): string {
  return `${NICKNAME_PREFIX}_${playerId}_${code}`;
}

function avatarKey(playerId: string, code: string): string {
  return `${AVATAR_PREFIX}_${playerId}_${code}`;
}

export function readRoomNickname(playerId: string, code: string): string | null {
  const value = readLocal(nicknameKey(playerId, code))?.trim();
  return value ? value : null;
}

export function saveRoomNickname(playerId: string, code: string, nickname: string): void {
  writeLocal(nicknameKey(playerId, code), nickname.trim());
}

export function forgetRoomNickname(playerId: string, code: string): void {
  removeLocal(nicknameKey(playerId, code));
}

export function readRoomAvatar(playerId: string, code: string): AvatarLayers | null {
  const raw = readLocal(avatarKey(playerId, code));
  if (!raw) return null;
  try {
    // Any whole ids are kept: an asset added since may be one this page has not listed yet; the room checks them.
    return readAvatarIds(JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function saveRoomAvatar(playerId: string, code: string, avatar: AvatarLayers): void {
  const ids = readAvatarIds(avatar);
  if (!ids) return;
  const { color, face, custom } = ids;
  writeLocal(avatarKey(playerId, code), JSON.stringify({ color, face, custom }));
}

/** Both at once: what the create-room screen can call so the creator skips the entry card. */
export function saveRoomProfile(playerId: string, code: string, nickname: string, avatar: AvatarLayers): void {
  saveRoomNickname(playerId, code, nickname);
  saveRoomAvatar(playerId, code, avatar);
}

export function rememberCurrentPlayer(playerId: string): void {
  try {
    window.sessionStorage.setItem(CURRENT_PLAYER_KEY, playerId);
  } catch {
    /* session storage unavailable */
  }
}

export function sameAvatar(a: AvatarLayers, b: AvatarLayers): boolean {
  return AVATAR_LAYER_NAMES.every((layer) => a[layer] === b[layer]);
}
