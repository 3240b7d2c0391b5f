// The dev server's retry of a lost dispatch, on a real Vite server: a stand-in for the worker's
// handler reads each request's body as the Cloudflare plugin does and fails as undici does when
// workerd closed the connection first.
import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Plugin, type ViteDevServer } from "vite";
import { DISPATCH_RETRIES, dispatchRetry, lostConnection } from "./dispatch-retry";

const lost = (code: string) => new TypeError("fetch failed", { cause: Object.assign(new Error(code), { code }) });

/** What the stand-in saw, per path: each call's method and body. */
const calls = new Map<string, { method: string; body: string }[]>();

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** /lost-once fails on its first call only; /lost-always on every call; /broken with another error. */
function standInWorker(): Plugin {
  return {
    name: "stand-in-worker",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "").split("?")[0];
        bodyOf(req).then((body) => {
          const seen = calls.get(path) ?? [];
          seen.push({ method: req.method ?? "", body });
          calls.set(path, seen);
          if (path === "/lost-once" && seen.length === 1) return next(lost("UND_ERR_SOCKET"));
          if (path === "/lost-always") return next(lost("ECONNRESET"));
          if (path === "/broken") return next(new TypeError("fetch failed", { cause: new Error("certificate has expired") }));
          res.statusCode = 400;
          res.end(`answered ${req.method} ${body}`);
        }, next);
      });
    },
  };
}

let server: ViteDevServer;
let base: string;
beforeAll(async () => {
  server = await createServer({ configFile: false, logLevel: "silent", appType: "custom", server: { port: 0, host: "127.0.0.1", ws: false }, plugins: [standInWorker(), dispatchRetry()] });
  await server.listen();
  base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

describe("the dev server's retry of a lost dispatch", () => {
  it("knows a lost connection from other failures", () => {
    expect(lostConnection(lost("UND_ERR_SOCKET"))).toBe(true);
    expect(lostConnection(lost("ECONNRESET"))).toBe(true);
    expect(lostConnection(new TypeError("fetch failed", { cause: new Error("self-signed certificate") }))).toBe(false);
    expect(lostConnection(new TypeError("Failed to parse URL"))).toBe(false);
    expect(lostConnection(new Error("fetch failed"))).toBe(false);
  });

  it("sends a POST whose connection was lost again, with the same body, and answers what the worker answered", async () => {
    const res = await fetch(`${base}/lost-once`, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"a":"بيت"}' });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('answered POST {"a":"بيت"}');
    expect(calls.get("/lost-once")).toEqual([
      { method: "POST", body: '{"a":"بيت"}' },
      { method: "POST", body: '{"a":"بيت"}' },
    ]);
  });

  it("gives up after DISPATCH_RETRIES more tries, and never retries another failure", async () => {
    expect((await fetch(`${base}/lost-always`)).status).toBe(500);
    expect(calls.get("/lost-always")).toHaveLength(1 + DISPATCH_RETRIES);
    expect((await fetch(`${base}/broken`, { method: "PUT", body: "x" })).status).toBe(500);
    expect(calls.get("/broken")).toHaveLength(1);
  });

  it("passes every other request through once", async () => {
    const res = await fetch(`${base}/fine`, { method: "DELETE", body: "" });
    expect(await res.text()).toBe("answered DELETE ");
    expect(calls.get("/fine")).toHaveLength(1);
  });
});
