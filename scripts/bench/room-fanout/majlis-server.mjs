// Majlis's side of the room fan-out benchmark: `npm run serve` on a scratch build and state,
// identities over HTTP as the page makes them, and the room actor's own metrics.
import { startScratchServe, turnRateLimitOff } from "../scratch-serve.mjs";
import { HTTP_TIMEOUT_MS, METRICS_TIMEOUT_MS, opts, SERVER_START_TIMEOUT_MS } from "./options.mjs";
import { cleanups, SetupError, sleep, tally } from "./util.mjs";

// ---------- our server: `npm run serve` on a scratch build and state ----------

export async function startServeServer() {
  let server;
  try {
    // A scratch build, so the benchmark never replaces a dist/ that someone is serving (--build serves one made before).
    server = await startScratchServe({
      name: "bench",
      build: opts.build ?? null,
      env: { CI: "true", WRANGLER_SEND_METRICS: "false" },
      timeoutMs: SERVER_START_TIMEOUT_MS,
      onStop: (stop) => cleanups.push(stop),
    });
    // State-changing API calls are limited per address (100/min by default); the setup makes thousands.
    turnRateLimitOff(server);
  } catch (error) {
    throw new SetupError(error.message);
  }
  return {
    baseUrl: server.url,
    server: { pid: server.pid },
    get log() {
      return server.log();
    },
    stop: server.stop,
  };
}

// ---------- HTTP identity set-up (our server only) ----------

export { cookieFrom } from "../room-socket.mjs";

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
      // The room's metrics are its host's: the creator, the room's first member, asks.
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
