// The live room as stored in the actor, and the pure rules of seats, admin,
// lobby selection and start checks. No I/O here: the actor persists and sends.
import type { CategorySummary } from "../../schema/api";
import { normalizeArabic } from "../../schema/arabic";
import { BIDI_REFUSAL, hasBidiControl, honestName } from "../../schema/honest-text";
import { foldLookAlikes } from "../../schema/family-filter";
import {
  AVATAR_LAYERS,
  CHARACTER_LIMITS,
  DEFAULT_AVATAR,
  GAME_RULES,
  PLAYER_LIMITS,
  type GameType,
} from "../../schema/limits";
import { LIVE_LIMITS, type LiveAvatar, type LiveErrorCode, type LobbySelection, type LivePlayer } from "../../schema/protocol";
import type { AddressForm } from "../../schema/address";
import type { PrayerName } from "../../schema/prayer-cities";
import type { FastWatch } from "./iftar";
import type { EnginePlayer, ShownContent } from "../engine/types";
import type { NightTurn } from "../../schema/api/groups";
import { findGame } from "../games/registry";
import { defaultSettingsOf, settingLimitsOf } from "../../schema/games";
import { teamOf, teamsRefusal, withNewcomer, withoutMember, type TeamRecord } from "./teams";
import { countText, LETTERS, PLAYERS } from "../../schema/arabic-count";
import type { ModerationRecord } from "./moderation";

/** «استراحة الصلاة» as the host set it; prayer-breaks.ts runs it. */
export interface PrayerBreaksSetting {
  enabled: boolean;
  cityId: string;
  minutes: number;
}

/** The next prayer the running game waits for. */
export interface PrayerWatch {
  prayer: PrayerName;
  /** The prayer time, epoch ms. */
  at: number;
  /** The one-minute notice went out. */
  noticed: boolean;
}

export interface Seat {
  playerId: string;
  userId: string | null;
  nickname: string;
  isAnonymous: boolean;
  avatar: LiveAvatar;
  joinedAt: number;
  isOnline: boolean;
  /** When the seat last went offline; drives the admin hand-over. */
  offlineSince: number | null;
  /** Pressed «خروج» mid-game: the seat and score stay, nobody waits for it, and it is never the admin. */
  hasLeft?: boolean;
  /** The browser's signed device id, recorded by a kick so a new guest id from that browser stays out; never sent to anyone. */
  deviceId?: string | null;
  /** A game started with this seat in the room (seat-lapse.ts): it no longer lapses when its pages close. */
  played?: true;
  /** The ids of this player's last applied actions, newest last (applied-actions.ts): a frame sent again is answered, not applied twice. */
  appliedActions?: string[];
}

export interface GameRecord {
  gameType: GameType;
  seed: number;
  step: number;
  state: unknown;
  deadline: { phaseSeq: number; at: number } | null;
}

