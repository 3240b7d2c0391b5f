// The big screen and the audience, in the browser: for each game a TV-sized screen (/screen/{code},
// no sign-in, no seat) and an audience phone (/watch/{code}, joined after the start) follow three
// players to the podium; the audience votes in each voting phase and everyone sees the counts and
// «اختيار الجمهور». The three players act over their own sockets from their own browser contexts
// (scripted, so this test is about the screen and the audience, not the players' screens).
//
// The TV is the show (issue 31): the test records, from what the TV shows, the beats of each
// round's staged reveal (a MutationObserver on its data-beat attribute) and checks their order
// against the round's results: each picked lie (the lie, who fell for it, whose it was), the truth,
// then the totals, with no total on screen before the truth; the captions and the names likewise,
// the winners last. It checks the round and category while the lies are written, «جولة الحسم»,
// the effective times under «وقت أطول», the pause banner, the host's «+30 ثانية» and skip, a
// dropped player's tile, and the text sizes at 1920×1080. The meme screen prefers reduced motion:
// the same beats, nothing moving.
//
// With SCREEN_SHOTS=<dir> it saves the screen at 1920×1080, 1280×720 and 3840×2160 in every phase,
// one frame per beat of the first trivia reveal, and a contact sheet of those frames.
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { BASE_URL, launchBrowser, PHONE } from "../helpers.mjs";

const WAIT = { timeout: 30_000 };
/** A whole staged reveal, on a busy shared machine. */
const SHOW_WAIT = { timeout: 90_000 };
/** A page frozen this long can have missed a whole beat (the shortest, a lie's, lasts 1.6 s: SCREEN_SHOW). */
const FROZEN_MS = 1_500;
const SHOTS = process.env.SCREEN_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** A player in their own context: signs in (the host as the premium test account) or becomes a guest, then joins over a socket. */
async function player(name, { host = false } = {}) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE, locale: "ar-SA" });
  const page = await context.newPage();
  await page.goto("/privacy");
  const id = await page.evaluate(async (host) => {
    const post = (url, body) => fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.json());
    if (host) return (await post("/api/auth/dev/login", { account: "premium" })).user.id;
    return (await post("/api/auth/guest", {})).playerId;
  }, host);
  return {
    name,
    id,
    context,
    page,
    async connect(code) {
      await page.evaluate(
        ({ code, name }) =>
          new Promise((resolve) => {
            window.__msgs = [];
            const ws = new WebSocket(`ws://${location.host}/ws?code=${code}`);
            window.__ws = ws;
            ws.onmessage = (e) => window.__msgs.push(JSON.parse(e.data));
            ws.onopen = () => ws.send(JSON.stringify({ type: "join-room", data: { nickname: name } }));
            // A phone's heartbeat, as the app sends it: without it the room shows the seat offline.
            clearInterval(window.__heartbeat);
            window.__heartbeat = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: "ping", data: {} })), 4_000);
            const check = setInterval(() => window.__msgs.some((m) => m.type === "room-joined") && (clearInterval(check), resolve()), 20);
          }),
        { code, name },
      );
    },
    send(type, data = {}) {
      return page.evaluate(([type, data]) => window.__ws.send(JSON.stringify({ type, data })), [type, data]);
    },
    /** The latest view of the game this player was sent. */
    view() {
      return page.evaluate(() => {
        const states = window.__msgs.filter((m) => m.data?.state).map((m) => m.data.state);
        return states.at(-1)?.game ?? null;
      });
    },
    async waitPhase(round, phase) {
      await page.waitForFunction(
        ([round, phase]) => {
          const game = window.__msgs.filter((m) => m.data?.state).at(-1)?.data.state.game;
          return game && game.roundNumber === round && game.currentPhase === phase;
        },
        [round, phase],
        WAIT,
      );
      return this.view();
    },
  };
}

