// Room fan-out benchmark: R rooms × P players on live sockets; each round every
// player changes their avatar once (sends spread evenly over ~1 s) and we time
// each change from send until every member of the room has its `avatar-updated`.
// The same workload then runs against a bare Node `ws` broadcast server
// (./ws-floor.mjs) as the floor, and both are printed side by side.
//
//   node scripts/bench/room-fanout.mjs [--rooms 200] [--players 8] [--rounds 5] [--url http://127.0.0.1:5173]
//
// Without --url it starts its own dev server (Vite + workerd) on a scratch
// state directory, exactly like e2e/run.mjs, turns the API rate limit off in
// that scratch D1, and samples the server's memory (RSS of Vite and its
// workerd children). Other options: --stagger-ms 1000, --concurrency 50,
// --timeout-ms 30000 (per update), --server-pid PID (memory of a --url server),
// --no-floor. Exits non-zero only when setup fails.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { startFloorServer } from "./ws-floor.mjs";

const root = resolve(import.meta.dirname, "../..");

// ---------- options ----------

const { values: opts } = parseArgs({
  options: {
    rooms: { type: "string", default: "200" },
    players: { type: "string", default: "8" },
    rounds: { type: "string", default: "5" },
    url: { type: "string" },
    "stagger-ms": { type: "string", default: "1000" },
    concurrency: { type: "string", default: "50" },
    "timeout-ms": { type: "string", default: "30000" },
    "server-pid": { type: "string" },
    "no-floor": { type: "boolean", default: false },
  },
});
const int = (name, min, max) => {
  const n = Number(opts[name]);
  if (!Number.isInteger(n) || n < min || n > max) usage(`--${name} must be an integer from ${min} to ${max}`);
  return n;
};
function usage(message) {
  console.error(`${message}\nusage: node scripts/bench/room-fanout.mjs [--rooms 200] [--players 8] [--rounds 5] [--url http://127.0.0.1:5173]`);
  process.exit(2);
}
const ROOMS = int("rooms", 1, 5_000);
// A room seats at most 10 (schema/limits.ts PLAYER_LIMITS.maxPlayers).
const PLAYERS = int("players", 2, 10);
const ROUNDS = int("rounds", 1, 1_000);
const STAGGER_MS = int("stagger-ms", 0, 60_000);
const CONCURRENCY = int("concurrency", 1, 1_000);
const UPDATE_TIMEOUT_MS = int("timeout-ms", 100, 600_000);
const HTTP_TIMEOUT_MS = 20_000;
const CONNECT_TIMEOUT_MS = 20_000;
const JOIN_TIMEOUT_MS = 20_000;
const SERVER_START_TIMEOUT_MS = 120_000;
const HEARTBEAT_MS = 25_000; // the page's heartbeat interval
const PING_FRAME = JSON.stringify({ type: "ping", data: {} });
if (opts.url) {
  let host;
  try {
    host = new URL(opts.url).hostname;
  } catch {
    usage(`--url is not a URL: ${opts.url}`);
  }
  if (!["127.0.0.1", "localhost", "[::1]", "::1"].includes(host) && !host.startsWith("127.")) usage("--url must be a loopback address");
}

// ---------- small helpers ----------

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();
const mib = (bytes) => bytes / 1024 / 1024;

class SetupError extends Error {}

