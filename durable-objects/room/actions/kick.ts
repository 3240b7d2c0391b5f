import { CLOSE_CODES } from "../../../schema/limits";
import { refuse } from "../change";
import { KICKED_AT_DOOR, removeSeat } from "../room-record";
import { action } from "./types";

/** Told to a host who tries to kick the room's creator. */
export const CREATOR_STAYS = "لا يمكن إخراج منشئ الغرفة من غرفته، وتعود إليه إدارتها عند رجوعه";

/**
 * Removes a player for good: their id, account and browser (device id) are refused at the door
 * for the life of the room; a new person asking for their name waits for the host's answer.
 * The creator is never removed: whoever holds the role while they are away only keeps it for them.
 */
export const kick = action<{ targetPlayerId?: string }>({
  adminOnly: true,
  handle(room, me, { targetPlayerId: target }, { now }) {
    if (!target || target === me.playerId || !room.seats[target]) return refuse("invalid_target", "لا يمكن إخراج هذا اللاعب");
    if (target === room.creatorId) return refuse("invalid_target", CREATOR_STAYS);
    return {
      room: removeSeat(room, target, now, true),
      events: [{ type: "player-kicked", data: { playerId: target } }],
      dismiss: [{ playerId: target, message: { type: "kicked", data: { message: KICKED_AT_DOOR.message } }, closeCode: CLOSE_CODES.kicked }],
    };
  },
});
