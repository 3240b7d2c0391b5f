import { env, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminUserActionAnswer, AdminUsersAnswer } from "../../schema/api/admin-users";
import { joinRoom } from "../../durable-objects/test/live-client";
import { TestClient } from "./helpers/client";
import { adminClient } from "./helpers/admin";
import { signedInUser } from "./helpers/people";


const DAY = 86_400_000;
let admin: TestClient;

beforeAll(async () => {
  admin = await adminClient();
});

async function listUsers(query: string) {
  const res = await admin.fetch(`/api/admin/users?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminUsersAnswer;
}

describe("admin users: access without an admin session", () => {
  it("refuses every users route with 401", async () => {
    const user = await signedInUser();
    const stranger = user.client; // a signed-in player is not an admin
    const calls = [
      stranger.fetch("/api/admin/users"),
      stranger.post(`/api/admin/users/${user.id}/grant-access`, { days: 7 }),
      stranger.post(`/api/admin/users/${user.id}/revoke-access`),
      stranger.post(`/api/admin/users/${user.id}/block`),
      stranger.post(`/api/admin/users/${user.id}/unblock`),
      stranger.fetch(`/api/admin/users/${user.id}`, { method: "DELETE", headers: { "Content-Type": "application/json" } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
    const row = await env.DB.prepare("SELECT premium_ends, blocked FROM users WHERE id = ?").bind(user.id).first();
    expect(row).toEqual({ premium_ends: null, blocked: 0 });
  });
});

describe("admin users list", () => {
  it("searches by name or email, filters by access and sorts both ways", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const now = Date.now();
    const active = await signedInUser({ displayName: `نورة ${tag}`, premiumEnds: now + 10 * DAY, totalSpent: 29, createdAt: now - 3 * DAY });
    const expired = await signedInUser({ displayName: `سالم ${tag}`, premiumEnds: now - DAY, totalSpent: 149.99, createdAt: now - 2 * DAY });
    const free = await signedInUser({ displayName: "ريم", email: `reem-${tag}@example.com`, createdAt: now - DAY });

    const all = await listUsers(`search=${tag}`);
    expect(all.users.map((u) => u.id)).toEqual([free.id, expired.id, active.id]); // newest first by default
    expect(all.total).toBe(3);

    expect((await listUsers(`search=${tag}&filter=active`)).users.map((u) => u.id)).toEqual([active.id]);
    expect((await listUsers(`search=${tag}&filter=expired`)).users.map((u) => u.id)).toEqual([expired.id]);
    expect((await listUsers(`search=${tag}&filter=free`)).users.map((u) => u.id)).toEqual([free.id]);
    expect((await listUsers(`search=REEM-${tag}`)).users.map((u) => u.id)).toEqual([free.id]);

    expect((await listUsers(`search=${tag}&sort=totalSpent&order=desc`)).users.map((u) => u.id)).toEqual([expired.id, active.id, free.id]);
    expect((await listUsers(`search=${tag}&sort=createdAt&order=asc`)).users.map((u) => u.id)).toEqual([active.id, expired.id, free.id]);
    // No end date sorts last in both directions.
    expect((await listUsers(`search=${tag}&sort=premiumEnds&order=asc`)).users.map((u) => u.id)).toEqual([expired.id, active.id, free.id]);
    expect((await listUsers(`search=${tag}&sort=premiumEnds&order=desc`)).users.map((u) => u.id)).toEqual([active.id, expired.id, free.id]);

    const shown = all.users.find((u) => u.id === active.id)!;
    expect(shown).toMatchObject({ isPremium: true, blocked: false, totalSpent: 29, displayName: `نورة ${tag}` });
    expect(shown.expiresAt).toBe(shown.premiumEnds);
    expect(all.users.find((u) => u.id === expired.id)).toMatchObject({ isPremium: false, expiresAt: null });
  });

  it("takes a search for % and _ literally", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    await signedInUser({ displayName: `a_b ${tag}` });
    await signedInUser({ displayName: `axb ${tag}` });
    expect((await listUsers(`search=${encodeURIComponent(`a_b ${tag}`)}`)).total).toBe(1);
    expect((await listUsers(`search=${encodeURIComponent(`%${tag}`)}`)).total).toBe(0);
  });

  it("answers bad list queries with 400 and the Arabic error shape", async () => {
    for (const query of ["filter=vip", "sort=name", "order=up", "page=0", "page=abc", `search=${"x".repeat(101)}`, "type=guests"]) {
      const res = await admin.fetch(`/api/admin/users?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", message: expect.any(String), errors: expect.any(Array) });
    }
  });
});

