import type { CompiledFilter } from "../../../schema/family-filter";
import type { LiveAvatar } from "../../../schema/protocol";
import { refuse, type ActionResult, type Me } from "../change";
import { distinctAvatar } from "../distinct-avatar";
import { anyBad, FAMILY_FILTER_TEXT, loadFilter } from "../family-filter";
import { participantsSync } from "../game-step";
import { dropRequest, holdJoin, pendingMessage } from "../join-requests";
import {
  clampAvatar,
  isKickedName,
  isLiveError,
  joinSeat,
  livePlayers,
  newSeatRefusal,
  SHIPPED_AVATAR_CHOICES,
  wasKicked,
  type AvatarChoices,
  type RoomRecord,
} from "../room-record";
import { action } from "./types";

type JoinReads = { avatars: AvatarChoices | undefined; filter: CompiledFilter | null };

/**
 * Takes a seat, or the same seat again (nickname, avatar and score kept). A new seat never looks like another.
 * A kicked identity, account or browser is refused; someone new who only shares a kicked player's name
 * is held for the host's answer, never refused for it. While «قفل الغرفة» is on,
 * every new seat is held the same way; someone already seated comes back without waiting.
 */
export const join = action<{ nickname: string; avatar?: LiveAvatar }, JoinReads>({
  adminOnly: false,
  load: async (room, me, _data, db, now) => ({
    avatars: await db.avatarChoices(now),
    // Only a new seat brings a nickname to check.
    filter: room.seats[me.playerId] ? null : await loadFilter(room, db, now),
  }),
  handle(room, me, data, { now, loaded }: { now: number; loaded?: JoinReads }) {
    const isNew = !room.seats[me.playerId];
    if (isNew && anyBad([data.nickname], loaded?.filter)) return refuse("invalid_nickname", FAMILY_FILTER_TEXT.nickname);
    const kickedName = isKickedName(room, data.nickname);
    // «قفل الغرفة» holds every new seat but the creator's (their room is theirs to come back to).
    const locked = !!room.joinApproval && me.playerId !== room.creatorId;
    // With moderation on, a new name waits for a moderator (or the host) before any screen shows it.
    const moderated = !!room.moderation && me.playerId !== room.creatorId;
    if (isNew && !wasKicked(room, { playerId: me.playerId, userId: me.userId, deviceId: me.deviceId }) && (kickedName || locked || moderated)) {
      const nickname = newSeatRefusal(room, data.nickname);
      if (typeof nickname !== "string") return nickname;
      const { playerId, userId, isAnonymous } = me;
      const avatar = clampAvatar(data.avatar, loaded?.avatars);
      const reason = kickedName ? {} : locked ? { reason: "locked" as const } : { reason: "name" as const };
      // The socket's network, as the worker vouched for it at the upgrade (sockets.ts's attachment).
      const address = (me as Me & { address?: string | null }).address ?? null;
      const held = holdJoin(room, { playerId, userId, isAnonymous, deviceId: me.deviceId ?? null, nickname, avatar, address, ...reason }, now);
      if (isLiveError(held)) return held;
      return { room: held, tell: [{ playerId, message: pendingMessage(nickname) }] };
    }
    return seatChange(room, me, data, loaded?.avatars, now);
  },
});

/** Seats `me` (a join, or the host's «قبول»), with the event everyone hears. */
export function seatChange(room: RoomRecord, me: Me, data: { nickname: string; avatar?: Partial<LiveAvatar> }, avatars: AvatarChoices | undefined, now: number): ActionResult {
  const result = joinSeat(room, { ...me, nickname: data.nickname, avatar: data.avatar, avatarChoices: avatars }, now);
  if (isLiveError(result)) return result;
  // Seated under another name: a request they left waiting is answered by itself.
  let next = dropRequest(result.room, me.playerId);
  if (!result.rejoined) {
    const seat = next.seats[me.playerId];
    const others = Object.values(next.seats).filter((s) => s.playerId !== me.playerId);
    const avatar = distinctAvatar(seat.avatar, others, avatars ?? SHIPPED_AVATAR_CHOICES);
    if (avatar !== seat.avatar) next = { ...next, seats: { ...next.seats, [me.playerId]: { ...seat, avatar } } };
  }
  const wasOnline = room.seats[me.playerId]?.isOnline;
  if (result.rejoined && wasOnline && room.adminId === next.adminId && next.seats[me.playerId].deviceId === room.seats[me.playerId].deviceId)
    return { seated: true };
  // Back from «خروج»: everyone's roster drops its away mark, so the whole roster goes out.
  const event =
    room.adminId !== next.adminId || room.seats[me.playerId]?.hasLeft
      ? participantsSync(next)
      : result.rejoined
        ? ({ type: "player-status-update", data: { playerId: me.playerId, isOnline: true } } as const)
        : ({ type: "player-joined", data: { player: livePlayers(next)[me.playerId] } } as const);
  return { room: next, events: [event], seated: true };
}
