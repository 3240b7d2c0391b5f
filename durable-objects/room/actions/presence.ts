import type { RoomNotice } from "../../../schema/protocol";
import type { RoomChange, RoomEvent } from "../change";
import { playerAway } from "../notices";
import { setOnline, withAdmin, type RoomRecord } from "../room-record";
import { action } from "./types";

/**
 * Seats go on- or offline (a socket closed, or heartbeats stopped or came back),
 * and an admin hand-over that came due without any socket event takes place.
 */
export const presence = action<{ online: Record<string, boolean> }>({
  adminOnly: false,
  handle: (room, _me, { online }, { now }) => presenceChange(room, online, now),
});

export function presenceChange(room: RoomRecord, online: Record<string, boolean>, now: number): RoomChange {
  let next = room;
  const events: RoomEvent[] = [];
  const notices: RoomNotice[] = [];
  for (const [playerId, isOnline] of Object.entries(online)) {
    const after = setOnline(next, playerId, isOnline, now);
    if (after === next) continue;
    next = after;
    events.push({ type: "player-status-update", data: { playerId, isOnline } });
    // A running game goes on without them: every screen says so. Someone who pressed «خروج» was announced then.
    const seat = after.seats[playerId];
    if (!isOnline && room.game && !seat.hasLeft) notices.push(playerAway(playerId, seat.nickname, false));
  }
  next = withAdmin(next, now);
  return next === room ? {} : { room: next, events, ...(notices.length ? { notices } : {}) };
}
