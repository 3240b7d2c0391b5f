// A gathering in teams, in the browser: twelve real phones at 360 px and the TV at 1920×1080 play
// bluff trivia to the end in three teams. The host splits the room into 3 teams on the lobby's
// team card and moves one player to another team there; in each round two members of every team
// propose lies (round 1) or one does (later rounds), and another member takes one with «اعتماد»
// on the team's proposals card; everyone votes alone (the other teams for the first team's lie);
// the TV shows the team board while the lies are written (team names, n/n done), names the first
// team's lie at the reveal («كذبة فريق …»), and at the end the team totals and the team podium,
// whose points equal the sum of the members' points as the phones' rankings show them. Nothing on
// the TV spills off 1920×1080 and no text there is under 22 px.
//
// Screenshots go to docs/screenshots/gathering/ (GATHERING_SHOTS overrides the folder; off skips them).
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { launchBrowser, newPhone, settled } from "../helpers.mjs";
import { applySettingsAndStart, chooseGame, createRoom, expectLobbyPlayers, joinByLink, nextLabel, phaseSelector, WAIT } from "../room-helpers.mjs";

const TV = { width: 1920, height: 1080 };
/** A whole staged reveal on a busy shared machine. */
const SHOW_WAIT = { timeout: 90_000 };
const ROUNDS = 3;
const NAMES = ["نورة", "فهد", "سارة", "خالد", "مريم", "عبدالله", "هيا", "سلمان", "لولوة", "ناصر", "دانة", "بدر"];
/** One lie per player, unlike any question's truth and unlike each other. */
const LIES = ["زعفران بالهيل", "قهوة بالزنجبيل", "سمبوسة بالجبن", "هريس بالسكر", "لقيمات بالدبس", "مجبوس بالروبيان", "بلاليط بالبيض", "ثريد باللحم", "مضروبة بالدجاج", "جريش بالسمن", "عصيدة بالتمر", "مرقوق بالقرع"];
const SHOTS = process.env.GATHERING_SHOTS === "off" ? null : resolve(import.meta.dirname, "../..", process.env.GATHERING_SHOTS ?? "docs/screenshots/gathering");
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const phaseOf = phaseSelector("trivia");

/** Saves the page, or one element of it, once it has settled. */
async function shot(page, name, element = null) {
  if (!SHOTS) return;
  await settled(page);
  await (element ?? page).screenshot({ path: join(SHOTS, `${name}.png`), ...(element ? {} : { fullPage: false }) });
}

/** Western digits from what a page shows (Arabic-Indic digits, thousands separators). */
const number = (text) => Number(text.replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d))).replace(/[,٬\s]/g, ""));

/** At 1920×1080 nothing on the TV lies outside the screen and no text is under 22 px. */
async function expectTvFits(tv, what) {
  await settled(tv);
  const fit = await tv.evaluate(() => {
    const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
    const all = [...document.querySelectorAll("main *")].filter(visible);
    const withText = all.filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()));
    const min = Math.min(...withText.map((el) => parseFloat(getComputedStyle(el).fontSize)));
    const outside = all
      .filter((el) => getComputedStyle(el).position !== "fixed")
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.bottom > innerHeight + 1 || r.top < -1 || r.right > innerWidth + 1 || r.left < -1);
      })
      .map((el) => `${el.tagName}.${el.className}`.slice(0, 120));
    const root = document.documentElement;
    return { min, outside: outside.slice(0, 3), scroll: [root.scrollWidth - innerWidth, root.scrollHeight - innerHeight] };
  });
  assert.deepEqual(fit.outside, [], `${what}: nothing outside 1920×1080`);
  assert.ok(fit.scroll[0] <= 1 && fit.scroll[1] <= 1, `${what}: the page does not scroll (${fit.scroll})`);
  assert.ok(fit.min >= 22, `${what}: the smallest text is ${fit.min}px`);
}

