// The audience at scale: N audience sockets (default 1,000) on one room whose three players are
// in a voting phase. Prints how long the audience took to join (each socket's open → watch-joined,
// and all of them), how long each vote took to show in the tally the watchers hear (send → the first
// tally counting it, at an audience socket), how many tally frames went out, and the server's CPU and
// memory over the run (every process of the server's tree, from /proc). The audience lives on the
// room's audience shards (docs/decisions.md, «10,000 in the audience»): it prints how many shard
// objects the run made (their storage files in the state directory) and the heap of the objects'
// isolate as the runtime itself reports it (the inspector's Runtime.getHeapUsage, not the process's
// RSS), shared out to the fullest shard by its sockets.
//
//   node scripts/bench/audience.mjs [--audience 1000] [--concurrency 100] [--votes-over-ms 2000] [--inspector-port 9230]
//                                  [--url http://127.0.0.1:4173 --server-pid PID --state-dir DIR]
//
// Without --url it starts `npm run serve` on a scratch build and state directory (workerd answers
// the sockets, as in production) and turns the API rate limit off in that scratch D1, as
// room-fanout does. It exits non-zero only when set-up fails; figures are printed, never asserted.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openRoomSocket } from "./room-socket.mjs";
import { MemorySampler } from "./room-fanout/process-stats.mjs";
import { now, percentile as pct, pool, postJson as post, sleep } from "./room-fanout/util.mjs";
import { startScratchServe, turnRateLimitOff } from "./scratch-serve.mjs";

const { values: opts } = parseArgs({
  options: {
    audience: { type: "string", default: "1000" },
    concurrency: { type: "string", default: "100" },
    "votes-over-ms": { type: "string", default: "2000" },
    url: { type: "string" },
    "server-pid": { type: "string" },
    "state-dir": { type: "string" },
    "inspector-port": { type: "string", default: "9230" },
  },
});
const AUDIENCE = Number(opts.audience);
const CONCURRENCY = Number(opts.concurrency);
const VOTES_OVER_MS = Number(opts["votes-over-ms"]);
const ms = (x) => `${x.toFixed(1)} ms`;

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

// ---------- the objects' own figures ----------

/** The heap the workers' isolate uses now, as V8 reports it through workerd's inspector (every object of the worker runs in it locally). */
async function isolateHeap(port) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { Origin: `http://127.0.0.1:${port}` } });
  await new Promise((resolveOpen, reject) => {
    ws.onopen = resolveOpen;
    ws.onerror = () => reject(new Error(`no inspector on port ${port}`));
  });
  const answer = await new Promise((resolveAnswer) => {
    ws.onmessage = (e) => {
      const m = JSON.parse(e.data);
      if (m.id === 1) resolveAnswer(m.result);
    };
    ws.send(JSON.stringify({ id: 1, method: "Runtime.getHeapUsage" }));
  });
  ws.close();
  return answer.usedSize;
}

/** Audience shard objects in the state directory: each has its storage file there. */
function shardObjects(stateDir) {
  const dir = join(stateDir, "v3", "do", "majlis-AudienceShardActor");
  return readdirSync(dir).filter((f) => f.endsWith(".sqlite")).length;
}

// ---------- clients ----------

async function guest(url) {
  const { json, cookie } = await post(url, "/api/auth/guest", {});
  return { id: json.playerId, cookie };
}

// ---------- the run ----------

