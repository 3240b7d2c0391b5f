import { describe, expect, it } from "vitest";
import worker from "../index";
import { CLOSE_CODES } from "../../schema/limits";
import { LiveSocket } from "../../durable-objects/test/live-client";
import { adminClient } from "./helpers/admin";
import { blogAdminClient } from "./helpers/blog";
import { TestClient } from "./helpers/client";

/**
 * Every route of the app, fed malformed paths, queries and bodies, answers
 * below 500 with the API error shape. Routes are read from the app itself, so
 * a route added later is covered without editing this file.
 */

/** Path parameter values that once broke `decodeURIComponent` or a handler. */
const BAD_PARAMS = ["%", "%25", "%ZZ", "%E0%A4%A", "%C0%AF", "..%2F..%2Fetc", "'%20OR%201%3D1--", "x".repeat(600), "%F0%9F%98%80", "-1", "1e309", "0x10"];
/** Query strings with bad encoding and odd shapes. */
const BAD_QUERIES = ["?code=%", "?code=%25&code=%ZZ", "?page=%ZZ&limit=-1&search=%E0%A4%A", "?q=" + "%".repeat(50), "?page=NaN&limit=1e999&type=%00", "?days[]=1&days=abc"];
/** Raw bodies sent as application/json: broken JSON, wrong shapes, invalid UTF-8. */
const BAD_BODIES: (string | Uint8Array<ArrayBuffer>)[] = [
  "{",
  "null",
  "[]",
  '"text"',
  "42",
  "true",
  '{"a":',
  "{}",
  '{"__proto__":{"admin":true}}',
  '{"days":"x","price":-1,"id":{"$gt":""},"username":[],"password":null}',
  "[".repeat(2000),
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d, 0x80]),
];

type Route = { method: string; path: string };

/** The concrete routes (middleware entries are `ALL`/`*`), once each. */
function appRoutes(): Route[] {
  const seen = new Set<string>();
  const routes: Route[] = [];
  for (const { method, path } of worker.routes) {
    if (method === "ALL" || path.includes("*")) continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path });
  }
  // Signing out ends the identity every later route is called with, so those routes go last.
  return routes.sort((a, b) => Number(a.path.endsWith("/logout")) - Number(b.path.endsWith("/logout")));
}

function withParams(path: string, value: string) {
  return path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, value);
}

/** A caller at a fresh address for each request, so the per-address rate limit never hides an answer. */
function caller(identity: TestClient) {
  const client = new TestClient();
  client.cookies = new Map(identity.cookies);
  return client;
}

