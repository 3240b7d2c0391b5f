// Buying premium end to end through the local Tap sandbox: a free player is
// refused with «الرفض», then buys the cheapest tier with «الدفع», comes home as
// premium and starts a meme game; the admin sees the payment and the revenue.
import { formatRiyals } from "../../schema/money.ts";
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { BASE_URL, expectAccessible, launchBrowser, newPhone } from "../helpers.mjs";
import { chooseGame, screenshotter, WAIT } from "../room-helpers.mjs";

const shot = screenshotter(process.env.SCREENSHOT_DIR);

let browser;
let buyer;
let cheapest;
/** The development free account is shared by the browser tests: start it free and give it back free. */
async function revokeFreeAccount() {
  const admin = await newPhone(browser);
  await admin.page.request.post("/api/admin/login", { data: { username: "admin", password: "majlis-admin" } });
  const { users } = await (await admin.page.request.get("/api/admin/users?search=free%40dev.majlis.local")).json();
  for (const user of users) if (user.isPremium) await admin.page.request.post(`/api/admin/users/${user.id}/revoke-access`, { data: {} });
  await admin.context.close();
}

before(async () => {
  browser = await launchBrowser();
  await revokeFreeAccount();
  buyer = await newPhone(browser);
  const tiers = await (await buyer.page.request.get("/api/pricing-tiers")).json();
  cheapest = tiers.reduce((a, b) => (b.price < a.price ? b : a));
});
after(async () => {
  if (browser) await revokeFreeAccount();
  await browser?.close();
});

async function payFor(page, tier) {
  await page.goto("/premium");
  await page.getByRole("button", { name: `الدفع الآن: ${tier.tierNameAr}` }).click();
  await page.waitForURL(/\/api\/dev\/tap\/checkout\/chg_/);
  await page.getByText("وضع تجريبي").waitFor();
}

async function access(page) {
  return (await page.request.get("/api/user/access")).json();
}

