// Issue 22 on three phones: nothing typed is lost, the family filter and the host's
// «إخفاء», and what players noticed in the lobby (distinct avatars, the category count,
// the filter switch). نورة hosts, فهد and سارة join by the link, and they play a round
// of bluff trivia: فهد types a lie, reloads, finds it, sends it; سارة's rude lie is
// refused to her alone; نورة hides فهد's lie in the vote and فهد is told kindly.
//
// With PARTY_SHOTS=<dir> it also saves the changed screens at 360×780 (and 1280×800).
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { expectAccessible, launchBrowser, settled } from "../helpers.mjs";
import { applySettingsAndStart, chooseGame, openRoomOfThree, phaseSelector, screenshotter, selectorPicks, WAIT } from "../room-helpers.mjs";

const SETTINGS = { rounds: 3, subcategorySelectionTime: 30, writingTime: 180, votingTime: 90 };
const shot = screenshotter(process.env.PARTY_SHOTS);
const phaseOf = phaseSelector("trivia");

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** Each seat's colour and face pictures in the lobby's grid, as one look per player. */
async function looks(page) {
  return page.getByTestId("players-grid").locator("[data-player-id]").evaluateAll((cells) =>
    cells.map((cell) => ["color", "face"].map((layer) => cell.querySelector(`img[data-layer="${layer}"]`)?.getAttribute("src") ?? "").join("|")),
  );
}

const drafts = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("majlis:draft:")));

