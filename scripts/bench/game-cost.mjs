// What a game costs on Cloudflare's bill: bots play whole games of each kind on `npm run serve`
// (workerd, as deployed) and the server's own counters (data/cost-meter.ts, on with
// MAJLIS_COST_METER=on in development only) say what the games made the platform do:
//   Durable Object requests as billed: RPC calls, HTTP requests (each socket's upgrade), alarm runs,
//     and incoming WebSocket messages at Cloudflare's 20:1 ratio;
//   Durable Object active time (wall time while an object had a call in flight; a hibernatable
//     object that waits is not billed), as GB-s at the 128 MB every object is billed for;
//   rows the room's storage wrote (one per key put or deleted, one per alarm set);
//   D1 rows read and written, from D1's own `meta` of every statement of the worker and the rooms.
// The worker requests are counted here, at the client: every HTTP call and socket upgrade.
//
//   node scripts/bench/game-cost.mjs [--games 20] [--players 6] [--kinds trivia-deception,meme-game,most-likely,about-us]
//                                    [--concurrency 10] [--url http://127.0.0.1:5391 (a server started with MAJLIS_COST_METER=on)]
//
// Method: the kinds are played one after another; the counters are reset before a kind's games and
// read once all its sockets have closed and its rooms are quiet, so each kind's figures are its own
// N games (the seed's first requests and the bench's own counter reads are outside them). Per 1,000
// games = the N games' totals × 1000 / N. Each game: a host creates the room (a guest for a free
// game; the premium test account for a premium one, which holds 3 open rooms, so those run 3 at a
// time), the other players join as guests on their own sockets, the host starts with the lobby's
// default settings, every player acts once per phase as the page would (a lie, a caption, a truth,
// a vote), rounds move on by the room's own clock where the game does (the staged reveal) and by
// the host's «التالي» where it waits for the host; each page sends the heartbeat every 5 s, as the
// page does (answered by the runtime's auto-response without waking the room, which Cloudflare does
// not bill: counted apart). Then everyone leaves.
// The rate limit stays on (its window rows are part of each call's D1 writes), raised so the bench's
// one address is never refused. Exits non-zero when set-up fails or a game does not finish.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { cookieFrom, openRoomSocket } from "./room-socket.mjs";
import { pool, sleep } from "./room-fanout/util.mjs";
import { root, startScratchServe } from "./scratch-serve.mjs";

const KINDS = ["trivia-deception", "meme-game", "most-likely", "about-us"];
const { values: opts } = parseArgs({
  options: {
    games: { type: "string", default: "20" },
    players: { type: "string", default: "6" },
    kinds: { type: "string", default: KINDS.join(",") },
    concurrency: { type: "string", default: "10" },
    url: { type: "string" },
  },
});
const GAMES = Number(opts.games);
const PLAYERS = Number(opts.players);
const CONCURRENCY = Number(opts.concurrency);
/** The premium test account holds this many open rooms (ROOM_BOUNDS.openRoomsPerCreator). */
const PREMIUM_CONCURRENCY = 3;
const HEARTBEAT_MS = 5_000;
const GAME_TIMEOUT_MS = 15 * 60_000;
const FINAL_PHASES = new Set(["final_ranking", "game_end"]);
const PING = JSON.stringify({ type: "ping", data: {} });

// ---------- Cloudflare's published prices (see docs/decisions.md for the pages) ----------
const PRICE = {
  doRequestPerMillion: 0.15,
  doGbSecondPerMillion: 12.5,
  doRowsWrittenPerMillion: 1.0,
  d1RowsReadPerMillion: 0.001,
  d1RowsWrittenPerMillion: 1.0,
  workerRequestPerMillion: 0.3,
};
/** Every Durable Object is billed at 128 MB of memory, whatever it uses. */
const DO_GB = 128 / 1024;
/** Incoming WebSocket messages are billed as requests at 20:1. */
const WS_RATIO = 20;

// ---------- the server ----------

