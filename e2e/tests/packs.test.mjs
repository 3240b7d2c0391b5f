// Players' packs in the browser (issue 33), at 360 px: the host writes a five-question pack on
// the phone (a giveaway answer is refused under its field first), types its code in the lobby's
// «حزمة» card, and three phones and a TV play it: every question asked is one of the pack's.
//
// With PACK_SHOTS=<dir> it saves the editor, the lobby's pack card and the TV.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { BASE_URL, expectAccessible, launchBrowser } from "../helpers.mjs";
import { applySettingsAndStart, expectNextButton, nextLabel, openRoomOfThree, phaseSelector, screenshotter, WAIT } from "../room-helpers.mjs";

const ROUNDS = 3;
const SETTINGS = { rounds: ROUNDS, writingTime: 180, votingTime: 90 };
const PACK = [
  ["في أي مدينة وُلد جدنا أبو صالح؟", "الرياض"],
  ["أين قضت العائلة صيف العام الماضي؟", "أبها"],
  ["ما اسم قطة خالتي منيرة؟", "لولو"],
  ["ما الطبق الذي يطبخه أبي كل جمعة؟", "كبسة"],
  ["ما لون سيارة عمي الجديدة؟", "أحمر"],
];
const TRUTHS = new Map(PACK);
const LIES = { نورة: ["سيدني", "الفيل الأزرق", "جزيرة الكنز"], فهد: ["ملبورن", "النمر الأرقط", "وادي الذئاب"], سارة: ["بيرث", "الصقر الذهبي", "مدينة الضباب"] };

const shot = screenshotter(process.env.PACK_SHOTS);
const phaseOf = phaseSelector("trivia");
let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** Writes the pack in the editor at 360 px; returns its code from «حزمي». */
async function writePack(page) {
  await page.goto("/packs/new");
  await page.getByRole("heading", { name: "حزمة جديدة" }).waitFor(WAIT);
  await page.getByLabel("اسم الحزمة").fill("أسئلة عائلتنا");
  const cards = page.locator("ol > li");
  // Question 1 first gives its answer away: the server names it, under its field.
  for (const [i, [question, answer]] of PACK.entries()) {
    await cards.nth(i).getByLabel("نص السؤال").fill(i === 0 ? "هل وُلد جدنا في الرياض؟" : question);
    await cards.nth(i).getByLabel("الإجابة الصحيحة").fill(answer);
  }
  await page.getByRole("button", { name: "حفظ الحزمة" }).click();
  const refusal = cards.nth(0).getByRole("alert");
  await refusal.waitFor(WAIT);
  assert.match(await refusal.innerText(), /^السؤال 1: نص السؤال يذكر الإجابة «الرياض»/);
  await shot({ page }, "01-editor-refusal", { desktop: true });
  await expectAccessible(page, "packs: editor with a refusal");
  await cards.nth(0).getByLabel("نص السؤال").fill(PACK[0][0]);
  await page.getByRole("button", { name: "حفظ الحزمة" }).click();
  await page.waitForURL(/\/packs$/, WAIT);
  const copy = page.getByRole("button", { name: /^نسخ رمز الحزمة / });
  await copy.waitFor(WAIT);
  await shot({ page }, "02-my-packs", { desktop: true });
  await expectAccessible(page, "packs: my packs");
  return (await copy.innerText()).trim();
}

async function writeLie(phone, round) {
  const form = phone.page.getByRole("form", { name: "إجابتك" });
  for (const candidate of [...LIES[phone.name].slice(round - 1), `${phone.name} يخدع ${round}`]) {
    await form.getByRole("textbox").fill(candidate);
    await form.getByRole("button", { name: "إرسال الإجابة" }).click();
    const outcome = phone.page.locator(`[data-testid="answer-confirmed"], [data-testid="answer-hint"][data-answer="${candidate}"], ${phaseOf(round, "voting")}`).first();
    await outcome.waitFor(WAIT);
    if ((await outcome.getAttribute("data-testid")) !== "answer-hint") return;
  }
  throw new Error(`every lie was refused for ${phone.name}`);
}

