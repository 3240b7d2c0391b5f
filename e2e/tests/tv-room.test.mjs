// The room looks up (issue 43), at 360 px phones and a 1920×1080 TV: a fresh install's pack
// gallery says nothing is published yet; a pack's page opens a room with the pack already chosen;
// the TV asks «اضغطوا لتشغيل الصوت» (focused, so a remote's OK presses it), its sound button names
// the real state, and its lobby names the next game; a kicked phone says so once; and in the game a
// stuck player takes «ساعدوني بكذبة», a house lie that is no answer of the pack, sent as theirs.
//
// With TV_SHOTS=<dir> it saves the TV's lobby with its prompt, the phone's lie form and the sent lie.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { BASE_URL, launchBrowser, newPhone, settled } from "../helpers.mjs";
import { applySettingsAndStart, expectLobbyPlayers, joinByLink, phaseSelector, WAIT } from "../room-helpers.mjs";

const SHOTS = process.env.TV_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page, name) => {
  if (!SHOTS) return;
  await settled(page);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

/** A pack whose questions carry no lies of their own: the room fills them from our bank. */
const ITEMS = [
  { question: "في أي مدينة وُلد الجد؟", answer: "الرياض", lies: [] },
  { question: "أين قضت العائلة صيف العام الماضي؟", answer: "صلالة", lies: [] },
  { question: "ما اسم قطة خالتي؟", answer: "لولو", lies: [] },
  { question: "ما الطبق الذي يطبخه أبي كل جمعة؟", answer: "مجبوس", lies: [] },
  { question: "ما لون سيارة عمي الجديدة؟", answer: "أحمر", lies: [] },
];
const ANSWERS = ITEMS.map((i) => i.answer);

const phaseOf = phaseSelector("trivia");

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

describe("the room looks up", () => {
  it("a pack's page opens a room with its pack, the TV asks for sound and names the next game, a kick says so once, and a stuck player takes a house lie", async () => {
    // ---------- a fresh install's gallery, then a pack and its page ----------
    const admin = { name: "نورة", ...(await newPhone(browser)) };
    await admin.page.goto("/api/auth/google?intent=create-room");
    await admin.page.getByRole("button", { name: "الدخول بحساب مميز" }).click();
    await admin.page.waitForURL(/\/create-room$/, WAIT);
    await admin.page.goto("/packs/gallery");
    const empty = admin.page.getByTestId("gallery-empty");
    await empty.waitFor(WAIT);
    assert.equal((await empty.innerText()).trim(), "لم تُنشر أي حزمة بعد. تظهر هنا الحزم التي يكتبها اللاعبون بعد موافقة المشرفين.");

    const created = await admin.page.request.post("/api/packs", { data: { gameType: "trivia-deception", title: "أسئلة عائلتنا", items: ITEMS }, headers: { Origin: BASE_URL } });
    assert.equal(created.status(), 201, await created.text());
    const { code: packCode } = await created.json();

    await admin.page.goto(`/pack/${packCode}`);
    await admin.page.getByRole("link", { name: "إنشاء غرفة" }).click();
    await admin.page.waitForURL((url) => url.pathname === "/create-room" && url.searchParams.get("pack") === packCode, WAIT);
    await admin.page.getByLabel("اسمك في اللعبة").fill(admin.name);
    await admin.page.getByRole("button", { name: "إنشاء الغرفة" }).click();
    await admin.page.waitForURL((url) => /^\/room\/[A-Z2-9]{6}$/.test(url.pathname), WAIT);
    const code = new URL(admin.page.url()).pathname.split("/").at(-1);
    // The lobby opens on the pack's game with the pack chosen: its code was not typed again.
    await admin.page.getByTestId("chosen-pack").filter({ hasText: "أسئلة عائلتنا" }).waitFor(WAIT);
    assert.equal(await admin.page.locator('[role="radio"][data-game-type="trivia-deception"][aria-checked="true"]').count(), 1);

    // ---------- the TV: sound asked for, its state named, the next game said ----------
    const tvContext = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1920, height: 1080 }, locale: "ar-SA" });
    const tv = await tvContext.newPage();
    await tv.goto(`/screen/${code}`);
    const prompt = tv.getByRole("button", { name: "اضغطوا لتشغيل الصوت" });
    await prompt.waitFor(WAIT);
    // Focused, so a remote's OK key presses it; big enough to see across a room.
    await tv.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "sound-prompt", null, WAIT);
    const box = await prompt.boundingBox();
    assert.ok(box && box.height >= 80, `the prompt is ${box?.height} px tall`);
    const toggle = tv.getByTestId("sound-toggle");
    assert.equal(await toggle.getAttribute("data-sound-state"), "locked");
    assert.doesNotMatch(await toggle.innerText(), /كتم الصوت/, "a silent TV does not offer to mute");
    await tv.getByTestId("screen-next-game").filter({ hasText: "خدعني إن قدرت" }).waitFor(WAIT);
    // The narrator's switch shows only where the browser has an Arabic voice.
    const arabicVoice = await tv.evaluate(() => typeof speechSynthesis !== "undefined" && speechSynthesis.getVoices().some((v) => v.lang.toLowerCase().startsWith("ar")));
    assert.equal(await tv.getByTestId("narrator-toggle").count(), arabicVoice ? 1 : 0);
    await shot(tv, "tv-lobby-sound-prompt-1920x1080");

    await tv.keyboard.press("Enter");
    await prompt.waitFor({ state: "detached", ...WAIT });
    await tv.locator('[data-testid="sound-toggle"][data-sound-state="on"]').waitFor(WAIT);
    assert.match(await toggle.innerText(), /كتم الصوت/);
    await toggle.click();
    await tv.locator('[data-testid="sound-toggle"][data-sound-state="muted"]').waitFor(WAIT);
    assert.match(await toggle.innerText(), /إلغاء كتم الصوت/);

    // ---------- guests; one is kicked and is told once ----------
    const fahad = { name: "فهد", ...(await newPhone(browser)) };
    const sara = { name: "سارة", ...(await newPhone(browser)) };
    const badr = { name: "بدر", ...(await newPhone(browser)) };
    for (const guest of [fahad, sara, badr]) await joinByLink(guest, code);
    await expectLobbyPlayers(admin.page, ["نورة", "فهد", "سارة", "بدر"]);
    await admin.page.getByTestId("players-grid").locator("[data-player-id]").filter({ hasText: "بدر" }).click();
    await admin.page.getByRole("dialog", { name: "طرد بدر؟" }).getByRole("button", { name: "طرد" }).click();
    await badr.page.getByRole("heading", { name: "لا يمكنك الانضمام إلى هذه الغرفة" }).waitFor(WAIT);
    // The page says it; no toast covers its heading with the same words.
    assert.equal(await badr.page.getByTestId("toaster").getByText("لا يمكنك الانضمام إلى هذه الغرفة").count(), 0, "the refusal shows twice");
    await badr.page.waitForURL((url) => url.pathname === "/", WAIT);
    // On the home page the toast carries the words, once.
    await badr.page.getByTestId("toaster").getByText("لا يمكنك الانضمام إلى هذه الغرفة").waitFor(WAIT);
    assert.equal(await badr.page.getByText("لا يمكنك الانضمام إلى هذه الغرفة").count(), 1);
    await badr.context.close();

    // ---------- «ساعدوني بكذبة» ----------
    const phones = [admin, fahad, sara];
    await expectLobbyPlayers(admin.page, ["نورة", "فهد", "سارة"]);
    await applySettingsAndStart(admin, fahad, { rounds: 3, writingTime: 180, votingTime: 90 });
    for (const phone of phones) await phone.page.locator(phaseOf(1, "writing")).waitFor(WAIT);
    const help = sara.page.getByTestId("lie-help");
    await help.getByTestId("lie-help-left").filter({ hasText: "باقي لك مرتان في هذه اللعبة" }).waitFor(WAIT);
    await shot(sara.page, "phone-lie-help-360x780");
    await help.getByRole("button", { name: "ساعدوني بكذبة" }).click();
    const mine = sara.page.getByTestId("answer-confirmed").getByTestId("my-answer");
    await mine.waitFor(WAIT);
    const lie = (await mine.innerText()).trim();
    assert.ok(lie.length > 0);
    assert.ok(!ANSWERS.includes(lie), `the house lie «${lie}» is none of the pack's answers`);
    // It counts as Sara's own answer: the others see her done.
    await admin.page.getByTestId("players-status-grid").locator("[data-player-id]").filter({ hasText: "سارة" }).getByText("تم الإرسال").waitFor(WAIT);
    await shot(sara.page, "phone-lie-help-sent-360x780");

    // The vote offers it as one option among the others, never twice.
    for (const [i, phone] of [admin, fahad].entries()) {
      const form = phone.page.getByRole("form", { name: "إجابتك" });
      await form.getByRole("textbox").fill(["كذبة نورة المتقنة", "كذبة فهد الماكرة"][i]);
      await form.getByRole("button", { name: "إرسال الإجابة" }).click();
    }
    await fahad.page.locator(phaseOf(1, "voting")).waitFor(WAIT);
    const options = await fahad.page.getByTestId("vote-options").getByRole("button").allInnerTexts();
    assert.equal(options.filter((o) => o.includes(lie)).length, 1, `«${lie}» is one option: ${options.join(" | ")}`);

    await tvContext.close();
    for (const phone of phones) await phone.context.close();
  });
});
