// Steps shared by the room and game browser tests: signing in and creating a room,
// guests joining by the invite link, the lobby's game and settings, and the
// checks every game makes between rounds.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DESKTOP, newPhone, PHONE, settled } from "./helpers.mjs";

export const ROOM_PATH = /\/room\/([A-Z2-9]{6})$/;
/** A phase change travels through the room to every phone; be generous. */
export const WAIT = { timeout: 30_000 };

const ACCOUNTS = { premium: "الدخول بحساب مميز", free: "الدخول بحساب مجاني" };

/**
 * A screenshot function that saves the phone's screen, and with `desktop` the same
 * page at 1280×800, into `dir`; it does nothing when `dir` is unset. Each picture is
 * taken once the page has settled (fonts, animations, a frame at the new size).
 */
export function screenshotter(dir) {
  if (dir) mkdirSync(dir, { recursive: true });
  return async function shot(phone, name, { desktop = false } = {}) {
    if (!dir) return;
    // From the top, so the fixed top bar sits where it belongs in a full-page picture.
    await phone.page.evaluate(() => window.scrollTo(0, 0));
    await settled(phone.page);
    await phone.page.screenshot({ path: join(dir, `${name}-360.png`), fullPage: true });
    if (!desktop) return;
    await phone.page.setViewportSize(DESKTOP);
    await settled(phone.page);
    await phone.page.screenshot({ path: join(dir, `${name}-1280.png`), fullPage: true });
    await phone.page.setViewportSize(PHONE);
    await settled(phone.page);
  };
}

/** The entry card: type a nickname and go in. */
export async function enterRoom(page, nickname) {
  await page.getByRole("heading", { name: "حيّاك الله!" }).waitFor();
  const card = page.getByRole("form", { name: "الدخول للغرفة" });
  await card.getByLabel("اسمك في اللعبة").fill(nickname);
  await card.getByRole("button", { name: "دخول الغرفة" }).click();
}

/** Waits until the lobby's players grid shows exactly these nicknames. */
export async function expectLobbyPlayers(page, names, wait = WAIT) {
  await page.waitForFunction(
    (expected) => {
      const cells = [...document.querySelectorAll('[data-testid="players-grid"] [data-nickname]')].map((el) => el.textContent);
      return cells.length === expected.length && expected.every((name) => cells.includes(name));
    },
    names,
    wait,
  );
}

/** Signs in with the development account of that kind ("premium" or "free") and creates a room named by `nickname`; returns its code. */
export async function createRoom(page, nickname, account = "premium") {
  await page.goto("/api/auth/google?intent=create-room");
  await page.getByRole("button", { name: ACCOUNTS[account] }).click();
  await page.waitForURL(/\/create-room$/);
  await page.getByLabel("اسمك في اللعبة").fill(nickname);
  await page.getByRole("button", { name: "إنشاء الغرفة" }).click();
  await page.waitForURL(ROOM_PATH);
  return ROOM_PATH.exec(new URL(page.url()).pathname)[1];
}

/** A guest follows the invite link and enters with their nickname. */
export async function joinByLink(guest, code) {
  await guest.page.goto(`/join/${code}`);
  await enterRoom(guest.page, guest.name);
}

/**
 * A premium admin نورة creates a room and فهد and سارة join by the invite link;
 * returns once all three phones show all three in the lobby.
 */
export async function openRoomOfThree(browser) {
  const admin = { name: "نورة", ...(await newPhone(browser)) };
  const code = await createRoom(admin.page, admin.name, "premium");
  // The lobby itself, not the create screen still showing while the room screen loads.
  await admin.page.getByTestId("players-grid").waitFor(WAIT);
  const fahad = { name: "فهد", ...(await newPhone(browser)) };
  const sara = { name: "سارة", ...(await newPhone(browser)) };
  for (const guest of [fahad, sara]) await joinByLink(guest, code);
  const phones = [admin, fahad, sara];
  for (const phone of phones) await expectLobbyPlayers(phone.page, phones.map((p) => p.name));
  return { code, admin, fahad, sara, phones };
}

/** The admin chooses a game in the lobby; returns the chosen categories once at least one is chosen. */
export async function chooseGame(page, gameType) {
  const game = page.locator(`[role="radio"][data-game-type="${gameType}"]`);
  await game.click();
  // The choice shows once the room has it: on a busy machine that is not the same instant as the click.
  await page.locator(`[role="radio"][data-game-type="${gameType}"][aria-checked="true"]`).waitFor(WAIT);
  const chosen = page.locator('[data-category-id][aria-pressed="true"]');
  await chosen.first().waitFor(WAIT);
  return chosen;
}