/** Runs fn over items with at most `limit` in flight; never rejects (fn's errors are its own business). */
async function pool(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

const tally = (map, key, n = 1) => map.set(key, (map.get(key) ?? 0) + n);
const describeTally = (map) => [...map].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ×${n}`).join(", ");

// ---------- process memory and CPU from /proc ----------

const CLK_TCK = 100;

/** Every process of the tree rooted at `rootPid` (children found through /proc/<pid>/stat ppid). */
function processTree(rootPid) {
  const children = new Map();
  const stats = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pid = Number(name);
      const ppid = Number(fields[1]);
      stats.set(pid, { utime: Number(fields[11]), stime: Number(fields[12]) });
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(pid);
    } catch {}
  }
  const tree = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift();
    if (!stats.has(pid)) continue;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return { tree, stats };
}

function processName(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "?";
  }
}

function rssBytes(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples the summed RSS of a process tree every 200 ms, keeping the peak since the last reset. */
class MemorySampler {
  constructor(rootPid, rootLabel) {
    this.rootPid = rootPid;
    this.rootLabel = rootLabel;
    this.peak = 0;
    this.last = 0;
    this.processes = 0;
    this.timer = null;
  }
  sample() {
    const { tree } = processTree(this.rootPid);
    this.processes = Math.max(this.processes, tree.length);
    const parts = tree.map((pid) => [pid === this.rootPid && this.rootLabel ? this.rootLabel : processName(pid), rssBytes(pid)]);
    this.last = parts.reduce((sum, [, rss]) => sum + rss, 0);
    if (this.last >= this.peak) {
      this.peak = this.last;
      this.peakParts = parts;
    }
    return this.last;
  }
  /** "name RSS + name RSS" of the processes at the peak. */
  describePeak() {
    const byName = new Map();
    for (const [name, rss] of this.peakParts ?? []) tally(byName, name, rss);
    return [...byName].map(([name, rss]) => `${name} ${mib(rss).toFixed(0)}`).join(" + ");
  }
  start() {
    this.sample();
    this.timer = setInterval(() => this.sample(), 200);
    this.timer.unref();
  }
  resetPeak() {
    this.peak = 0;
    this.sample();
  }
  stop() {
    clearInterval(this.timer);
    this.sample();
  }
  /** User + system CPU seconds of the tree's live processes, in total and by pid. */
  cpu() {
    const { tree, stats } = processTree(this.rootPid);
    const byPid = new Map(tree.map((pid) => [pid, (stats.get(pid).utime + stats.get(pid).stime) / CLK_TCK]));
    const writtenByPid = new Map(
      tree.map((pid) => {
        try {
          return [pid, Number(/write_bytes:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/io`, "utf8"))?.[1] ?? 0)];
        } catch {
          return [pid, 0];
        }
      }),
    );
    const written = [...writtenByPid.values()].reduce((a, b) => a + b, 0);
    return { total: [...byPid.values()].reduce((a, b) => a + b, 0), byPid, written, writtenByPid };
  }
  /** CPU seconds and disk writes by process name between two cpu() readings. */
  describeCpu(before, after) {
    const cpu = new Map();
    const written = new Map();
    for (const [pid, t] of after.byPid) {
      const name = pid === this.rootPid && this.rootLabel ? this.rootLabel : processName(pid);
      tally(cpu, name, t - (before.byPid.get(pid) ?? 0));
      tally(written, name, after.writtenByPid.get(pid) - (before.writtenByPid.get(pid) ?? 0));
    }
    return [...cpu].map(([name, t]) => `${name} ${t.toFixed(2)} s CPU, ${mib(written.get(name)).toFixed(1)} MiB written`).join(" + ");
  }
}

// ---------- our dev server, started like e2e/run.mjs ----------

