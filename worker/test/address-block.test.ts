// Every address-keyed limit counts an IPv6 client by its /64 and an IPv4 client as itself
// (worker/lib/client-address.ts): behind Cloudflare a client picks any address in its /64,
// so counting per address would give it endless buckets.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ADMIN_AUTH, ROOM_BOUNDS } from "../../schema/limits";
import { nextTestAddress, TestClient } from "./helpers/client";

// Blocks, addresses and names come from a counter, so no two tests of this file share one by chance.
let made = 0;
const next = () => (++made).toString(16);
/** A fresh /64 for one test: its first four groups (the fourth is always 0, so «…:1» is nobody's). */
const freshBlock = () => `2001:db8:${next()}:0`;
/** Another address inside a /64 each time. */
const inside = (block: string) => `${block}:0:0:0:${next()}`;

function from(address: string) {
  const client = new TestClient();
  client.address = address;
  return client;
}

async function count(key: string): Promise<number> {
  return (await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?").bind(key).first<{ count: number }>())?.count ?? 0;
}

describe("limits per IPv6 /64", () => {
  it("new guests: addresses in one /64 share the hour's bound; the next /64 has its own", async () => {
    const block = freshBlock();
    for (let i = 0; i < ROOM_BOUNDS.guestsPerAddressPerHour; i++) expect((await from(inside(block)).post("/api/auth/guest")).status).toBe(200);
    const refused = await from(inside(block)).post("/api/auth/guest");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "guest_quota" });
    const [a, b, c, d] = block.split(":");
    const neighbour = `${a}:${b}:${c}:${(parseInt(d, 16) ^ 1).toString(16)}`;
    expect((await from(inside(neighbour)).post("/api/auth/guest")).status).toBe(200);
    expect(await count(`guests-hour:${neighbour}::/64`)).toBe(1);
  });

  it("login throttling: failures from several addresses of one /64 add up; another /64 is untouched", async () => {
    const block = freshBlock();
    const username = `owner-${next()}`;
    for (let i = 0; i < ADMIN_AUTH.freeFailures; i++)
      expect((await from(inside(block)).post("/api/admin/login", { username, password: `bad-${i}` })).status).toBe(401);
    expect((await from(inside(block)).post("/api/admin/login", { username, password: "bad-x" })).status).toBe(429);
    expect((await from(inside(freshBlock())).post("/api/admin/login", { username, password: "bad-y" })).status).toBe(401);
  });

  it("the per-minute API limit and room creation count the /64", async () => {
    const block = freshBlock();
    const guest = from(inside(block));
    await guest.becomeGuest();
    guest.address = inside(block);
    expect((await guest.post("/api/rooms", { gameType: "trivia-deception", nickname: "منيرة" })).status).toBe(201);
    const api = await count(`api:${block}::/64`);
    expect(api).toBeGreaterThanOrEqual(2);
    expect(await count(`rooms-hour:${block}::/64`)).toBe(1);
  });

  it("an IPv4 address counts as itself, and written as IPv4-mapped IPv6 it is the same client", async () => {
    const v4 = nextTestAddress();
    expect((await from(v4).post("/api/auth/guest")).status).toBe(200);
    expect((await from(`::ffff:${v4}`).post("/api/auth/guest")).status).toBe(200);
    expect(await count(`guests-hour:${v4}`)).toBe(2);
    // Its neighbour is another client.
    const [a, b, c, d] = v4.split(".");
    expect((await from(`${a}.${b}.${c}.${Number(d) + 1}`).post("/api/auth/guest")).status).toBe(200);
    expect(await count(`guests-hour:${v4}`)).toBe(2);
  });
});
