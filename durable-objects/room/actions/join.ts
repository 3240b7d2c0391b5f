import type { CompiledFilter } from "../../../schema/family-filter";
import type { LiveAvatar } from "../../../schema/protocol";
import { refuse } from "../change";
import { distinctAvatar } from "../distinct-avatar";
import { anyBad, FAMILY_FILTER_TEXT, loadFilter } from "../family-filter";
import { participantsSync } from "../game-step";
import { isLiveError, joinSeat, livePlayers, SHIPPED_AVATAR_CHOICES, type AvatarChoices } from "../room-record";
import { action } from "./types";

type JoinReads = { avatars: AvatarChoices | undefined; filter: CompiledFilter | null };

/** Takes a seat, or the same seat again (nickname, avatar and score kept). A new seat never looks like another. */
export const join = action<{ nickname: string; avatar?: LiveAvatar }, JoinReads>({
  adminOnly: false,
  load: async (room, me, _data, db, now) => ({
    avatars: await db.avatarChoices(now),
    // Only a new seat brings a nickname to check.
    filter: room.seats[me.playerId] ? null : await loadFilter(room, db, now),
  }),
  handle(room, me, data, { now, loaded }: { now: number; loaded?: JoinReads }) {
    if (!room.seats[me.playerId] && anyBad([data.nickname], loaded?.filter)) return refuse("invalid_nickname", FAMILY_FILTER_TEXT.nickname);
    const result = joinSeat(room, { ...me, nickname: data.nickname, avatar: data.avatar, avatarChoices: loaded?.avatars }, now);
    if (isLiveError(result)) return result;
    let next = result.room;
    if (!result.rejoined) {
      const seat = next.seats[me.playerId];
      const others = Object.values(next.seats).filter((s) => s.playerId !== me.playerId);
      const avatar = distinctAvatar(seat.avatar, others, loaded?.avatars ?? SHIPPED_AVATAR_CHOICES);
      if (avatar !== seat.avatar) next = { ...next, seats: { ...next.seats, [me.playerId]: { ...seat, avatar } } };
    }
    const wasOnline = room.seats[me.playerId]?.isOnline;
    if (result.rejoined && wasOnline && room.adminId === next.adminId) return { seated: true };
    // Back from «خروج» (issue 22): everyone's roster drops its away mark, so the whole roster goes out.
    const event =
      room.adminId !== next.adminId || room.seats[me.playerId]?.hasLeft
        ? participantsSync(next)
        : result.rejoined
          ? ({ type: "player-status-update", data: { playerId: me.playerId, isOnline: true } } as const)
          : ({ type: "player-joined", data: { player: livePlayers(next)[me.playerId] } } as const);
    return { room: next, events: [event], seated: true };
  },
});
