// The platform admin fills the games from the content tab: a trivia category and
// subcategory, five pasted questions of which one is incomplete (highlighted, not
// sent), a 2 MB PNG meme picture (stored downscaled); then a premium room plays that
// subcategory and sees an imported question, and a meme room shows the uploaded picture.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";
import { DESKTOP, launchBrowser, newPhone } from "../helpers.mjs";
import { applySettingsAndStart, chooseGame, createRoom, phaseSelector, screenshotter, WAIT } from "../room-helpers.mjs";

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const shot = screenshotter(process.env.E2E_SCREENSHOTS && `${process.env.E2E_SCREENSHOTS}/admin-content`);

// ---------- a real PNG of about 2 MB ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
/** An RGB PNG of noise (incompressible, so the file is as big as its pixels). */
function noisePng(width, height) {
  const raw = randomBytes((width * 3 + 1) * height);
  // Each line starts with its filter type: 0, none.
  for (let line = 0; line < height; line++) raw[line * (width * 3 + 1)] = 0;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

// ---------- the admin's steps ----------

const stamp = Date.now().toString(36).slice(-4);
const CATEGORY = `فئة الاختبار ${stamp}`;
const SUBCATEGORY = `عواصم الاختبار ${stamp}`;
const MEME_CATEGORY = `ميمز الاختبار ${stamp}`;
const QUESTIONS = [
  [`ما عاصمة اليابان ${stamp}؟`, "طوكيو", "", "", "كيوتو", "أوساكا", "ناغويا"],
  [`ما عاصمة كندا ${stamp}؟`, "أوتاوا", "", "", "تورنتو", "مونتريال", "فانكوفر"],
  [`ما عاصمة أستراليا ${stamp}؟`, "كانبرا", "", "", "سيدني", "ملبورن", "بيرث"],
  [`ما عاصمة البرازيل ${stamp}؟`, "برازيليا", "", "", "ريو", "ساو باولو", "سلفادور"],
];
const INCOMPLETE = [`ما عاصمة تركيا ${stamp}؟`, "أنقرة", "", "", "إسطنبول"];
const TABLE = [QUESTIONS[0], QUESTIONS[1], INCOMPLETE, QUESTIONS[2], QUESTIONS[3]].map((row) => row.join("\t")).join("\n");

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

async function section(page, name) {
  await page.goto(`/admin?tab=content&section=${name}`);
  await page.locator("section h2").first().waitFor();
}

async function addCategory(page, name, gameId) {
  await page.getByRole("button", { name: "إضافة فئة", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("الاسم بالعربية").fill(name);
  await dialog.getByLabel("اللعبة").selectOption(String(gameId));
  await dialog.getByRole("button", { name: "إضافة الفئة" }).click();
  await toast(page, "تم إضافة الفئة بنجاح").waitFor();
  await dialog.waitFor({ state: "detached" });
}

describe("admin content", () => {
  it("adds a category, a subcategory, a pasted table and a big meme picture, and rooms play them", async () => {
    const admin = await newPhone(browser, DESKTOP);
    const { page } = admin;
    await signIn(page);

    // ---------- categories ----------
    await section(page, "categories");
    await shot(admin, "01-categories", { desktop: true });
    await addCategory(page, CATEGORY, 1);
    await addCategory(page, MEME_CATEGORY, 2);
    const row = page.getByRole("listitem").filter({ has: page.getByText(CATEGORY, { exact: true }) });
    await row.getByRole("button", { name: `عرض الفئات الفرعية لـ ${CATEGORY}` }).click();
    await row.getByRole("button", { name: `إضافة فئة فرعية إلى ${CATEGORY}` }).click();
    const subDialog = page.getByRole("dialog");
    assert.equal(await subDialog.getByLabel("الفئة").inputValue(), await subDialog.getByLabel("الفئة").locator("option", { hasText: CATEGORY }).getAttribute("value"));
    await subDialog.getByLabel("الاسم بالعربية").fill(SUBCATEGORY);
    await subDialog.getByRole("button", { name: "إضافة الفئة الفرعية" }).click();
    await toast(page, "تم إضافة الفئة الفرعية بنجاح").waitFor();
    await row.getByText(SUBCATEGORY).waitFor();
    // The meme game is premium: its new category is premium and says so.
    await page.getByRole("listitem").filter({ has: page.getByText(MEME_CATEGORY, { exact: true }) }).getByText("مميزة").waitFor();

    // ---------- five pasted questions, one incomplete ----------
    await section(page, "questions");
    await page.getByRole("button", { name: "إضافة من جدول" }).click();
    const importDialog = page.getByRole("dialog");
    await importDialog.getByLabel("لصق الجدول هنا").fill(TABLE);
    await importDialog.getByRole("button", { name: "إضافة الصفوف إلى الجدول" }).click();
    const rows = importDialog.locator("tbody tr");
    assert.equal(await rows.count(), 5);
    assert.deepEqual(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-row-state"))), ["ready", "ready", "incomplete", "ready", "ready"]);
    // Category and subcategory come first: without them nothing can be sent.
    const submit = importDialog.getByRole("button", { name: /^إضافة (الأسئلة|\d+ أسئلة)$/ });
    assert.equal(await submit.isDisabled(), true);
    await importDialog.getByLabel("الفئة", { exact: true }).selectOption({ label: CATEGORY });
    await importDialog.getByLabel("الفئة الفرعية").selectOption({ label: SUBCATEGORY });
    await importDialog.getByText("جاهز للإرسال: 4 صفوف من 5").waitFor();
    await shot(admin, "02-import-table", { desktop: true });
    await submit.click();
    // The dialog stays open (a row is left), so the toast beside it is hidden from the accessibility tree: find it by its words.
    await page.getByText("تمت العملية").waitFor();
    await page.getByText("تم إضافة 4 أسئلة", { exact: true }).waitFor();
    // The incomplete row was not sent and stays to be fixed.
    await importDialog.locator('tbody tr[data-row-state="incomplete"]').waitFor();
    assert.equal(await importDialog.locator("tbody tr").count(), 1);
    await page.keyboard.press("Escape");
    await importDialog.waitFor({ state: "detached" });
    const listed = await page.evaluate(async (search) => (await (await fetch(`/api/admin/questions?search=${encodeURIComponent(search)}`)).json()).items.map((q) => q.content), stamp);
    assert.deepEqual(listed.sort(), QUESTIONS.map((q) => q[0]).sort());

    // ---------- a 2 MB PNG meme picture ----------
    const png = noisePng(1800, 400);
    assert.ok(png.length > 2_000_000, `the PNG is ${png.length} bytes`);
    await section(page, "memes");
    await page.getByRole("button", { name: "إضافة صورة" }).click();
    const memeDialog = page.getByRole("dialog");
    await memeDialog.locator('input[type="file"]').setInputFiles({ name: "big-meme.png", mimeType: "image/png", buffer: png });
    await memeDialog.getByText("تم رفع الصورة. يمكنك الضغط لتغييرها").waitFor(WAIT);
    await memeDialog.getByLabel("الفئة").selectOption({ label: MEME_CATEGORY });
    await memeDialog.getByText("صندوق نص واحد").click();
    await memeDialog.getByRole("button", { name: "إضافة الصورة" }).click();
    await toast(page, "تمت إضافة صورة الميم بنجاح").waitFor();
    const memes = await page.evaluate(
      async (category) => (await (await fetch("/api/admin/meme-images?pageSize=200")).json()).items.filter((m) => m.category.nameAr === category),
      MEME_CATEGORY,
    );
    assert.equal(memes.length, 1);
    const imageUrl = memes[0].imageUrl;
    assert.match(imageUrl, /^\/uploads\/meme\/[0-9a-f-]{36}\.\w+$/);
    // Stored downscaled: at most 1,200 px on the long side and much smaller than the 2 MB sent.
    const stored = await page.evaluate(async (url) => {
      const res = await fetch(url);
      const blob = await res.blob();
      const bitmap = await createImageBitmap(blob);
      return { type: res.headers.get("Content-Type"), size: blob.size, width: bitmap.width, height: bitmap.height, nosniff: res.headers.get("X-Content-Type-Options") };
    }, imageUrl);
    assert.equal(stored.width, 1200);
    assert.equal(stored.height, 267);
    assert.ok(stored.size < png.length, `stored ${stored.size} bytes`);
    assert.equal(stored.nosniff, "nosniff");
    assert.match(stored.type, /^image\/(webp|png|jpeg)$/);
    await shot(admin, "03-memes", { desktop: true });

    // ---------- bulk upload: two pictures and a file that is not one ----------
    const tinyPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
    await page.getByRole("button", { name: "رفع متعدد" }).click();
    const bulkDialog = page.getByRole("dialog");
    await bulkDialog.locator('input[type="file"]').setInputFiles([
      { name: "first.png", mimeType: "image/png", buffer: tinyPng },
      { name: "second.png", mimeType: "image/png", buffer: tinyPng },
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") },
    ]);
    await bulkDialog.getByText("تم رفع 2 من 3").waitFor(WAIT);
    await bulkDialog.getByText(/نوع الملف غير مدعوم: notes\.txt/).waitFor();
    // A refused type is not offered for retry: it would fail the same way.
    assert.equal(await bulkDialog.getByRole("button", { name: /إعادة محاولة الفاشلة/ }).count(), 0);
    await bulkDialog.getByRole("button", { name: /^إضافة صورتين$/ }).click();
    await page.getByText("الرجاء اختيار الفئة أولاً").first().waitFor();
    // Another category than the room's below, which must hold the big picture only.
    const other = await bulkDialog.getByLabel("الفئة").locator("option").evaluateAll((options, mine) => options.find((o) => o.value && o.textContent !== mine).value, MEME_CATEGORY);
    await bulkDialog.getByLabel("الفئة").selectOption(other);
    await bulkDialog.getByRole("button", { name: /^إضافة صورتين$/ }).click();
    await page.getByText("تمت إضافة صورتين بنجاح").waitFor();
    await bulkDialog.waitFor({ state: "detached" });
    await admin.context.close();

    // ---------- a premium room plays the new subcategory ----------
    const host = { name: "مضيف", ...(await newPhone(browser)) };
    await createRoom(host.page, host.name, "premium");
    await host.page.getByTestId("players-grid").waitFor(WAIT);
    const chosen = await chooseGame(host.page, "trivia-deception");
    const subId = await host.page.locator("[data-category-id]", { hasText: SUBCATEGORY }).getAttribute("data-category-id");
    const mine = host.page.locator(`[data-category-id="${subId}"]`);
    if ((await mine.getAttribute("aria-pressed")) !== "true") await mine.click();
    await host.page.locator(`[data-category-id="${subId}"][aria-pressed="true"]`).waitFor();
    while ((await chosen.count()) > 1) {
      const others = host.page.locator(`[data-category-id]:not([data-category-id="${subId}"])[aria-pressed="true"]`);
      await others.first().click();
    }
    await applySettingsAndStart(host, host, { rounds: 3 });
    const trivia = phaseSelector("trivia");
    // One subcategory chosen: nothing to choose between, so the room draws from it at once.
    await host.page.locator(trivia(1, "writing")).waitFor(WAIT);
    const question = host.page.getByTestId("question-text");
    await question.waitFor(WAIT);
    const text = (await question.innerText()).trim();
    assert.ok(QUESTIONS.map((q) => q[0]).includes(text), `the room drew «${text}»`);
    await shot(host, "04-room-question");
    await host.context.close();

    // ---------- a meme room shows the uploaded picture ----------
    const memeHost = { name: "مضيفة", ...(await newPhone(browser)) };
    await createRoom(memeHost.page, memeHost.name, "premium");
    await memeHost.page.getByTestId("players-grid").waitFor(WAIT);
    const memeChosen = await chooseGame(memeHost.page, "meme-game");
    const memeCategoryId = await memeHost.page.locator("[data-category-id]", { hasText: MEME_CATEGORY }).getAttribute("data-category-id");
    const memeChoice = memeHost.page.locator(`[data-category-id="${memeCategoryId}"]`);
    if ((await memeChoice.getAttribute("aria-pressed")) !== "true") await memeChoice.click();
    await memeHost.page.locator(`[data-category-id="${memeCategoryId}"][aria-pressed="true"]`).waitFor();
    while ((await memeChosen.count()) > 1) await memeHost.page.locator(`[data-category-id]:not([data-category-id="${memeCategoryId}"])[aria-pressed="true"]`).first().click();
    assert.equal(await memeChosen.count(), 1);
    await applySettingsAndStart(memeHost, memeHost, { rounds: 3 });
    const picture = memeHost.page.locator("[data-meme-picture] img");
    await picture.waitFor(WAIT);
    assert.equal(await picture.getAttribute("src"), `/attached_assets${imageUrl}`);
    await memeHost.page.waitForFunction(() => {
      const img = document.querySelector("[data-meme-picture] img");
      return img && img.complete && img.naturalWidth === 1200;
    }, undefined, WAIT);
    assert.equal(await memeHost.page.locator("[data-meme-picture]").getAttribute("data-box-count"), "1");
    await shot(memeHost, "05-room-meme");
    await memeHost.context.close();
  });
});
