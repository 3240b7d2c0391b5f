// «مجلسنا» in the browser, at 360 px: a host makes a group, two guests join it by its link, the
// three play a bluff-trivia night from the group's page, and the night lands on the page with its
// ranking and the season's table. Then a fourth member who missed it plays it «من بعيد»: the
// night's questions with the family's lies among the options, and the group page ranks them in
// the night marked «من بعيد».
//
// With GROUPS_SHOTS=<dir> it saves the group page before and after, the join form, the ghost's vote.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { expectAccessible, launchBrowser, newPhone } from "../helpers.mjs";
import { applySettingsAndStart, enterRoom, expectLobbyPlayers, expectNextButton, nextLabel, phaseSelector, ROOM_PATH, screenshotter, selectorPicks, WAIT } from "../room-helpers.mjs";

const ROUNDS = 3;
const SETTINGS = { rounds: ROUNDS, subcategorySelectionTime: 30, writingTime: 180, votingTime: 90 };
const GROUP_PATH = /\/g\/([A-Z2-9]{7})$/;
const phaseOf = phaseSelector("trivia");
const shot = screenshotter(process.env.GROUPS_SHOTS);

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** A lie of this phone for this round, refused ones followed by the next candidate. */
async function writeLie(phone, round) {
  const form = phone.page.getByRole("form", { name: "إجابتك" });
  for (const candidate of [`حكاية ${phone.name} ${round}`, `خدعة ${phone.name} رقم ${round}`]) {
    await form.getByRole("textbox").fill(candidate);
    await form.getByRole("button", { name: "إرسال الإجابة" }).click();
    const outcome = phone.page.locator(`[data-testid="answer-confirmed"], [data-testid="answer-hint"][data-answer="${candidate}"], ${phaseOf(round, "voting")}`).first();
    await outcome.waitFor(WAIT);
    if ((await outcome.getAttribute("data-testid")) !== "answer-hint") return candidate;
  }
  throw new Error(`every lie was refused for ${phone.name}`);
}

async function vote(phone) {
  await phone.page.getByTestId("vote-options").getByRole("button").filter({ hasNot: phone.page.locator("[data-mine]") }).first().click();
  await phone.page.getByRole("button", { name: "تصويت", exact: true }).click();
}

/** A guest phone opens the group's link and joins it under its name. */
async function joinGroup(phone, code) {
  await phone.page.goto(`/g/${code}`);
  await phone.page.getByRole("heading", { name: "الانضمام إلى المجلس" }).waitFor(WAIT);
  await phone.page.getByLabel("اسمك في المجلس").fill(phone.name);
  await phone.page.getByRole("button", { name: "انضمام" }).click();
  await phone.page.getByRole("heading", { name: "مجلس الخميس" }).waitFor(WAIT);
}

