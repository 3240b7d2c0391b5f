// Bluff trivia on three phones: a premium admin creates a room and sets 3 rounds,
// two guests join by the invite link, and they play the whole game: the selector
// picks a subcategory, everyone writes a lie (the admin first tries the truth and
// is told so under the button), everyone votes (one voter reloads and finds their
// vote still chosen), the admin moves on, and at the final ranking plays again.
//
// With TRIVIA_SHOTS=<dir> it also saves a screenshot of every phase, at 360×780
// and at 1280×800, for checking the layout by eye.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, it } from "node:test";
import { resolve } from "node:path";
import { runnerImport } from "vite";
import { expectAccessible, launchBrowser } from "../helpers.mjs";
import { applySettingsAndStart, expectFirstRound, expectNextButton, gridStatus, nextLabel, openRoomOfThree, phaseSelector, screenshotter, WAIT } from "../room-helpers.mjs";

const ROUNDS = 3;
/** Slow enough that no phase ends on its timer while the test acts: each setting's maximum. */
const SETTINGS = { rounds: ROUNDS, subcategorySelectionTime: 30, writingTime: 180, votingTime: 90 };

// The shipped trivia (content/), loaded by Vite's runner as the app's bundler loads it.
const root = resolve(import.meta.dirname, "../..");
const { triviaCategories } = (await runnerImport(resolve(root, "content/index.ts"), { configFile: false, root, logLevel: "silent" })).module;

/** The seed's questions, to look up the truth of what the page shows. */
const TRUTHS = new Map(
  triviaCategories.flatMap((c) => c.subcategories.flatMap((s) => s.questions.map((q) => [q.content, q.correctAnswer]))),
);

/** Lies per player, distinct from each other; a refused one is followed by the next. */
const LIES = {
  نورة: ["سيدني", "ألف وتسعمية", "الأسد الأبيض", "جزيرة الكنز", "نورة تخدع"],
  فهد: ["ملبورن", "خمسة عشر", "النمر الأرقط", "وادي الذئاب", "فهد يخدع"],
  سارة: ["بيرث", "ثلاثمية", "الصقر الذهبي", "مدينة الضباب", "سارة تخدع"],
};

/** Saves the phone's screen, and the same page at desktop width, when TRIVIA_SHOTS is set. */
const shot = screenshotter(process.env.TRIVIA_SHOTS);

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const phaseOf = phaseSelector("trivia");

/**
 * Round starts: the selector, in turn by join order (نورة, فهد, سارة, …), is told
 * 'لديك N ثانية لاختيار الفئة' and picks the first subcategory; the others see the same
 * choices, disabled. The seed offers every round more than one fresh subcategory, so the
 * room never picks on its own here.
 */
async function chooseSubcategory(phones, round) {
  const selector = phones[(round - 1) % phones.length];
  for (const phone of phones) await phone.page.locator(phaseOf(round, "subcategory_selection")).waitFor(WAIT);
  const prompt = selector.page.getByTestId("selector-prompt");
  await prompt.waitFor(WAIT);
  assert.match(await prompt.innerText(), /لديك (\d+ )?\S+ لاختيار الفئة، وإلا اخترناها عنك/);
  for (const other of phones.filter((p) => p !== selector)) {
    assert.equal(await other.page.getByTestId("selector-prompt").count(), 0, `${other.name} is not the one choosing in round ${round}`);
    const buttons = other.page.getByRole("list", { name: "الفئات المتاحة" }).getByRole("button");
    assert.ok((await buttons.count()) > 1, `${other.name} sees the choices`);
    assert.equal(await buttons.first().isDisabled(), true);
  }
  if (round === 1) {
    await shot(selector, "01-selection-selector", { desktop: true });
    await shot(phones.find((p) => p !== selector), "02-selection-waiting");
    await expectAccessible(selector.page, "trivia: category selection (chooser)");
    await expectAccessible(phones.find((p) => p !== selector).page, "trivia: category selection (waiting)");
  }
  await selector.page.getByRole("list", { name: "الفئات المتاحة" }).getByRole("button").first().click();
}

