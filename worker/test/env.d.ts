import type { D1Migration } from "cloudflare:test";
import type { Env as WorkerEnv } from "../../data/env";
import type { RoomActor } from "../../durable-objects/room-actor";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** Tests call the actor's RPCs on stubs of their own. */
      ROOMS: DurableObjectNamespace<RoomActor>;
    }
  }
}