describe("premium purchase", () => {
  it("sends a visitor to sign in first, and «الرفض» leaves the free player free on the failure screen", async () => {
    const { page } = buyer;
    await page.goto("/premium");
    await page.getByRole("heading", { name: "العضوية المميزة" }).waitFor();
    await page.getByRole("heading", { name: cheapest.tierNameAr }).waitFor();
    await shot(buyer, "premium-visitor", { desktop: true });
    await expectAccessible(page, "premium (visitor)");

    await page.getByRole("button", { name: `الدفع الآن: ${cheapest.tierNameAr}` }).click();
    await page.getByRole("button", { name: "الدخول بحساب مجاني" }).click();
    await page.waitForURL(`${BASE_URL}/premium`);
    assert.equal((await access(page)).hasAccess, false);

    await payFor(page, cheapest);
    await page.getByRole("button", { name: "الرفض" }).click();
    await page.waitForURL(/\/payment\/verify\?tap_id=chg_/);
    // Declined: said on the page («تم رفض الدفع»), with the way to try again; no toast over the header.
    await page.getByRole("heading", { name: "تم رفض الدفع" }).waitFor();
    await page.getByRole("link", { name: "إعادة المحاولة" }).waitFor();
    await page.getByRole("link", { name: "الرئيسية", exact: true }).waitFor();
    assert.equal(await page.getByText("فشل التحقق").count(), 0);
    await shot(buyer, "payment-failed", { desktop: true });
    await expectAccessible(page, "payment failed");
    assert.equal((await access(page)).hasAccess, false);

    await page.getByRole("link", { name: "إعادة المحاولة" }).click();
    await page.waitForURL(`${BASE_URL}/premium`);
    await page.getByRole("button", { name: `الدفع الآن: ${cheapest.tierNameAr}` }).waitFor();
  });

  it("buys the cheapest tier with «الدفع», lands on success, comes home premium and starts a meme game", async () => {
    const { page } = buyer;
    await shot(buyer, "premium-free-user", { desktop: true });
    await payFor(page, cheapest);
    await shot(buyer, "tap-sandbox", { desktop: true });
    await expectAccessible(page, "payments sandbox checkout");
    // Exactly «الدفع»: the sandbox also offers «الدفع دون إشعار» (issue 36).
    await page.getByRole("button", { name: "الدفع", exact: true }).click();
    await page.waitForURL(/\/payment\/verify\?tap_id=chg_/);
    await page.getByRole("heading", { name: "تم الدفع بنجاح" }).waitFor();
    await shot(buyer, "payment-success", { desktop: true });

    // Three seconds later the success screen goes home by itself.
    await page.waitForURL(`${BASE_URL}/`, WAIT);
    await page.getByText("عضو مميز").first().waitFor();
    assert.equal(await page.getByRole("link", { name: "ترقية للعضوية المميزة" }).count(), 0);
    const now = await access(page);
    assert.equal(now.hasAccess, true);
    const days = (Date.parse(now.expiresAt) - Date.now()) / 86_400_000;
    assert.ok(days > cheapest.durationDays - 0.1 && days <= cheapest.durationDays, `premium for ${days} days`);

    await page.goto("/premium");
    await page.getByRole("heading", { name: "أنت عضو مميز بالفعل" }).waitFor();
    await shot(buyer, "premium-member", { desktop: true });
    await expectAccessible(page, "premium (member)");

    await page.goto("/create-room");
    await page.getByLabel("اسمك في اللعبة").fill("نورة");
    await page.getByRole("button", { name: "إنشاء الغرفة" }).click();
    await page.waitForURL(/\/room\/[A-Z2-9]{6}$/);
    await page.getByTestId("players-grid").waitFor(WAIT);
    await chooseGame(page, "meme-game");
    await page.getByRole("button", { name: "بدء اللعبة" }).click();
    await page.locator("[data-meme-phase]").first().waitFor(WAIT);
  });

  it("shows the payment in the admin's log and its revenue on the payments overview", async () => {
    const admin = await newPhone(browser);
    const { page } = admin;
    await page.goto("/admin");
    await page.getByLabel("اسم المستخدم").fill("admin");
    await page.getByLabel("كلمة المرور").fill("majlis-admin");
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await page.goto("/admin?tab=payments");

    const overview = page.getByTestId("payments-overview");
    await overview.waitFor(WAIT);
    // The total is every payment of the test database (other browser tests buy too): the server's own figure, this payment in it.
    const stats = await (await page.request.get("/api/admin/payments/stats?tzOffset=0")).json();
    assert.ok(stats.revenue.total >= cheapest.price, `total ${stats.revenue.total} includes this payment of ${cheapest.price}`);
    const revenue = overview.getByTestId("revenue-total");
    await revenue.filter({ hasText: `${formatRiyals(stats.revenue.total)} ر.س` }).waitFor();
    await shot(admin, "admin-payments-overview", { desktop: true });
    await expectAccessible(page, "admin: payments overview");

    await page.getByRole("tab", { name: "سجل المدفوعات" }).click();
    const log = page.getByTestId("payments-log");
    await log.waitFor(WAIT);
    const row = log.locator("tbody tr:visible, li:visible").filter({ hasText: cheapest.tierNameAr }).filter({ hasText: "مكتمل" });
    await row.first().waitFor();
    assert.match(await row.first().innerText(), /لاعب مجاني/);
    await log.getByText(/عرض \d+ من (\d+ )?(دفعة|دفعتين|دفعات)( واحدة)?$/).waitFor();
    await shot(admin, "admin-payments-log", { desktop: true });
    await expectAccessible(page, "admin: payments log");

    await log.getByRole("button", { name: "فاشلة" }).click();
    await log.getByText(/عرض \d+ من (\d+ )?(دفعة|دفعتين|دفعات)( واحدة)? حسب التصفية/).waitFor();
    // The filtered answer, not the previous rows kept on screen while it loads.
    await log.locator('[data-testid="payments-list"][aria-busy="false"]').waitFor();
    await log.locator("tbody tr:visible, li:visible").filter({ hasText: "فاشل" }).first().waitFor();
    assert.equal(await log.locator("tbody tr:visible, li:visible").filter({ hasText: "مكتمل" }).count(), 0);
    await admin.context.close();
  });
});
