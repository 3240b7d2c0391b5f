// Room fan-out benchmark: R rooms × P players on live sockets; each round every
// player changes their avatar once (sends spread evenly over ~1 s) and we time
// each change from send until every member of the room has its `avatar-updated`.
// The same workload runs on several servers, printed side by side:
//   floor   a bare Node `ws` broadcast server (./ws-floor.mjs), the least a room server can do;
//   peer    a Colyseus 0.18 room server (./colyseus-peer.mjs), the usual Node game room server;
//   workerd relay (+put)  the floor's relay as one Durable Object per room on this workerd
//           (./workerd-floor.mjs), without and with one storage put per frame: what the
//           runtime itself costs before any room logic (--no-workerd-floor skips them);
//   majlis  the app's room actor.
// For Majlis it also reads the actor's storage metrics before and after the
// rounds (bytes written per avatar change) and plays one short most-likely vote
// (bytes written per vote), and it prints the targets of issue 25 as met / not met.
// The app runs twice on one `npm run serve`: through wrangler's proxy (its public port)
// and on the app's workerd directly, the production-like path the targets are judged on
// (--path both|proxy|direct).
//
//   node scripts/bench/room-fanout.mjs [--rooms 200] [--players 8] [--rounds 5] [--url http://127.0.0.1:5173]
//
// Without --url it starts `npm run serve`'s server (scripts/serve.mjs: the built
// app under `wrangler dev`, workerd only on the data path) on a scratch build
// and state directory, turns the API rate limit off in that scratch D1, and
// samples the server's CPU and memory (every process of its tree). With --url
// it uses a running server (`npm start`'s dev server or `npm run serve`).
// Other options: --stagger-ms 1000, --concurrency 50, --timeout-ms 30000 (per
// update), --server-pid PID (CPU and memory of a --url server), --build DIR
// (serve that existing build, the folder holding majlis/wrangler.json, instead
// of building one), --no-floor, --no-peer, --no-votes. Exits non-zero only
// when setup fails.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { Client as PeerClient } from "@colyseus/sdk";
import { PEER_ROOM, startPeerServer } from "./colyseus-peer.mjs";
import { startFloorServer } from "./ws-floor.mjs";
import { listeningPorts, startWorkerdFloor } from "./workerd-floor.mjs";

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
    "no-peer": { type: "boolean", default: false },
    "no-votes": { type: "boolean", default: false },
    "no-workerd-floor": { type: "boolean", default: false },
    build: { type: "string" },
    path: { type: "string", default: "both" },
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
if (!["both", "direct", "proxy"].includes(opts.path)) usage("--path must be both, direct or proxy");
const HTTP_TIMEOUT_MS = 20_000;
const CONNECT_TIMEOUT_MS = 20_000;
const JOIN_TIMEOUT_MS = 20_000;
// Includes the build (vite build of the app) and the D1 migrations.
const SERVER_START_TIMEOUT_MS = 180_000;
const METRICS_TIMEOUT_MS = 15_000;
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
    const name = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
    if (name !== "workerd") return name;
    // wrangler dev runs two: its proxy answers the public port and hands each request to the app's, which listens on a port of its own choosing.
    return /--socket-addr=entry=[^\0]*:0\0/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8")) ? "workerd (app)" : "workerd (wrangler proxy)";
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

/** TCP ports a process listens on, from its socket inodes and /proc/net/tcp. */
/**
 * The app's own workerd, answered without wrangler's proxy in front: how a deployed
 * worker meets its sockets (the edge hands them straight to the runtime). The app
 * listens on a port it picks; the one that serves the API is its entry.
 */
