import { createExecutionContext, createScheduledController, env, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN_SETTINGS_DEFAULTS } from "../../schema/limits";
import { joinRoom } from "../../durable-objects/test/live-client";
import worker from "../index";
import { adminClient } from "./helpers/admin";
import { TestClient } from "./helpers/client";

type Room = { id: string; code: string; expiresAt: string };
const stubOf = (roomId: string) => env.ROOMS.get(env.ROOMS.idFromName(roomId));

async function createRoom(gameType = "trivia-deception", account: "free" | "premium" = "free") {
  const client = new TestClient();
  await client.devSignIn(account);
  const res = await client.post("/api/rooms", { gameType });
  return { client, res, room: res.status === 201 ? ((await res.json()) as Room) : null };
}

async function storageKeys(roomId: string) {
  return runInDurableObject(stubOf(roomId), async (_instance, state) => [...(await state.storage.list()).keys()]);
}

async function runCron() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function roomRow(id: string) {
  return env.DB.prepare("SELECT status FROM rooms WHERE id = ?").bind(id).first<{ status: string }>();
}

/** Makes a room look expired `hoursAgo` hours ago, as time would. */
async function expireRoom(id: string, hoursAgo = 0) {
  await env.DB.prepare("UPDATE rooms SET expires_at = ? WHERE id = ?").bind(Date.now() - hoursAgo * 3_600_000 - 1000, id).run();
}

async function putSettings(admin: TestClient, body: unknown) {
  return admin.fetch("/api/admin/settings", { method: "PUT", json: body });
}

afterEach(async () => {
  await env.DB.prepare("DELETE FROM admin_settings").run();
  await env.DB.prepare("UPDATE games SET is_active = 1").run();
  await env.DB.prepare("DELETE FROM app_meta WHERE key = 'cleanup:lastRunAt'").run();
});

describe("overview", () => {
  it("counts users with premium, live rooms of the last 24 hours, available games and the security state", async () => {
    const admin = await adminClient();
    await createRoom("meme-game", "premium");
    const old = await createRoom();
    await env.DB.prepare("UPDATE rooms SET created_at = ? WHERE id = ?").bind(Date.now() - 25 * 3_600_000, old.room!.id).run();
    await admin.fetch("/api/admin/games/3", { method: "PUT", json: { nameAr: "مين أكثر", descriptionAr: "", isPremium: true, isActive: false } });

    const res = await admin.fetch("/api/admin/analytics");
    expect(res.status).toBe(200);
    const body = await res.json<Record<string, unknown>>();
    const users = await env.DB.prepare("SELECT count(*) AS n, sum(premium_ends > ?) AS p FROM users").bind(Date.now()).first<{ n: number; p: number }>();
    const live = await env.DB.prepare("SELECT count(*) AS n FROM rooms WHERE status = 'live' AND expires_at > ? AND created_at >= ?")
      .bind(Date.now(), Date.now() - 24 * 3_600_000)
      .first<{ n: number }>();
    expect(body).toEqual({
      totalUsers: users!.n,
      premiumUsers: users!.p,
      activeRooms: live!.n,
      totalGames: 4,
      activeGames: 3,
      securityActive: true,
      // Spec 002 §3: the payment figures are numbers (their values: worker/test/admin-money.test.ts).
      totalPayments: expect.any(Number),
      pendingPayments: expect.any(Number),
      completedPayments: expect.any(Number),
      revenue: { daily: expect.any(Number), weekly: expect.any(Number), monthly: expect.any(Number), yearly: expect.any(Number), total: expect.any(Number) },
      averagePaymentValue: expect.any(Number),
      status: { database: true, websocket: true, payments: true },
    });
    expect(body.premiumUsers).toBeGreaterThanOrEqual(1);
    expect(body.activeRooms).toBeGreaterThanOrEqual(1);
  });

  it("shows the payment system as unavailable in production without the provider's key", async () => {
    const overrides = { APP_ENV: "production", SESSION_SECRET: "s".repeat(40), ADMIN_USERNAME: "owner", ADMIN_PASSWORD_HASH: await hashOf("a-very-long-password") };
    const client = new TestClient(overrides);
    expect((await client.post("/api/admin/login", { username: "owner", password: "a-very-long-password" })).status).toBe(200);
    expect((await (await client.fetch("/api/admin/analytics")).json<{ status: { payments: boolean } }>()).status.payments).toBe(false);
    const withKey = new TestClient({ ...overrides, TAP_SECRET_KEY: "sk_test_x" });
    withKey.cookies = client.cookies;
    expect((await (await withKey.fetch("/api/admin/analytics")).json<{ status: { payments: boolean } }>()).status.payments).toBe(true);
  });

  it("lists recent activity the app wrote: sign-up, room created, game started, admin changes; newest first", async () => {
    const admin = await adminClient();
    const player = new TestClient();
    await player.devSignIn("premium");
    const room = (await (await player.post("/api/rooms", { gameType: "meme-game" })).json()) as Room;
    const { socket } = await joinRoom(player, room.code, "المضيف");
    const cats = (await (await new TestClient().fetch("/api/games/meme-game/categories")).json()) as { id: string }[];
    socket.send("start-game", { gameType: "meme-game", categories: [cats[0].id] });
    await socket.next("game-started");
    socket.close();
    await putSettings(admin, { general: { defaultRoomExpiry: 12, enableAutoCleanup: true, cleanupIntervalMinutes: 5 } });

    const res = await admin.fetch("/api/admin/activity/recent");
    expect(res.status).toBe(200);
    const items = await res.json<{ actionAr: string; actorType: string; createdAt: string }[]>();
    const texts = items.map((i) => i.actionAr);
    expect(texts[0]).toBe("حدّث المشرف الإعدادات العامة");
    expect(texts).toContain(`بدأت لعبة «${await gameName(2)}» في الغرفة ${room.code}`);
    expect(texts).toContain(`أُنشئت غرفة جديدة (${await gameName(2)})`);
    const times = items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const signUps = await env.DB.prepare("SELECT count(*) AS n FROM activity_log WHERE action_ar LIKE 'انضم مستخدم جديد:%'").first<{ n: number }>();
    expect(signUps!.n).toBeGreaterThanOrEqual(1);
  });
});