/** The API's per-address limit stays on (each counted call writes its window's row) but so high the bench is never refused. */
function raiseRateLimit(server) {
  const security = JSON.stringify({ enableRateLimit: true, rateLimitPerMinute: 1_000_000, sessionTimeout: 24 });
  const sql = `UPDATE admin_settings SET value_json = '${security}' WHERE section = 'security'; SELECT value_json FROM admin_settings WHERE section = 'security'`;
  const d1 = spawnSync(resolve(root, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", server.stateDir, "--json", "--command", sql], {
    cwd: root,
    env: server.env,
    encoding: "utf8",
    timeout: 60_000,
  });
  if (d1.status !== 0 || !d1.stdout.includes('\\"rateLimitPerMinute\\":1000000'))
    throw new Error(`could not raise the rate limit in the local D1 (${d1.status ?? d1.signal ?? d1.error})\n${d1.stdout}${d1.stderr}`);
}

let workerRequests = 0;

/** Each game's table is its own household: its own address, as the per-address limits count them (CF-Connecting-IP). */
const household = () => `10.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function http(baseUrl, path, { method = "GET", body, cookie, address } = {}) {
  workerRequests++;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Origin: new URL(baseUrl).origin,
      ...(body ? { "Content-Type": "application/json" } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
      ...(address ? { "CF-Connecting-IP": address } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(60_000),
  });
  if (!res.ok) throw new Error(`${method} ${path} → HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res;
}

/** The server's counters, read (or reset) outside the figures: these calls are not counted as the games'. */
async function meter(baseUrl, method = "GET") {
  const res = await fetch(`${baseUrl}/api/dev/cost-meter`, { method, headers: { Origin: new URL(baseUrl).origin }, signal: AbortSignal.timeout(60_000) });
  if (!res.ok) throw new Error(`${method} /api/dev/cost-meter → HTTP ${res.status} ${(await res.text()).slice(0, 300)} (is the server running with MAJLIS_COST_METER=on?)`);
  return res.json();
}

// ---------- identities and categories ----------

async function guest(baseUrl, address) {
  const res = await http(baseUrl, "/api/auth/guest", { method: "POST", body: {}, address });
  await res.body?.cancel();
  return cookieFrom(res, "majlis_guest");
}

async function premiumHost(baseUrl) {
  const res = await http(baseUrl, "/api/auth/dev/login", { method: "POST", body: { account: "premium" } });
  await res.body?.cancel();
  return cookieFrom(res, "majlis_session");
}

/** What the lobby would pick: bluff trivia every free subcategory of the first free category, the others one category. */
async function lobbyCategories(baseUrl, kind, premium) {
  const listed = await (await http(baseUrl, `/api/games/${kind}/categories`)).json();
  const usable = listed.filter((c) => premium || !c.isPremium);
  if (!usable.length) throw new Error(`no ${premium ? "" : "free "}category of ${kind}`);
  if (kind === "trivia-deception") return usable[0].subcategories.filter((s) => premium || !s.isPremium).map((s) => s.id);
  return [usable[0].id];
}

// ---------- a bot: what each player does when shown a phase ----------

const lie = (slot, seq, attempt) => `جواب ${["أول", "ثان", "ثالث", "رابع", "خامس", "سادس", "سابع", "ثامن", "تاسع", "عاشر"][slot % 10]} ${seq}${attempt ? ` ${attempt}` : ""}`;