async function createRoom(host, gameType) {
  const answer = await host.page.evaluate(async (gameType) => {
    const res = await fetch("/api/rooms", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ gameType }) });
    return { status: res.status, body: await res.json() };
  }, gameType);
  assert.equal(answer.status, 201, `room creation: ${JSON.stringify(answer.body)}`);
  return answer.body.code;
}

async function categories(host, gameType) {
  return host.page.evaluate(async (gameType) => {
    const cats = await (await fetch(`/api/games/${gameType}/categories`)).json();
    if (gameType === "trivia-deception") return cats.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id);
    return [cats[0].id];
  }, gameType);
}

async function shoot(screen, name) {
  if (!SHOTS) return;
  for (const [w, h] of [[1920, 1080], [1280, 720], [3840, 2160]]) {
    await screen.setViewportSize({ width: w, height: h });
    await screen.evaluate(() => document.fonts.ready);
    await screen.screenshot({ path: join(SHOTS, `${name}-${w}x${h}.png`) });
  }
  await screen.setViewportSize({ width: 1920, height: 1080 });
}

/**
 * Records every beat the TV shows (round, kind, subject) and, on every change of the page,
 * whether a total or the truth is on screen; installed once, it lasts the whole game.
 */
async function recordBeats(screen) {
  await screen.evaluate(() => {
    window.__beats = [];
    window.__leaks = [];
    // The page's own heartbeat: a beat may be missed only while the page was not running at all.
    window.__ticks = [];
    setInterval(() => window.__ticks.push(Date.now()), 100);
    const look = () => {
      const stage = document.querySelector("[data-screen-phase]");
      const beat = stage?.getAttribute("data-beat");
      const total = !!document.querySelector('[data-testid="screen-total"]');
      if (total && beat !== "totals") window.__leaks.push({ beat, round: stage?.getAttribute("data-round") });
      if (!beat) return;
      const entry = { at: Date.now(), round: Number(stage.getAttribute("data-round")), index: Number(stage.getAttribute("data-beat-index")), kind: beat, subject: stage.getAttribute("data-beat-subject"), total, truth: !!document.querySelector('[data-testid="screen-truth"]') };
      const last = window.__beats.at(-1);
      if (!last || last.round !== entry.round || last.index !== entry.index) window.__beats.push(entry);
    };
    // Every change of the stage's marks, beat or not: a skipped beat shows what the stage did meanwhile.
    window.__stage = [];
    const mark = () => {
      const stage = document.querySelector("[data-screen-phase]");
      const now = stage ? ["data-screen-phase", "data-round", "data-beat-index", "data-show"].map((a) => stage.getAttribute(a)).join("/") : "no stage";
      if (window.__stage.at(-1)?.now !== now) window.__stage.push({ at: Date.now(), now });
    };
    new MutationObserver(mark).observe(document.body, { subtree: true, childList: true, attributes: true });
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/**
 * What reached the TV's sockets, in short (the frame, its phase and show, a clock answer's time), and
 * the page's errors, so a failed walk of the show can say what the page was told around it.
 */
async function recordFrames(context) {
  await context.addInitScript(() => {
    window.__frames = [];
    const note = (entry) => window.__frames.push({ at: Date.now(), ...entry }) > 400 && window.__frames.shift();
    // A render that throws leaves the stage as it was: the page's errors go in the timeline too.
    window.addEventListener("error", (e) => note({ type: "page error", message: String(e.message).slice(0, 300) }));
    window.addEventListener("unhandledrejection", (e) => note({ type: "unhandled rejection", message: String(e.reason?.stack ?? e.reason).slice(0, 300) }));
    const consoleError = console.error.bind(console);
    console.error = (...args) => (note({ type: "console error", message: args.map(String).join(" ").slice(0, 300) }), consoleError(...args));
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener("message", (e) => {
          if (typeof e.data !== "string") return note({ type: "binary" });
          const m = JSON.parse(e.data);
          const game = m.data?.state?.game;
          note({ type: m.type, phase: game?.currentPhase, seq: game?.phaseSeq, startsAt: game?.show?.startsAt, shown: game?.show?.shown, serverTime: m.data?.serverTime });
        });
        this.addEventListener("close", (e) => note({ type: "close", code: e.code }));
      }
    };
  });
}

/** Waits for the round's show to have played on the TV and returns its beats as `kind:subject`. */
async function playedBeats(screen, round) {
  await screen.locator(`[data-screen-phase="round_results"][data-round="${round}"][data-show="played"]`).waitFor(SHOW_WAIT);
  const { beats, pauses, stage, frames } = await screen.evaluate((round) => {
    const beats = window.__beats.filter((b) => b.round === round);
    // The longest the page went without running, between each two beats it drew.
    const pauses = beats.slice(1).map((b, i) => {
      const times = [beats[i].at, ...window.__ticks.filter((t) => t > beats[i].at && t < b.at), b.at];
      return Math.max(...times.slice(1).map((t, k) => t - times[k]));
    });
    return { beats, pauses, stage: window.__stage, frames: window.__frames };
  }, round);
  // The show's start, then what the TV was told and drew up to beat `b`, in ms from the start.
  const meanwhile = (b) => {
    const from = beats[0].at - 2_000;
    const line = (e) => `${e.at - beats[0].at} ${JSON.stringify({ ...e, at: undefined })}`;
    return [...frames, ...stage].filter((e) => e.at >= from && e.at <= b.at + 500).sort((x, y) => x.at - y.at).map(line).join("\n");
  };
  assert.deepEqual(await screen.evaluate(() => window.__leaks), [], "no total on the TV outside the totals beat");
  assert.equal(beats[0]?.index, 0, "the show starts at its first beat");
  // The TV walks the room's clock, so a page frozen for a whole beat (a loaded machine) comes back
  // at the current beat; a page that was running must draw every beat, in turn.
  beats.slice(1).forEach((b, i) => {
    assert.ok(b.index > beats[i].index, `beats in turn: ${beats.map((x) => x.index)}`);
    if (b.index !== beats[i].index + 1) assert.ok(pauses[i] >= FROZEN_MS, `beat ${beats[i].index + 1} skipped while the TV's page ran (longest pause ${pauses[i]} ms): ${beats.map((x) => x.index)}\n${meanwhile(b)}`);
  });
  return beats;
}

/** The expected labels of the beats the TV drew (all of them unless its page froze through one), and how many the show has. */
function drawnOf(beats, expected) {
  assert.equal(beats.at(-1).index, expected.length - 1, "the show has the expected number of beats");
  return beats.map((b) => expected[b.index]);
}

const label = (b) => (b.subject ? `${b.kind}:${b.subject}` : b.kind);
/** Fewest first, the order of the list on ties. */
const ascending = (items, count) => items.map((item, i) => ({ item, i })).sort((a, b) => count(a.item) - count(b.item) || a.i - b.i).map(({ item }) => item);

/** The smallest text the TV shows now, and the smallest of the elements `selector` names, in px. */
async function textSizes(screen, selector) {
  await screen.evaluate(() => Promise.all(document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime)).map((a) => a.finished)));
  return screen.evaluate((selector) => {
    const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
    const withText = [...document.querySelectorAll("main *")].filter((el) => visible(el) && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()));
    const size = (el) => parseFloat(getComputedStyle(el).fontSize);
    const min = Math.min(...withText.map(size));
    const key = [...document.querySelectorAll(selector)].filter((el) => visible(el) && el.textContent.trim()).map(size);
    const root = document.documentElement;
    // Spilling off the 16:9 screen, or clipped by the page's frame: any element outside the viewport.
    const outside = [...document.querySelectorAll("main *")]
      .filter((el) => visible(el) && getComputedStyle(el).position !== "fixed")
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.bottom > innerHeight + 1 || r.top < -1 || r.right > innerWidth + 1 || r.left < -1);
      });
    const overflows = outside.length > 0 || root.scrollHeight > innerHeight + 1 || root.scrollWidth > innerWidth + 1;
    const spill = outside.slice(0, 3).map((el) => `${el.tagName}.${el.className}`.slice(0, 120));
    return { min, key: key.length ? Math.min(...key) : null, overflows, spill, size: [root.scrollWidth, root.scrollHeight] };
  }, selector);
}

