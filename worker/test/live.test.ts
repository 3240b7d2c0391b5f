import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { joinRoom } from "../../durable-objects/test/live-client";
import { TestClient } from "./helpers/client";

/** A ROOMS namespace that records the headers of every request forwarded to an actor. */
function recordingRooms(forwarded: Headers[]) {
  const rooms = env.ROOMS;
  return {
    idFromName: (name: string) => rooms.idFromName(name),
    get: (id: DurableObjectId) => {
      const stub = rooms.get(id);
      return new Proxy(stub, {
        get(target, prop) {
          if (prop === "fetch") return (request: Request) => (forwarded.push(new Headers(request.headers)), target.fetch(request));
          // Every other property of a stub is an RPC method; call it on the stub itself.
          return (...args: unknown[]) => (target as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>)[prop](...args);
        },
      });
    },
  } as unknown as typeof env.ROOMS;
}

describe("the upgrade forwarded to a room's actor", () => {
  it("carries only ASCII header values, and the actor still knows the room's Arabic name", async () => {
    const forwarded: Headers[] = [];
    const host = new TestClient({ ROOMS: recordingRooms(forwarded) });
    const playerId = await host.becomeGuest();
    const res = await host.post("/api/rooms", { gameType: "trivia-deception", playerId, nickname: "سارة", name: "سهرة الخميس" });
    const { code } = (await res.json()) as { code: string };

    const { socket, joined } = await joinRoom(host, code, "سارة");
    expect(forwarded).toHaveLength(1);
    for (const [name, value] of forwarded[0]) expect(value, name).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.stringify(joined.data)).toContain("سهرة الخميس");
    socket.close();
  });
});
