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
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { mostLikelyCategories } from "../../content/index.ts";
import { BASE_URL, launchBrowser } from "../helpers.mjs";
import { applySettingsAndStart, chooseGame, openRoomOfThree, phaseSelector, WAIT } from "../room-helpers.mjs";

const SHOTS = process.env.WOMEN_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page, name) => {
  if (!SHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

const prompts = mostLikelyCategories.flatMap((c) => c.prompts);
const FEMININE = new Set(prompts.map((p) => p.feminine));
const EVERYONE = new Set(prompts.map((p) => p.content));

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const phaseOf = phaseSelector("most-likely");

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

    // ---------- a round of most likely ----------
    await chooseGame(admin.page, "most-likely");
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
