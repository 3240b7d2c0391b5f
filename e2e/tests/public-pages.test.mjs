// The site's own pages a visitor reads before playing: privacy, terms and contact show
// their Arabic title and pass axe's WCAG 2.1 AA and best-practice rules on a phone;
// so does a signed-in player's account page.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { expectAccessible, launchBrowser, newPhone } from "../helpers.mjs";

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

describe("public pages", () => {
  for (const [path, title] of [
    ["/privacy", "سياسة الخصوصية"],
    ["/terms", "الشروط والأحكام"],
    ["/contact", "تواصل معنا"],
  ]) {
    it(`${path} shows «${title}» and is accessible`, async () => {
      const { context, page } = await newPhone(browser);
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      assert.equal(await page.getAttribute("html", "dir"), "rtl");
      await expectAccessible(page, path);
      await context.close();
    });
  }

  it("a signed-in player's account page shows their details and is accessible", async () => {
    const { context, page } = await newPhone(browser);
    await page.goto("/api/auth/google?intent=home");
    await page.getByRole("button", { name: "الدخول بحساب مجاني" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/account");
    await page.getByRole("heading", { name: "معلومات الحساب" }).waitFor();
    await page.locator("dd").getByText("free@dev.majlis.local").waitFor();
    await expectAccessible(page, "account");
    await context.close();
  });
});