export interface RoomRecord {
  roomId: string;
  code: string;
  name: string | null;
  creatorId: string;
  isPremium: boolean;
  createdAt: number;
  expiresAt: number;
  expired: boolean;
  adminId: string;
  version: number;
  seats: Record<string, Seat>;
  kicked: string[];
  /** The normalised nicknames of kicked players (`nicknameKey`): a new seat asking for one is held for the host. */
  kickedNames?: string[];
  /** The device ids of kicked players: a new guest from the same browser is refused like the kicked identity. */
  kickedDevices?: string[];
  /** People held at the door for the host's answer, oldest first, at most ROOM_CONTROLS.maxPendingJoins. */
  pendingJoins?: PendingJoin[];
  /** «قفل الغرفة»: every new seat is held for the host's answer; absent means open. */
  joinApproval?: boolean;
  /** «استراحة الصلاة»: the host's setting; absent (never set) means off. */
  prayerBreaks?: PrayerBreaksSetting;
  /** The next prayer a running game waits for (prayer-breaks.ts); null or absent outside a game or with breaks off. */
  prayerNext?: PrayerWatch | null;
  /** «وقت أطول»: every phase timer of the next game is multiplied by it; absent means 1. */
  timeScale?: number;
  /** A big screen watches now: a reveal that starts is followed by the phones. Absent: none. */
  screenOn?: boolean;
  /** The host keeps the old pacing: no round moves on by itself. Absent: the game moves on. */
  hostPaced?: boolean;
  /** «سهرة رمضانية»: every game deals from the Ramadan categories first, then the host's choice. Absent: off. */
  ramadanNight?: boolean;
  /** The big screen shows neither the code nor its QR code and link (a streamed room). Absent: shown. */
  hideCode?: boolean;
  /** «إظهار على الشاشة»: the hidden code shows on the big screen until then (epoch ms). */
  codeShownUntil?: number;
  /** The host's cap on seats, at most PLAYER_LIMITS.maxPlayers; absent: that maximum. */
  maxPlayers?: number;
  /** The stream's delay in seconds: the next game's audience voting phases last that much longer. Absent: 0. */
  streamDelay?: number;
  /** The audience plays as one team «الجمهور» in the next game (games/shared/audience-team.ts); absent: off. */
  audienceTeam?: true;
  /** Moderation (moderation.ts): the moderator's passcode and the door's wrong attempts; absent: off. */
  moderation?: ModerationRecord;
  /** The next fast the big screen counts down to (iftar.ts); absent before the room first computed it. */
  fast?: FastWatch;
  lobby: LobbySelection;
  /** The room in teams (teams.ts): the host's count dealt the seats; absent: no teams. */
  teams?: TeamRecord[];
  game: GameRecord | null;
  /** «فلتر الألفاظ»: absent (rooms stored before it existed) or true means on. */
  familyFilter?: boolean;
  /** «جلسة بنات»: how the game speaks; absent (rooms stored before it existed) means everyone. */
  addressForm?: AddressForm;
  /** Content ids played in this room, per game, so play-again draws fresh content. */
  played?: Partial<Record<GameType, string[]>>;
  /** «مجلسنا»: the group this room plays for, and the night a ghost replays (group-night.ts); absent for an ordinary room. */
  group?: RoomGroupLink;
  /** The running game's turns as a group's night keeps them (group-night.ts); absent outside a group's room. */
  night?: NightLog;
}

/** A room linked to a group: its games are recorded as the group's nights; a ghost room replays one night for one member. */
export interface RoomGroupLink {
  groupId: string;
  ghost?: { nightId: string; memberId: string };
}

/** The turns a group's game has shown so far, by key, and whether its end was recorded; `seed` names the game. */
export interface NightLog {
  seed: number;
  keys: string[];
  turns: NightTurn[];
  recorded?: true;
}

/** A join held for the host: who asked, with what name and look, and since when. */
export interface PendingJoin {
  playerId: string;
  userId: string | null;
  isAnonymous: boolean;
  deviceId: string | null;
  nickname: string;
  avatar: LiveAvatar;
  requestedAt: number;
  /** Held because «قفل الغرفة» is on, or for the moderator's word on a new name («name»); absent: for a kicked player's name. */
  reason?: "locked" | "name";
  /** The network the request came from, so one network holds a bounded share of the list; never sent to anyone. */
  address?: string | null;
}

export interface RoomInfo {
  roomId: string;
  code: string;
  name: string | null;
  creatorId: string;
  isPremium: boolean;
  expiresAt: number;
  gameType: GameType;
  /** «مجلسنا»: the room's group (and the night a ghost replays), checked by the worker. */
  group?: RoomGroupLink;
}

export interface LiveError {
  code: LiveErrorCode;
  message: string;
}
export const isLiveError = (value: unknown): value is LiveError =>
  !!value && typeof value === "object" && "code" in value && "message" in value && !("roomId" in value);

export function newRoomRecord(info: RoomInfo, now: number): RoomRecord {
  return {
    ...info,
    createdAt: now,
    expired: false,
    adminId: info.creatorId,
    version: 0,
    seats: {},
    kicked: [],
    lobby: { gameType: info.gameType, categories: [], settings: defaultSettingsOf(info.gameType) },
    game: null,
  };
}

