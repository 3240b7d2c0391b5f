// The meme caption game on three phones: a premium admin creates a room, chooses the
// meme game with exactly one category and 3 rounds, two guests join by the invite
// link, and they play the whole game: everyone captions the picture (filling every
// box it has; the admin first sends with a box empty and is told so under the
// boxes), everyone votes for someone else's caption (one voter first taps vote
// without a choice, another reloads and finds the vote kept), the admin moves on,
// and all three phones reach the final ranking. Every captioned picture on the way
// is checked to hold its captions inside the picture.
//
// A second test: a free admin tries to choose the premium meme game and is refused.
//
// With MEME_SHOTS=<dir> it also saves a screenshot of every phase at 360×780, and
// some at 1280×800, for checking the layout by eye.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { expectAccessible, launchBrowser, newPhone } from "../helpers.mjs";
import {
  applySettingsAndStart,
  chooseGame,
  createRoom,
  expectFirstRound,
  expectNextButton,
  expectPremiumGameRefused,
  gridStatus,
  nextLabel,
  openRoomOfThree,
  phaseSelector,
  screenshotter,
  WAIT,
} from "../room-helpers.mjs";

const ROUNDS = 3;
/** Slow enough that no phase ends on its timer while the test acts: each setting's longest. */
const SETTINGS = { rounds: ROUNDS, captioningTime: 120, votingTime: 90 };

/** Captions per player and round: [top, bottom]; a one-box picture takes the first. */
const CAPTIONS = {
  نورة: [
    // The longest a box takes, to see it shrink and stay inside the picture.
    ["أنا لما أقول لأهلي بنام بدري وبعدين ألقى نفسي الساعة أربع الفجر أتفرج على مقاطع قطاوة ما أعرفها", "وأمي تنادي للصلاة"],
    ["لما المدير يقول اجتماع سريع", "الاجتماع: ساعتين"],
    ["أنا بعد الكبسة", "يوم الجمعة"],
  ],
  فهد: [
    ["لما يقولك الراتب تأخر يومين", "الإيجار ما ينتظر"],
    ["وجهي الحين", "بعد ما شفت الفاتورة"],
    ["لما الواي فاي يفصل", "وأنا في آخر مرحلة"],
  ],
  سارة: [
    ["قبل الاختبار", "بعد ما شفت الأسئلة"],
    ["أنا أحاول أصحى", "المنبه للمرة العاشرة"],
    ["لما أحد يقول بس لقمة", "الصحن كله راح"],
  ],
};

/** Saves the phone's screen, and the same page at desktop width, when MEME_SHOTS is set. */
const shot = screenshotter(process.env.MEME_SHOTS);

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const phaseOf = phaseSelector("meme");

/**
 * Every caption drawn on the page sits inside its box, and every box inside its
 * picture (a pixel of rounding allowed). Returns how many captions were checked.
 */
async function assertCaptionsInside(page, where) {
  const report = await page.evaluate(() => {
    const inside = (inner, outer) =>
      inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
    const problems = [];
    let checked = 0;
    for (const picture of document.querySelectorAll("[data-meme-picture]")) {
      const frame = picture.getBoundingClientRect();
      for (const box of picture.querySelectorAll("[data-caption-box]")) {
        const text = box.querySelector("[data-caption-text]");
        const boxRect = box.getBoundingClientRect();
        const textRect = text.getBoundingClientRect();
        checked++;
        if (box.getAttribute("dir") !== "rtl") problems.push(`box ${box.dataset.captionBox} is not rtl`);
        if (!inside(boxRect, frame)) problems.push(`box ${box.dataset.captionBox} leaves the picture`);
        if (!inside(textRect, boxRect)) problems.push(`caption «${text.textContent}» leaves its box (${textRect.height.toFixed(1)} > ${boxRect.height.toFixed(1)})`);
      }
    }
    return { checked, problems };
  });
  assert.deepEqual(report.problems, [], `captions outside the picture ${where}`);
  return report.checked;
}

