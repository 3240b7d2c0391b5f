// What a newcomer meets before the first round (issue 30), on 360 px phones: a guest starts a
// room from the landing page without an account, a 20-character name saves a new look, a
// refused nickname says so once under its field, a toast about one phase goes with it, and
// an invite to a room its host closed says the room has ended.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { expectAccessible, launchBrowser, newPhone } from "../helpers.mjs";
import { enterRoom, expectLobbyPlayers, phaseSelector, ROOM_PATH, screenshotter, selectorPicks, WAIT } from "../room-helpers.mjs";

// NEWCOMER_SHOTS=<dir> saves the screens at 360 px (and some at 1280 px).
const shot = screenshotter(process.env.NEWCOMER_SHOTS);
const phaseOf = phaseSelector("trivia");
/** Exactly 20 characters: the one name limit. */
const LONG_NAME = "عبدالرحمن بن عبدالله";

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** The visitor never passes through the sign-in flow on the way. */
function watchSignIn(page) {
  const seen = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/auth/google") || new URL(request.url()).pathname.startsWith("/api/auth/dev")) seen.push(request.url());
  });
  return seen;
}

describe("a newcomer's first tap", () => {
  it("the free game's «اللعب الآن» opens the create screen with that game, sign-in offered but optional", async () => {
    const visitor = await newPhone(browser);
    const signIns = watchSignIn(visitor.page);
    await visitor.page.goto("/");
    // Two games are free («خدعني إن قدرت» and «عنّا»): the trivia card's.
    const trivia = visitor.page.getByRole("button", { name: /اللعب الآن/ }).filter({ hasText: "خدعني إن قدرت" });
    await trivia.click();
    await visitor.page.waitForURL(/\/create-room\?game=trivia-deception$/);
    await visitor.page.getByText("تسجيل الدخول اختياري:").waitFor();
    await visitor.page.locator('[role="radio"][data-game-type="trivia-deception"][aria-checked="true"]').waitFor();
    await visitor.page.getByRole("button", { name: "تسجيل الدخول", exact: true }).waitFor();
    await shot(visitor, "01-create-room-guest", { desktop: true });
    await expectAccessible(visitor.page, "create room: guest");

    // The family filter's refusal names its field: shown under the room name, once, not as a general error.
    await visitor.page.getByLabel("اسمك في اللعبة").fill("ضيفة");
    const roomName = visitor.page.getByLabel(/اسم الغرفة/);
    await roomName.fill("غرفة الشرموطة");
    await visitor.page.getByRole("button", { name: "إنشاء الغرفة" }).click();
    await visitor.page.getByText("اسم الغرفة غير مناسب للعب العائلي، يُرجى اختيار اسم آخر").waitFor(WAIT);
    assert.equal(await roomName.getAttribute("aria-invalid"), "true");
    assert.equal(await visitor.page.getByLabel("اسمك في اللعبة").getAttribute("aria-invalid"), "false");
    assert.equal(await visitor.page.locator("form").getByRole("alert").count(), 0);
    await shot(visitor, "01b-create-room-refused");
    assert.deepEqual(signIns, []);
    await visitor.context.close();
  });

  it("a guest goes from / to a room, saves a new look under a 20-character name, and a closed room's link says it ended", async () => {
    // ---------- from the landing page to a room, no account ----------
    const host = { name: LONG_NAME, ...(await newPhone(browser)) };
    const signIns = watchSignIn(host.page);
    await host.page.goto("/");
    await host.page.getByRole("link", { name: "إنشاء غرفة" }).click();
    await host.page.waitForURL(/\/create-room$/);
    const nickname = host.page.getByLabel("اسمك في اللعبة");
    await nickname.fill(LONG_NAME);
    assert.equal(await nickname.inputValue(), LONG_NAME);
    await host.page.getByRole("button", { name: "إنشاء الغرفة" }).click();
    await host.page.waitForURL(ROOM_PATH, WAIT);
    const code = ROOM_PATH.exec(new URL(host.page.url()).pathname)[1];
    await host.page.getByTestId("players-grid").waitFor(WAIT);
    await expectLobbyPlayers(host.page, [LONG_NAME]);
    assert.deepEqual(signIns, []);

    // ---------- a 20-character name saves a new look ----------
    // Once the lobby has loaded all its parts (the categories last), as a player would look at it first.
    await host.page.waitForFunction(() => !document.body.innerText.includes("جاري التحميل"), undefined, WAIT);
    await shot(host, "02-lobby-long-name");
    await host.page.getByRole("button", { name: "تعديل اسمك وشكلك" }).click();
    const profile = host.page.getByRole("dialog", { name: "تعديل الملف" });
    await profile.waitFor();
    const before = await profile.locator('img[data-layer="color"]').getAttribute("src");
    await profile.getByRole("button", { name: "اللون: التالي" }).click();
    const chosen = await profile.locator('img[data-layer="color"]').getAttribute("src");
    assert.notEqual(chosen, before);
    await shot(host, "02-profile-long-name");
    await profile.getByRole("button", { name: "حفظ" }).click();
    await profile.waitFor({ state: "hidden" });
    await host.page.waitForFunction(
      ([name, src]) => {
        const cell = [...document.querySelectorAll('[data-testid="players-grid"] [data-player-id]')].find((el) => el.querySelector("[data-nickname]")?.textContent === name);
        return cell?.querySelector('img[data-layer="color"]')?.getAttribute("src") === src;
      },
      [LONG_NAME, chosen],
      WAIT,
    );

    // ---------- a refused nickname: one message, under the field ----------
    const guest = { name: "ريم", ...(await newPhone(browser)) };
    // Generous: on a fresh dev server the first room link loads the worker's join-card renderer.
    await guest.page.goto(`/join/${code}`, { timeout: 60_000 });
    await enterRoom(guest.page, LONG_NAME);
    const card = guest.page.getByRole("form", { name: "الدخول للغرفة" });
    await card.getByRole("alert").waitFor(WAIT);
    await shot(guest, "03-nickname-refused");
    await enterRoom(guest.page, guest.name);
    await expectLobbyPlayers(guest.page, [LONG_NAME, guest.name]);
    // A toast stays 6 s: had the refused join raised one, it would still be on screen now.
    assert.equal(await guest.page.getByTestId("toaster").getByText("يلزم دخول الغرفة أولًا").count(), 0);
    await expectLobbyPlayers(host.page, [LONG_NAME, guest.name]);

    // ---------- «إجابة فارغة» goes with its phase ----------
    await host.page.getByRole("button", { name: "بدء اللعبة" }).click();
    const phones = [host, guest];
    // The host joined first, so the host chooses round 1's subcategory.
    await selectorPicks(phones, host);
    const guestForm = guest.page.getByRole("form", { name: "إجابتك" });
    await guestForm.getByRole("textbox").fill("جواب ريم المخادع");
    await guestForm.getByRole("button", { name: "إرسال الإجابة" }).click();
    await guest.page.getByTestId("answer-confirmed").waitFor(WAIT);
    const form = host.page.getByRole("form", { name: "إجابتك" });
    await form.getByRole("textbox").fill("   ");
    await form.getByRole("button", { name: "إرسال الإجابة" }).click();
    const empty = host.page.getByRole("alert").filter({ hasText: "إجابة فارغة" });
    await empty.waitFor();
    await form.getByRole("textbox").fill("جواب عبدالرحمن المخادع");
    await form.getByRole("button", { name: "إرسال الإجابة" }).click();
    await host.page.locator(phaseOf(1, "voting")).waitFor(WAIT);
    // The toast (6 s) was raised a moment ago; the new phase took it away.
    assert.equal(await empty.count(), 0, "the empty-answer toast still covers the voting phase");

    // ---------- the host closes the room; its link says it ended ----------
    await host.page.getByRole("button", { name: "قائمة اللعبة" }).click();
    await host.page.getByRole("dialog").getByRole("button", { name: "إنهاء الغرفة" }).click();
    const confirm = host.page.getByRole("dialog", { name: "إغلاق الغرفة؟" });
    await confirm.getByRole("button", { name: "إنهاء الغرفة" }).click();
    await host.page.waitForURL((url) => url.pathname === "/", WAIT);
    // The other phone is told the room closed: a refusal's alert icon, never the success check.
    const closed = guest.page.getByTestId("toaster").getByRole("status").filter({ hasText: "تم إغلاق الغرفة" });
    await closed.waitFor(WAIT);
    assert.equal(await closed.locator('[data-icon="alert"]').count(), 1);
    assert.equal(await closed.locator('[data-icon="check"]').count(), 0);

    const late = await newPhone(browser);
    await late.page.goto(`/join/${code}`);
    await late.page.getByRole("heading", { name: "انتهت هذه الغرفة" }).waitFor(WAIT);
    await shot(late, "04-room-ended", { desktop: true });
    await expectAccessible(late.page, "room: ended");

    for (const phone of [host, guest, late]) await phone.context.close();
  });
});
