// Majlis's side of the room fan-out benchmark: `npm run serve` on a scratch build and state,
// identities over HTTP as the page makes them, and the room actor's own metrics.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { HTTP_TIMEOUT_MS, METRICS_TIMEOUT_MS, opts, root, SERVER_START_TIMEOUT_MS } from "./options.mjs";
import { cleanups, freePort, SetupError, sleep, tally } from "./util.mjs";

// ---------- our server: `npm run serve` on a scratch build and state ----------

export async function startServeServer() {
  const stateDir = mkdtempSync(join(tmpdir(), "majlis-bench-state-"));
  // A scratch build, so the benchmark never replaces a dist/ that someone is serving.
  const outDir = opts.build ? resolve(opts.build) : mkdtempSync(join(tmpdir(), "majlis-bench-dist-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    MAJLIS_STATE_DIR: stateDir,
    PORT: String(port),
    PATH: `${root}/node_modules/.bin:${process.env.PATH}`,
    CI: "true",
    WRANGLER_SEND_METRICS: "false",
  };
  const handle = { stateDir, baseUrl, server: null, log: "", stopped: false };
  handle.stop = async () => {
    if (handle.stopped) return;
    handle.stopped = true;
    const server = handle.server;
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {}
      if ((await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)])) === false) {
        try {
          process.kill(-server.pid, "SIGKILL");
        } catch {}
        await Promise.race([exited, sleep(2_000)]);
      }
    }
    rmSync(stateDir, { recursive: true, force: true });
    if (!opts.build) rmSync(outDir, { recursive: true, force: true });
  };
  cleanups.push(handle.stop);

  // scripts/serve.mjs migrates the scratch D1, builds, then runs wrangler dev on the build.
  const server = spawn(process.execPath, [resolve(root, "scripts/serve.mjs"), "--out-dir", outDir, ...(opts.build ? ["--no-build"] : [])], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  handle.server = server;
  const keep = (d) => {
    handle.log += d;
    if (handle.log.length > 2_000_000) handle.log = handle.log.slice(-1_000_000);
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);

  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let ready = false;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      // The first API request also loads the seed content (and with it the admin settings row).
      const games = await fetch(`${baseUrl}/api/games`, { signal: AbortSignal.timeout(30_000) });
      if (games.ok && (await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(30_000) })).ok) {
        ready = true;
        break;
      }
    } catch {}
    await sleep(500);
  }
  if (!ready) {
    const why = server.exitCode !== null ? `exited with ${server.exitCode}` : `did not start within ${SERVER_START_TIMEOUT_MS / 1000} s`;
    throw new SetupError(`npm run serve ${why}\n${handle.log.slice(-4_000)}`);
  }

  // State-changing API calls are limited per address (100/min by default); the setup makes thousands.
  const security = JSON.stringify({ enableRateLimit: false, rateLimitPerMinute: 100, sessionTimeout: 24 });
  const sql = `UPDATE admin_settings SET value_json = '${security}' WHERE section = 'security'; SELECT value_json FROM admin_settings WHERE section = 'security'`;
  const d1 = spawnSync(resolve(root, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json", "--command", sql], {
    cwd: root,
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  if (d1.status !== 0 || !d1.stdout.includes('\\"enableRateLimit\\":false'))
    throw new SetupError(`could not turn the rate limit off in the local D1 (${d1.status ?? d1.signal ?? d1.error})\n${d1.stdout}${d1.stderr}`);
  return handle;
}

// ---------- HTTP identity set-up (our server only) ----------

export function cookieFrom(res, name) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    if (pair.startsWith(`${name}=`)) return pair.trim();
  }
  return null;
}

/**
 * POSTs JSON as our own page would. Waits out a 429 (per its Retry-After) and
 * retries a 5xx a few times; every retry is tallied in `retries` and reported.
 * (Through the Vite dev proxy a POST whose body the worker never reads, like
 * /api/auth/guest, once failed now and then with 500 "fetch failed": workerd drops
 * the connection and miniflare's pooled undici connection to it is reused. The dev
 * server now sends such a request again itself, scripts/vite/dispatch-retry.ts; a
 * 5xx tallied here is the server's own.)
 */
export async function postJson(baseUrl, path, body, cookie, retries) {
  const origin = new URL(baseUrl).origin;
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (res.status === 429 && attempt < 3) {
      const wait = Math.min(65, Number(res.headers.get("Retry-After")) || 10);
      await res.body?.cancel();
      if (retries) tally(retries, `POST ${path} → HTTP 429, waited ${wait} s`);
      await sleep(wait * 1000 + Math.random() * 1000);
      continue;
    }
    if (res.status >= 500 && attempt < 3) {
      const text = await res.text().catch(() => "");
      if (retries) tally(retries, `POST ${path} → HTTP ${res.status}${/fetch failed/.test(text) ? " (dev proxy: fetch failed)" : ""}, retried`);
      await sleep(100 + Math.random() * 200);
      continue;
    }
    if (!res.ok) {
      const text = await res.text().catch(() => "");
      let code = "";
      try {
        code = JSON.parse(text)?.error?.code ?? JSON.parse(text)?.code ?? "";
      } catch {}
      throw new Error(`POST ${path} → HTTP ${res.status}${code ? ` ${code}` : ""}`);
    }
    return res;
  }
}

// ---------- the room actor's own metrics ----------

/** Asks the room of one player's socket for its metrics; null when no answer comes in time. */
function requestMetrics(player) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      player.onMetrics = null;
      resolve(null);
    }, METRICS_TIMEOUT_MS);
    player.onMetrics = (data) => {
      clearTimeout(timer);
      player.onMetrics = null;
      resolve(data);
    };
    player.send({ type: "metrics-request", data: {} });
  });
}

/** Every room's metrics (one socket asks for each), in room order; null where no answer came. */
export function roomMetrics(rooms) {
  return Promise.all(
    rooms.map((room) => {
      // The room's metrics are its host's (issue 37): the creator, the room's first member, asks.
      const player = [room.members[0]].find((m) => m?.joined && m.isOpen());
      return player ? requestMetrics(player) : null;
    }),
  );
}

/**
 * Storage bytes and writes per avatar change over the rooms whose counters
 * can be compared: both answers carry them and the actor instance is the same
 * (its uptime did not go back; a room that hibernated and woke counts from
 * zero again). Figures are NaN when no room qualifies (an actor from before
 * `storageWrites` and `bytesWritten`).
 */
export function storagePerAvatar(rooms, before, after) {
  let bytes = 0;
  let writes = 0;
  let sent = 0;
  let restarted = 0;
  rooms.forEach((room, i) => {
    const [b, a] = [before?.[i], after?.[i]];
    if (typeof b?.bytesWritten !== "number" || typeof a?.bytesWritten !== "number") return;
    if (a.uptimeMs < b.uptimeMs) return void restarted++;
    bytes += a.bytesWritten - b.bytesWritten;
    writes += a.storageWrites - b.storageWrites;
    sent += room.sent;
  });
  return { bytes: sent ? bytes / sent : NaN, writes: sent ? writes / sent : NaN, restarted };
}