/** The frame this player sends for the view (once per phase and action), or null. */
function moveFor(kind, view, me, slot, isHost, attempt) {
  const phase = view.currentPhase;
  const seq = view.phaseSeq;
  const takesPart = !view.participants || view.participants.includes(me);
  if (isHost && phase === "round_results" && !view.autoNext) return { key: `${seq}:next`, action: "next_round", payload: {} };
  if (!takesPart) return null;
  if (kind === "trivia-deception") {
    if (phase === "subcategory_selection" && view.subcategorySelector === me && view.availableSubcategories?.length)
      return { key: `${seq}:select`, action: "SELECT_SUBCATEGORY", payload: { subcategoryId: view.availableSubcategories[0].id } };
    if (phase === "writing" && !view.myAnswer) return { key: `${seq}:lie:${attempt}`, action: "SUBMIT_ANSWER", payload: { answer: lie(slot, seq, attempt) } };
    if (phase === "voting" && !view.myVote) {
      const option = view.displayOptions?.find((o) => !o.isMine);
      if (option) return { key: `${seq}:vote`, action: "SUBMIT_VOTE", payload: { optionId: option.id } };
    }
  } else if (kind === "meme-game") {
    if (phase === "captioning" && !view.myCaptions) {
      // The page sends two slots, as many filled as the picture has boxes.
      const captions = [`تعليق ${slot + 1}${attempt ? ` ${attempt}` : ""}`, view.currentMeme?.textBoxCount === 2 ? `وتكملته ${slot + 1}` : ""];
      return { key: `${seq}:caption:${attempt}`, action: "submit_caption", frame: { captions } };
    }
    if (phase === "voting" && !view.myVote) {
      const submission = view.submissions?.find((s) => !s.isMine);
      if (submission) return { key: `${seq}:vote`, action: "vote_meme", frame: { votedPlayerId: submission.id } };
    }
  } else if (kind === "most-likely") {
    if (phase === "voting" && !view.myVote) {
      const others = view.participants.filter((id) => id !== me);
      return { key: `${seq}:vote`, action: "SUBMIT_VOTE", payload: { votedPlayerId: others[slot % others.length], submissionId: `cost-${seq}-${slot}` } };
    }
  } else if (kind === "about-us") {
    if (phase === "answering" && view.myQuestion && !view.myTruth) return { key: `${seq}:truth:${attempt}`, action: "SUBMIT_TRUTH", payload: { answer: lie(slot, seq, attempt) } };
    if (phase === "writing" && view.subjectId && view.subjectId !== me && !view.myLie)
      return { key: `${seq}:lie:${attempt}`, action: "SUBMIT_ANSWER", payload: { answer: `غير ${lie(slot, seq, attempt)}` } };
    if (phase === "voting" && view.subjectId !== me && !view.myVote) {
      const option = view.options?.find((o) => !o.isMine);
      if (option) return { key: `${seq}:vote`, action: "SUBMIT_VOTE", payload: { optionId: option.id } };
    }
  }
  return null;
}

/** One whole game of `kind`; resolves with its counts, or rejects when it does not finish. */
async function playGame(baseUrl, kind, hostCookie, categories, client, address) {
  const { code } = await (await http(baseUrl, "/api/rooms", { method: "POST", body: { gameType: kind }, cookie: hostCookie, address })).json();
  const cookies = [hostCookie];
  while (cookies.length < PLAYERS) cookies.push(await guest(baseUrl, address));
  const players = [];
  const heartbeats = [];
  try {
    for (const [slot, cookie] of cookies.entries()) {
      workerRequests++; // the upgrade
      const socket = await openRoomSocket(baseUrl, code, cookie);
      const joined = socket.next(["room-joined", "error"]);
      socket.send("join-room", { nickname: `لاعب ${slot + 1}`, isAnonymous: slot > 0 });
      client.framesSent++;
      const msg = await joined;
      if (msg.type !== "room-joined") throw new Error(`${kind}: join-room refused: ${msg.data?.code}`);
      const player = { socket, slot, id: msg.data.playerId, isHost: slot === 0, acted: new Set(), attempt: 0, view: null };
      players.push(player);
      heartbeats.push(
        setInterval(() => {
          if (socket.ws.readyState !== 1) return;
          socket.ws.send(PING);
          client.pings++;
        }, HEARTBEAT_MS),
      );
    }
    const finished = new Promise((resolveGame, rejectGame) => {
      const timer = setTimeout(() => rejectGame(new Error(`${kind} room ${code}: no final phase within ${GAME_TIMEOUT_MS / 1000} s; last phase ${players[0].view?.currentPhase}`)), GAME_TIMEOUT_MS);
      const act = (player) => {
        const view = player.view;
        if (!view || view.paused) return;
        if (FINAL_PHASES.has(view.currentPhase)) {
          if (player.isHost) {
            clearTimeout(timer);
            resolveGame();
          }
          return;
        }
        const move = moveFor(kind, view, player.id, player.slot, player.isHost, player.attempt);
        if (!move || player.acted.has(move.key)) return;
        player.acted.add(move.key);
        // The meme game reads its fields from the frame itself, the others from `payload` (as the pages send them).
        player.socket.send("game-action", move.frame ? { action: move.action, ...move.frame } : { action: move.action, payload: move.payload });
        client.framesSent++;
      };
      for (const player of players) {
        player.socket.onFrame((msg) => {
          if (msg.type === "submission-error") {
            client.refusals.set(`${msg.data?.action}: ${msg.data?.code ?? msg.data?.message}`, (client.refusals.get(`${msg.data?.action}: ${msg.data?.code ?? msg.data?.message}`) ?? 0) + 1);
            // A lie that matched the answer, a caption the picture did not take: try another once or twice.
            if (player.attempt < 3) {
              player.attempt++;
              act(player);
            }
            return;
          }
          if (msg.type === "error") {
            client.refusals.set(`error: ${msg.data?.code}`, (client.refusals.get(`error: ${msg.data?.code}`) ?? 0) + 1);
            return;
          }
          const view = msg.data?.state?.game;
          if (!view || typeof view !== "object") return;
          if (player.view?.phaseSeq !== view.phaseSeq) player.attempt = 0;
          player.view = view;
          act(player);
        });
      }
    });
    const started = players[0].socket.next(["game-started", "error"]);
    players[0].socket.send("start-game", { gameType: kind, categories });
    client.framesSent++;
    const start = await started;
    if (start.type !== "game-started") throw new Error(`${kind}: start-game refused: ${start.data?.code} ${start.data?.message ?? ""}`);
    await finished;
  } finally {
    for (const h of heartbeats) clearInterval(h);
    for (const { socket } of players) if (socket.ws.readyState === 1) socket.ws.close(1000, "game over");
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && players.some(({ socket }) => socket.ws.readyState !== 3)) await sleep(100);
  }
}