/** Writes lies until one is taken; returns the hints shown for the refused ones. */
async function writeLie(phone, round, candidates, { isLast }) {
  const { page } = phone;
  const hints = [];
  const form = page.getByRole("form", { name: "إجابتك" });
  const input = form.getByRole("textbox");
  for (const candidate of candidates) {
    await input.fill(candidate);
    assert.equal(await form.getByTestId("answer-counter").innerText(), `${[...candidate].length}/50`);
    await form.getByRole("button", { name: "إرسال الإجابة" }).click();
    // Taken (the card, or straight to voting for the last writer), or refused with a hint for this answer.
    const outcome = page
      .locator(`[data-testid="answer-confirmed"], [data-testid="answer-hint"][data-answer="${candidate}"], ${phaseOf(round, "voting")}`)
      .first();
    await outcome.waitFor(WAIT);
    if ((await outcome.getAttribute("data-testid")) !== "answer-hint") {
      if (!isLast) assert.equal(await page.getByTestId("my-answer").innerText(), candidate);
      return hints;
    }
    hints.push(await outcome.innerText());
    if (round === 1 && hints.length === 1) await shot(phone, "03b-writing-hint");
    if (round === 1 && hints.length === 1) await expectAccessible(page, "trivia: writing with a hint");
  }
  throw new Error(`every lie was refused for ${phone.name}`);
}

async function vote(phone) {
  const options = phone.page.getByTestId("vote-options").getByRole("button");
  // Someone else's lie or the truth: any option that is not the player's own.
  const pick = options.filter({ hasNot: phone.page.locator("[data-mine]") }).first();
  const optionId = await pick.getAttribute("data-option-id");
  await pick.click();
  assert.equal(await pick.getAttribute("aria-pressed"), "true");
  await phone.page.getByRole("button", { name: "تصويت", exact: true }).click();
  return optionId;
}

