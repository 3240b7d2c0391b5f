// A gathering of forty in teams (docs/decisions.md, «a gathering of forty»): P bot phones (default
// 40) in T teams (default 4) play a whole game of bluff trivia and then a whole game of «عنّا» on
// one room, each with its default settings (a free room's host keeps the sliders). In every round each member proposes a lie (in the first round of trivia one member of
// each team also picks its team's lie), then everyone votes alone. It prints, per game:
//   delivered / lost   the vote's results frames that reached each phone, and those that never did
//                      (10 s after the last vote)
//   last vote → results   from the round's last vote sent to each phone hearing the results
//                      (trivia's round_results, «عنّا»'s reveal), p50 and p99 over phones and rounds
//   largest frame      the largest frame any phone heard, in KB (the «عنّا» row: over the whole run)
//   bytes per action   the room's storage bytes written (metrics-response) per player action sent,
//                      and the bytes the phones heard per action
//
//   node scripts/bench/gathering.mjs [--players 40] [--teams 4] [--url http://127.0.0.1:5421 [--state-dir DIR]] [--tv-shots DIR]
//
// With --tv-shots a big screen (headless Chromium at 1920×1080 on /screen/{code}) follows the room
// and is saved as PNGs: the lobby, the team board while the lies are written, a team's lie at the
// reveal, the teams' totals and the teams' podium. It waits for each reveal beat it saves, so the
// timings of a run with screenshots are not the bench's figures.
//
// Without --url it starts `npm run serve` on a scratch build and state directory. With --url and
// --state-dir it turns the API's rate limit off in that D1 as the other benches do; without the
// directory it waits out a 429 (forty guests and a room are well under a minute's limit).
// Figures are printed, never asserted; it exits non-zero only when the set-up fails.
import { parseArgs } from "node:util";
import { openRoomSocket } from "./room-socket.mjs";
import { now, percentile as pct, postJson as post, sleep } from "./room-fanout/util.mjs";
import { startScratchServe, turnRateLimitOff } from "./scratch-serve.mjs";

const { values: opts } = parseArgs({
  options: {
    players: { type: "string", default: "40" },
    teams: { type: "string", default: "4" },
    url: { type: "string" },
    "state-dir": { type: "string" },
    "tv-shots": { type: "string" },
  },
});
const PLAYERS = Number(opts.players);
const TEAMS = Number(opts.teams);
const RESULTS_WAIT_MS = 10_000;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (x) => `${Math.round(x)} ms`;

const server = opts.url
  ? { url: opts.url, stateDir: opts["state-dir"] ?? null, async stop() {} }
  : await startScratchServe({ name: "gathering" });
if (server.stateDir) turnRateLimitOff({ ...server, env: server.env ?? process.env });
const { url } = server;
const SHOTS = opts["tv-shots"] ?? null;

/** The big screen, when screenshots are asked for: a TV-sized page following the room. */
async function openTv(code) {
  const { mkdirSync } = await import("node:fs");
  const { launchBrowser, settled } = await import("../../e2e/helpers.mjs");
  mkdirSync(SHOTS, { recursive: true });
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: "ar-SA" });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${url}/screen/${code}`);
  return {
    /** Waits for `selector` on the TV, lets its animations end, and saves it as `name`.png. */
    async shot(name, selector) {
      await page.locator(selector).first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/${name}.png` });
      // Nothing may spill past the 16:9 screen: the page's frame hides what overflows, so its content's height tells.
      const spill = await page.evaluate(() => {
        const main = document.querySelector("main");
        return Math.max(document.documentElement.scrollHeight - window.innerHeight, main ? main.scrollHeight - main.clientHeight : 0);
      });
      console.log(`tv: ${name}.png${spill > 0 ? ` (spills ${spill} px)` : ""}`);
    },
    close: () => browser.close(),
  };
}

/** Every frame a phone hears, counted in bytes as it arrived. */
function meter(phone) {
  phone.bytes = 0;
  phone.largest = 0;
  phone.s.ws.on("message", (raw) => {
    const n = raw.length ?? Buffer.byteLength(raw);
    phone.bytes += n;
    phone.largest = Math.max(phone.largest, n);
  });
}

/** A frame the phone heard already, or the next one to come. */
const seen = (p, match) => {
  const earlier = p.s.frames.find(match);
  return earlier ? Promise.resolve(earlier) : p.s.next(match);
};

const phase = (name) => (m) => (m.type === "phase-changed" || m.type === "game-state" || m.type === "game-started") && m.data.state.game?.currentPhase === name;

