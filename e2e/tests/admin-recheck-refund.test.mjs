// Issue 36, at 360 and 1280 px: a player pays with the sandbox's «الدفع دون إشعار» and
// closes the tab (Tap has the money, the site was never told); the admin presses
// «إعادة التحقق» on the pending payment, which completes and gives the player access;
// the admin refunds it with «استرداد» after a confirmation that states the amount, and
// the access ends; both actions are in the activity log screen.
// ADMIN_REFUND_SHOTS=docs/screenshots/admin-money saves what each screen looks like.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { DESKTOP, launchBrowser, newPhone, PHONE, settled } from "../helpers.mjs";

let browser;
before(async () => {
  browser = await launchBrowser();
  await freeAccountFree();
});
after(async () => {
  if (browser) await freeAccountFree();
  await browser?.close();
});

/** The screen as the admin sees it: scrolled to `focus` (a row, a dialog), or the whole page from its top. */
async function shot(phone, name, focus) {
  const dir = process.env.ADMIN_REFUND_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  if (focus) await focus.evaluate((el) => el.scrollIntoView({ block: "center" }));
  else await phone.page.evaluate(() => window.scrollTo(0, 0));
  await settled(phone.page);
  await phone.page.screenshot({ path: join(dir, `${name}.png`), fullPage: !focus });
}

/** The development free account is shared by the browser tests: start it free, give it back free. */
async function freeAccountFree() {
  const admin = await newPhone(browser);
  await admin.page.request.post("/api/admin/login", { data: { username: "admin", password: "majlis-admin" } });
  const { users } = await (await admin.page.request.get("/api/admin/users?search=free%40dev.majlis.local")).json();
  for (const user of users) if (user.isPremium) await admin.page.request.post(`/api/admin/users/${user.id}/revoke-access`, { data: {} });
  await admin.context.close();
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

const access = async (phone) => (await phone.context.request.get("/api/user/access")).json();

/** The log's row (a table row or, on a phone, a card) of this run's tier. */
const rowOf = (page, tierNameAr) => page.getByTestId("payments-log").locator("tbody tr:visible, li:visible").filter({ hasText: tierNameAr });

for (const [label, viewport] of [
  ["360", PHONE],
  ["1280", DESKTOP],
]) {
  describe(`re-check and refund at ${label} px`, () => {
    it("completes a silently paid charge on «إعادة التحقق», refunds it, and logs both", async () => {
      const admin = await adminAt(viewport);
      const tierNameAr = `باقة الاسترداد ${label} ${Date.now() % 100000}`;
      const created = await admin.page.request.post("/api/admin/pricing-tiers", {
        data: { tierNameAr, price: 7, durationDays: 2, isActive: true, displayOrder: 90, badgeText: "", displayText: "يومان" },
      });
      assert.equal(created.status(), 201, await created.text());

      // The player pays on Tap's page without the site being told, then closes the tab.
      const player = await newPhone(browser, viewport);
      await player.page.goto("/premium");
      await player.page.getByRole("button", { name: `الدفع الآن: ${tierNameAr}` }).click();
      await player.page.getByRole("button", { name: "الدخول بحساب مجاني" }).click();
      await player.page.getByRole("button", { name: `الدفع الآن: ${tierNameAr}` }).click();
      await player.page.waitForURL(/\/api\/dev\/tap\/checkout\/chg_/);
      await player.page.getByRole("button", { name: "الدفع دون إشعار" }).click();
      await player.page.getByText("تم الدفع دون إشعار الموقع").waitFor();
      await shot(player, `sandbox-silent-paid-${label}`);
      await player.page.close();
      assert.equal((await access(player)).hasAccess, false);

      // The admin finds it pending and re-checks it.
      await admin.page.goto("/admin?tab=payments");
      await admin.page.getByRole("tab", { name: "سجل المدفوعات" }).click();
      const row = rowOf(admin.page, tierNameAr);
      await row.getByText("معلق").waitFor();
      await row.getByRole("button", { name: "إعادة التحقق" }).waitFor();
      await shot(admin, `log-pending-${label}`, row);
      await row.getByRole("button", { name: "إعادة التحقق" }).click();
      await admin.page.getByText("اكتملت الدفعة").waitFor();
      await row.getByText("مكتمل").waitFor();
      const paid = await access(player);
      assert.equal(paid.hasAccess, true);
      const days = (Date.parse(paid.expiresAt) - Date.now()) / 86_400_000;
      assert.ok(days > 1.9 && days <= 2, `premium for ${days} days`);
      await shot(admin, `log-completed-${label}`, row);

      // «استرداد», after a confirmation that says the amount and what it takes back.
      await row.getByRole("button", { name: "استرداد" }).click();
      const dialog = admin.page.getByRole("dialog", { name: "استرداد الدفعة" });
      await dialog.getByText("7 ر.س").first().waitFor();
      await dialog.getByText(/تُسحب أيام الوصول المميز/).waitFor();
      await shot(admin, `refund-dialog-${label}`, dialog);
      await dialog.getByRole("button", { name: "استرداد 7 ر.س" }).click();
      await admin.page.getByText("تم الاسترداد").waitFor();
      await row.getByText("مسترد").waitFor();
      assert.equal(await row.getByRole("button", { name: "استرداد" }).count(), 0);
      assert.equal((await access(player)).hasAccess, false);
      await shot(admin, `log-refunded-${label}`, row);

      // Both are in the activity log screen.
      await admin.page.goto("/admin?tab=overview&sub=activity");
      const log = admin.page.getByTestId("activity-log");
      await log.waitFor();
      const search = log.getByPlaceholder("ما حدث: حذف، باقة، غرفة…");
      await search.fill("أعاد المشرف التحقق");
      await log.getByText(new RegExp(`أعاد المشرف التحقق من دفعة .*${tierNameAr}`)).first().waitFor();
      await search.fill("استرد المشرف");
      await log.getByText(new RegExp(`استرد المشرف 7 ر.س .*${tierNameAr}`)).first().waitFor();
      await shot(admin, `activity-log-${label}`);

      await player.context.close();
      await admin.context.close();
    });
  });
}