async function startDevServer() {
  const stateDir = mkdtempSync(join(tmpdir(), "majlis-bench-"));
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
  };
  cleanups.push(handle.stop);

  const setup = spawnSync(process.execPath, ["scripts/setup-local.mjs"], { cwd: root, env, encoding: "utf8", timeout: 120_000 });
  if (setup.status !== 0) throw new SetupError(`scripts/setup-local.mjs failed (${setup.status ?? setup.signal ?? setup.error})\n${setup.stdout}${setup.stderr}`);

  const server = spawn(process.execPath, [resolve(root, "node_modules/vite/bin/vite.js"), "dev"], {
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
  if (!ready) throw new SetupError(`the dev server did not start within ${SERVER_START_TIMEOUT_MS / 1000} s\n${handle.log.slice(-4_000)}`);

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

function cookieFrom(res, name) {
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
 * /api/auth/guest, intermittently fails with 500 "fetch failed": workerd drops
 * the connection and miniflare's pooled undici connection to it is reused.)
 */
async function postJson(baseUrl, path, body, cookie, retries) {
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

// ---------- one run of the workload against one server ----------

/**
 * target: { name, baseUrl, kind: "majlis" | "floor", sampler }
 * Returns the run's figures, or throws SetupError when not every player could join.
 */
async function runWorkload(target) {
  const { kind, baseUrl } = target;
  const origin = new URL(baseUrl).origin;
  const wsBase = baseUrl.replace(/^http/, "ws");
  const stats = {
    setupMs: 0,
    sent: 0,
    completed: 0,
    timedOut: 0,
    missingDeliveries: 0,
    avatarFrames: 0,
    unmatchedFrames: 0,
    latencies: [],
    otherFrames: new Map(),
    httpRetries: new Map(),
    errors: new Map(),
    closes: new Map(),
    wallMs: 0,
    idleRss: 0,
    peakRss: 0,
    serverCpu: NaN,
    clientCpu: NaN,
  };
  const rooms = Array.from({ length: ROOMS }, (_, r) => ({ index: r, code: null, members: [] }));
  const players = [];
  for (const room of rooms)
    for (let p = 0; p < PLAYERS; p++) {
      const player = { room, slot: p, playerId: null, cookie: null, ws: null, joined: false, avatar: null, pending: null, heartbeat: null };
      room.members.push(player);
      players.push(player);
    }
  const byId = new Map();
  const failures = new Map();
  const firstFailures = [];
  const fail = (stage, reason) => {
    tally(failures, `${stage}: ${reason}`);
    if (firstFailures.length < 5) firstFailures.push(`${stage}: ${reason}`);
  };
  let measuring = false;
  let tearingDown = false;

  if (target.sampler) stats.idleRss = target.sampler.sample();
  target.sampler?.resetPeak();
  const setupStart = now();

  // Rooms: one signed-in free test user creates them all.
  if (kind === "majlis") {
    let session;
    try {
      const res = await postJson(baseUrl, "/api/auth/dev/login", { account: "free" }, null, stats.httpRetries);
      session = cookieFrom(res, "majlis_session");
      await res.body?.cancel();
    } catch (error) {
      throw new SetupError(`dev sign-in failed: ${error.message}`);
    }
    if (!session) throw new SetupError("dev sign-in returned no majlis_session cookie");
    await pool(rooms, CONCURRENCY, async (room) => {
      try {
        const res = await postJson(baseUrl, "/api/rooms", { gameType: "trivia-deception" }, session, stats.httpRetries);
        room.code = (await res.json()).code;
      } catch (error) {
        fail("create room", error.name === "TimeoutError" ? `no answer within ${HTTP_TIMEOUT_MS} ms` : error.message);
      }
    });
  } else {
    for (const room of rooms) room.code = `R${room.index}`;
  }

  const onFrame = (player, raw) => {
    let msg;
    try {
      msg = JSON.parse(raw.toString());
    } catch {
      tally(stats.otherFrames, "unparsable");
      return;
    }
    if (msg.type === "avatar-updated") {
      if (!measuring) return tally(stats.otherFrames, "avatar-updated outside a round");
      stats.avatarFrames++;
      const sender = byId.get(msg.data?.playerId);
      const pending = sender?.pending;
      const a = msg.data?.avatar;
      if (pending && a && a.color === pending.avatar.color && a.face === pending.avatar.face && a.custom === pending.avatar.custom && pending.remaining.delete(player)) {
        if (pending.remaining.size === 0) {
          stats.latencies.push(now() - pending.sentAt);
          stats.completed++;
          clearTimeout(pending.timer);
          sender.pending = null;
          pending.done();
        }
      } else stats.unmatchedFrames++;
      return;
    }
    if (msg.type === "room-joined") return player.onJoined?.(msg);
    if (msg.type === "error") {
      tally(stats.errors, msg.data?.code ?? "unknown");
      return player.onJoinError?.(msg);
    }
    tally(stats.otherFrames, msg.type);
  };

  // Players: a guest identity each (our server), a socket, join-room, wait for room-joined.
  await pool(players, CONCURRENCY, async (player) => {
    const { room } = player;
    if (!room.code) return fail("join", "room was not created");
    if (kind === "majlis") {
      try {
        const res = await postJson(baseUrl, "/api/auth/guest", {}, null, stats.httpRetries);
        player.cookie = cookieFrom(res, "majlis_guest");
        player.playerId = (await res.json()).playerId;
        if (!player.cookie) return fail("guest", "no majlis_guest cookie");
      } catch (error) {
        return fail("guest", error.name === "TimeoutError" ? `no answer within ${HTTP_TIMEOUT_MS} ms` : error.message);
      }
    } else player.playerId = `floor_${room.index}_${player.slot}`;

    const outcome = await new Promise((resolveOutcome) => {
      let stage = "connect";
      const finish = (result) => {
        clearTimeout(timer);
        player.onJoined = player.onJoinError = null;
        resolveOutcome(result);
      };
      let timer = setTimeout(() => finish({ ok: false, reason: `no open within ${CONNECT_TIMEOUT_MS} ms` }), CONNECT_TIMEOUT_MS);
      const headers = { Origin: origin, ...(player.cookie ? { Cookie: player.cookie } : {}) };
      const ws = new WebSocket(`${wsBase}/ws?code=${encodeURIComponent(room.code)}`, { headers, perMessageDeflate: false, handshakeTimeout: CONNECT_TIMEOUT_MS });
      player.ws = ws;
      ws.on("message", (data) => onFrame(player, data));
      ws.on("unexpected-response", (_req, res) => {
        finish({ ok: false, reason: `upgrade refused: HTTP ${res.statusCode}` });
        res.resume();
        ws.terminate();
      });
      ws.on("error", (error) => {
        if (stage !== "joined") finish({ ok: false, reason: `${stage}: ${error.code ?? error.message}` });
      });
      ws.on("close", (code, reason) => {
        const why = `${code}${reason?.length ? ` ${reason}` : ""}`;
        if (stage !== "joined") finish({ ok: false, reason: `closed before room-joined (${why})` });
        else if (!tearingDown) tally(stats.closes, `${measuring ? "during rounds" : "after join"}: ${why}`);
        clearInterval(player.heartbeat);
      });
      ws.on("open", () => {
        stage = "join";
        clearTimeout(timer);
        timer = setTimeout(() => finish({ ok: false, reason: `no room-joined within ${JOIN_TIMEOUT_MS} ms` }), JOIN_TIMEOUT_MS);
        player.onJoined = (msg) => {
          stage = "joined";
          if (kind === "majlis" && msg.data?.playerId !== player.playerId) return finish({ ok: false, reason: "room-joined for another player id" });
          finish({ ok: true });
        };
        player.onJoinError = (msg) => finish({ ok: false, reason: `error ${msg.data?.code}` });
        ws.send(JSON.stringify({ type: "join-room", data: { nickname: `bench${player.slot + 1}`, isAnonymous: true } }));
      });
    });
    if (!outcome.ok) return fail("socket", outcome.reason);
    player.joined = true;
    byId.set(player.playerId, player);
    // The page's heartbeat, so a long set-up does not mark early seats offline.
    const first = setTimeout(() => {
      player.heartbeat = setInterval(() => player.ws.readyState === WebSocket.OPEN && player.ws.send(PING_FRAME), HEARTBEAT_MS);
      if (player.ws.readyState === WebSocket.OPEN) player.ws.send(PING_FRAME);
    }, Math.random() * HEARTBEAT_MS);
    player.ws.once("close", () => clearTimeout(first));
    player.heartbeatStart = first;
  });
  stats.setupMs = now() - setupStart;
  target.sampler?.sample();
  stats.setupPeakRss = target.sampler?.peak ?? 0;
  stats.setupPeakParts = target.sampler?.describePeak();

  const teardown = async (graceful) => {
    tearingDown = true;
    for (const p of players) {
      clearTimeout(p.heartbeatStart);
      clearInterval(p.heartbeat);
      if (!p.ws) continue;
      if (graceful && p.ws.readyState === WebSocket.OPEN) p.ws.close(1000, "bench done");
      else p.ws.terminate();
    }
    if (graceful) {
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline && players.some((p) => p.ws && p.ws.readyState !== WebSocket.CLOSED)) await sleep(100);
      for (const p of players) p.ws?.terminate();
    }
  };

  const joined = players.filter((p) => p.joined).length;
  if (joined < players.length) {
    await teardown(false);
    const error = new SetupError(
      `${target.name}: only ${joined} of ${players.length} players joined after ${(stats.setupMs / 1000).toFixed(1)} s.\n` +
        `  failures: ${describeTally(failures)}\n  first: ${firstFailures.join(" | ")}` +
        (stats.httpRetries.size ? `\n  HTTP retries: ${describeTally(stats.httpRetries)}` : ""),
    );
    throw error;
  }

  // A moment for the last joins' broadcasts to settle before measuring.
  await sleep(1_000);
  for (const key of [...stats.otherFrames.keys()]) stats.otherFrames.delete(key);
  stats.framesBeforeRounds = 0;
  const cpuBefore = target.sampler?.cpu();
  const clientCpuBefore = process.cpuUsage();
  target.sampler?.resetPeak();
  measuring = true;
  const start = now();
  stats.loadBefore = loadavg()[0];

  const randomAvatar = (previous) => {
    for (;;) {
      const avatar = { color: 2 + Math.floor(Math.random() * 5), face: 7 + Math.floor(Math.random() * 8), custom: 15 + Math.floor(Math.random() * 9) };
      if (!previous || avatar.color !== previous.color || avatar.face !== previous.face || avatar.custom !== previous.custom) return avatar;
    }
  };

  for (let round = 0; round < ROUNDS; round++) {
    // Each player sends once per round and the round ends when every update has reached
    // its whole room (or timed out), so no player ever has two updates outstanding.
    await Promise.all(
      players.map(
        (player) =>
          new Promise((done) => {
            setTimeout(() => {
              if (player.ws.readyState !== WebSocket.OPEN) {
                tally(stats.errors, "socket closed before send");
                return done();
              }
              const avatar = randomAvatar(player.avatar);
              player.avatar = avatar;
              const pending = { avatar, sentAt: now(), remaining: new Set(player.room.members), done, timer: null };
              pending.timer = setTimeout(() => {
                stats.timedOut++;
                stats.missingDeliveries += pending.remaining.size;
                player.pending = null;
                done();
              }, UPDATE_TIMEOUT_MS);
              player.pending = pending;
              stats.sent++;
              const frame =
                kind === "majlis"
                  ? { type: "update-avatar", data: { avatar } }
                  : { type: "avatar-updated", data: { playerId: player.playerId, avatar } };
              player.ws.send(JSON.stringify(frame));
            }, Math.random() * STAGGER_MS);
          }),
      ),
    );
  }
  stats.wallMs = now() - start;
  stats.loadAfter = loadavg()[0];
  const cpuAfter = target.sampler?.cpu();
  const clientCpu = process.cpuUsage(clientCpuBefore);
  stats.serverCpu = cpuAfter ? cpuAfter.total - cpuBefore.total : NaN;
  stats.serverWritten = cpuAfter ? cpuAfter.written - cpuBefore.written : NaN;
  stats.serverCpuParts = cpuAfter && target.sampler.describeCpu(cpuBefore, cpuAfter);
  stats.clientCpu = (clientCpu.user + clientCpu.system) / 1e6;
  target.sampler?.sample();
  stats.peakRss = target.sampler?.peak ?? 0;
  stats.peakParts = target.sampler?.describePeak();
  // Late frames (after a timeout) still count as unmatched; give them a moment.
  await sleep(500);
  measuring = false;
  await teardown(kind === "majlis" && !target.ownServer);
  stats.latencies.sort((a, b) => a - b);
  return stats;
}

// ---------- report ----------

function summarise(stats) {
  const l = stats.latencies;
  return {
    p50: percentile(l, 50),
    p95: percentile(l, 95),
    p99: percentile(l, 99),
    max: l.length ? l[l.length - 1] : NaN,
    rate: stats.avatarFrames / (stats.wallMs / 1000),
  };
}

function printTable(config, ours, floor) {
  const a = summarise(ours);
  const b = floor ? summarise(floor) : null;
  const fmt = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : "n/a");
  const ratio = (x, y) => (Number.isFinite(x) && Number.isFinite(y) && y > 0 ? `${(x / y).toFixed(2)}×` : "");
  const rows = [
    ["setup (rooms, guests, sockets, joins) s", fmt(ours.setupMs / 1000), b && fmt(floor.setupMs / 1000), ""],
    ["updates sent", String(ours.sent), b && String(floor.sent), ""],
    ["updates delivered to whole room", String(ours.completed), b && String(floor.completed), ""],
    ["updates timed out", String(ours.timedOut), b && String(floor.timedOut), ""],
    ["  member deliveries missing", String(ours.missingDeliveries), b && String(floor.missingDeliveries), ""],
    ["latency p50 ms", fmt(a.p50), b && fmt(b.p50), b && ratio(a.p50, b.p50)],
    ["latency p95 ms", fmt(a.p95), b && fmt(b.p95), b && ratio(a.p95, b.p95)],
    ["latency p99 ms", fmt(a.p99), b && fmt(b.p99), b && ratio(a.p99, b.p99)],
    ["latency max ms", fmt(a.max), b && fmt(b.max), b && ratio(a.max, b.max)],
    ["avatar-updated frames received", String(ours.avatarFrames), b && String(floor.avatarFrames), ""],
    ["  unmatched/late frames", String(ours.unmatchedFrames), b && String(floor.unmatchedFrames), ""],
    ["measured wall time s", fmt(ours.wallMs / 1000, 2), b && fmt(floor.wallMs / 1000, 2), ""],
    ["delivered msgs/s", fmt(a.rate, 0), b && fmt(b.rate, 0), b && ratio(a.rate, b.rate)],
    ["server RSS idle MiB", ours.idleRss ? fmt(mib(ours.idleRss)) : "n/a", b && fmt(mib(floor.idleRss)), ""],
    ["server RSS peak, setup MiB", ours.setupPeakRss ? fmt(mib(ours.setupPeakRss)) : "n/a", b && fmt(mib(floor.setupPeakRss)), ""],
    ["server RSS peak, rounds MiB", ours.peakRss ? fmt(mib(ours.peakRss)) : "n/a", b && fmt(mib(floor.peakRss)), b && ours.peakRss ? ratio(ours.peakRss, floor.peakRss) : ""],
    ["server CPU during rounds s", fmt(ours.serverCpu, 2), b && fmt(floor.serverCpu, 2), b && ratio(ours.serverCpu, floor.serverCpu)],
    ["server disk writes during rounds MiB", fmt(mib(ours.serverWritten)), b && fmt(mib(floor.serverWritten)), ""],
    ["bench client CPU during rounds s", fmt(ours.clientCpu, 2), b && fmt(floor.clientCpu, 2), ""],
    ["machine load avg (1 min) before/after", `${fmt(ours.loadBefore, 2)}/${fmt(ours.loadAfter, 2)}`, b && `${fmt(floor.loadBefore, 2)}/${fmt(floor.loadAfter, 2)}`, ""],
  ];
  const head = ["", "majlis (vite+workerd)", b ? "floor (node ws)" : "", b ? "ours/floor" : ""];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? "").length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c ?? "").padEnd(widths[i]) : String(c ?? "").padStart(widths[i]))).join("  ");
  console.log("");
  console.log(`room fan-out: ${config}`);
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
  for (const [name, s] of [["majlis", ours], ["floor", floor]]) {
    if (!s) continue;
    const notes = [];
    if (s.httpRetries.size) notes.push(`set-up HTTP retries: ${describeTally(s.httpRetries)}`);
    if (s.errors.size) notes.push(`error frames: ${describeTally(s.errors)}`);
    if (s.closes.size) notes.push(`sockets closed by the server: ${describeTally(s.closes)}`);
    if (s.otherFrames.size) notes.push(`other frames during rounds: ${describeTally(s.otherFrames)}`);
    if (s.serverCpuParts) notes.push(`server during rounds (${(s.wallMs / 1000).toFixed(2)} s wall) by process: ${s.serverCpuParts}`);
    if (s.setupPeakParts) notes.push(`peak RSS by process (MiB), setup: ${s.setupPeakParts}; rounds: ${s.peakParts}`);
    for (const note of notes) console.log(`${name}: ${note}`);
  }
}