/** At 1920×1080: no text under 22 px, the named big texts at 48 px or more; nothing spills off the 16:9 screen at any size. */
async function expectSofaReadable(screen, selector, what) {
  const sizes = await textSizes(screen, selector);
  assert.ok(sizes.min >= 22, `${what}: the smallest text is ${sizes.min}px`);
  if (selector) assert.ok(sizes.key !== null && sizes.key >= 48, `${what}: ${selector} at ${sizes.key}px`);
  for (const [w, h] of [[1280, 720], [3840, 2160], [1920, 1080]]) {
    await screen.setViewportSize({ width: w, height: h });
    const fit = await textSizes(screen, selector);
    assert.equal(fit.overflows, false, `${what} fits ${w}×${h}: ${JSON.stringify({ size: fit.size, spill: fit.spill })}`);
  }
}

/** The screen shows the phase of that round. */
async function screenAt(screen, phase) {
  await screen.locator(`[data-screen-phase="${phase}"]`).waitFor(WAIT);
}

/** The audience member votes for the first choice offered and sees it taken; everyone hears the tally. */
async function audienceVotes(fan, screen) {
  const choice = fan.getByRole("region", { name: "صوّتوا لمفضّلكم" }).getByRole("button").first();
  await choice.click();
  await fan
    .getByRole("status")
    .filter({ hasText: "تم تسجيل صوتك" })
    .waitFor(WAIT)
    .catch(async (error) => {
      // Say what the audience phone showed instead, then fail as before.
      await fan.screenshot({ path: "/tmp/audience-vote-failure.png", fullPage: true });
      throw new Error(`${error.message}\nthe audience phone showed: ${(await fan.locator("main").innerText()).slice(0, 600)}`);
    });
  assert.equal(await choice.getAttribute("aria-pressed"), "true");
  await screen.getByTestId("audience-votes").filter({ hasText: "1" }).first().waitFor(WAIT);
  if (SHOTS) await fan.screenshot({ path: join(SHOTS, `audience-phone-voting-${await fan.locator("[data-screen-phase]").getAttribute("data-screen-phase")}-${Date.now()}.png`), fullPage: true });
}

