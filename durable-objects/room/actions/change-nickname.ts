import { isLiveError, renameSeat } from "../room-record";
import { action } from "./types";

export const changeNickname = action<{ nickname: string }>({
  adminOnly: false,
  handle(room, me, data) {
    const next = renameSeat(room, me.playerId, data.nickname);
    if (isLiveError(next)) return next;
    return { room: next, events: [{ type: "nickname-changed", data: { playerId: me.playerId, nickname: next.seats[me.playerId].nickname } }] };
  },
});
