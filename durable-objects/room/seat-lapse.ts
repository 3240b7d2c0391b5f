// Seats that nobody holds: a lobby seat that never played and whose pages all
// closed is freed after a grace, so one network cannot fill the room with closed pages, and
// the host may free every seat with no open page at once. Pure rules over the room and the
// set of players who still hold an open page; the room passes that set and applies the change.
import { SEAT_LAPSE } from "../../schema/limits";
import type { RoomChange } from "./change";
import { participantsSync } from "./game-step";
import { removeSeat, type RoomRecord, type Seat } from "./room-record";

/** The creator and whoever holds the host role keep their seats whatever happens here. */
const keeps = (room: RoomRecord, seat: Seat) => seat.playerId === room.creatorId || seat.playerId === room.adminId;

/** When a seat lapses if nothing changes, or null when it never will: it played, it is kept, it is online, or a game runs. */
export function lapseAt(room: RoomRecord, seat: Seat): number | null {
  if (room.game || seat.played || keeps(room, seat) || seat.isOnline || seat.offlineSince === null) return null;
  return seat.offlineSince + SEAT_LAPSE.lobbyGraceMs;
}

/** The seats whose grace ended and that hold no open page now. */
export function lapsedSeats(room: RoomRecord, connected: ReadonlySet<string>, now: number): string[] {
  return Object.values(room.seats).flatMap((seat) => {
    const at = lapseAt(room, seat);
    return at !== null && at <= now && !connected.has(seat.playerId) ? [seat.playerId] : [];
  });
}

/**
 * When the alarm must look for a lapse: the earliest grace end still ahead, or just past for a
 * seat that has no open page. A seat held by an open page it no longer talks through waits for
 * that page to close (its close wakes the room), so the alarm never spins on it.
 */
export function lapseDueAt(room: RoomRecord, connected: ReadonlySet<string>): number | null {
  let due: number | null = null;
  for (const seat of Object.values(room.seats)) {
    const at = lapseAt(room, seat);
    if (at === null || connected.has(seat.playerId)) continue;
    if (due === null || at < due) due = at;
  }
  return due;
}

/** The room without these seats, with the one roster everyone hears; nothing when there are none. */
export function freeSeats(room: RoomRecord, playerIds: string[], now: number): RoomChange {
  if (!playerIds.length) return {};
  const next = playerIds.reduce((r, id) => removeSeat(r, id, now), room);
  return { room: next, events: [participantsSync(next)] };
}

/** «إزالة غير المتصلين»: the seats the host's one action frees, every seat with no open page but the creator's and the host's. */
export function offlineSeats(room: RoomRecord, connected: ReadonlySet<string>): string[] {
  return Object.values(room.seats).flatMap((seat) => (!keeps(room, seat) && !seat.isOnline && !connected.has(seat.playerId) ? [seat.playerId] : []));
}

/** Every seat of a room whose game started is marked as having played: from then on it keeps its place (and its score). */
export function withPlayedSeats(room: RoomRecord): RoomRecord {
  if (!room.game || Object.values(room.seats).every((s) => s.played)) return room;
  return { ...room, seats: Object.fromEntries(Object.entries(room.seats).map(([id, seat]) => [id, seat.played ? seat : { ...seat, played: true as const }])) };
}
