// The big screen leads the reveal (issue 43), in the browser: three phones at 360 px and a TV at
// 1920×1080 play a round of bluff trivia. While the TV walks the show, every phone says «شوفوا
// الشاشة» and shows no truth at any beat before the TV's truth beat; once the TV has shown the
// truth the phones show it, and after the totals the phones and the TV count «الجولة التالية بعد…»
// and the round moves on with nobody tapping (only the host's phone has «انتظار» and «التالي»). A TV
// that reloads mid-show comes back at the current beat, not the first.
//
// Screenshots go to docs/screenshots/tv-leads/ (TV_LEADS_SHOTS overrides the folder; off skips them).
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { launchBrowser, newPhone, settled } from "../helpers.mjs";
import { applySettingsAndStart, chooseGame, openRoomOfThree, phaseSelector, selectorPicks, WAIT } from "../room-helpers.mjs";

const TV = { width: 1920, height: 1080 };
/** A whole show (about 20 s) and its countdown (8 s) on a busy shared machine. */
const SHOW_WAIT = { timeout: 90_000 };
const SHOTS = process.env.TV_LEADS_SHOTS === "off" ? null : resolve(import.meta.dirname, "../..", process.env.TV_LEADS_SHOTS ?? "docs/screenshots/tv-leads");
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const phaseOf = phaseSelector("trivia");

async function shot(page, name, full = true, { now = false } = {}) {
  if (!SHOTS) return;
  // The countdown lasts seconds: `now` pictures it as it is rather than once settled.
  if (!now) await settled(page);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: full });
}

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** The beat the TV shows now: its index and kind. */
const tvBeat = (tv) =>
  tv.evaluate(() => {
    const stage = document.querySelector('[data-screen-phase="round_results"]');
    return stage ? { index: Number(stage.getAttribute("data-beat-index")), kind: stage.getAttribute("data-beat") } : null;
  });

describe("the big screen leads the reveal", () => {
  it("phones show no truth before the TV's truth beat, then their part, and the round moves on by itself", async () => {
    const { code, admin, fahad, sara, phones } = await openRoomOfThree(browser);
    const tv = await newPhone(browser, TV);
    await tv.page.goto(`/screen/${code}`);
    await tv.page.getByTestId("screen-code").waitFor(WAIT);
    // Someone touches the TV once, as a living room would: its sound starts and the prompt over its foot goes.
    await tv.page.getByRole("button", { name: "اضغطوا لتشغيل الصوت" }).click();

    await chooseGame(admin.page, "trivia-deception");
    await admin.page.getByTestId("pacing").waitFor(WAIT);
    // The game moves on by itself by default.
    assert.equal(await admin.page.getByTestId("pacing").locator('[aria-checked="true"]').innerText(), "تلقائي");
    await shot(admin.page, "01-lobby-pacing-360");
    await applySettingsAndStart(admin, fahad, { rounds: 3, writingTime: 180, votingTime: 90 }, { pacing: "auto" });
    await selectorPicks(phones, admin);

    for (const phone of phones) {
      const form = phone.page.getByRole("form", { name: "إجابتك" });
      await form.getByRole("textbox").fill(`جواب ${phone.name} الغريب`);
      await form.getByRole("button", { name: "إرسال الإجابة" }).click();
    }
    for (const phone of phones) await phone.page.locator(phaseOf(1, "voting")).waitFor(WAIT);
    for (const phone of phones) {
      const pick = phone.page.getByTestId("vote-options").getByRole("button").filter({ hasNot: phone.page.locator("[data-mine]") }).first();
      await pick.click();
      await phone.page.getByRole("button", { name: "تصويت", exact: true }).click();
    }

    // The show: the TV walks its beats; before its truth beat no phone shows the truth, and each says to watch the screen.
    await tv.page.locator('[data-screen-phase="round_results"][data-beat]').waitFor(WAIT);
    for (const phone of phones) await phone.page.getByTestId("watch-screen").waitFor(WAIT);
    await shot(fahad.page, "02-phone-watch-the-screen-360");
    await shot(tv.page, "03-tv-first-beat-1920", false);
    let checked = 0;
    let tvReloaded = false;
    for (;;) {
      const before = await tvBeat(tv.page);
      if (!before || before.kind === "truth" || before.kind === "finders" || before.kind === "totals") break;
      const truths = await Promise.all(phones.map((p) => p.page.getByTestId("correct-answer").count()));
      const after = await tvBeat(tv.page);
      // A sample counts only if the TV was still before its truth beat when the phones were read.
      if (after && after.index === before.index) {
        assert.deepEqual(truths, [0, 0, 0], `no phone shows the truth while the TV is at beat ${before.index} (${before.kind})`);
        checked++;
      }
      // Mid-show, the TV reloads: it comes back at the current beat, not the first (issue 42).
      if (!tvReloaded && before.index >= 2) {
        tvReloaded = true;
        await tv.page.reload();
        await tv.page.locator('[data-screen-phase="round_results"][data-beat]').waitFor(WAIT);
        const back = await tvBeat(tv.page);
        assert.ok(back.index >= before.index, `after a reload the TV is at beat ${back.index}, not back at the first (was ${before.index})`);
        // A reloaded page starts silent again: touched once more, its prompt leaves the foot free.
        await tv.page.getByRole("button", { name: "اضغطوا لتشغيل الصوت" }).click();
        continue;
      }
      await tv.page.waitForFunction((i) => Number(document.querySelector("[data-beat-index]")?.getAttribute("data-beat-index") ?? -1) !== i, before.index, SHOW_WAIT);
    }
    assert.ok(checked > 0, "the phones were read at a beat before the truth");

    // The truth on the TV, then on every phone; the totals and the countdown after the show.
    await sara.page.getByTestId("correct-answer").waitFor(SHOW_WAIT);
    await shot(sara.page, "04-phone-after-truth-360", true, { now: true });
    for (const phone of phones) await phone.page.getByTestId("correct-answer").waitFor(SHOW_WAIT);
    await tv.page.getByTestId("screen-next").filter({ hasText: /الجولة التالية بعد \d+/ }).waitFor(SHOW_WAIT);
    await shot(tv.page, "06-tv-countdown-1920", false, { now: true });
    await admin.page.getByTestId("auto-next").filter({ hasText: /الجولة التالية بعد \d+/ }).waitFor(SHOW_WAIT);
    await fahad.page.getByTestId("auto-next").waitFor(WAIT);
    assert.equal(await fahad.page.getByTestId("hold-next").count(), 0, "only the host may hold the countdown");
    // Every phone has its whole part once the show has played: the truth, the options told, the scores.
    for (const phone of phones) await phone.page.getByTestId("ranking").waitFor(WAIT);
    await shot(admin.page, "05-host-countdown-360", true, { now: true });

    // Nobody taps: round 2 begins by itself.
    for (const phone of phones) await phone.page.locator(phaseOf(2, "subcategory_selection", "writing")).waitFor(SHOW_WAIT);
    await tv.page.locator('[data-round="2"][data-screen-phase]').waitFor(WAIT);
  });
});
