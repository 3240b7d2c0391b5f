// The audience at scale: N audience sockets (default 1,000) on one room whose three players are
// in a voting phase. Prints how long the audience took to join (each socket's open → watch-joined,
// and all of them), how long each vote took to show in the tally the watchers hear (send → the first
// tally counting it, at an audience socket), how many tally frames went out, and the server's CPU and
// memory over the run (every process of the server's tree, from /proc).
//
//   node scripts/bench/audience.mjs [--audience 1000] [--concurrency 100] [--votes-over-ms 2000] [--url http://127.0.0.1:4173 --server-pid PID]
//
// Without --url it starts `npm run serve` on a scratch build and state directory (workerd answers
// the sockets, as in production) and turns the API rate limit off in that scratch D1, as
// room-fanout does. It exits non-zero only when set-up fails; figures are printed, never asserted.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import WebSocket from "ws";

const root = resolve(import.meta.dirname, "../..");
const { values: opts } = parseArgs({
  options: {
    audience: { type: "string", default: "1000" },
    concurrency: { type: "string", default: "100" },
    "votes-over-ms": { type: "string", default: "2000" },
    url: { type: "string" },
    "server-pid": { type: "string" },
  },
});
const AUDIENCE = Number(opts.audience);
const CONCURRENCY = Number(opts.concurrency);
const VOTES_OVER_MS = Number(opts["votes-over-ms"]);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const ms = (x) => `${x.toFixed(1)} ms`;

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
  const scratch = mkdtempSync(join(tmpdir(), "majlis-audience-"));
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
  const security = JSON.stringify({ enableRateLimit: false, rateLimitPerMinute: 100, sessionTimeout: 24 });
  const d1 = spawnSync(resolve(root, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", env.MAJLIS_STATE_DIR, "--command", `UPDATE admin_settings SET value_json = '${security}' WHERE section = 'security'`], { cwd: root, env, encoding: "utf8" });
  if (d1.status !== 0) throw new Error(`could not turn the rate limit off\n${d1.stderr}`);
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

/** CPU seconds and RSS of a process tree, from /proc. */
function sample(rootPid) {
  const children = new Map();
  const cpu = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      cpu.set(Number(name), (Number(f[11]) + Number(f[12])) / 100);
      if (!children.has(Number(f[1]))) children.set(Number(f[1]), []);
      children.get(Number(f[1])).push(Number(name));
    } catch {}
  }
  let seconds = 0;
  let rss = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift();
    if (!cpu.has(pid)) continue;
    seconds += cpu.get(pid);
    try {
      rss += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
    } catch {}
    queue.push(...(children.get(pid) ?? []));
  }
  return { seconds, rss };
}

// ---------- clients ----------

async function post(url, path, body, cookie) {
  let res;
  for (;;) {
    res = await fetch(`${url}${path}`, { method: "POST", headers: { "Content-Type": "application/json", Origin: url, ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify(body) });
    if (res.status !== 429) break;
    await sleep(Number(res.headers.get("Retry-After") ?? 1) * 1000);
  }
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const set = res.headers.getSetCookie().map((l) => l.split(";")[0]);
  return { json: await res.json(), cookie: set.find((c) => c.startsWith("majlis_guest=") || c.startsWith("majlis_session=")) ?? cookie };
}

async function guest(url) {
  const { json, cookie } = await post(url, "/api/auth/guest", {});
  return { id: json.playerId, cookie };
}

function socket(url, code, cookie, role) {
  const ws = new WebSocket(`${url.replace(/^http/, "ws")}/ws?code=${code}${role ? `&role=${role}` : ""}`, { headers: { Cookie: cookie, Origin: url }, perMessageDeflate: false });
  const waiters = [];
  const seen = [];
  ws.on("message", (raw) => {
    const m = JSON.parse(String(raw));
    seen.push(m);
    for (const w of waiters.splice(0)) if (!w(m)) waiters.push(w);
  });
  return {
    ws,
    seen,
    opened: new Promise((res, rej) => (ws.once("open", res), ws.once("error", rej))),
    send: (type, data = {}) => ws.send(JSON.stringify({ type, data })),
    next(pred, what, timeout = 30_000) {
      const found = seen.find(pred);
      if (found) return Promise.resolve(found);
      return new Promise((res, rej) => {
        const t = setTimeout(() => rej(new Error(`no ${what} within ${timeout} ms; last frames: ${seen.slice(-3).map((m) => JSON.stringify(m).slice(0, 300)).join(" | ")}`)), timeout);
        waiters.push((m) => (pred(m) ? (clearTimeout(t), res(m), true) : false));
      });
    },
  };
}

async function pool(items, n, fn) {
  let i = 0;
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, async () => {
    while (i < items.length) await fn(items[i++]);
  }));
}

// ---------- the run ----------