describe("a group's night and a ghost night", () => {
  it("makes a group at 360 px, plays a night on three phones, then a fourth member plays it «من بعيد»", async () => {
    // نورة, signed in with the premium account, makes the group.
    const admin = { name: "نورة", ...(await newPhone(browser)) };
    await admin.page.goto("/api/auth/google?intent=home");
    await admin.page.getByRole("button", { name: "الدخول بحساب مميز" }).click();
    await admin.page.waitForURL((url) => !url.pathname.startsWith("/api/"), WAIT);
    await admin.page.goto("/g");
    await admin.page.getByRole("heading", { name: "مجلسنا", level: 1 }).waitFor(WAIT);
    await admin.page.getByLabel("اسم المجلس").fill("مجلس الخميس");
    await admin.page.getByLabel("اسمك في المجلس").fill("نورة");
    await shot(admin, "01-make-group");
    await expectAccessible(admin.page, "groups: make or join a group");
    await admin.page.getByRole("button", { name: "إنشاء المجلس" }).click();
    await admin.page.waitForURL(GROUP_PATH, WAIT);
    const code = GROUP_PATH.exec(new URL(admin.page.url()).pathname)[1];
    await admin.page.getByRole("heading", { name: "مجلس الخميس" }).waitFor(WAIT);
    await admin.page.getByText("لم يلعب المجلس سهرة بعد").waitFor(WAIT);

    const fahad = { name: "فهد", ...(await newPhone(browser)) };
    const sara = { name: "سارة", ...(await newPhone(browser)) };
    await fahad.page.goto(`/g/${code}`);
    await fahad.page.getByRole("heading", { name: "الانضمام إلى المجلس" }).waitFor(WAIT);
    await shot(fahad, "02-join-form");
    await expectAccessible(fahad.page, "groups: the join form");
    for (const guest of [fahad, sara]) await joinGroup(guest, code);

    // «سهرة جديدة»: bluff trivia, the room linked to the group.
    await admin.page.reload();
    await admin.page.getByRole("button", { name: "سهرة جديدة" }).click();
    await admin.page.waitForURL(ROOM_PATH, WAIT);
    const roomCode = ROOM_PATH.exec(new URL(admin.page.url()).pathname)[1];
    await admin.page.getByTestId("players-grid").waitFor(WAIT);
    for (const guest of [fahad, sara]) {
      await guest.page.goto(`/join/${roomCode}`);
      // The name given to the group is remembered: the room may seat them under it at once.
      const door = guest.page.locator('[data-testid="players-grid"]').or(guest.page.getByRole("heading", { name: "حيّاك الله!" }));
      await door.first().waitFor(WAIT);
      if (!(await guest.page.getByTestId("players-grid").count())) await enterRoom(guest.page, guest.name);
    }
    const phones = [admin, fahad, sara];
    for (const phone of phones) await expectLobbyPlayers(phone.page, phones.map((p) => p.name));
    await applySettingsAndStart(admin, fahad, SETTINGS);

    const lies = { نورة: [], فهد: [], سارة: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      await selectorPicks(phones, phones[(round - 1) % phones.length], round);
      for (const phone of phones) lies[phone.name].push(await writeLie(phone, round));
      for (const phone of phones) await phone.page.locator(phaseOf(round, "voting")).waitFor(WAIT);
      for (const phone of phones) await vote(phone);
      for (const phone of phones) await phone.page.locator(phaseOf(round, "round_results")).waitFor(WAIT);
      await admin.page.getByTestId("show-strip").waitFor({ state: "detached", timeout: 90_000 });
      const next = await expectNextButton(admin, fahad, nextLabel(round, ROUNDS, "الترتيب النهائي"));
      await next.click();
    }
    for (const phone of phones) await phone.page.locator('[data-trivia-phase="final_ranking"]').waitFor(WAIT);

    // The night on the group's page: its ranking, and the season's table.
    await sara.page.goto(`/g/${code}`);
    const night = sara.page.getByRole("list", { name: /^ترتيب سهرة / });
    await night.waitFor(WAIT);
    assert.deepEqual((await night.getByRole("listitem").allInnerTexts()).length, 3);
    const season = sara.page.getByRole("table", { name: "ترتيب الموسم" });
    assert.equal(await season.getByRole("row").count(), 4);
    assert.equal(await sara.page.getByRole("button", { name: "اللعب من بعيد" }).count(), 0, "those who played it do not play it again");
    await shot(sara, "03-group-after-night", { desktop: true });
    await expectAccessible(sara.page, "groups: the page with a night");

    // ناصر, abroad, joins later and plays the night «من بعيد».
    const nasser = { name: "ناصر", ...(await newPhone(browser)) };
    await joinGroup(nasser, code);
    await nasser.page.getByRole("button", { name: "اللعب من بعيد" }).click();
    await nasser.page.waitForURL(ROOM_PATH, WAIT);
    await nasser.page.getByTestId("players-grid").waitFor(WAIT);
    await nasser.page.getByRole("button", { name: "بدء اللعبة" }).click();
    for (let round = 1; round <= ROUNDS; round++) {
      // One subcategory, the night's: each question is asked at once.
      await nasser.page.locator(phaseOf(round, "writing")).waitFor(WAIT);
      await writeLie(nasser, round);
      await nasser.page.locator(phaseOf(round, "voting")).waitFor(WAIT);
      const options = await nasser.page.getByTestId("vote-options").getByRole("button").allInnerTexts();
      for (const name of ["نورة", "فهد", "سارة"]) assert.ok(options.some((o) => o.includes(lies[name][round - 1])), `${name}'s lie of round ${round} is among the options`);
      if (round === 1) await shot(nasser, "04-ghost-vote");
      await vote(nasser);
      await nasser.page.locator(phaseOf(round, "round_results")).waitFor(WAIT);
      // The room moves on by itself once its show has played (the ghost's room keeps the default pacing).
      await nasser.page.locator(round === ROUNDS ? '[data-trivia-phase="final_ranking"]' : phaseOf(round + 1, "writing")).waitFor({ timeout: 120_000 });
    }

    // The family sees the ghost ranked in the night, marked «من بعيد».
    await admin.page.goto(`/g/${code}`);
    const ranked = admin.page.getByRole("list", { name: /^ترتيب سهرة / });
    await ranked.getByRole("listitem").filter({ hasText: "ناصر" }).filter({ hasText: "من بعيد" }).waitFor(WAIT);
    assert.equal(await ranked.getByRole("listitem").count(), 4);
    await shot(admin, "05-group-after-ghost", { desktop: true });
    await expectAccessible(admin.page, "groups: the page with a ghost ranked");
    for (const phone of [...phones, nasser]) await phone.context.close();
  });
});
