// Issue 36's blog items in the browser, at 360 and 1280 px: a blog admin sign-in that gets no
// answer says so (the request failed by interception) and a good one is greeted by a toast; the
// post editor asks before unsaved edits are lost (its back button, a tab link, the browser's back
// and closing the tab) and leaves untouched work without asking; a tag is renamed from its chip;
// an author's social links are added (an http link refused under its field, then an https one
// saved); /blog's category chips narrow the list, with the app and with JavaScript off.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { BASE_URL, DESKTOP, expectAccessible, launchBrowser, newPhone, PHONE, settled } from "../helpers.mjs";

/** Where the screenshots go when asked (BLOG_ADMIN_SHOTS=1): docs/screenshots/blog-admin/. */
const SHOTS = process.env.BLOG_ADMIN_SHOTS ? resolve(import.meta.dirname, "../../docs/screenshots/blog-admin") : null;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const stamp = Date.now().toString(36);

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

async function shot(page, name) {
  if (!SHOTS) return;
  await settled(page);
  await page.screenshot({ path: resolve(SHOTS, `${name}.png`) });
}

function toast(page, title) {
  return page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: title });
}

async function fillSignIn(page) {
  await page.getByLabel("اسم المستخدم").fill("blog");
  await page.getByLabel("كلمة المرور").fill("majlis-blog");
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
}