async function directEntryUrl(rootPid) {
  const app = processTree(rootPid).tree.find((pid) => processName(pid) === "workerd (app)");
  if (!app) throw new SetupError("no app workerd under npm run serve");
  for (const port of listeningPorts(app)) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/games`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return `http://127.0.0.1:${port}`;
    } catch {}
  }
  throw new SetupError(`the app workerd (pid ${app}) answers the API on none of its ports`);
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
  /** RSS at the peak of the processes whose name starts with `name`. */
  peakOf(name) {
    return (this.peakParts ?? []).filter(([n]) => n.startsWith(name)).reduce((sum, [, rss]) => sum + rss, 0);
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

// ---------- our server: `npm run serve` on a scratch build and state ----------

async function startServeServer() {
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
function roomMetrics(rooms) {
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
function storagePerAvatar(rooms, before, after) {
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

// ---------- one run of the workload against one server ----------

/**
 * target: { name, baseUrl, kind: "majlis" | "floor" | "peer", sampler }
 * Every player gets send(frame), isOpen() and close(graceful), so the rounds
 * are the same code whether the socket is a plain `ws` or a Colyseus room.
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
  const rooms = Array.from({ length: ROOMS }, (_, r) => ({ index: r, code: null, members: [], sent: 0 }));
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
  const peerClient = kind === "peer" ? new PeerClient(baseUrl) : null;

  /** Creates (no roomId) or joins a Colyseus room for this player; resolves { ok, reason }. */
  async function joinPeer(player, roomId) {
    const options = { nickname: `bench${player.slot + 1}` };
    let peerRoom;
    try {
      const joining = roomId ? peerClient.joinById(roomId, options) : peerClient.create(PEER_ROOM, options);
      peerRoom = await Promise.race([joining, sleep(JOIN_TIMEOUT_MS).then(() => null)]);
    } catch (error) {
      return { ok: false, reason: error.message ?? String(error) };
    }
    if (!peerRoom) return { ok: false, reason: `no join within ${JOIN_TIMEOUT_MS} ms` };
    player.peerRoom = peerRoom;
    player.playerId = peerRoom.sessionId;
    player.send = (frame) => peerRoom.send(frame.type, frame.data);
    player.isOpen = () => peerRoom.connection.isOpen;
    // A consented leave: the SDK would otherwise try to reconnect once the peer server stops.
    player.close = () => peerRoom.leave(true).catch(() => {});
    peerRoom.onMessage("avatar-updated", (data) => onAvatarUpdated(player, data));
    peerRoom.onMessage("error", (data) => tally(stats.errors, data?.code ?? "unknown"));
    peerRoom.onLeave((code) => {
      if (!tearingDown) tally(stats.closes, `${measuring ? "during rounds" : "after join"}: ${code}`);
    });
    return { ok: true };
  }

  // Rooms: each room's first player creates it as a guest (a creator may hold only a few open rooms).
  if (kind === "majlis") {
    await pool(rooms, CONCURRENCY, async (room) => {
      const host = room.members[0];
      try {
        const guest = await postJson(baseUrl, "/api/auth/guest", {}, null, stats.httpRetries);
        host.cookie = cookieFrom(guest, "majlis_guest");
        host.playerId = (await guest.json()).playerId;
        if (!host.cookie) return fail("create room", "no majlis_guest cookie");
        const res = await postJson(baseUrl, "/api/rooms", { gameType: "trivia-deception" }, host.cookie, stats.httpRetries);
        room.code = (await res.json()).code;
      } catch (error) {
        fail("create room", error.name === "TimeoutError" ? `no answer within ${HTTP_TIMEOUT_MS} ms` : error.message);
      }
    });
  } else if (kind === "peer") {
    // A Colyseus room exists once someone creates it: each room's first player does, the rest join it by id.
    await pool(rooms, CONCURRENCY, async (room) => {
      const outcome = await joinPeer(room.members[0], null);
      if (outcome.ok) room.code = room.members[0].peerRoom.roomId;
      else fail("create room", outcome.reason);
    });
  } else {
    for (const room of rooms) room.code = `R${room.index}`;
  }

  const onAvatarUpdated = (player, data) => {
    if (!measuring) return tally(stats.otherFrames, "avatar-updated outside a round");
    stats.avatarFrames++;
    const sender = byId.get(data?.playerId);
    const pending = sender?.pending;
    const a = data?.avatar;
    if (pending && a && a.color === pending.avatar.color && a.face === pending.avatar.face && a.custom === pending.avatar.custom && pending.remaining.delete(player)) {
      if (pending.remaining.size === 0) {
        stats.latencies.push(now() - pending.sentAt);
        stats.completed++;
        clearTimeout(pending.timer);
        sender.pending = null;
        pending.done();
      }
    } else stats.unmatchedFrames++;
  };

  const onFrame = (player, raw) => {
    let msg;
    try {
      msg = JSON.parse(raw.toString());
    } catch {
      tally(stats.otherFrames, "unparsable");
      return;
    }
    if (msg.type === "avatar-updated") return onAvatarUpdated(player, msg.data);
    if (msg.type === "metrics-response") return player.onMetrics?.(msg.data);
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
    if (kind === "peer") {
      const outcome = player.peerRoom ? { ok: true } : await joinPeer(player, room.code);
      if (!outcome.ok) return fail("join", outcome.reason);
      player.joined = true;
      byId.set(player.playerId, player);
      return;
    }
    if (kind === "majlis" && !player.cookie) {
      try {
        const res = await postJson(baseUrl, "/api/auth/guest", {}, null, stats.httpRetries);
        player.cookie = cookieFrom(res, "majlis_guest");
        player.playerId = (await res.json()).playerId;
        if (!player.cookie) return fail("guest", "no majlis_guest cookie");
      } catch (error) {
        return fail("guest", error.name === "TimeoutError" ? `no answer within ${HTTP_TIMEOUT_MS} ms` : error.message);
      }
    } else if (kind !== "majlis") player.playerId = `floor_${room.index}_${player.slot}`;

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
      player.send = (frame) => ws.send(JSON.stringify(frame));
      player.isOpen = () => ws.readyState === WebSocket.OPEN;
      player.close = (graceful) => (graceful && ws.readyState === WebSocket.OPEN ? ws.close(1000, "bench done") : ws.terminate());
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
    const closing = [];
    for (const p of players) {
      clearTimeout(p.heartbeatStart);
      clearInterval(p.heartbeat);
      closing.push(p.close?.(graceful));
    }
    if (kind === "peer") await Promise.race([Promise.all(closing), sleep(5_000)]);
    else if (graceful) {
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
  if (kind === "majlis") stats.metricsBefore = await roomMetrics(rooms);
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
              if (!player.isOpen()) {
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
              player.room.sent++;
              // The floor only relays, so its clients send the announcement themselves.
              const frame =
                kind === "floor"
                  ? { type: "avatar-updated", data: { playerId: player.playerId, avatar } }
                  : { type: "update-avatar", data: { avatar } };
              player.send(frame);
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
  // wrangler's own Node processes (and esbuild) supervise; only workerd carries frames.
  if (kind === "majlis") stats.peakWorkerdRss = target.sampler?.peakOf("workerd") ?? 0;
  // Late frames (after a timeout) still count as unmatched; give them a moment.
  await sleep(500);
  measuring = false;
  if (kind === "majlis") stats.storage = storagePerAvatar(rooms, stats.metricsBefore, await roomMetrics(rooms));
  await teardown(kind === "majlis" && !target.ownServer);
  stats.latencies.sort((a, b) => a - b);
  return stats;
}

// ---------- bytes written per vote: one most-likely round in a room of 8 ----------

/** A socket to a Majlis room; next(types) resolves with the next frame of one of those types. */
function openRoomSocket(baseUrl, code, cookie) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws?code=${encodeURIComponent(code)}`, {
      headers: { Origin: new URL(baseUrl).origin, Cookie: cookie },
      perMessageDeflate: false,
      handshakeTimeout: CONNECT_TIMEOUT_MS,
    });
    const waiters = new Set();
    const socket = {
      playerId: null,
      errors: [],
      send: (frame) => ws.send(JSON.stringify(frame)),
      next: (types, timeoutMs = JOIN_TIMEOUT_MS) =>
        new Promise((resolveFrame, rejectFrame) => {
          const waiter = { types, resolve: resolveFrame };
          waiter.timer = setTimeout(() => {
            waiters.delete(waiter);
            rejectFrame(new Error(`no ${types.join(" or ")} within ${timeoutMs} ms`));
          }, timeoutMs);
          waiters.add(waiter);
        }),
      close: () => ws.terminate(),
    };
    ws.on("message", (raw) => {
      let msg;
      try {
        msg = JSON.parse(raw.toString());
      } catch {
        return;
      }
      if (msg.type === "error") socket.errors.push(msg.data?.code ?? "unknown");
      if (msg.type === "submission-error") socket.errors.push(`${msg.data?.action}: ${msg.data?.message}`);
      for (const waiter of waiters)
        if (waiter.types.includes(msg.type)) {
          waiters.delete(waiter);
          clearTimeout(waiter.timer);
          waiter.resolve(msg);
        }
    });
    ws.on("open", () => resolve(socket));
    ws.on("error", reject);
    ws.on("unexpected-response", (_req, res) => {
      res.resume();
      reject(new Error(`upgrade refused: HTTP ${res.statusCode}`));
    });
  });
}

const VOTERS = 8;

/**
 * The premium test user creates a most-likely room (a premium game; its first
 * phase is the vote) and joins it as admin with seven guests; the admin starts
 * the game on the first category, then each player votes once. After each vote
 * the voter's own socket asks for the state (one socket's frames are handled in
 * order, so the vote is stored by the time it is answered), then the admin asks
 * for the metrics, which are the host's alone (issue 37). The last vote also ends the
 * phase (round results). Returns { perVote: [{ bytes, writes }], errors }.
 */
async function measureVotes(baseUrl) {
  const retries = new Map();
  const login = await postJson(baseUrl, "/api/auth/dev/login", { account: "premium" }, null, retries);
  const session = cookieFrom(login, "majlis_session");
  await login.body?.cancel();
  if (!session) throw new Error("premium dev sign-in returned no majlis_session cookie");
  const listed = await (await fetch(`${baseUrl}/api/games/most-likely/categories`, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) })).json();
  const category = (Array.isArray(listed) ? listed : (listed?.categories ?? []))[0]?.id;
  if (category === undefined) throw new Error("no most-likely category in the seed");
  const created = await postJson(baseUrl, "/api/rooms", { gameType: "most-likely" }, session, retries);
  const { code } = await created.json();
  const cookies = [session];
  while (cookies.length < VOTERS) {
    const res = await postJson(baseUrl, "/api/auth/guest", {}, null, retries);
    cookies.push(cookieFrom(res, "majlis_guest"));
    await res.body?.cancel();
  }
  const sockets = [];
  try {
    for (const [i, cookie] of cookies.entries()) {
      const socket = await openRoomSocket(baseUrl, code, cookie);
      sockets.push(socket);
      const joined = socket.next(["room-joined", "error"]);
      socket.send({ type: "join-room", data: { nickname: `voter${i + 1}`, isAnonymous: i > 0 } });
      const msg = await joined;
      if (msg.type !== "room-joined") throw new Error(`join-room refused: ${msg.data?.code}`);
      socket.playerId = msg.data.playerId;
    }
    const [admin] = sockets;
    const started = admin.next(["game-started", "error"]);
    admin.send({ type: "start-game", data: { gameType: "most-likely", categories: [String(category)] } });
    const start = await started;
    if (start.type !== "game-started") throw new Error(`start-game refused: ${start.data?.code}`);
    const metricsOf = async (socket) => {
      const answer = socket.next(["metrics-response"], METRICS_TIMEOUT_MS);
      socket.send({ type: "metrics-request", data: {} });
      return (await answer).data;
    };
    let before = await metricsOf(admin);
    const perVote = [];
    for (const [i, socket] of sockets.entries()) {
      const votedPlayerId = sockets[(i + 1) % sockets.length].playerId;
      // As the page sends it (web/src/features/games/most-likely/voting-phase.tsx).
      socket.send({ type: "game-action", data: { action: "SUBMIT_VOTE", payload: { votedPlayerId, submissionId: `bench-vote-${i}` } } });
      const synced = socket.next(["get-game-state-response"], METRICS_TIMEOUT_MS);
      socket.send({ type: "get-game-state", data: {} });
      await synced;
      const after = await metricsOf(admin);
      perVote.push({ bytes: after.bytesWritten - before.bytesWritten, writes: after.storageWrites - before.storageWrites });
      before = after;
    }
    return { perVote, errors: sockets.flatMap((s) => s.errors) };
  } finally {
    for (const socket of sockets) socket.close();
  }
}

// ---------- report ----------

const KIB = 1024;
const BYTES_TARGET = 2 * KIB;

function summarise(stats) {
  if (!stats) return null;
  const l = stats.latencies;
  return {
    p50: percentile(l, 50),
    p95: percentile(l, 95),
    p99: percentile(l, 99),
    max: l.length ? l[l.length - 1] : NaN,
    rate: stats.avatarFrames / (stats.wallMs / 1000),
    lost: stats.sent - stats.completed,
    cpuPerMsgUs: (stats.serverCpu / stats.avatarFrames) * 1e6,
    bytesPerAvatar: stats.storage?.bytes ?? NaN,
    writesPerAvatar: stats.storage?.writes ?? NaN,
  };
}

const fmt = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : "n/a");
const ratio = (x, y) => (Number.isFinite(x) && Number.isFinite(y) && y > 0 ? `${(x / y).toFixed(2)}×` : "");

/**
 * The targets of issue 25 for this run's size (each { label, figure, met: true | false | null (no figure) }),
 * judged on the production-like path (the app's workerd without wrangler's proxy), against the peers of the same run.
 */
function targets(m, f, p, votes) {
  const check = (label, figure, met) => ({ label, figure, met: typeof met === "boolean" ? met : null });
  const known = (...xs) => xs.every(Number.isFinite);
  const list = [];
  const small = ROOMS <= 100;
  const size = small ? "20×8" : "200×8";
  if (small) {
    if (p)
      list.push(check(`${size}: CPU per delivered msg ≤ Colyseus peer`, `${fmt(m.cpuPerMsgUs, 0)} µs vs ${fmt(p.cpuPerMsgUs, 0)} µs (${ratio(m.cpuPerMsgUs, p.cpuPerMsgUs) || "n/a"})`, known(m.cpuPerMsgUs, p.cpuPerMsgUs) ? m.cpuPerMsgUs <= p.cpuPerMsgUs : null));
    if (f) list.push(check(`${size}: p99 ≤ 1.5× floor`, `${fmt(m.p99)} ms vs ${fmt(f.p99)} ms (${ratio(m.p99, f.p99) || "n/a"})`, known(m.p99, f.p99) ? m.p99 <= 1.5 * f.p99 : null));
  } else {
    if (p) {
      list.push(check(`${size}: delivered msgs/s ≥ Colyseus peer`, `${fmt(m.rate, 0)} vs ${fmt(p.rate, 0)} (${ratio(m.rate, p.rate) || "n/a"})`, known(m.rate, p.rate) ? m.rate >= p.rate : null));
      list.push(check(`${size}: p99 ≤ Colyseus peer`, `${fmt(m.p99)} ms vs ${fmt(p.p99)} ms`, known(m.p99, p.p99) ? m.p99 <= p.p99 : null));
    }
    list.push(check(`${size}: nothing lost`, `${m.lost} updates not delivered to the whole room`, m.lost === 0));
  }
  list.push(check("bytes written per avatar change ≤ 2 KB", Number.isFinite(m.bytesPerAvatar) ? `${fmt(m.bytesPerAvatar, 0)} B` : "n/a (the actor does not report bytesWritten)", known(m.bytesPerAvatar) ? m.bytesPerAvatar <= BYTES_TARGET : null));
  // The last vote also ends the phase (round results), so it is not a vote alone.
  const voteBytes = votes?.perVote?.slice(0, -1).map((v) => v.bytes) ?? [];
  const worstVote = voteBytes.length && voteBytes.every(Number.isFinite) ? Math.max(...voteBytes) : NaN;
  list.push(
    check(
      "bytes written per vote ≤ 2 KB (worst of votes 1–7)",
      Number.isFinite(worstVote) ? `${fmt(worstVote, 0)} B` : votes?.error ? `n/a (${votes.error})` : "n/a (the actor does not report bytesWritten)",
      known(worstVote) ? worstVote <= BYTES_TARGET : null,
    ),
  );
  return list;
}

function printReport({ config, majlisLabel, ours, oursProxy, floor, peer, workerdRelay, workerdStore, votes }) {
  const columns = [
    ["floor (node ws)", floor],
    ["peer (Colyseus)", peer],
    ["workerd relay", workerdRelay],
    ["workerd relay+put", workerdStore],
    ["majlis (serve, proxy)", oursProxy],
    [majlisLabel, ours],
  ].filter(([, s]) => s);
  const sums = new Map(columns.map(([, s]) => [s, summarise(s)]));
  const m = summarise(ours);
  const f = floor && sums.get(floor);
  const row = (label, cell, vsFloor) => [label, ...columns.map(([, s]) => cell(s, sums.get(s))), f && vsFloor ? vsFloor(m, f) : ""];
  const mibOr = (bytes) => (bytes ? fmt(mib(bytes)) : "n/a");
  const rows = [
    row("setup (rooms, identities, sockets, joins) s", (s) => fmt(s.setupMs / 1000)),
    row("updates sent", (s) => String(s.sent)),
    row("updates delivered to whole room", (s) => String(s.completed)),
    row("updates lost (timed out)", (s) => String(s.timedOut)),
    row("  member deliveries missing", (s) => String(s.missingDeliveries)),
    row("latency p50 ms", (_s, x) => fmt(x.p50), (a, b) => ratio(a.p50, b.p50)),
    row("latency p95 ms", (_s, x) => fmt(x.p95), (a, b) => ratio(a.p95, b.p95)),
    row("latency p99 ms", (_s, x) => fmt(x.p99), (a, b) => ratio(a.p99, b.p99)),
    row("latency max ms", (_s, x) => fmt(x.max), (a, b) => ratio(a.max, b.max)),
    row("avatar-updated frames received", (s) => String(s.avatarFrames)),
    row("  unmatched/late frames", (s) => String(s.unmatchedFrames)),
    row("measured wall time s", (s) => fmt(s.wallMs / 1000, 2)),
    row("delivered msgs/s", (_s, x) => fmt(x.rate, 0), (a, b) => ratio(a.rate, b.rate)),
    row("server CPU during rounds s", (s) => fmt(s.serverCpu, 2), () => ratio(ours.serverCpu, floor.serverCpu)),
    row("server CPU per delivered msg µs", (_s, x) => fmt(x.cpuPerMsgUs, 0), (a, b) => ratio(a.cpuPerMsgUs, b.cpuPerMsgUs)),
    row("server RSS idle MiB", (s) => mibOr(s.idleRss)),
    row("server RSS peak, setup MiB", (s) => mibOr(s.setupPeakRss)),
    row("server RSS peak, rounds MiB", (s) => mibOr(s.peakRss), () => (ours.peakRss ? ratio(ours.peakRss, floor.peakRss) : "")),
    row("  of it workerd (the data path) MiB", (s) => ((s === ours || s === oursProxy) && s.peakWorkerdRss ? fmt(mib(s.peakWorkerdRss)) : "")),
    row("server disk writes during rounds MiB", (s) => fmt(mib(s.serverWritten))),
    row("storage bytes written per avatar change", (s, x) => (s === ours || s === oursProxy ? fmt(x.bytesPerAvatar, 0) : "")),
    row("storage writes per avatar change", (s, x) => (s === ours || s === oursProxy ? fmt(x.writesPerAvatar, 2) : "")),
    row("bench client CPU during rounds s", (s) => fmt(s.clientCpu, 2)),
    row("machine load avg (1 min) before/after", (s) => `${fmt(s.loadBefore, 2)}/${fmt(s.loadAfter, 2)}`),
  ];
  const head = ["", ...columns.map(([name]) => name), f ? "majlis/floor" : ""];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? "").length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c ?? "").padEnd(widths[i]) : String(c ?? "").padStart(widths[i]))).join("  ");
  console.log("");
  console.log(`room fan-out: ${config}`);
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));

  if (votes) {
    console.log("");
    if (votes.error) console.log(`votes (most-likely, ${VOTERS} players): not measured: ${votes.error}`);
    else {
      const list = (key, unit) => {
        const cells = votes.perVote.map((v) => (Number.isFinite(v[key]) ? `${v[key]}${unit}` : "n/a"));
        return `${cells.slice(0, -1).join(", ")}; the last vote, which also ends the phase: ${cells.at(-1)}`;
      };
      console.log(`votes (most-likely, ${VOTERS} players, one vote each):`);
      console.log(`  storage bytes written per vote: ${list("bytes", " B")}`);
      console.log(`  storage writes per vote: ${list("writes", "")}`);
      if (votes.errors.length) console.log(`  refused (error frames): ${votes.errors.join(" | ")}`);
    }
  }

  console.log("");
  console.log(`targets (issue 25, on ${majlisLabel})${ROOMS === 20 || ROOMS === 200 ? "" : `; set at 20×8 and 200×8, judged here at ${ROOMS}×${PLAYERS}`}:`);
  const list = targets(m, f, peer && sums.get(peer), votes);
  const labelWidth = Math.max(...list.map((t) => t.label.length));
  for (const t of list) console.log(`  ${t.label.padEnd(labelWidth)}  ${(t.met === null ? "n/a" : t.met ? "met" : "NOT MET").padEnd(7)}  ${t.figure}`);

  console.log("");
  for (const [name, s] of columns) {
    const notes = [];
    if (s.httpRetries.size) notes.push(`set-up HTTP retries: ${describeTally(s.httpRetries)}`);
    if (s.errors.size) notes.push(`error frames: ${describeTally(s.errors)}`);
    if (s.closes.size) notes.push(`sockets closed by the server: ${describeTally(s.closes)}`);
    if (s.otherFrames.size) notes.push(`other frames during rounds: ${describeTally(s.otherFrames)}`);
    if (s.storage?.restarted) notes.push(`${s.storage.restarted} rooms woke as a new instance during the rounds (their counters start again) and are left out of the bytes per avatar change`);
    if (s.serverCpuParts) notes.push(`server during rounds (${(s.wallMs / 1000).toFixed(2)} s wall) by process: ${s.serverCpuParts}`);
    if (s.setupPeakParts) notes.push(`peak RSS by process (MiB), setup: ${s.setupPeakParts}; rounds: ${s.peakParts}`);
    if (s.serverLog) notes.push(`server log (tail): ${s.serverLog}`);
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

/** Runs the workload on a Node server started by `start()` ({ url, pid, stop }), measured apart in its own process. */
async function runOnChildServer(name, kind, start, label) {
  console.log(`${name}: starting ${label} …`);
  const server = await start();
  cleanups.push(server.stop);
  const sampler = new MemorySampler(server.pid, label);
  sampler.start();
  try {
    const stats = await runWorkload({ name, kind, baseUrl: server.url, sampler });
    if (stats.closes.size || stats.errors.size) stats.serverLog = server.log().slice(-2_000);
    return stats;
  } finally {
    sampler.stop();
    await server.stop();
  }
}

let status = 0;
try {
  const config = `${ROOMS} rooms × ${PLAYERS} players (${ROOMS * PLAYERS} sockets), ${ROUNDS} rounds, sends spread over ${STAGGER_MS} ms per round`;
  console.log(`room fan-out: ${config}`);
  let ours;
  let oursProxy = null;
  let votes = null;
  let majlisLabel;
  {
    let baseUrl = opts.url?.replace(/\/+$/, "");
    let serve = null;
    let sampler = null;
    if (!baseUrl) {
      console.log("majlis target: npm run serve (the build under wrangler dev; workerd answers the sockets), scratch build and state …");
      serve = await startServeServer();
      baseUrl = serve.baseUrl;
      sampler = new MemorySampler(serve.server.pid, "serve.mjs (node)");
      majlisLabel = opts.path === "proxy" ? "majlis (serve, proxy)" : "majlis (workerd direct)";
      console.log(`majlis target up at ${baseUrl}; rate limit off in its scratch D1`);
    } else {
      majlisLabel = "majlis (--url)";
      console.log(`majlis target: the running server at ${baseUrl} (--url)`);
      if (opts["server-pid"]) sampler = new MemorySampler(Number(opts["server-pid"]));
    }
    sampler?.start();
    try {
      const logStart = serve?.log.length ?? 0;
      // The vote round comes first, while the server is quiet (it only reads byte counts, but its set-up has timeouts).
      if (!opts["no-votes"]) {
        console.log(`majlis: one most-likely vote round in a room of ${VOTERS} …`);
        try {
          votes = await measureVotes(baseUrl);
        } catch (error) {
          votes = { error: error.message, perVote: [], errors: [] };
        }
      }
      // Through wrangler's proxy (what `npm run serve` answers on its port), then straight to the
      // app's workerd, as a deployed worker meets its sockets: the targets are judged on the latter.
      if (serve && opts.path !== "direct") {
        console.log(`majlis via wrangler's proxy: setting up ${ROOMS} rooms and ${ROOMS * PLAYERS} players …`);
        oursProxy = await runWorkload({ name: "majlis", kind: "majlis", baseUrl, sampler, ownServer: true });
      }
      if (!serve || opts.path !== "proxy") {
        if (oursProxy) await sleep(3_000); // the first run's sockets close and their rooms settle
        const url = serve ? await directEntryUrl(serve.server.pid) : baseUrl;
        console.log(`majlis${serve ? ` on the app's workerd directly (${url})` : ""}: setting up ${ROOMS} rooms and ${ROOMS * PLAYERS} players …`);
        ours = await runWorkload({ name: "majlis", kind: "majlis", baseUrl: url, sampler, ownServer: !!serve });
      } else {
        ours = oursProxy;
        oursProxy = null;
      }
      if (serve) {
        const problems = serve.log
          .slice(logStart)
          .split("\n")
          .filter((l) => /error|exception|fail|unhandled|warn/i.test(l) && !/Request\.cf|workers\.cloudflare\.com|Scheduled Workers|cdn-cgi\/local\/scheduled/.test(l));
        if (problems.length) ours.serverLogProblems = problems;
      }
    } catch (error) {
      if (serve) console.error(`--- npm run serve log (tail) ---\n${serve.log.slice(-3_000)}`);
      throw error;
    } finally {
      sampler?.stop();
      await serve?.stop();
    }
  }

  // A comparison server that fails to set up loses its column, not the Majlis figures already measured.
  const setupFailures = [];
  const compare = async (...args) => {
    try {
      return await runOnChildServer(...args);
    } catch (error) {
      setupFailures.push(`${args[0]}: ${error.message}`);
      return null;
    }
  };
  const floor = opts["no-floor"] ? null : await compare("floor", "floor", startFloorServer, "ws-floor (node)");
  const peer = opts["no-peer"] ? null : await compare("peer", "peer", startPeerServer, "colyseus-peer (node)");
  // The same relay as the floor, as Durable Objects on this workerd: what the runtime costs before any room logic.
  const workerdRelay = opts["no-workerd-floor"] ? null : await compare("workerd relay", "floor", () => startWorkerdFloor({ store: false }), "workerd relay");
  const workerdStore = opts["no-workerd-floor"] ? null : await compare("workerd relay+put", "floor", () => startWorkerdFloor({ store: true }), "workerd relay+put");

  printReport({ config, majlisLabel, ours, oursProxy, floor, peer, workerdRelay, workerdStore, votes });
  if (setupFailures.length) {
    status = 1;
    for (const failure of setupFailures) console.error(`setup failed: ${failure}`);
  }
  if (ours.serverLogProblems) {
    console.log(`server log lines mentioning errors/warnings (${ours.serverLogProblems.length}):`);
    for (const l of ours.serverLogProblems.slice(0, 20)) console.log(`  ${l.slice(0, 300)}`);
  }
} catch (error) {
  status = 1;
  console.error(error instanceof SetupError ? `setup failed: ${error.message}` : error);
} finally {
  await cleanup();
}
process.exit(status);
