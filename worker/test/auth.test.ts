import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LocalIssuer } from "./helpers/local-issuer";
import { TestClient } from "./helpers/client";

const issuer = new LocalIssuer("majlis-test-client", "majlis-test-secret");
const googleEnv = {
  GOOGLE_CLIENT_ID: issuer.clientId,
  GOOGLE_CLIENT_SECRET: issuer.clientSecret,
  GOOGLE_AUTH_URL: issuer.authUrl,
  GOOGLE_TOKEN_URL: issuer.tokenUrl,
  GOOGLE_JWKS_URL: issuer.jwksUrl,
  GOOGLE_ISSUER: issuer.issuer,
};
const sara = { sub: "1001", email: "sara@example.com", name: "سارة العتيبي", given_name: "سارة", family_name: "العتيبي", picture: "https://issuer.test/sara.png" };

beforeAll(async () => {
  await issuer.start();
  const realFetch = globalThis.fetch;
  // The worker runs in this isolate, so its calls to the provider reach the local issuer.
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return (await issuer.handle(request)) ?? realFetch(request);
  });
});
afterEach(() => {
  issuer.overrideClaims = {};
});

/** Runs the whole browser journey: start, consent at the provider, callback page posts the code. */
async function googleSignIn(client: TestClient, query = "", user = sara) {
  const start = await client.fetch(`/api/auth/google${query}`);
  expect(start.status).toBe(302);
  const consent = issuer.authorize(start.headers.get("Location")!, user);
  expect(consent.redirectUri).toBe("http://majlis.test/auth/callback");
  return client.post("/api/auth/callback", { code: consent.code, state: consent.state });
}

describe("Google sign-in", () => {
  it("signs in with state, PKCE and nonce, then knows the user", async () => {
    const client = new TestClient(googleEnv);
    const start = await client.fetch("/api/auth/google?intent=create-room");
    const location = new URL(start.headers.get("Location")!);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("scope")).toBe("openid email profile");

    const consent = issuer.authorize(location.toString(), sara);
    const res = await client.post("/api/auth/callback", { code: consent.code, state: consent.state });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { displayName: string; email: string; photoURL: string }; redirectTo: string };
    expect(body.redirectTo).toBe("/create-room");
    expect(body.user).toMatchObject({ displayName: "سارة العتيبي", email: "sara@example.com", photoURL: sara.picture });

    const me = await client.fetch("/api/auth/user");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ displayName: "سارة العتيبي", isPremium: false });
    expect(client.cookies.has("majlis_oauth")).toBe(false);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const client = new TestClient(googleEnv);
    const start = await client.fetch("/api/auth/google");
    const consent = issuer.authorize(start.headers.get("Location")!, sara);
    const res = await client.post("/api/auth/callback", { code: consent.code, state: consent.state });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("majlis_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("follows a safe redirect and ignores an off-site one", async () => {
    const client = new TestClient(googleEnv);
    const ok = await googleSignIn(client, "?intent=home&redirect=%2Faccount");
    expect(((await ok.json()) as { redirectTo: string }).redirectTo).toBe("/account");
    const bad = await client.fetch("/api/auth/google?redirect=%2F%2Fevil.example");
    expect(bad.status).toBe(400);
  });

  it("refuses a callback whose state does not match", async () => {
    const client = new TestClient(googleEnv);
    const start = await client.fetch("/api/auth/google");
    const consent = issuer.authorize(start.headers.get("Location")!, sara);
    const res = await client.post("/api/auth/callback", { code: consent.code, state: "forged" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_state" });
  });

  it("refuses a callback without the flow cookie (another browser)", async () => {
    const client = new TestClient(googleEnv);
    const start = await client.fetch("/api/auth/google");
    const consent = issuer.authorize(start.headers.get("Location")!, sara);
    const stranger = new TestClient(googleEnv);
    const res = await stranger.post("/api/auth/callback", { code: consent.code, state: consent.state });
    expect(res.status).toBe(400);
  });

  it("refuses an id token with the wrong nonce", async () => {
    issuer.overrideClaims = { nonce: "replayed" };
    const res = await googleSignIn(new TestClient(googleEnv));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "invalid_id_token" });
  });

  it("refuses an id token meant for another client", async () => {
    issuer.overrideClaims = { aud: "someone-else" };
    const res = await googleSignIn(new TestClient(googleEnv));
    expect(res.status).toBe(401);
  });

  it("refuses a code used twice", async () => {
    const client = new TestClient(googleEnv);
    const start = await client.fetch("/api/auth/google");
    const consent = issuer.authorize(start.headers.get("Location")!, sara);
    expect((await client.post("/api/auth/callback", { code: consent.code, state: consent.state })).status).toBe(200);
    const again = new TestClient(googleEnv);
    again.cookies = new Map(client.cookies);
    const replay = await again.post("/api/auth/callback", { code: consent.code, state: consent.state });
    expect(replay.status).not.toBe(200);
  });

  it("refuses a blocked user at sign-in and drops their open session", async () => {
    const client = new TestClient(googleEnv);
    const user = { ...sara, sub: "blocked-1", email: "blocked@example.com" };
    expect((await googleSignIn(client, "", user)).status).toBe(200);
    await env.DB.prepare("UPDATE users SET blocked = 1 WHERE email = ?").bind("blocked@example.com").run();
    expect((await client.fetch("/api/auth/user")).status).toBe(401);
    const res = await googleSignIn(new TestClient(googleEnv), "", user);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "user_blocked" });
  });
});

