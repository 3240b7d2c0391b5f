// A streamed room in the browser: the host hides the code from the 1920×1080 TV (and shows it
// there on «إظهار على الشاشة»), sets a stream delay the TV names, and turns moderation on; a
// moderator on a 360 px phone opens /mod/{code}, is refused a wrong passcode, enters with the one
// the host's phone shows, approves two lies and rejects the third, and the TV's vote shows only
// the approved ones.
//
// With STREAMER_SHOTS=<dir> it saves the host's card, the TV, and the moderator's page.
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { BASE_URL, expectAccessible, launchBrowser, newPhone, settled } from "../helpers.mjs";
import { applySettingsAndStart, openRoomOfThree, phaseSelector, screenshotter, selectorPicks, WAIT } from "../room-helpers.mjs";

const SHOTS = process.env.STREAMER_SHOTS;
const shot = screenshotter(SHOTS);
const tvShot = async (tv, name) => {
  if (!SHOTS) return;
  await settled(tv);
  await tv.screenshot({ path: join(SHOTS, `${name}-1920.png`) });
};
const phaseOf = phaseSelector("trivia");
const SETTINGS = { rounds: 3, subcategorySelectionTime: 30, writingTime: 180, votingTime: 90 };
// Lies no question's truth is close to.
const LIES = { نورة: "جزيرة الضباب البنفسجي", فهد: "مدينة القطط الطائرة", سارة: "كلام لا يليق بالشاشة" };

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

async function writeLie(phone) {
  const form = phone.page.getByRole("form", { name: "إجابتك" });
  await form.getByRole("textbox").fill(LIES[phone.name]);
  await form.getByRole("button", { name: "إرسال الإجابة" }).click();
  await phone.page.getByTestId("answer-confirmed").waitFor(WAIT);
}

