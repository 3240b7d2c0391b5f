import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ADMIN_AUTH } from "../../schema/limits";
import worker from "../index";
import { hashPassword } from "../../data/passwords";
import { adminClient } from "./helpers/admin";
import { TestClient } from "./helpers/client";

const DEV = { username: ADMIN_AUTH.developmentUsername, password: ADMIN_AUTH.developmentPassword };

async function setSessionTimeout(hours: number) {
  await env.DB.prepare(
    "INSERT INTO admin_settings (section, value_json) VALUES ('security', ?) ON CONFLICT(section) DO UPDATE SET value_json = excluded.value_json",
  )
    .bind(JSON.stringify({ enableRateLimit: true, rateLimitPerMinute: 100, sessionTimeout: hours }))
    .run();
}

describe("admin config and login", () => {
  it("reports no admin and the development credentials before login", async () => {
    const res = await new TestClient().fetch("/api/admin/config");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ isAdmin: false, username: null, configured: true, developmentCredentials: DEV });
  });

  it("signs in with the development credentials and sets a strict HttpOnly cookie for the admin API", async () => {
    const client = new TestClient();
    const res = await client.post("/api/admin/login", DEV);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith(`${ADMIN_AUTH.cookie}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api(;|$)/i);
    expect(await (await client.fetch("/api/admin/config")).json()).toMatchObject({ isAdmin: true, username: "admin" });
    expect((await client.fetch("/api/admin/games")).status).toBe(200);
  });

  it("asks for both fields with the Arabic message", async () => {
    const res = await new TestClient().post("/api/admin/login", { username: "admin", password: "" });
    expect(res.status).toBe(400);
    const body = await res.json<{ code: string; errors: { field: string; message: string }[] }>();
    expect(body.code).toBe("invalid_input");
    expect(body.errors).toContainEqual({ field: "password", message: "الرجاء إدخال اسم المستخدم وكلمة المرور" });
  });

  it("refuses a wrong password with 401 and no session", async () => {
    const client = new TestClient();
    const res = await client.post("/api/admin/login", { username: "admin", password: "wrong" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "invalid_credentials", message: "اسم المستخدم أو كلمة المرور غير صحيحة" });
    expect((await client.fetch("/api/admin/games")).status).toBe(401);
  });

  it("accepts a configured PBKDF2 hash and no longer the development password", async () => {
    const passwordHash = await hashPassword("correct horse battery staple");
    const overrides = { ADMIN_USERNAME: "owner", ADMIN_PASSWORD_HASH: passwordHash };
    const config = await (await new TestClient(overrides).fetch("/api/admin/config")).json();
    expect(config).toMatchObject({ developmentCredentials: null, configured: true });
    expect((await new TestClient(overrides).post("/api/admin/login", DEV)).status).toBe(401);
    const client = new TestClient(overrides);
    expect((await client.post("/api/admin/login", { username: "owner", password: "correct horse battery staple" })).status).toBe(200);
    expect((await client.fetch("/api/admin/settings")).status).toBe(200);
  });

  it("treats a malformed ADMIN_PASSWORD_HASH as not configured, even in development", async () => {
    const client = new TestClient({ ADMIN_USERNAME: "owner", ADMIN_PASSWORD_HASH: "plain-text-password" });
    expect(await (await client.fetch("/api/admin/config")).json()).toMatchObject({ configured: false, developmentCredentials: null });
    expect((await client.post("/api/admin/login", DEV)).status).toBe(503);
    expect((await client.post("/api/admin/login", { username: "owner", password: "plain-text-password" })).status).toBe(503);
  });

  it("refuses every login in production until the credentials are set", async () => {
    const client = new TestClient({ APP_ENV: "production", SESSION_SECRET: "x".repeat(40) });
    expect(await (await client.fetch("/api/admin/config")).json()).toMatchObject({ configured: false, developmentCredentials: null });
    const res = await client.post("/api/admin/login", DEV);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "admin_not_configured" });
  });
});

describe("admin login throttling", () => {
  it("makes an address wait after repeated failures on a username, with a growing delay, even with the right password", async () => {
    const client = new TestClient();
    for (let i = 0; i < ADMIN_AUTH.freeFailures; i++)
      expect((await client.post("/api/admin/login", { username: DEV.username, password: `bad-${i}` })).status).toBe(401);
    const refused = await client.post("/api/admin/login", DEV);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "login_throttled" });
    expect(Number(refused.headers.get("Retry-After"))).toBe(ADMIN_AUTH.firstDelayMs / 1000);
  });

  it("cannot lock the owner out: 30 failures from one address leave the right password working from another", async () => {
    const attacker = new TestClient();
    for (let i = 0; i < 30; i++) {
      // Skip the waits the attacker earned, so each try counts as a failure and the streak grows to 30.
      await env.DB.prepare("UPDATE rate_limits SET window_start = ? WHERE key LIKE 'admin-login:%'").bind(Date.now() - ADMIN_AUTH.maxDelayMs).run();
      expect((await attacker.post("/api/admin/login", { username: DEV.username, password: `bad-${i}` })).status).toBe(401);
    }
    expect((await attacker.post("/api/admin/login", DEV)).status).toBe(429);
    const owner = new TestClient();
    expect((await owner.post("/api/admin/login", DEV)).status).toBe(200);
    expect((await owner.fetch("/api/admin/games")).status).toBe(200);
  });

  it("slows an address that sprays guessed usernames, after a larger allowance", async () => {
    const client = new TestClient();
    for (let i = 0; i < ADMIN_AUTH.addressFreeFailures; i++)
      expect((await client.post("/api/admin/login", { username: `guess-${i}`, password: "bad" })).status).toBe(401);
    expect((await client.post("/api/admin/login", { username: "guess-x", password: "bad" })).status).toBe(429);
    expect((await new TestClient().post("/api/admin/login", { username: "guess-x", password: "bad" })).status).toBe(401);
  });

  it("reads the address from CF-Connecting-IP only: X-Forwarded-For and X-Real-IP change nothing", async () => {
    const client = new TestClient();
    for (let i = 0; i < ADMIN_AUTH.freeFailures; i++)
      await client.fetch("/api/admin/login", { method: "POST", json: { username: DEV.username, password: "bad" }, headers: { "X-Forwarded-For": `192.0.2.${i}`, "X-Real-IP": `192.0.2.${i}` } });
    const res = await client.fetch("/api/admin/login", { method: "POST", json: DEV, headers: { "X-Forwarded-For": "198.51.100.7", "X-Real-IP": "198.51.100.7" } });
    expect(res.status).toBe(429);
  });
});

describe("the admin guard", () => {
  const guarded = [
    ["GET", "/api/admin/analytics"],
    ["GET", "/api/admin/activity/recent"],
    ["GET", "/api/admin/games"],
    ["PUT", "/api/admin/games/1"],
    ["GET", "/api/admin/settings"],
    ["PUT", "/api/admin/settings"],
    ["GET", "/api/admin/cleanup/stats"],
    ["POST", "/api/admin/cleanup/rooms"],
    ["GET", "/api/admin/no-such-route"],
  ] as const;

  it.each(guarded)("refuses %s %s without an admin session, even to a signed-in user", async (method, path) => {
    const user = new TestClient();
    await user.devSignIn("premium");
    for (const client of [new TestClient(), user]) {
      const res = await client.fetch(path, { method, json: method === "GET" ? undefined : {} });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: "admin_unauthenticated", errors: [] });
    }
  });

  it("refuses every admin route of the app but config, login and logout without a session (401, nothing partial)", async () => {
    const open = new Set(["GET /api/admin/config", "POST /api/admin/login", "POST /api/admin/logout"]);
    const routes = worker.routes.filter((r) => r.path.startsWith("/api/admin/") && r.method !== "ALL" && !r.path.includes("*"));
    expect(routes.length).toBeGreaterThan(10);
    for (const { method, path } of routes) {
      if (open.has(`${method} ${path}`)) continue;
      const res = await new TestClient().fetch(path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, "1"), { method, json: method === "GET" ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      // The blog admin's lists live under /api/admin/blog behind the blog admin's own session.
      const code = path.startsWith("/api/admin/blog/") ? "blog_admin_unauthenticated" : "admin_unauthenticated";
      expect(await res.json()).toMatchObject({ code });
    }
  });

  it("ends the session at logout", async () => {
    const client = await adminClient();
    const stolen = new Map(client.cookies);
    expect((await client.post("/api/admin/logout")).status).toBe(200);
    expect(client.cookies.has(ADMIN_AUTH.cookie)).toBe(false);
    const replay = new TestClient();
    replay.cookies = stolen;
    expect((await replay.fetch("/api/admin/games")).status).toBe(401);
  });

  it("ends a session older than the sessionTimeout setting, applied at once", async () => {
    const client = await adminClient();
    await env.DB.prepare("UPDATE admin_sessions SET created_at = ?").bind(Date.now() - 2 * 3_600_000).run();
    await setSessionTimeout(3);
    expect((await client.fetch("/api/admin/games")).status).toBe(200);
    await setSessionTimeout(1);
    expect((await client.fetch("/api/admin/games")).status).toBe(401);
    await setSessionTimeout(24);
  });
});