async function gameName(id: number) {
  return (await env.DB.prepare("SELECT name_ar FROM games WHERE id = ?").bind(id).first<{ name_ar: string }>())!.name_ar;
}

async function hashOf(password: string) {
  const { hashPassword } = await import("../../data/passwords");
  return hashPassword(password);
}

describe("games", () => {
  it("lists every game, active or not", async () => {
    const admin = await adminClient();
    await env.DB.prepare("UPDATE games SET is_active = 0 WHERE id = 2").run();
    const games = await (await admin.fetch("/api/admin/games")).json<{ id: number; gameType: string; isActive: boolean }[]>();
    expect(games.map((g) => [g.id, g.gameType, g.isActive])).toEqual([
      [1, "trivia-deception", true],
      [2, "meme-game", false],
      [3, "most-likely", true],
      [4, "about-us", true],
    ]);
  });

  it("refuses a missing nameAr, wrong types and a bad id with 400, an unknown id with 404", async () => {
    const admin = await adminClient();
    const empty = await admin.fetch("/api/admin/games/1", { method: "PUT", json: { nameAr: "  ", descriptionAr: "", isPremium: false, isActive: true } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: "invalid_input", errors: [{ field: "nameAr", message: "اسم اللعبة بالعربية مطلوب" }] });
    const types = await admin.fetch("/api/admin/games/1", { method: "PUT", json: { nameAr: "x", isPremium: "yes", isActive: 1 } });
    expect(types.status).toBe(400);
    expect((await admin.fetch("/api/admin/games/abc", { method: "PUT", json: { nameAr: "x", isPremium: false, isActive: true } })).status).toBe(400);
    const unknown = await admin.fetch("/api/admin/games/99", { method: "PUT", json: { nameAr: "x", isPremium: false, isActive: true } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "game_not_found" });
  });

  it("saves an edit: the public list shows the new name and premium flag", async () => {
    const admin = await adminClient();
    const original = await gameName(1);
    const res = await admin.fetch("/api/admin/games/1", { method: "PUT", json: { nameAr: "  خمّن وخادع  ", descriptionAr: "وصف جديد", isPremium: true, isActive: true } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 1, nameAr: "خمّن وخادع", descriptionAr: "وصف جديد", isPremium: true, isActive: true });
    const pub = await (await new TestClient().fetch("/api/games")).json<{ id: number; nameAr: string; isPremium: boolean }[]>();
    expect(pub.find((g) => g.id === 1)).toMatchObject({ nameAr: "خمّن وخادع", isPremium: true });
    // A premium game now: a free user can no longer open a room of it.
    expect((await createRoom("trivia-deception", "free")).res.status).toBe(403);
    await admin.fetch("/api/admin/games/1", { method: "PUT", json: { nameAr: original, descriptionAr: "", isPremium: false, isActive: true } });
  });

  it("a deactivated game leaves /api/games, and new rooms and starts of it are refused", async () => {
    const admin = await adminClient();
    const host = new TestClient();
    await host.devSignIn("premium");
    const room = (await (await host.post("/api/rooms", { gameType: "meme-game" })).json()) as Room;
    const { socket } = await joinRoom(host, room.code, "المضيف");
    const cats = (await (await new TestClient().fetch("/api/games/meme-game/categories")).json()) as { id: string }[];

    const off = await admin.fetch("/api/admin/games/2", { method: "PUT", json: { nameAr: await gameName(2), descriptionAr: "", isPremium: true, isActive: false } });
    expect(off.status).toBe(200);
    const pub = await (await new TestClient().fetch("/api/games")).json<{ id: number }[]>();
    expect(pub.map((g) => g.id)).toEqual([1, 3, 4]);
    const refused = await host.post("/api/rooms", { gameType: "meme-game" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "game_unavailable" });

    socket.send("start-game", { gameType: "meme-game", categories: [cats[0].id] });
    const error = await socket.next("error");
    expect(error.data).toMatchObject({ code: "game_unavailable", message: "هذه اللعبة غير متاحة حاليًا، يُرجى اختيار لعبة أخرى" });

    await admin.fetch("/api/admin/games/2", { method: "PUT", json: { nameAr: await gameName(2), descriptionAr: "", isPremium: true, isActive: true } });
    socket.send("start-game", { gameType: "meme-game", categories: [cats[0].id] });
    await socket.next("game-started");
    socket.close();
  });
});

