import { describe, expect, it } from "vitest";
import worker from "../index";
import { CLOSE_CODES } from "../../schema/limits";
import { LiveSocket } from "../../durable-objects/test/live-client";
import { adminClient } from "./helpers/admin";
import { blogAdminClient } from "./helpers/blog";
import { TestClient } from "./helpers/client";
import { BAD_BODIES, BAD_PARAMS, BAD_QUERIES, KNOWN_ROUTES, withParams } from "./malformed-cases";

/**
 * Every route of the app, fed malformed paths, queries and bodies, answers
 * below 500 with the API error shape. Routes are read from the app itself, so
 * a route added later is covered without editing this file.
 */

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
    expect(appRoutes().map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(KNOWN_ROUTES));
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
