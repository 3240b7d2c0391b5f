// The platform admin on a phone: signs in, reads the overview, switches a game off
// and on, changes a setting, cleans up an ended room and signs out.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { BASE_URL, expectAccessible, launchBrowser, newPhone } from "../helpers.mjs";

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** A guest opens a room and its host closes it through the live socket, as the room menu does. */
async function endedRoom() {
  const { context, page } = await newPhone(browser);
  await page.goto("/");
  const { playerId } = await (await page.request.post("/api/auth/guest", { headers: { "Content-Type": "application/json" }, data: {} })).json();
  const room = await (await page.request.post("/api/rooms", { data: { gameType: "trivia-deception", playerId, nickname: "مضيف" } })).json();
  const expired = await page.evaluate(
    (code) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(`${location.origin.replace("http", "ws")}/ws?code=${code}`);
        ws.onopen = () => ws.send(JSON.stringify({ type: "join-room", data: { nickname: "مضيف", isAnonymous: true } }));
        ws.onmessage = (event) => {
          const message = JSON.parse(event.data);
          if (message.type === "room-joined") ws.send(JSON.stringify({ type: "game-action", data: { action: "expire_room" } }));
          if (message.type === "room-expired") resolve(true);
        };
        ws.onerror = () => reject(new Error("socket error"));
        setTimeout(() => reject(new Error("room did not expire")), 15_000);
      }),
    room.code,
  );
  assert.equal(expired, true);
  await context.close();
  return room;
}

function toast(page, title) {
  return page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: title });
}

describe("platform admin", () => {
  it("signs in, sees the overview, edits a game, changes a setting, runs cleanup and logs out", async () => {
    const room = await endedRoom();
    const { context, page } = await newPhone(browser);

    // Login form: both fields asked for, wrong password refused, development credentials stated.
    await page.goto("/admin");
    await page.getByText("بيئة تطوير").waitFor();
    await expectAccessible(page, "admin: sign-in");
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await page.getByText("الرجاء إدخال اسم المستخدم وكلمة المرور").first().waitFor();
    await page.getByLabel("اسم المستخدم").fill("admin");
    await page.getByLabel("كلمة المرور").fill("not-the-password");
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await toast(page, "خطأ في تسجيل الدخول").filter({ hasText: "اسم المستخدم أو كلمة المرور غير صحيحة" }).waitFor();
    await page.getByLabel("كلمة المرور").fill("majlis-admin");
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();

    // Overview: cards, real status badges, the activity the app wrote.
    await page.getByText("مرحبًا بك، مشرف النظام").filter({ visible: true }).waitFor();
    await page.getByRole("heading", { name: "نظرة عامة" }).waitFor();
    for (const text of ["قاعدة البيانات متصلة", "الاتصال المباشر نشط", "نظام الدفع متاح"]) await page.getByText(text).waitFor();
    await page.getByText(/أُنشئت غرفة جديدة/).first().waitFor();
    await expectAccessible(page, "admin: overview");
    const gamesTab = page.getByRole("link", { name: /الألعاب/ });
    assert.match(await gamesTab.innerText(), /4/);

    // Games: switch the meme game off (gone from the public list), then on again; the tab survives a reload.
    await gamesTab.click();
    await page.waitForURL(/\?tab=games$/);
    await page.reload();
    const memeCard = page.getByRole("listitem").filter({ hasText: "meme-game" });
    await memeCard.getByRole("button", { name: /تعديل/ }).click();
    const dialog = page.getByRole("dialog", { name: "تعديل اللعبة" });
    await dialog.waitFor();
    await expectAccessible(page, "admin: edit game");
    await dialog.getByRole("switch", { name: /مفعّلة/ }).click();
    await dialog.getByRole("button", { name: "حفظ التغييرات" }).click();
    await toast(page, "تم التحديث").waitFor();
    await memeCard.getByText("متوقفة").waitFor();
    let publicGames = await (await page.request.get("/api/games")).json();
    assert.deepEqual(publicGames.map((g) => g.gameType).sort(), ["about-us", "most-likely", "trivia-deception"]);
    await memeCard.getByRole("button", { name: /تعديل/ }).click();
    await dialog.getByRole("switch", { name: /مفعّلة/ }).click();
    const saved = page.waitForResponse((res) => res.url().endsWith("/api/admin/games/2") && res.request().method() === "PUT");
    await dialog.getByRole("button", { name: "حفظ التغييرات" }).click();
    assert.equal((await saved).status(), 200);
    await memeCard.getByText("مفعّلة").waitFor();
    publicGames = await (await page.request.get("/api/games")).json();
    assert.equal(publicGames.length, 4);

    // Settings: an out-of-range value is refused in place, a valid one is saved and applies to new rooms.
    await page.getByRole("link", { name: /الإعدادات/ }).click();
    const expiry = page.getByLabel("مدة صلاحية الغرفة الافتراضية");
    await expiry.waitFor();
    await expectAccessible(page, "admin: settings");
    await expiry.fill("200");
    await page.getByRole("button", { name: "حفظ الإعدادات" }).click();
    await page.getByText("مدة صلاحية الغرفة: من 1 إلى 168").waitFor();
    await expiry.fill("2");
    await page.getByRole("button", { name: "حفظ الإعدادات" }).click();
    await toast(page, "تم الحفظ").waitFor();
    const settings = await (await page.request.get("/api/admin/settings")).json();
    assert.equal(settings.general.defaultRoomExpiry, 2);
    const guest = await browser.newContext({ baseURL: BASE_URL });
    const { playerId } = await (await guest.request.post("/api/auth/guest", { data: {} })).json();
    const fresh = await (await guest.request.post("/api/rooms", { data: { gameType: "trivia-deception", playerId } })).json();
    const hours = (Date.parse(fresh.expiresAt) - Date.now()) / 3_600_000;
    assert.ok(hours > 1.9 && hours <= 2, `room expires in ${hours} h`);
    await guest.close();

    // Data management: the ended room waits for cleanup; the button (after confirming) removes it.
    await page.getByRole("tab", { name: "إدارة البيانات" }).click();
    await page.waitForURL(/section=data/);
    const waiting = page.getByText("غرف منتهية بانتظار الحذف").locator("..");
    // Rooms that earlier browser tests ended wait too: the screen shows them all, this one among them.
    const { expiredRooms } = await (await page.request.get("/api/admin/cleanup/stats")).json();
    assert.ok(expiredRooms >= 1, `${expiredRooms} ended rooms waiting`);
    await waiting.getByText(String(expiredRooms), { exact: true }).waitFor();
    await expectAccessible(page, "admin: data management");
    await page.getByRole("button", { name: "حذف الغرف المنتهية الآن" }).click();
    await page.getByRole("dialog", { name: "حذف الغرف المنتهية؟" }).getByRole("button", { name: "حذف الغرف المنتهية" }).click();
    await toast(page, "تم التنظيف").filter({ hasText: /تم حذف .*منتهي(ة|تان|تين)/ }).waitFor();
    await waiting.getByText("0", { exact: true }).waitFor();
    assert.equal((await page.request.get(`/api/rooms/${room.code}`)).status(), 404);

    // Logout: back home, the admin API refuses, /admin asks to sign in again.
    await page.getByRole("button", { name: "تسجيل الخروج" }).click();
    await page.waitForURL(`${BASE_URL}/`);
    assert.equal((await page.request.get("/api/admin/games")).status(), 401);
    await page.goto("/admin");
    await page.getByLabel("اسم المستخدم").waitFor();
    await context.close();
  });
});
