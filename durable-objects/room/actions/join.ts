import type { LiveAvatar } from "../../../schema/protocol";
import { participantsSync } from "../game-step";
import { isLiveError, joinSeat, livePlayers, type AvatarChoices } from "../room-record";
import { action } from "./types";

/** Takes a seat, or the same seat again (nickname, avatar and score kept). */
export const join = action<{ nickname: string; avatar?: LiveAvatar }, AvatarChoices | undefined>({
  adminOnly: false,
  load: (_room, _me, _data, db, now) => db.avatarChoices(now),
  handle(room, me, data, { now, loaded }) {
    const result = joinSeat(room, { ...me, nickname: data.nickname, avatar: data.avatar, avatarChoices: loaded }, now);
    if (isLiveError(result)) return result;
    const next = result.room;
    const wasOnline = room.seats[me.playerId]?.isOnline;
    if (result.rejoined && wasOnline && room.adminId === next.adminId) return { seated: true };
    const event =
      room.adminId !== next.adminId
        ? participantsSync(next)
        : result.rejoined
          ? ({ type: "player-status-update", data: { playerId: me.playerId, isOnline: true } } as const)
          : ({ type: "player-joined", data: { player: livePlayers(next)[me.playerId] } } as const);
    return { room: next, events: [event], seated: true };
  },
});
