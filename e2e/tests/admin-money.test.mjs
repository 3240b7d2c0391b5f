// The admin's money screens at 360 px and 1280 px (issue 26): an inline pricing
// tier edit saves what was typed (it once saved the old values at 1280 px, where
// the hidden phone cards' inputs shadowed the table's); the payments log searches
// by email, charge id, status and dates on the server; the filtered list exports
// as a CSV file with Arabic headers and a UTF-8 BOM.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, it } from "node:test";
import { DESKTOP, launchBrowser, newPhone, PHONE, settled } from "../helpers.mjs";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** With ADMIN_MONEY_SHOTS=<dir>, a full-page picture of what the admin sees, named by screen and width. */
async function shot(phone, name) {
  const dir = process.env.ADMIN_MONEY_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await phone.page.evaluate(() => window.scrollTo(0, 0));
  await settled(phone.page);
  await phone.page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

async function adminAt(viewport) {
  const phone = await newPhone(browser, viewport);
  await phone.page.goto("/admin");
  await phone.page.getByLabel("اسم المستخدم").fill("admin");
  await phone.page.getByLabel("كلمة المرور").fill("majlis-admin");
  await phone.page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await phone.page.getByText("مرحبًا بك، مشرف النظام").filter({ visible: true }).waitFor();
  return phone;
}

/** Creates a tier through the API, so each width edits a tier of its own. */
async function addTier(page, tierNameAr) {
  const res = await page.request.post("/api/admin/pricing-tiers", {
    data: { tierNameAr, price: 10, durationDays: 3, isActive: true, displayOrder: 50, badgeText: "", displayText: "ثلاثة أيام" },
  });
  assert.equal(res.status(), 201);
  return res.json();
}

for (const [label, viewport] of [
  ["360", PHONE],
  ["1280", DESKTOP],
]) {
  describe(`admin pricing at ${label} px`, () => {
    it("edits a tier inline: the typed name, price and days are what the server keeps", async () => {
      const admin = await adminAt(viewport);
      const name = `باقة التعديل ${label}`;
      const tier = await addTier(admin.page, name);
      await admin.page.goto("/admin?tab=pricing");
      await admin.page.getByRole("button", { name: `تعديل ${name}` }).filter({ visible: true }).waitFor();
      await shot(admin, `pricing-${label}`);
      // Nothing is cut off: the page never scrolls sideways, and at 1280 px the whole table fits its box.
      const overflow = await admin.page.evaluate(() => {
        const box = document.querySelector("[data-testid=table-scroll]");
        return { page: document.documentElement.scrollWidth - innerWidth, table: box ? box.scrollWidth - box.clientWidth : 0 };
      });
      assert.ok(overflow.page <= 0, `page overflows by ${overflow.page}px`);
      if (viewport === DESKTOP) assert.ok(overflow.table <= 1, `table overflows by ${overflow.table}px`);
      await admin.page.getByRole("button", { name: `تعديل ${name}` }).filter({ visible: true }).click();
      const nameInput = admin.page.getByLabel("اسم الباقة").filter({ visible: true });
      await nameInput.fill(`${name} بعد`);
      await admin.page.getByLabel("السعر بالريال").filter({ visible: true }).fill("24.5");
      await admin.page.getByLabel("المدة بالأيام").filter({ visible: true }).fill("9");
      const saved = admin.page.waitForResponse((res) => res.url().endsWith(`/api/admin/pricing-tiers/${tier.id}`) && res.request().method() === "PUT");
      await admin.page.getByRole("button", { name: "حفظ", exact: true }).filter({ visible: true }).click();
      const sent = (await saved).request().postDataJSON();
      assert.equal(sent.tierNameAr, `${name} بعد`);
      const tiers = await (await admin.page.request.get("/api/admin/pricing-tiers")).json();
      const after = tiers.find((t) => t.id === tier.id);
      assert.equal(after.tierNameAr, `${name} بعد`);
      assert.equal(after.price, 24.5);
      assert.equal(after.durationDays, 9);
      // The row's actions are on screen, not cut off by the table's box.
      const edit = admin.page.getByRole("button", { name: `تعديل ${name} بعد` }).filter({ visible: true });
      await edit.scrollIntoViewIfNeeded();
      const box = await edit.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width, `edit button at ${JSON.stringify(box)}`);
      await admin.context.close();
    });
  });
}