describe("development sign-in", () => {
  it("is offered when no Google client id is configured", async () => {
    const client = new TestClient();
    const start = await client.fetch("/api/auth/google?intent=premium");
    expect(start.status).toBe(302);
    expect(start.headers.get("Location")).toBe("/api/auth/dev?intent=premium");
    const page = await client.fetch("/api/auth/dev?intent=premium");
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("الدخول بحساب مجاني");
    expect(html).toContain("الدخول بحساب مميز");
  });

  it("signs in the premium test account from the page's form and lands on the intent's screen", async () => {
    const client = new TestClient();
    const res = await client.fetch("/api/auth/dev/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "account=premium&intent=premium&redirect=",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/premium");
    const access = await client.fetch("/api/user/access");
    expect(await access.json()).toMatchObject({ hasAccess: true });
  });

  it("gives the free account no access", async () => {
    const client = new TestClient();
    await client.devSignIn("free");
    expect(await (await client.fetch("/api/user/access")).json()).toEqual({ hasAccess: false, expiresAt: null });
  });

  it("is refused in production mode", async () => {
    const client = new TestClient({ APP_ENV: "production" });
    // The development-only middleware answers before the route: as if it did not exist.
    expect((await client.post("/api/auth/dev/login", { account: "free" })).status).toBe(404);
    expect((await client.fetch("/api/auth/dev")).status).toBe(404);
    expect((await client.fetch("/api/auth/google")).status).toBe(503);
  });

  it("is refused when Google is configured", async () => {
    const client = new TestClient(googleEnv);
    expect((await client.post("/api/auth/dev/login", { account: "free" })).status).toBe(403);
  });
});

