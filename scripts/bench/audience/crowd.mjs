// One process's share of the audience bench (scripts/bench/audience.mjs forks several): its
// slice of the audience's guests and sockets, their joins, and their votes at the times the
// parent sets. Ten thousand sockets each hear every tally push, so a frame is parsed only where
// it is read: until the socket has joined, an error, and everything on the one observer socket;
// the rest are counted by their first bytes. Talks to the parent over the IPC channel:
//   parent → { cmd: "join", url, code, indices, concurrency, observeAt }   → { ev: "progress", joined } every 250, then { ev: "joined", times, failures }
//   parent → { cmd: "vote", startAt, spacingMs, options }                → { ev: "tally", t, total } per observer tally, then { ev: "voted" }
//   parent → { cmd: "report" }  → { ev: "report", sent, talliesPerSocket, acked, errors, cpuSeconds }
//   parent → { cmd: "close" }   → the sockets close and the process exits
import { openRoomSocket } from "../room-socket.mjs";
import { pool, postJson, sleep } from "../room-fanout/util.mjs";

/** Wall-clock milliseconds with sub-millisecond precision, comparable between the bench's processes. */
const clock = () => performance.timeOrigin + performance.now();
const prefix = (type) => Buffer.from(`{"type":"${type}"`);
const TALLY = prefix("audience-tally");
const VOTED = prefix("audience-voted");
const READ_ALWAYS = [prefix("error"), prefix("submission-error")];
const startsWith = (raw, head) => raw.length >= head.length && raw.compare(head, 0, head.length, 0, head.length) === 0;

/** Node's fetch closes an idle keep-alive connection after 4 s; a little more, and they are all gone. */
const HTTP_IDLE_CLOSE_MS = 6_000;
const members = [];
const failures = new Map();
const errors = new Map();
const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
let voteStartedAt = null;

function frameFilter(a) {
  return (raw) => {
    if (startsWith(raw, TALLY)) {
      if (voteStartedAt !== null) a.tallies++;
      return a.observer || !a.joined;
    }
    if (startsWith(raw, VOTED)) {
      a.acked++;
      return a.observer;
    }
    return a.observer || !a.joined || READ_ALWAYS.some((head) => startsWith(raw, head));
  };
}

async function join({ url, code, indices, concurrency, observeAt }) {
  const times = [];
  // The observer is the member at `observeAt` in this process's list, not its first: the parent spreads the processes' observers over the join order, so they sit on different shards and time the totals as the audience at large hears them, not only the first shard's.
  for (const i of indices) members.push({ i, observer: members.length === observeAt, joined: false, tallies: 0, acked: 0 });
  // Every guest first, then the sockets, once the guests' keep-alive connections have closed: the
  // local workerd holds two descriptors per connection, and ten thousand sockets need all it has.
  await pool(members, concurrency, async (a) => {
    try {
      const { json, cookie } = await postJson(url, "/api/auth/guest", {});
      a.id = json.playerId;
      a.cookie = cookie;
    } catch (error) {
      count(failures, String(error.message ?? error).slice(0, 160));
    }
  });
  await sleep(HTTP_IDLE_CLOSE_MS);
  await pool(members, concurrency, async (a) => {
    if (!a.cookie) return;
    try {
      a.s = await openRoomSocket(url, code, a.cookie, { role: "audience", parse: frameFilter(a), handshakeTimeout: 120_000 });
      a.s.onFrame((m) => {
        if (m.type === "error" || m.type === "submission-error") count(errors, m.data?.code ?? m.data?.message ?? m.type);
      });
      const t = clock();
      const joined = a.s.next("watch-joined", 120_000);
      a.s.send("join-audience");
      await joined;
      a.joined = true;
      a.s.frames.length = 0;
      times.push(clock() - t);
      if (times.length % 250 === 0) process.send({ ev: "progress", joined: times.length });
    } catch (error) {
      count(failures, String(error.message ?? error).slice(0, 160));
      a.s?.close();
      a.s = null;
    }
  });
  process.send({ ev: "joined", times, failures: [...failures] });
}

async function vote({ startAt, spacingMs, options }) {
  voteStartedAt = clock();
  const observer = members.find((a) => a.observer && a.s);
  observer?.s.onFrame((m) => {
    if (m.type === "audience-tally") process.send({ ev: "tally", t: clock(), total: m.data.total });
  });
  const sent = [];
  for (const a of members) {
    const due = startAt + a.i * spacingMs;
    const wait = due - clock();
    if (wait > 1) await sleep(wait);
    if (!a.s) continue;
    a.s.send("audience-vote", { optionId: options[a.i % options.length] });
    sent.push(clock());
  }
  process.send({ ev: "voted", sent: sent.length });
  return sent;
}

let sent = [];
process.on("message", async (m) => {
  if (m.cmd === "join") await join(m);
  else if (m.cmd === "vote") sent = await vote(m);
  else if (m.cmd === "report") {
    const usage = process.cpuUsage();
    process.send({
      ev: "report",
      sent,
      talliesPerSocket: members.filter((a) => a.s).map((a) => a.tallies),
      acked: members.reduce((n, a) => n + a.acked, 0),
      errors: [...errors],
      cpuSeconds: (usage.user + usage.system) / 1e6,
    });
  } else if (m.cmd === "close") {
    for (const a of members) a.s?.close();
    process.exit(0);
  }
});
process.on("disconnect", () => process.exit(0));
