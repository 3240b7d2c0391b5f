// One identity floods one room (issue 37): a guest cookie opens N audience sockets (default
// 100) and each sends F frames a second (default 20, a plain heartbeat unless --frame vote)
// for S seconds (default 10), as the issue's attack did. Meanwhile a seated player measures
// its clock-sync round trip every 200 ms: before, while the sockets open, while they send, and
// after. It prints the round trips (median, 95th percentile, worst, lost), what the flood achieved (sockets let
// in, closed by the room and with which codes, frames sent, `rate_limited` answers), the
// time `GET /api/games` takes after the flood, and, with --server-pid, the server's memory.
//
//   node scripts/bench/flood.mjs [--sockets 100] [--rate 20] [--seconds 10] [--frame heartbeat|vote] [--elsewhere] [--url http://127.0.0.1:4173 --server-pid PID]
//
// --elsewhere floods a second room of the same host: locally one workerd process runs the worker
// and every room, so the player's round trip then shows what the upgrades cost the process.
//
// Without --url it starts `npm run serve` on a scratch build and state directory (workerd
// answers the sockets, as in production), as audience.mjs does. Every client runs from this
// machine, whose address the room does not count in development, so only the per-identity
// bounds are at work. Figures are printed, never asserted; it exits non-zero only when set-up fails.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import WebSocket from "ws";

const root = resolve(import.meta.dirname, "../..");
const { values: opts } = parseArgs({
  options: {
    sockets: { type: "string", default: "100" },
    rate: { type: "string", default: "20" },
    seconds: { type: "string", default: "10" },
    frame: { type: "string", default: "heartbeat" },
    /** Flood a second room instead: the player's round trip then shows what the process, not the room, suffers. */
    elsewhere: { type: "boolean", default: false },
    url: { type: "string" },
    "server-pid": { type: "string" },
  },
});
const SOCKETS = Number(opts.sockets);
const RATE = Number(opts.rate);
const SECONDS = Number(opts.seconds);
const PROBE_EVERY_MS = 200;
const PROBE_LOST_MS = 5_000;
const QUIET_MS = 3_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

// ---------- the server ----------

function freePort() {
  return new Promise((res) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

async function startServer() {
  const scratch = mkdtempSync(join(tmpdir(), "majlis-flood-"));
  const port = await freePort();
  const env = { ...process.env, MAJLIS_STATE_DIR: join(scratch, "state"), PORT: String(port), PATH: `${root}/node_modules/.bin:${process.env.PATH}` };
  const server = spawn(process.execPath, [resolve(root, "scripts/serve.mjs"), "--out-dir", join(scratch, "dist")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let log = "";
  server.stdout.on("data", (d) => (log = (log + d).slice(-20_000)));
  server.stderr.on("data", (d) => (log = (log + d).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`npm run serve did not start\n${log}`);
    try {
      if ((await fetch(`${url}/api/games`)).ok) break;
    } catch {}
    await sleep(500);
  }
  return {
    url,
    pid: server.pid,
    stop() {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {}
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** RSS of a process tree, from /proc (bytes). */
function treeRss(rootPid) {
  const children = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(name));
    } catch {}
  }
  let rss = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift();
    try {
      rss += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
    } catch {}
    queue.push(...(children.get(pid) ?? []));
  }
  return rss;
}

// ---------- clients ----------

function cookieFrom(res, name) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    if (pair.startsWith(`${name}=`)) return pair.trim();
  }
  throw new Error(`no ${name} cookie from ${res.url} (HTTP ${res.status})`);
}

async function post(baseUrl, path, body, cookie) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: new URL(baseUrl).origin, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} → HTTP ${res.status} ${await res.text()}`);
  return res;
}

/** A socket that keeps every frame it hears and how it closed. */
function open(baseUrl, code, cookie, role) {
  return new Promise((resolveOpen, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws?code=${code}${role ? `&role=${role}` : ""}`, {
      headers: { Origin: new URL(baseUrl).origin, Cookie: cookie },
      perMessageDeflate: false,
      handshakeTimeout: 30_000,
    });
    const socket = { ws, frames: [], closeCode: null, listeners: new Set() };
    ws.on("message", (raw) => {
      let msg;
      try {
        msg = JSON.parse(raw.toString());
      } catch {
        return;
      }
      socket.frames.push(msg);
      for (const fn of socket.listeners) fn(msg);
    });
    ws.on("close", (code) => (socket.closeCode = code));
    ws.on("open", () => resolveOpen(socket));
    ws.on("error", reject);
  });
}

function next(socket, type, timeoutMs = 30_000) {
  const earlier = socket.frames.find((m) => m.type === type);
  if (earlier) return Promise.resolve(earlier);
  return new Promise((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
    const fn = (m) => m.type === type && (clearTimeout(timer), socket.listeners.delete(fn), res(m));
    socket.listeners.add(fn);
  });
}

// ---------- the run ----------