/** Each player's points as a phone's ranking shows them: nickname → points. */
async function phonePoints(page) {
  const rows = await page.getByTestId("ranking").locator("li[data-player-id]").evaluateAll((lis) =>
    lis.map((li) => [li.querySelector(".truncate")?.textContent ?? "", [...li.querySelectorAll("span")].find((s) => s.lastElementChild?.textContent === "نقطة")?.firstChild?.textContent ?? ""]),
  );
  const points = new Map(rows.map(([name, points]) => [name, number(points)]));
  assert.ok([...points.values()].every(Number.isInteger), `every row shows its points: ${JSON.stringify(rows)}`);
  return points;
}

/** The teams as the host's lobby card shows them: [{ id, name, members: [nickname] }]. */
async function teamsOnCard(page) {
  return page
    .getByTestId("teams")
    .locator(":scope > ul > li[data-team-id]")
    .evaluateAll((lis) =>
      lis.map((li) => ({
        id: li.getAttribute("data-team-id"),
        name: li.querySelector("h3").firstChild.textContent.trim(),
        members: [...li.querySelectorAll("li[data-player-id] > span")].map((s) => s.textContent),
      })),
    );
}

/** A member proposes a lie for the team; the phone shows it taken. */
async function propose(phone, lie) {
  const form = phone.page.getByRole("form", { name: "إجابتك" });
  await form.getByRole("textbox").fill(lie);
  await form.getByRole("button", { name: "إرسال الإجابة" }).click();
  await phone.page.getByTestId("answer-confirmed").waitFor(WAIT);
  assert.equal(await phone.page.getByTestId("my-answer").innerText(), lie);
}

/** The member's card of the team's proposals, once it lists `lies`; returns the row of `lie`. */
async function proposalRow(phone, lies, lie) {
  const card = phone.page.getByTestId("team-lie");
  for (const l of lies) await card.locator("[data-proposal-of]").filter({ hasText: l }).waitFor(WAIT);
  return card.locator("[data-proposal-of]").filter({ hasText: lie });
}

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

