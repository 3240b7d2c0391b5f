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
// (bytes written per vote), and it prints the targets (README.md) as met / not met, with the
// actor's against the workerd relay+put floor of the same run (20×8: p99 ≤ 1.3×; 200×8: ≥ 0.95×
// its messages per second, p99 ≤ 1.5×). A row gives each round's p99: a tail from one pause
// reads differently from a tail in every round. Every server first plays one unmeasured round
// (a runtime's first burst after a set-up pauses, whichever server it is). TMPDIR=/dev/shm keeps the storage commits (the
// actor's and the relay+put floor's) off a disk other work on the machine is using.
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
//
// The parts live in ./room-fanout/: options.mjs (this command line), drivers.mjs (one driver
// per server: Majlis, the floor relays, the Colyseus peer), workload.mjs (the rounds, the same
// for every server), majlis-server.mjs and votes.mjs (npm run serve, identities, the actor's
// metrics, the vote round), process-stats.mjs (CPU and memory from /proc) and report.mjs.
import { startPeerServer } from "./colyseus-peer.mjs";
import { MemorySampler, directEntryUrl } from "./room-fanout/process-stats.mjs";
import { startServeServer } from "./room-fanout/majlis-server.mjs";
import { opts, PLAYERS, ROOMS, ROUNDS, STAGGER_MS } from "./room-fanout/options.mjs";
import { printReport } from "./room-fanout/report.mjs";
import { cleanup, cleanups, SetupError, sleep } from "./room-fanout/util.mjs";
import { measureVotes, VOTERS } from "./room-fanout/votes.mjs";
import { runWorkload } from "./room-fanout/workload.mjs";
import { startFloorServer } from "./ws-floor.mjs";
import { startWorkerdFloor } from "./workerd-floor.mjs";

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