describe("bluff trivia", () => {
  it("three phones play three rounds to the final ranking, then play again", async () => {
    // ---------- the room ----------
    const { admin, fahad, sara, phones } = await openRoomOfThree(browser);

    // The premium room's settings: 3 rounds, and every timer at its longest.
    await applySettingsAndStart(admin, fahad, SETTINGS);
    await expectFirstRound(phones, phaseOf(1, "subcategory_selection", "writing"), ROUNDS);

    for (let round = 1; round <= ROUNDS; round++) {
      // ---------- subcategory ----------
      await chooseSubcategory(phones, round);

      // ---------- writing ----------
      for (const phone of phones) await phone.page.locator(phaseOf(round, "writing")).waitFor(WAIT);
      const question = await admin.page.getByTestId("question-text").innerText();
      const truth = TRUTHS.get(question);
      if (round === 1) await shot(admin, "03-writing", { desktop: true });
      if (round === 1) await expectAccessible(admin.page, "trivia: writing");
      for (const [index, phone] of phones.entries()) {
        const lies = LIES[phone.name].slice(round - 1).concat(`${phone.name} ${round}`);
        // The admin first writes the truth in round 1: the room says so under the button.
        const candidates = round === 1 && phone === admin && truth ? [truth, ...lies] : lies;
        const hints = await writeLie(phone, round, candidates, { isLast: index === phones.length - 1 });
        if (candidates[0] === truth) assert.match(hints[0] ?? "", /الإجابة الصحيحة/);
        if (round === 1 && index === 0) {
          await shot(admin, "04-writing-sent", { desktop: true });
          await expectAccessible(admin.page, "trivia: writing (sent)");
          assert.match(await gridStatus(fahad.page, admin.name), /تم الإرسال/);
          assert.match(await gridStatus(fahad.page, fahad.name), /كتابة/);
        }
      }

      // ---------- voting ----------
      for (const phone of phones) await phone.page.locator(phaseOf(round, "voting")).waitFor(WAIT);
      if (round === 1) await shot(fahad, "05-voting", { desktop: true });
      if (round === 1) await expectAccessible(fahad.page, "trivia: voting");
      // Round 2: a voter reloads the page and finds the vote still chosen.
      const order = round === 2 ? [sara, admin, fahad] : phones;
      for (const [index, phone] of order.entries()) {
        const optionId = await vote(phone);
        if (index === order.length - 1) break;
        await phone.page.getByTestId("vote-confirmed").waitFor(WAIT);
        if (round === 1 && index === 0) await shot(phone, "06-voting-voted", { desktop: true });
        if (round === 1 && index === 0) await expectAccessible(phone.page, "trivia: voting (voted)");
        if (round === 2 && phone === sara) {
          await sara.page.reload();
          await sara.page.locator(phaseOf(round, "voting")).waitFor(WAIT);
          await sara.page.getByTestId("vote-confirmed").waitFor(WAIT);
          const chosen = sara.page.getByTestId("vote-options").locator(`[data-option-id="${optionId}"]`);
          assert.equal(await chosen.getAttribute("aria-pressed"), "true");
          assert.equal(await sara.page.getByTestId("vote-options").locator('[aria-pressed="true"]').count(), 1);
          assert.match(await gridStatus(admin.page, sara.name), /تم التصويت/);
        }
      }

      // ---------- results ----------
      for (const phone of phones) await phone.page.locator(phaseOf(round, "round_results")).waitFor(WAIT);
      const shown = await fahad.page.getByTestId("correct-answer").innerText();
      if (truth) assert.equal(shown, truth);
      // The truth and the three lies at least, and everyone in the scores.
      const counts = await admin.page.getByTestId("result-options").locator("li").count();
      assert.ok(counts >= 4, `at least four options, saw ${counts}`);
      assert.equal(await admin.page.getByTestId("ranking").locator("li").count(), 3);
      const next = await expectNextButton(admin, fahad, nextLabel(round, ROUNDS, "الترتيب النهائي"));
      if (round === 1) {
        await shot(admin, "07-results-admin", { desktop: true });
        await shot(fahad, "08-results-player");
        await expectAccessible(admin.page, "trivia: round results (admin)");
        await expectAccessible(fahad.page, "trivia: round results (player)");
      }
      await next.click();
    }

    // ---------- final ranking ----------
    for (const phone of phones) {
      await phone.page.locator('[data-trivia-phase="final_ranking"]').waitFor(WAIT);
      await phone.page.getByRole("heading", { name: "الترتيب النهائي" }).waitFor();
      assert.equal(await phone.page.getByTestId("ranking").locator("li").count(), 3);
    }
    const gold = admin.page.getByTestId("ranking").locator("li").first().getByRole("img", { name: "ميدالية ذهبية" });
    assert.equal(await gold.getAttribute("data-medal"), "gold");
    await fahad.page.getByRole("button", { name: "مغادرة الغرفة" }).waitFor();
    // «مشاركة النتيجة»: the podium drawn as a 1080×1080 PNG, downloaded where the browser cannot share files.
    const [download] = await Promise.all([fahad.page.waitForEvent("download"), fahad.page.getByRole("button", { name: "مشاركة النتيجة" }).click()]);
    const png = await readFile(await download.path());
    assert.equal(png.subarray(1, 4).toString("latin1"), "PNG");
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1080, 1080]);
    assert.equal(await fahad.page.getByRole("button", { name: "اللعب مرة أخرى بالإعدادات نفسها" }).count(), 0);
    await shot(admin, "09-final-admin", { desktop: true });
    await shot(fahad, "10-final-player");
    await expectAccessible(admin.page, "trivia: final ranking (admin)");
    await expectAccessible(fahad.page, "trivia: final ranking (player)");

    // ---------- play again ----------
    await admin.page.getByRole("button", { name: "اللعب مرة أخرى بالإعدادات نفسها" }).click();
    await expectFirstRound(phones, phaseOf(1, "subcategory_selection", "writing"), ROUNDS);

    for (const phone of phones) await phone.context.close();
  });
});