/** The active asset numbers of each layer, in display order (first = the layer's fallback). */
export type AvatarChoices = Record<keyof typeof AVATAR_LAYERS, readonly number[]>;

/** The shipped layers: what a room offers until it has read the active assets from D1. */
export const SHIPPED_AVATAR_CHOICES: AvatarChoices = {
  color: Array.from({ length: AVATAR_LAYERS.color.count }, (_, i) => AVATAR_LAYERS.color.first + i),
  face: Array.from({ length: AVATAR_LAYERS.face.count }, (_, i) => AVATAR_LAYERS.face.first + i),
  custom: Array.from({ length: AVATAR_LAYERS.custom.count }, (_, i) => AVATAR_LAYERS.custom.first + i),
};

/**
 * An id that is not an active asset maps to the first of its layer (spec 001 §3).
 * `current` is the seat's avatar: a layer it already holds stays, even if that
 * asset has since been disabled, so changing one layer does not take another away.
 */
export function clampAvatar(avatar: Partial<LiveAvatar> | undefined, choices: AvatarChoices = SHIPPED_AVATAR_CHOICES, current?: LiveAvatar): LiveAvatar {
  const pick = (layer: keyof typeof AVATAR_LAYERS, value: number | undefined) => {
    const offered = choices[layer];
    const first = offered[0] ?? DEFAULT_AVATAR[layer];
    if (typeof value !== "number" || !Number.isInteger(value)) return first;
    return offered.includes(value) || value === current?.[layer] ? value : first;
  };
  if (!avatar) return { color: pick("color", DEFAULT_AVATAR.color), face: pick("face", DEFAULT_AVATAR.face), custom: pick("custom", DEFAULT_AVATAR.custom) };
  return { color: pick("color", avatar.color), face: pick("face", avatar.face), custom: pick("custom", avatar.custom) };
}

/**
 * Names compare without case, spaces, invisible characters or letter variants that look alike: the
 * answers' normalisation, and letters of Persian, Urdu, Kurdish or Cyrillic keyboards read as the
 * ones they imitate, so «سامی» is «سامي» and «Sаmi» with a Cyrillic а is «Sami»: a kicked name cannot come back disguised.
 */
export function nicknameKey(nickname: string): string {
  return normalizeArabic(foldLookAlikes(honestName(nickname).normalize("NFKC").toLowerCase())).replace(/\s+/g, "");
}

/**
 * The name a seat gets: bidi controls refused (they would show it reversed), then invisible and
 * format characters dropped before the checks, so what is stored is what shows.
 */
export function checkNickname(raw: string, max: number): string | LiveError {
  if (hasBidiControl(raw)) return { code: "invalid_nickname", message: BIDI_REFUSAL.name };
  const nickname = honestName(raw);
  if (!nickname) return { code: "invalid_nickname", message: "يلزم كتابة اسمك في اللعبة" };
  if (nickname.length < CHARACTER_LIMITS.playerName.min)
    return { code: "invalid_nickname", message: `الاسم قصير، الحد الأدنى ${CHARACTER_LIMITS.playerName.min}` };
  if (nickname.length > max) return { code: "invalid_nickname", message: `الاسم طويل، الحد الأقصى ${countText(max, LETTERS)}` };
  return nickname;
}

const DUPLICATE: LiveError = { code: "duplicate_nickname", message: "هذا الاسم مستخدم في الغرفة، يُرجى اختيار اسم آخر" };

function nicknameTaken(room: RoomRecord, nickname: string, exceptId: string) {
  const key = nicknameKey(nickname);
  return Object.values(room.seats).some((s) => s.playerId !== exceptId && nicknameKey(s.nickname) === key);
}

export interface JoinRequest {
  playerId: string;
  userId: string | null;
  isAnonymous: boolean;
  nickname: string;
  avatar?: Partial<LiveAvatar>;
  /** The browser's signed device id, from the upgrade; null when the browser has none. */
  deviceId?: string | null;
  /** The room's active avatar assets; the shipped layers when left out. */
  avatarChoices?: AvatarChoices;
}

