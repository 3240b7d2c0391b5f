// At most once (docs/protocol.md "actionId"). A page keeps a tap made while its socket
// is down and sends it after the re-join; a frame written just before a drop may have arrived
// too, so the same tap can reach the room twice. Each tap carries an id made on the phone and
// the phase it was made in: the room remembers the ids it applied on the player's seat (in the
// stored record, so a restart or a hibernation wake still knows them; bounded), answers a
// repeated id with the same acknowledgement, and refuses a tap whose phase has ended instead of
// applying it to the next one. Frames without an id (older pages, host controls) act as before.
import { ACTION_DELIVERY } from "../../schema/limits";
import { NOT_SENT_CODE, notSentText } from "../../schema/not-sent";
import type { ServerMessage } from "../../schema/protocol";
import type { ActionResult } from "./change";
import { isLiveError, type RoomRecord } from "./room-record";
import { gameView } from "./views";

/** The fields of a tap that make it once-only. */
export interface TapFields {
  actionId?: string;
  phaseSeq?: number;
}

export const actionAck = (actionId: string): ServerMessage => ({ type: "action-ack", data: { actionId } });

/** Whether this player's seat holds the action id: applied before, maybe before a restart. */
export function wasApplied(room: RoomRecord, playerId: string, actionId: string): boolean {
  return !!room.seats[playerId]?.appliedActions?.includes(actionId);
}

/** The room with the id remembered on the player's seat, newest last, the oldest dropped past the bound. */
export function rememberAction(room: RoomRecord, playerId: string, actionId: string): RoomRecord {
  const seat = room.seats[playerId];
  if (!seat) return room;
  const appliedActions = [...(seat.appliedActions ?? []), actionId].slice(-ACTION_DELIVERY.rememberedPerSeat);
  return { ...room, seats: { ...room.seats, [playerId]: { ...seat, appliedActions } } };
}

/** The running game's phase number, or null outside a game. */
export function currentPhaseSeq(room: RoomRecord): number | null {
  return gameView(room, room.adminId)?.phaseSeq ?? null;
}

/** Whether a tap made in phase `phaseSeq` comes too late: the game is in another phase, or over. */
export function phaseEnded(room: RoomRecord, phaseSeq: number | undefined): boolean {
  return phaseSeq !== undefined && currentPhaseSeq(room) !== phaseSeq;
}

/** The refusal of a tap that was not applied, to its sender only, named by its id. */
export function notSent(action: string, actionId: string, message = notSentText(action)): ServerMessage {
  return { type: "submission-error", data: { message, action, code: NOT_SENT_CODE, actionId } };
}

/**
 * A player's game action, once. `apply` is the action as it was; its result is completed with the
 * acknowledgement (and the id remembered in the same write when it changed the room). A refusal of
 * the action itself goes to the sender with the id, so the page stops sending it.
 */
export function applyOnce(room: RoomRecord, playerId: string, action: string, tap: TapFields, apply: () => ActionResult): ActionResult {
  const id = tap.actionId;
  if (!id) return apply();
  if (wasApplied(room, playerId, id)) return { reply: actionAck(id) };
  if (phaseEnded(room, tap.phaseSeq)) return { reply: notSent(action, id) };
  const result = apply();
  if (isLiveError(result)) return { reply: { type: "error", data: { code: result.code, message: result.message, actionId: id } } };
  // A step that changed nothing (the game refused it with its own words, or it was already so) is answered, not remembered.
  if (!result.room) return { ...result, reply: actionAck(id) };
  return { ...result, room: rememberAction(result.room, playerId, id), reply: actionAck(id) };
}