/** Writes the round's captions in every box the picture shows; the admin first sends one box short in round 1. */
async function writeCaptions(phone, round, { isLast }) {
  const { page } = phone;
  const form = page.getByRole("form", { name: "تعليقك" });
  const inputs = form.locator("[data-caption-input]");
  await inputs.first().waitFor();
  const boxes = await inputs.count();
  assert.ok(boxes === 1 || boxes === 2, `one or two boxes, saw ${boxes}`);
  assert.equal(Number(await page.locator("[data-meme-picture]").first().getAttribute("data-box-count")), boxes);
  const captions = CAPTIONS[phone.name][round - 1].slice(0, boxes);

  if (round === 1 && phone.name === "نورة") {
    // A box left empty: the inline error of spec 001 §5, nothing sent.
    if (boxes === 2) await inputs.nth(0).fill(captions[0]);
    await form.getByRole("button", { name: "إرسال التعليق" }).click();
    const error = form.getByTestId("caption-error");
    await error.waitFor();
    assert.equal((await error.innerText()).trim(), boxes === 2 ? "يلزم ملء النصين الأول والثاني" : "يلزم كتابة تعليق");
    await shot(phone, "02-captioning-error");
    await expectAccessible(page, "meme: captioning with an error");
  }

  for (const [index, caption] of captions.entries()) {
    await inputs.nth(index).fill(caption);
    assert.equal(await form.getByTestId("caption-counter").nth(index).innerText(), `${[...caption].length}/100`);
  }
  // What is typed shows on the picture.
  assert.equal(await form.locator("[data-caption-text]").count(), boxes);
  await assertCaptionsInside(page, `while ${phone.name} types`);
  if (round === 1 && phone.name === "نورة") {
    assert.equal(await form.getByTestId("caption-error").count(), 0);
    await shot(phone, "03-captioning-filled", { desktop: true });
    await expectAccessible(page, "meme: captioning (filled)");
  }
  await form.getByRole("button", { name: "إرسال التعليق" }).click();
  // Taken: the card, or straight to voting for the last writer.
  await page.locator(`[data-testid="caption-confirmed"], ${phaseOf(round, "voting")}`).first().waitFor(WAIT);
  if (!isLast) {
    const mine = await page.getByTestId("my-captions").locator("li").allInnerTexts();
    assert.deepEqual(mine, captions);
  }
  return captions;
}

/** Picks the first caption that is not the player's own and votes; returns its id. */
async function vote(phone) {
  const { page } = phone;
  const mine = page.getByTestId("vote-options").locator("button[data-mine]");
  assert.equal(await mine.count(), 1, `${phone.name} sees their own caption once`);
  assert.equal(await mine.isDisabled(), true);
  const pick = page.getByTestId("vote-options").locator("button[data-submission-id]:not([data-mine])").first();
  const id = await pick.getAttribute("data-submission-id");
  await pick.click();
  assert.equal(await pick.getAttribute("aria-pressed"), "true");
  await page.getByTestId("vote-button").click();
  return id;
}