/** What a kicked player hears at the door, from any browser: a clear word, not an error. */
export const KICKED_AT_DOOR: LiveError = { code: "kicked", message: "تم إخراجك من هذه الغرفة، ولا يمكنك الانضمام إليها مرة أخرى" };

/**
 * Whether this person was kicked from the room: their id, their account, or (for a new seat)
 * their browser's device id. A name alone never refuses anyone (two people may share one): it is held for the host.
 */
export function wasKicked(room: RoomRecord, req: { playerId: string; userId: string | null; deviceId?: string | null }): boolean {
  if (room.kicked.includes(req.playerId) || (req.userId !== null && room.kicked.includes(req.userId))) return true;
  return !!req.deviceId && !!room.kickedDevices?.includes(req.deviceId);
}

/** Whether a nickname is one a kicked player wore, as normalised: such a join waits for the host. */
export function isKickedName(room: RoomRecord, nickname: string): boolean {
  return !!room.kickedNames?.includes(nicknameKey(nickname.trim()));
}

/** How many seats the room takes: the host's cap, or the platform's maximum. */
export function seatCap(room: RoomRecord): number {
  return Math.min(room.maxPlayers ?? PLAYER_LIMITS.maxPlayers, PLAYER_LIMITS.maxPlayers);
}

/** The checks a new seat passes before anything else: a valid name and a free seat. */
export function newSeatRefusal(room: RoomRecord, raw: string): string | LiveError {
  const nickname = checkNickname(raw, CHARACTER_LIMITS.playerName.max);
  if (typeof nickname !== "string") return nickname;
  const cap = seatCap(room);
  if (Object.keys(room.seats).length >= cap) return { code: "room_full", message: `الغرفة ممتلئة، الحد الأقصى ${countText(cap, PLAYERS)}` };
  if (nicknameTaken(room, nickname, "")) return DUPLICATE;
  return nickname;
}

/** Seats a player, or seats them again in the same seat (nickname, avatar and score kept). */
export function joinSeat(room: RoomRecord, req: JoinRequest, now: number): { room: RoomRecord; rejoined: boolean } | LiveError {
  const existing = room.seats[req.playerId];
  // A seat already held is never refused by its device: only a new seat is (the host's other tab keeps its place).
  if (wasKicked(room, { playerId: req.playerId, userId: req.userId, deviceId: existing ? null : req.deviceId })) return KICKED_AT_DOOR;
  if (existing) {
    const { hasLeft: _left, ...kept } = existing;
    const seat = { ...kept, isOnline: true, offlineSince: null, ...(req.deviceId ? { deviceId: req.deviceId } : {}) };
    return { room: withAdmin({ ...room, seats: { ...room.seats, [req.playerId]: seat } }, now), rejoined: true };
  }
  const nickname = newSeatRefusal(room, req.nickname);
  if (typeof nickname !== "string") return nickname;
  const seat: Seat = {
    playerId: req.playerId,
    userId: req.userId,
    nickname,
    isAnonymous: req.isAnonymous,
    avatar: clampAvatar(req.avatar, req.avatarChoices),
    joinedAt: now,
    isOnline: true,
    offlineSince: null,
    ...(req.deviceId ? { deviceId: req.deviceId } : {}),
  };
  const seated = { ...room, seats: { ...room.seats, [req.playerId]: seat } };
  // In teams, a late joiner goes to the smallest team.
  const teams = withNewcomer(seated, req.playerId);
  return { room: withAdmin(teams === room.teams ? seated : { ...seated, teams }, now), rejoined: false };
}

export function renameSeat(room: RoomRecord, playerId: string, raw: string): RoomRecord | LiveError {
  const nickname = checkNickname(raw, CHARACTER_LIMITS.nickname.max);
  if (typeof nickname !== "string") return nickname.message === BIDI_REFUSAL.name ? nickname : { code: "invalid_nickname", message: "يُرجى كتابة اسم صحيح" };
  if (nicknameTaken(room, nickname, playerId)) return DUPLICATE;
  return { ...room, seats: { ...room.seats, [playerId]: { ...room.seats[playerId], nickname } } };
}

