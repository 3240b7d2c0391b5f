// Issue 42, finding 1: APP_ENV fails closed. Only exactly "development" opens the development
// doors; "production" keeps them shut, with one 404 for every development route before any
// validation; any other value ("Production", a typo) stops the whole app with one 503.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { database } from "../../data/db";
import type { Env } from "../../data/env";
import { ADMIN_AUTH, AUTH } from "../../schema/limits";
import { refuseUnknownAppEnv } from "../../durable-objects/room-actor";
import worker from "../index";
import { MISCONFIGURED_MESSAGE } from "../middleware/app-env-guard";
import { adminCredentials } from "../services/admin-sessions";
import { providerMode } from "../services/payments/provider";
import { lastCleanupAt } from "../services/cleanup";
import { signToken, verifyToken } from "../services/tokens";
import { TestClient } from "./helpers/client";

type Answer = { message: string; code: string; errors: { field: string; message: string }[] };

/** A guest token signed with the development secret, the one whose value is in the source. */
const developmentSigned = (sub: string) => signToken({ ...env, APP_ENV: "development", SESSION_SECRET: undefined }, "guest", { sub }, 3600);

/** A room whose creator is `host`, for the rehearsal route. */
async function roomOf(host: TestClient) {
  await host.becomeGuest();
  return ((await (await host.post("/api/rooms", { gameType: "trivia-deception" })).json()) as { code: string }).code;
}

afterEach(() => vi.restoreAllMocks());

