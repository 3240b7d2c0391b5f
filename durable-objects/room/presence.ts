// Who is there: when each socket was last heard from, which seats
// that makes online, when the first of them falls silent, which sockets never joined in
// time, and from all that, when the room's one alarm should look next.
import { RETRY_CLOSE_CODES } from "../../schema/limits";
import { LIVE_LIMITS } from "../../schema/protocol";
import { adminHandOverAt, graceEnds } from "./actions/tick";
import type { Connections } from "./ports";
import { prayerAlarmAt } from "./prayer-breaks";
import type { RoomRecord } from "./room-record";
import { lapseAt, lapseDueAt } from "./seat-lapse";
import { joinDueAt } from "./socket-caps";
import type { Sockets } from "./sockets";

export class Presence<S extends object> {
  /** The last frame from each socket; memory only, the transport's auto-response time covers a sleep. */
  private lastHeard = new Map<S, number>();
  /** When presence was last derived from the sockets; 0 after a wake, so the first message looks. */
  private presenceAt = 0;

  constructor(
    private readonly connections: Connections<S>,
    private readonly sockets: Sockets<S>,
  ) {}

  heard(ws: S, now: number) {
    this.lastHeard.set(ws, now);
  }

  forget(ws: S) {
    this.lastHeard.delete(ws);
  }

  /** Whether the seats' presence is old enough to derive again on this frame. */
  stale(now: number): boolean {
    return now - this.presenceAt >= LIVE_LIMITS.offlineAfterMs;
  }

  /**
   * Which seats have a joined socket heard from within the heartbeat timeout: the
   * transport's auto-response time (pings answered while the room slept), the last
   * frame, or the connection itself.
   */
  heardFrom(room: RoomRecord | null, now: number): Record<string, boolean> {
    this.presenceAt = now;
    const online: Record<string, boolean> = Object.fromEntries(Object.keys(room?.seats ?? {}).map((id) => [id, false]));
    for (const [playerId, sockets] of this.sockets.joined())
      for (const ws of sockets) if (now - this.heardAt(ws, now) < LIVE_LIMITS.offlineAfterMs && playerId in online) online[playerId] = true;
    return online;
  }

  /** The last sign of life on a socket: a frame, a ping the transport answered, or the connection itself. */
  private heardAt(ws: S, now: number): number {
    return Math.max(this.lastHeard.get(ws) ?? 0, this.connections.autoResponseAt(ws) ?? 0, this.sockets.of(ws).connectedAt ?? now);
  }

  /**
   * When the first seat shown online would fall silent past the heartbeat timeout:
   * the alarm looks then, so a phone that died without closing its socket is noticed within
   * seconds even when nobody else sends anything. Null when no seat is online.
   */
  silenceDueAt(room: RoomRecord | null, now: number): number | null {
    let due: number | null = null;
    for (const seat of Object.values(room?.seats ?? {})) {
      if (!seat.isOnline) continue;
      const sockets = this.connections.list(seat.playerId).filter((ws) => this.sockets.of(ws)?.joined);
      if (!sockets.length) continue;
      const at = Math.max(...sockets.map((ws) => this.heardAt(ws, now))) + LIVE_LIMITS.offlineAfterMs;
      due = due === null ? at : Math.min(due, at);
    }
    return due;
  }

  /** The players who hold an open player page, joined or about to join: their seats do not lapse. */
  connectedPlayers(): Set<string> {
    const ids = new Set<string>();
    for (const ws of this.connections.list()) {
      if (!this.connections.isOpen(ws)) continue;
      const a = this.sockets.of(ws);
      if (a && !a.role) ids.add(a.playerId);
    }
    return ids;
  }

  /** Closes the sockets that have not joined within SOCKET_LIMITS.joinWithinMs; a page opens another once its name is typed. */
  closeIdle(room: RoomRecord | null, now: number) {
    const held = heldAtDoor(room);
    for (const ws of this.connections.list()) {
      if (!this.connections.isOpen(ws)) continue;
      const due = joinDueAt(this.sockets.of(ws), held);
      if (due !== null && due <= now) this.connections.close(ws, RETRY_CLOSE_CODES.idle, "join timeout");
    }
  }

  /** The earliest time a socket that has not joined is due to close, or null. */
  idleDueAt(room: RoomRecord | null): number | null {
    const sockets = this.sockets.notIn();
    if (!sockets.length) return null;
    const held = heldAtDoor(room);
    let due: number | null = null;
    for (const ws of sockets) {
      if (!this.connections.isOpen(ws)) continue;
      const at = joinDueAt(this.sockets.of(ws), held);
      if (at !== null && (due === null || at < due)) due = at;
    }
    return due;
  }

  /** The earliest of expiry, the phase deadline, and any wait on an offline player: when the one alarm looks next. */
  nextAlarmAt(room: RoomRecord, now: number): number {
    const times = [room.expiresAt];
    if (room.game?.deadline) times.push(room.game.deadline.at);
    if (room.game) times.push(...graceEnds(room).filter((at) => at > now));
    // «استراحة الصلاة»: a break's end, the next prayer, or its notice a minute before.
    const prayer = prayerAlarmAt(room);
    if (prayer !== null) times.push(Math.max(prayer, now + 1));
    const handOver = adminHandOverAt(room);
    if (handOver !== null && handOver > now) times.push(handOver);
    // Only while a game runs: a lobby at rest does not wake (a silent seat there is seen by the next frame).
    const silence = room.game ? this.silenceDueAt(room, now) : null;
    if (silence !== null) times.push(Math.max(silence, now + 1));
    // A socket that has not joined closes when its join window ends.
    const idle = this.idleDueAt(room);
    if (idle !== null) times.push(Math.max(idle, now + 1));
    // A lobby seat whose pages all closed lapses after its grace, while the room sleeps too.
    const lapse = Object.values(room.seats).some((seat) => lapseAt(room, seat) !== null) ? lapseDueAt(room, this.connectedPlayers()) : null;
    if (lapse !== null) times.push(Math.max(lapse, now + 1));
    return Math.min(...times);
  }
}

/** Joiners the host has not answered yet: their sockets wait at the door past the join window. */
function heldAtDoor(room: RoomRecord | null): Set<string> {
  return new Set((room?.pendingJoins ?? []).map((p) => p.playerId));
}
