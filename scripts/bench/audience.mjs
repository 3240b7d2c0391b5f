// The audience at scale: N audience sockets (default 1,000) on one room whose three players are
// in a voting phase. Prints how long the audience took to join (each socket's open → watch-joined,
// and all of them), how long each vote took to show in the tally the watchers hear (send → the first
// tally counting it, at observer sockets), how many tally frames went out, and the server's CPU and
// memory over the run (every process of the server's tree, from /proc). The audience lives on the
// room's audience shards (docs/decisions.md, «10,000 in the audience»): it prints how many shard
// objects the run made (their storage files in the state directory) and the heap of the objects'
// isolate as the runtime itself reports it (the app workerd's inspector: a full collection, then
// Runtime.getHeapUsage; not the process's RSS), shared out to the fullest shard by its sockets.
//
//   node scripts/bench/audience.mjs [--audience 1000] [--processes 1] [--concurrency 100] [--votes-over-ms 2000]
//                                  [--via-proxy] [--cpu-profile FILE] [--inspector-port 9230]
//                                  [--url http://127.0.0.1:4173 --server-pid PID --state-dir DIR]
//
// The audience is spread over --processes bench processes (audience/crowd.mjs), each holding a
// slice of the sockets and parsing only the frames it reads; one socket in each is an observer
// whose tally frames are timed. The sockets go straight to the app's workerd, as the edge hands
// sockets to a deployed worker: through `npm run serve`'s port, wrangler's dev proxy holds two
// more descriptors per socket (--via-proxy goes that way). Without --url it starts `npm run serve`
// on a scratch build and state directory and turns the API rate limit off in that scratch D1, as
// room-fanout does. --cpu-profile saves the isolate's CPU profile over the votes. It exits
// non-zero only when set-up fails; figures are printed, never asserted.
import { fork } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg, setPriority } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { appInspector } from "./audience/inspector.mjs";
import { voteToTally } from "./audience/latency.mjs";
import { openRoomSocket } from "./room-socket.mjs";
import { directEntryUrl, MemorySampler, processName, processTree } from "./room-fanout/process-stats.mjs";
import { percentile as pct, postJson as post } from "./room-fanout/util.mjs";
import { startScratchServe, turnRateLimitOff } from "./scratch-serve.mjs";

const { values: opts } = parseArgs({
  options: {
    audience: { type: "string", default: "1000" },
    processes: { type: "string", default: "1" },
    concurrency: { type: "string", default: "100" },
    "votes-over-ms": { type: "string", default: "2000" },
    "via-proxy": { type: "boolean", default: false },
    "cpu-profile": { type: "string" },
    url: { type: "string" },
    "server-pid": { type: "string" },
    "state-dir": { type: "string" },
    "inspector-port": { type: "string", default: "9230" },
  },
});
const AUDIENCE = Number(opts.audience);
const PROCESSES = Math.max(1, Math.min(Number(opts.processes), AUDIENCE));
const CONCURRENCY = Number(opts.concurrency);
const VOTES_OVER_MS = Number(opts["votes-over-ms"]);
/** How long the votes have to show in the observers' tallies before the run reports what it has. */
const COUNT_WITHIN_MS = 60_000;
const ms = (x) => `${x.toFixed(1)} ms`;
const mibs = (bytes) => `${(bytes / 1048576).toFixed(1)} MiB`;
const load = () => loadavg().map((x) => x.toFixed(2)).join(" / ");
const clock = () => performance.timeOrigin + performance.now();

// ---------- the server ----------

