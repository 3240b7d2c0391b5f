import { DurableObject } from "cloudflare:workers";
import { PING_FRAME, PONG_FRAME } from "../schema/protocol";
import { appEnvProblem, type Env } from "../data/env";
import { countAlarmSet, meterDurableObjectCalls, meteredD1, meteredLater, meteredStorage } from "../data/cost-meter";
import type { RoomInfo } from "./room/room-record";
import type { Connections, RoomPorts } from "./room/ports";
import { RoomDb } from "./room/room-db";
import { Room } from "./room/room";
import type { Attachment } from "./room/sockets";
import { shardName, shardSize, type ShardArrival, type ShardReport } from "./audience/messages";
import type { AudienceShardActor } from "./audience-shard";

/** Headers the worker sets when it forwards an upgrade; the actor trusts only these for identity. */
export const IDENTITY_HEADERS = {
  playerId: "X-Majlis-Player",
  userId: "X-Majlis-User",
  anonymous: "X-Majlis-Anonymous",
  /** The browser's signed device id, checked by the worker; absent when the browser has none. */
  device: "X-Majlis-Device",
  /** "screen" or "audience" for a watching socket; absent for a player. */
  role: "X-Majlis-Role",
  /** The caller's address as limits count it (an IPv6 /64); absent where it is not counted (this machine in development). */
  address: "X-Majlis-Address",
} as const;

/**
 * One live room as a Durable Object: an adapter. The room itself (frames, actions, presence,
 * the alarm's time, fan-out) is room/room.ts; this hands it the runtime's hibernatable
 * sockets, storage, alarm, D1 and clock, and forwards the runtime's calls and the worker's RPCs.
 */
export class RoomActor extends DurableObject<Env> {
  private readonly room: Room<WebSocket>;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    refuseUnknownAppEnv(ctx, env);
    this.room = new Room(portsOf(ctx, env));
    // Heartbeats are answered by the runtime without waking the room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
    ctx.blockConcurrencyWhile(() => this.room.load());
  }

  // ---------- RPCs from the worker ----------

  /** Called when the room is created, so its expiry alarm exists even if nobody connects. */
  async init(info: RoomInfo): Promise<void> {
    await this.room.init(info);
  }

  /** Players and state for `GET /api/rooms/{code}`. */
  async summary() {
    return this.room.summary();
  }

  /** Categories changed: the lobby's next check and the next start read them from D1 again. */
  async contentChanged(): Promise<void> {
    this.room.contentChanged();
  }

  /** The room left the D1 index: its storage and alarm go, so no play data stays behind. */
  async purge(): Promise<void> {
    await this.room.purge();
  }

  async upgradeToPremium(): Promise<void> {
    await this.room.upgradeToPremium();
  }

  /** The creator's premium ended (a refund): the room stops offering premium games. */
  async downgradeFromPremium(): Promise<void> {
    await this.room.downgradeFromPremium();
  }

  /** Development only: the prayer the running game waits for comes in `inMs`; false when it waits for none. */
  async rehearsePrayer(inMs: number): Promise<boolean> {
    return this.room.rehearsePrayer(inMs);
  }

  // ---------- RPCs of the audience (the worker's upgrade, and the room's shards) ----------

  /** Which audience shard a socket opens on (the worker asks at the upgrade), or why it may not. */
  async audienceDoor(playerId: string, address: string | null) {
    return this.room.audienceDoor(playerId, address);
  }

  /** A shard's socket asks to join the audience: the room decides. */
  async admitAudience(shard: number, arrival: ShardArrival) {
    return this.room.admitAudience(shard, arrival);
  }

  /** A shard's folded tally and departures. */
  async shardReport(report: ShardReport): Promise<void> {
    this.room.shardReport(report);
  }

  // ---------- the runtime's calls ----------

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response("expected a WebSocket", { status: 426 });
    // The worker calls `init` over RPC before forwarding: room names are Arabic, and header values must be ASCII.
    const header = (name: string) => request.headers.get(name);
    const [client, server] = Object.values(new WebSocketPair());
    await this.room.connect(server, {
      playerId: header(IDENTITY_HEADERS.playerId),
      userId: header(IDENTITY_HEADERS.userId),
      anonymous: header(IDENTITY_HEADERS.anonymous),
      device: header(IDENTITY_HEADERS.device),
      role: header(IDENTITY_HEADERS.role),
      address: header(IDENTITY_HEADERS.address),
    });
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    await this.room.message(ws, raw);
  }

  async webSocketClose(ws: WebSocket): Promise<void> {
    await this.room.socketGone(ws);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    await this.room.socketGone(ws);
  }

  async alarm(): Promise<void> {
    await this.room.alarm();
  }
}

// The cost bench's counters (development with COST_METER=on only): every call the object takes.
meterDurableObjectCalls(RoomActor);

/**
 * An unknown APP_ENV runs no room: the object's first gate throws, which resets it, so
 * every RPC, socket, frame and alarm fails until the setting is fixed (the worker answers 503 before
 * reaching a room anyway); the cron's cleanup purges the rooms that expired meanwhile.
 */
export function refuseUnknownAppEnv(ctx: Pick<DurableObjectState, "blockConcurrencyWhile">, env: Pick<Env, "APP_ENV">): void {
  const problem = appEnvProblem(env.APP_ENV);
  if (!problem) return;
  console.error(`room actor: ${problem}`);
  void ctx.blockConcurrencyWhile(async () => {
    throw new Error(problem);
  });
}

/** The runtime's side of each port the room talks through. */
function portsOf(ctx: DurableObjectState, env: Env): RoomPorts<WebSocket> {
  const connections: Connections<WebSocket> = {
    list: (tag) => ctx.getWebSockets(tag),
    accept: (socket, tags) => ctx.acceptWebSocket(socket, tags),
    acceptRefused: (socket) => socket.accept(),
    isOpen: (socket) => socket.readyState === WebSocket.OPEN,
    send: (socket, frame) => socket.send(frame),
    close: (socket, code, reason) => socket.close(code, reason),
    readAttachment: (socket) => socket.deserializeAttachment() as Attachment,
    writeAttachment: (socket, attachment) => socket.serializeAttachment(attachment),
    autoResponseAt: (socket) => ctx.getWebSocketAutoResponseTimestamp(socket)?.getTime() ?? null,
  };
  const shardOf = (roomId: string, shard: number) => env.AUDIENCE.get(env.AUDIENCE.idFromName(shardName(roomId, shard))) as unknown as DurableObjectStub<AudienceShardActor>;
  return {
    connections,
    // A failed push is logged, not thrown: a shard that fails to hear one is told the next view, which carries all of it.
    shards: {
      size: shardSize(env.AUDIENCE_SHARD_SIZE),
      push: (roomId, shard, push) => shardOf(roomId, shard).push(push).catch((error: unknown) => console.error("room could not reach its audience shard", shard, error)),
      tally: (roomId, shard) => shardOf(roomId, shard).tally(),
    },
    // Counted only by the cost bench in development (data/cost-meter.ts); otherwise the runtime's own.
    storage: meteredStorage(ctx.storage, env),
    alarm: {
      get: () => ctx.storage.getAlarm(),
      set: (at) => (countAlarmSet(env), ctx.storage.setAlarm(at)),
      delete: () => ctx.storage.deleteAlarm(),
    },
    db: new RoomDb(meteredD1(env.DB, env)),
    clock: { now: () => Date.now() },
    timer: { later: meteredLater(env, ctx, (run, ms) => void setTimeout(run, ms)) },
  };
}
