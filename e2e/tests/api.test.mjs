// Calls made straight to the dev server, as the page makes them.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { BASE_URL } from "../helpers.mjs";
import { BAD_BODIES, BAD_PARAMS, BAD_QUERIES, KNOWN_ROUTES, withParams } from "../../worker/test/malformed-cases.ts";

const post = (path, body) =>
  fetch(`${BASE_URL}${path}`, { method: "POST", headers: { "Content-Type": "application/json", Origin: BASE_URL }, body });

/** Malformed calls the dev server answers in the second test: none may be a 5xx. */
const CALLS = 1_000;

let calls = 0;
/**
 * Each call comes from its own address (the dev server passes CF-Connecting-IP on as a client
 * sets it), so per-address limits count these calls alone and never the rest of the suite's
 * 127.0.0.1; a counter, so no two share one.
 */
const nextAddress = () => {
  const n = calls++;
  return `10.35.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

/** The cookies a sign-in call sets, as one Cookie header. */
async function signIn(path, body) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: BASE_URL, "CF-Connecting-IP": nextAddress() },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, `${path}: ${await res.text()}`);
  return res.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
}

describe("state-changing calls through the dev server", () => {
  it("answers every call whose body the route does not read", async () => {
    // A request body left unread once made workerd drop the connection, and the
    // dev server's next request on it failed with a 500 (seen 1 in 8 calls).
    const statuses = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await post("/api/auth/guest", "{}")).status);
      statuses.push((await post("/api/auth/logout", "{}")).status);
    }
    assert.deepEqual(statuses.filter((s) => s !== 200), []);
  });

  it(`answers ${CALLS.toLocaleString("en")} malformed calls (paths, queries, bodies) below 500`, async () => {
    // A visitor, a guest and a signed-in player: the admin's routes run in the worker's own test,
    // on its own database, since their handlers would change what the rest of this suite reads.
    const identities = [null, await signIn("/api/auth/guest", {}), await signIn("/api/auth/dev/login", { account: "free" })];
    // Signing out ends the identity, so those routes go last.
    const routes = KNOWN_ROUTES.map((key) => key.split(" ")).sort(([, a], [, b]) => Number(a.endsWith("/logout")) - Number(b.endsWith("/logout")));
    const failures = [];
    for (let i = 0; i < CALLS; i++) {
      const [method, template] = routes[i % routes.length];
      const round = Math.floor(i / routes.length);
      const takesBody = method !== "GET" && method !== "HEAD";
      // Round by round: a bad parameter, a bad query, a bad body (a route that takes one), and again with the next of each.
      const kind = ["param", "query", "body"][round % 3];
      const path = kind === "param" ? withParams(template, BAD_PARAMS[(i + round) % BAD_PARAMS.length]) : withParams(template, "ABC123") + (kind === "query" ? BAD_QUERIES[(i + round) % BAD_QUERIES.length] : "");
      const headers = { Origin: BASE_URL, "CF-Connecting-IP": nextAddress() };
      const cookie = identities[(i + round) % identities.length];
      if (cookie) headers.Cookie = cookie;
      const init = { method, headers, redirect: "manual" };
      if (takesBody) {
        headers["Content-Type"] = "application/json";
        init.body = kind === "body" ? BAD_BODIES[(i + round) % BAD_BODIES.length] : "{}";
      }
      const res = await fetch(`${BASE_URL}${path}`, init);
      const text = await res.text();
      if (res.status >= 500) failures.push(`${method} ${path.slice(0, 80)} → ${res.status} ${text.slice(0, 120)}`);
    }
    assert.deepEqual(failures, []);
  });
});
