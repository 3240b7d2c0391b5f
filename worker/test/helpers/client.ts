import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../index";
import type { Env } from "../../../data/env";

export const ORIGIN = "http://majlis.test";

let issued = 0;
/**
 * The next caller address of this test file, from a counter: no two callers share a rate-limit
 * bucket by chance (each test file has its own database, so the count restarts with it).
 * 10.0.0.1, 10.0.0.2, … 10.0.0.250, 10.0.1.1, …: the last part stays below 251, so the
 * address after any of them is still a plain IPv4 address.
 */
export function nextTestAddress(): string {
  const n = issued++;
  return `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** A browser-like caller: keeps cookies between calls and sends same-origin JSON. */
export class TestClient {
  cookies = new Map<string, string>();
  /** Each client is its own address, so rate limits count per test caller. */
  address = nextTestAddress();
  constructor(private envOverrides: Partial<Env> = {}) {}

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      init = { ...init, body: JSON.stringify(init.json) };
    }
    if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
    headers.set("CF-Connecting-IP", this.address);
    if (this.cookies.size) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const request = new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: "manual" });
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, { ...env, ...this.envOverrides }, ctx);
    await waitOnExecutionContext(ctx);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  post(path: string, json: unknown = {}) {
    return this.fetch(path, { method: "POST", json });
  }

  /** Signs in through the development sign-in, as the free or the premium test account. */
  async devSignIn(account: "free" | "premium") {
    const res = await this.post("/api/auth/dev/login", { account });
    if (res.status !== 200) throw new Error(`dev sign-in failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as { user: { id: string } };
  }

  async becomeGuest() {
    const res = await this.post("/api/auth/guest");
    return ((await res.json()) as { playerId: string }).playerId;
  }
}
