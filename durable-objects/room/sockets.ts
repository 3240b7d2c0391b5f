// The room's sockets: who is on each (the attachment survives hibernation),
// and fan-out that builds and serialises each frame once however many sockets
// hear it.
import type { ServerMessage } from "../../schema/protocol";
import type { StateBroadcast } from "./change";
import type { Attachment, Connections } from "./ports";
import { livePlayers, type RoomRecord } from "./room-record";
import { roomView } from "./views";

export type { Attachment };

export class Sockets<S extends object> {
  framesOut = 0;
  private attachments = new WeakMap<S, Attachment>();
  /** Joined sockets by player, kept between frames: rebuilt after a socket is attached or gone, not per fan-out. */
  private joinedByPlayer: Map<string, S[]> | null = null;

  constructor(private readonly connections: Connections<S>) {}

  /** Stores a socket's attachment and keeps a copy at hand. */
  attach(ws: S, attachment: Attachment) {
    this.connections.writeAttachment(ws, attachment);
    this.attachments.set(ws, attachment);
    this.joinedByPlayer = null;
  }

  /** A socket closed or failed: the next fan-out looks the joined sockets up again. */
  forget(_ws: S) {
    this.joinedByPlayer = null;
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

  /** Joined sockets by player. */
  joined(): Map<string, S[]> {
    if (this.joinedByPlayer) return this.joinedByPlayer;
    const byPlayer = new Map<string, S[]>();
    for (const ws of this.connections.list()) {
      const a = this.of(ws);
      if (!a?.joined) continue;
      const list = byPlayer.get(a.playerId);
      if (list) list.push(ws);
      else byPlayer.set(a.playerId, [ws]);
    }
    this.joinedByPlayer = byPlayer;
    return byPlayer;
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
    this.joinedByPlayer = null;
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
