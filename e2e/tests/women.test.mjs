// «جلسة بنات» (issue 34) on three 360 px phones and a TV: the host sets the room to speak to women
// in the lobby (the guests and the TV follow), starts most likely, and every phone and the TV show
// the round's prompt in its hand-written feminine form with the instructions in the feminine
// plural; the vote's waiting note and the round's results follow. Back in the lobby, «للجميع»
// brings today's forms back for the next game.
//
// With WOMEN_SHOTS=<dir> it saves the lobby card, the vote and the results on a phone (360×780) and
// on the TV (1920×1080).
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { join, resolve } from "node:path";
import { runnerImport } from "vite";
import { BASE_URL, launchBrowser } from "../helpers.mjs";
import { applySettingsAndStart, chooseGame, openRoomOfThree, phaseSelector, WAIT } from "../room-helpers.mjs";

const SHOTS = process.env.WOMEN_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page, name) => {
  if (!SHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

// The shipped prompts (content/), loaded by Vite's runner as the app's bundler loads them: Node alone cannot import TypeScript here.
const root = resolve(import.meta.dirname, "../..");
const { mostLikelyCategories } = (await runnerImport(resolve(root, "content/index.ts"), { configFile: false, root, logLevel: "silent" })).module;
const prompts = mostLikelyCategories.flatMap((c) => c.prompts);
const FEMININE = new Set(prompts.map((p) => p.feminine));
const EVERYONE = new Set(prompts.map((p) => p.content));

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const phaseOf = phaseSelector("most-likely");

/**
 * What a women's gathering must not read (issue 43): the masculine and group forms of the room's
 * own words. Matched on the page's visible text and on every name given to assistive technology.
 */
const MASCULINE = ["اضغطوا", "اللاعبين", "اللاعبون", "مشرف الغرفة", "مين أكثر واحد", "صوّتوا", "اكتبوا", "اختاروا", "انضموا", "جوالاتكم", "تعالوا", "العبوا", "أصحابكم", "عنكم", "لاعبين", "الأصحاب", "لأصحابك"];

/** The masculine forms a page shows, in its text or its labels. */
async function masculineOn(page) {
  const texts = await page.evaluate(() => [
    document.body.innerText,
    ...[...document.querySelectorAll("[aria-label]")].map((el) => el.getAttribute("aria-label")),
  ]);
  return MASCULINE.filter((word) => texts.some((text) => text.includes(word)));
}

describe("a women's gathering", () => {
  it("the host sets «جلسة بنات»: the phones and the TV say the prompt and the instructions in the feminine", async () => {
    const { code, admin, fahad: huda, sara, phones } = await openRoomOfThree(browser);
    const tvContext = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1920, height: 1080 }, locale: "ar-SA" });
    const tv = await tvContext.newPage();
    await tv.goto(`/screen/${code}`);
    await tv.getByTestId("screen-code").filter({ hasText: code }).waitFor(WAIT);
    await tv.getByRole("heading", { name: "انضموا إلى الغرفة من جوالاتكم" }).waitFor(WAIT);

    // ---------- the lobby: only the host may choose; everyone sees the choice ----------
    const card = (page) => page.getByTestId("address-form");
    const women = (page) => card(page).getByRole("radio", { name: "جلسة بنات" });
    await card(huda.page).waitFor(WAIT);
    assert.equal(await women(huda.page).isDisabled(), true, "a guest sees the choice but cannot change it");
    assert.equal(await card(admin.page).getByRole("radio", { name: "للجميع" }).getAttribute("aria-checked"), "true");
    await women(admin.page).click();
    for (const phone of phones) {
      await card(phone.page).and(phone.page.locator('[data-address="women"]')).waitFor(WAIT);
      assert.equal(await women(phone.page).getAttribute("aria-checked"), "true");
      await card(phone.page).getByText("تخاطب اللعبة البنات").waitFor(WAIT);
    }
    await tv.getByRole("heading", { name: "انضممن إلى الغرفة من جوالاتكن" }).waitFor(WAIT);
    await card(admin.page).scrollIntoViewIfNeeded();
    await shot(admin.page, "lobby-card-360x780");
    await shot(tv, "tv-lobby-1920x1080");

    // ---------- the whole lobby speaks to women (issue 43): the players panel, the host, the games ----------
    await chooseGame(admin.page, "most-likely");
    for (const phone of phones) {
      await phone.page.getByRole("heading", { name: "اللاعبات" }).waitFor(WAIT);
      await phone.page.getByText("مين أكثر وحدة؟").first().waitFor(WAIT);
      // The host's seat names her «مشرفة الغرفة» (its label, or its screen-reader line).
      await phone.page.waitForFunction(
        () => [...document.querySelectorAll('[data-testid="players-grid"] [aria-label], [data-testid="players-grid"] .sr-only')].some((el) => (el.getAttribute("aria-label") ?? el.textContent ?? "").includes("مشرفة الغرفة")),
        null,
        WAIT,
      );
      assert.deepEqual(await masculineOn(phone.page), [], `${phone.name}'s lobby has no masculine text`);
    }
    await tv.getByTestId("screen-next-game").filter({ hasText: "مين أكثر وحدة؟" }).waitFor(WAIT);
    assert.deepEqual(await masculineOn(tv), [], "the TV's lobby has no masculine text");
    await shot(huda.page, "lobby-women-360x780");

    // ---------- a round of most likely ----------
    await applySettingsAndStart(admin, huda, { rounds: 3, votingTime: 90 });
    const prompt = {};
    for (const phone of phones) {
      await phone.page.locator(phaseOf(1, "voting")).waitFor(WAIT);
      prompt[phone.name] = await phone.page.getByTestId("prompt-text").innerText();
      await phone.page.getByText("صوّتن لإحدى اللاعبات، ويمكنك اختيار نفسك").waitFor(WAIT);
      assert.equal(await phone.page.getByText("صوّتوا لأحد اللاعبين").count(), 0);
    }
    const said = prompt[admin.name];
    assert.ok(FEMININE.has(said), `the prompt «${said}» is a feminine form`);
    assert.ok(!EVERYONE.has(said), "not the form for everyone");
    assert.deepEqual(new Set(Object.values(prompt)), new Set([said]), "every phone shows the same prompt");
    await tv.getByTestId("screen-question").filter({ hasText: said }).waitFor(WAIT);
    await tv.getByText("صوّتن على جوالاتكن").waitFor(WAIT);
    // The players panel during the game, and the audience's page, in the feminine too.
    await admin.page.getByRole("region", { name: "اللاعبات" }).waitFor(WAIT);
    assert.deepEqual(await masculineOn(admin.page), [], "the host's voting screen has no masculine text");
    const fanContext = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 360, height: 780 }, locale: "ar-SA" });
    const fan = await fanContext.newPage();
    await fan.goto(`/watch/${code}`);
    await fan.getByRole("heading", { name: "صوّتن لمفضّلتكن" }).waitFor(WAIT);
    assert.deepEqual(await masculineOn(fan), [], "the audience's page has no masculine text");
    await shot(fan, "audience-women-360x780");
    await fanContext.close();
    await shot(sara.page, "phone-voting-360x780");
    await shot(tv, "tv-voting-1920x1080");

    // The host and Huda vote for Sara; Sara waits for the others in the feminine plural.
    const candidate = (page, nickname) => page.getByTestId("vote-players").getByRole("button", { name: new RegExp(`^${nickname}`) });
    await candidate(sara.page, huda.name).click();
    await sara.page.getByTestId("vote-button").click();
    await sara.page.getByText("بانتظار باقي اللاعبات يصوّتن...").waitFor(WAIT);
    await shot(sara.page, "phone-voted-360x780");
    for (const phone of [admin, huda]) {
      await candidate(phone.page, sara.name).click();
      await phone.page.getByTestId("vote-button").click();
    }

    // ---------- the results: «المتهمة» ----------
    for (const phone of phones) {
      await phone.page.locator(phaseOf(1, "round_results")).waitFor(WAIT);
      await phone.page.getByTestId("accused").getByRole("heading", { name: "المتهمة" }).waitFor(WAIT);
      await phone.page.getByTestId("accusations").getByText("متهمة", { exact: true }).waitFor(WAIT);
    }
    await shot(huda.page, "phone-results-360x780");
    await tv.locator('[data-screen-phase="round_results"]').waitFor(WAIT);
    await shot(tv, "tv-results-1920x1080");

    // ---------- back in the lobby: «للجميع» for the next game ----------
    await admin.page.getByRole("button", { name: "قائمة اللعبة" }).click();
    await admin.page.getByRole("dialog", { name: "القائمة" }).getByRole("button", { name: "رجوع للوبي" }).click();
    // The host is asked in the feminine plural too.
    const confirm = admin.page.getByRole("alertdialog", { name: "ترجعن للوبي؟" }).or(admin.page.getByRole("dialog", { name: "ترجعن للوبي؟" }));
    await confirm.getByRole("button", { name: "رجوع للوبي" }).click();
    await card(admin.page).getByRole("radio", { name: "للجميع" }).click();
    await card(huda.page).and(huda.page.locator('[data-address="everyone"]')).waitFor(WAIT);
    await tv.getByRole("heading", { name: "انضموا إلى الغرفة من جوالاتكم" }).waitFor(WAIT);

    await tvContext.close();
    for (const phone of phones) await phone.context.close();
  });
});