export function setAvatar(room: RoomRecord, playerId: string, avatar: Partial<LiveAvatar>, choices?: AvatarChoices): RoomRecord {
  const seat = room.seats[playerId];
  return { ...room, seats: { ...room.seats, [playerId]: { ...seat, avatar: clampAvatar(avatar, choices, seat.avatar) } } };
}

export function setOnline(room: RoomRecord, playerId: string, isOnline: boolean, now: number): RoomRecord {
  const seat = room.seats[playerId];
  if (!seat || seat.isOnline === isOnline) return room;
  const next = { ...seat, isOnline, offlineSince: isOnline ? null : now };
  return withAdmin({ ...room, seats: { ...room.seats, [playerId]: next } }, now);
}

export function removeSeat(room: RoomRecord, playerId: string, now: number, kicked = false): RoomRecord {
  const { [playerId]: gone, ...seats } = room.seats;
  const teams = withoutMember(room.teams, playerId);
  if (teams !== room.teams) room = { ...room, teams };
  if (!kicked) return withAdmin({ ...room, seats }, now);
  // Kicked for the life of the room: the id, the account and the browser are refused; the name as normalised is held for the host.
  const ids = [playerId, ...(gone?.userId && gone.userId !== playerId ? [gone.userId] : [])];
  const name = gone ? [nicknameKey(gone.nickname)] : [];
  const device = gone?.deviceId && !room.kickedDevices?.includes(gone.deviceId) ? [gone.deviceId] : [];
  return withAdmin(
    {
      ...room,
      seats,
      kicked: [...room.kicked, ...ids],
      kickedNames: [...(room.kickedNames ?? []), ...name],
      ...(device.length || room.kickedDevices ? { kickedDevices: [...(room.kickedDevices ?? []), ...device] } : {}),
    },
    now,
  );
}

/** A seat pressed «خروج» mid-game: offline, not waited for, never the admin; the score stays for when they come back. */
export function leaveSeat(room: RoomRecord, playerId: string, now: number): RoomRecord {
  const seat = room.seats[playerId];
  if (!seat) return room;
  return withAdmin({ ...room, seats: { ...room.seats, [playerId]: { ...seat, isOnline: false, offlineSince: now, hasLeft: true } } }, now);
}

/** Back in the lobby (or a new game), seats whose players pressed «خروج» are given up. */
export function withoutLeavers(room: RoomRecord, now: number): RoomRecord {
  if (!Object.values(room.seats).some((s) => s.hasLeft)) return room;
  return withAdmin({ ...room, seats: Object.fromEntries(Object.entries(room.seats).filter(([, s]) => !s.hasLeft)) }, now);
}

/** Whether a seat still counts as here: online, or offline for less than the grace period, and not gone by «خروج». */
export function isPresent(seat: Seat, now: number): boolean {
  if (seat.hasLeft) return false;
  return seat.isOnline || seat.offlineSince === null || now - seat.offlineSince < LIVE_LIMITS.turnGraceMs;
}

/**
 * Who is admin (docs/decisions.md): the creator whenever they are present;
 * otherwise the current admin while present (online, or offline within the turn grace).
 * When the admin leaves («خروج») or stays away past the grace, the earliest-joined
 * online player takes over, so a room always has someone who can start, advance or end.
 */
export function withAdmin(room: RoomRecord, now: number): RoomRecord {
  const seats = Object.values(room.seats);
  const creator = room.seats[room.creatorId];
  if (creator && isPresent(creator, now)) return room.adminId === room.creatorId ? room : { ...room, adminId: room.creatorId };
  const current = room.seats[room.adminId];
  if (current && isPresent(current, now)) return room;
  const heir = seats.filter((s) => s.isOnline && !s.hasLeft).sort((a, b) => a.joinedAt - b.joinedAt)[0];
  if (!heir) return room;
  return heir.playerId === room.adminId ? room : { ...room, adminId: heir.playerId };
}

