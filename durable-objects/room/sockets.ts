// The room's sockets: who is on each (the attachment survives hibernation),
// and fan-out that builds and serialises each frame once however many sockets
// hear it.
import type { ConnectionRole, ServerMessage } from "../../schema/protocol";
import type { StateBroadcast } from "./change";
import type { Attachment, Connections } from "./ports";
import { livePlayers, type RoomRecord } from "./room-record";
import { roomView } from "./views";

export type { Attachment };

interface SocketIndex<S> {
  joined: Map<string, S[]>;
  watching: Map<ConnectionRole, S[]>;
  notIn: S[];
}

export class Sockets<S extends object> {
  framesOut = 0;
  private attachments = new WeakMap<S, Attachment>();
  /**
   * The sockets sorted by what they are: joined by player, watching by role, and neither (at
   * the door, or refused and closing). Kept between frames and rebuilt after a socket is attached
   * or gone, not per change: every change fans out to the seats, tells the watchers and works
   * out the alarm's time, and listing the runtime's sockets for each was about a tenth of a busy
   * room's time in the fan-out profile.
   */
  private index: SocketIndex<S> | null = null;

  constructor(private readonly connections: Connections<S>) {}

  /** Stores a socket's attachment and keeps a copy at hand. */
  attach(ws: S, attachment: Attachment) {
    this.connections.writeAttachment(ws, attachment);
    this.attachments.set(ws, attachment);
    this.changed();
  }

  /** A socket closed or failed: the next fan-out looks the joined sockets up again. */
  forget(_ws: S) {
    this.changed();
  }

  private changed() {
    this.index = null;
  }

  /** Attachments are deserialised once per wake, not per send. */
  of(ws: S): Attachment {
    let attachment = this.attachments.get(ws);
    if (!attachment) {
      attachment = this.connections.readAttachment(ws);
      this.attachments.set(ws, attachment);
    }
    return attachment;
  }

  private sorted(): SocketIndex<S> {
    if (this.index) return this.index;
    const index: SocketIndex<S> = { joined: new Map(), watching: new Map(), notIn: [] };
    for (const ws of this.connections.list()) {
      const a = this.of(ws);
      if (a?.joined) {
        const list = index.joined.get(a.playerId);
        if (list) list.push(ws);
        else index.joined.set(a.playerId, [ws]);
      } else if (a?.watching && a.role) {
        const list = index.watching.get(a.role);
        if (list) list.push(ws);
        else index.watching.set(a.role, [ws]);
      } else index.notIn.push(ws);
    }
    return (this.index = index);
  }

  /** Joined sockets by player. */
  joined(): Map<string, S[]> {
    return this.sorted().joined;
  }

  /** Sockets that have joined as a watcher in `role` (a screen, the audience, a moderator), open or closing. */
  watching(role: ConnectionRole): readonly S[] {
    return this.sorted().watching.get(role) ?? [];
  }

  /** Accepted sockets that are neither seated nor watching, open or closing. */
  notIn(): readonly S[] {
    return this.sorted().notIn;
  }

  /** Whether the player has another joined, open socket than `ws`. */
  hasOther(playerId: string, ws: S): boolean {
    return this.connections.list(playerId).some((s) => s !== ws && this.connections.isOpen(s) && this.of(s)?.joined);
  }

  reply(ws: S, message: ServerMessage) {
    this.send(ws, JSON.stringify(message));
  }

  send(ws: S, frame: string) {
    try {
      this.connections.send(ws, frame);
      this.framesOut++;
    } catch {
      // The socket closed under us; its close handler updates presence.
    }
  }

  sendAll(joined: Map<string, S[]>, frame: string) {
    for (const sockets of joined.values()) for (const ws of sockets) this.send(ws, frame);
  }

  /** Every socket of a player hears a last message and closes. */
  dismiss(playerId: string | undefined, message: ServerMessage, closeCode: number) {
    const frame = JSON.stringify(message);
    this.changed();
    for (const ws of this.connections.list(playerId)) {
      this.send(ws, frame);
      this.connections.close(ws, closeCode, message.type);
    }
  }

  /** Each seat's view is built and serialised once per broadcast, not per socket. */
  broadcastState(joined: Map<string, S[]>, room: RoomRecord, kind: StateBroadcast) {
    const players = livePlayers(room);
    for (const [playerId, sockets] of joined) {
      const state = roomView(room, playerId, players);
      const frame = JSON.stringify(typeof kind === "string" ? { type: kind, data: { state } } : { type: "game-ended", data: { reason: kind.ended, state } });
      for (const ws of sockets) this.send(ws, frame);
    }
  }
}
