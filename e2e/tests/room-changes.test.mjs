// What changed in the room, everyone sees it (issue 31 item 3), on three phones at 360 px and
// a big screen at 1920×1080 following the same bluff-trivia round: the host's pause shows a
// banner with the time left on every phone and on the TV; «+30 ثانية» is announced on every
// phone and on the TV; a player whose phone dies is announced to the others in words that fit
// anyone («انقطع اتصال سارة، واللعب مستمر») and their tile on the phones and the TV says so; «تخطي السؤال» asks
// the host to confirm (a cancel changes nothing), then is announced on every screen.
//
// With ROOM_CHANGES_SHOTS=<dir> it saves the phones (360×780) and the TV (1920×1080) at each step.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { BASE_URL, launchBrowser } from "../helpers.mjs";
import { applySettingsAndStart, openRoomOfThree, phaseSelector, screenshotter, WAIT } from "../room-helpers.mjs";

/** Slow enough that no phase ends on its timer while the test acts. */
const SETTINGS = { rounds: 3, subcategorySelectionTime: 30, writingTime: 180, votingTime: 90 };
const TV = { width: 1920, height: 1080 };
const SHOTS = process.env.ROOM_CHANGES_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const phaseOf = phaseSelector("trivia");
const shot = screenshotter(SHOTS);

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

async function tvShot(tv, name) {
  if (!SHOTS) return;
  await tv.evaluate(() => document.fonts.ready);
  await tv.screenshot({ path: join(SHOTS, `${name}-tv-1920.png`) });
}

/** Opens the game menu on `page` and clicks the item named `name`. */
async function menu(page, name) {
  await page.getByRole("button", { name: "قائمة اللعبة" }).click();
  const dialog = page.getByRole("dialog", { name: "القائمة" });
  await dialog.waitFor(WAIT);
  await dialog.getByRole("button", { name }).click();
}

/** Every phone shows the room's notice of this kind, with these words. */
async function expectNotice(phones, kind, text) {
  for (const phone of phones) {
    const notice = phone.page.locator(`[data-testid="room-notice"][data-kind="${kind}"]`);
    await notice.waitFor(WAIT);
    assert.equal((await notice.innerText()).trim(), text, `${phone.name}'s notice`);
  }
}

/** Round 1 reaches writing on every phone: whoever the room asks to choose picks the first subcategory. */
async function toWriting(phones) {
  for (const phone of phones) await phone.page.locator(phaseOf(1, "subcategory_selection")).waitFor(WAIT);
  const choosers = [];
  for (const phone of phones) if (await phone.page.getByTestId("selector-prompt").isVisible()) choosers.push(phone);
  assert.equal(choosers.length, 1, "one player chooses the category");
  await choosers[0].page.getByRole("list", { name: "الفئات المتاحة" }).getByRole("button").first().click();
  for (const phone of phones) await phone.page.locator(phaseOf(1, "writing")).waitFor(WAIT);
}

