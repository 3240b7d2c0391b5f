import { DurableObject } from "cloudflare:workers";
import { PING_FRAME, PONG_FRAME } from "../schema/protocol";
import type { Env } from "../data/env";
import { IDENTITY_HEADERS, refuseUnknownAppEnv, type RoomActor } from "./room-actor";
import { SHARD_HEADERS, type ShardPush, type ShardTally } from "./audience/messages";
import { AudienceShard, type RoomLink } from "./audience/shard";

/**
 * One audience shard of a room as a Durable Object: an adapter, as room-actor.ts is for the
 * room. The shard itself is audience/shard.ts; this hands it the runtime's hibernatable sockets,
 * storage, alarm and clock, and the room's stub. Reached from outside only through the worker's
 * /ws (an audience upgrade the room sent here), and by its room's `push` RPC.
 */
export class AudienceShardActor extends DurableObject<Env> {
  private readonly shard: AudienceShard;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    refuseUnknownAppEnv(ctx, env);
    // One stub for the shard's life (a shard serves one room): not an id derived and a stub made again for each report and admit.
    const stubs = new Map<string, DurableObjectStub<RoomActor>>();
    const roomOf = (roomId: string) => {
      let stub = stubs.get(roomId);
      if (!stub) stubs.set(roomId, (stub = env.ROOMS.get(env.ROOMS.idFromName(roomId)) as unknown as DurableObjectStub<RoomActor>));
      return stub;
    };
    const room: RoomLink = {
      admit: (home, arrival) => roomOf(home.roomId).admitAudience(home.shard, arrival),
      report: (home, report) => roomOf(home.roomId).shardReport(report),
    };
    this.shard = new AudienceShard({ ctx, room, now: () => Date.now(), later: (run, ms) => void setTimeout(run, ms) });
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
    ctx.blockConcurrencyWhile(() => this.shard.load());
  }

  /** The room's push: a new view, frames for every socket, closes. */
  async push(push: ShardPush): Promise<void> {
    await this.shard.push(push);
  }

  /** The shard's tally, for its room waking without it. */
  async tally(): Promise<ShardTally> {
    return this.shard.currentTally();
  }

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response("expected a WebSocket", { status: 426 });
    const header = (name: string) => request.headers.get(name);
    const roomId = header(SHARD_HEADERS.roomId);
    const shard = Number(header(SHARD_HEADERS.shard));
    const playerId = header(IDENTITY_HEADERS.playerId);
    if (!roomId || !playerId || !Number.isInteger(shard) || shard < 0) return new Response("not an audience upgrade", { status: 400 });
    const [client, server] = Object.values(new WebSocketPair());
    await this.shard.connect(server, { roomId, shard }, {
      playerId,
      userId: header(IDENTITY_HEADERS.userId) || null,
      isAnonymous: header(IDENTITY_HEADERS.anonymous) === "1",
      deviceId: header(IDENTITY_HEADERS.device) || null,
      address: header(IDENTITY_HEADERS.address) || null,
    });
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    await this.shard.message(ws, raw);
  }

  async webSocketClose(ws: WebSocket): Promise<void> {
    await this.shard.gone(ws);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    await this.shard.gone(ws);
  }

  async alarm(): Promise<void> {
    await this.shard.alarm();
  }
}