// ---------- a kind's N games, its figures ----------

async function measureKind(baseUrl, kind) {
  const premium = kind === "meme-game" || kind === "most-likely";
  const hostFor = premium ? await premiumHost(baseUrl) : null;
  const categories = await lobbyCategories(baseUrl, kind, premium);
  // Set-up reads (the sign-in, the categories) are the lobby's, once per game in real life: counted below per game instead.
  await sleep(1_000);
  await meter(baseUrl, "DELETE");
  const requestsBefore = workerRequests;
  const client = { framesSent: 0, pings: 0, refusals: new Map() };
  const started = performance.now();
  const failures = [];
  await pool(
    Array.from({ length: GAMES }, (_, i) => i),
    premium ? PREMIUM_CONCURRENCY : CONCURRENCY,
    async () => {
      try {
        // The lobby's own reads, as a host's page makes them before a game.
        const address = household();
        await (await http(baseUrl, `/api/games/${kind}/categories`, { address })).body?.cancel();
        await playGame(baseUrl, kind, hostFor ?? (await guest(baseUrl, address)), categories, client, address);
      } catch (error) {
        failures.push(error.message);
      }
    },
  );
  const wallS = (performance.now() - started) / 1000;
  // The last closes reach the rooms, and any alarm they set runs.
  await sleep(3_000);
  const figures = await meter(baseUrl);
  return { kind, figures, client, workerRequests: workerRequests - requestsBefore, wallS, failures, done: GAMES - failures.length };
}

// ---------- the report ----------