describe("what changed, everyone sees it (issue 31)", () => {
  it("pause, +30 s, a dropped player and a confirmed skip show on the phones and on the TV", async () => {
    const { code, admin, fahad, sara, phones } = await openRoomOfThree(browser);
    const tvContext = await browser.newContext({ baseURL: BASE_URL, viewport: TV, locale: "ar-SA" });
    const tv = await tvContext.newPage();
    await tv.goto(`/screen/${code}`);
    await tv.getByTestId("screen-code").waitFor(WAIT);

    await applySettingsAndStart(admin, fahad, SETTINGS);
    await toWriting(phones);
    await tv.locator('[data-screen-phase="writing"]').waitFor(WAIT);

    // «إيقاف مؤقت»: a banner with the time left on every phone and on the TV.
    await menu(admin.page, "إيقاف مؤقت");
    for (const phone of phones) {
      const banner = phone.page.getByTestId("paused-banner");
      await banner.waitFor(WAIT);
      assert.match(await banner.innerText(), /اللعبة متوقفة مؤقتًا[\s\S]*الوقت المتبقي \d+ ثانية/);
    }
    const paused = tv.getByTestId("screen-paused");
    await paused.waitFor(WAIT);
    assert.match(await paused.innerText(), /اللعبة متوقفة مؤقتًا · الوقت المتبقي \d+ ثانية/);
    await shot(sara, "01-paused-player");
    await tvShot(tv, "01-paused");

    // «+30 ثانية» (while paused): every phone and the TV say so.
    await menu(admin.page, "+30 ثانية");
    await expectNotice(phones, "time-added", "أُضيفت 30 ثانية إلى وقت المرحلة");
    await tv.locator('[data-testid="screen-host-notice"][data-change="added_time"]').waitFor(WAIT);
    await shot(fahad, "02-time-added-player");
    await tvShot(tv, "02-time-added");
    await admin.page.getByTestId("paused-banner").getByRole("button", { name: "استئناف" }).click();
    for (const phone of phones) await phone.page.getByTestId("paused-banner").waitFor({ ...WAIT, state: "hidden" });
    await tv.getByTestId("screen-paused").waitFor({ ...WAIT, state: "hidden" });

    // سارة's phone dies: the others are told the round goes on, in words that fit anyone; her tile on the TV says so.
    await sara.context.close();
    const left = [admin, fahad];
    await expectNotice(left, "player-offline", "انقطع اتصال سارة، واللعب مستمر");
    // Her tile on the phones says so too, not «كتابة...» like a slow writer.
    for (const phone of left)
      await phone.page
        .getByTestId("players-status-grid")
        .locator("[data-player-id]")
        .filter({ has: phone.page.locator("[data-nickname]", { hasText: "سارة" }) })
        .filter({ hasText: "غير متصل" })
        .waitFor(WAIT);
    await tv.locator('[aria-label="من أنهى دوره"] li[data-presence="offline"]').filter({ hasText: "سارة" }).waitFor(WAIT);
    const tvNotice = tv.locator('[data-testid="screen-room-notice"][data-kind="player-offline"]');
    await tvNotice.waitFor(WAIT);
    assert.equal((await tvNotice.innerText()).trim(), "انقطع اتصال سارة، واللعب مستمر");
    await shot(admin, "03-player-offline");
    await tvShot(tv, "03-player-offline");

    // «تخطي السؤال» asks first: a cancel leaves the question as it is.
    await menu(admin.page, "تخطي السؤال");
    const confirm = admin.page.getByRole("dialog", { name: "تخطي السؤال؟" });
    await confirm.waitFor(WAIT);
    await shot(admin, "04-skip-confirm");
    await confirm.getByRole("button", { name: "إلغاء" }).click();
    await confirm.waitFor({ ...WAIT, state: "hidden" });
    for (const phone of left) assert.equal(await phone.page.locator(phaseOf(1, "writing")).count(), 1, `${phone.name} still writes`);
    assert.equal(await tv.locator('[data-screen-phase="writing"]').count(), 1);

    // Confirmed: every phone and the TV are told, and the round starts again at the category.
    await menu(admin.page, "تخطي السؤال");
    await confirm.getByRole("button", { name: "تخطي السؤال" }).click();
    await expectNotice(left, "question-skipped", "تم تخطي السؤال، والجولة تبدأ بسؤال جديد");
    for (const phone of left) await phone.page.locator(phaseOf(1, "subcategory_selection")).waitFor(WAIT);
    await tv.locator('[data-testid="screen-host-notice"][data-change="skipped_question"]').waitFor(WAIT);
    await tv.locator('[data-screen-phase="subcategory_selection"]').waitFor(WAIT);
    await shot(fahad, "05-question-skipped-player");
    await tvShot(tv, "05-question-skipped");

    await tvContext.close();
    for (const phone of left) await phone.context.close();
  });
});