describe("APP_ENV=production: every development route answers 404 before any validation", () => {
  const production = { APP_ENV: "production", SESSION_SECRET: "p".repeat(40) } satisfies Partial<Env>;

  it("answers 404 to the prayer rehearsal with a valid body, a malformed one and broken JSON alike", async () => {
    const code = await roomOf(new TestClient());
    const client = new TestClient(production);
    const path = `/api/dev/rooms/${code}/prayer-rehearsal`;
    for (const init of [
      { method: "POST", json: { inSeconds: 65 } },
      { method: "POST", json: { inSeconds: "soon", extra: 1 } },
      { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" },
      { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" },
    ]) {
      const res = await client.fetch(path, init);
      expect(res.status).toBe(404);
      expect(((await res.json()) as Answer).code).toBe("not_found");
    }
  });

  it("answers 404 to the development sign-in, its page and the Tap sandbox, whatever the body, origin or encoding", async () => {
    const client = new TestClient(production);
    const attempts: [string, RequestInit & { json?: unknown }][] = [
      ["/api/auth/dev/login", { method: "POST", json: { account: "premium" } }],
      ["/api/auth/dev/login", { method: "POST", json: { account: 7 } }],
      ["/api/auth/dev/login", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "account=premium" }],
      ["/api/auth/dev", {}],
      ["/api/auth/dev?intent=nonsense", {}],
      ["/api/dev/tap/v2/charges", { method: "POST", json: { amount: "lots" } }],
      ["/api/dev/tap/checkout/chg_1/pay", { method: "POST", headers: { Origin: "https://elsewhere.example" }, json: {} }],
      ["/api/dev/anything/%ff", {}],
      ["/api/%64ev/tap/v2/charges", { method: "POST", json: { amount: "lots" } }],
      ["/api/dev/rooms/ABC234/prayer-rehearsal/", { method: "POST", json: { inSeconds: "x" } }],
    ];
    for (const [path, init] of attempts) {
      const res = await client.fetch(path, init);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(((await res.json()) as Answer).message).toMatch(/[\u0600-\u06FF]/);
    }
    // And nobody was signed in on the way.
    expect((await client.fetch("/api/auth/user")).status).toBe(401);
  });

  it("does not accept a guest token signed with the development secret when SESSION_SECRET is unset", async () => {
    const client = new TestClient({ APP_ENV: "production", SESSION_SECRET: undefined });
    client.cookies.set(AUTH.guestCookie, await developmentSigned("anonymous_1700000000000_forged1"));
    const res = await client.post("/api/auth/guest");
    // The forged identity is not read back; without a secret no new one can be signed either.
    expect(res.status).toBe(500);
    expect(((await res.json()) as Answer).code).toBe("server_misconfigured");
  });
});

describe("an APP_ENV other than development or production stops the app", () => {
  const misconfigured = { APP_ENV: "Production" } satisfies Partial<Env>;

  it("answers every request, pages, the API, admin sign-in and the room's socket, with one Arabic 503", async () => {
    const client = new TestClient(misconfigured);
    const attempts: [string, RequestInit & { json?: unknown }][] = [
      ["/api/auth/dev/login", { method: "POST", json: { account: "premium" } }],
      ["/api/admin/login", { method: "POST", json: { username: ADMIN_AUTH.developmentUsername, password: ADMIN_AUTH.developmentPassword } }],
      ["/api/dev/rooms/ABC234/prayer-rehearsal", { method: "POST", json: { inSeconds: "x" } }],
      ["/api/auth/guest", { method: "POST", json: {} }],
      ["/api/prayer-cities", {}],
      ["/ws?code=ABC234", { headers: { Upgrade: "websocket" } }],
      ["/", {}],
    ];
    for (const [path, init] of attempts) {
      const res = await client.fetch(path, init);
      expect({ path, status: res.status }).toEqual({ path, status: 503 });
      expect(await res.json()).toEqual({ message: MISCONFIGURED_MESSAGE, code: "misconfigured", errors: [] });
    }
    expect(client.cookies.size).toBe(0);
  });

  it("logs one English line naming APP_ENV and its value", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const client = new TestClient({ APP_ENV: "staging" });
    await client.fetch("/api/prayer-cities");
    await client.fetch("/api/prayer-cities");
    const lines = logged.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("APP_ENV"));
    expect(lines).toEqual(['APP_ENV is "staging"; it must be exactly "development" or "production", so the app refuses to run']);
  });

  it("runs no cron work: the cleanup does not run", async () => {
    const cron = (APP_ENV: string) => async () => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }), { ...env, APP_ENV } as Env, ctx);
      await waitOnExecutionContext(ctx);
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await cron("prod")();
    expect(logged.mock.calls.some((call) => String(call[0]).includes('APP_ENV is "prod"'))).toBe(true);
    // The cleanup stamps each run it makes (cleanup.ts): none under the unknown value, one once it is fixed.
    expect(await lastCleanupAt(database(env.DB))).toBeNull();
    await cron("production")();
    expect(await lastCleanupAt(database(env.DB))).not.toBeNull();
  });

  it("holds the room actor: its first gate fails, so no call, socket or alarm runs", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const gates: Promise<unknown>[] = [];
    const ctx = {
      blockConcurrencyWhile<T>(run: () => Promise<T>): Promise<T> {
        const gate = run();
        gates.push(gate);
        return gate;
      },
    };
    refuseUnknownAppEnv(ctx, { APP_ENV: "development" });
    refuseUnknownAppEnv(ctx, { APP_ENV: "production" });
    expect(gates).toHaveLength(0);
    refuseUnknownAppEnv(ctx, { APP_ENV: "Production" });
    expect(gates).toHaveLength(1);
    await expect(gates[0]).rejects.toThrow('APP_ENV is "Production"');
  });

  it("keeps every development fallback shut underneath too: admin password, token secret, Tap sandbox", async () => {
    for (const APP_ENV of ["Production", "prod", "", " development", "DEVELOPMENT"]) {
      const setting = { ...env, APP_ENV, SESSION_SECRET: undefined } as Env;
      expect(adminCredentials(setting, "platform")).toEqual({ kind: "missing" });
      expect(adminCredentials(setting, "blog")).toEqual({ kind: "missing" });
      expect(providerMode(setting)).toBe("missing");
      expect(await verifyToken(setting, "guest", await developmentSigned("anonymous_1700000000000_forged2"))).toBeNull();
    }
  });
});

describe("APP_ENV=development still opens the development doors", () => {
  it("signs in the test account, shows its page, reads a development-signed guest and validates the rehearsal's body", async () => {
    const client = new TestClient({ SESSION_SECRET: undefined });
    expect((await client.fetch("/api/auth/dev")).status).toBe(200);
    expect((await client.post("/api/auth/dev/login", { account: 7 })).status).toBe(400);
    await client.devSignIn("free");
    expect((await client.fetch("/api/auth/user")).status).toBe(200);

    const guest = new TestClient({ SESSION_SECRET: undefined });
    guest.cookies.set(AUTH.guestCookie, await developmentSigned("anonymous_1700000000000_abcd1234"));
    expect(await (await guest.post("/api/auth/guest")).json()).toEqual({ playerId: "anonymous_1700000000000_abcd1234" });

    const code = await roomOf(new TestClient());
    const bad = await new TestClient().post(`/api/dev/rooms/${code}/prayer-rehearsal`, { inSeconds: "soon" });
    expect(bad.status).toBe(400);
    expect(adminCredentials(env as Env, "platform").kind).toBe("development");
    expect(providerMode(env as Env)).toBe("sandbox");
  });
});