const server = opts.url ? { url: opts.url, pid: opts["server-pid"] ? Number(opts["server-pid"]) : null, stateDir: opts["state-dir"] ?? null, async stop() {} } : await startServer();
const { url } = server;
try {
  // Three players in a trivia room; the audience joins in the lobby, then the game goes to its voting phase.
  const players = [];
  for (const name of ["نورة", "فهد", "سارة"]) players.push({ name, ...(await guest(url)) });
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
    const starting = host.s.next("game-started");
    host.s.send("start-game", { gameType: "trivia-deception", categories: subs });
    const started = await starting;
    const selector = players.find((p) => p.id === started.data.state.game.subcategorySelector) ?? host;
    const phase = (name) => host.s.next((m) => m.type === "phase-changed" && m.data.state.game.currentPhase === name);
    const writing = phase("writing");
    selector.s.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: started.data.state.game.availableSubcategories[0].id } });
    await writing;
    const votingPhase = phase("voting");
    for (const p of players) p.s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `كذبة ${p.name}` } });
    return (await votingPhase).data.state.game.displayOptions.map((o) => o.id);
  }

  // The audience: guests, then sockets that join.
  const sampler = server.pid ? new MemorySampler(server.pid) : null;
  sampler?.start();
  const before = sampler ? { seconds: sampler.cpu().total, rss: sampler.last } : null;
  const heapBefore = await isolateHeap(opts["inspector-port"]);
  // Shards of earlier rooms in a state directory given with --state-dir are not this room's.
  const shardsBefore = server.stateDir ? shardObjects(server.stateDir) : 0;
  const audience = Array.from({ length: AUDIENCE }, (_, i) => ({ i }));
  const joinTimes = [];
  const joinStart = now();
  await pool(audience, CONCURRENCY, async (a) => {
    Object.assign(a, await guest(url));
    a.s = await openRoomSocket(url, room.code, a.cookie, { role: "audience" });
    const t = now();
    const joined = a.s.next("watch-joined");
    a.s.send("join-audience");
    await joined;
    joinTimes.push(now() - t);
  });
  const joinAll = now() - joinStart;
  const options = await toVoting();
  // The tally goes to screens and the audience only: the first audience socket observes it.
  const observer = audience[0].s;
  const talliesBefore = observer.frames.filter((m) => m.type === "audience-tally").length;

  // Votes spread over VOTES_OVER_MS; each is timed until the observer's tally counts it.
  const sentAt = [];
  const voteStart = now();
  const tallyLatency = [];
  const done = new Promise((resolveDone) => {
    let counted = 0;
    observer.onFrame((m) => {
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
  const heapAfter = await isolateHeap(opts["inspector-port"]);
  const tallies = observer.frames.filter((m) => m.type === "audience-tally").length - talliesBefore;
  sampler?.stop();
  const after = sampler ? { seconds: sampler.cpu().total } : null;
  const last = observer.frames.filter((m) => m.type === "audience-tally").at(-1)?.data;

  joinTimes.sort((a, b) => a - b);
  tallyLatency.sort((a, b) => a - b);
  console.log(`audience: ${AUDIENCE} sockets on one room (trivia, voting, 3 players)`);
  console.log(`join: all in ${(joinAll / 1000).toFixed(1)} s (concurrency ${CONCURRENCY}); each join-audience → watch-joined p50 ${ms(pct(joinTimes, 50))}, p99 ${ms(pct(joinTimes, 99))}, max ${ms(joinTimes.at(-1))}`);
  console.log(`votes: ${AUDIENCE} over ${(VOTES_OVER_MS / 1000).toFixed(1)} s; counted ${tallyLatency.length}, lost ${AUDIENCE - (last?.total ?? 0)}; vote → tally p50 ${ms(pct(tallyLatency, 50))}, p99 ${ms(pct(tallyLatency, 99))}, max ${ms(tallyLatency.at(-1))}`);
  console.log(`tally frames to each socket: ${tallies} in ${(voteAll / 1000).toFixed(1)} s (≤ ${Math.ceil(voteAll / 250) + 1} allowed at one per 250 ms); last tally: total ${last?.total}, count ${last?.count}`);
  if (server.stateDir) {
    const shards = shardObjects(server.stateDir) - shardsBefore;
    // Shards fill in order, so the fullest holds the audience over the shards, rounded up; it is given the isolate's growth in proportion to its sockets (the room's own growth included, so never less than its share).
    const fullest = Math.ceil(AUDIENCE / shards);
    const perShard = ((heapAfter - heapBefore) * fullest) / AUDIENCE;
    console.log(`shards: ${shards}`);
    console.log(`heap per shard: max ${(perShard / 1048576).toFixed(1)} MiB (the isolate's heap ${(heapBefore / 1048576).toFixed(1)} → ${(heapAfter / 1048576).toFixed(1)} MiB with the audience in, ${fullest} sockets on the fullest shard)`);
  }
  if (before && after) console.log(`server: CPU ${(after.seconds - before.seconds).toFixed(2)} s over the audience's join and votes; RSS peak ${(sampler.peak / 1048576).toFixed(0)} MiB (before ${(before.rss / 1048576).toFixed(0)} MiB)`);
  for (const a of audience) a.s?.close();
  for (const p of players) {
    clearInterval(p.beat);
    p.s.close();
  }
} finally {
  await server.stop();
}
