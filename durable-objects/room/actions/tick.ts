import { LIVE_LIMITS } from "../../../schema/limits";
import type { RoomChange } from "../change";
import { merge, stepGame } from "../game-step";
import { enginePlayers, type RoomRecord } from "../room-record";
import { prayerTick } from "../prayer-breaks";
import { freeSeats, lapsedSeats } from "../seat-lapse";
import { presenceChange } from "./presence";
import { action } from "./types";

/** When each offline seat's turn grace ends (the game may then stop waiting for them). */
export function graceEnds(room: RoomRecord): number[] {
  return Object.values(room.seats).flatMap((s) => (!s.isOnline && !s.hasLeft && s.offlineSince !== null ? [s.offlineSince + LIVE_LIMITS.turnGraceMs] : []));
}

/** When the admin, offline, hands over to someone online (after the turn grace); null when nothing waits on it. */
export function adminHandOverAt(room: RoomRecord): number | null {
  const admin = room.seats[room.adminId];
  if (!admin || admin.isOnline || admin.offlineSince === null) return null;
  const heir = Object.values(room.seats).some((s) => s.isOnline && !s.hasLeft);
  return heir ? admin.offlineSince + LIVE_LIMITS.turnGraceMs : null;
}

/**
 * The room's alarm, short of expiry: the phase deadline if it passed, a game
 * that may stop waiting for players offline past their grace, prayer breaks, presence, and
 * lobby seats whose pages closed long enough ago.
 */
export const tick = action<{ online: Record<string, boolean>; connected?: string[] }>({
  adminOnly: false,
  handle(room, _me, data, { now }) {
    let change: RoomChange = {};
    const deadline = room.game?.deadline;
    if (deadline && now >= deadline.at) change = merge(change, stepGame(room, { kind: "timer", phaseSeq: deadline.phaseSeq }, now));
    const current = change.room ?? room;
    if (current.game && graceEnds(current).some((at) => at <= now)) change = merge(change, stepGame(current, { kind: "roster", players: enginePlayers(current) }, now));
    // «استراحة الصلاة»: a break ends, a prayer pauses the game, or its notice goes out.
    change = merge(change, prayerTick(change.room ?? room, now));
    change = merge(change, presenceChange(change.room ?? room, data.online, now));
    // A lobby seat that never played and whose pages all closed is freed after its grace.
    const afterPresence = change.room ?? room;
    return merge(change, freeSeats(afterPresence, lapsedSeats(afterPresence, new Set(data.connected ?? []), now), now));
  },
});
