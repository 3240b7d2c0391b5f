// «Most likely» on three phones: a premium admin creates a room, two guests join by
// the invite link, the admin picks the game (one category) and 3 rounds, and they
// play to the game's end: each round everyone votes for a player (the admin first
// taps vote with nobody chosen and is told so; one voter votes for themself; one
// reloads and finds their vote still chosen; a fourth guest arrives mid-vote and
// watches), the admin moves on, and every phone shows the three game-end groups.
// Then the admin goes back to the lobby and starts bluff trivia in the same room.
// A free creator cannot pick the game at all.
//
// With MOST_LIKELY_SHOTS=<dir> it also saves a screenshot of every phase, at 360×780
// and some at 1280×800, for checking the layout by eye.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { mostLikelyCategories } from "../../content/index.ts";
import { expectAccessible, launchBrowser, newPhone } from "../helpers.mjs";
import {
  applySettingsAndStart,
  chooseGame,
  createRoom,
  expectLobbyPlayers,
  expectNextButton,
  expectPremiumGameRefused,
  gridStatus,
  joinByLink,
  nextLabel,
  openRoomOfThree,
  phaseSelector,
  screenshotter,
  WAIT,
} from "../room-helpers.mjs";

const ROUNDS = 3;
/** Slow enough that no vote ends on its timer while the test acts: the slider's maximum. */
const SETTINGS = { rounds: ROUNDS, votingTime: 90 };

const PROMPTS = new Set(mostLikelyCategories.flatMap((c) => c.prompts.map((p) => (typeof p === "string" ? p : p.content))));

/** Saves the phone's screen, and the same page at desktop width, when MOST_LIKELY_SHOTS is set. */
const shot = screenshotter(process.env.MOST_LIKELY_SHOTS);

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const phaseOf = phaseSelector("most-likely");

/** The candidate button of a player in the vote grid (its name is the nickname, with «أنت» for oneself). */
const candidate = (page, nickname) => page.getByTestId("vote-players").getByRole("button", { name: new RegExp(`^${nickname}`) });

async function vote(phone, nickname) {
  const button = candidate(phone.page, nickname);
  await button.click();
  assert.equal(await button.getAttribute("aria-pressed"), "true");
  await phone.page.getByTestId("vote-button").click();
}

/** The nicknames listed in one game-end group. */
async function groupNames(page, group) {
  return page.locator(`[data-group="${group}"] li`).evaluateAll((items) => items.map((li) => li.querySelector(".truncate")?.textContent ?? ""));
}