/**
 * The admin sets each setting, waits for `watcher` to see the rounds, and starts the game. By
 * default the room keeps the host's pacing («بيد المضيف», issue 43), so a test reads each round's
 * results before the host moves on; `{ pacing: "auto" }` leaves the game to move on by itself.
 * `{ atTheStart: { key: value } }` moves those sliders right before the tap on start.
 */
export async function applySettingsAndStart(admin, watcher, settings, { pacing = "host", atTheStart = {} } = {}) {
  for (const [key, value] of Object.entries(settings)) await admin.page.locator(`#setting-${key}`).fill(String(value));
  await watcher.page.waitForFunction((rounds) => document.querySelector("#setting-rounds")?.value === String(rounds), settings.rounds, WAIT);
  if (pacing === "host") {
    await admin.page.getByTestId("pacing").getByRole("radio", { name: "بيد المضيف" }).click();
    await watcher.page.getByTestId("pacing").locator('[data-host-paced="yes"][aria-checked="true"]').waitFor(WAIT);
  }
  // `atTheStart`: sliders moved just before the tap on «بدء اللعبة», their values not yet sent.
  for (const [key, value] of Object.entries(atTheStart)) await admin.page.locator(`#setting-${key}`).fill(String(value));
  await admin.page.getByRole("button", { name: "بدء اللعبة" }).click();
}

/** Every phone reaches `selector` and shows round 1 of `rounds` in the top bar. */
export async function expectFirstRound(phones, selector, rounds) {
  for (const phone of phones) {
    await phone.page.locator(selector).waitFor(WAIT);
    await phone.page.getByTestId("round-label").filter({ hasText: `الجولة 1/${rounds}` }).waitFor();
  }
}

/** `(round, ...phases)` → a selector for any of those phases of the game in that round. */
export function phaseSelector(game) {
  return (round, ...phases) => phases.map((p) => `[data-round="${round}"][data-${game}-phase="${p}"]`).join(", ");
}

/**
 * Bluff trivia's round opens on the selector's choice: `selector` (the first in join order
 * chooses round 1, then each next one) is told so and taps the first subcategory offered,
 * and every phone reaches the round's writing phase.
 */
export async function selectorPicks(phones, selector, round = 1) {
  const phaseOf = phaseSelector("trivia");
  for (const phone of phones) await phone.page.locator(phaseOf(round, "subcategory_selection")).waitFor(WAIT);
  await selector.page.getByTestId("selector-prompt").waitFor(WAIT);
  await selector.page.getByRole("list", { name: "الفئات المتاحة" }).getByRole("button").first().click();
  for (const phone of phones) await phone.page.locator(phaseOf(round, "writing")).waitFor(WAIT);
}

/** The status line under a player's tile in the players-status grid. */
export async function gridStatus(page, nickname) {
  const cell = page.getByTestId("players-status-grid").locator("[data-player-id]").filter({ has: page.locator("[data-nickname]", { hasText: nickname }) });
  return cell.innerText();
}

/** Between rounds: only the admin has the next button, labelled `label`; the player waits for the admin. */
export async function expectNextButton(admin, player, label) {
  const next = admin.page.getByTestId("next-round");
  assert.equal((await next.innerText()).trim(), label);
  assert.equal(await player.page.getByTestId("next-round").count(), 0);
  await player.page.getByText(new RegExp(`بانتظار ${admin.name} لإكمال اللعبة`)).waitFor();
  return next;
}

/** The next button's label after `round` of `rounds`: the next round, the kill round, or the end. */
export function nextLabel(round, rounds, endLabel) {
  return round === rounds ? endLabel : round + 1 === rounds ? "جولة الحسم" : "الجولة التالية";
}

/** A free admin taps a premium game: the toast refuses it and the free game stays chosen. */
export async function expectPremiumGameRefused(page, game) {
  await game.click();
  const toast = page.getByRole("alert").filter({ hasText: "لعبة مميزة" });
  await toast.waitFor();
  assert.match(await toast.innerText(), /هذه اللعبة للأعضاء المميزين/);
  assert.equal(await game.getAttribute("aria-checked"), "false");
  assert.equal(await page.locator('[role="radio"][data-game-type="trivia-deception"]').getAttribute("aria-checked"), "true");
}
