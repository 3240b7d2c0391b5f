// Recent delta events for delta sync. Memory only: after a wake (or a whole-state
// broadcast, which differs per player) a request falls back to a full sync.
import { LIVE_LIMITS, type ServerMessage } from "../../schema/protocol";
import type { RoomRecord } from "./room-record";
import { roomView } from "./views";

export class EventLog {
  private events: { version: number; message: ServerMessage }[] = [];

  push(version: number, message: ServerMessage) {
    this.events.push({ version, message });
    if (this.events.length > LIVE_LIMITS.deltaLogSize) this.events.shift();
  }

  clear() {
    this.events = [];
  }

  /** The events since `sinceVersion` when the log holds all of them; else the whole state. */
  since(room: RoomRecord, sinceVersion: number, playerId: string): ServerMessage {
    const events = this.events.filter((e) => e.version > sinceVersion);
    const contiguous = sinceVersion >= room.version || (events.length > 0 && events[0].version === sinceVersion + 1 && events.at(-1)!.version === room.version);
    const range = { fromVersion: sinceVersion, toVersion: room.version };
    if (contiguous) return { type: "delta-sync-response", data: { ...range, full: false, events: events.map((e) => e.message) } };
    return { type: "delta-sync-response", data: { ...range, full: true, events: [], state: roomView(room, playerId) } };
  }
}
