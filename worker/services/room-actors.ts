import type { Env } from "../../data/env";
import type { RoomActor } from "../../durable-objects/room-actor";
import type { AudienceShardActor } from "../../durable-objects/audience-shard";
import { shardName } from "../../durable-objects/audience/messages";

/**
 * Each room's actor is named by the room's id: codes are reused after expiry, ids never. The
 * binding is declared untyped below the actor (data/env.ts); this is where it gets the actor's RPC type.
 */
export function roomActor(env: Pick<Env, "ROOMS">, roomId: string): DurableObjectStub<RoomActor> {
  return env.ROOMS.get(env.ROOMS.idFromName(roomId)) as DurableObjectStub<RoomActor>;
}

/** One of a room's audience shards (docs/decisions.md, «10,000 in the audience»), named by the room's id and its index. */
export function audienceShard(env: Pick<Env, "AUDIENCE">, roomId: string, shard: number): DurableObjectStub<AudienceShardActor> {
  return env.AUDIENCE.get(env.AUDIENCE.idFromName(shardName(roomId, shard))) as DurableObjectStub<AudienceShardActor>;
}

/** An actor name no room id can take (ids are UUIDs): the overview asks it whether actors answer. */
const HEALTH_ACTOR = "health-check";

/** True when a room actor answers an RPC; reading an empty actor's summary writes nothing. */
export async function roomActorsAnswer(env: Env): Promise<boolean> {
  try {
    await roomActor(env, HEALTH_ACTOR).summary();
    return true;
  } catch {
    return false;
  }
}
