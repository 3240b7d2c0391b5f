// The platform admin's people screens on a phone: grants a free user a week
// (their open home page shows premium after a refresh) and takes it back; adds
// a pricing tier and sees it in the public list; adds a PNG avatar layer that a
// player then picks in a room.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { deflateSync } from "node:zlib";
import { BASE_URL, launchBrowser, newPhone } from "../helpers.mjs";
import { createRoom, enterRoom, screenshotter, WAIT } from "../room-helpers.mjs";

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const shot = screenshotter(process.env.ADMIN_PEOPLE_SHOTS);

function toast(page, title) {
  return page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: title });
}

async function adminPhone() {
  const phone = await newPhone(browser);
  await phone.page.goto("/admin");
  await phone.page.getByLabel("اسم المستخدم").fill("admin");
  await phone.page.getByLabel("كلمة المرور").fill("majlis-admin");
  await phone.page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await phone.page.getByText("مرحبًا بك، مشرف النظام").filter({ visible: true }).waitFor();
  return phone;
}

/** A 96×96 PNG: a gold ring on a transparent background, so it shows over the colour layer. */
function ringPng() {
  const size = 96;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - size / 2, y - size / 2);
      if (d > 38 && d < 46) row.set([245, 179, 1, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.concat(rows))), chunk("IEND", Buffer.alloc(0))]);
}

