// The blog end to end: the blog admin writes a post with a table and an uploaded picture and
// publishes it; a visitor finds it by search, by category and by tag, copies its link, and a
// post full of HTML, script tags and javascript: links runs nothing.
import assert from "node:assert/strict";
import { resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { BASE_URL, DESKTOP, expectAccessible, launchBrowser, newPhone, PHONE } from "../helpers.mjs";

const PICTURE = resolve(import.meta.dirname, "../../web/public/seed/blog/family-night.jpg");
const word = `تجربه${Date.now().toString(36)}`;
const title = `سهرة الجمعة ${word}`;
const xssTitle = `مقال ملغوم ${word}`;
/** Where to save the undo toast's screenshots, when asked (BLOG_SHOTS=dir). */
const SHOTS = process.env.BLOG_SHOTS;

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

async function signIn(page) {
  await page.goto("/blogadmin");
  await page.getByText("بيئة تطوير").waitFor();
  await expectAccessible(page, "blog admin: sign-in");
  await page.getByLabel("اسم المستخدم").fill("blog");
  await page.getByLabel("كلمة المرور").fill("majlis-blog");
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await page.getByRole("button", { name: "مقال جديد" }).waitFor();
  await expectAccessible(page, "blog admin: posts");
}

function toast(page, title) {
  return page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: title });
}

async function newPost(page, { titleAr, excerpt, body }) {
  await page.getByRole("button", { name: "مقال جديد" }).click();
  await page.getByLabel("العنوان").fill(titleAr);
  await page.getByLabel("المقتطف").fill(excerpt);
  await page.locator("#post-content").fill(body);
  await page.getByLabel("الحالة").selectOption("published");
}

