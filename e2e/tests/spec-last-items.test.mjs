// The specification's last items (issue 50), as a visitor sees them at 360 and 1280 px: the
// landing counts the games it shows and sets four in one row; the home profile button names the
// player at 360 px; a new guest's create screen starts with a name, and a failed creation is a
// toast; a blog category's and tag's page search their own posts, say when nothing matched and
// clear the search; a missing post, category or tag keeps its not-found title and noindex.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { DESKTOP, launchBrowser, newPhone, PHONE } from "../helpers.mjs";

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const toast = (page, text) => page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text });

describe("the landing and the home screen", () => {
  it("counts the games in words and shows them four in a row at 1280 px", async () => {
    const { context, page } = await newPhone(browser, DESKTOP);
    await page.goto("/");
    const games = page.getByRole("region", { name: "الألعاب" }).or(page.locator("section[aria-labelledby=games-title]"));
    const count = (await (await page.request.get("/api/games")).json()).filter((g) => g.isActive !== false).length;
    const words = { 3: "ثلاث ألعاب", 4: "أربع ألعاب", 5: "خمس ألعاب" }[count];
    await page.getByTestId("games-count").filter({ hasText: `${words} تناسب كل جَمعة` }).waitFor();
    const cards = games.locator(".grid > *");
    await cards.nth(count - 1).waitFor();
    const tops = await cards.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().top)));
    assert.equal(tops.length, count);
    if (count === 4) assert.equal(new Set(tops).size, 1, `four cards in one row: ${tops}`);
    await context.close();
  });

  it("names the signed-in player on the profile button at 360 px", async () => {
    const { context, page } = await newPhone(browser, PHONE);
    assert.equal((await page.request.post("/api/auth/dev/login", { data: { account: "free" } })).status(), 200);
    await page.goto("/");
    const name = page.getByTestId("profile-name");
    await name.waitFor();
    assert.equal(await name.textContent(), "لاعب مجاني (تجريبي)");
    const box = await name.boundingBox();
    assert.ok(box && box.width > 20, "the name is shown, not only the initials");
    // A long name is cut with an ellipsis inside the header, never pushing the page sideways.
    assert.equal(await name.evaluate((node) => getComputedStyle(node).textOverflow), "ellipsis");
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    await context.close();
  });
});

describe("the create screen", () => {
  it("starts a new guest with a friendly name, and says a failed creation in a toast", async () => {
    const { context, page } = await newPhone(browser, PHONE);
    await page.goto("/create-room");
    const nickname = page.getByLabel("اسمك في اللعبة");
    await nickname.waitFor();
    assert.notEqual((await nickname.inputValue()).trim(), "", "a new guest's name is filled in");
    await page.route("**/api/rooms", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "الخدمة مشغولة الآن، يُرجى المحاولة بعد قليل", code: "busy", errors: [] }) })
        : route.continue(),
    );
    await page.getByRole("button", { name: "إنشاء الغرفة" }).click();
    await toast(page, "فشل إنشاء الغرفة").filter({ hasText: "الخدمة مشغولة الآن" }).waitFor();
    assert.equal(await page.locator("form").getByRole("alert").count(), 0, "no red box under the form");
    await context.close();
  });
});

describe("a blog category's and tag's search", () => {
  for (const [label, viewport] of [
    ["360", PHONE],
    ["1280", DESKTOP],
  ]) {
    it(`narrows the page's own posts, says when nothing matched and clears the search at ${label} px`, async () => {
      const { context, page } = await newPhone(browser, viewport);
      for (const [path, word, name] of [
        ["/blog/category/طرق-اللعب", "الاتهامات", "البحث في مقالات هذا التصنيف"],
        ["/blog/tag/سهرات", "الاتهامات", "البحث في مقالات هذا الوسم"],
      ]) {
        await page.goto(encodeURI(path));
        const box = page.getByRole("searchbox", { name });
        // The worker draws a blog page; its search works once the app has taken it over.
        await box.click();
        await box.evaluate((node) => new Promise((resolve) => {
          const owned = () => "__appOwned" in node || !node.isConnected;
          if (owned()) return resolve();
          const timer = setInterval(() => owned() && (clearInterval(timer), resolve()), 50);
        }));
        await box.fill(word);
        await box.press("Enter");
        await page.waitForURL((url) => decodeURIComponent(url.pathname) === path && url.searchParams.get("search") === word);
        await page.getByRole("heading", { name: /مين أكثر واحد/ }).first().waitFor();
        await page.getByTestId("taxonomy-count").filter({ hasText: "مقال واحد" }).waitFor();
        assert.equal(await page.getByRole("heading", { name: /الدليل الكامل/ }).count(), 0, "a post without the word is left out");

        await box.fill("كلمةلاتوجدأبدا");
        await box.press("Enter");
        await page.getByText(/لا توجد نتائج لبحثك/).waitFor();
        await page.getByRole("link", { name: "مسح البحث" }).first().click();
        await page.waitForURL((url) => decodeURIComponent(url.pathname) === path && !url.searchParams.has("search"));
        await page.getByTestId("taxonomy-count").filter({ hasText: "في هذه الصفحة" }).waitFor();
      }
      await context.close();
    });
  }
});

describe("a missing blog page", () => {
  it("keeps its not-found title and noindex after the app has run", async () => {
    const { context, page } = await newPhone(browser, DESKTOP);
    for (const [path, title] of [
      ["/blog/category/لا-يوجد-تصنيف", "التصنيف غير موجود"],
      ["/blog/tag/لا-يوجد-وسم", "الوسم غير موجود"],
      ["/blog/لا-يوجد-مقال", "المقال غير موجود"],
    ]) {
      await page.goto(encodeURI(path));
      // The app has run: its not-found view is on screen.
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await page.getByRole("link", { name: "العودة إلى المدونة" }).waitFor();
      // Two frames: the app's page effects (title, robots) have run after its not-found view.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.match(await page.title(), new RegExp(`^${title}`), path);
      assert.equal(await page.locator('meta[name="robots"]').getAttribute("content").then((c) => c.replace(/\s/g, "")), "noindex,nofollow", path);
    }
    await context.close();
  });
});
