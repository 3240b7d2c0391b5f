// The host steers and moves on (issue 22, items 2-3), on three phones playing bluff
// trivia: the host sets «وقت أطول» and everyone sees it; mid-game the host pauses and
// everyone sees the game stand still, then resumes; the host leaves («مغادرة الغرفة»),
// the next player by join order is told the room is theirs and everyone else who runs
// it now; the new host pauses, resumes and skips the question, and every phone follows.
//
// With PARTY_SHOTS=<dir> it also saves the screens it passes, at 360×780 and 1280×800.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { expectAccessible, launchBrowser } from "../helpers.mjs";
import { applySettingsAndStart, openRoomOfThree, phaseSelector, screenshotter, selectorPicks, WAIT } from "../room-helpers.mjs";

/** Slow enough that no phase ends on its timer while the test acts. */
const SETTINGS = { rounds: 3, subcategorySelectionTime: 30, writingTime: 180, votingTime: 90 };

const phaseOf = phaseSelector("trivia");
const shot = screenshotter(process.env.PARTY_SHOTS);

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** Opens the game menu on `page` and clicks the item named `name`. */
async function menu(page, name) {
  await page.getByRole("button", { name: "قائمة اللعبة" }).click();
  const dialog = page.getByRole("dialog", { name: "القائمة" });
  await dialog.waitFor(WAIT);
  await dialog.getByRole("button", { name }).click();
}

/** Every phone shows the paused banner (or none, with `shown` false). */
async function expectPaused(phones, shown) {
  for (const phone of phones) await phone.page.getByTestId("paused-banner").waitFor({ ...WAIT, state: shown ? "visible" : "hidden" });
}

describe("the host steers, and the role moves on (issue 22)", () => {
  it("pause and resume show on every phone; the host leaves and the next player runs the room", async () => {
    const { admin, fahad, sara, phones } = await openRoomOfThree(browser);

    // «وقت أطول» ×2, chosen by the host, is seen by everyone.
    await admin.page.getByTestId("time-scale").getByRole("radio", { name: "×2" }).click();
    for (const phone of phones)
      await phone.page.getByTestId("time-scale").locator('[role="radio"][aria-checked="true"]').filter({ hasText: "×2" }).waitFor(WAIT);
    assert.equal(await fahad.page.getByTestId("time-scale").getByRole("radio", { name: "×2" }).isDisabled(), true);
    await fahad.page.getByTestId("time-scale").scrollIntoViewIfNeeded();
    await shot(fahad, "01-lobby-time-scale", { desktop: true });

    await applySettingsAndStart(admin, fahad, SETTINGS);
    // نورة created the room, so she chooses round 1's subcategory.
    await selectorPicks(phones, admin);

    // The host pauses: every phone shows the game standing still; the host resumes from the banner.
    await admin.page.getByRole("button", { name: "قائمة اللعبة" }).click();
    await admin.page.getByRole("dialog", { name: "القائمة" }).getByRole("button", { name: "إيقاف مؤقت" }).waitFor(WAIT);
    await shot(admin, "02-host-menu", { desktop: true });
    await admin.page.keyboard.press("Escape");
    await admin.page.getByRole("dialog", { name: "القائمة" }).waitFor({ state: "hidden" });
    await menu(admin.page, "إيقاف مؤقت");
    await expectPaused(phones, true);
    assert.match(await sara.page.getByTestId("paused-banner").innerText(), /اللعبة متوقفة مؤقتًا/);
    await expectAccessible(sara.page, "trivia: paused (player)");
    await shot(sara, "03-paused-player", { desktop: true });
    await shot(admin, "04-paused-host");
    assert.equal(await sara.page.getByTestId("paused-banner").getByRole("button", { name: "استئناف" }).count(), 0);
    await admin.page.getByTestId("paused-banner").getByRole("button", { name: "استئناف" }).click();
    await expectPaused(phones, false);

    // The host leaves: فهد joined next, so the room is his; everyone is told who runs it now.
    await menu(admin.page, "مغادرة الغرفة");
    await admin.page.getByRole("dialog", { name: "مغادرة الغرفة؟" }).getByRole("button", { name: "مغادرة الغرفة" }).click();
    await admin.page.waitForURL((url) => url.pathname === "/", WAIT);
    await fahad.page.getByText("إدارة الغرفة الآن معك").first().waitFor(WAIT);
    await sara.page.getByText("إدارة الغرفة الآن مع فهد").first().waitFor(WAIT);
    await shot(fahad, "05-new-host-told");
    await shot(sara, "06-others-told");
    const left = [fahad, sara];

    // The new host has the host's controls, and they work for everyone.
    await menu(fahad.page, "إيقاف مؤقت");
    await expectPaused(left, true);
    await menu(fahad.page, "استئناف");
    await expectPaused(left, false);
    await menu(fahad.page, "تخطي السؤال");
    // Skipping drops the answers written so far, so the host confirms it first (issue 31).
    await fahad.page.getByRole("dialog", { name: "تخطي السؤال؟" }).getByRole("button", { name: "تخطي السؤال" }).click();
    for (const phone of left) await phone.page.locator(phaseOf(1, "subcategory_selection", "writing")).waitFor(WAIT);
    await sara.page.getByRole("button", { name: "قائمة اللعبة" }).click();
    const saraMenu = sara.page.getByRole("dialog", { name: "القائمة" });
    await saraMenu.getByRole("button", { name: "مغادرة الغرفة" }).waitFor(WAIT);
    assert.equal(await saraMenu.getByRole("button", { name: "إيقاف مؤقت" }).count(), 0);

    for (const phone of phones) await phone.context.close();
  });
});