async function startServer() {
  const server = await startScratchServe({ name: "audience", env: { MAJLIS_INSPECTOR_PORT: opts["inspector-port"] } });
  try {
    turnRateLimitOff(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Audience shard objects in the state directory: each has its storage file there. */
function shardObjects(stateDir) {
  const dir = join(stateDir, "v3", "do", "majlis-AudienceShardActor");
  try {
    return readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite").length;
  } catch {
    return 0; // no shard yet
  }
}

// ---------- the bench's processes ----------

/** A forked crowd process: send() a command, wait() for its next event of a kind. */
function crowd(index) {
  const child = fork(resolve(import.meta.dirname, "audience/crowd.mjs"), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const waiting = new Map();
  const handlers = new Map();
  child.on("message", (m) => {
    handlers.get(m.ev)?.(m);
    const w = waiting.get(m.ev);
    if (w) {
      waiting.delete(m.ev);
      w(m);
    }
  });
  // The bench yields the CPU to the server it measures: on the edge the audience's devices are not the server's machine.
  setPriority(child.pid, 10);
  const exited = new Promise((r) => child.once("exit", r));
  return {
    index,
    send: (m) => child.send(m),
    wait: (ev) => new Promise((r) => waiting.set(ev, r)),
    on: (ev, fn) => handlers.set(ev, fn),
    async stop() {
      if (child.exitCode === null && child.connected) child.send({ cmd: "close" });
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

// ---------- the run ----------

const server = opts.url ? { url: opts.url, pid: opts["server-pid"] ? Number(opts["server-pid"]) : null, stateDir: opts["state-dir"] ?? null, async stop() {} } : await startServer();
const crowds = [];
let inspector = null;
const stopAll = async () => {
  await Promise.all(crowds.map((c) => c.stop()));
  inspector?.close();
  await server.stop();
};
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    stopAll().finally(() => process.exit(130));
  });
try {
  const loadAtStart = load();
  // The players and the room go through the served port; the audience straight to the app's workerd unless told otherwise.
  const { url } = server;
  const audienceUrl = opts["via-proxy"] || !server.pid ? url : await directEntryUrl(server.pid);
  // The isolate is nudged over the host's socket, already open: a request would need descriptors the server holding the audience may not have.
  const nudge = () => players[0].s.send("heartbeat");
  // One inspector session from before the audience joins until after it voted: at 9,900 the app workerd is a few
  // descriptors from its limit, and a session opened then went unanswered in every run. It enables nothing until
  // asked, so it idles through the join.
  const heapNow = async (when, attempts = 1) => {
    if (!server.pid) return null;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      inspector ??= await appInspector(server.pid, nudge);
      // An inspector that answers nothing leaves the heap unmeasured rather than the run stuck.
      const heap = await Promise.race([inspector.heapAfterGc(), new Promise((r) => setTimeout(() => r(null), 40_000))]);
      if (heap) return heap;
      console.error(`heap ${when} not read: the inspector did not answer within 40 s (attempt ${attempt} of ${attempts})`);
      // A freshly started workerd left the first session unanswered in some runs, and the session stays so: the next attempt opens another.
      inspector.close();
      inspector = null;
    }
    return null;
  };

  // Three players in a trivia room; the audience joins in the lobby, then the game goes to its voting phase.
  const players = [];
  for (const name of ["نورة", "فهد", "سارة"]) {
    const { json, cookie } = await post(url, "/api/auth/guest", {});
    players.push({ name, id: json.playerId, cookie });
  }
  const { json: room } = await post(url, "/api/rooms", { gameType: "trivia-deception", nickname: "نورة" }, players[0].cookie);
  for (const p of players) {
    p.s = await openRoomSocket(url, room.code, p.cookie);
    const joined = p.s.next("room-joined");
    p.s.send("join-room", { nickname: p.name });
    await joined;
    // As a page does: a joining crowd of thousands takes longer than the heartbeat timeout, and a seat heard from keeps its place.
    p.beat = setInterval(() => p.s.send("ping"), 5_000);
  }
  const cats = await (await fetch(`${url}/api/games/trivia-deception/categories`)).json();
  const subs = cats.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id);
  const [host] = players;
  async function toVoting() {
    const starting = host.s.next("game-started", 120_000);
    host.s.send("start-game", { gameType: "trivia-deception", categories: subs });
    const started = await starting;
    const selector = players.find((p) => p.id === started.data.state.game.subcategorySelector) ?? host;
    const phase = (name) => host.s.next((m) => m.type === "phase-changed" && m.data.state.game.currentPhase === name, 120_000);
    const writing = phase("writing");
    selector.s.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: started.data.state.game.availableSubcategories[0].id } });
    await writing;
    const votingPhase = phase("voting");
    for (const p of players) p.s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `كذبة ${p.name}` } });
    return (await votingPhase).data.state.game.displayOptions.map((o) => o.id);
  }

  // The audience: each process makes its guests and opens and joins its sockets.
  // The app workerd holds two descriptors per connection (the TCP socket and a Unix socket it pairs with it), so its limit on descriptors caps the sockets one local server holds.
  const appPid = server.pid ? processTree(server.pid).tree.find((pid) => processName(pid) === "workerd (app)") : null;
  let fdPeak = 0;
  const fdSampler = appPid
    ? setInterval(() => {
        try {
          fdPeak = Math.max(fdPeak, readdirSync(`/proc/${appPid}/fd`).length);
        } catch {
          // The process ended: the peak so far stands.
        }
      }, 1_000)
    : null;
  const sampler = server.pid ? new MemorySampler(server.pid) : null;
  sampler?.start();
  const cpuBefore = sampler?.cpu();
  const rssBefore = sampler?.last;
  // Before the audience the server has descriptors to spare for a second session.
  const heapBefore = await heapNow("before the audience", 2);
  // Shards of earlier rooms in a state directory given with --state-dir are not this room's.
  const shardsBefore = server.stateDir ? shardObjects(server.stateDir) : 0;
  for (let c = 0; c < PROCESSES; c++) crowds.push(crowd(c));
  const joinStart = clock();
  const joinedAll = crowds.map((c) => c.wait("joined"));
  // Progress on stderr: ten thousand joins take minutes on a shared machine.
  const progress = crowds.map(() => 0);
  for (const c of crowds) c.on("progress", ({ joined }) => (progress[c.index] = joined));
  const ticker = setInterval(() => console.error(`joined ${progress.reduce((a, b) => a + b, 0)} of ${AUDIENCE} after ${((clock() - joinStart) / 1000).toFixed(0)} s (load ${load()})`), 15_000);
  for (const c of crowds) {
    // Socket i belongs to process i mod PROCESSES, so every process votes at the same pace.
    const indices = Array.from({ length: AUDIENCE }, (_, i) => i).filter((i) => i % PROCESSES === c.index);
    // Each process's observer sits at its own fraction of the join order, so the observers are spread over the shards (shards fill in join order).
    const observeAt = Math.floor((indices.length * (c.index + 0.5)) / PROCESSES);
    c.send({ cmd: "join", url: audienceUrl, code: room.code, indices, concurrency: Math.ceil(CONCURRENCY / PROCESSES), observeAt });
  }
  const joins = await Promise.all(joinedAll);
  clearInterval(ticker);
  const joinAll = clock() - joinStart;
  const joinTimes = joins.flatMap((j) => j.times).sort((a, b) => a - b);
  const failures = new Map();
  for (const j of joins) for (const [why, n] of j.failures) failures.set(why, (failures.get(why) ?? 0) + n);

  const options = await toVoting();
  // The tally goes to screens and the audience only: one observer socket in each process times it.
  const observed = crowds.map(() => []);
  let fullest = 0;
  let allCounted;
  const counted = new Promise((r) => (allCounted = r));
  for (const c of crowds)
    c.on("tally", ({ t, total }) => {
      observed[c.index].push({ t, total });
      if (total >= joinTimes.length && observed.every((o) => o.at(-1)?.total >= joinTimes.length)) allCounted();
      fullest = Math.max(fullest, total);
    });
  if (opts["cpu-profile"]) {
    inspector ??= await appInspector(server.pid, nudge);
    await inspector.startProfile();
  }
  const cpuVoteStart = sampler?.cpu();
  const voteStart = clock() + 500;
  const voted = crowds.map((c) => c.wait("voted"));
  for (const c of crowds) c.send({ cmd: "vote", startAt: voteStart, spacingMs: VOTES_OVER_MS / AUDIENCE, options });
  await Promise.all(voted);
  await Promise.race([counted, new Promise((r) => setTimeout(r, COUNT_WITHIN_MS))]);
  const voteAll = clock() - voteStart;
  const cpuVoteEnd = sampler?.cpu();
  const profile = opts["cpu-profile"] ? await inspector.stopProfile() : null;
  // The votes' figures stand without the heap: a server that cannot be read now still printed them.
  const heapAfter = await (heapBefore ? heapNow("after the votes") : Promise.resolve(null)).catch((error) => {
    console.error(`heap after the votes not read: ${error.message}`);
    return null;
  });
  sampler?.stop();
  const cpuAfter = sampler?.cpu();
  const reports = await Promise.all(
    crowds.map((c) => {
      const r = c.wait("report");
      c.send({ cmd: "report" });
      return r;
    }),
  );
  const sent = reports.flatMap((r) => r.sent);
  const { latencies, counted: total } = voteToTally(sent, observed);
  const perSocket = reports.flatMap((r) => r.talliesPerSocket).sort((a, b) => a - b);
  const acked = reports.reduce((n, r) => n + r.acked, 0);
  const errors = new Map();
  for (const r of reports) for (const [why, n] of r.errors) errors.set(why, (errors.get(why) ?? 0) + n);

  console.log(`audience: ${AUDIENCE} sockets on one room (trivia, voting, 3 players), from ${PROCESSES} bench process(es), ${audienceUrl === url ? "through npm run serve's port" : "straight to the app's workerd"}`);
  console.log(`load average (1/5/15 min): ${loadAtStart} at the start, ${load()} at the end`);
  console.log(
    `join: ${joinTimes.length} of ${AUDIENCE} joined, all in ${(joinAll / 1000).toFixed(1)} s (concurrency ${CONCURRENCY}); each join-audience → watch-joined p50 ${ms(pct(joinTimes, 50))}, p99 ${ms(pct(joinTimes, 99))}, max ${ms(joinTimes.at(-1) ?? NaN)}`,
  );
  for (const [why, n] of failures) console.log(`  not joined ×${n}: ${why}`);
  console.log(
    `votes: ${sent.length} over ${(VOTES_OVER_MS / 1000).toFixed(1)} s; answered ${acked}; counted ${total}, lost ${sent.length - total}; vote → tally p50 ${ms(pct(latencies, 50))}, p99 ${ms(pct(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)} (${observed.length} observer sockets)`,
  );
  for (const [why, n] of errors) console.log(`  refused ×${n}: ${why}`);
  console.log(`tally frames to each socket: ${perSocket[0]}–${perSocket.at(-1)} in ${(voteAll / 1000).toFixed(1)} s (≤ ${Math.ceil(voteAll / 250) + 1} allowed at one per 250 ms)`);
  if (server.stateDir) {
    const shards = shardObjects(server.stateDir) - shardsBefore;
    console.log(`shards: ${shards}`);
    if (heapBefore && heapAfter && shards > 0) {
      // Shards fill in order, so the fullest holds at most the shard size; it is given the isolate's growth in proportion to its sockets (the room's own growth included, so never less than its share).
      const onFullest = Math.ceil(joinTimes.length / shards);
      const perShard = ((heapAfter.used - heapBefore.used) * onFullest) / joinTimes.length;
      const how = heapBefore.collected && heapAfter.collected ? "after a full collection" : `collected before: ${heapBefore.collected}, after: ${heapAfter.collected}, garbage included where not`;
      console.log(`heap per shard: max ${mibs(perShard)} (the isolate's heap ${how}: ${mibs(heapBefore.used)} → ${mibs(heapAfter.used)} with the audience in, ${onFullest} sockets on the fullest shard)`);
    } else if (server.pid) console.log(`heap per shard: not measured (the heap ${heapBefore ? "after the votes" : "before the audience"} was not read)`);
  }
  if (sampler) {
    const byName = (a, b) => sampler.describeCpu(a, b);
    console.log(`server: CPU ${(cpuAfter.total - cpuBefore.total).toFixed(1)} s over the join and votes (${byName(cpuBefore, cpuAfter)}); over the votes alone ${(cpuVoteEnd.total - cpuVoteStart.total).toFixed(1)} s (${byName(cpuVoteStart, cpuVoteEnd)}); RSS peak ${mibs(sampler.peak)} (before ${mibs(rssBefore)})`);
  }
  clearInterval(fdSampler);
  if (appPid) console.log(`app workerd descriptors: peak ${fdPeak} of its limit ${/Max open files\s+(\d+)/.exec(readFileSync(`/proc/${appPid}/limits`, "utf8"))?.[1]}`);
  console.log(`bench processes: CPU ${reports.map((r) => r.cpuSeconds.toFixed(1)).join(" + ")} s`);
  if (profile) {
    writeFileSync(opts["cpu-profile"], JSON.stringify(profile.profile));
    console.log(`isolate CPU over the votes: ${(profile.busyShare * 100).toFixed(0)}% busy of ${profile.seconds.toFixed(1)} s; top self time:`);
    for (const { key, share } of profile.top) console.log(`  ${(share * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
  for (const p of players) {
    clearInterval(p.beat);
    p.s.close();
  }
} finally {
  await stopAll();
}
process.exit(0);
