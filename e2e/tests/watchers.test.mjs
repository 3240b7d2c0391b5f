// The host controls who watches (issue 37), at 360 px: a TV (its own browser, a stranger's
// identity) and an audience phone open the room; the host's lobby card counts them, the
// list names each, and the host removes the audience member after a confirmation. The
// audience phone reads an Arabic word that it was removed, and opening the page again is
// refused with the same word; the TV keeps watching. In the game, the host's menu opens the same list.
//
// With WATCHERS_SHOTS=<dir> it saves the host's card, the list, the confirmation and the
// removed phone at 360×780 and 1280×800.
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { BASE_URL, expectAccessible, launchBrowser, newPhone, settled } from "../helpers.mjs";
import { createRoom, screenshotter, WAIT } from "../room-helpers.mjs";

const REMOVED = "تم إخراجك من هذه الغرفة، ولا يمكنك مشاهدتها مرة أخرى";
const SHOTS = process.env.WATCHERS_SHOTS;
const shot = screenshotter(SHOTS);

/** The viewport with `locator` in its middle: a full-page picture would hide a card under the lobby's fixed start bar. */
async function shotCentred(page, locator, name) {
  if (!SHOTS) return;
  await locator.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await settled(page);
  await page.screenshot({ path: join(SHOTS, name) });
}

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

describe("watchers the host controls (issue 37)", () => {
  it("the host sees a TV and an audience member, removes the audience member, who is told and cannot come back", async () => {
    const host = await newPhone(browser);
    const code = await createRoom(host.page, "نورة", "premium");
    const card = host.page.getByRole("region", { name: "الشاشات والجمهور" });
    await card.waitFor(WAIT);
    await host.page.getByTestId("watchers-line").filter({ hasText: "لا شاشات" }).waitFor(WAIT);

    // A TV in its own browser, and an audience member on a phone.
    const tvContext = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1920, height: 1080 }, locale: "ar-SA" });
    const tv = await tvContext.newPage();
    await tv.goto(`/screen/${code}`);
    await tv.getByTestId("screen-code").filter({ hasText: code }).waitFor(WAIT);
    const fan = await newPhone(browser);
    await fan.page.goto(`/watch/${code}`);
    await fan.page.getByTestId("audience-count").waitFor(WAIT);

    // The host's card counts them; the list names each, the TV as a screen and the phone in the audience.
    await host.page.getByTestId("watchers-line").filter({ hasText: "شاشة واحدة · مشاهد واحد" }).waitFor(WAIT);
    await shotCentred(host.page, card, "01-host-card-360.png");
    await card.getByRole("button", { name: "عرض وإدارة" }).click();
    const list = host.page.getByRole("dialog", { name: "الشاشات والجمهور" });
    await list.waitFor(WAIT);
    assert.equal(await list.getByTestId("watcher-screen").count(), 1);
    assert.equal(await list.getByTestId("watcher-audience").count(), 1);
    await expectAccessible(host.page, "the host's watcher list");
    await shot(host, "02-watchers-list", { desktop: true });

    // Removing asks first, then the audience phone is told in Arabic.
    await list.getByTestId("watcher-audience").getByRole("button", { name: /^إخراج مشاهد/ }).click();
    const confirm = host.page.getByRole("dialog", { name: "إخراج هذا المشاهد؟" });
    await confirm.waitFor(WAIT);
    // At the phone's width only: resizing the page under an open confirmation is no player's gesture.
    await shot(host, "03-confirm");
    await confirm.getByRole("button", { name: "إخراج", exact: true }).click();
    await confirm.waitFor({ ...WAIT, state: "hidden" });
    await fan.page.getByText(REMOVED).waitFor(WAIT);
    await shot(fan, "04-audience-removed", { desktop: true });
    await host.page.getByTestId("watchers-line").filter({ hasText: "شاشة واحدة · لا أحد في الجمهور" }).waitFor(WAIT);

    // It cannot come back: opening the page again is refused with the same word.
    await fan.page.goto(`/watch/${code}`);
    await fan.page.getByText(REMOVED).waitFor(WAIT);
    await settled(fan.page);
    assert.equal(await fan.page.getByTestId("audience-count").count(), 0);
    // The TV watches on.
    assert.equal(await tv.getByText(REMOVED).count(), 0);
    await tv.getByTestId("screen-code").filter({ hasText: code }).waitFor(WAIT);

    // In a game, the host's menu opens the same list.
    await host.page.keyboard.press("Escape");
    await list.waitFor({ ...WAIT, state: "hidden" });
    await host.page.getByRole("button", { name: "بدء اللعبة" }).click();
    await host.page.getByRole("button", { name: "قائمة اللعبة" }).click();
    const menu = host.page.getByRole("dialog", { name: "القائمة" });
    await menu.getByRole("button", { name: "الشاشات والجمهور" }).click();
    await list.waitFor(WAIT);
    await list.getByText("شاشة واحدة · لا أحد في الجمهور").waitFor(WAIT);
    assert.equal(await list.getByTestId("watcher-screen").count(), 1);
    await shot(host, "05-game-menu-list");
    await tvContext.close();
  });
});