describe("a gathering in teams", () => {
  it("twelve phones in three teams and the TV play bluff trivia to the team podium", async () => {
    // ---------- twelve phones in the lobby, the TV beside them ----------
    const host = { name: NAMES[0], ...(await newPhone(browser)) };
    const code = await createRoom(host.page, host.name, "premium");
    await host.page.getByTestId("players-grid").waitFor(WAIT);
    const phones = [host];
    for (const name of NAMES.slice(1)) {
      const guest = { name, ...(await newPhone(browser)) };
      await joinByLink(guest, code);
      phones.push(guest);
    }
    for (const phone of [host, phones.at(-1)]) await expectLobbyPlayers(phone.page, NAMES);
    const byName = new Map(phones.map((p) => [p.name, p]));
    const tv = await newPhone(browser, TV);
    await tv.page.goto(`/screen/${code}`);
    await tv.page.getByTestId("screen-code").waitFor(WAIT);
    await tv.page.getByRole("button", { name: "اضغطوا لتشغيل الصوت" }).click();

    // ---------- the host splits the room into 3 teams and moves a player ----------
    await chooseGame(host.page, "trivia-deception");
    const card = host.page.getByTestId("teams");
    // Twelve seats: the card says a game needs teams first.
    await card.getByText(/تبدأ اللعبة بعد تقسيم الغرفة إلى فرق/).waitFor(WAIT);
    await card.locator('[data-team-count="3"]').click();
    await card.locator('[data-team-count="3"][aria-checked="true"]').waitFor(WAIT);
    await card.locator(":scope > ul > li[data-team-id]").nth(2).waitFor(WAIT);
    const dealt = await teamsOnCard(host.page);
    assert.equal(dealt.length, 3);
    assert.deepEqual(dealt.map((t) => t.members.length), [4, 4, 4], "twelve dealt into three teams of four");
    // The last team's last member goes to the first team: 5, 4, 3.
    const moved = dealt[2].members.at(-1);
    await card.getByLabel(`نقل ${moved} إلى فريق آخر`).selectOption({ label: dealt[0].name });
    const guestCard = byName.get(NAMES[1]).page.getByTestId("teams");
    await guestCard.locator(`li[data-team-id="${dealt[0].id}"] li[data-player-id]`).filter({ hasText: moved }).waitFor(WAIT);
    // A member sees the teams but has nothing to move.
    assert.equal(await guestCard.locator("select").count(), 0);
    await card.locator(`li[data-team-id="${dealt[0].id}"] li[data-player-id]`).filter({ hasText: moved }).waitFor(WAIT);
    const teams = await teamsOnCard(host.page);
    assert.deepEqual(teams.map((t) => t.members.length), [5, 4, 3]);
    assert.ok(teams[0].members.includes(moved) && !teams[2].members.includes(moved));
    await card.scrollIntoViewIfNeeded();
    await shot(host.page, "host-team-card-360", card);
    // The TV's lobby shows the teams too.
    for (const team of teams) await tv.page.getByTestId("lobby-teams").locator(`[data-team-id="${team.id}"]`).filter({ hasText: team.name }).waitFor(WAIT);

    await applySettingsAndStart(host, byName.get(NAMES[1]), { rounds: ROUNDS, subcategorySelectionTime: 30, writingTime: 180, votingTime: 90 });

    const [first] = teams;
    const teamOf = new Map(teams.flatMap((t) => t.members.map((m) => [m, t])));
    for (let round = 1; round <= ROUNDS; round++) {
      // ---------- the round's subcategory: whoever is told to choose ----------
      for (const phone of phones) {
        await phone.page
          .locator(phaseOf(round, "subcategory_selection", "writing"))
          .waitFor(WAIT)
          .catch((error) => {
            throw new Error(`${phone.name}'s phone did not reach round ${round}: ${error.message}`);
          });
      }
      if (await host.page.locator(phaseOf(round, "subcategory_selection")).count()) {
        const selector = await Promise.any(phones.map((p) => p.page.getByTestId("selector-prompt").waitFor(WAIT).then(() => p)));
        await selector.page.getByRole("list", { name: "الفئات المتاحة" }).getByRole("button").first().click();
      }
      for (const phone of phones) await phone.page.locator(phaseOf(round, "writing")).waitFor(WAIT);

      // ---------- writing: members propose, another member takes one with «اعتماد» ----------
      await tv.page.getByTestId("team-board").waitFor(WAIT);
      if (round === 1) {
        const names = await tv.page.getByTestId("team-board").locator(":scope > li h3").allInnerTexts();
        assert.deepEqual(names, teams.map((t) => t.name), "the TV's board names the three teams");
      }
      const picked = new Map();
      for (const [index, team] of teams.entries()) {
        const members = team.members.map((m) => byName.get(m));
        const lie = (m) => LIES[NAMES.indexOf(m.name)];
        const proposers = round === 1 ? members.slice(0, 2) : members.slice(0, 1);
        const picker = members[proposers.length];
        for (const m of proposers) await propose(m, lie(m));
        const row = await proposalRow(picker, proposers.map(lie), lie(members[0]));
        // Nobody has taken one yet: the last proposal stands, and each row offers «اعتماد».
        const take = row.getByRole("button", { name: "اعتماد" });
        await take.waitFor(WAIT);
        if (round === 1) assert.equal(await picker.page.getByTestId("team-lie").getByRole("button", { name: "اعتماد" }).count(), proposers.length);
        if (round === 1 && index === 1) {
          // The TV while the first team has taken its lie and the second has not yet.
          const board = tv.page.getByTestId("team-board");
          await board.locator(`[data-team-id="${teams[0].id}"] [data-testid="team-done"]`).filter({ hasText: `${teams[0].members.length}/${teams[0].members.length}` }).waitFor(WAIT);
          await board.locator(`[data-team-id="${team.id}"] [data-testid="team-done"]`).filter({ hasText: `2/${team.members.length}` }).waitFor(WAIT);
          await shot(tv.page, "tv-team-board-12");
          await expectTvFits(tv.page, "the team board");
          await picker.page.getByTestId("team-lie").scrollIntoViewIfNeeded();
          await shot(picker.page, "member-team-proposals-360", picker.page.getByTestId("team-lie"));
        }
        await take.click();
        picked.set(team.id, lie(members[0]));
        if (index < teams.length - 1) {
          await row.getByText("معتمدة").waitFor(WAIT);
          await picker.page.getByTestId("team-lie").locator('[data-standing="yes"]').filter({ hasText: lie(members[0]) }).waitFor(WAIT);
        }
      }

      // ---------- voting: one lie per team; everyone votes alone ----------
      for (const phone of phones) await phone.page.locator(phaseOf(round, "voting")).waitFor(WAIT);
      const firstLie = picked.get(first.id);
      for (const phone of phones) {
        const options = phone.page.getByTestId("vote-options").getByRole("button");
        // One option per team's lie: no member's unpicked proposal is there.
        if (round === 1 && phone === host) for (const t of teams) assert.equal(await options.filter({ hasText: picked.get(t.id) }).count(), 1);
        const pick = teamOf.get(phone.name) === first ? options.filter({ hasNot: phone.page.locator("[data-mine]"), hasNotText: firstLie }).first() : options.filter({ hasText: firstLie });
        await pick.click();
        await phone.page.getByRole("button", { name: "تصويت", exact: true }).click();
      }

      // ---------- the reveal names the first team's lie; the totals equal the members' sums ----------
      if (round === 1) {
        const named = tv.page.getByText(new RegExp(`كذبة ${first.name} \\(`));
        await named.first().waitFor(SHOW_WAIT);
        await shot(tv.page, "tv-reveal-team-lie-12");
      }
      for (const phone of phones) await phone.page.getByTestId("ranking").waitFor(SHOW_WAIT);
      const totals = tv.page.getByTestId("screen-team-totals");
      await totals.waitFor(SHOW_WAIT);
      const points = await phonePoints(host.page);
      assert.equal(points.size, NAMES.length, "every player in the ranking");
      for (const team of teams) {
        const sum = team.members.reduce((s, m) => s + points.get(m), 0);
        const shown = number(await totals.locator(`li[data-team-id="${team.id}"] [data-testid="team-total"]`).innerText());
        assert.equal(shown, sum, `round ${round}: ${team.name} on the TV is the sum of its members' points on the phones`);
      }
      // The first team fooled the other teams' seven voters: it leads.
      assert.ok(first.members.reduce((s, m) => s + points.get(m), 0) > 0);
      if (round === 1) {
        await shot(tv.page, "tv-team-totals-12");
        await expectTvFits(tv.page, "the team totals");
      }
      // The TV leads: the host moves on once its show has played.
      await tv.page.locator(`[data-screen-phase="round_results"][data-round="${round}"][data-show="played"]`).waitFor(SHOW_WAIT);
      const next = host.page.getByTestId("next-round");
      await next.waitFor(WAIT);
      assert.equal((await next.innerText()).trim(), nextLabel(round, ROUNDS, "الترتيب النهائي"));
      await next.click();
    }

    // ---------- the end: the team podium ----------
    for (const phone of phones) await phone.page.locator('[data-trivia-phase="final_ranking"]').waitFor(WAIT);
    const points = await phonePoints(byName.get(NAMES.at(-1)).page);
    const podium = tv.page.getByTestId("screen-team-podium");
    await podium.waitFor(SHOW_WAIT);
    for (const team of teams) {
      const sum = team.members.reduce((s, m) => s + points.get(m), 0);
      const step = await podium.locator(`:scope > ol > li[data-team-id="${team.id}"]`).innerText();
      const shown = /([\d٠-٩,٬]+)\s*نقط/.exec(step);
      assert.equal(shown ? number(shown[1]) : 0, sum, `${team.name} on the podium (${step.replace(/\s+/g, " ")}) is the sum of its members' points`);
    }
    // The first team's lies were all its first member's: the team's best bluffer.
    const best = podium.locator(`[aria-label="الأكثر خداعًا في كل فريق"] [data-team-id="${first.id}"] [data-testid="team-best"]`);
    assert.equal(await best.innerText(), first.members[0]);
    await shot(tv.page, "tv-team-podium-12");
    await expectTvFits(tv.page, "the team podium");

    for (const phone of [...phones, tv]) await phone.context.close();
  });
});
