// Rooms are bounded: three open rooms per creator (a fourth closes the oldest empty one, or is
// refused naming the open ones), and room creation and new guests per address per hour.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ROOM_BOUNDS } from "../../schema/limits";
import { joinRoom } from "../../durable-objects/test/live-client";
import { nextTestAddress, TestClient } from "./helpers/client";

type Created = { id: string; code: string };

async function create(client: TestClient) {
  return client.post("/api/rooms", { gameType: "trivia-deception", nickname: "منيرة" });
}

describe("open rooms per creator", () => {
  it("a fourth room closes the creator's oldest room that has no other player", async () => {
    const guest = new TestClient();
    await guest.becomeGuest();
    const made: Created[] = [];
    for (let i = 0; i < ROOM_BOUNDS.openRoomsPerCreator; i++) made.push((await (await create(guest)).json()) as Created);
    // The second room has company; the first and third do not.
    const friend = new TestClient();
    await friend.becomeGuest();
    const { socket } = await joinRoom(friend, made[1].code, "سالم");

    const fourth = await create(guest);
    expect(fourth.status).toBe(201);
    // Closed, so its link says the room ended (410), not «not found».
    expect((await new TestClient().fetch(`/api/rooms/${made[0].code}`)).status).toBe(410);
    expect((await new TestClient().fetch(`/api/rooms/${made[1].code}`)).status).toBe(200);
    expect((await new TestClient().fetch(`/api/rooms/${made[2].code}`)).status).toBe(200);
    socket.close();
  });

  it("refuses a new room with a clear Arabic message naming the open rooms when every one has players", async () => {
    const guest = new TestClient();
    await guest.becomeGuest();
    const made: Created[] = [];
    const sockets = [];
    for (let i = 0; i < ROOM_BOUNDS.openRoomsPerCreator; i++) {
      made.push((await (await create(guest)).json()) as Created);
      const friend = new TestClient();
      await friend.becomeGuest();
      sockets.push((await joinRoom(friend, made[i].code, `صديق ${i}`)).socket);
    }
    const res = await create(guest);
    expect(res.status).toBe(409);
    const body = await res.json<{ code: string; message: string }>();
    expect(body.code).toBe("too_many_open_rooms");
    for (const room of made) expect(body.message).toContain(room.code);
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    for (const room of made) expect((await new TestClient().fetch(`/api/rooms/${room.code}`)).status).toBe(200);
    for (const s of sockets) s.close();
  });

  it("applies to signed-in accounts too", async () => {
    const user = new TestClient();
    await user.devSignIn("free");
    await env.DB.prepare("UPDATE rooms SET status = 'expired' WHERE creator_user_id IS NOT NULL").run();
    for (let i = 0; i < ROOM_BOUNDS.openRoomsPerCreator + 2; i++) expect((await create(user)).status).toBe(201);
    const open = await env.DB.prepare("SELECT count(*) AS n FROM rooms r JOIN users u ON u.id = r.creator_user_id WHERE r.status = 'live' AND u.email LIKE '%free%'").first<{ n: number }>();
    expect(open?.n).toBeLessThanOrEqual(ROOM_BOUNDS.openRoomsPerCreator);
  });
});

describe("per address per hour", () => {
  it("bounds new guest identities from one address, not from others", async () => {
    const address = nextTestAddress();
    let refused: Response | null = null;
    for (let i = 0; i <= ROOM_BOUNDS.guestsPerAddressPerHour; i++) {
      const client = new TestClient();
      client.address = address;
      const res = await client.post("/api/auth/guest");
      if (res.status !== 200) refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(await refused!.json()).toMatchObject({ code: "guest_quota" });
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await new TestClient().post("/api/auth/guest")).status).toBe(200);
  });

  it("bounds room creation from one address, whoever creates", async () => {
    const address = nextTestAddress();
    let last = 0;
    for (let i = 0; i <= ROOM_BOUNDS.roomsPerAddressPerHour; i++) {
      const client = new TestClient();
      await client.becomeGuest();
      client.address = address;
      last = (await create(client)).status;
    }
    expect(last).toBe(429);
  });
});
