// «عنّا»'s questions in the admin (issue 32): the shipped ones listed in their own section of the
// content tab, one question added through the dialog (a text without «؟» refused under the field
// first), several added at once with a refused line left in the box, then found by the search.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { launchBrowser, newPhone } from "../helpers.mjs";
import { screenshotter } from "../room-helpers.mjs";

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const shot = screenshotter(process.env.E2E_SCREENSHOTS && `${process.env.E2E_SCREENSHOTS}/admin-about-us`);
const stamp = Date.now().toString(36).slice(-4);
/** A dialog as the phone shows it: the screen, not the long list behind it. */
const dialogShot = async (page, name) => {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/admin-about-us/${name}-360.png` });
};

async function signIn(page) {
  await page.goto("/admin");
  await page.getByLabel("اسم المستخدم").fill("admin");
  await page.getByLabel("كلمة المرور").fill("majlis-admin");
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await page.getByText("مرحبًا بك، مشرف النظام").filter({ visible: true }).waitFor();
}

const toast = (page, title) => page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: title });
const total = async (page) => Number((await page.evaluate(async () => (await (await fetch("/api/admin/about-us-questions")).json()).total)));

describe("«عنّا» questions in the admin", () => {
  it("lists the shipped questions, adds one and several, refuses a line without «؟», and finds them", async () => {
    const admin = await newPhone(browser);
    const { page } = admin;
    await signIn(page);
    await page.goto("/admin?tab=content&section=about-us");
    await page.getByRole("heading", { name: "أسئلة «عنّا»" }).waitFor();
    // The newest first: the last shipped question of the last category.
    await page.getByText("أي أغنية عيد تذكرك بصغرك؟").first().waitFor();
    const before = await total(page);
    assert.ok(before >= 300, `${before} shipped questions`);
    await shot(admin, "01-list", { desktop: true });

    // One question through the dialog: without «؟» it is refused under the field.
    await page.getByRole("button", { name: "إضافة سؤال", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("السؤال").fill(`وش أغرب شي في شنطتك ${stamp}`);
    await dialog.getByLabel("الفئة").selectOption({ index: 1 });
    await dialog.getByRole("button", { name: "إضافة السؤال" }).click();
    await dialog.getByText("السؤال ينتهي بعلامة الاستفهام «؟»").waitFor();
    await dialogShot(page, "02-dialog-refused");
    await dialog.getByLabel("السؤال").fill(`وش أغرب شي في شنطتك ${stamp}؟`);
    await dialog.getByRole("button", { name: "إضافة السؤال" }).click();
    await toast(page, "تمت إضافة السؤال بنجاح").waitFor();
    await dialog.waitFor({ state: "detached" });
    assert.equal(await total(page), before + 1);

    // Several at once, one a line: the line without «؟» is refused and stays in the box.
    await page.getByRole("button", { name: "إضافة عدة أسئلة" }).click();
    const many = page.getByRole("dialog");
    await many.getByLabel("الفئة").selectOption({ index: 1 });
    await many.getByLabel("الأسئلة").fill(`وش أول شي تسويه الصبح ${stamp}؟\n\nأغرب هدية ${stamp}\nوش آخر أغنية سمعتها ${stamp}؟`);
    await many.getByText("جاهز للإرسال: 3 أسئلة").waitFor();
    await dialogShot(page, "03-import-lines");
    await many.getByRole("button", { name: "إضافة الأسئلة" }).click();
    await page.getByText("تم إضافة سؤالين").first().waitFor();
    assert.equal(await many.getByLabel("الأسئلة").inputValue(), `أغرب هدية ${stamp}`);
    await dialogShot(page, "03b-import-left");
    await page.keyboard.press("Escape");
    await many.waitFor({ state: "detached" });
    assert.equal(await total(page), before + 3);

    // The search finds the new ones.
    await page.getByLabel("البحث في الأسئلة").fill(stamp);
    // The shipped questions leave the list once the search applies; the three new ones stay.
    await page.getByText("أي أغنية عيد تذكرك بصغرك؟").first().waitFor({ state: "hidden" });
    await page.getByText(`وش آخر أغنية سمعتها ${stamp}؟`).first().waitFor();
    await page.getByText(`وش أغرب شي في شنطتك ${stamp}؟`).first().waitFor();
    await shot(admin, "04-search", { desktop: true });
    await admin.context.close();
  });
});