// ---------- main ----------

const cleanups = [];
async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch {}
  }
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, async () => {
    await cleanup();
    process.exit(130);
  });

let status = 0;
try {
  const config = `${ROOMS} rooms × ${PLAYERS} players (${ROOMS * PLAYERS} sockets), ${ROUNDS} rounds, sends spread over ${STAGGER_MS} ms per round`;
  console.log(`room fan-out: ${config}`);
  let ours;
  {
    let baseUrl = opts.url?.replace(/\/+$/, "");
    let dev = null;
    let sampler = null;
    if (!baseUrl) {
      console.log("starting the dev server on a scratch state directory …");
      dev = await startDevServer();
      baseUrl = dev.baseUrl;
      sampler = new MemorySampler(dev.server.pid, "vite (node)");
      console.log(`dev server up at ${baseUrl}; rate limit off in its scratch D1`);
    } else if (opts["server-pid"]) sampler = new MemorySampler(Number(opts["server-pid"]));
    sampler?.start();
    try {
      console.log(`majlis: setting up ${ROOMS} rooms and ${ROOMS * PLAYERS} players …`);
      const logStart = dev?.log.length ?? 0;
      ours = await runWorkload({ name: "majlis", kind: "majlis", baseUrl, sampler, ownServer: !!dev });
      ours.processes = sampler?.processes;
      if (dev) {
        const problems = dev.log
          .slice(logStart)
          .split("\n")
          .filter((l) => /error|exception|fail|unhandled|warn/i.test(l));
        if (problems.length) ours.serverLogProblems = problems;
      }
    } catch (error) {
      if (dev) console.error(`--- dev server log (tail) ---\n${dev.log.slice(-3_000)}`);
      throw error;
    } finally {
      sampler?.stop();
      await dev?.stop();
    }
  }

  let floor = null;
  if (!opts["no-floor"]) {
    console.log("floor: starting the Node ws broadcast server …");
    const server = await startFloorServer();
    cleanups.push(server.stop);
    const sampler = new MemorySampler(server.pid, "ws-floor (node)");
    sampler.start();
    try {
      floor = await runWorkload({ name: "floor", kind: "floor", baseUrl: server.url, sampler });
    } finally {
      sampler.stop();
      await server.stop();
    }
  }

  printTable(config, ours, floor);
  if (ours.serverLogProblems) {
    console.log(`dev server log lines mentioning errors/warnings (${ours.serverLogProblems.length}):`);
    for (const l of ours.serverLogProblems.slice(0, 20)) console.log(`  ${l.slice(0, 300)}`);
  }
} catch (error) {
  status = 1;
  console.error(error instanceof SetupError ? `setup failed: ${error.message}` : error);
} finally {
  await cleanup();
}
process.exit(status);