describe("admin: users, pricing tiers and avatars", () => {
  it("grants a free user 7 days: their open home page shows premium after a refresh; revoking takes it back", async () => {
    const player = await newPhone(browser);
    await player.page.goto("/api/auth/google?intent=home");
    await player.page.getByRole("button", { name: "الدخول بحساب مجاني" }).click();
    await player.page.waitForURL(`${BASE_URL}/`);
    const admin = await adminPhone();
    // Another browser test may have made the free account premium: start from free.
    const list = await (await admin.page.request.get("/api/admin/users?search=free%40dev.majlis.local")).json();
    if (list.users[0].isPremium) await admin.page.request.post(`/api/admin/users/${list.users[0].id}/revoke-access`, { data: {} });
    await player.page.reload();
    await player.page.getByText("كل الألعاب مفتوحة مع العضوية المميزة").waitFor();

    await admin.page.getByRole("link", { name: /الاشتراكات/ }).click();
    await admin.page.getByRole("tab", { name: "إدارة المستخدمين" }).click();
    await admin.page.waitForURL(/sub=users/);
    await admin.page.getByPlaceholder("البحث بالاسم أو البريد الإلكتروني").fill("free@dev");
    const card = admin.page.getByRole("listitem").filter({ hasText: "free@dev.majlis.local" });
    await card.getByText("مجاني", { exact: true }).waitFor();
    await admin.page.getByRole("listitem").filter({ hasText: "premium@dev.majlis.local" }).waitFor({ state: "detached" });
    await shot(admin, "users", { desktop: true });

    await card.getByRole("button", { name: /منح وصول/ }).click();
    const grant = admin.page.getByRole("dialog", { name: "منح وصول مميز" });
    // The custom duration refuses what is not a positive whole number.
    await grant.getByLabel("مدة مخصصة (بالأيام)").fill("0");
    await grant.getByRole("button", { name: "منح المدة المخصصة" }).click();
    await grant.getByText("عدد الأيام يجب أن يكون عددًا صحيحًا موجبًا").waitFor();
    await shot(admin, "users-grant");
    await grant.getByRole("button", { name: "أسبوع (7 أيام)" }).click();
    await toast(admin.page, "تم منح الوصول").filter({ hasText: "7 أيام" }).waitFor();
    await card.getByText("وصول نشط").waitFor();

    await player.page.reload();
    await player.page.getByText("عضو مميز").waitFor();
    const access = await (await player.page.request.get("/api/user/access")).json();
    assert.equal(access.hasAccess, true);
    const days = (Date.parse(access.expiresAt) - Date.now()) / 86_400_000;
    assert.ok(days > 6.9 && days <= 7, `access for ${days} days`);

    await card.getByRole("button", { name: /إلغاء الوصول/ }).click();
    await admin.page.getByRole("dialog", { name: "إلغاء الوصول المميز" }).getByRole("button", { name: "إلغاء الوصول" }).click();
    await toast(admin.page, "تم").filter({ hasText: "تم إلغاء الوصول" }).waitFor();
    await card.getByText("منتهي").waitFor();
    await player.page.reload();
    await player.page.getByText("كل الألعاب مفتوحة مع العضوية المميزة").waitFor();
    await player.context.close();
    await admin.context.close();
  });

  it("adds a pricing tier, moves it first and sees it in /api/pricing-tiers; switched off, it leaves the list", async () => {
    const admin = await adminPhone();
    await admin.page.getByRole("link", { name: /الباقات والأسعار/ }).click();
    await admin.page.getByRole("listitem").filter({ hasText: "باقة الشهر" }).waitFor();
    await shot(admin, "pricing", { desktop: true });

    await admin.page.getByRole("button", { name: "إضافة باقة" }).click();
    const dialog = admin.page.getByRole("dialog", { name: "إضافة باقة جديدة" });
    // The spec's defaults: price 0, one day, active, order 0.
    assert.equal(await dialog.getByLabel("السعر (ر.س)").inputValue(), "0");
    assert.equal(await dialog.getByLabel("المدة (أيام)").inputValue(), "1");
    await dialog.getByRole("button", { name: "إضافة الباقة" }).click();
    await dialog.getByText("اسم الباقة مطلوب").waitFor();
    await dialog.getByLabel("اسم الباقة").fill("باقة التجربة");
    await dialog.getByLabel("السعر (ر.س)").fill("9.5");
    await dialog.getByLabel("المدة (أيام)").fill("3");
    await dialog.getByLabel("نص العرض").fill("ثلاثة أيام لكل الألعاب");
    await dialog.getByLabel("نص الشارة (اختياري)").fill("جديد");
    await shot(admin, "pricing-add");
    await dialog.getByRole("button", { name: "إضافة الباقة" }).click();
    await toast(admin.page, "تمت الإضافة").waitFor();
    const card = admin.page.getByRole("listitem").filter({ hasText: "باقة التجربة" });
    await card.getByText("9.50").waitFor();

    let tiers = await (await admin.page.request.get("/api/pricing-tiers")).json();
    const added = tiers.find((t) => t.tierNameAr === "باقة التجربة");
    assert.deepEqual({ price: added.price, durationDays: added.durationDays, badgeText: added.badgeText, isActive: added.isActive }, { price: 9.5, durationDays: 3, badgeText: "جديد", isActive: true });

    // Up until it is first: the public list follows; the first cannot go further up.
    // The card re-renders after each move: its button is found again by role and state each time.
    const up = (state) => card.getByRole("button", { name: "رفع «باقة التجربة» للأعلى", disabled: state === "disabled" });
    for (let i = 0; i < 5; i++) {
      tiers = await (await admin.page.request.get("/api/pricing-tiers")).json();
      if (tiers[0].tierNameAr === "باقة التجربة") break;
      await up("enabled").waitFor();
      const moved = admin.page.waitForResponse((res) => res.url().includes("/reorder"));
      await up("enabled").click();
      assert.equal((await moved).status(), 200);
    }
    assert.equal(tiers[0].tierNameAr, "باقة التجربة");
    await up("disabled").waitFor();

    // Inline edit, then the active switch saves at once.
    await card.getByRole("button", { name: /تعديل/ }).click();
    // In edit mode the name is an input, so the card is found by its inputs.
    const editing = admin.page.getByRole("listitem").filter({ has: admin.page.getByLabel("السعر بالريال") });
    assert.equal(await editing.getByLabel("اسم الباقة").inputValue(), "باقة التجربة");
    await editing.getByLabel("السعر بالريال").fill("12");
    await shot(admin, "pricing-edit");
    await editing.getByRole("button", { name: "حفظ" }).click();
    await toast(admin.page, "تم الحفظ").waitFor();
    await card.getByText("12 ر.س").waitFor();
    const switched = admin.page.waitForResponse((res) => /\/api\/admin\/pricing-tiers\/\d+$/.test(res.url()) && res.request().method() === "PUT");
    await card.getByRole("switch", { name: "تفعيل «باقة التجربة»" }).click();
    assert.equal((await switched).status(), 200);
    tiers = await (await admin.page.request.get("/api/pricing-tiers")).json();
    assert.equal(tiers.some((t) => t.tierNameAr === "باقة التجربة"), false);
    await admin.context.close();
  });

  it("adds a PNG avatar layer that a player picks in a room", async () => {
    const admin = await adminPhone();
    await admin.page.getByRole("link", { name: /الصور الرمزية/ }).click();
    await admin.page.getByRole("tab", { name: /Color/ }).click();
    await admin.page.getByRole("button", { name: "إضافة صورة" }).click();
    const dialog = admin.page.getByRole("dialog", { name: "إضافة صورة رمزية" });
    // A file that is not a PNG is refused before it is sent.
    await dialog.getByLabel("ملف الصورة (PNG)").setInputFiles({ name: "face.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a png") });
    await dialog.getByRole("button", { name: "رفع الصورة" }).click();
    await dialog.getByText("يجب أن تكون الصورة بصيغة PNG فقط").waitFor();
    await dialog.getByLabel("ملف الصورة (PNG)").setInputFiles({ name: "gold-ring.png", mimeType: "image/png", buffer: ringPng() });
    assert.equal(await dialog.getByLabel("رقم الصورة").getAttribute("placeholder"), "7");
    await shot(admin, "avatars-add");
    await dialog.getByRole("button", { name: "رفع الصورة" }).click();
    await toast(admin.page, "تمت إضافة الصورة الرمزية").waitFor();
    const row = admin.page.getByRole("listitem").filter({ hasText: "gold-ring.png" });
    await row.getByText("متاح").waitFor();
    await shot(admin, "avatars", { desktop: true });
    const [asset] = (await (await admin.page.request.get("/api/avatar-assets")).json()).filter((a) => a.layerType === "Color" && a.assetNumber === 7);
    assert.match(asset.filePath, /^\/uploads\/avatars\/.+\.png$/);
    const served = await admin.page.request.get(asset.filePath);
    assert.equal(served.headers()["content-type"], "image/png");

    // A player joining a room steps the colour layer to the new picture and enters with it.
    const host = await newPhone(browser);
    const code = await createRoom(host.page, "نورة", "premium");
    await host.page.getByTestId("players-grid").waitFor(WAIT);
    const guest = await newPhone(browser);
    await guest.page.goto(`/join/${code}`);
    const preview = guest.page.getByRole("img", { name: "صورتك الرمزية" }).locator('img[data-layer="color"]');
    await preview.waitFor();
    // One tap at a time, each waited for: the join card is drawn before the app runs, and a tap
    // made then is held and given back once the app owns the button.
    for (let i = 0; i < 8 && !(await preview.getAttribute("src")).startsWith("/uploads/"); i++) {
      const before = await preview.getAttribute("src");
      await guest.page.getByRole("button", { name: "اللون: التالي" }).click();
      await guest.page
        .getByRole("img", { name: "صورتك الرمزية" })
        .locator(`img[data-layer="color"]:not([src="${before}"])`)
        .waitFor(WAIT);
    }
    assert.equal(await preview.getAttribute("src"), asset.filePath);
    // The room gives a look-alike seat another colour (distinct avatars), and the host's
    // look is random: if it drew the new colour too, the guest wears another face.
    const seatLayer = (page, name, layer) =>
      page.getByTestId("players-grid").locator("[data-player-id]").filter({ hasText: name }).locator(`img[data-layer="${layer}"]`);
    const guestFace = guest.page.getByRole("img", { name: "صورتك الرمزية" }).locator('img[data-layer="face"]');
    if ((await seatLayer(host.page, "نورة", "color").getAttribute("src")) === asset.filePath) {
      const hostFace = await seatLayer(host.page, "نورة", "face").getAttribute("src");
      if ((await guestFace.getAttribute("src")) === hostFace) await guest.page.getByRole("button", { name: "الوجه: التالي" }).click();
    }
    await enterRoom(guest.page, "فهد");
    const tile = (page) => seatLayer(page, "فهد", "color");
    // A locator, not an element handle: the roster may render the tile afresh as it settles.
    for (const page of [guest.page, host.page])
      await page.getByTestId("players-grid").locator("[data-player-id]").filter({ hasText: "فهد" }).locator(`img[data-layer="color"][src="${asset.filePath}"]`).waitFor(WAIT);
    await shot(guest, "avatar-in-room");

    // Switched off, it leaves the editor's choices; the seat holding it keeps its picture.
    // The switch shows at once (optimistic); the public list changes when the save has landed.
    const saved = admin.page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes("/api/admin/avatar-assets/"));
    await row.getByRole("switch").click();
    await row.getByText("غير متاح").waitFor();
    await saved;
    const choices = await (await guest.page.request.get("/api/avatar-assets")).json();
    assert.equal(choices.some((a) => a.filePath === asset.filePath), false);
    await guest.page.reload();
    await guest.page.getByTestId("players-grid").waitFor(WAIT);
    const kept = await tile(guest.page).getAttribute("src");
    assert.ok(kept === asset.filePath || kept === "/api/avatar-assets/color/7", kept);
    for (const phone of [admin, host, guest]) await phone.context.close();
  });
});