describe("settings", () => {
  it("reads the defaults, and refuses values outside the spec's bounds", async () => {
    const admin = await adminClient();
    expect(await (await admin.fetch("/api/admin/settings")).json()).toEqual(ADMIN_SETTINGS_DEFAULTS);
    const bad = [
      { general: { defaultRoomExpiry: 0, enableAutoCleanup: true, cleanupIntervalMinutes: 5 } },
      { general: { defaultRoomExpiry: 169, enableAutoCleanup: true, cleanupIntervalMinutes: 5 } },
      { general: { defaultRoomExpiry: 24, enableAutoCleanup: true, cleanupIntervalMinutes: 1441 } },
      { general: { defaultRoomExpiry: 1.5, enableAutoCleanup: true, cleanupIntervalMinutes: 5 } },
      { security: { enableRateLimit: true, rateLimitPerMinute: 9, sessionTimeout: 24 } },
      { security: { enableRateLimit: true, rateLimitPerMinute: 1001, sessionTimeout: 24 } },
      { security: { enableRateLimit: true, rateLimitPerMinute: 100, sessionTimeout: 169 } },
      { security: { enableRateLimit: "no", rateLimitPerMinute: 100, sessionTimeout: 24 } },
      { general: { defaultRoomExpiry: 24 } },
      {},
      { other: {} },
    ];
    for (const body of bad) {
      const res = await putSettings(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", errors: expect.arrayContaining([expect.objectContaining({ field: expect.any(String) })]) });
    }
    const edge = await putSettings(admin, {
      general: { defaultRoomExpiry: 168, enableAutoCleanup: false, cleanupIntervalMinutes: 1440 },
      security: { enableRateLimit: false, rateLimitPerMinute: 10, sessionTimeout: 1 },
    });
    expect(edge.status).toBe(200);
    expect(await (await admin.fetch("/api/admin/settings")).json()).toEqual({
      general: { defaultRoomExpiry: 168, enableAutoCleanup: false, cleanupIntervalMinutes: 1440 },
      security: { enableRateLimit: false, rateLimitPerMinute: 10, sessionTimeout: 1 },
    });
  });

  it("gives new rooms the room expiry at once", async () => {
    const admin = await adminClient();
    await putSettings(admin, { general: { defaultRoomExpiry: 3, enableAutoCleanup: true, cleanupIntervalMinutes: 5 } });
    const before = Date.now();
    const { room } = await createRoom();
    const hours = (Date.parse(room!.expiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(2.99);
    expect(hours).toBeLessThan(3.01);
  });

  it("applies the rate limit at once, and switching it off lifts it", async () => {
    const admin = await adminClient();
    await putSettings(admin, { security: { enableRateLimit: true, rateLimitPerMinute: 10, sessionTimeout: 24 } });
    const guest = new TestClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await guest.post("/api/auth/guest")).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    await putSettings(admin, { security: { enableRateLimit: false, rateLimitPerMinute: 10, sessionTimeout: 24 } });
    expect((await guest.post("/api/auth/guest")).status).toBe(200);
  });
});

describe("cleanup", () => {
  it("counts expired rooms and reports the room expiry", async () => {
    const admin = await adminClient();
    await env.DB.prepare("DELETE FROM rooms").run();
    const a = await createRoom();
    await createRoom();
    await expireRoom(a.room!.id);
    const stats = await (await admin.fetch("/api/admin/cleanup/stats")).json();
    expect(stats).toMatchObject({ expiredRooms: 1, liveRooms: 1, roomExpiryHours: 24 });
  });

  it("the button removes expired rooms from D1 and empties their actors' storage; live rooms stay", async () => {
    const admin = await adminClient();
    await env.DB.prepare("DELETE FROM rooms").run();
    const expired = await createRoom();
    const live = await createRoom();
    const closed = await createRoom();
    await expireRoom(expired.room!.id);
    await env.DB.prepare("UPDATE rooms SET status = 'expired', ended_at = ? WHERE id = ?").bind(Date.now() - 1000, closed.room!.id).run();
    expect(await storageKeys(expired.room!.id)).not.toEqual([]);

    const res = await admin.post("/api/admin/cleanup/rooms");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "تم حذف غرفتين منتهيتين", deletedRooms: 2 });
    expect(await roomRow(expired.room!.id)).toBeNull();
    expect(await roomRow(closed.room!.id)).toBeNull();
    expect(await storageKeys(expired.room!.id)).toEqual([]);
    expect(await storageKeys(closed.room!.id)).toEqual([]);
    expect(await roomRow(live.room!.id)).toMatchObject({ status: "live" });
    expect(await storageKeys(live.room!.id)).not.toEqual([]);
    expect((await new TestClient().fetch(`/api/rooms/${expired.room!.code}`)).status).toBe(404);
    expect(await (await admin.fetch("/api/admin/cleanup/stats")).json()).toMatchObject({ expiredRooms: 0, lastCleanupAt: expect.any(String) });
    // A second press finds nothing, and says so in a sentence (not «تم حذف لا غرف منتهية»).
    expect(await (await admin.post("/api/admin/cleanup/rooms")).json()).toEqual({ message: "لم تكن هناك غرف منتهية للحذف", deletedRooms: 0 });
  });

  it("the cron cleans when auto cleanup is on and the interval has passed", async () => {
    const admin = await adminClient();
    await putSettings(admin, { general: { defaultRoomExpiry: 24, enableAutoCleanup: true, cleanupIntervalMinutes: 30 } });
    const first = await createRoom();
    await expireRoom(first.room!.id);
    await runCron();
    expect(await roomRow(first.room!.id)).toBeNull();
    expect(await storageKeys(first.room!.id)).toEqual([]);

    // Within the interval the next tick does nothing…
    const second = await createRoom();
    await expireRoom(second.room!.id);
    await runCron();
    expect(await roomRow(second.room!.id)).not.toBeNull();
    // …and once it has passed, it cleans.
    await env.DB.prepare("UPDATE app_meta SET value = ? WHERE key = 'cleanup:lastRunAt'").bind(String(Date.now() - 31 * 60_000)).run();
    await runCron();
    expect(await roomRow(second.room!.id)).toBeNull();
    const log = await env.DB.prepare("SELECT action_ar FROM activity_log WHERE actor_type = 'system' AND action_ar LIKE 'التنظيف التلقائي%'").all();
    expect(log.results.length).toBeGreaterThanOrEqual(2);
  });

  it("with auto cleanup off the cron keeps recent expired rooms but still removes those expired over 24 hours ago", async () => {
    const admin = await adminClient();
    await putSettings(admin, { general: { defaultRoomExpiry: 24, enableAutoCleanup: false, cleanupIntervalMinutes: 1 } });
    const recent = await createRoom();
    const old = await createRoom();
    await expireRoom(recent.room!.id, 1);
    await expireRoom(old.room!.id, 25);
    await runCron();
    expect(await roomRow(recent.room!.id)).not.toBeNull();
    expect(await roomRow(old.room!.id)).toBeNull();
    expect(await storageKeys(old.room!.id)).toEqual([]);
  });
});
