// The report of the room fan-out benchmark: the table of every server's figures side by side,
// the vote round's bytes, and the targets (README.md's «room-fanout») as met / not met.
import { PLAYERS, ROOMS } from "./options.mjs";
import { describeTally, mib, percentile } from "./util.mjs";
import { VOTERS } from "./votes.mjs";

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
 * The targets (README.md's «room-fanout») for this run's size (each { label, figure, met: true | false | null (no figure) }),
 * judged on the production-like path (the app's workerd without wrangler's proxy), against the peers of the same run.
 */
function targets(m, f, p, w, votes) {
  const check = (label, figure, met) => ({ label, figure, met: typeof met === "boolean" ? met : null });
  const known = (...xs) => xs.every(Number.isFinite);
  const list = [];
  const small = ROOMS <= 100;
  const size = small ? "20×8" : "200×8";
  if (small) {
    if (p)
      list.push(check(`${size}: CPU per delivered msg ≤ Colyseus peer`, `${fmt(m.cpuPerMsgUs, 0)} µs vs ${fmt(p.cpuPerMsgUs, 0)} µs (${ratio(m.cpuPerMsgUs, p.cpuPerMsgUs) || "n/a"})`, known(m.cpuPerMsgUs, p.cpuPerMsgUs) ? m.cpuPerMsgUs <= p.cpuPerMsgUs : null));
    if (f) list.push(check(`${size}: p99 ≤ 1.5× floor`, `${fmt(m.p99)} ms vs ${fmt(f.p99)} ms (${ratio(m.p99, f.p99) || "n/a"})`, known(m.p99, f.p99) ? m.p99 <= 1.5 * f.p99 : null));
    if (w) list.push(check(`${size}: p99 ≤ 1.3× workerd relay+put`, `${fmt(m.p99)} ms vs ${fmt(w.p99)} ms (${ratio(m.p99, w.p99) || "n/a"})`, known(m.p99, w.p99) ? m.p99 <= 1.3 * w.p99 : null));
  } else {
    if (p) {
      list.push(check(`${size}: delivered msgs/s ≥ Colyseus peer`, `${fmt(m.rate, 0)} vs ${fmt(p.rate, 0)} (${ratio(m.rate, p.rate) || "n/a"})`, known(m.rate, p.rate) ? m.rate >= p.rate : null));
      list.push(check(`${size}: p99 ≤ Colyseus peer`, `${fmt(m.p99)} ms vs ${fmt(p.p99)} ms`, known(m.p99, p.p99) ? m.p99 <= p.p99 : null));
    }
    if (w) {
      list.push(check(`${size}: delivered msgs/s ≥ 0.95× workerd relay+put`, `${fmt(m.rate, 0)} vs ${fmt(w.rate, 0)} (${ratio(m.rate, w.rate) || "n/a"})`, known(m.rate, w.rate) ? m.rate >= 0.95 * w.rate : null));
      list.push(check(`${size}: p99 ≤ 1.5× workerd relay+put`, `${fmt(m.p99)} ms vs ${fmt(w.p99)} ms (${ratio(m.p99, w.p99) || "n/a"})`, known(m.p99, w.p99) ? m.p99 <= 1.5 * w.p99 : null));
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

export function printReport({ config, majlisLabel, ours, oursProxy, floor, peer, workerdRelay, workerdStore, votes }) {
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
    row("latency p99 by round ms", (s) => s.roundLatencies.map((round) => fmt(percentile(round, 99), 0)).join("/")),
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
  const list = targets(m, f, peer && sums.get(peer), workerdStore && sums.get(workerdStore), votes);
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