describe("blog", () => {
  it("the blog admin writes and publishes a post with a table and an uploaded picture, and one with hostile markup", async () => {
    const { context, page } = await newPhone(browser, DESKTOP);
    await signIn(page);

    await newPost(page, { titleAr: title, excerpt: "أفكار سريعة لسهرة الجمعة مع الأصحاب.", body: "## جدول السهرة\n\nهذه خطتنا:\n" });
    // The slug follows the title on creation.
    assert.equal(await page.getByLabel("الرابط المختصر (slug)").inputValue(), `سهره-الجمعه-${word}`);
    await page.locator("#post-content").press("End");
    await page.getByRole("button", { name: "جدول" }).click();
    assert.match(await page.locator("#post-content").inputValue(), /\| العمود 1 \| العمود 2 \| العمود 3 \|\n\| --- \| --- \| --- \|\n\| خلية \| خلية \| خلية \|\n\| خلية \| خلية \| خلية \|/);

    await page.getByRole("button", { name: "رفع صورة" }).click();
    const upload = page.getByRole("dialog", { name: "رفع صورة" });
    await upload.getByLabel("الصورة", { exact: true }).setInputFiles(PICTURE);
    await upload.getByRole("button", { name: "رفع الصورة" }).click();
    await upload.getByText("النص البديل مطلوب (مهم لمحركات البحث)").waitFor();
    await upload.getByLabel("النص البديل (مطلوب)").fill("فانوس وجوالات في مجلس");
    await upload.getByRole("button", { name: "رفع الصورة" }).click();
    await upload.waitFor({ state: "detached" });
    assert.match(await page.locator("#post-content").inputValue(), /!\[فانوس وجوالات في مجلس\]\(\/uploads\/blog\/[A-Za-z0-9-]+\.jpg\)/);

    // Dropping a picture on the editor opens the upload dialog with it.
    await page.locator("#post-content").evaluate(async (area) => {
      const bytes = await (await fetch("/seed/blog/ramadan-nights.jpg")).blob();
      const data = new DataTransfer();
      data.items.add(new File([bytes], "ramadan.jpg", { type: "image/jpeg" }));
      area.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    const dropped = page.getByRole("dialog", { name: "رفع صورة" });
    await dropped.locator("img").waitFor();
    await dropped.getByLabel("النص البديل (مطلوب)").fill("هلال وفانوس");
    await dropped.getByRole("button", { name: "رفع الصورة" }).click();
    await dropped.waitFor({ state: "detached" });
    assert.match(await page.locator("#post-content").inputValue(), /!\[هلال وفانوس\]\(\/uploads\/blog\/[A-Za-z0-9-]+\.jpg\)/);

    await page.getByLabel("التصنيف").selectOption({ label: "أفكار للسهرات" });
    await page.getByRole("button", { name: "#سهرات" }).click();
    await page.getByRole("button", { name: "معاينة" }).click();
    assert.equal(await page.getByLabel("معاينة المقال").locator("td").count(), 6);
    await page.getByRole("button", { name: "حفظ المقال" }).click();
    await page.getByText("تم إنشاء المقال بنجاح").waitFor();
    await page.getByRole("cell", { name: title, exact: true }).waitFor();

    await newPost(page, {
      titleAr: xssTitle,
      excerpt: "<img src=x onerror=\"window.__xss='excerpt'\">",
      body: [
        "<script>window.__xss = 'script'</script>",
        '<img src="x" onerror="window.__xss=\'img\'">',
        "[اضغط هنا](javascript:window.__xss='link')",
        "[رابط بيانات](data:text/html,<script>alert(1)</script>)",
        "![صورة](javascript:alert(1))",
      ].join("\n\n"),
    });
    await page.getByRole("button", { name: "حفظ المقال" }).click();
    await page.getByText("تم إنشاء المقال بنجاح").waitFor();
    await context.close();
  });

  it("a visitor finds the post by search, category and tag, reads its table and picture, and copies its link", async () => {
    const { context, page } = await newPhone(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    await page.goto("/blog");
    await page.getByRole("searchbox").waitFor();
    await expectAccessible(page, "blog");
    await page.getByRole("searchbox").fill("س");
    await page.getByRole("button", { name: "بحث" }).click();
    await page.getByText("يلزم كتابة حرفين على الأقل للبحث").waitFor();
    await page.getByRole("searchbox").fill(word);
    await page.getByRole("button", { name: "بحث" }).click();
    await page.waitForURL(/\/blog\?search=/);
    await page.getByRole("link", { name: title }).click();

    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    assert.equal(await page.locator("article td").count(), 6);
    const picture = 'article img[alt="فانوس وجوالات في مجلس"]';
    await page.locator(picture).waitFor();
    // Looked up again on every check, so a re-rendered article is judged by its current picture.
    await page.waitForFunction((selector) => {
      const img = document.querySelector(selector);
      return img !== null && img.complete && img.naturalWidth > 0;
    }, picture);
    await expectAccessible(page, "blog post");
    const postUrl = page.url();

    await page.getByRole("button", { name: "نسخ الرابط" }).click();
    await page.getByRole("button", { name: "تم النسخ!" }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), postUrl);
    // The copied state is a short indicator, not a lasting one.
    await page.getByRole("button", { name: "نسخ الرابط" }).waitFor();

    await page.goto(`/blog/category/${encodeURIComponent("افكار-للسهرات")}`);
    await page.getByRole("heading", { level: 1, name: "أفكار للسهرات" }).waitFor();
    await page.getByRole("link", { name: title }).first().waitFor();
    await expectAccessible(page, "blog category");
    await page.goto(`/blog/tag/${encodeURIComponent("سهرات")}`);
    await page.getByRole("heading", { level: 1, name: "#سهرات" }).waitFor();
    await page.getByRole("link", { name: title }).first().waitFor();
    await expectAccessible(page, "blog tag");

    // Crawlers get the title and picture without running any script.
    const html = await (await fetch(postUrl)).text();
    assert.match(html, new RegExp(`<meta property="og:title" content="${title} \\| مجلس"`));
    assert.match(html, /<meta name="twitter:card" content="summary_large_image"/);
    await context.close();
  });

  it("the blog admin deletes a post, which leaves the blog at once, and «تراجع» brings it back, at 360 and 1280 px", async () => {
    for (const [label, viewport] of [["360", PHONE], ["1280", DESKTOP]]) {
      const { context, page } = await newPhone(browser, viewport);
      await signIn(page);
      const undoTitle = `مقال للتراجع ${label} ${word}`;
      const post = await page.evaluate(async (body) => {
        const res = await fetch("/api/admin/blog/posts", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
        return res.json();
      }, { titleAr: undoTitle, slug: `undo-${label}-${word}`, excerptAr: "مقال يُحذف ثم يعود.", contentAr: "نص", status: "published" });
      const publicStatus = async () => (await fetch(`${BASE_URL}/api/blog/posts/${encodeURIComponent(post.slug)}`)).status;
      assert.equal(await publicStatus(), 200);

      await page.reload();
      const deleteButton = page.getByRole("button", { name: `حذف ${undoTitle}` });
      await deleteButton.click();
      const confirm = page.getByRole("dialog");
      await confirm.getByText("ويمكن التراجع عن الحذف").waitFor();
      await confirm.getByRole("button", { name: "حذف المقال", exact: true }).click();
      const undoToast = toast(page, "تم حذف المقال بنجاح");
      await undoToast.waitFor();
      await deleteButton.waitFor({ state: "detached" });
      assert.equal(await publicStatus(), 404);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/blog-undo-toast-${label}.png` });

      await undoToast.getByRole("button", { name: "تراجع" }).click();
      await toast(page, "تمت استعادة المقال").waitFor();
      await deleteButton.waitFor();
      assert.equal(await publicStatus(), 200);
      await context.close();
    }
  });

  it("shows hostile markup as inert text and links", async () => {
    const { context, page } = await newPhone(browser);
    const dialogs = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`/blog?search=${encodeURIComponent(xssTitle)}`);
    await page.getByRole("link", { name: xssTitle }).click();
    await page.getByRole("heading", { level: 1, name: xssTitle }).waitFor();
    const article = page.locator("article");
    await article.getByText("<script>window.__xss = 'script'</script>").waitFor();
    await article.getByText(`<img src="x" onerror="window.__xss='img'">`).waitFor();
    assert.equal(await article.locator("script").count(), 0);
    assert.equal(await article.locator("img[src='x']").count(), 0);
    assert.equal(await article.locator('a[href^="javascript"], a[href^="data"]').count(), 0);
    await article.getByText("اضغط هنا").click();
    assert.equal(await page.evaluate(() => window.__xss ?? null), null);
    assert.deepEqual(dialogs, []);
    await context.close();
  });
});