const server = opts.url ? { url: opts.url, pid: opts["server-pid"] ? Number(opts["server-pid"]) : null, stop() {} } : await startServer();
const { url } = server;
try {
  // Three players in a trivia room, at the voting phase.
  const players = [];
  for (const name of ["نورة", "فهد", "سارة"]) players.push({ name, ...(await guest(url)) });
  const { json: room } = await post(url, "/api/rooms", { gameType: "trivia-deception", nickname: "نورة" }, players[0].cookie);
  for (const p of players) {
    p.s = socket(url, room.code, p.cookie);
    await p.s.opened;
    p.s.send("join-room", { nickname: p.name });
    await p.s.next((m) => m.type === "room-joined", "room-joined");
  }
  const cats = await (await fetch(`${url}/api/games/trivia-deception/categories`)).json();
  const subs = cats.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id);
  const [host] = players;
  host.s.send("start-game", { gameType: "trivia-deception", categories: subs });
  const started = await host.s.next((m) => m.type === "game-started", "game-started");
  const selector = players.find((p) => p.id === started.data.state.game.subcategorySelector) ?? host;
  selector.s.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: started.data.state.game.availableSubcategories[0].id } });
  await host.s.next((m) => m.type === "phase-changed" && m.data.state.game.currentPhase === "writing", "writing");
  for (const p of players) p.s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `كذبة ${p.name}` } });
  const voting = await host.s.next((m) => m.type === "phase-changed" && m.data.state.game.currentPhase === "voting", "voting");
  const options = voting.data.state.game.displayOptions.map((o) => o.id);

  // The audience: guests, then sockets that join.
  const before = server.pid ? sample(server.pid) : null;
  let peakRss = before?.rss ?? 0;
  const sampler = server.pid ? setInterval(() => (peakRss = Math.max(peakRss, sample(server.pid).rss)), 200) : null;
  const audience = Array.from({ length: AUDIENCE }, (_, i) => ({ i }));
  const joinTimes = [];
  const joinStart = now();
  await pool(audience, CONCURRENCY, async (a) => {
    Object.assign(a, await guest(url));
    a.s = socket(url, room.code, a.cookie, "audience");
    await a.s.opened;
    const t = now();
    a.s.send("join-audience");
    await a.s.next((m) => m.type === "watch-joined", "watch-joined");
    joinTimes.push(now() - t);
  });
  const joinAll = now() - joinStart;
  // The tally goes to screens and the audience only (issue 31): the first audience socket observes it.
  const observer = audience[0].s;
  const talliesBefore = observer.seen.filter((m) => m.type === "audience-tally").length;

  // Votes spread over VOTES_OVER_MS; each is timed until the observer's tally counts it.
  const sentAt = [];
  const voteStart = now();
  const tallyLatency = [];
  const done = new Promise((resolveDone) => {
    let counted = 0;
    observer.ws.on("message", (raw) => {
      const m = JSON.parse(String(raw));
      if (m.type !== "audience-tally") return;
      const t = now();
      while (counted < m.data.total && counted < sentAt.length) tallyLatency.push(t - sentAt[counted++]);
      if (counted >= AUDIENCE) resolveDone();
    });
  });
  for (const [k, a] of audience.entries()) {
    const due = voteStart + (k * VOTES_OVER_MS) / AUDIENCE;
    if (due > now()) await sleep(due - now());
    sentAt.push(now());
    a.s.send("audience-vote", { optionId: options[k % options.length] });
  }
  await Promise.race([done, sleep(30_000)]);
  const voteAll = now() - voteStart;
  const tallies = observer.seen.filter((m) => m.type === "audience-tally").length - talliesBefore;
  const after = server.pid ? sample(server.pid) : null;
  if (sampler) clearInterval(sampler);
  const last = observer.seen.filter((m) => m.type === "audience-tally").at(-1)?.data;

  joinTimes.sort((a, b) => a - b);
  tallyLatency.sort((a, b) => a - b);
  console.log(`audience: ${AUDIENCE} sockets on one room (trivia, voting, 3 players)`);
  console.log(`join: all in ${(joinAll / 1000).toFixed(1)} s (concurrency ${CONCURRENCY}); each join-audience → watch-joined p50 ${ms(pct(joinTimes, 50))}, p99 ${ms(pct(joinTimes, 99))}, max ${ms(joinTimes.at(-1))}`);
  console.log(`votes: ${AUDIENCE} over ${(VOTES_OVER_MS / 1000).toFixed(1)} s; counted ${tallyLatency.length}, lost ${AUDIENCE - (last?.total ?? 0)}; vote → tally p50 ${ms(pct(tallyLatency, 50))}, p99 ${ms(pct(tallyLatency, 99))}, max ${ms(tallyLatency.at(-1))}`);
  console.log(`tally frames to each socket: ${tallies} in ${(voteAll / 1000).toFixed(1)} s (≤ ${Math.ceil(voteAll / 250) + 1} allowed at one per 250 ms); last tally: total ${last?.total}, count ${last?.count}`);
  if (before && after) console.log(`server: CPU ${(after.seconds - before.seconds).toFixed(2)} s over the audience's join and votes; RSS peak ${(peakRss / 1048576).toFixed(0)} MiB (before ${(before.rss / 1048576).toFixed(0)} MiB)`);
  for (const a of audience) a.s?.ws.terminate();
  for (const p of players) p.s.ws.terminate();
} finally {
  server.stop();
}
