// One identity floods one room: a guest cookie opens N audience sockets (default
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
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { cookieFrom, openRoomSocket } from "./room-socket.mjs";
import { MemorySampler } from "./room-fanout/process-stats.mjs";
import { now, percentile as pct, sleep } from "./room-fanout/util.mjs";
import { startScratchServe } from "./scratch-serve.mjs";

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

/** RSS of the server's process tree (bytes). */
const treeRss = (pid) => new MemorySampler(pid).sample();

// ---------- clients ----------

/** A cookie the answer set; set-up fails without it. */
function cookieOf(res, name) {
  const cookie = cookieFrom(res, name);
  if (!cookie) throw new Error(`no ${name} cookie from ${res.url} (HTTP ${res.status})`);
  return cookie;
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

/** A seated player's socket in room `code`. */
async function seat(base, code, cookie, nickname) {
  const socket = await openRoomSocket(base, code, cookie);
  const joined = socket.next("room-joined");
  socket.send("join-room", { nickname });
  await joined;
  return socket;
}

// ---------- the run ----------

const server = opts.url ? { url: opts.url, pid: opts["server-pid"] ? Number(opts["server-pid"]) : null, async stop() {} } : await startScratchServe({ name: "flood" });
const base = server.url;
try {
  const host = cookieOf(await post(base, "/api/auth/dev/login", { account: "premium" }), "majlis_session");
  const { code } = await (await post(base, "/api/rooms", { gameType: "trivia-deception" }, host)).json();
  const hostSocket = await seat(base, code, host, "المضيف");
  const player = cookieOf(await post(base, "/api/auth/guest", {}), "majlis_guest");
  const probe = await seat(base, code, player, "لاعبة");
  const flooder = cookieOf(await post(base, "/api/auth/guest", {}), "majlis_guest");
  const target = opts.elsewhere ? (await (await post(base, "/api/rooms", { gameType: "trivia-deception" }, host)).json()).code : code;

  // The probe: a clock-sync round trip every 200 ms, labelled by the stage it was sent in.
  let stage = "before";
  const sent = new Map();
  const samples = { before: [], opening: [], flooding: [], after: [] };
  const lost = { before: 0, opening: 0, flooding: 0, after: 0 };
  probe.onFrame((m) => {
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
    probe.send("clock-sync-request", { clientTime });
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
      openRoomSocket(base, target, flooder, { role: "audience" }).then(
        (s) => (s.send("join-audience"), s),
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
  for (const s of flood) s?.close();
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
  hostSocket.close();
  probe.close();
} finally {
  await server.stop();
}