async function vote(phone) {
  const pick = phone.page.getByTestId("vote-options").getByRole("button").filter({ hasNot: phone.page.locator("[data-mine]") }).first();
  await pick.click();
  await phone.page.getByRole("button", { name: "تصويت", exact: true }).click();
}

describe("players' packs", () => {
  it("a host writes a five-question pack at 360 px, then three phones and a TV play it", async () => {
    const { code, admin, fahad, sara, phones } = await openRoomOfThree(browser);
    const editor = await admin.context.newPage();
    const packCode = await writePack(editor);
    assert.match(packCode, /^[A-Z2-9]{7}$/);
    await editor.close();

    // The TV, at 1920×1080.
    const tvContext = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1920, height: 1080 }, locale: "ar-SA" });
    const tv = await tvContext.newPage();
    await tv.goto(`/screen/${code}`);
    await tv.getByTestId("screen-code").filter({ hasText: code }).waitFor(WAIT);

    // «حزمة» in the lobby: the code typed (in lower case), the pack shown in place of the categories.
    const card = admin.page.getByRole("region", { name: "حزمة" });
    await card.getByLabel("رمز الحزمة").fill(packCode.toLowerCase());
    await card.getByRole("button", { name: "استخدام" }).click();
    await admin.page.getByTestId("chosen-pack").filter({ hasText: "أسئلة عائلتنا" }).waitFor(WAIT);
    assert.equal(await admin.page.locator("[data-category-id]").count(), 0);
    await shot(admin, "03-lobby-pack", { desktop: true });
    await expectAccessible(admin.page, "lobby: a pack chosen");
    assert.equal(await fahad.page.getByRole("region", { name: "حزمة" }).count(), 0, "only the host chooses");

    // The host moves a slider and starts at once, its value not yet sent: it goes before the start, and
    // nothing reaches the room after it to take the game's pack away (the TV names the pack below).
    await applySettingsAndStart(admin, fahad, SETTINGS, { atTheStart: { votingTime: 60 } });
    const asked = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // One subcategory, the pack: the question is asked at once.
      for (const phone of phones) await phone.page.locator(phaseOf(round, "writing")).waitFor(WAIT);
      if (round === 1) assert.equal(await admin.page.getByText("يمكن تغيير إعدادات اللعبة في اللوبي فقط").count(), 0, "no setting reached the room after the start");
      const question = await sara.page.getByTestId("question-text").innerText();
      assert.ok(TRUTHS.has(question), `«${question}» is one of the pack's questions`);
      asked.push(question);
      await tv.getByText(question).first().waitFor(WAIT);
      if (round === 1) {
        // The TV names the pack and its author in the category's place.
        const { authorName } = await (await admin.page.request.get(`/api/packs/${packCode}`)).json();
        assert.ok(authorName, "the pack has an author name");
        await tv.getByTestId("screen-pack").filter({ hasText: `حزمة «أسئلة عائلتنا» · ${authorName}` }).waitFor(WAIT);
        await shot({ page: tv }, "04-tv-writing");
      }
      for (const phone of phones) await writeLie(phone, round);
      for (const phone of phones) await phone.page.locator(phaseOf(round, "voting")).waitFor(WAIT);
      for (const phone of phones) await vote(phone);
      for (const phone of phones) await phone.page.locator(phaseOf(round, "round_results")).waitFor(WAIT);
      assert.equal(await fahad.page.getByTestId("correct-answer").innerText(), TRUTHS.get(question));
      // The TV leads the reveal (issue 43): the host moves on once the show has played, as a host
      // watching the TV would (an «التالي» during the show only plays it to its end).
      await admin.page.getByTestId("show-strip").waitFor({ state: "detached", timeout: 90_000 });
      const next = await expectNextButton(admin, fahad, nextLabel(round, ROUNDS, "الترتيب النهائي"));
      await next.click();
    }
    for (const phone of phones) await phone.page.locator('[data-trivia-phase="final_ranking"]').waitFor(WAIT);
    assert.equal(new Set(asked).size, ROUNDS, "no question asked twice");
    await tvContext.close();
  });
});


