import { CLOSE_CODES } from "../../../schema/limits";
import { removeSeat } from "../room-record";
import { action } from "./types";

export const leave = action<unknown>({
  adminOnly: false,
  handle: (room, me, _data, { now }) => ({
    room: removeSeat(room, me.playerId, now),
    events: [{ type: "player-left", data: { playerId: me.playerId } }],
    dismiss: [{ playerId: me.playerId, message: { type: "left-room", data: { message: "طلعت من الغرفة" } }, closeCode: CLOSE_CODES.normal }],
  }),
});
