// Joins held for the host. A new seat asking for the name of a kicked
// player is not refused: the person is probably someone else. They wait at the
// door until the host admits or refuses them; so does every new seat while
// «قفل الغرفة» is on. A request leaves with its last page. Pure rules;
// the actor tells people.
import { ROOM_CONTROLS, STREAM_CONTROLS } from "../../schema/limits";
import type { JoinRequestView, ServerMessage } from "../../schema/protocol";
import type { LiveError, PendingJoin, RoomRecord } from "./room-record";

export const HELD_TEXT = "بانتظار موافقة المشرف";
export const JOIN_REFUSED: LiveError = {
  code: "join_refused",
  message: "لم يقبل مشرف الغرفة طلب انضمامك بهذا الاسم. يمكنك اختيار اسم آخر والمحاولة مرة أخرى.",
};
export const TOO_MANY_REQUESTS: LiveError = {
  code: "too_many_requests",
  message: "طلبات انضمام كثيرة تنتظر موافقة المشرف الآن، يُرجى المحاولة بعد قليل.",
};
export const REQUEST_GONE: LiveError = { code: "invalid_target", message: "لم يعد هذا الطلب قائمًا" };
export const TOO_MANY_FROM_NETWORK: LiveError = {
  code: "too_many_requests",
  message: "طلبات انضمام كثيرة من هذه الشبكة تنتظر موافقة المشرف، يُرجى المحاولة بعد قليل.",
};

/** The held person's word: they wait, under the name they asked for. */
export function pendingMessage(nickname: string): ServerMessage {
  return { type: "join-pending", data: { message: HELD_TEXT, nickname } };
}

/**
 * Holds a join for the host. Asking again replaces one's own request (a new look or a
 * reconnect) and keeps its place in line; a new request beyond the bound is refused.
 */
export function holdJoin(room: RoomRecord, request: Omit<PendingJoin, "requestedAt">, now: number): RoomRecord | LiveError {
  const pending = room.pendingJoins ?? [];
  const mine = pending.find((p) => p.playerId === request.playerId);
  if (!mine && pending.length >= ROOM_CONTROLS.maxPendingJoins) return TOO_MANY_REQUESTS;
  // A crowd waits; one network (a troll's script) holds only a few places of the list.
  if (!mine && request.address && pending.filter((p) => p.address === request.address).length >= STREAM_CONTROLS.pendingJoinsPerAddress) return TOO_MANY_FROM_NETWORK;
  const entry: PendingJoin = { ...request, requestedAt: mine?.requestedAt ?? now };
  return { ...room, pendingJoins: mine ? pending.map((p) => (p === mine ? entry : p)) : [...pending, entry] };
}

/** The room without this person's request (answered, or they joined under another name). */
export function dropRequest(room: RoomRecord, playerId: string): RoomRecord {
  const pending = room.pendingJoins ?? [];
  if (!pending.some((p) => p.playerId === playerId)) return room;
  const rest = pending.filter((p) => p.playerId !== playerId);
  if (rest.length) return { ...room, pendingJoins: rest };
  const { pendingJoins: _gone, ...without } = room;
  return without;
}

export function findRequest(room: RoomRecord, playerId: string): PendingJoin | undefined {
  return room.pendingJoins?.find((p) => p.playerId === playerId);
}

/** What the host sees of the requests: no account or device ids. */
export function requestViews(room: RoomRecord): JoinRequestView[] {
  return (room.pendingJoins ?? []).map(({ playerId, nickname, avatar, requestedAt, reason }) => ({ playerId, nickname, avatar, requestedAt, ...(reason ? { reason } : {}) }));
}

/** Whether the host must hear the list again: it changed, or the host did. */
export function requestsChanged(before: RoomRecord | null, after: RoomRecord): boolean {
  if (!before) return !!after.pendingJoins?.length;
  return before.pendingJoins !== after.pendingJoins || (before.adminId !== after.adminId && !!after.pendingJoins?.length);
}

