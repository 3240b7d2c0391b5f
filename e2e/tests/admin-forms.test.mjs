// Issue 26 in the browser, at 360 px and 1280 px: every admin form is checked the same way
// (react-hook-form with the route's own zod schema). A message shows on a wrong submit and
// clears as soon as the field is fixed, in the platform admin's content dialog, the blog
// admin's author dialog and its post editor; both admins sign in through the one form.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { DESKTOP, launchBrowser, newPhone, PHONE } from "../helpers.mjs";

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

async function signIn(page, path, username, password, ready) {
  await page.goto(path);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  // The one sign-in form checks before it sends, and clears its message once typed in.
  const required = page.getByText("الرجاء إدخال اسم المستخدم وكلمة المرور").first();
  await required.waitFor();
  await page.getByLabel("اسم المستخدم").fill(username);
  await page.getByLabel("كلمة المرور").fill(password);
  await required.waitFor({ state: "detached" });
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await ready.waitFor();
}

/** Submits empty, sees the message, types into the field, sees the message go. */
async function clearsAsTyped(scope, { submit, field, message, value }) {
  await scope.getByRole("button", { name: submit, exact: true }).click();
  const shown = scope.getByText(message, { exact: true });
  await shown.waitFor();
  assert.equal(await scope.getByLabel(field, { exact: true }).getAttribute("aria-invalid"), "true");
  await scope.getByLabel(field, { exact: true }).pressSequentially(value);
  await shown.waitFor({ state: "detached" });
}

for (const [label, viewport] of [
  ["360", PHONE],
  ["1280", DESKTOP],
]) {
  describe(`admin forms at ${label} px`, () => {
    it("the platform admin's category dialog clears its message as the name is typed", async () => {
      const { page, context } = await newPhone(browser, viewport);
      await signIn(page, "/admin", "admin", "majlis-admin", page.getByText("مرحبًا بك، مشرف النظام").filter({ visible: true }));
      await page.goto("/admin?tab=content&section=categories");
      await page.getByRole("button", { name: "إضافة فئة", exact: true }).click();
      const dialog = page.getByRole("dialog");
      await clearsAsTyped(dialog, { submit: "إضافة الفئة", field: "الاسم بالعربية", message: "الاسم بالعربية مطلوب", value: "فئة" });
      // The game's message too, cleared by choosing one.
      await dialog.getByText("اللعبة مطلوبة").waitFor();
      await dialog.getByLabel("اللعبة").selectOption("3");
      await dialog.getByText("اللعبة مطلوبة").waitFor({ state: "detached" });
      await context.close();
    });

    it("the blog admin's author dialog and post editor clear their messages as the user types", async () => {
      const { page, context } = await newPhone(browser, viewport);
      await signIn(page, "/blogadmin", "blog", "majlis-blog", page.getByRole("button", { name: "مقال جديد" }));
      await page.goto("/blogadmin?tab=authors");
      await page.getByRole("button", { name: "كاتب جديد" }).click();
      const dialog = page.getByRole("dialog");
      await clearsAsTyped(dialog, { submit: "حفظ", field: "الاسم بالعربية", message: "الاسم بالعربية مطلوب", value: "سارة" });
      await dialog.getByRole("button", { name: "إلغاء" }).click();
      await dialog.waitFor({ state: "detached" });

      await page.goto("/blogadmin?tab=posts");
      await page.getByRole("button", { name: "مقال جديد" }).click();
      await clearsAsTyped(page.locator("form"), { submit: "حفظ المقال", field: "العنوان", message: "العنوان مطلوب", value: "سهرة" });
      // The slug followed the title, so its message went too.
      assert.equal(await page.getByText("الرابط المختصر مطلوب").count(), 0);
      // The editor's link dialog is checked the same way, then inserts its link.
      await page.getByRole("button", { name: "رابط", exact: true }).click();
      const linkDialog = page.getByRole("dialog");
      await clearsAsTyped(linkDialog, { submit: "إدراج", field: "عنوان الرابط", message: "يُرجى إدخال عنوان الرابط", value: "https://majlis.example/" });
      await linkDialog.getByLabel("نص الرابط (اختياري)").fill("مجلس");
      await linkDialog.getByRole("button", { name: "إدراج", exact: true }).click();
      await linkDialog.waitFor({ state: "detached" });
      assert.match(await page.locator("#post-content").inputValue(), /\[مجلس\]\(https:\/\/majlis\.example\/\)/);
      await context.close();
    });

    it("both admins' tab bars reach every tab, and on a phone say that they scroll", async () => {
      const { page, context } = await newPhone(browser, viewport);
      await signIn(page, "/admin", "admin", "majlis-admin", page.getByText("مرحبًا بك، مشرف النظام").filter({ visible: true }));
      for (const [path, name, last] of [
        ["/admin", "أقسام لوحة التحكم", "المحذوفات"],
        ["/blogadmin", "أقسام إدارة المدونة", "الصور"],
      ]) {
        if (path === "/blogadmin") await signIn(page, path, "blog", "majlis-blog", page.getByRole("button", { name: "مقال جديد" }));
        const nav = page.getByRole("navigation", { name });
        const hint = nav.getByTestId("scroll-hint");
        const box = nav.getByTestId("table-scroll");
        const overflows = await box.evaluate((el) => el.scrollWidth > el.clientWidth + 2);
        // A phone cannot show every tab: the bar says there is more; a desktop shows them all.
        if (label === "360" && path === "/admin") assert.equal(overflows, true);
        assert.equal(await hint.isVisible(), overflows);
        // The last tab is reachable, and once there the hint goes.
        await nav.getByRole("link", { name: last, exact: true }).click();
        await page.waitForURL(/tab=/);
        await nav.getByRole("link", { name: last, exact: true }).and(page.locator("[aria-current=page]")).waitFor();
        await hint.waitFor({ state: "detached" });
      }
      await context.close();
    });
  });
}
