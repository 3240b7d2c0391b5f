// One run of the room fan-out workload against one server: set up R rooms × P players through
// the server's driver (./drivers.mjs), then one unmeasured warm-up round and ROUNDS rounds in which every player changes their
// avatar once and each change is timed until the whole room has it.
import { loadavg } from "node:os";
import { DRIVERS } from "./drivers.mjs";
import { roomMetrics, storagePerAvatar } from "./majlis-server.mjs";
import { CONCURRENCY, PLAYERS, ROOMS, ROUNDS, STAGGER_MS, UPDATE_TIMEOUT_MS } from "./options.mjs";
import { describeTally, now, pool, SetupError, sleep, tally } from "./util.mjs";

/**
 * target: { name, baseUrl, kind: "majlis" | "floor" | "peer", sampler }
 * Every player gets send(frame), isOpen() and close(graceful), so the rounds
 * are the same code whether the socket is a plain `ws` or a Colyseus room.
 * Returns the run's figures, or throws SetupError when not every player could join.
 */
export async function runWorkload(target) {
  const { kind, baseUrl } = target;
  const driver = DRIVERS[kind];
  const stats = {
    setupMs: 0,
    sent: 0,
    completed: 0,
    timedOut: 0,
    missingDeliveries: 0,
    avatarFrames: 0,
    unmatchedFrames: 0,
    latencies: [],
    /** The latencies of each round apart: a tail of one round (a pause) reads differently from a tail of every round. */
    roundLatencies: Array.from({ length: ROUNDS }, () => []),
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
  const state = { measuring: false, warmingUp: false, tearingDown: false };

  const onAvatarUpdated = (player, data) => {
    if (!state.measuring && !state.warmingUp) return tally(stats.otherFrames, "avatar-updated outside a round");
    if (state.measuring) stats.avatarFrames++;
    const sender = byId.get(data?.playerId);
    const pending = sender?.pending;
    const a = data?.avatar;
    if (pending && a && a.color === pending.avatar.color && a.face === pending.avatar.face && a.custom === pending.avatar.custom && pending.remaining.delete(player)) {
      if (pending.remaining.size === 0) {
        if (pending.round >= 0) {
          stats.latencies.push(now() - pending.sentAt);
          stats.roundLatencies[pending.round].push(now() - pending.sentAt);
          stats.completed++;
        }
        clearTimeout(pending.timer);
        sender.pending = null;
        pending.done();
      }
    } else if (state.measuring) stats.unmatchedFrames++;
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

  const ctx = { baseUrl, origin: new URL(baseUrl).origin, wsBase: baseUrl.replace(/^http/, "ws"), stats, fail, onFrame, onAvatarUpdated, state };

  if (target.sampler) stats.idleRss = target.sampler.sample();
  target.sampler?.resetPeak();
  const setupStart = now();

  await driver.createRooms(rooms, ctx);
  await pool(players, CONCURRENCY, async (player) => {
    if (!player.room.code) return fail("join", "room was not created");
    const refused = await driver.joinPlayer(player, ctx);
    if (refused) return fail(refused.stage, refused.reason);
    player.joined = true;
    byId.set(player.playerId, player);
  });
  stats.setupMs = now() - setupStart;
  target.sampler?.sample();
  stats.setupPeakRss = target.sampler?.peak ?? 0;
  stats.setupPeakParts = target.sampler?.describePeak();

  const teardown = async (graceful) => {
    state.tearingDown = true;
    for (const p of players) {
      clearTimeout(p.heartbeatStart);
      clearInterval(p.heartbeat);
    }
    await driver.leave(players, graceful);
  };

  const joined = players.filter((p) => p.joined).length;
  if (joined < players.length) {
    await teardown(false);
    throw new SetupError(
      `${target.name}: only ${joined} of ${players.length} players joined after ${(stats.setupMs / 1000).toFixed(1)} s.\n` +
        `  failures: ${describeTally(failures)}\n  first: ${firstFailures.join(" | ")}` +
        (stats.httpRetries.size ? `\n  HTTP retries: ${describeTally(stats.httpRetries)}` : ""),
    );
  }

  const randomAvatar = (previous) => {
    for (;;) {
      const avatar = { color: 2 + Math.floor(Math.random() * 5), face: 7 + Math.floor(Math.random() * 8), custom: 15 + Math.floor(Math.random() * 9) };
      if (!previous || avatar.color !== previous.color || avatar.face !== previous.face || avatar.custom !== previous.custom) return avatar;
    }
  };

  // One round: each player sends once and the round ends when every update has reached
  // its whole room (or timed out), so no player ever has two updates outstanding. The
  // warm-up round (round -1) is played the same way and counts nowhere.
  const playRound = (round) =>
    Promise.all(
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
              const pending = { round, avatar, sentAt: now(), remaining: new Set(player.room.members), done, timer: null };
              pending.timer = setTimeout(() => {
                if (round >= 0) {
                  stats.timedOut++;
                  stats.missingDeliveries += pending.remaining.size;
                }
                player.pending = null;
                done();
              }, UPDATE_TIMEOUT_MS);
              player.pending = pending;
              if (round >= 0) {
                stats.sent++;
                player.room.sent++;
              }
              player.send(driver.frame(player, avatar));
            }, Math.random() * STAGGER_MS);
          }),
      ),
    );

  // A moment for the last joins' broadcasts to settle, then one unmeasured round for every
  // server alike: a runtime's first burst after a set-up pauses (JIT, the first commits) on
  // the relay floors as on the room, and whichever server's first measured round caught that
  // pause carried a tail the other did not.
  await sleep(1_000);
  state.warmingUp = true;
  await playRound(-1);
  state.warmingUp = false;
  await sleep(1_000);
  for (const key of [...stats.otherFrames.keys()]) stats.otherFrames.delete(key);
  stats.framesBeforeRounds = 0;
  if (kind === "majlis") stats.metricsBefore = await roomMetrics(rooms);
  const cpuBefore = target.sampler?.cpu();
  const clientCpuBefore = process.cpuUsage();
  target.sampler?.resetPeak();
  state.measuring = true;
  const start = now();
  stats.loadBefore = loadavg()[0];

  for (let round = 0; round < ROUNDS; round++) await playRound(round);
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
  state.measuring = false;
  if (kind === "majlis") stats.storage = storagePerAvatar(rooms, stats.metricsBefore, await roomMetrics(rooms));
  await teardown(kind === "majlis" && !target.ownServer);
  stats.latencies.sort((a, b) => a - b);
  for (const round of stats.roundLatencies) round.sort((a, b) => a - b);
  return stats;
}