for (const [label, viewport] of [
  ["360", PHONE],
  ["1280", DESKTOP],
]) {
  describe(`blog editing at ${label} px`, () => {
    it("says a sign-in that got no answer failed to reach the server, and greets a good one", async () => {
      const { page, context } = await newPhone(browser, viewport);
      await page.goto("/blogadmin");
      await page.getByText("بيئة تطوير").waitFor();
      // The network fails: no answer at all, as when the phone is offline.
      await page.route("**/api/blog/admin/login", (route) => route.abort("internetdisconnected"));
      await fillSignIn(page);
      const failed = toast(page, "تعذّر الاتصال بالخادم");
      await failed.filter({ hasText: "حدث خطأ أثناء محاولة تسجيل الدخول" }).waitFor();
      assert.equal(await toast(page, "اسم المستخدم أو كلمة المرور غير صحيحة").count(), 0);
      await shot(page, `login-network-${label}`);
      await page.unroute("**/api/blog/admin/login");

      // A wrong password still says so.
      await page.getByLabel("كلمة المرور").fill("not-the-password");
      await page.getByRole("button", { name: "تسجيل الدخول" }).click();
      await toast(page, "خطأ في تسجيل الدخول").waitFor();

      await fillSignIn(page);
      await toast(page, "تم تسجيل الدخول بنجاح").waitFor();
      await page.getByRole("button", { name: "مقال جديد" }).waitFor();
      await shot(page, `login-toast-${label}`);
      await context.close();
    });

    it("asks before the post editor's unsaved edits are lost, and leaves untouched work without asking", async () => {
      const { page, context } = await newPhone(browser, viewport);
      await page.goto("/blogadmin");
      await fillSignIn(page);
      const tabs = page.getByRole("navigation", { name: "أقسام إدارة المدونة" });
      // An entry of the app's own behind this one, for the back button below.
      await tabs.getByRole("link", { name: "الوسوم", exact: true }).click();
      await page.waitForURL(/tab=tags/);
      await tabs.getByRole("link", { name: "المقالات", exact: true }).click();
      await page.waitForURL(/tab=posts/);
      const newPost = page.getByRole("button", { name: "مقال جديد" });
      await newPost.click();
      // Nothing typed: back to the list at once.
      await page.getByRole("button", { name: "العودة إلى المقالات" }).click();
      await newPost.click();

      const title = `مسودة لم تُحفظ ${label} ${stamp}`;
      await page.getByLabel("العنوان").fill(title);
      const guard = page.getByRole("dialog", { name: "تجاهل التعديلات غير المحفوظة؟" });
      const stay = guard.getByRole("button", { name: "متابعة التحرير" });

      await page.getByRole("button", { name: "العودة إلى المقالات" }).click();
      await guard.waitFor();
      await expectAccessible(page, "blog admin: unsaved edits");
      await shot(page, `unsaved-guard-${label}`);
      await stay.click();
      await guard.waitFor({ state: "detached" });
      assert.equal(await page.getByLabel("العنوان").inputValue(), title);

      // Another link of the app: the tab bar.
      await tabs.getByRole("link", { name: "الوسوم", exact: true }).click();
      await guard.waitFor();
      await stay.click();
      await guard.waitFor({ state: "detached" });
      assert.match(page.url(), /\/blogadmin\?tab=posts$/);
      assert.equal(await page.getByLabel("العنوان").inputValue(), title);

      // The browser's back button: the move is undone until confirmed.
      const before = page.url();
      await page.evaluate(() => history.back());
      await guard.waitFor();
      await stay.click();
      await guard.waitFor({ state: "detached" });
      assert.equal(page.url(), before);
      assert.equal(await page.getByLabel("العنوان").inputValue(), title);

      // Closing the tab: the browser's own question, answered «stay».
      const question = page.waitForEvent("dialog");
      await page.close({ runBeforeUnload: true });
      const dialog = await question;
      assert.equal(dialog.type(), "beforeunload");
      await dialog.dismiss();
      assert.equal(page.isClosed(), false);
      assert.equal(await page.getByLabel("العنوان").inputValue(), title);

      // Leaving on purpose: the tab link goes through once confirmed.
      await tabs.getByRole("link", { name: "الوسوم", exact: true }).click();
      await guard.getByRole("button", { name: "المغادرة دون حفظ" }).click();
      await page.waitForURL(/tab=tags/);
      await page.getByRole("heading", { name: "الوسوم", level: 2 }).waitFor();
      await context.close();
    });

    it("renames a tag from its chip", async () => {
      const { page, context } = await newPhone(browser, viewport);
      await page.goto("/blogadmin?tab=tags");
      await fillSignIn(page);
      const name = `وسم ${label} ${stamp}`;
      await page.getByLabel("اسم الوسم").fill(name);
      await page.getByRole("button", { name: "إضافة", exact: true }).click();
      await toast(page, "تمت إضافة الوسم بنجاح").waitFor();

      await page.getByRole("button", { name: `تعديل الوسم ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: "تعديل الوسم" });
      assert.equal(await dialog.getByLabel("اسم الوسم").inputValue(), name);
      await dialog.getByLabel("اسم الوسم").fill(`${name} معدّل`);
      await dialog.getByLabel("الرابط المختصر (slug)").fill(`tag-${label}-${stamp}`);
      await expectAccessible(page, "blog admin: tag edit");
      await shot(page, `tag-edit-${label}`);
      await dialog.getByRole("button", { name: "حفظ", exact: true }).click();
      await toast(page, "تم تحديث الوسم بنجاح").waitFor();
      await dialog.waitFor({ state: "detached" });
      await page.getByText(`#${name} معدّل`).waitFor();
      assert.equal(await page.getByText(`#${name}`, { exact: true }).count(), 0);
      // The public tag page answers at its new address.
      assert.equal((await page.request.get(`/api/blog/tags/tag-${label}-${stamp}`)).status(), 200);
      await context.close();
    });

    it("adds an author's social links, refusing one that is not https under its field", async () => {
      const { page, context } = await newPhone(browser, viewport);
      await page.goto("/blogadmin?tab=authors");
      await fillSignIn(page);
      await page.getByRole("button", { name: "كاتب جديد" }).click();
      const dialog = page.getByRole("dialog", { name: "كاتب جديد" });
      const author = `كاتبة ${label} ${stamp}`;
      await dialog.getByLabel("الاسم بالعربية").fill(author);
      await dialog.getByRole("button", { name: "إضافة رابط" }).click();
      await dialog.getByLabel("الشبكة 1").selectOption("instagram");
      await dialog.getByLabel("رابط إنستغرام", { exact: true }).fill("http://instagram.com/majlis");
      await dialog.getByRole("button", { name: "إضافة رابط" }).click();
      await dialog.getByLabel("الشبكة 2").selectOption("website");
      await dialog.getByLabel("رابط الموقع الشخصي", { exact: true }).fill("https://majlis.example/");
      await dialog.getByRole("button", { name: "حفظ", exact: true }).click();
      await dialog.getByText("روابط التواصل يجب أن تبدأ بـ https://").waitFor();
      await shot(page, `author-links-${label}`);
      await dialog.getByLabel("رابط إنستغرام", { exact: true }).fill("https://instagram.com/majlis");
      await dialog.getByText("روابط التواصل يجب أن تبدأ بـ https://").waitFor({ state: "detached" });
      await expectAccessible(page, "blog admin: author links");
      await dialog.getByRole("button", { name: "حفظ", exact: true }).click();
      await toast(page, "تمت إضافة الكاتب بنجاح").waitFor();
      await dialog.waitFor({ state: "detached" });
      const links = page.getByRole("list", { name: `روابط ${author}` });
      await links.getByRole("link", { name: "إنستغرام" }).waitFor();
      assert.equal(await links.getByRole("link", { name: "إنستغرام" }).getAttribute("href"), "https://instagram.com/majlis");
      assert.equal(await links.getByRole("link", { name: "الموقع الشخصي" }).getAttribute("href"), "https://majlis.example/");

      // Editing again shows the saved links; removing one saves the rest.
      await page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: author }) })
        .getByRole("button", { name: "تعديل", exact: true })
        .click();
      const edit = page.getByRole("dialog", { name: "تعديل الكاتب" });
      assert.equal(await edit.getByLabel("رابط إنستغرام", { exact: true }).inputValue(), "https://instagram.com/majlis");
      await edit.getByRole("button", { name: "إزالة رابط الموقع الشخصي" }).click();
      await edit.getByRole("button", { name: "حفظ", exact: true }).click();
      await toast(page, "تم تحديث الكاتب بنجاح").waitFor();
      await links.getByRole("link", { name: "الموقع الشخصي" }).waitFor({ state: "detached" });
      // The list is drawn again from the server's answer after the save: wait for the kept link, then count.
      await links.getByRole("link", { name: "إنستغرام" }).waitFor();
      assert.equal(await links.getByRole("link").count(), 1);
      await context.close();
    });

    it("filters /blog by its category chips, in the app and with JavaScript off", async () => {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ viewport, locale: "ar-SA", baseURL: BASE_URL, javaScriptEnabled });
        const page = await context.newPage();
        page.setDefaultTimeout(20_000);
        await page.goto("/blog");
        const chips = page.getByRole("navigation", { name: "تصفية حسب التصنيف" });
        const all = await page.locator("article").count();
        await chips.getByRole("link", { name: /نصائح للفوز/ }).click();
        await page.waitForURL(/category=/);
        await chips.locator('[aria-current="page"]').filter({ hasText: "نصائح للفوز" }).waitFor();
        await page.getByRole("heading", { name: "كيف تكشف كذبة أصحابك قبل أن تقع فيها" }).waitFor();
        await page.getByRole("heading", { name: "كيف تلعب «خدعني إن قدرت»: الدليل الكامل" }).waitFor({ state: "detached" });
        const narrowed = await page.locator("article").count();
        assert.ok(narrowed > 0 && narrowed < all, `${narrowed} of ${all}`);
        if (javaScriptEnabled) await shot(page, `blog-chips-${label}`);
        await chips.getByRole("link", { name: "الكل" }).click();
        await page.getByRole("heading", { name: "كيف تلعب «خدعني إن قدرت»: الدليل الكامل" }).waitFor();
        await context.close();
      }
    });
  });
}