/** One frame per beat of the show, each once its movement has settled (for the contact sheet). */
async function shootBeats(screen, round) {
  const frames = [];
  for (let i = 0; ; i++) {
    const at = await screen.waitForFunction(
      ([round, i]) => {
        const stage = document.querySelector(`[data-screen-phase="round_results"][data-round="${round}"]`);
        if (!stage) return false;
        const index = Number(stage.getAttribute("data-beat-index"));
        return index >= i || stage.getAttribute("data-show") === "played" ? { index, kind: stage.getAttribute("data-beat"), played: stage.getAttribute("data-show") === "played" } : false;
      },
      [round, i],
      SHOW_WAIT,
    );
    const { index, kind, played } = await at.jsonValue();
    if (index < i) break;
    if (index > i) continue; // the machine was slower than the beat: its frame is lost, the next is taken
    // The entrances settle; the truth's glow (longer than its beat) is not waited for.
    await screen.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.animationName !== "screen-truth" && Number.isFinite(a.effect?.getComputedTiming().endTime)).map((a) => a.finished)));
    if (kind === "totals") await screen.locator("[data-counting]").first().waitFor({ state: "detached", ...SHOW_WAIT });
    const path = join(SHOTS, `trivia-reveal-${String(i + 1).padStart(2, "0")}-${kind}.png`);
    await screen.screenshot({ path });
    frames.push({ path, label: `${i + 1}. ${kind}` });
    if (played || kind === "totals") break;
  }
  return frames;
}

