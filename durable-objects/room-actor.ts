import { DurableObject } from "cloudflare:workers";

/** One live room. The live protocol arrives with the rooms work; until then it refuses upgrades. */
export class RoomActor extends DurableObject {
  async fetch(): Promise<Response> {
    return new Response("not available", { status: 404 });
  }
}
