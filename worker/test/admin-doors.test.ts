// One door per admin: no blog admin credential, token or cookie form opens the platform
// admin, and the reverse; sessions end at logout, at «تسجيل الخروج من كل الأجهزة», when
// the credentials change, and at the age limit they started with.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_AUTH, BLOG_ADMIN_AUTH } from "../../schema/limits";
import worker from "../index";
import { sha256Hex } from "../lib/base64url";
import { hashPassword } from "../../data/passwords";
import { adminClient } from "./helpers/admin";
import { blogAdminClient } from "./helpers/blog";
import { TestClient } from "./helpers/client";

const OPEN = new Set(["GET /api/admin/config", "POST /api/admin/login", "POST /api/admin/logout"]);

function routesUnder(prefix: string, except: (path: string) => boolean) {
  return worker.routes
    .filter((r) => r.path.startsWith(prefix) && r.method !== "ALL" && !r.path.includes("*") && !except(r.path))
    .filter((r) => !OPEN.has(`${r.method} ${r.path}`))
    .map((r) => ({ method: r.method, path: r.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, "1") }));
}
const platformRoutes = () => routesUnder("/api/admin/", (p) => p.startsWith("/api/admin/blog/"));
const blogRoutes = () => routesUnder("/api/admin/blog/", () => false);

async function settingsRow() {
  return (await env.DB.prepare("SELECT section, value_json FROM admin_settings ORDER BY section").all()).results;
}

/** A client carrying exactly these cookies (raw header values, as an attacker would write them). */
function withCookies(cookies: Record<string, string>) {
  const client = new TestClient();
  for (const [name, value] of Object.entries(cookies)) client.cookies.set(name, value);
  return client;
}

/** Each route asked by a client of its own (`client()`), so the admin routes, more than a minute's API limit, all answer. */
async function refusesAll(client: () => TestClient, routes: { method: string; path: string }[], code: string) {
  for (const { method, path } of routes) {
    const res = await client().fetch(path, { method, json: method === "GET" ? undefined : { general: { defaultRoomExpiry: 1 } } });
    expect(res.status, `${method} ${path}`).toBe(401);
    expect(await res.json(), `${method} ${path}`).toMatchObject({ code });
  }
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE '%admin-login:%'").run();
});

describe("a blog admin is never a platform admin", () => {
  it("every platform admin route refuses every form of a blog session, and the settings stay as they were", async () => {
    const blog = await blogAdminClient();
    const token = blog.cookies.get(BLOG_ADMIN_AUTH.cookie)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hashed = await sha256Hex(token);
    const before = await settingsRow();

    const forms: Record<string, string>[] = [
      { [ADMIN_AUTH.cookie]: `blog:${token}` },
      { [ADMIN_AUTH.cookie]: encodeURIComponent(`blog:${token}`) },
      { [ADMIN_AUTH.cookie]: `"blog:${token}"` },
      { [ADMIN_AUTH.cookie]: `"${token}"` },
      { [ADMIN_AUTH.cookie]: token },
      { [ADMIN_AUTH.cookie]: hashed },
      { [ADMIN_AUTH.cookie]: `platform:${token}` },
      { [BLOG_ADMIN_AUTH.cookie]: token },
      { [BLOG_ADMIN_AUTH.cookie]: token, [ADMIN_AUTH.cookie]: token },
      { [BLOG_ADMIN_AUTH.cookie]: token, [ADMIN_AUTH.cookie]: `blog:${token}` },
    ];
    const routes = platformRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const cookies of forms) {
      await refusesAll(() => withCookies(cookies), routes, "admin_unauthenticated");
      expect(await (await withCookies(cookies).fetch("/api/admin/config")).json(), JSON.stringify(cookies)).toMatchObject({ isAdmin: false, username: null });
    }
    // The blog session itself still works where it belongs.
    expect((await blog.fetch("/api/admin/blog/posts")).status).toBe(200);
    expect(await settingsRow()).toEqual(before);
  });

  it("no platform admin session opens the blog admin either", async () => {
    const admin = await adminClient();
    const token = admin.cookies.get(ADMIN_AUTH.cookie)!;
    const routes = blogRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const forms: Record<string, string>[] = [{ [BLOG_ADMIN_AUTH.cookie]: token }, { [BLOG_ADMIN_AUTH.cookie]: `blog:${token}` }, { [ADMIN_AUTH.cookie]: token }];
    for (const cookies of forms) {
      await refusesAll(() => withCookies(cookies), routes, "blog_admin_unauthenticated");
      expect(await (await withCookies(cookies).fetch("/api/blog/admin/check-auth")).json()).toMatchObject({ authenticated: false });
    }
  });

  it("a blog admin's username and password do not sign in to the platform admin", async () => {
    const res = await new TestClient().post("/api/admin/login", { username: BLOG_ADMIN_AUTH.developmentUsername, password: BLOG_ADMIN_AUTH.developmentPassword });
    expect(res.status).toBe(401);
  });
});