/** The frames of a reveal side by side in one picture, through a plain HTML page. */
async function contactSheet(frames, path) {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const cells = frames.map((f) => `<figure><img src="data:image/png;base64,${readFileSync(f.path).toString("base64")}"><figcaption>${f.label}</figcaption></figure>`).join("");
  await page.setContent(
    `<html dir="ltr"><body style="margin:0;background:#0a0720;color:#fff;font:24px sans-serif"><main style="display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:16px">${cells}</main>` +
      `<style>figure{margin:0}img{width:100%;display:block;border:2px solid #3a2d85}figcaption{padding:6px 0}</style></body></html>`,
  );
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
  await page.screenshot({ path, fullPage: true });
  await page.close();
}

/** The beats a trivia round's results call for: each picked lie (least-believed first) in three, the unpicked together, the truth, the totals. */
function triviaExpected(view) {
  const lies = view.displayOptions.filter((o) => o.type !== "correct");
  const picked = ascending(lies.filter((o) => o.voters.length), (o) => o.voters.length);
  const truth = view.displayOptions.find((o) => o.type === "correct");
  return [
    ...picked.flatMap((o) => [`lie:${o.id}`, `fooled:${o.id}`, `author:${o.id}`]),
    ...(lies.some((o) => !o.voters.length) ? ["unpicked"] : []),
    `truth:${truth.id}`,
    `finders:${truth.id}`,
    "totals",
  ];
}

/** The host's controls while the lies are written, as the TV tells the room: pause, +30 s, a dropped phone, skip. */
async function hostControls({ players, screen, code }) {
  const [host, , sara] = players;
  await host.send("pause-game");
  await screen.getByTestId("screen-paused").filter({ hasText: "الوقت المتبقي" }).waitFor(WAIT);
  assert.equal(await screen.getByRole("timer").getAttribute("data-paused"), "yes");
  await host.send("add-time");
  await screen.locator('[data-testid="screen-host-notice"][data-change="added_time"]').filter({ hasText: "+30 ثانية" }).waitFor(WAIT);
  await host.send("resume-game");
  await screen.getByTestId("screen-paused").waitFor({ state: "detached", ...WAIT });
  // سارة's phone drops: her tile says so instead of «كتابة…»; she comes back.
  await sara.page.evaluate(() => window.__ws.close());
  const tile = screen.locator(`[data-acted][data-presence="offline"]:has([data-player-id="${sara.id}"])`);
  await tile.filter({ hasText: "غير متصل" }).waitFor(WAIT);
  await sara.connect(code);
  await screen.locator(`[data-acted][data-presence="here"]:has([data-player-id="${sara.id}"])`).waitFor(WAIT);
  // The question is skipped: announced, and the round starts again from the choice.
  await host.send("skip-question");
  await screen.locator('[data-testid="screen-host-notice"][data-change="skipped_question"]').waitFor(WAIT);
}