/**
 * A real purchase through the development payment sandbox, by the premium test account (the
 * free one is left free for the users and purchase tests that start from it): returns the charge id.
 */
async function buyAsTestAccount(tierId, outcome = "pay") {
  const player = await newPhone(browser);
  await player.page.goto("/api/auth/google?intent=home");
  await player.page.getByRole("button", { name: "الدخول بحساب مميز" }).click();
  await player.page.waitForURL(/\/$/);
  const started = await player.page.request.post("/api/payments/subscribe", { data: { pricingTierId: tierId } });
  assert.equal(started.status(), 200, await started.text());
  const checkoutPath = new URL((await started.json()).redirectUrl).pathname;
  const decided = await player.page.request.post(`${checkoutPath}/${outcome}`, { data: {} });
  assert.equal(decided.status(), 200, await decided.text());
  await player.context.close();
  return checkoutPath.split("/").pop();
}

for (const [label, viewport] of [
  ["360", PHONE],
  ["1280", DESKTOP],
]) {
  describe(`admin payments log at ${label} px`, () => {
    it("searches by email and charge id and by Arabic date fields on the server, then exports what it shows as CSV", async () => {
      const admin = await adminAt(viewport);
      const tier = await addTier(admin.page, `باقة البحث ${label}`);
      const paid = await buyAsTestAccount(tier.id, "pay");
      const declined = await buyAsTestAccount(tier.id, "decline");
      await admin.page.goto("/admin?tab=payments&sub=log");
      const log = admin.page.getByTestId("payments-log");
      const search = log.getByRole("searchbox", { name: "البحث في المدفوعات" });
      const summary = log.getByTestId("payments-summary");

      const asked = admin.page.waitForResponse((res) => res.url().includes("/api/admin/payments?") && res.url().includes(`search=${paid}`));
      await search.fill(paid);
      await asked;
      await summary.filter({ hasText: /^عرض 1 من (\d+ )?(دفعة|دفعتين|دفعات)( واحدة)? حسب التصفية$/ }).waitFor();
      await log.getByText(paid).filter({ visible: true }).first().waitFor();
      assert.equal(await log.getByText(declined).count(), 0);

      await search.fill("premium@dev.majlis");
      await log.getByRole("button", { name: "فاشلة" }).click();
      await log.getByText(declined).filter({ visible: true }).first().waitFor();
      assert.equal(await log.getByText(paid).count(), 0);

      // Dates the Arabic way: day, then the month by name, then the year; today keeps the rows, yesterday has none.
      const now = new Date();
      const from = log.getByRole("group", { name: "من تاريخ" });
      await from.getByLabel("من تاريخ: اليوم").selectOption(String(now.getDate()));
      await from.getByLabel("من تاريخ: الشهر").selectOption(String(now.getMonth() + 1));
      assert.match(await from.getByLabel("من تاريخ: الشهر").locator("option:checked").textContent(), /^(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)$/);
      await from.getByLabel("من تاريخ: السنة").selectOption(String(now.getFullYear()));
      await log.getByText(declined).filter({ visible: true }).first().waitFor();
      await shot(admin, `payments-log-${label}`);
      if (viewport === DESKTOP) {
        // Issue 50: the actions end the row, and the table fits its box at 1280 px, so no fade lies over the receipt id.
        const heads = await log.locator("thead th").allTextContents();
        assert.equal(heads.at(-1), "الإجراءات");
        await log.locator("tbody td code").first().waitFor();
        const fits = await log.getByTestId("table-scroll").evaluate((box) => box.scrollWidth <= box.clientWidth + 1);
        assert.ok(fits, "the payments table fits its box at 1280 px");
        assert.equal(await log.getByTestId("scroll-hint").count(), 0);
      }

      // The export carries the same filter: the failed purchase only, with a BOM and Arabic headers.
      const [download] = await Promise.all([admin.page.waitForEvent("download"), log.getByRole("link", { name: "تصدير CSV" }).click()]);
      assert.match(download.suggestedFilename(), /^payments-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await readFile(await download.path());
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
      assert.equal(lines[0], "المستخدم,البريد الإلكتروني,الباقة,المبلغ,العملة,الحالة,تاريخ الدفع,تاريخ الانتهاء,رقم الإيصال,رقم عملية مزود الدفع");
      assert.ok(lines.length >= 2);
      assert.ok(lines.slice(1).every((line) => line.includes(",فشل,") && line.includes("premium@dev.majlis.local")), lines.join("\n"));
      assert.ok(lines.some((line) => line.endsWith(declined)));

      await log.getByRole("button", { name: "أمس" }).click();
      await log.getByText("لا توجد مدفوعات تطابق التصفية.").waitFor();
      await admin.context.close();
    });
  });
}

describe("admin money and people screens from 360 to 1920 px", () => {
  it("overview, activity log, users, payments and pricing never scroll the page sideways; a wider table scrolls in its box and says so", async () => {
    const admin = await adminAt(PHONE);
    // Something of the admin's own in the log, to filter by.
    await addTier(admin.page, "باقة السجل");
    const screens = [
      ["overview", "/admin?tab=overview", () => admin.page.getByText("حالة النظام").waitFor()],
      ["activity-log", "/admin?tab=overview&sub=activity", async () => {
        const log = admin.page.getByTestId("activity-log");
        await log.getByRole("searchbox", { name: "البحث في الإجراءات" }).fill("باقة السجل");
        await log.getByText("أضاف المشرف باقة جديدة: باقة السجل").first().waitFor();
        await log.getByText("عدد الإجراءات: 1").waitFor();
      }],
      ["users", "/admin?tab=payments&sub=users", () => admin.page.getByText(/عدد المستخدمين/).waitFor()],
      ["payments-overview", "/admin?tab=payments&sub=overview", () => admin.page.getByText(/إجمالي الإيرادات|الإيرادات/).first().waitFor()],
      ["payments-log", "/admin?tab=payments&sub=log", () => admin.page.getByTestId("payments-summary").waitFor()],
      ["pricing", "/admin?tab=pricing", () => admin.page.getByText("باقة السجل").first().waitFor()],
    ];
    for (const [name, path, ready] of screens) {
      for (const viewport of [PHONE, DESKTOP, { width: 1920, height: 1080 }]) {
        await admin.page.setViewportSize(viewport);
        await admin.page.goto(path);
        await ready();
        const overflow = await admin.page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert.ok(overflow <= 0, `${name} at ${viewport.width}px scrolls the page sideways by ${overflow}px`);
        // The subtab bars of these screens show every subtab whole, at every width.
        const hidden = await admin.page.evaluate(() =>
          [...document.querySelectorAll('[role=tablist][aria-label="أقسام المدفوعات"], [role=tablist][aria-label="أقسام النظرة العامة"]')].flatMap((list) => {
            const box = list.getBoundingClientRect();
            return [...list.querySelectorAll("[role=tab]")].filter((tab) => {
              const r = tab.getBoundingClientRect();
              return r.left < box.left - 1 || r.right > box.right + 1;
            }).map((tab) => tab.textContent);
          }),
        );
        assert.deepEqual(hidden, [], `${name} at ${viewport.width}px: subtabs cut off`);
        // A table box that overflows shows its hint.
        await admin.page.waitForFunction(() =>
          [...document.querySelectorAll("[data-testid=table-scroll]")].every(
            (box) => box.scrollWidth - box.clientWidth - Math.abs(box.scrollLeft) > 2 === !!box.parentElement?.querySelector("[data-testid=scroll-hint]"),
          ),
        );
        if (viewport.width !== 1920) await shot(admin, `${name}-${viewport.width}`);
      }
    }
    await admin.context.close();
  });
});
