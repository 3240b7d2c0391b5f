import { CLOSE_CODES } from "../../../schema/limits";
import { participantsSync } from "../game-step";
import { playerAway } from "../notices";
import { leaveSeat, removeSeat } from "../room-record";
import { action } from "./types";

/**
 * «خروج». In the lobby the seat is given up. Mid-game it stays with its score,
 * shown as away: the phase stops waiting for it at once, the host role moves on, and the
 * player can come back to it; the lobby gives it up later.
 */
export const leave = action<unknown>({
  adminOnly: false,
  handle(room, me, _data, { now }) {
    const dismiss = [{ playerId: me.playerId, message: { type: "left-room", data: { message: "غادرت الغرفة" } } as const, closeCode: CLOSE_CODES.normal }];
    if (!room.game) return { room: removeSeat(room, me.playerId, now), events: [{ type: "player-left", data: { playerId: me.playerId } }], dismiss };
    const next = leaveSeat(room, me.playerId, now);
    const seat = room.seats[me.playerId];
    // The others see that the game goes on without them.
    const notices = seat ? [playerAway(me.playerId, seat.nickname, true)] : [];
    return { room: next, events: [participantsSync(next)], dismiss, notices };
  },
});