const PLAY = {
  "trivia-deception": async function triviaRound(ctx, { controls = ctx.round === 2 } = {}) {
    const { players, round, screen, fan } = ctx;
    const [host] = players;
    let view = await host.waitPhase(round, "subcategory_selection");
    await screenAt(screen, "subcategory_selection");
    // Who chooses and from what; the kill round announced as its choice opens.
    const selector = players.find((p) => p.id === view.subcategorySelector) ?? host;
    await screen.getByText(`دور ${selector.name} في اختيار فئة السؤال`).waitFor(WAIT);
    const offered = screen.getByRole("list", { name: "الفئات المعروضة" });
    for (const sub of view.availableSubcategories) await offered.getByText(sub.nameAr, { exact: true }).waitFor(WAIT);
    if (round === 3) await screen.getByTestId("screen-kill-hero").filter({ hasText: "جولة الحسم" }).waitFor(WAIT);
    if (round === 1 && !controls) await shoot(screen, "trivia-1-selection");
    const chosen = view.availableSubcategories[0];
    await selector.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: chosen.id } });
    view = await host.waitPhase(round, "writing");
    await screenAt(screen, "writing");
    // Round and category throughout the writing; the kill round's double points.
    await screen.getByTestId("screen-round").filter({ hasText: `الجولة ${round} من 3` }).waitFor(WAIT);
    await screen.getByTestId("screen-category").filter({ hasText: chosen.nameAr }).waitFor(WAIT);
    if (round === 3) await screen.getByTestId("screen-kill-round").filter({ hasText: "جولة الحسم" }).waitFor(WAIT);
    // «وقت أطول» ×2 doubled the 30 s writing time.
    assert.equal(view.phaseDuration, 60);
    if (controls) {
      await hostControls(ctx);
      return triviaRound(ctx, { controls: false });
    }
    await players[0].send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `خدعة ${players[0].name} ${round}` } });
    await screen.locator('[data-acted="yes"]').first().waitFor(WAIT);
    if (round === 1) {
      await expectSofaReadable(screen, '[data-testid="screen-question"], [aria-label="من أنهى دوره"] [data-name]', "writing");
      await shoot(screen, "trivia-2-writing");
    }
    for (const p of players.slice(1)) await p.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `خدعة ${p.name} ${round}` } });
    view = await host.waitPhase(round, "voting");
    await screenAt(screen, "voting");
    // No author or truth marked on the screen while voting.
    assert.equal(await screen.getByText("الجواب الصحيح").count(), 0);
    await audienceVotes(fan, screen);
    if (round === 1) {
      await expectSofaReadable(screen, '[data-testid="screen-options"] [data-option-text]', "voting");
      await shoot(screen, "trivia-3-voting");
    }
    // Each player knows only their own lie: نورة falls for فهد's, فهد for سارة's, سارة picks something no player wrote.
    const lieOf = [];
    for (const p of players) lieOf.push((await p.view()).displayOptions.find((o) => o.isMine).id);
    const noPlayers = view.displayOptions.find((o) => !lieOf.includes(o.id)).id;
    for (const [i, p] of players.entries()) await p.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: i < 2 ? lieOf[i + 1] : noPlayers } });
    await host.waitPhase(round, "round_results");
    await screenAt(screen, "round_results");
    if (round === 3) {
      // The host may move on before the show has played: while the TV leads (issue 43) the first
      // «التالي» plays the show to its end, the second moves on.
      await host.send("game-action", { action: "next_round" });
      await host.send("game-action", { action: "next_round" });
      return;
    }
    if (round === 2) {
      await screen.locator(`[data-round="2"][data-beat="lie"], [data-round="2"][data-beat="unpicked"]`).first().waitFor(SHOW_WAIT);
      const sizes = await textSizes(screen, '[data-testid="screen-lie"], [data-testid="screen-question"], [data-testid="screen-lie"] ~ * li');
      assert.ok(sizes.min >= 22 && (sizes.key === null || sizes.key >= 48), `reveal text: ${JSON.stringify(sizes)}`);
    }
    const frames = round === 1 && SHOTS ? await shootBeats(screen, round) : [];
    const beats = await playedBeats(screen, round);
    // A player's phone is told the results beat by beat while the TV leads (issue 43): once played, it has them all.
    await host.page.waitForFunction(() => {
      const game = window.__msgs.filter((m) => m.data?.state).at(-1)?.data.state.game;
      return game?.show && game.show.shown === game.show.beats.length;
    }, null, WAIT);
    const results = await host.view();
    assert.deepEqual(beats.map(label), drawnOf(beats, triviaExpected(results)), "the TV's beats follow the round's results");
    const truth = beats.findIndex((b) => ["truth", "finders", "totals"].includes(b.kind));
    assert.ok(beats.slice(0, truth).every((b) => !b.total && !b.truth), "neither a total nor the truth before the truth's beat");
    assert.ok(beats.at(-1).kind === "totals" && beats.at(-1).total, "the totals last");
    await screen.getByText("اختيار الجمهور").first().waitFor(WAIT);
    await screen.getByTestId("screen-next").waitFor(WAIT);
    if (round === 1) {
      await expectSofaReadable(screen, '[data-testid="screen-totals"] li > span', "totals");
      await shoot(screen, "trivia-4-totals");
      if (frames.length) await contactSheet(frames, join(SHOTS, "trivia-reveal-contact-sheet.png"));
    }
    await host.send("game-action", { action: "next_round" });
  },
  "meme-game": async ({ players, round, screen, fan }) => {
    const [host] = players;
    let view = await host.waitPhase(round, "captioning");
    await screenAt(screen, "captioning");
    await screen.getByTestId("screen-round").filter({ hasText: `الجولة ${round} من 3` }).waitFor(WAIT);
    if (round === 1) await shoot(screen, "meme-1-captioning");
    for (const p of players) {
      const boxes = Array.from({ length: view.currentMeme.textBoxCount }, (_, i) => `تعليق ${p.name} ${round}-${i + 1}`);
      await p.send("game-action", { action: "submit_caption", captions: boxes, submissionId: crypto.randomUUID() });
    }
    view = await host.waitPhase(round, "voting");
    await screenAt(screen, "voting");
    await audienceVotes(fan, screen);
    if (round === 1) await shoot(screen, "meme-2-voting");
    for (const p of players) {
      const mine = (await p.view()).submissions;
      await p.send("game-action", { action: "vote_meme", votedPlayerId: mine.find((s) => !s.isMine).id, submissionId: crypto.randomUUID() });
    }
    const results = await host.waitPhase(round, "round_results");
    await screenAt(screen, "round_results");
    if (round === 1) {
      const beats = await playedBeats(screen, round);
      const ordered = ascending(results.submissions, (s) => (s.isTop ? 1e6 : 0) + s.voteCount);
      assert.deepEqual(beats.map(label), drawnOf(beats, [...ordered.map((s) => `${s.isTop ? "winner" : "caption"}:${s.id}`), "totals"]), "captions one by one, the winners last");
      // This TV prefers reduced motion: the same beats, and nothing moves.
      assert.equal(await screen.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length), 0);
      await screen.getByText("اختيار الجمهور").first().waitFor(WAIT);
      await shoot(screen, "meme-3-results");
    }
    await host.send("game-action", { action: "next_round" });
  },
  "most-likely": async ({ players, round, screen, fan }) => {
    const [host, second] = players;
    await host.waitPhase(round, "voting");
    await screenAt(screen, "voting");
    await screen.getByTestId("screen-round").filter({ hasText: `الجولة ${round} من 3` }).waitFor(WAIT);
    await audienceVotes(fan, screen);
    if (round === 1) await shoot(screen, "most-likely-1-voting");
    for (const p of players) await p.send("game-action", { action: "SUBMIT_VOTE", payload: { votedPlayerId: p === second ? host.id : second.id, submissionId: crypto.randomUUID() } });
    const results = await host.waitPhase(round, "round_results");
    await screenAt(screen, "round_results");
    if (round === 1) {
      const beats = await playedBeats(screen, round);
      const accused = new Set(results.accused);
      const ordered = ascending(results.accusations, (a) => (accused.has(a.playerId) ? 1e6 : 0) + a.count);
      assert.deepEqual(beats.map(label), drawnOf(beats, [...ordered.map((a) => `${accused.has(a.playerId) ? "accused" : "votes"}:${a.playerId}`), "totals"]), "each name's votes, the most-accused last");
      await screen.getByText("اختيار الجمهور").first().waitFor(WAIT);
      await shoot(screen, "most-likely-2-results");
    }
    await host.send("game-action", { action: "next_round" });
  },
};
const FINAL = { "trivia-deception": "final_ranking", "meme-game": "final_ranking", "most-likely": "game_end" };