const server = opts.url ? { url: opts.url, pid: opts["server-pid"] ? Number(opts["server-pid"]) : null, stop() {} } : await startServer();
const base = server.url;
try {
  const host = cookieFrom(await post(base, "/api/auth/dev/login", { account: "premium" }), "majlis_session");
  const { code } = await (await post(base, "/api/rooms", { gameType: "trivia-deception" }, host)).json();
  const hostSocket = await open(base, code, host, null);
  hostSocket.ws.send(JSON.stringify({ type: "join-room", data: { nickname: "المضيف" } }));
  await next(hostSocket, "room-joined");
  const player = cookieFrom(await post(base, "/api/auth/guest", {}), "majlis_guest");
  const probe = await open(base, code, player, null);
  probe.ws.send(JSON.stringify({ type: "join-room", data: { nickname: "لاعبة" } }));
  await next(probe, "room-joined");
  const flooder = cookieFrom(await post(base, "/api/auth/guest", {}), "majlis_guest");
  const target = opts.elsewhere ? (await (await post(base, "/api/rooms", { gameType: "trivia-deception" }, host)).json()).code : code;

  // The probe: a clock-sync round trip every 200 ms, labelled by the stage it was sent in.
  let stage = "before";
  const sent = new Map();
  const samples = { before: [], opening: [], flooding: [], after: [] };
  const lost = { before: 0, opening: 0, flooding: 0, after: 0 };
  probe.listeners.add((m) => {
    if (m.type !== "clock-sync-response") return;
    const s = sent.get(m.data.clientTime);
    if (!s) return;
    sent.delete(m.data.clientTime);
    samples[s.stage].push(now() - s.at);
  });
  let seq = 0;
  const probing = setInterval(() => {
    const clientTime = Date.now() * 1000 + (seq++ % 1000);
    sent.set(clientTime, { at: now(), stage });
    probe.ws.send(JSON.stringify({ type: "clock-sync-request", data: { clientTime } }));
    for (const [key, s] of sent) if (now() - s.at > PROBE_LOST_MS) (lost[s.stage]++, sent.delete(key));
  }, PROBE_EVERY_MS);
  const rssBefore = server.pid ? treeRss(server.pid) : null;
  await sleep(QUIET_MS);

  // The flood: N audience sockets from one cookie, each sending RATE frames a second for SECONDS.
  stage = "opening";
  const frame =
    opts.frame === "vote" ? JSON.stringify({ type: "audience-vote", data: { optionId: "flood" } }) : JSON.stringify({ type: "heartbeat", data: {} });
  const openStart = now();
  const flood = await Promise.all(
    Array.from({ length: SOCKETS }, () =>
      open(base, target, flooder, "audience").then(
        (s) => (s.ws.send(JSON.stringify({ type: "join-audience", data: {} })), s),
        () => null,
      ),
    ),
  );
  const openMs = now() - openStart;
  stage = "flooding";
  let framesSent = 0;
  const ticks = setInterval(() => {
    for (const s of flood) if (s && s.ws.readyState === WebSocket.OPEN) (s.ws.send(frame), framesSent++);
  }, 1000 / RATE);
  await sleep(SECONDS * 1000);
  clearInterval(ticks);
  const rssPeak = server.pid ? treeRss(server.pid) : null;
  for (const s of flood) s?.ws.terminate();
  stage = "after";
  const apiStart = now();
  const games = await fetch(`${base}/api/games`);
  const apiMs = now() - apiStart;
  await sleep(QUIET_MS);
  clearInterval(probing);
  await sleep(PROBE_LOST_MS);
  for (const s of sent.values()) lost[s.stage]++;

  const opened = flood.filter(Boolean);
  const codes = {};
  for (const s of opened) {
    const key = s.closeCode === null || s.closeCode === 1005 || s.closeCode === 1006 ? "open until the end" : String(s.closeCode);
    codes[key] = (codes[key] ?? 0) + 1;
  }
  const answered = (type, code) => opened.reduce((n, s) => n + s.frames.filter((m) => m.type === type && (!code || m.data?.code === code)).length, 0);
  const line = (name) => {
    const xs = [...samples[name]].sort((a, b) => a - b);
    if (!xs.length) return `${name.padEnd(8)} no answer (${lost[name]} lost)`;
    return `${name.padEnd(8)} n=${String(xs.length).padStart(3)}  median ${pct(xs, 50).toFixed(1)} ms  p95 ${pct(xs, 95).toFixed(1)} ms  worst ${xs.at(-1).toFixed(1)} ms  lost ${lost[name]}`;
  };
  console.log(`flood of one identity on room ${target}${opts.elsewhere ? ` (the player sits in another room, ${code})` : ""}: ${SOCKETS} audience sockets × ${RATE} ${opts.frame} frames/s for ${SECONDS} s (${base})`);
  console.log(`\nthe other player's clock-sync round trip (every ${PROBE_EVERY_MS} ms):`);
  for (const name of ["before", "opening", "flooding", "after"]) console.log(`  ${line(name)}`);
  console.log(`\nthe flood:`);
  console.log(`  sockets opened ${opened.length} of ${SOCKETS} in ${(openMs / 1000).toFixed(1)} s ("opening" above); let in as audience (watch-joined) ${opened.filter((s) => s.frames.some((m) => m.type === "watch-joined")).length}`);
  console.log(`  how they closed: ${Object.entries(codes).map(([k, v]) => `${k} × ${v}`).join(", ")}`);
  console.log(`  frames sent ${framesSent}; heartbeat-acks ${answered("heartbeat-ack")}; too_many_connections ${answered("error", "too_many_connections")}; rate_limited ${answered("error", "rate_limited")}`);
  console.log(`\nafter the flood: GET /api/games → HTTP ${games.status} in ${apiMs.toFixed(1)} ms`);
  if (rssBefore !== null) console.log(`server memory (process tree RSS): ${(rssBefore / 2 ** 20).toFixed(0)} MB before, ${(rssPeak / 2 ** 20).toFixed(0)} MB at the end of the flood`);
  hostSocket.ws.terminate();
  probe.ws.terminate();
} finally {
  server.stop();
}