describe("sessions end when they should", () => {
  it("logout revokes the session on the server: a replayed cookie is refused", async () => {
    for (const [login, logout, probe] of [
      [() => adminClient(), "/api/admin/logout", "/api/admin/settings"],
      [() => blogAdminClient(), "/api/blog/admin/logout", "/api/admin/blog/posts"],
    ] as const) {
      const client = await login();
      const stolen = new Map(client.cookies);
      expect((await client.post(logout)).status).toBe(200);
      const replay = new TestClient();
      replay.cookies = stolen;
      expect((await replay.fetch(probe)).status).toBe(401);
    }
  });

  it("POST /api/auth/logout, the spec's admin logout, ends the admin and blog admin sessions too", async () => {
    const admin = await adminClient();
    const blog = await blogAdminClient();
    const both = new TestClient();
    both.cookies = new Map([...admin.cookies, ...blog.cookies]);
    const stolen = new Map(both.cookies);
    expect((await both.post("/api/auth/logout")).status).toBe(200);
    const replay = new TestClient();
    replay.cookies = stolen;
    expect((await replay.fetch("/api/admin/settings")).status).toBe(401);
    expect((await replay.fetch("/api/admin/blog/posts")).status).toBe(401);
  });

  it("«تسجيل الخروج من كل الأجهزة» ends every platform admin session, and only those", async () => {
    const phone = await adminClient();
    const laptop = await adminClient();
    const blog = await blogAdminClient();
    const res = await laptop.post("/api/admin/sessions/revoke-all");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect((await phone.fetch("/api/admin/settings")).status).toBe(401);
    expect((await laptop.fetch("/api/admin/settings")).status).toBe(401);
    expect((await blog.fetch("/api/admin/blog/posts")).status).toBe(200);
    expect((await blog.post("/api/blog/admin/logout-everywhere")).status).toBe(200);
    expect((await blog.fetch("/api/admin/blog/posts")).status).toBe(401);
  });

  it("changing or removing the admin's username or password hash ends the sessions made with the old ones", async () => {
    const first = { ADMIN_USERNAME: "owner", ADMIN_PASSWORD_HASH: await hashPassword("first password") };
    const client = new TestClient(first);
    expect((await client.post("/api/admin/login", { username: "owner", password: "first password" })).status).toBe(200);
    expect((await client.fetch("/api/admin/settings")).status).toBe(200);
    const cookies = client.cookies;
    const after = async (overrides: Partial<typeof first>) => {
      const later = new TestClient(overrides);
      later.cookies = new Map(cookies);
      return (await later.fetch("/api/admin/settings")).status;
    };
    expect(await after({ ...first, ADMIN_PASSWORD_HASH: await hashPassword("second password") })).toBe(401);
    expect(await after({ ...first, ADMIN_USERNAME: "someone-else" })).toBe(401);
    expect(await after({ ADMIN_USERNAME: undefined, ADMIN_PASSWORD_HASH: undefined })).toBe(401);
    expect(await after(first)).toBe(200);
  });

  it("changing the blog admin's password hash ends the blog sessions made with the old one", async () => {
    const first = { BLOG_ADMIN_USERNAME: "editor", BLOG_ADMIN_PASSWORD_HASH: await hashPassword("first password") };
    const client = new TestClient(first);
    expect((await client.post("/api/blog/admin/login", { username: "editor", password: "first password" })).status).toBe(200);
    expect((await client.fetch("/api/admin/blog/posts")).status).toBe(200);
    const later = new TestClient({ ...first, BLOG_ADMIN_PASSWORD_HASH: await hashPassword("second password") });
    later.cookies = new Map(client.cookies);
    expect((await later.fetch("/api/admin/blog/posts")).status).toBe(401);
  });

  it("a session's age limit is fixed when it starts: raising «مدة الجلسة» later does not revive it", async () => {
    const setTimeoutHours = (hours: number) =>
      env.DB.prepare(
        "INSERT INTO admin_settings (section, value_json) VALUES ('security', ?) ON CONFLICT(section) DO UPDATE SET value_json = excluded.value_json",
      )
        .bind(JSON.stringify({ enableRateLimit: true, rateLimitPerMinute: 100, sessionTimeout: hours }))
        .run();
    await setTimeoutHours(1);
    const client = await adminClient();
    expect((await client.fetch("/api/admin/settings")).status).toBe(200);
    // Two hours pass.
    await env.DB.prepare("UPDATE admin_sessions SET created_at = created_at - 7200000, expires_at = expires_at - 7200000").run();
    expect((await client.fetch("/api/admin/settings")).status).toBe(401);
    await setTimeoutHours(24);
    expect((await client.fetch("/api/admin/settings")).status).toBe(401);
    expect(await (await client.fetch("/api/admin/config")).json()).toMatchObject({ isAdmin: false });
  });
});

describe("links stay home", () => {
  it("a sign-in redirect a browser would send off-site is refused, a path on the site is kept", async () => {
    for (const redirect of ["/\\evil.example", "//evil.example", "/\t/evil.example", "https://evil.example", "javascript:alert(1)"]) {
      const res = await new TestClient().post("/api/auth/dev/login", { account: "free", redirect });
      expect(res.status, redirect).toBe(400);
    }
    const ok = await new TestClient().post("/api/auth/dev/login", { account: "free", redirect: "/room/ABC234" });
    expect(await ok.json()).toMatchObject({ redirectTo: "/room/ABC234" });
  });
});