const fmt = (n, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const money = (n) => `$${n < 0.01 ? n.toFixed(4) : n.toFixed(3)}`;

function perThousand(result) {
  const k = 1000 / result.done;
  const f = result.figures;
  const r = f.doRequests;
  const doRequests = (r.rpc + r.http + r.alarms + r.webSocketMessages / WS_RATIO) * k;
  const gbS = (f.doActiveMs / 1000) * DO_GB * k;
  const rows = (f.storage.keysPut + f.storage.keysDeleted + f.storage.alarmSets) * k;
  const d1Read = f.d1.rowsRead * k;
  const d1Written = f.d1.rowsWritten * k;
  const worker = result.workerRequests * k;
  const cost = {
    doRequests: (doRequests / 1e6) * PRICE.doRequestPerMillion,
    duration: (gbS / 1e6) * PRICE.doGbSecondPerMillion,
    storage: (rows / 1e6) * PRICE.doRowsWrittenPerMillion,
    d1: (d1Read / 1e6) * PRICE.d1RowsReadPerMillion + (d1Written / 1e6) * PRICE.d1RowsWrittenPerMillion,
    worker: (worker / 1e6) * PRICE.workerRequestPerMillion,
  };
  return { k, r, doRequests, gbS, rows, d1Read, d1Written, worker, cost };
}

function report(results, load) {
  console.log(`\nper 1,000 games (each kind: ${GAMES} games of ${PLAYERS} players, totals × 1000 / games finished); load average ${load}`);
  const head = ["", ...results.map((r) => r.kind)];
  const rows = [];
  const per = results.map(perThousand);
  const line = (label, fn) => rows.push([label, ...results.map((r, i) => fn(r, per[i]))]);
  line("games finished", (r) => `${r.done}/${GAMES} in ${fmt(r.wallS)} s`);
  line("DO RPC calls", (_, p) => fmt(p.r.rpc * p.k));
  line("DO HTTP requests (upgrades)", (_, p) => fmt(p.r.http * p.k));
  line("DO alarm runs", (_, p) => fmt(p.r.alarms * p.k));
  line("DO WebSocket messages in", (_, p) => fmt(p.r.webSocketMessages * p.k));
  line("DO requests billed (msgs ÷ 20)", (_, p) => fmt(p.doRequests));
  line("DO active time, s", (r, p) => fmt((r.figures.doActiveMs / 1000) * p.k, 1));
  line("DO duration, GB-s (128 MB)", (_, p) => fmt(p.gbS, 1));
  line("storage rows written", (_, p) => fmt(p.rows));
  line("  of which keys put / deleted / alarms", (r, p) => `${fmt(r.figures.storage.keysPut * p.k)} / ${fmt(r.figures.storage.keysDeleted * p.k)} / ${fmt(r.figures.storage.alarmSets * p.k)}`);
  line("D1 statements", (r, p) => fmt(r.figures.d1.statements * p.k));
  line("D1 rows read", (_, p) => fmt(p.d1Read));
  line("D1 rows written", (_, p) => fmt(p.d1Written));
  line("worker requests (HTTP + upgrades)", (_, p) => fmt(p.worker));
  line("heartbeats sent (auto-response: not billed)", (r, p) => fmt(r.client.pings * p.k));
  line("game frames sent (client count)", (r, p) => fmt(r.client.framesSent * p.k));
  line("cost: DO requests", (_, p) => money(p.cost.doRequests));
  line("cost: DO duration", (_, p) => money(p.cost.duration));
  line("cost: DO storage rows", (_, p) => money(p.cost.storage));
  line("cost: D1 rows", (_, p) => money(p.cost.d1));
  line("cost: worker requests", (_, p) => money(p.cost.worker));
  line("cost: total (beyond the plan's included)", (_, p) => money(Object.values(p.cost).reduce((a, b) => a + b, 0)));
  const widths = head.map((_, c) => Math.max(...[head, ...rows].map((row) => String(row[c]).length)));
  for (const row of [head, ...rows]) console.log(row.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join("  "));
  for (const r of results) {
    if (r.client.refusals.size) console.log(`${r.kind} refusals heard: ${[...r.client.refusals].map(([k, n]) => `${k} ×${n}`).join(", ")}`);
    for (const failure of r.failures.slice(0, 3)) console.log(`${r.kind} game failed: ${failure}`);
  }
  console.log(`raw figures: ${JSON.stringify(results.map(({ kind, figures, workerRequests: w, client }) => ({ kind, figures, workerRequests: w, pings: client.pings, framesSent: client.framesSent })))}`);
}

// ---------- main ----------

let server = null;
let status = 0;
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, async () => {
    await server?.stop();
    process.exit(130);
  });
try {
  let baseUrl = opts.url?.replace(/\/+$/, "");
  if (!baseUrl) {
    console.log("game cost: npm run serve on a scratch build and state, MAJLIS_COST_METER=on …");
    server = await startScratchServe({ name: "cost", env: { CI: "true", WRANGLER_SEND_METRICS: "false", MAJLIS_COST_METER: "on" } });
    raiseRateLimit(server);
    baseUrl = server.url;
  }
  await meter(baseUrl);
  const kinds = opts.kinds.split(",").filter(Boolean);
  for (const kind of kinds) if (!KINDS.includes(kind)) throw new Error(`unknown kind ${kind}`);
  const results = [];
  const loads = [];
  for (const kind of kinds) {
    console.log(`${kind}: ${GAMES} games of ${PLAYERS} players …`);
    loads.push((await import("node:os")).loadavg()[0].toFixed(1));
    const result = await measureKind(baseUrl, kind);
    console.log(`${kind}: ${result.done}/${GAMES} finished in ${result.wallS.toFixed(0)} s`);
    results.push(result);
    if (result.failures.length) status = 1;
  }
  report(results, loads.join(" / "));
} catch (error) {
  status = 1;
  console.error(error);
  if (server) console.error(`--- server log (tail) ---\n${server.log().slice(-3_000)}`);
} finally {
  await server?.stop();
}
process.exit(status);