try {
  // The phones: guests, the first one hosts.
  const phones = [];
  for (let i = 0; i < PLAYERS; i++) {
    const { json, cookie } = await post(url, "/api/auth/guest", {});
    phones.push({ id: json.playerId, cookie, name: `ضيف ${i + 1}` });
  }
  const host = phones[0];
  const { json: room } = await post(url, "/api/rooms", { gameType: "trivia-deception", nickname: host.name }, host.cookie);
  for (const p of phones) {
    p.s = await openRoomSocket(url, room.code, p.cookie);
    meter(p);
    const joined = p.s.next("room-joined");
    p.s.send("join-room", { nickname: p.name });
    await joined;
    p.beat = setInterval(() => p.s.send("ping"), 5_000);
  }
  const byId = new Map(phones.map((p) => [p.id, p]));
  const dealt = host.s.next((m) => m.type === "game-state" && m.data.state.teams?.length === TEAMS);
  host.s.send("set-teams", { count: TEAMS });
  const teams = (await dealt).data.state.teams;
  const tv = SHOTS ? await openTv(room.code) : null;
  await tv?.shot("tv-lobby-40", "main");

  const metrics = async () => {
    const answer = host.s.next("metrics-response");
    host.s.send("metrics-request");
    return (await answer).data;
  };
  const counters = () => ({ bytes: phones.reduce((n, p) => n + p.bytes, 0), largest: Math.max(...phones.map((p) => p.largest)) });

  /**
   * Everyone in `voters` votes with `choose`, the last vote's time is kept, and each phone's
   * results frame (a phase-changed to `resultPhase`) is timed from it.
   */
  async function voteRound(voters, choose, resultPhase, record) {
    const heard = phones.map((p) => p.s.next((m) => m.type === "phase-changed" && m.data.state.game?.currentPhase === resultPhase, RESULTS_WAIT_MS + 30_000).then(() => now(), () => null));
    let last = 0;
    for (const p of voters) {
      p.s.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: choose(p) } });
      record.actions++;
      last = now();
    }
    const deadline = sleep(RESULTS_WAIT_MS + 30_000).then(() => null);
    const times = await Promise.all(heard.map((h) => Promise.race([h, deadline])));
    for (const t of times) {
      if (t === null || t - last > RESULTS_WAIT_MS) record.lost++;
      else {
        record.delivered++;
        record.latency.push(t - last);
      }
    }
  }

  // ---------- bluff trivia ----------
  const cats = await (await fetch(`${url}/api/games/trivia-deception/categories`)).json();
  const subs = cats.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id);
  const trivia = { delivered: 0, lost: 0, latency: [], actions: 0 };
  const m0 = await metrics();
  const c0 = counters();
  let started = host.s.next("game-started");
  host.s.send("start-game", { gameType: "trivia-deception", categories: subs });
  // A refusal (a free room's host may not change the sliders) says why rather than timing out.
  const refused = (e) => {
    throw new Error(`${e.message}; the host heard: ${host.s.errors.join(", ")}`);
  };
  let game = (await started.catch(refused)).data.state.game;
  for (let round = 1; round <= game.totalRounds; round++) {
    const selecting = game.currentPhase === "subcategory_selection" ? game : (await host.s.next(phase("subcategory_selection"))).data.state.game;
    const writing = host.s.next(phase("writing"));
    byId.get(selecting.subcategorySelector)?.s.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: selecting.availableSubcategories[0].id } });
    trivia.actions++;
    await writing;
    const voting = host.s.next(phase("voting"));
    // In the first round one member of each team picks the first member's proposal instead of writing.
    const pickers = round === 1 ? new Map(teams.map((t) => [t.playerIds[1], t.playerIds[0]])) : new Map();
    for (const [i, p] of phones.entries()) {
      // Half the room has written: the TV's team board shows who has.
      if (tv && round === 2 && i === Math.floor(PLAYERS / 2)) await tv.shot("tv-team-board-writing", '[data-testid="team-board"] [data-acted="yes"]');
      if (pickers.has(p.id)) continue;
      p.s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `كذبة ${i + 1} في الجولة ${round}` } });
      trivia.actions++;
    }
    for (const [pickerId, authorId] of pickers) {
      const picker = byId.get(pickerId);
      await seen(picker, (m) => m.data?.state?.game?.teamLie?.proposals?.some((x) => x.playerId === authorId));
      picker.s.send("game-action", { action: "PICK_LIE", payload: { authorId } });
      trivia.actions++;
    }
    const options = (await voting).data.state.game.displayOptions;
    await voteRound(phones, (p) => options[(phones.indexOf(p) + round) % options.length].id, "round_results", trivia);
    if (round === 1) {
      await tv?.shot("tv-reveal-team-lie", '[data-beat="author"]');
      await tv?.shot("tv-team-totals", '[data-testid="screen-team-totals"]');
    }
    const next = round < game.totalRounds ? host.s.next(phase("subcategory_selection")) : host.s.next(phase("final_ranking"));
    host.s.send("game-action", { action: "next_round" });
    trivia.actions++;
    game = (await next).data.state.game;
  }
  await tv?.shot("tv-team-podium", '[data-testid="screen-team-podium"]');
  const triviaRounds = game.totalRounds;
  const m1 = await metrics();
  const c1 = counters();

  // ---------- «عنّا» ----------
  const aboutCats = (await (await fetch(`${url}/api/games/about-us/categories`)).json()).filter((c) => !c.isPremium).map((c) => c.id);
  const about = { delivered: 0, lost: 0, latency: [], actions: 0 };
  const lobby = host.s.next("game-ended");
  host.s.send("game-action", { action: "back_to_lobby" });
  await lobby;
  started = host.s.next("game-started");
  // Empty settings: the game's defaults, not the lobby's trivia sliders.
  host.s.send("start-game", { gameType: "about-us", categories: aboutCats, settings: {} });
  game = (await started.catch(refused)).data.state.game;
  let turns = 0;
  while (game.currentPhase !== "final_ranking") {
    if (game.currentPhase === "answering") {
      const after = host.s.next((m) => m.type === "phase-changed" && ["writing", "round_results"].includes(m.data.state.game?.currentPhase));
      for (const p of phones) {
        p.s.send("game-action", { action: "SUBMIT_TRUTH", payload: { answer: `جواب ${p.name} الصادق` } });
        about.actions++;
      }
      game = (await after).data.state.game;
      continue;
    }
    if (game.currentPhase === "writing") {
      const subject = game.subjectId;
      const voting = host.s.next(phase("voting"));
      const views = phones.map((p) => p.s.next(phase("voting")));
      for (const p of phones.filter((x) => x.id !== subject)) {
        p.s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `كذبة ${p.name} عن الموضوع ${turns + 1}` } });
        about.actions++;
      }
      await voting;
      const seenBy = new Map((await Promise.all(views)).map((m, i) => [phones[i], m.data.state.game]));
      const voters = phones.filter((x) => x.id !== subject);
      // Never one's own team's lie (its view marks it as the phone's own): the truth or another team's.
      const optionsOf = (p) => {
        const votable = seenBy.get(p).options.filter((o) => !o.isMine);
        return votable[(phones.indexOf(p) + turns) % votable.length].id;
      };
      const reveal = host.s.next((m) => m.type === "phase-changed" && m.data.state.game?.currentPhase !== "reveal" && m.data.state.game?.currentPhase !== "voting", 120_000);
      await voteRound(voters, optionsOf, "reveal", about);
      turns++;
      // The reveal lasts as long as its show; the room moves on by itself.
      game = (await reveal).data.state.game;
      continue;
    }
    if (game.currentPhase === "round_results") {
      const next = host.s.next((m) => m.type === "phase-changed" && m.data.state.game?.currentPhase !== "round_results");
      host.s.send("game-action", { action: "next_round" });
      about.actions++;
      game = (await next).data.state.game;
      continue;
    }
    throw new Error(`unexpected phase ${game.currentPhase}`);
  }
  const m2 = await metrics();
  const c2 = counters();

  const row = (name, r, ma, mb, ca, cb) => {
    const lat = [...r.latency].sort((a, b) => a - b);
    // The room's counters start again when its object restarts (it may sleep between games): then only what it wrote since counts, a lower bound.
    const restarted = mb.uptimeMs < ma.uptimeMs || mb.bytesWritten < ma.bytesWritten;
    const written = restarted ? `≥ ${Math.round(mb.bytesWritten / r.actions).toLocaleString("en-US")}` : Math.round((mb.bytesWritten - ma.bytesWritten) / r.actions).toLocaleString("en-US");
    return `| ${name} | ${r.delivered} | ${r.lost} | ${ms(pct(lat, 50))} | ${ms(pct(lat, 99))} | ${kb(cb.largest)} | ${written} B | ${Math.round((cb.bytes - ca.bytes) / r.actions).toLocaleString("en-US")} B | ${r.actions} |`;
  };
  console.log(`gathering: ${PLAYERS} phones in ${TEAMS} teams (${teams.map((t) => t.playerIds.length).join("/")}), trivia ${triviaRounds} rounds, «عنّا» ${game.totalRounds} rounds (${turns} subjects)`);
  console.log("| game | delivered | lost | last vote → results p50 | p99 | largest frame | storage bytes / action | bytes heard / action | actions |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  console.log(row("bluff trivia", trivia, m0, m1, c0, c1));
  console.log(row("«عنّا»", about, m1, m2, c1, c2));
  for (const p of phones) {
    clearInterval(p.beat);
    p.s.close();
  }
  await tv?.close();
} finally {
  await server.stop();
}