describe("session calls", () => {
  it("answers 401 to a visitor", async () => {
    const client = new TestClient();
    const res = await client.fetch("/api/auth/user");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "unauthenticated", errors: [] });
    expect((await client.fetch("/api/user/access")).status).toBe(401);
  });

  it("refreshes the session with a new cookie and the same user", async () => {
    const client = new TestClient();
    const { user } = await client.devSignIn("free");
    const before = client.cookies.get("majlis_session");
    const res = await client.post("/api/auth/refresh");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { id: string } }).user.id).toBe(user.id);
    expect(client.cookies.get("majlis_session")).not.toBe(before);
    expect((await client.fetch("/api/auth/user")).status).toBe(200);
  });

  it("logs out with POST and revokes the session even if the cookie is replayed", async () => {
    const client = new TestClient();
    await client.devSignIn("free");
    const stolen = client.cookies.get("majlis_session")!;
    expect((await client.post("/api/auth/logout")).status).toBe(200);
    expect((await client.fetch("/api/auth/user")).status).toBe(401);
    const replay = new TestClient();
    replay.cookies.set("majlis_session", stolen);
    expect((await replay.fetch("/api/auth/user")).status).toBe(401);
  });

  it("logs out with GET and redirects home", async () => {
    const client = new TestClient();
    await client.devSignIn("premium");
    const res = await client.fetch("/api/auth/logout");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect((await client.fetch("/api/auth/user")).status).toBe(401);
  });

  it("sends a forced re-login to the sign-in start", async () => {
    const res = await new TestClient().fetch("/api/login");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/api/auth/google");
  });

  it("rejects a session cookie signed with another key", async () => {
    const client = new TestClient();
    client.cookies.set("majlis_session", "eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.AAAA");
    expect((await client.fetch("/api/auth/user")).status).toBe(401);
  });
});

describe("guests", () => {
  it("issues a prefixed guest id once and returns the same one after", async () => {
    const client = new TestClient();
    const first = await client.becomeGuest();
    expect(first).toMatch(/^anonymous_\d{13}_[a-z0-9]+$/);
    expect(await client.becomeGuest()).toBe(first);
    const cookie = client.cookies.get("majlis_guest")!;
    expect(cookie).not.toContain(first); // signed token, not the bare id
  });

  it("gives the browser a long-lived signed device id with its guest identity, kept when the guest identity is shed (issue 30)", async () => {
    const client = new TestClient();
    const res = await client.post("/api/auth/guest");
    const line = res.headers.getSetCookie().find((c) => c.startsWith("majlis_device="))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toContain(`Max-Age=${400 * 86_400}`);
    const device = client.cookies.get("majlis_device")!;
    expect(device.split(".")).toHaveLength(3); // a signed token, not a bare id
    // A new guest identity on the same browser: the device cookie is neither replaced nor renewed.
    client.cookies.delete("majlis_guest");
    const again = await client.post("/api/auth/guest");
    expect(again.headers.getSetCookie().some((c) => c.startsWith("majlis_device="))).toBe(false);
    expect(client.cookies.get("majlis_device")).toBe(device);
    // A forged one is not a device id: the browser gets a real one.
    const forged = new TestClient();
    forged.cookies.set("majlis_device", "device_forged");
    await forged.post("/api/auth/guest");
    expect(forged.cookies.get("majlis_device")).not.toBe("device_forged");
  });

  it("gives a signed-in browser a device id on its first contact (issue 30)", async () => {
    const client = new TestClient();
    await client.devSignIn("free");
    expect(client.cookies.has("majlis_device")).toBe(false);
    expect((await client.fetch("/api/auth/user")).status).toBe(200);
    expect(client.cookies.has("majlis_device")).toBe(true);
  });

  it("does not accept a guest token as a session", async () => {
    const client = new TestClient();
    await client.becomeGuest();
    client.cookies.set("majlis_session", client.cookies.get("majlis_guest")!);
    expect((await client.fetch("/api/auth/user")).status).toBe(401);
  });
});

describe("cross-site protection", () => {
  it("refuses a state-changing call from another origin", async () => {
    const client = new TestClient();
    const res = await client.fetch("/api/auth/guest", { method: "POST", json: {}, headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "cross_site_request" });
  });

  it("refuses a state-changing call that is not JSON", async () => {
    const client = new TestClient();
    const res = await client.fetch("/api/rooms", { method: "POST", body: "gameType=trivia-deception", headers: { "Content-Type": "text/plain" } });
    expect(res.status).toBe(415);
  });
});