describe("the room at a real party (issue 22, items 5–7)", () => {
  it("three players: distinct avatars, the chosen count, the filter; a typed lie survives a reload; a rude lie is refused; the host hides a lie", async () => {
    const { admin, fahad, sara, phones } = await openRoomOfThree(browser);

    // Distinct avatars: all three joined with the default, and no two look alike.
    const seen = await looks(admin.page);
    assert.equal(seen.length, 3);
    assert.equal(new Set(seen).size, 3, `avatars alike: ${seen.join(", ")}`);

    // The category count and the filter switch (on; only the host may change it).
    await chooseGame(admin.page, "trivia-deception");
    await admin.page.getByTestId("chosen-count").filter({ hasText: /فئة واحدة مختارة|فئتان مختارتان|\d+ (فئات|فئة) مختارة/ }).waitFor(WAIT);
    for (const phone of phones) {
      const filter = phone.page.getByTestId("family-filter").getByRole("switch", { name: "فلتر الألفاظ" });
      assert.equal(await filter.getAttribute("aria-checked"), "true");
      assert.equal(await filter.isDisabled(), phone !== admin);
    }
    await shot(sara, "lobby-filter-guest");
    await shot(admin, "lobby-filter-host", { desktop: true });
    await expectAccessible(admin.page, "lobby with the family filter");

    // Toasts never cover a dialog's title: a toast is showing when the profile dialog opens.
    // Sharing falls back to copying the link, which says so in a toast (no share sheet in a test browser).
    await admin.page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
    await admin.page.getByRole("button", { name: "مشاركة رابط الغرفة" }).click();
    const toastCard = admin.page.getByTestId("toaster").locator(":scope > *").first();
    await toastCard.waitFor(WAIT);
    await admin.page.getByRole("button", { name: /تعديل اسمك وشكلك/ }).click();
    const dialog = admin.page.getByRole("dialog");
    const title = dialog.getByRole("heading").first();
    await title.waitFor(WAIT);
    // The dialog pops in, then the toast moves clear of its title (measured once the dialog has
    // settled): wait for the toast to stand clear, while it still shows (it stays 4 s).
    await settled(admin.page);
    const placement = await admin.page.waitForFunction(
      () => {
        const toast = document.querySelector('[data-testid="toaster"] > *');
        const heading = document.querySelector('[role="dialog"] :is(h1, h2, h3)');
        if (!toast || !heading) return "toast gone";
        const [a, b] = [toast.getBoundingClientRect(), heading.getBoundingClientRect()];
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom ? false : "clear";
      },
      null,
      WAIT,
    );
    assert.equal(await placement.jsonValue(), "clear", "the toast was gone before the dialog had settled");
    assert.equal(await toastCard.isVisible(), true);
    await shot(admin, "dialog-with-toast");
    await admin.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    await applySettingsAndStart(admin, sara, SETTINGS);
    // نورة created the room, so she chooses round 1's subcategory.
    await selectorPicks(phones, admin);

    // Item 5: فهد types, the page reloads (a sleep, a dropped connection), the text is back.
    const form = (page) => page.getByRole("form", { name: "إجابتك" });
    await form(fahad.page).getByRole("textbox").fill("كذبة فهد الطويلة");
    await fahad.page.reload();
    await fahad.page.locator(phaseOf(1, "writing")).waitFor(WAIT);
    assert.equal(await form(fahad.page).getByRole("textbox").inputValue(), "كذبة فهد الطويلة");
    assert.equal((await drafts(fahad.page)).length, 1);
    await shot(fahad, "writing-restored");
    await form(fahad.page).getByRole("button", { name: "إرسال الإجابة" }).click();
    await fahad.page.getByTestId("answer-confirmed").waitFor(WAIT);
    // Sent: the draft is gone, and a reload shows the sent lie, not a draft.
    await fahad.page.waitForFunction(() => !Object.keys(localStorage).some((k) => k.startsWith("majlis:draft:")), null, WAIT);
    await fahad.page.reload();
    await fahad.page.getByTestId("my-answer").filter({ hasText: "كذبة فهد الطويلة" }).waitFor(WAIT);

    // Item 6: سارة's rude lie is refused to her, kindly, under the button; her draft stays.
    await form(sara.page).getByRole("textbox").fill("يا شرموطة");
    await form(sara.page).getByRole("button", { name: "إرسال الإجابة" }).click();
    await sara.page.getByTestId("answer-hint").filter({ hasText: "غير مناسبة للعب العائلي" }).waitFor(WAIT);
    await shot(sara, "writing-refused");
    await form(sara.page).getByRole("textbox").fill("كذبة سارة");
    await form(sara.page).getByRole("button", { name: "إرسال الإجابة" }).click();
    await sara.page.getByTestId("answer-confirmed").waitFor(WAIT);
    await form(admin.page).getByRole("textbox").fill("كذبة نورة");
    await form(admin.page).getByRole("button", { name: "إرسال الإجابة" }).click();

    for (const phone of phones) await phone.page.locator(phaseOf(1, "voting")).waitFor(WAIT);
    for (const phone of phones) assert.equal(await phone.page.getByText("شرموطة").count(), 0);
    // Once the phase moved on, nobody keeps a draft of it.
    for (const phone of phones) assert.deepEqual(await drafts(phone.page), []);

    // «إخفاء»: only the host has it; فهد's lie leaves the vote for everyone and he is told.
    assert.equal(await sara.page.getByTestId("hide-submissions").count(), 0);
    const hide = admin.page.getByTestId("hide-submissions");
    await hide.getByText("إخفاء كتابة غير مناسبة").click();
    await shot(admin, "voting-hide-host", { desktop: true });
    await expectAccessible(admin.page, "trivia voting with «إخفاء»");
    await hide.locator("li").filter({ hasText: "كذبة فهد الطويلة" }).getByRole("button", { name: "إخفاء" }).click();
    for (const phone of phones)
      await phone.page.waitForFunction(() => ![...document.querySelectorAll('[data-testid="vote-options"] button')].some((b) => b.textContent?.includes("كذبة فهد الطويلة")), null, WAIT);
    await fahad.page.getByText("أخفى مضيف الغرفة ما كتبته في هذه الجولة").waitFor(WAIT);
    assert.equal(await sara.page.getByText("أخفى مضيف الغرفة").count(), 0);
    await shot(fahad, "voting-hidden-author");
    await expectAccessible(fahad.page, "trivia voting, the author told");

    for (const phone of phones) await phone.context.close();
  });

  it("meme captions: typed captions survive a reload, a rude one is refused, the host hides one before the reveal", async () => {
    const { admin, fahad, sara, phones } = await openRoomOfThree(browser);
    const memePhase = phaseSelector("meme");
    const chosen = await chooseGame(admin.page, "meme-game");
    while ((await chosen.count()) > 1) await chosen.last().click();
    await applySettingsAndStart(admin, fahad, { rounds: 3, captioningTime: 120, votingTime: 90 });
    for (const phone of phones) await phone.page.locator(memePhase(1, "captioning")).waitFor(WAIT);

    const form = (page) => page.getByRole("form", { name: "تعليقك" });
    const boxes = await form(fahad.page).locator("[data-caption-input]").count();
    const fill = async (page, text) => {
      for (let i = 0; i < boxes; i++) await form(page).locator("[data-caption-input]").nth(i).fill(`${text} ${i + 1}`);
    };
    // Item 5: every box comes back after a reload.
    await fill(fahad.page, "تعليق فهد");
    await fahad.page.reload();
    await fahad.page.locator(memePhase(1, "captioning")).waitFor(WAIT);
    for (let i = 0; i < boxes; i++) assert.equal(await form(fahad.page).locator("[data-caption-input]").nth(i).inputValue(), `تعليق فهد ${i + 1}`);
    await form(fahad.page).getByRole("button", { name: "إرسال التعليق" }).click();
    await fahad.page.getByTestId("caption-confirmed").waitFor(WAIT);
    await fahad.page.waitForFunction(() => !Object.keys(localStorage).some((k) => k.startsWith("majlis:draft:")), null, WAIT);

    // Item 6: a rude caption is refused under the boxes, to سارة only.
    await fill(sara.page, "f.u.c.k");
    await form(sara.page).getByRole("button", { name: "إرسال التعليق" }).click();
    await form(sara.page).getByTestId("caption-error").filter({ hasText: "غير مناسبة للعب العائلي" }).waitFor(WAIT);
    await fill(sara.page, "تعليق سارة");
    await form(sara.page).getByRole("button", { name: "إرسال التعليق" }).click();
    await fill(admin.page, "تعليق نورة");
    await form(admin.page).getByRole("button", { name: "إرسال التعليق" }).click();

    for (const phone of phones) await phone.page.locator(memePhase(1, "voting")).waitFor(WAIT);
    for (const phone of phones) assert.equal(await phone.page.getByText("f.u.c.k").count(), 0);
    const onSaras = () => sara.page.locator('[data-testid="vote-options"], main').getByText("تعليق فهد 1");
    await onSaras().first().waitFor(WAIT);
    const hide = admin.page.getByTestId("hide-submissions");
    await hide.getByText("إخفاء كتابة غير مناسبة").click();
    await hide.locator("li").filter({ hasText: "تعليق فهد 1" }).getByRole("button", { name: "إخفاء" }).click();
    await fahad.page.getByText("أخفى مضيف الغرفة ما كتبته في هذه الجولة").waitFor(WAIT);
    await sara.page.waitForFunction(() => !document.body.innerText.includes("تعليق فهد 1"), null, WAIT);
    assert.equal(await sara.page.getByText("أخفى مضيف الغرفة").count(), 0);
    await shot(admin, "meme-voting-hide-host");
    await shot(fahad, "meme-voting-hidden-author");
    for (const phone of phones) await phone.context.close();
  });
});