describe("the big screen and the audience", () => {
  // SCREEN_GAME=<gameType>[,<gameType>] runs only those games' tests, while working on them.
  for (const gameType of Object.keys(PLAY).filter((g) => !process.env.SCREEN_GAME || process.env.SCREEN_GAME.split(",").includes(g))) {
    it(`${gameType}: a screen, three players and an audience member follow the game to the podium`, async () => {
      const host = await player("نورة", { host: true });
      const code = await createRoom(host, gameType);
      const players = [host, await player("فهد"), await player("سارة")];

      // The screen: no sign-in, no seat; the join code, the QR and the players arriving. The meme
      // screen prefers reduced motion.
      const screenContext = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1920, height: 1080 }, locale: "ar-SA", reducedMotion: gameType === "meme-game" ? "reduce" : "no-preference" });
      await recordFrames(screenContext);
      const screen = await screenContext.newPage();
      await screen.goto(`/screen/${code}`);
      await screen.getByTestId("screen-code").filter({ hasText: code }).waitFor(WAIT);
      await screen.getByRole("img", { name: "رمز QR للانضمام إلى الغرفة" }).waitFor();
      await recordBeats(screen);
      for (const p of players) {
        await p.connect(code);
        await screen.getByRole("list", { name: "اللاعبون" }).getByText(p.name).waitFor(WAIT);
      }
      assert.equal(await screen.getByRole("list", { name: "اللاعبون" }).getByRole("listitem").count(), 3, "the screen takes no seat");
      if (gameType === "trivia-deception") {
        // «وقت أطول» ×2: the TV shows the times the game will really run with.
        await host.send("set-time-scale", { scale: 2 });
        const times = screen.getByTestId("screen-time-scale");
        await times.locator('[data-time-key="writingTime"]').filter({ hasText: "الكتابة: 60 ثانية" }).waitFor(WAIT);
        await times.locator('[data-time-key="votingTime"]').filter({ hasText: "التصويت: 90 ثانية" }).waitFor(WAIT);
        await expectSofaReadable(screen, '[aria-label="اللاعبون في الغرفة"] li > span', "lobby");
        await shoot(screen, "lobby");
      }

      // The host moves each round on (issue 43's own pacing is the TV-led test's, tv-leads.test.mjs).
      await host.send("set-pacing", { hostPaced: true });
      await host.send("start-game", { gameType, categories: await categories(host, gameType), settings: { rounds: 3 } });
      // The audience joins after the start, from a phone.
      const fanContext = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE, locale: "ar-SA" });
      const fan = await fanContext.newPage();
      await fan.goto(`/watch/${code}`);
      await fan.locator("[data-watch-role=audience]").waitFor(WAIT);
      await screen.getByTestId("audience-count").filter({ hasText: "1" }).waitFor(WAIT);

      for (let round = 1; round <= 3; round++) await PLAY[gameType]({ players, round, screen, fan, code });
      await host.waitPhase(3, FINAL[gameType]);
      await screen.getByTestId("screen-podium").waitFor(WAIT);
      await fan.getByTestId("screen-podium").waitFor(WAIT);
      if (gameType === "trivia-deception") await screen.getByRole("heading", { name: "جوائز اللعبة" }).waitFor(WAIT);
      await expectSofaReadable(screen, '[data-testid="screen-podium"] [data-name]', "podium");
      await shoot(screen, `${gameType}-podium`);

      for (const context of [screenContext, fanContext, ...players.map((p) => p.context)]) await context.close();
    });
  }
});
