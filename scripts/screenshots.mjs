// Screenshots of the main screens at phone and desktop size.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]
//   baseUrl defaults to http://127.0.0.1:5191, outDir to e2e/artifacts/screenshots.
// Needs Debian's chromium at /usr/bin/chromium (browser downloads are blocked here).
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { chromium } from "playwright-core";

const base = (process.argv[2] ?? "http://127.0.0.1:5191").replace(/\/$/, "");
const outDir = resolve(process.argv[3] ?? "e2e/artifacts/screenshots");

const VIEWPORTS = [
  { name: "360", width: 360, height: 780, isMobile: true },
  { name: "1280", width: 1280, height: 800, isMobile: false },
];

async function settle(page) {
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250);
}

async function shoot(page, viewport, name, { fullPage = true } = {}) {
  await settle(page);
  const file = resolve(outDir, `${name}-${viewport.name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(`  ${file}`);
}

async function visit(page, path) {
  await page.goto(base + path, { waitUntil: "domcontentloaded" });
  await settle(page);
}

/**
 * The development sign-in: the worker shows test accounts when Google is not configured.
 * Clicks the account button; if the worker refuses the form post (seen: its page sends
 * Referrer-Policy no-referrer, so Chromium posts `Origin: null` and the CSRF check answers
 * cross_site_request), posts the same form with the page's origin and says so.
 */
async function devSignIn(page, account, problems) {
  await page.goto(`${base}/api/auth/google?intent=home`, { waitUntil: "domcontentloaded" });
  const button = page.locator(`button[name="account"][value="${account}"]`);
  await button.waitFor({ timeout: 10_000 });
  await button.click();
  await page.waitForLoadState("domcontentloaded");
  if (new URL(page.url()).pathname !== "/") {
    const body = (await page.textContent("body").catch(() => "")) ?? "";
    problems.push(`dev sign-in form refused (${new URL(page.url()).pathname}): ${body.slice(0, 120)}; posting it with Origin`);
    const res = await page.context().request.post(`${base}/api/auth/dev/login`, {
      form: { account, intent: "home", redirect: "" },
      headers: { Origin: base },
      maxRedirects: 0,
    });
    if (res.status() >= 400) throw new Error(`dev login failed: ${res.status()} ${await res.text()}`);
    await page.goto(`${base}/`, { waitUntil: "domcontentloaded" });
  }
  await page.getByRole("link", { name: /الملف الشخصي/ }).waitFor({ timeout: 15_000 });
  await settle(page);
}

async function run() {
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const problems = [];
  try {
    for (const viewport of VIEWPORTS) {
      console.log(`viewport ${viewport.width}x${viewport.height}`);
      const contextOptions = {
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: 1,
        isMobile: viewport.isMobile,
        hasTouch: viewport.isMobile,
        locale: "ar",
      };

      // ----- visitor -----
      const visitor = await browser.newContext(contextOptions);
      const page = await visitor.newPage();
      page.on("console", (msg) => {
        if (msg.type() === "error" && !/status of (401|404|410)/.test(msg.text())) problems.push(`[${viewport.name}] console: ${msg.text()}`);
      });
      page.on("pageerror", (err) => problems.push(`[${viewport.name}] page error: ${err.message}`));

      await visit(page, "/");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await shoot(page, viewport, "01-landing");

      await page.getByRole("button", { name: "الانضمام لغرفة" }).first().click();
      const codeInput = page.getByLabel("كود الغرفة");
      await codeInput.waitFor();
      await codeInput.fill("abc123");
      await shoot(page, viewport, "02-join-dialog", { fullPage: false });
      await page.getByRole("button", { name: "الانضمام للغرفة" }).click();
      await page.getByRole("alert").first().waitFor({ timeout: 5000 }).catch(() => {});
      await shoot(page, viewport, "03-join-error", { fullPage: false });
      await page.keyboard.press("Escape");

      await visit(page, "/create-room");
      await page.getByRole("heading", { name: "إنشاء غرفة جديدة" }).waitFor();
      await shoot(page, viewport, "04-create-room-guest");

      await visit(page, "/this-page-does-not-exist");
      await shoot(page, viewport, "05-not-found");

      await visit(page, "/privacy");
      await shoot(page, viewport, "06-privacy");

      await visit(page, "/contact");
      await shoot(page, viewport, "07-contact");

      await visit(page, "/room/ZZZZZZ");
      await shoot(page, viewport, "08-room-not-found");
      await visitor.close();

      // ----- signed in, free account -----
      const free = await browser.newContext(contextOptions);
      const freePage = await free.newPage();
      freePage.on("pageerror", (err) => problems.push(`[${viewport.name}] page error: ${err.message}`));
      try {
        await devSignIn(freePage, "free", problems);
        await shoot(freePage, viewport, "09-home-free");

        await visit(freePage, "/create-room?game=trivia-deception");
        await freePage.getByRole("heading", { name: "إنشاء غرفة جديدة" }).waitFor();
        await shoot(freePage, viewport, "10-create-room");

        await freePage.getByRole("button", { name: "إنشاء الغرفة" }).click();
        await freePage.waitForURL(/\/room\//, { timeout: 10_000 }).catch(() => {});
        await freePage.getByText("كود الغرفة").first().waitFor({ timeout: 10_000 }).catch(() => {});
        await shoot(freePage, viewport, "11-room");

        await visit(freePage, "/account");
        await freePage.getByText("معلومات الحساب").waitFor({ timeout: 10_000 });
        await shoot(freePage, viewport, "12-account-free");
      } catch (error) {
        problems.push(`[${viewport.name}] free account: ${error.message.split("\n")[0]}`);
        await shoot(freePage, viewport, "xx-free-failure", { fullPage: false });
      }
      await free.close();

      // ----- signed in, premium account -----
      const premium = await browser.newContext(contextOptions);
      const premiumPage = await premium.newPage();
      premiumPage.on("pageerror", (err) => problems.push(`[${viewport.name}] page error: ${err.message}`));
      try {
        await devSignIn(premiumPage, "premium", problems);
        await shoot(premiumPage, viewport, "13-home-premium");
        await visit(premiumPage, "/account");
        await premiumPage.getByText("معلومات الحساب").waitFor({ timeout: 10_000 });
        await shoot(premiumPage, viewport, "14-account-premium");
      } catch (error) {
        problems.push(`[${viewport.name}] premium account: ${error.message.split("\n")[0]}`);
        await shoot(premiumPage, viewport, "xx-premium-failure", { fullPage: false });
      }
      await premium.close();
    }
  } finally {
    await browser.close();
  }
  if (problems.length > 0) {
    console.log("\nproblems:");
    for (const problem of problems) console.log(`  ${problem}`);
    process.exitCode = 1;
  }
}

await run();
