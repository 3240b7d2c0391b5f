// The big screen and the audience, in the browser: for each game a TV-sized screen (/screen/{code},
// no sign-in, no seat) and an audience phone (/watch/{code}, joined after the start) follow three
// players to the podium; the audience votes in each voting phase and everyone sees the counts and
// «اختيار الجمهور». The three players act over their own sockets from their own browser contexts
// (scripted, so this test is about the screen and the audience, not the players' screens).
//
// With SCREEN_SHOTS=<dir> it saves the screen at 1920×1080 and 1280×720 in every phase.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { BASE_URL, launchBrowser, PHONE } from "../helpers.mjs";

const WAIT = { timeout: 30_000 };
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
  // Let the reveal's sequence play out (it is the server's phase that starts it).
  await screen.waitForTimeout(3500);
  for (const [w, h] of [[1920, 1080], [1280, 720]]) {
    await screen.setViewportSize({ width: w, height: h });
    await screen.screenshot({ path: join(SHOTS, `${name}-${w}x${h}.png`) });
  }
  await screen.setViewportSize({ width: 1920, height: 1080 });
}

/** The screen shows the phase of that round. */
async function screenAt(screen, phase) {
  await screen.locator(`[data-screen-phase="${phase}"]`).waitFor(WAIT);
}

/** The audience member votes for the first choice offered and sees it taken; everyone hears the tally. */
async function audienceVotes(fan, screen) {
  const choice = fan.getByRole("region", { name: "صوّتوا لمفضّلكم" }).getByRole("button").first();
  await choice.click();
  await fan.getByRole("status").filter({ hasText: "تم تسجيل صوتك" }).waitFor(WAIT);
  assert.equal(await choice.getAttribute("aria-pressed"), "true");
  await screen.getByTestId("audience-votes").filter({ hasText: "1" }).first().waitFor(WAIT);
  if (SHOTS) await fan.screenshot({ path: join(SHOTS, `audience-phone-voting-${await fan.locator("[data-screen-phase]").getAttribute("data-screen-phase")}-${Date.now()}.png`), fullPage: true });
}

const PLAY = {
  "trivia-deception": async ({ players, round, screen, fan }) => {
    const [host] = players;
    let view = await host.waitPhase(round, "subcategory_selection");
    await screenAt(screen, "subcategory_selection");
    if (round === 1) await shoot(screen, "trivia-1-selection");
    const selector = players.find((p) => p.id === view.subcategorySelector) ?? host;
    await selector.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: view.availableSubcategories[0].id } });
    await host.waitPhase(round, "writing");
    await screenAt(screen, "writing");
    await players[0].send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `خدعة ${players[0].name} ${round}` } });
    await screen.locator('[data-acted="yes"]').first().waitFor(WAIT);
    if (round === 1) await shoot(screen, "trivia-2-writing");
    for (const p of players.slice(1)) await p.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `خدعة ${p.name} ${round}` } });
    view = await host.waitPhase(round, "voting");
    await screenAt(screen, "voting");
    // No author or truth marked on the screen while voting.
    assert.equal(await screen.getByText("الجواب الصحيح").count(), 0);
    await audienceVotes(fan, screen);
    if (round === 1) await shoot(screen, "trivia-3-voting");
    for (const p of players) {
      const mine = (await p.view()).displayOptions;
      await p.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: mine.find((o) => !o.isMine).id } });
    }
    await host.waitPhase(round, "round_results");
    await screenAt(screen, "round_results");
    await screen.getByText("الجواب الصحيح").waitFor(WAIT);
    await screen.getByText("اختيار الجمهور").first().waitFor(WAIT);
    if (round === 1) await shoot(screen, "trivia-4-reveal");
    await host.send("game-action", { action: "next_round" });
  },
  "meme-game": async ({ players, round, screen, fan }) => {
    const [host] = players;
    let view = await host.waitPhase(round, "captioning");
    await screenAt(screen, "captioning");
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
    await host.waitPhase(round, "round_results");
    await screenAt(screen, "round_results");
    await screen.getByText("اختيار الجمهور").first().waitFor(WAIT);
    if (round === 1) await shoot(screen, "meme-3-results");
    await host.send("game-action", { action: "next_round" });
  },
  "most-likely": async ({ players, round, screen, fan }) => {
    const [host, second] = players;
    await host.waitPhase(round, "voting");
    await screenAt(screen, "voting");
    await audienceVotes(fan, screen);
    if (round === 1) await shoot(screen, "most-likely-1-voting");
    for (const p of players) await p.send("game-action", { action: "SUBMIT_VOTE", payload: { votedPlayerId: p === second ? host.id : second.id, submissionId: crypto.randomUUID() } });
    await host.waitPhase(round, "round_results");
    await screenAt(screen, "round_results");
    await screen.getByText("اختيار الجمهور").first().waitFor(WAIT);
    if (round === 1) await shoot(screen, "most-likely-2-results");
    await host.send("game-action", { action: "next_round" });
  },
};
const FINAL = { "trivia-deception": "final_ranking", "meme-game": "final_ranking", "most-likely": "game_end" };

describe("the big screen and the audience", () => {
  for (const gameType of Object.keys(PLAY)) {
    it(`${gameType}: a screen, three players and an audience member follow the game to the podium`, async () => {
      const host = await player("نورة", { host: true });
      const code = await createRoom(host, gameType);
      const players = [host, await player("فهد"), await player("سارة")];

      // The screen: no sign-in, no seat; the join code, the QR and the players arriving.
      const screenContext = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1920, height: 1080 }, locale: "ar-SA" });
      const screen = await screenContext.newPage();
      await screen.goto(`/screen/${code}`);
      await screen.getByTestId("screen-code").filter({ hasText: code }).waitFor(WAIT);
      await screen.getByRole("img", { name: "رمز QR للانضمام إلى الغرفة" }).waitFor();
      for (const p of players) {
        await p.connect(code);
        await screen.getByRole("list", { name: "اللاعبون" }).getByText(p.name).waitFor(WAIT);
      }
      if (gameType === "trivia-deception") await shoot(screen, "lobby");
      assert.equal(await screen.getByRole("list", { name: "اللاعبون" }).getByRole("listitem").count(), 3, "the screen takes no seat");

      await host.send("start-game", { gameType, categories: await categories(host, gameType), settings: { rounds: 3 } });
      // The audience joins after the start, from a phone.
      const fanContext = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE, locale: "ar-SA" });
      const fan = await fanContext.newPage();
      await fan.goto(`/watch/${code}`);
      await fan.locator("[data-watch-role=audience]").waitFor(WAIT);
      await screen.getByTestId("audience-count").filter({ hasText: "1" }).waitFor(WAIT);

      for (let round = 1; round <= 3; round++) await PLAY[gameType]({ players, round, screen, fan });
      await host.waitPhase(3, FINAL[gameType]);
      await screen.getByTestId("screen-podium").waitFor(WAIT);
      await fan.getByTestId("screen-podium").waitFor(WAIT);
      await shoot(screen, `${gameType}-podium`);

      for (const context of [screenContext, fanContext, ...players.map((p) => p.context)]) await context.close();
    });
  }
});