/** Checks a lobby selection against the catalogue and the room's premium status. */
export function checkSelection(
  room: RoomRecord,
  selection: { gameType: GameType; categories?: string[]; settings?: Record<string, number> },
  catalog: { gamePremium: boolean; categories: CategorySummary[] },
): LobbySelection | LiveError {
  const { gameType } = selection;
  if (catalog.gamePremium && !room.isPremium) return { code: "premium_required", message: "هذه اللعبة للأعضاء المميزين" };
  const bySubcategory = findGame(gameType)?.categoryShape === "subcategories";
  const pickable = new Map<string, boolean>();
  for (const c of catalog.categories) {
    if (bySubcategory) for (const s of c.subcategories) pickable.set(s.id, s.isPremium);
    else pickable.set(c.id, c.isPremium);
  }
  const categories = [...new Set(selection.categories ?? [])];
  if (categories.some((id) => !pickable.has(id))) return { code: "invalid_action", message: "فئة غير موجودة" };
  if (!room.isPremium && categories.some((id) => pickable.get(id)))
    return { code: "premium_category", message: "هذه الفئة للأعضاء المميزين" };

  const limits = settingLimitsOf(gameType);
  const settings = defaultSettingsOf(gameType);
  for (const [key, value] of Object.entries(selection.settings ?? {})) {
    const limit = limits[key];
    if (!limit) continue; // settings of another game are dropped, not an error
    const clamped = Math.min(limit.max, Math.max(limit.min, Math.round(value)));
    if (clamped !== limit.default && !room.isPremium)
      return { code: "premium_required", message: "تعديل إعدادات اللعبة للأعضاء المميزين" };
    settings[key] = clamped;
  }
  return { gameType, categories, settings };
}

/** The start-game checks of spec 001 §5, in order, after the selection itself is valid. */
export function checkStart(room: RoomRecord, selection: LobbySelection): LiveError | null {
  const online = Object.values(room.seats).filter((s) => s.isOnline).length;
  if (online < PLAYER_LIMITS.minPlayers) return { code: "not_enough_players", message: "عدد اللاعبين غير كافٍ" };
  const teams = teamsRefusal(room);
  if (teams) return teams;
  return findGame(selection.gameType)?.startCheck(selection.categories) ?? null;
}

export function livePlayers(room: RoomRecord): Record<string, LivePlayer> {
  return Object.fromEntries(
    Object.values(room.seats).map((s) => [
      s.playerId,
      {
        playerId: s.playerId,
        nickname: s.nickname,
        isAnonymous: s.isAnonymous,
        avatarColor: s.avatar.color,
        avatarFace: s.avatar.face,
        avatarCustom: s.avatar.custom,
        isOnline: s.isOnline,
        isAdmin: s.playerId === room.adminId,
        ...(s.playerId === room.creatorId ? { isCreator: true } : {}),
        joinedAt: s.joinedAt,
        ...(s.hasLeft ? { hasLeft: true } : {}),
      },
    ]),
  );
}

export function enginePlayers(room: RoomRecord): EnginePlayer[] {
  return Object.values(room.seats)
    .sort((a, b) => a.joinedAt - b.joinedAt)
    .map((s) => ({
      playerId: s.playerId,
      nickname: s.nickname,
      isOnline: s.isOnline,
      offlineSince: s.offlineSince,
      joinedAt: s.joinedAt,
      userId: s.userId,
      ...(s.hasLeft ? { hasLeft: true } : {}),
      ...(room.teams ? { teamId: teamOf(room, s.playerId) } : {}),
    }));
}

/** Adds content a game just showed to the room's memory of what it played (newest last, bounded). */
export function withPlayed(room: RoomRecord, gameType: GameType, shown: ShownContent[] | undefined): RoomRecord {
  if (!shown?.length) return room;
  const ids = shown.map((s) => s.contentId);
  const played = (room.played?.[gameType] ?? []).filter((id) => !ids.includes(id)).concat(ids).slice(-GAME_RULES.playedMemory);
  return { ...room, played: { ...room.played, [gameType]: played } };
}