describe("meme caption game", () => {
  it("three phones caption and vote through three rounds to the final ranking", async () => {
    // ---------- the room ----------
    const { admin, fahad, sara, phones } = await openRoomOfThree(browser);

    // The meme game, exactly one category, 3 rounds and the longest timers.
    const chosen = await chooseGame(admin.page, "meme-game");
    // Auto-select takes the first category; make sure it is exactly one.
    while ((await chosen.count()) > 1) await chosen.last().click();
    assert.equal(await chosen.count(), 1);
    await applySettingsAndStart(admin, fahad, SETTINGS);
    await expectFirstRound(phones, phaseOf(1, "captioning"), ROUNDS);

    let seenOneBox = false;
    for (let round = 1; round <= ROUNDS; round++) {
      // ---------- captioning ----------
      for (const phone of phones) await phone.page.locator(phaseOf(round, "captioning")).waitFor(WAIT);
      if (round === 1) await shot(fahad, "01-captioning", { desktop: true });
      if (round === 1) await expectAccessible(fahad.page, "meme: captioning");
      const boxCount = Number(await fahad.page.locator("[data-meme-picture]").first().getAttribute("data-box-count"));
      const firstOneBox = boxCount === 1 && !seenOneBox;
      if (boxCount === 1) seenOneBox = true;
      if (firstOneBox) await shot(fahad, `01b-captioning-one-box-round${round}`);
      const written = {};
      for (const [index, phone] of phones.entries()) {
        written[phone.name] = await writeCaptions(phone, round, { isLast: index === phones.length - 1 });
        if (round === 1 && index === 0) {
          await shot(admin, "04-captioning-sent");
          await expectAccessible(admin.page, "meme: captioning (sent)");
          assert.match(await gridStatus(fahad.page, admin.name), /تم الإرسال/);
          assert.match(await gridStatus(fahad.page, fahad.name), /كتابة/);
        }
      }

      // ---------- voting ----------
      for (const phone of phones) await phone.page.locator(phaseOf(round, "voting")).waitFor(WAIT);
      for (const phone of phones) {
        // Everyone's captions on the picture, each inside it.
        assert.equal(await phone.page.getByTestId("vote-options").locator("button[data-submission-id]").count(), 3);
        await assertCaptionsInside(phone.page, `in ${phone.name}'s vote, round ${round}`);
      }
      if (firstOneBox) await shot(sara, `05b-voting-one-box-round${round}`, { desktop: true });
      if (round === 1) {
        // Voting without a choice: the toast of spec 001 §5.
        await fahad.page.getByTestId("vote-button").click();
        const toast = fahad.page.getByRole("alert").filter({ hasText: "لم يُختر تعليق" });
        await toast.waitFor();
        assert.match(await toast.innerText(), /يلزم اختيار تعليق للتصويت/);
        await shot(fahad, "05-voting", { desktop: true });
        await expectAccessible(fahad.page, "meme: voting with a toast");
        // The button rests for a moment after a tap (a double tap sends once): his vote waits until it is ready again.
        await fahad.page.locator('[data-testid="vote-button"]:enabled').waitFor();
      }
      // Round 2: a voter reloads the page and finds the vote still chosen.
      const order = round === 2 ? [sara, admin, fahad] : phones;
      for (const [index, phone] of order.entries()) {
        const id = await vote(phone);
        if (index === order.length - 1) break;
        await phone.page.getByTestId("vote-confirmed").waitFor(WAIT);
        if (round === 1 && index === 0) await shot(phone, "06-voting-voted");
        if (round === 1 && index === 0) await expectAccessible(phone.page, "meme: voting (voted)");
        if (round === 2 && phone === sara) {
          await sara.page.reload();
          await sara.page.locator(phaseOf(round, "voting")).waitFor(WAIT);
          await sara.page.getByTestId("vote-confirmed").waitFor(WAIT);
          const kept = sara.page.getByTestId("vote-options").locator(`[data-submission-id="${id}"]`);
          assert.equal(await kept.getAttribute("aria-pressed"), "true");
          assert.equal(await sara.page.getByTestId("vote-options").locator('[aria-pressed="true"]').count(), 1);
          assert.match(await gridStatus(admin.page, sara.name), /تم التصويت/);
        }
      }

      // ---------- results ----------
      for (const phone of phones) await phone.page.locator(phaseOf(round, "round_results")).waitFor(WAIT);
      const results = admin.page.getByTestId("meme-results").locator(":scope > li");
      assert.equal(await results.count(), 3);
      // Three votes were cast, none for one's own caption: the counts add up, ranked most first.
      const counts = (await results.getByTestId("vote-count").allInnerTexts()).map((t) => (t.includes("صوتان") ? 2 : t.includes("صوت واحد") ? 1 : /لا أصوات/.test(t) ? 0 : Number.parseInt(t, 10)));
      assert.equal(counts.reduce((a, b) => a + b, 0), 3);
      assert.deepEqual([...counts].sort((a, b) => b - a), counts);
      assert.ok((await results.first().getAttribute("data-top")) === "true", "the first caption is a top caption");
      await results.first().getByTestId("top-caption").waitFor();
      // Each caption names its author: everyone's captions are there, under their names.
      for (const [name, captions] of Object.entries(written)) {
        const item = results.filter({ has: admin.page.getByTestId("caption-author").filter({ hasText: name }) });
        assert.equal(await item.count(), 1, `one caption by ${name}`);
        const texts = await item.locator("[data-caption-text]").allInnerTexts();
        assert.deepEqual(texts, captions, `${name}'s captions under their name`);
      }
      await assertCaptionsInside(admin.page, `in the results of round ${round}`);
      assert.equal(await admin.page.getByTestId("ranking").locator("li").count(), 3);
      const next = await expectNextButton(admin, fahad, nextLabel(round, ROUNDS, "الترتيب النهائي"));
      if (round === 1) {
        await shot(admin, "07-results-admin", { desktop: true });
        await shot(fahad, "08-results-player");
        await expectAccessible(admin.page, "meme: round results (admin)");
        await expectAccessible(fahad.page, "meme: round results (player)");
      }
      if (round === ROUNDS) await admin.page.getByTestId("round-label").filter({ hasText: "جولة الحسم" }).waitFor();
      await next.click();
    }

    // ---------- final ranking ----------
    for (const phone of phones) {
      await phone.page.locator('[data-meme-phase="final_ranking"]').waitFor(WAIT);
      await phone.page.getByRole("heading", { name: "الترتيب النهائي" }).waitFor();
      assert.equal(await phone.page.getByTestId("ranking").locator("li").count(), 3);
      await phone.page.getByTestId("ranking").locator("li").first().getByRole("img", { name: "ميدالية ذهبية" }).waitFor();
    }
    await admin.page.getByRole("button", { name: "اللعب مرة أخرى بالإعدادات نفسها" }).waitFor();
    await admin.page.getByRole("button", { name: "رجوع للوبي" }).waitFor();
    await admin.page.getByRole("button", { name: "إغلاق الغرفة" }).waitFor();
    await fahad.page.getByRole("button", { name: "مغادرة الغرفة" }).waitFor();
    assert.equal(await fahad.page.getByRole("button", { name: "اللعب مرة أخرى بالإعدادات نفسها" }).count(), 0);
    await shot(admin, "09-final-admin", { desktop: true });
    await shot(fahad, "10-final-player");
    await expectAccessible(admin.page, "meme: final ranking (admin)");
    await expectAccessible(fahad.page, "meme: final ranking (player)");
    // Closing the room asks first.
    await admin.page.getByRole("button", { name: "إغلاق الغرفة" }).click();
    await admin.page.getByRole("dialog").getByText("إغلاق الغرفة؟").waitFor();
    await shot(admin, "11-final-close-confirm");
    await expectAccessible(admin.page, "meme: close-room confirmation");

    for (const phone of phones) await phone.context.close();
  });

  it("a free admin cannot choose the premium meme game", async () => {
    const admin = { name: "هند", ...(await newPhone(browser)) };
    await createRoom(admin.page, admin.name, "free");
    const { page } = admin;
    const meme = page.locator('[role="radio"][data-game-type="meme-game"]');
    await meme.waitFor();
    // The upgrade banner of a free admin, and the premium badge on the game.
    await page.getByRole("link", { name: "ترقية للعضوية المميزة" }).waitFor();
    assert.equal(await meme.getAttribute("aria-checked"), "false");
    // Not selected: the free game stays chosen.
    await expectPremiumGameRefused(page, meme);
    await shot(admin, "12-free-admin-premium-toast");
    await expectAccessible(page, "lobby (free admin) with the premium toast");
    await admin.context.close();
  });
});