describe("most likely", () => {
  it("three phones play three rounds to the game end, then bluff trivia in the same room", async () => {
    // ---------- the room ----------
    const { code, admin, fahad, sara, phones } = await openRoomOfThree(browser);

    // The game, one category (chosen for the admin), then 3 rounds and the longest vote.
    const chosen = await chooseGame(admin.page, "most-likely");
    assert.equal(await chosen.count(), 1);
    await applySettingsAndStart(admin, fahad, SETTINGS);

    // Who each player votes for, per round: fahad, then sara, then fahad again is accused.
    const BALLOTS = [
      { نورة: "فهد", فهد: "فهد", سارة: "فهد" },
      { نورة: "سارة", فهد: "سارة", سارة: "فهد" },
      { نورة: "فهد", فهد: "سارة", سارة: "فهد" },
    ];
    const ACCUSED = ["فهد", "سارة", "فهد"];
    let layla = null;

    for (let round = 1; round <= ROUNDS; round++) {
      // ---------- voting ----------
      for (const phone of phones) await phone.page.locator(phaseOf(round, "voting")).waitFor(WAIT);
      await admin.page.getByTestId("round-label").filter({ hasText: round === ROUNDS ? "جولة الحسم" : `الجولة ${round}/${ROUNDS}` }).waitFor();
      const prompt = await admin.page.getByTestId("prompt-text").innerText();
      assert.ok(PROMPTS.has(prompt), `a seeded prompt, saw «${prompt}»`);
      for (const phone of phones) {
        // Everyone seated is on the list, oneself marked.
        assert.equal(await phone.page.getByTestId("vote-players").getByRole("button").count(), round === ROUNDS && layla ? 4 : 3);
        assert.equal(await candidate(phone.page, phone.name).locator("[data-self]").innerText(), "أنت");
      }

      if (round === 1) {
        await shot(admin, "01-voting", { desktop: true });
        await expectAccessible(admin.page, "most likely: voting");
        // The vote button with nobody chosen: the specification's toast, nothing sent.
        await admin.page.getByTestId("vote-button").click();
        const toast = admin.page.getByRole("alert").filter({ hasText: "لم يُختر لاعب" });
        await toast.waitFor();
        assert.match(await toast.innerText(), /يلزم اختيار لاعب للتصويت/);
        await shot(admin, "02-voting-no-choice");
        await expectAccessible(admin.page, "most likely: voting with a toast");
        assert.match(await gridStatus(fahad.page, admin.name), /تصويت\.\.\./);
      }

      if (round === ROUNDS) {
        // A fourth guest arrives mid-vote: she watches this round.
        layla = { name: "ليلى", ...(await newPhone(browser)) };
        await joinByLink(layla, code);
        await layla.page.locator(phaseOf(round, "voting")).waitFor(WAIT);
        await layla.page.getByTestId("watching").waitFor();
        assert.equal(await layla.page.getByTestId("vote-button").count(), 0);
        await admin.page.getByTestId("vote-players").getByRole("button", { name: /^ليلى/ }).waitFor(WAIT);
        assert.match(await gridStatus(admin.page, layla.name), /مشاهدة/);
        await shot(layla, "03-voting-watching");
        await expectAccessible(layla.page, "most likely: voting (watching)");
      }

      // Round 3: sara votes first, reloads, and finds her vote still chosen.
      const order = round === ROUNDS ? [sara, admin, fahad] : phones;
      for (const [index, phone] of order.entries()) {
        const choice = BALLOTS[round - 1][phone.name];
        await vote(phone, choice);
        if (index === order.length - 1) break;
        await phone.page.getByTestId("vote-confirmed").waitFor(WAIT);
        // The choice stays highlighted and the others are locked.
        assert.equal(await candidate(phone.page, choice).getAttribute("aria-pressed"), "true");
        assert.equal(await candidate(phone.page, choice).isDisabled(), true);
        if (round === 1 && index === 0) {
          await shot(phone, "04-voting-voted", { desktop: true });
          await expectAccessible(phone.page, "most likely: voting (voted)");
          assert.match(await gridStatus(fahad.page, admin.name), /تم التصويت/);
        }
        if (round === ROUNDS && phone === sara) {
          await sara.page.reload();
          await sara.page.locator(phaseOf(round, "voting")).waitFor(WAIT);
          await sara.page.getByTestId("vote-confirmed").waitFor(WAIT);
          assert.equal(await candidate(sara.page, choice).getAttribute("aria-pressed"), "true");
          assert.equal(await sara.page.getByTestId("vote-players").locator('[aria-pressed="true"]').count(), 1);
        }
      }

      // ---------- results ----------
      const watchers = layla ? [...phones, layla] : phones;
      for (const phone of watchers) await phone.page.locator(phaseOf(round, "round_results")).waitFor(WAIT);
      const votes = Object.values(BALLOTS[round - 1]);
      for (const phone of watchers) {
        const accused = phone.page.getByTestId("accused").locator("[data-accused-id]");
        assert.equal(await accused.count(), 1);
        assert.match(await accused.innerText(), new RegExp(ACCUSED[round - 1]));
      }
      // Each accused player with their votes and voters, the round's accused marked.
      const rows = admin.page.getByTestId("accusations").locator("li[data-player-id]");
      const counts = await rows.evaluateAll((items) => items.map((li) => Number(li.dataset.count)));
      assert.deepEqual(counts, [...counts].sort((a, b) => b - a));
      assert.equal(counts.reduce((a, b) => a + b, 0), votes.length);
      const top = rows.first();
      assert.equal(await top.getAttribute("data-accused"), "true");
      assert.match(await top.innerText(), new RegExp(ACCUSED[round - 1]));
      const expectedVoters = Object.entries(BALLOTS[round - 1]).filter(([, to]) => to === ACCUSED[round - 1]).map(([from]) => from);
      for (const voter of expectedVoters) assert.match(await top.innerText(), new RegExp(voter));
      // Rounds won so far.
      const wins = await admin.page.getByTestId("round-wins").locator("li").count();
      assert.equal(wins, 3);

      const next = await expectNextButton(admin, fahad, nextLabel(round, ROUNDS, "نهاية اللعبة"));
      if (round === 1) {
        await shot(admin, "05-results-admin", { desktop: true });
        await shot(fahad, "06-results-player");
        await expectAccessible(admin.page, "most likely: round results (admin)");
        await expectAccessible(fahad.page, "most likely: round results (player)");
      }
      if (round === ROUNDS) await shot(admin, "07-results-last-admin");
      await next.click();
    }

    // ---------- game end ----------
    const everyone = [...phones, layla];
    for (const phone of everyone) {
      await phone.page.locator('[data-most-likely-phase="game_end"]').waitFor(WAIT);
      await phone.page.getByTestId("end-groups").waitFor();
      assert.deepEqual(await groupNames(phone.page, "biggestAccused"), ["فهد"]);
      assert.deepEqual(await groupNames(phone.page, "accused"), ["سارة"]);
      // Layla arrived after the last vote began and was never accused.
      assert.deepEqual(await groupNames(phone.page, "innocents"), ["نورة", "ليلى"]);
      assert.match(await phone.page.locator('[data-group="biggestAccused"]').innerText(), /جولتان/);
      assert.match(await phone.page.locator('[data-group="accused"]').innerText(), /جولة واحدة/);
      assert.match(await phone.page.locator('[data-group="innocents"]').innerText(), /لا جولات/);
      assert.equal(await phone.page.locator('[data-group="biggestAccused"]').getByRole("heading").innerText(), "المتهم الأكبر");
    }
    // The game is over: the top bar no longer calls it the kill round.
    assert.equal(await admin.page.getByTestId("round-label").filter({ hasText: "جولة الحسم" }).count(), 0);
    await fahad.page.getByRole("button", { name: "مغادرة الغرفة" }).waitFor();
    assert.equal(await fahad.page.getByRole("button", { name: "اللعب مرة أخرى بالإعدادات نفسها" }).count(), 0);
    await admin.page.getByRole("button", { name: "اللعب مرة أخرى بالإعدادات نفسها" }).waitFor();
    await shot(admin, "08-end-admin", { desktop: true });
    await shot(fahad, "09-end-player");
    await expectAccessible(admin.page, "most likely: game end (admin)");
    await expectAccessible(fahad.page, "most likely: game end (player)");

    // ---------- back to the lobby, then bluff trivia in the same room ----------
    await admin.page.getByRole("button", { name: "رجوع للوبي" }).click();
    for (const phone of everyone) await expectLobbyPlayers(phone.page, ["نورة", "فهد", "سارة", "ليلى"]);
    await chooseGame(admin.page, "trivia-deception");
    await admin.page.getByRole("button", { name: "بدء اللعبة" }).click();
    for (const phone of everyone) {
      await phone.page.locator('[data-round="1"][data-trivia-phase="subcategory_selection"], [data-round="1"][data-trivia-phase="writing"]').waitFor(WAIT);
    }

    for (const phone of everyone) await phone.context.close();
  });

  it("a free creator cannot choose the premium game", async () => {
    const owner = { name: "خالد", ...(await newPhone(browser)) };
    await createRoom(owner.page, owner.name, "free");
    // The lobby itself, not the create screen still showing while the room screen loads.
    await owner.page.getByTestId("players-grid").waitFor(WAIT);
    const game = owner.page.locator('[role="radio"][data-game-type="most-likely"]');
    await game.waitFor(WAIT);
    await expectPremiumGameRefused(owner.page, game);
    // Still in the lobby with the toast showing.
    await owner.page.locator('[role="radiogroup"]:has([data-game-type])').waitFor();
    await shot(owner, "10-free-premium-toast");
    assert.equal(await game.getAttribute("aria-checked"), "false");
    await owner.context.close();
  });
});