async function expectClientError(identity: TestClient, label: string, path: string, init: RequestInit = {}) {
  const res = await caller(identity).fetch(path, init);
  const text = await res.text();
  expect.soft(res.status, `${label} ${init.method ?? "GET"} ${path} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  if (res.status >= 400 && (res.headers.get("Content-Type") ?? "").includes("application/json")) {
    const body = JSON.parse(text);
    expect.soft(body, `${label} ${path} error shape`).toMatchObject({ message: expect.any(String), code: expect.any(String), errors: expect.any(Array) });
    // People read the message: it is Arabic.
    expect.soft(body.message, `${label} ${path} message`).toMatch(/[\u0600-\u06FF]/);
  }
}

async function identities() {
  const anonymous = new TestClient();
  const guest = new TestClient();
  await guest.becomeGuest();
  const user = new TestClient();
  await user.devSignIn("free");
  // The admin identity reaches the handlers behind the admin guard.
  const admin = await adminClient();
  // The blog admin reaches the handlers behind the blog admin guard.
  const blogAdmin = await blogAdminClient();
  return { anonymous, guest, user, admin, blogAdmin };
}

describe("malformed input never gives a 5xx", () => {
  it("covers the routes it should", () => {
    const keys = appRoutes().map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(expect.arrayContaining(["POST /api/rooms", "GET /api/rooms/:code", "GET /api/room-seo/:code", "POST /api/auth/dev/login"]));
    // Players' packs and their admin queue (issue 33).
    expect(keys).toEqual(
      expect.arrayContaining([
        "POST /api/packs",
        "GET /api/packs",
        "GET /api/packs/gallery",
        "GET /api/packs/:code",
        "PUT /api/packs/:code",
        "DELETE /api/packs/:code",
        "POST /api/packs/:code/restore",
        "POST /api/packs/:code/publish",
        "POST /api/packs/:code/report",
        "GET /api/admin/packs",
        "POST /api/admin/packs/:code",
      ]),
    );
    // Admin users, pricing tiers and avatar assets, their public lists and the uploads they serve.
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/admin/users",
        "POST /api/admin/users/:userId/grant-access",
        "POST /api/admin/users/:userId/revoke-access",
        "POST /api/admin/users/:userId/block",
        "POST /api/admin/users/:userId/unblock",
        "DELETE /api/admin/users/:userId",
        "GET /api/admin/pricing-tiers",
        "POST /api/admin/pricing-tiers",
        "PUT /api/admin/pricing-tiers/:id",
        "DELETE /api/admin/pricing-tiers/:id",
        "POST /api/admin/pricing-tiers/:id/reorder",
        "GET /api/admin/avatar-assets",
        "POST /api/admin/avatar-assets",
        "PUT /api/admin/avatar-assets/:id",
        "DELETE /api/admin/avatar-assets/:id",
        "GET /api/pricing-tiers",
        "GET /api/avatar-assets",
        "GET /api/avatar-assets/:layer/:number",
        "GET /api/prayer-cities",
        "GET /api/prayer-times",
        "GET /uploads/:folder/:name",
      ]),
    );
    // The admin session, overview, games, settings and cleanup.
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/admin/config",
        "POST /api/admin/login",
        "POST /api/admin/logout",
        "GET /api/admin/analytics",
        "GET /api/admin/activity/recent",
        "GET /api/admin/games",
        "PUT /api/admin/games/:id",
        "GET /api/admin/settings",
        "PUT /api/admin/settings",
        "GET /api/admin/cleanup/stats",
        "POST /api/admin/cleanup/rooms",
        "GET /api/admin/family-filter",
        "PUT /api/admin/family-filter",
      ]),
    );
    // Admin content (questions, meme pictures, most-likely prompts, categories) and the shared image upload path.
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/admin/categories/:gameId",
        "GET /api/admin/subcategories/:categoryId",
        "GET /api/admin/categories-with-subcategories",
        "POST /api/admin/categories",
        "PUT /api/admin/categories/:id",
        "DELETE /api/admin/categories/:id",
        "POST /api/admin/categories/:id/reorder",
        "POST /api/admin/subcategories",
        "PUT /api/admin/subcategories/:id",
        "DELETE /api/admin/subcategories/:id",
        "POST /api/admin/subcategories/:id/reorder",
        "GET /api/admin/questions",
        "POST /api/admin/questions",
        "POST /api/admin/questions/bulk",
        "POST /api/admin/questions/duplicates",
        "PUT /api/admin/questions/:id",
        "DELETE /api/admin/questions/:id",
        "GET /api/admin/meme-images",
        "POST /api/admin/meme-images",
        "POST /api/admin/meme-images/bulk",
        "PUT /api/admin/meme-images/:id",
        "DELETE /api/admin/meme-images/:id",
        "GET /api/admin/most-likely-questions",
        "POST /api/admin/most-likely-questions",
        "POST /api/admin/most-likely-questions/bulk",
        "PUT /api/admin/most-likely-questions/:id",
        "DELETE /api/admin/most-likely-questions/:id",
        "POST /api/admin/upload-image",
        "POST /api/admin/upload-images",
        "PUT /uploads/:folder/:name",
        "GET /attached_assets/uploads/:folder/:name",
      ]),
    );
    // Premium purchase, the Tap webhook, the admin's payments and the development Tap sandbox.
    expect(keys).toEqual(
      expect.arrayContaining([
        "POST /api/payments/subscribe",
        "POST /api/payments/verify",
        "POST /api/payments/webhook",
        "GET /api/admin/payments",
        "GET /api/admin/payments/stats",
        "POST /api/dev/tap/v2/charges",
        "GET /api/dev/tap/v2/charges/:id",
        "GET /api/dev/tap/checkout/:id",
        "POST /api/dev/tap/checkout/:id/:action{pay|decline}",
      ]),
    );
    // The public blog, the blog admin's session and data, and the pages the worker fills in.
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/blog/posts",
        "GET /api/blog/search",
        "GET /api/blog/posts/:slug",
        "GET /api/blog/categories",
        "GET /api/blog/categories/:slug",
        "GET /api/blog/categories/:slug/posts",
        "GET /api/blog/category/:slug",
        "GET /api/blog/tags",
        "GET /api/blog/tags/:slug",
        "GET /api/blog/tag/:slug",
        "GET /api/blog/admin/check-auth",
        "POST /api/blog/admin/login",
        "POST /api/blog/admin/logout",
        "POST /api/admin/blog/images/upload-link",
        "POST /api/admin/blog/posts/:id/restore",
        "POST /api/admin/bulk/:kind",
        ...["posts", "categories", "tags", "authors", "images"].flatMap((name) => [
          `GET /api/admin/blog/${name}`,
          `POST /api/admin/blog/${name}`,
          `PUT /api/admin/blog/${name}/:id`,
          `DELETE /api/admin/blog/${name}/:id`,
        ]),
        "GET /blog",
        "GET /blog/:slug",
        "GET /blog/category/:slug",
        "GET /blog/tag/:slug",
        "GET /blog/rss.xml",
        "GET /join/:code",
        "GET /room/:code",
        "GET /robots.txt",
        "GET /sitemap.xml",
      ]),
    );
  });

  // Thousands of requests: generous limits, as the machines running this are shared and slow.
  for (const label of ["anonymous", "guest", "user", "admin"] as const) {
    it(`bad path parameters and query strings on every route, as ${label}`, { timeout: 300_000 }, async () => {
      const identity = (await identities())[label];
      for (const route of appRoutes()) {
        const method = route.method;
        const json = method === "GET" || method === "HEAD" ? {} : { headers: { "Content-Type": "application/json" }, body: "{}" };
        for (const param of BAD_PARAMS) await expectClientError(identity, label, withParams(route.path, param), { method, ...json });
        for (const query of BAD_QUERIES) await expectClientError(identity, label, withParams(route.path, "ABC123") + query, { method, ...json });
      }
    });

    it(`bad bodies on every route that takes one, as ${label}`, { timeout: 300_000 }, async () => {
      const identity = (await identities())[label];
      for (const route of appRoutes().filter((r) => !["GET", "HEAD", "OPTIONS"].includes(r.method)))
        for (const body of BAD_BODIES)
          await expectClientError(identity, label, withParams(route.path, "1"), { method: route.method, headers: { "Content-Type": "application/json" }, body });
    });
  }

  it("answers the named cases with 400 and the Arabic error shape", async () => {
    const cases: [string, RequestInit][] = [
      ["/api/rooms/%25", {}],
      ["/api/room-seo/%", {}],
      ["/api/rooms/%ZZ/player-limits", {}],
      ["/api/rooms", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" }],
      ["/api/auth/dev/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: "null" }],
    ];
    for (const [path, init] of cases) {
      const res = await new TestClient().fetch(path, init);
      // `%25` is well-formed (it reads "%"), so that one is simply an unknown room.
      expect(res.status, path).toBe(path === "/api/rooms/%25" ? 404 : 400);
      expect(await res.json()).toMatchObject({ message: expect.stringMatching(/[\u0600-\u06FF]/), code: expect.any(String), errors: expect.any(Array) });
    }
    const badJson = await new TestClient().fetch("/api/rooms", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: "invalid_json" });
  });

  it("answers broken multipart uploads with 400", async () => {
    const admin = await adminClient();
    const bodies: [string, BodyInit][] = [
      ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"layerType\"\r\n\r\nFace"],
      ["multipart/form-data", "not a form"],
      ["multipart/form-data; boundary=x", new Uint8Array([0xff, 0xfe, 0x00, 0x01])],
    ];
    for (const [type, body] of bodies) {
      const res = await caller(admin).fetch("/api/admin/avatar-assets", { method: "POST", headers: { "Content-Type": type }, body });
      expect(res.status, type).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.stringMatching(/[\u0600-\u06FF]/), code: expect.any(String), errors: expect.any(Array) });
    }
  });

  it("refuses a socket for a badly encoded code with the typed frame and 4003", async () => {
    const guest = new TestClient();
    await guest.becomeGuest();
    for (const code of ["%25", "%", "%ZZ", "%E0%A4%A"]) {
      const res = await guest.fetch(`/ws?code=${code}`, { headers: { Upgrade: "websocket" } });
      expect(res.status).toBe(101);
      const ws = res.webSocket!;
      ws.accept();
      const live = new LiveSocket(ws);
      const frame = await live.next("error");
      expect(frame.data).toMatchObject({ code: "room_not_found" });
      expect((await live.waitClose()).code).toBe(CLOSE_CODES.refused);
    }
  });
});