describe("a streamed room", () => {
  it("the TV hides the code and names the delay; a moderator approves two lies and rejects one, and the TV's vote shows only the approved", async () => {
    const { code, admin, fahad, sara, phones } = await openRoomOfThree(browser);
    const tvContext = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1920, height: 1080 }, locale: "ar-SA" });
    const tv = await tvContext.newPage();
    await tv.goto(`/screen/${code}`);
    await tv.getByTestId("screen-code").filter({ hasText: code }).waitFor(WAIT);

    // ---------- the code off the TV, then on it for a moment ----------
    const card = admin.page.getByTestId("stream-card");
    await card.getByRole("switch", { name: "إخفاء الكود عن الشاشة" }).click();
    await tv.getByTestId("screen-code-hidden").waitFor(WAIT);
    assert.equal(await tv.getByTestId("screen-code").count(), 0, "no code in the TV's header");
    assert.equal(await tv.getByRole("img", { name: "رمز QR للانضمام إلى الغرفة" }).isVisible(), false, "no QR code on the TV");
    assert.equal(await tv.getByText(`/join/${code}`).isVisible(), false, "no link on the TV");
    // The host's phone still has it.
    assert.equal(await card.getByTestId("stream-code").innerText(), code);
    await tvShot(tv, "01-tv-code-hidden");
    await card.getByTestId("show-code-on-screen").click();
    await tv.getByTestId("screen-code").filter({ hasText: code }).waitFor(WAIT);
    // Shown and hidden again: the host's moment is forgotten with the setting.
    const hide = card.getByRole("switch", { name: "إخفاء الكود عن الشاشة" });
    await hide.click();
    await card.getByTestId("stream-code").waitFor({ state: "detached", ...WAIT });
    await hide.click();
    await tv.getByTestId("screen-code-hidden").waitFor(WAIT);

    // ---------- the stream's delay, and moderation ----------
    await card.getByTestId("stream-delay-select").selectOption("10");
    await tv.getByTestId("stream-delay").filter({ hasText: "تأخير البث 10 ثوانٍ" }).waitFor(WAIT);
    await card.getByRole("switch", { name: "مراجعة النصوص قبل عرضها" }).click();
    const passcode = (await card.getByTestId("moderator-passcode-value").innerText({ timeout: WAIT.timeout })).trim();
    assert.match(passcode, /^[0-9]{8}$/);
    if (SHOTS) await card.screenshot({ path: join(SHOTS, "02-host-stream-card-360.png") });

    // ---------- the moderator's door ----------
    const mod = { name: "مشرفة", ...(await newPhone(browser)) };
    await mod.page.goto(`/mod/${code}`);
    const wrong = passcode === "00000000" ? "11111111" : "00000000";
    await mod.page.getByTestId("mod-passcode").fill(wrong);
    await mod.page.getByRole("button", { name: "دخول" }).click();
    await mod.page.getByTestId("mod-error").filter({ hasText: "رمز المشرف غير صحيح" }).waitFor(WAIT);
    await expectAccessible(mod.page, "moderator: the passcode refused");
    await shot(mod, "03-mod-wrong-passcode");
    await mod.page.getByTestId("mod-passcode").fill(passcode);
    await mod.page.getByRole("button", { name: "دخول" }).click();
    await mod.page.getByTestId("mod-empty").waitFor(WAIT);

    // ---------- the lies wait for the moderator ----------
    await applySettingsAndStart(admin, fahad, SETTINGS);
    await selectorPicks(phones, admin);
    for (const phone of phones) await writeLie(phone);
    const texts = mod.page.getByTestId("mod-text");
    await mod.page.waitForFunction(() => document.querySelectorAll('[data-testid="mod-text"]').length === 3, null, WAIT);
    await expectAccessible(mod.page, "moderator: the texts waiting");
    await shot(mod, "04-mod-pending");
    // Everyone wrote, but nothing was judged: the TV still shows the writing, no options.
    assert.equal(await tv.getByTestId("screen-options").count(), 0);

    const judge = async (nickname, label) => {
      const item = texts.filter({ hasText: LIES[nickname] });
      await item.getByRole("button", { name: label }).click();
      await item.waitFor({ state: "detached", ...WAIT });
    };
    await judge("نورة", "قبول");
    await judge("سارة", "رفض");
    // The writer of the refused lie is told at once, while the others are still judged.
    const refused = sara.page.getByTestId("text-refused");
    await refused.getByText("لم يعتمد مشرف النصوص ما كتبته في هذه الجولة").waitFor(WAIT);
    await judge("فهد", "قبول");

    // ---------- the TV's vote ----------
    for (const phone of phones) await phone.page.locator(phaseOf(1, "voting")).waitFor(WAIT);
    const options = tv.getByTestId("screen-options");
    await options.waitFor(WAIT);
    const shown = await options.locator("[data-option-text]").allInnerTexts();
    assert.ok(shown.includes(LIES.نورة), `the approved lie is on the TV: ${shown}`);
    assert.ok(shown.includes(LIES.فهد), `the approved lie is on the TV: ${shown}`);
    assert.ok(!shown.includes(LIES.سارة), `the rejected lie is not on the TV: ${shown}`);
    // Nor on a voter's phone.
    const phoneOptions = await fahad.page.getByTestId("vote-options").innerText();
    assert.ok(!phoneOptions.includes(LIES.سارة), "the rejected lie is not among a voter's options");
    await mod.page.getByTestId("mod-empty").waitFor(WAIT);
    assert.equal(await tv.getByTestId("screen-code").count(), 0, "the code stays off the TV during the game");
    await tv.getByTestId("stream-delay").waitFor(WAIT);
    await tvShot(tv, "05-tv-vote-approved-only");
    // Still told once the vote is on; an approved writer is not.
    await sara.page.locator(phaseOf(1, "voting")).waitFor(WAIT);
    await refused.waitFor(WAIT);
    assert.equal(await fahad.page.getByTestId("text-refused").count(), 0, "an approved writer hears of no refusal");
    await shot(sara, "06-writer-of-rejected-lie-voting");
    await tvContext.close();
  });
});
