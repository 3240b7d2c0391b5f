// Issue 26 in the browser, at 360 px and 1280 px: the most-likely tab on the shared list
// panel. The admin deletes one prompt and takes it back with «تراجع»; selects the whole
// page and switches it off in one bulk action; deletes the page after a confirm that names
// the count («حذف 3 أسئلة؟») and undoes that too.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { DESKTOP, launchBrowser, newPhone, PHONE } from "../helpers.mjs";

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const SHOTS = process.env.E2E_SCREENSHOTS && `${process.env.E2E_SCREENSHOTS}/admin`;

function toast(page, title) {
  return page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: title });
}

async function signIn(page) {
  await page.goto("/admin");
  await page.getByLabel("اسم المستخدم").fill("admin");
  await page.getByLabel("كلمة المرور").fill("majlis-admin");
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await page.getByText("مرحبًا بك، مشرف النظام").filter({ visible: true }).waitFor();
}

/** A most-likely category with three prompts, made through the admin API of the signed-in page. */
async function seed(page, stamp) {
  return page.evaluate(async (stamp) => {
    const post = async (url, body) => {
      const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const category = await post("/api/admin/categories", { nameAr: `فئة الجملة ${stamp}`, gameId: 3 });
    const prompts = [];
    for (const n of [1, 2, 3]) prompts.push(await post("/api/admin/most-likely-questions", { content: `مين أكثر واحد ${stamp} رقم ${n}؟`, categoryId: category.id, gameId: 3, imageUrl: "" }));
    return { category, prompts };
  }, stamp);
}

for (const [label, viewport] of [
  ["360", PHONE],
  ["1280", DESKTOP],
]) {
  describe(`admin content at ${label} px`, () => {
    it("undoes a delete, switches a selected page off and undoes a counted bulk delete", async () => {
      const admin = await newPhone(browser, viewport);
      const { page } = admin;
      await signIn(page);
      const stamp = `${label}-${Date.now().toString(36).slice(-5)}`;
      const { prompts } = await seed(page, stamp);

      await page.goto("/admin?tab=content&section=most-likely");
      await page.getByRole("searchbox", { name: "البحث في الأسئلة" }).fill(stamp);
      // Phones show cards, wider screens the table: only the visible one counts.
      const rows = page.locator(label === "360" ? "ul[aria-label='أسئلة مين الأكثر'] > li" : "table tbody tr").filter({ visible: true });
      await rows.filter({ hasText: prompts[2].content }).waitFor();
      await page.waitForFunction(
        ({ selector, n }) => [...document.querySelectorAll(selector)].filter((el) => el.offsetParent !== null).length === n,
        { selector: label === "360" ? "ul[aria-label='أسئلة مين الأكثر'] > li" : "table tbody tr", n: 3 },
      );

      // ---------- one delete, then «تراجع» ----------
      const target = rows.filter({ hasText: prompts[0].content });
      await target.getByRole("button", { name: "حذف السؤال" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "حذف", exact: true }).click();
      const undoToast = toast(page, "تم حذف السؤال بنجاح");
      await undoToast.waitFor();
      await target.waitFor({ state: "detached" });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/content-undo-toast-${label}.png` });
      await undoToast.getByRole("button", { name: "تراجع" }).click();
      await toast(page, "تمت استعادة السؤال").waitFor();
      await target.waitFor();

      // ---------- select the page, switch it off ----------
      const bar = page.getByTestId("bulk-bar");
      await bar.getByRole("checkbox", { name: "تحديد كل عناصر هذه الصفحة" }).check();
      await bar.getByText("المحدد: 3 أسئلة").waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/content-bulk-bar-${label}.png` });
      await bar.getByRole("button", { name: "إيقاف" }).click();
      await toast(page, "تم إيقاف 3 أسئلة").waitFor();
      const stopped = await page.evaluate(async (stamp) => (await (await fetch(`/api/admin/most-likely-questions?q=${encodeURIComponent(stamp)}&status=inactive`)).json()).total, stamp);
      assert.equal(stopped, 3);
      // The selection was spent: the bar is back to its prompt.
      await bar.getByText("تحديد الكل في هذه الصفحة").waitFor();

      // ---------- a counted bulk delete, undone ----------
      await rows.filter({ hasText: prompts[1].content }).getByRole("checkbox").check();
      await bar.getByText("المحدد: سؤال واحد").waitFor();
      await bar.getByRole("checkbox", { name: "تحديد كل عناصر هذه الصفحة" }).check();
      await bar.getByRole("button", { name: "حذف" }).click();
      const confirm = page.getByRole("dialog");
      await confirm.getByText("حذف 3 أسئلة؟").waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/content-bulk-confirm-${label}.png` });
      await confirm.getByRole("button", { name: "حذف", exact: true }).click();
      const bulkToast = toast(page, "تم حذف 3 أسئلة");
      await bulkToast.waitFor();
      await page.getByText("لا توجد أسئلة تطابق البحث أو الفلتر.").filter({ visible: true }).waitFor();
      await bulkToast.getByRole("button", { name: "تراجع" }).click();
      await toast(page, "تمت استعادة 3 أسئلة").waitFor();
      await rows.filter({ hasText: prompts[0].content }).waitFor();
      assert.equal(await rows.count(), 3);

      // ---------- two prompts from a pasted table, counted in Arabic ----------
      await page.getByRole("button", { name: "إضافة من جدول" }).click();
      const importDialog = page.getByRole("dialog");
      await importDialog.getByLabel("الفئة", { exact: true }).selectOption({ label: `فئة الجملة ${stamp}` });
      // Each prompt's women's form is a column of its own: a row without it holds «إضافة» until it is written.
      await importDialog.getByLabel("لصق الجدول هنا").fill(`مين أكثر واحد ${stamp} من جدول 1؟\tمين أكثر وحدة ${stamp} من جدول 1؟\nمين أكثر واحد ${stamp} من جدول 2؟`);
      await importDialog.getByRole("button", { name: "إضافة الصفوف إلى الجدول" }).click();
      const add = importDialog.getByRole("button", { name: "إضافة سؤالين" });
      await importDialog.getByText("صيغة جلسة البنات ناقصة في").waitFor();
      assert.equal(await add.isDisabled(), true);
      await importDialog.getByLabel("صيغة جلسة البنات، الصف 2").fill(`مين أكثر وحدة ${stamp} من جدول 2؟`);
      await add.click();
      await toast(page, "تم إضافة سؤالين").waitFor();
      await importDialog.waitFor({ state: "detached" });
      await rows.filter({ hasText: "من جدول 2" }).waitFor();
      assert.equal(await rows.count(), 5);

      // The categories tab is on the same panel: its search finds the seeded category.
      await page.goto("/admin?tab=content&section=categories");
      await page.getByRole("searchbox", { name: "البحث باسم الفئة" }).fill(stamp);
      await page.getByRole("list", { name: "قائمة الفئات" }).getByRole("listitem").filter({ hasText: `فئة الجملة ${stamp}` }).waitFor();
      // The search has answered when only that category is left.
      await page.waitForFunction(() => document.querySelectorAll("ul[aria-label='قائمة الفئات'] > li").length === 1);
      await page.getByTestId("bulk-bar").getByRole("checkbox", { name: "تحديد كل عناصر هذه الصفحة" }).check();
      await page.getByTestId("bulk-bar").getByText("المحدد: فئة واحدة").waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/content-categories-${label}.png` });

      // The meme grid: each picture card carries its own checkbox.
      await page.goto("/admin?tab=content&section=memes");
      const firstMeme = page.getByRole("list", { name: "صور الميمز" }).getByRole("listitem").first();
      await firstMeme.getByRole("checkbox").check();
      await page.getByTestId("bulk-bar").getByText("المحدد: صورة واحدة").waitFor();
      await firstMeme.locator("img").evaluate((img) => img.complete || new Promise((r) => (img.onload = img.onerror = r)));
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/content-memes-${label}.png` });

      // The avatars tab too: a layer's segment filters the page on the server; selecting it names the count.
      await page.getByRole("link", { name: /الصور الرمزية/ }).filter({ visible: true }).first().click();
      await page.getByRole("tab", { name: /Face/ }).click();
      await page.waitForFunction(() => {
        const rows = [...document.querySelectorAll("ul[aria-label='الصور الرمزية'] > li, table tbody tr")].filter((el) => el.offsetParent !== null);
        return rows.length > 0 && rows.every((el) => el.textContent.includes("Face"));
      });
      await page.getByTestId("bulk-bar").getByRole("checkbox", { name: "تحديد كل عناصر هذه الصفحة" }).check();
      await page.getByTestId("bulk-bar").getByText(/المحدد: \d+ صور رمزية/).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/avatars-${label}.png` });

      // Nothing on the page overflows sideways at this width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 1, `page scrolls sideways by ${overflow} px`);
      await admin.context?.close?.();
    });
  });
}
