// Who changed what, the guards and the layout of the admin (issue 36), at 360 and 1280 px:
// a tier's price changed 15 → 16 in the tier table shows both numbers in the activity log;
// the log and the users export as CSV with a BOM and Arabic headers; a deleted category is
// restored from «المحذوفات»; the current tab is fully in view at 360 px (not under the tab
// bar's fade); at 1280 px every action of the trivia table is on screen.
// With ADMIN_RECORDS_SHOTS=<dir> each screen is photographed, named by screen and width.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { DESKTOP, launchBrowser, newPhone, PHONE, settled } from "../helpers.mjs";

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

async function shot(page, name) {
  const dir = process.env.ADMIN_RECORDS_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await settled(page);
  await page.screenshot({ path: join(dir, `${name}.png`) });
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

const toast = (page, text) => page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text });

/** The box of an element, asserted to lie inside the viewport and, for a tab, clear of the bar's fade. */
async function assertInView(locator, what, viewport) {
  const box = await locator.boundingBox();
  assert.ok(box, `${what}: not laid out`);
  assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `${what}: x ${box.x}..${box.x + box.width} outside 0..${viewport.width}`);
  assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `${what}: y ${box.y}..${box.y + box.height} outside 0..${viewport.height}`);
  return box;
}

/** The scroll box around a locator, and the box of its fade when it shows one. */
async function scrollBoxOf(locator) {
  return locator.evaluate((el) => {
    const scroller = el.closest("[data-testid=table-scroll]");
    const rect = (node) => {
      const r = node.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const fade = scroller?.parentElement?.querySelector(":scope > [data-testid=scroll-hint]");
    return { scroller: scroller ? rect(scroller) : null, fade: fade ? rect(fade) : null, self: rect(el) };
  });
}

for (const [label, viewport] of [
  ["360", PHONE],
  ["1280", DESKTOP],
]) {
  describe(`admin records at ${label} px`, () => {
    it("a tier's price changed 15 → 16 shows both numbers in the activity log, which exports as CSV", async () => {
      const { page } = await adminAt(viewport);
      const name = `باقة السجل ${label}`;
      const res = await page.request.post("/api/admin/pricing-tiers", { data: { tierNameAr: name, price: 15, durationDays: 7, displayOrder: 60 } });
      assert.equal(res.status(), 201);
      await page.goto("/admin?tab=pricing");
      await page.getByRole("button", { name: `تعديل ${name}` }).filter({ visible: true }).click();
      await page.getByLabel("السعر بالريال").filter({ visible: true }).fill("16");
      const saved = page.waitForResponse((r) => r.url().includes("/api/admin/pricing-tiers/") && r.request().method() === "PUT");
      await page.getByRole("button", { name: "حفظ", exact: true }).filter({ visible: true }).click();
      assert.equal((await saved).status(), 200);

      await page.goto("/admin?tab=overview&sub=activity");
      const log = page.getByTestId("activity-log");
      await log.getByPlaceholder("ما حدث: حذف، باقة، غرفة…").fill(name);
      const entry = log.getByTestId("activity-changes").filter({ visible: true }).first();
      await entry.waitFor();
      assert.equal(await entry.locator("dt").first().textContent(), "السعر:");
      assert.equal(await entry.getByTestId("change-before").first().textContent(), "15");
      assert.equal(await entry.getByTestId("change-after").first().textContent(), "16");
      await entry.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - innerHeight / 2));
      await shot(page, `activity-${label}`);

      // Once the typed search has reached the list (debounced), the link carries it.
      const link = log.getByRole("link", { name: "تصدير CSV" }).and(page.locator("a[href*='action=']"));
      await link.waitFor();
      const href = await link.getAttribute("href");
      assert.match(href, /^\/api\/admin\/activity\/export\?/);
      // The page's own filter goes with it.
      assert.equal(new URL(href, "http://x").searchParams.get("action"), name);
      const csv = await page.request.get(href);
      assert.equal(csv.status(), 200);
      const bytes = await csv.body();
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
      assert.equal(lines[0], "الوقت,نوع المنفّذ,المنفّذ,ما حدث,التغييرات");
      assert.ok(lines.some((l) => l.includes(name) && l.includes("السعر: 15 ← 16")), lines.join("\n"));
    });

    it("the users list exports as CSV with its filter", async () => {
      const { page } = await adminAt(viewport);
      // A player signs in once, so the list has someone to export.
      const player = await newPhone(browser, viewport);
      assert.equal((await player.page.request.post("/api/auth/dev/login", { data: { account: "free" } })).status(), 200);
      await player.context.close();
      await page.goto("/admin?tab=payments&sub=users");
      const link = page.getByRole("link", { name: "تصدير CSV" });
      await link.waitFor();
      await shot(page, `users-${label}`);
      const csv = await page.request.get(await link.getAttribute("href"));
      assert.equal(csv.status(), 200);
      const bytes = await csv.body();
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
      assert.equal(bytes.subarray(3).toString("utf8").split("\r\n")[0], "الاسم,البريد الإلكتروني,حالة الوصول,انتهاء الوصول,إجمالي الإنفاق (ر.س),تاريخ التسجيل,آخر دخول,محظور");
    });

    it("restores a deleted category from «المحذوفات», with the current tab fully in view", async () => {
      const { page } = await adminAt(viewport);
      const name = `فئة السلة ${label}`;
      const created = await page.request.post("/api/admin/categories", { data: { nameAr: name, gameId: 3 } });
      assert.equal(created.status(), 201);
      const { id } = await created.json();
      assert.equal((await page.request.delete(`/api/admin/categories/${id}`, { headers: { "Content-Type": "application/json" } })).status(), 200);

      await page.goto("/admin?tab=trash");
      const nav = page.getByRole("navigation", { name: "أقسام لوحة التحكم" });
      const tab = nav.getByRole("link", { name: "المحذوفات" });
      await page.getByTestId("trash-tab").waitFor();
      await settled(page);
      // The last tab: scrolled fully into view, and clear of the fade while one shows.
      const { self, fade, scroller } = await scrollBoxOf(tab);
      assert.ok(self.left >= scroller.left && self.right <= scroller.right, `tab ${self.left}..${self.right} outside the bar ${scroller.left}..${scroller.right}`);
      if (fade) assert.ok(self.right <= fade.left || self.left >= fade.right, `tab ${self.left}..${self.right} under the fade ${fade.left}..${fade.right}`);
      await assertInView(tab, "the current tab", viewport);

      const restore = page.getByRole("button", { name: `استعادة ${name}` }).filter({ visible: true });
      await restore.waitFor();
      await shot(page, `trash-${label}`);
      await restore.click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText(`يعود «${name}»`).waitFor();
      await dialog.getByRole("button", { name: "استعادة", exact: true }).click();
      await toast(page, "تمت استعادة").first().waitFor();
      await restore.waitFor({ state: "detached" });
      const categories = await (await page.request.get(`/api/admin/categories?q=${encodeURIComponent(name)}`)).json();
      assert.ok(categories.items.some((c) => c.id === id), "the category is back in its list");
    });

    it("says why a tier at price 0 is not shown, the days a deletion ends, and sets an exact last day of access", async () => {
      const { page } = await adminAt(viewport);
      await page.goto("/admin?tab=pricing");
      await page.getByRole("button", { name: "إضافة باقة" }).click();
      const dialog = page.getByRole("dialog");
      const hint = dialog.getByTestId("tier-price-hint");
      await hint.waitFor();
      assert.match(await hint.textContent(), /لن تظهر هذه الباقة في صفحة الاشتراك/);
      await shot(page, `tier-hint-${label}`);
      await dialog.getByLabel("السعر (ر.س)").fill("5");
      await hint.waitFor({ state: "detached" });
      await dialog.getByRole("button", { name: "إلغاء" }).click();

      // A player with a year of premium access.
      const player = await newPhone(browser, viewport);
      assert.equal((await player.page.request.post("/api/auth/dev/login", { data: { account: "premium" } })).status(), 200);
      await player.context.close();
      const name = "لاعب مميز (تجريبي)";
      await page.goto("/admin?tab=payments&sub=users");
      await page.getByRole("button", { name: `حذف ${name}` }).filter({ visible: true }).click();
      const confirm = page.getByRole("dialog");
      await confirm.getByText(/يومًا من الوصول المميز/).waitFor();
      assert.match(await confirm.textContent(), new RegExp(`لدى ${name.replace(/[()]/g, "\\$&")} \\d+ يومًا من الوصول المميز`));
      await shot(page, `user-delete-${label}`);
      await confirm.getByRole("button", { name: "إلغاء" }).click();
      await confirm.waitFor({ state: "detached" });

      await page.getByRole("button", { name: `تعديل الوصول لـ ${name}` }).filter({ visible: true }).click();
      const grant = page.getByRole("dialog");
      const end = new Date(Date.now() + 10 * 86_400_000);
      const field = "أو تحديد آخر يوم للوصول";
      await grant.getByLabel(`${field}: السنة`).selectOption(String(end.getFullYear()));
      await grant.getByLabel(`${field}: الشهر`).selectOption(String(end.getMonth() + 1));
      await grant.getByLabel(`${field}: اليوم`).selectOption(String(end.getDate()));
      await shot(page, `access-end-${label}`);
      const sent = page.waitForResponse((r) => r.url().includes("/access-end"));
      await grant.getByRole("button", { name: "حفظ تاريخ الانتهاء" }).click();
      assert.equal((await sent).status(), 200);
      await toast(page, "تم تحديد نهاية الوصول المميز").first().waitFor();
      const users = await (await page.request.get(`/api/admin/users?search=${encodeURIComponent("لاعب مميز")}`)).json();
      const ends = new Date(users.users[0].premiumEnds);
      // The end of the chosen day in the browser's zone: midnight after it.
      const expected = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1);
      assert.equal(ends.getTime(), expected.getTime());
    });

    if (viewport === DESKTOP)
      it("keeps every part of a last day picked faster than the page redraws", async () => {
        const { page } = await adminAt(viewport);
        const player = await newPhone(browser, viewport);
        assert.equal((await player.page.request.post("/api/auth/dev/login", { data: { account: "premium" } })).status(), 200);
        await player.context.close();
        const name = "لاعب مميز (تجريبي)";
        await page.goto("/admin?tab=payments&sub=users");
        await page.getByRole("button", { name: `تعديل الوصول لـ ${name}` }).filter({ visible: true }).click();
        const grant = page.getByRole("dialog");
        const end = new Date(Date.now() + 20 * 86_400_000);
        const field = "أو تحديد آخر يوم للوصول";
        await grant.getByLabel(`${field}: اليوم`).waitFor();
        // The year, the month and the day chosen in one go, before the page draws again (a quick
        // hand on a busy phone): each change builds on the one before it, none is dropped.
        await grant.evaluate(
          (dialog, { field, parts }) => {
            for (const [part, value] of parts) {
              const select = dialog.querySelector(`select[aria-label="${field}: ${part}"]`);
              select.value = value;
              select.dispatchEvent(new Event("input", { bubbles: true }));
              select.dispatchEvent(new Event("change", { bubbles: true }));
            }
          },
          { field, parts: [["السنة", String(end.getFullYear())], ["الشهر", String(end.getMonth() + 1)], ["اليوم", String(end.getDate())]] },
        );
        const sent = page.waitForResponse((r) => r.url().includes("/access-end"));
        await grant.getByRole("button", { name: "حفظ تاريخ الانتهاء" }).click();
        assert.equal((await sent).status(), 200);
        await toast(page, "تم تحديد نهاية الوصول المميز").first().waitFor();
        const users = await (await page.request.get(`/api/admin/users?search=${encodeURIComponent("لاعب مميز")}`)).json();
        assert.equal(new Date(users.users[0].premiumEnds).getTime(), new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).getTime());
      });

    it("keeps a middle tab clear of the fade when the tab bar scrolls", async () => {
      const { page } = await adminAt(viewport);
      for (const [id, name] of [
        ["payments", "الاشتراكات"],
        ["pricing", "الباقات والأسعار"],
      ]) {
        await page.goto(`/admin?tab=${id}`);
        const tab = page.getByRole("navigation", { name: "أقسام لوحة التحكم" }).getByRole("link", { name });
        await tab.waitFor();
        await settled(page);
        const { self, fade, scroller } = await scrollBoxOf(tab);
        assert.ok(self.left >= scroller.left && self.right <= scroller.right, `${name}: ${self.left}..${self.right} outside the bar`);
        if (fade) assert.ok(self.right <= fade.left || self.left >= fade.right, `${name}: under the fade ${fade.left}..${fade.right}`);
      }
      if (viewport === PHONE) await shot(page, "tabs-360");
    });

    if (viewport === DESKTOP)
      it("shows every action of the trivia questions table inside the viewport at 1280 px", async () => {
        const { page } = await adminAt(viewport);
        await page.goto("/admin?tab=content&section=questions");
        const edits = page.getByRole("button", { name: "تعديل السؤال" });
        await edits.first().waitFor();
        await settled(page);
        await shot(page, "trivia-1280");
        const count = Math.min(await edits.count(), 5);
        assert.ok(count > 0);
        for (let i = 0; i < count; i++) {
          // Brought into view up and down only, by the page: the table's own sideways scroll stays where it was.
          await edits.nth(i).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - innerHeight / 2));
          await assertInView(edits.nth(i), `edit button ${i + 1}`, viewport);
          await assertInView(page.getByRole("button", { name: "حذف السؤال" }).nth(i), `delete button ${i + 1}`, viewport);
          // Not covered by the table's fade either: the point at its centre is the button.
          const covered = await edits.nth(i).evaluate((el) => {
            const r = el.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return !(hit === el || el.contains(hit));
          });
          assert.equal(covered, false, `edit button ${i + 1} is covered`);
          const { self, fade, scroller } = await scrollBoxOf(edits.nth(i));
          assert.ok(self.left >= scroller.left && self.right <= scroller.right, `edit button ${i + 1} outside the table's box`);
          if (fade) assert.ok(self.right <= fade.left || self.left >= fade.right, `edit button ${i + 1} under the fade`);
        }
      });
  });
}