describe("admin user actions", () => {
  it("grants 7 days: /api/user/access says premium at once, an accessGrants row and an activity entry are written", async () => {
    const user = await signedInUser();
    expect(await (await user.client.fetch("/api/user/access")).json()).toMatchObject({ hasAccess: false });

    const before = Date.now();
    const res = await admin.post(`/api/admin/users/${user.id}/grant-access`, { days: 7 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminUserActionAnswer;
    expect(body.user.isPremium).toBe(true);
    const ends = Date.parse(body.user.premiumEnds!);
    expect(ends - before).toBeGreaterThanOrEqual(7 * DAY);
    expect(ends - before).toBeLessThan(7 * DAY + 60_000);

    const access = (await (await user.client.fetch("/api/user/access")).json()) as { hasAccess: boolean; expiresAt: string };
    expect(access).toEqual({ hasAccess: true, expiresAt: body.user.premiumEnds });

    const grant = await env.DB.prepare("SELECT source, days, ends_at FROM access_grants WHERE user_id = ?").bind(user.id).first();
    expect(grant).toEqual({ source: "admin", days: 7, ends_at: ends });
    const log = await env.DB.prepare("SELECT action_ar, actor_type FROM activity_log WHERE action_ar LIKE ? ORDER BY id DESC").bind(`%${user.email}%`).first();
    expect(log).toMatchObject({ actor_type: "admin", action_ar: expect.stringContaining("7 أيام") });
  });

  it("extends what is left rather than starting again", async () => {
    const left = Date.now() + 3 * DAY;
    const user = await signedInUser({ premiumEnds: left });
    const body = (await (await admin.post(`/api/admin/users/${user.id}/grant-access`, { days: 30 })).json()) as AdminUserActionAnswer;
    expect(Date.parse(body.user.premiumEnds!)).toBe(left + 30 * DAY);
  });

  it("refuses grant days that are not a positive whole number", async () => {
    const user = await signedInUser();
    for (const days of [0, -1, 1.5, "7", null, 100_000]) {
      const res = await admin.post(`/api/admin/users/${user.id}/grant-access`, { days });
      expect(res.status, String(days)).toBe(400);
    }
    expect((await admin.post(`/api/admin/users/${user.id}/grant-access`, {})).status).toBe(400);
  });

  it("revokes access of a premium user and refuses to revoke from a free one", async () => {
    const user = await signedInUser({ premiumEnds: Date.now() + 30 * DAY });
    expect(await (await user.client.fetch("/api/user/access")).json()).toMatchObject({ hasAccess: true });
    const res = await admin.post(`/api/admin/users/${user.id}/revoke-access`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminUserActionAnswer).user.isPremium).toBe(false);
    expect(await (await user.client.fetch("/api/user/access")).json()).toEqual({ hasAccess: false, expiresAt: null });
    expect(await env.DB.prepare("SELECT source FROM access_grants WHERE user_id = ?").bind(user.id).first()).toEqual({ source: "revoke" });

    const again = await admin.post(`/api/admin/users/${user.id}/revoke-access`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "not_premium" });
  });

  it("blocks: the user's next request is 401 and sign-in is refused; unblock lets them sign in again", async () => {
    const user = await signedInUser();
    expect((await user.client.fetch("/api/auth/user")).status).toBe(200);
    const res = await admin.post(`/api/admin/users/${user.id}/block`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminUserActionAnswer).user.blocked).toBe(true);
    expect((await user.client.fetch("/api/auth/user")).status).toBe(401);
    expect((await user.client.fetch("/api/user/access")).status).toBe(401);
    const open = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL").bind(user.id).first();
    expect(open).toEqual({ n: 0 });

    const unblocked = await admin.post(`/api/admin/users/${user.id}/unblock`);
    expect(((await unblocked.json()) as AdminUserActionAnswer).user.blocked).toBe(false);
    expect((await admin.fetch(`/api/admin/users?search=${encodeURIComponent(user.email)}`)).status).toBe(200);
  });

  it("blocks the development account: its next sign-in is refused until unblocked", async () => {
    const player = new TestClient();
    const { user } = await player.devSignIn("free");
    await admin.post(`/api/admin/users/${user.id}/block`);
    expect((await player.fetch("/api/auth/user")).status).toBe(401);
    expect((await player.post("/api/auth/dev/login", { account: "free" })).status).toBe(403);
    await admin.post(`/api/admin/users/${user.id}/unblock`);
    expect((await player.post("/api/auth/dev/login", { account: "free" })).status).toBe(200);
  });

  it("deletes a user: their payments stay under their name, and they can sign up again as a new user", async () => {
    const player = new TestClient();
    const { user } = await player.devSignIn("free");
    await env.DB.prepare(
      "INSERT INTO payments (id, user_id, tier_name_ar, amount, duration_days, status) VALUES (?, ?, 'باقة الأسبوع', 15, 7, 'completed')",
    )
      .bind(`pay-${user.id}`, user.id)
      .run();
    const res = await admin.fetch(`/api/admin/users/${user.id}`, { method: "DELETE", headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(200);
    expect(await env.DB.prepare("SELECT id FROM users WHERE id = ?").bind(user.id).first()).toBeNull();
    expect(await env.DB.prepare("SELECT user_id, user_name, user_email FROM payments WHERE id = ?").bind(`pay-${user.id}`).first()).toEqual({
      user_id: null,
      user_name: "لاعب مجاني (تجريبي)",
      user_email: "free@dev.majlis.local",
    });
    expect((await player.fetch("/api/auth/user")).status).toBe(401);

    const again = await new TestClient().devSignIn("free");
    expect(again.user.id).not.toBe(user.id);
  });

  it("answers 404 for an unknown user on every action", async () => {
    const ghost = crypto.randomUUID();
    const calls = [
      admin.post(`/api/admin/users/${ghost}/grant-access`, { days: 1 }),
      admin.post(`/api/admin/users/${ghost}/revoke-access`),
      admin.post(`/api/admin/users/${ghost}/block`),
      admin.post(`/api/admin/users/${ghost}/unblock`),
      admin.fetch(`/api/admin/users/${ghost}`, { method: "DELETE", headers: { "Content-Type": "application/json" } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "user_not_found" });
    }
  });
});

describe("an admin's access action and the user's open rooms", () => {
  /** The actor's stored record says whether the room is premium (room/room.ts). */
  const actorPremium = (roomId: string) =>
    runInDurableObject(env.ROOMS.get(env.ROOMS.idFromName(roomId)), (actor) => (actor as unknown as { room: { record: { isPremium: boolean } | null } }).room.record?.isPremium);
  const indexPremium = async (roomId: string) => (await env.DB.prepare("SELECT is_premium FROM rooms WHERE id = ?").bind(roomId).first<{ is_premium: number }>())!.is_premium;

  it("a revoke makes the open room free at once, and everyone in it hears so; a grant makes it premium again", async () => {
    const user = await signedInUser({ premiumEnds: Date.now() + 30 * DAY });
    const created = await user.client.post("/api/rooms", { gameType: "trivia-deception", name: "سهرة" });
    expect(created.status).toBe(201);
    const room = (await created.json()) as { id: string; code: string };
    const friend = new TestClient();
    await friend.becomeGuest();
    const creator = await joinRoom(user.client, room.code, "نورة");
    const guest = await joinRoom(friend, room.code, "فهد");
    expect(await actorPremium(room.id)).toBe(true);

    expect((await admin.post(`/api/admin/users/${user.id}/revoke-access`)).status).toBe(200);
    expect(await indexPremium(room.id)).toBe(0);
    expect(await actorPremium(room.id)).toBe(false);
    expect((await guest.socket.next("game-state")).data.state.isPremium).toBe(false);
    creator.socket.send("update-settings", { gameType: "meme-game" });
    expect((await creator.socket.next("error")).data.code).toBe("premium_required");

    expect((await admin.post(`/api/admin/users/${user.id}/grant-access`, { days: 7 })).status).toBe(200);
    expect(await indexPremium(room.id)).toBe(1);
    expect(await actorPremium(room.id)).toBe(true);
    expect((await guest.socket.next("game-state")).data.state.isPremium).toBe(true);
    creator.socket.close();
    guest.socket.close();
  });

  it("a new end date makes the revoked user's open room premium again; another user's free room is left as it was", async () => {
    const user = await signedInUser({ premiumEnds: Date.now() + 30 * DAY });
    const other = await signedInUser();
    const mine = (await (await user.client.post("/api/rooms", { gameType: "trivia-deception", name: "سهرة" })).json()) as { id: string };
    const theirs = (await (await other.client.post("/api/rooms", { gameType: "trivia-deception", name: "جمعة" })).json()) as { id: string };
    expect(await indexPremium(theirs.id)).toBe(0);
    expect((await admin.post(`/api/admin/users/${user.id}/revoke-access`)).status).toBe(200);
    expect(await indexPremium(mine.id)).toBe(0);
    const nextWeek = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
    expect((await admin.post(`/api/admin/users/${user.id}/access-end`, { endsOn: nextWeek, tzOffset: 0 })).status).toBe(200);
    expect(await indexPremium(mine.id)).toBe(1);
    expect(await actorPremium(mine.id)).toBe(true);
    expect(await indexPremium(theirs.id)).toBe(0);
  });
});
