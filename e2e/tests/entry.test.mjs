// A visitor, a signed-in player and a guest reaching rooms, as they would on their phones.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { BASE_URL, expectAccessible, launchBrowser, newPhone } from "../helpers.mjs";

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const ROOM_PATH = /\/room\/([A-Z2-9]{6})$/;

describe("room entry", () => {
  it("lands a visitor on an Arabic right-to-left page and explains an unknown code", async () => {
    const { context, page } = await newPhone(browser);
    await page.goto("/");
    assert.equal(await page.getAttribute("html", "lang"), "ar");
    assert.equal(await page.getAttribute("html", "dir"), "rtl");
    await page.getByRole("button", { name: "تسجيل الدخول" }).waitFor();
    for (const name of ["خدعني إن قدرت", "علّق عالميم", "مين أكثر واحد؟"]) await page.getByText(name).first().waitFor();
    await expectAccessible(page, "landing");

    await page.getByRole("button", { name: "الانضمام لغرفة" }).first().click();
    const dialog = page.getByRole("dialog", { name: "الانضمام لغرفة" });
    const input = dialog.getByLabel("كود الغرفة");
    await expectAccessible(page, "join-by-code dialog");
    // A code shorter than six characters is not sent: the dialog says why, under the field.
    let lookups = 0;
    page.on("request", (r) => void (r.url().includes("/api/rooms/") && lookups++));
    await input.fill("zz9z");
    await dialog.getByRole("button", { name: "الانضمام للغرفة" }).click();
    await dialog.getByTestId("join-error").filter({ hasText: "6 خانات" }).waitFor();
    if (process.env.ENTRY_SHOTS) await page.screenshot({ path: `${process.env.ENTRY_SHOTS}/join-short-code-360.png` });
    assert.equal(lookups, 0);
    await input.fill("zz9zzz");
    assert.equal(await input.inputValue(), "ZZ9ZZZ");
    await dialog.getByRole("button", { name: "الانضمام للغرفة" }).click();

    // A room that does not exist: said once, under the field (no toast over the dialog).
    const error = dialog.getByRole("alert").filter({ hasText: "الغرفة غير موجودة" });
    await error.waitFor();
    assert.equal(await page.getByText("الغرفة غير موجودة").count(), 1);
    assert.equal(lookups, 1);
    assert.equal(new URL(page.url()).pathname, "/");
    await expectAccessible(page, "join dialog with its error");
    if (process.env.ENTRY_SHOTS) await page.screenshot({ path: `${process.env.ENTRY_SHOTS}/join-unknown-code-360.png` });
    await context.close();
  });

  it("signs in with the development account, reaches home, creates a room and arrives in it", async () => {
    const { context, page } = await newPhone(browser);
    await page.goto("/");
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await page.getByRole("button", { name: "الدخول بحساب مجاني" }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByRole("link", { name: /إنشاء غرفة/ }).waitFor();
    await expectAccessible(page, "home");
    await page.getByRole("link", { name: /إنشاء غرفة/ }).click();
    await page.waitForURL(/\/create-room$/);
    await page.getByLabel("اسمك في اللعبة").waitFor();
    await expectAccessible(page, "create room");

    await page.getByLabel("اسمك في اللعبة").fill("نورة");
    await page.getByRole("button", { name: "إنشاء الغرفة" }).click();
    await page.waitForURL(ROOM_PATH);
    const code = ROOM_PATH.exec(new URL(page.url()).pathname)[1];
    await page.getByText(code).first().waitFor();

    const lookup = await page.request.get(`/api/rooms/${code}`);
    assert.equal(lookup.status(), 200);
    const room = await lookup.json();
    const me = await (await page.request.get("/api/auth/user")).json();
    assert.equal(room.creatorId, me.id);
    await context.close();
  });

  it("lets a guest create a room that a friend on another phone joins by typed code", async () => {
    const host = await newPhone(browser);
    await host.page.goto("/create-room");
    await host.page.getByLabel("اسمك في اللعبة").fill("أبو فهد");
    await host.page.getByRole("button", { name: "إنشاء الغرفة" }).click();
    await host.page.waitForURL(ROOM_PATH);
    const code = ROOM_PATH.exec(new URL(host.page.url()).pathname)[1];
    const playerId = await host.page.evaluate(() => localStorage.getItem("playerId"));
    assert.match(playerId, /^anonymous_/);

    const friend = await newPhone(browser);
    await friend.page.goto("/");
    await friend.page.getByRole("button", { name: "الانضمام لغرفة" }).first().click();
    const dialog = friend.page.getByRole("dialog", { name: "الانضمام لغرفة" });
    await dialog.getByLabel("كود الغرفة").fill(` ${code.toLowerCase()} `);
    await dialog.getByRole("button", { name: "الانضمام للغرفة" }).click();
    await friend.page.waitForURL(new RegExp(`/room/${code}$`));
    await friend.page.getByText(code).first().waitFor();
    await host.context.close();
    await friend.context.close();
  });

  it("shows the not-found screen with its three ways out", async () => {
    const { context, page } = await newPhone(browser);
    await page.goto("/no/such/page");
    await page.getByRole("link", { name: /الرئيسية/ }).first().waitFor();
    assert.ok(await page.getByText(/تواصل/).first().isVisible());
    await expectAccessible(page, "not found");
    await context.close();
  });
});
