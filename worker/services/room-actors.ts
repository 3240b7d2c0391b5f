import type { Env } from "../env";

/** Each room's actor is named by the room's id: codes are reused after expiry, ids never. */
export function roomActor(env: Env, roomId: string) {
  return env.ROOMS.get(env.ROOMS.idFromName(roomId));
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
