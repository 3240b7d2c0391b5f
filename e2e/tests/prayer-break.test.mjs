// «استراحة الصلاة» (issue 34) in the browser, at 360 px phones and a 1920×1080 big screen: the
// host turns prayer breaks on in the lobby (the phone's time zone, Asia/Kuwait, suggests
// «الكويت»), the guests see the choice, a trivia game starts; the prayer is brought close with
// the development rehearsal (the room's own notice, pause and countdown follow), every phone and
// the TV show the notice, then the break with the prayer's name and the countdown; the host
// extends it by five minutes and resumes early, and the game goes on.
//
// With PRAYER_SHOTS=<dir> it saves the notice and the break on a phone (360×780) and the TV
// (1920×1080), and the lobby card.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { BASE_URL, launchBrowser, newPhone, PHONE } from "../helpers.mjs";
import { chooseGame, createRoom, enterRoom, expectLobbyPlayers, WAIT } from "../room-helpers.mjs";

const SHOTS = process.env.PRAYER_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const TV = { width: 1920, height: 1080 };
const PRAYER = /حان وقت صلاة (الفجر|الظهر|العصر|المغرب|العشاء)/;

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

async function shot(page, name) {
  if (!SHOTS) return;
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** The development rehearsal, from the host's page (the room's creator): the next prayer in `inSeconds`. */
async function prayerIn(host, code, inSeconds) {
  const answer = await host.evaluate(
    async ({ code, inSeconds }) => {
      const res = await fetch(`/api/dev/rooms/${code}/prayer-rehearsal`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ inSeconds }) });
      return { status: res.status, body: await res.json() };
    },
    { code, inSeconds },
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
}

/**
 * The room's frames to a context's pages, held back on demand: a slow echo of the host's lobby
 * choices, as on a phone far from the room. Everything else passes as it is.
 */
async function holdableEchoes(context) {
  let held = null;
  const pages = new Set();
  await context.routeWebSocket(
    (url) => url.pathname === "/ws",
    (page) => {
      const room = page.connectToServer();
      pages.add(page);
      page.onMessage((frame) => room.send(frame));
      room.onMessage((frame) => (held ? held.push([page, frame]) : page.send(frame)));
      page.onClose((code, reason) => {
        pages.delete(page);
        room.close({ code, reason });
      });
      room.onClose((code, reason) => {
        pages.delete(page);
        page.close({ code, reason });
      });
    },
  );
  return {
    hold: () => (held ??= []),
    release: () => {
      const frames = held ?? [];
      held = null;
      for (const [page, frame] of frames) if (pages.has(page)) page.send(frame);
    },
  };
}

/** The countdown's `M:SS` as seconds. */
const seconds = (clock) => {
  const [m, s] = clock.trim().split(":").map(Number);
  return m * 60 + s;
};

describe("prayer breaks in the browser (issue 34)", () => {
  it("the host turns them on, the room pauses at the prayer on every phone and the TV, the host extends and resumes", async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "ar-SA", baseURL: BASE_URL, timezoneId: "Asia/Kuwait" });
    const echoes = await holdableEchoes(context);
    const host = { name: "نورة", context, page: await context.newPage() };
    const code = await createRoom(host.page, host.name, "premium");
    await host.page.getByTestId("players-grid").waitFor(WAIT);
    const fahad = { name: "فهد", ...(await newPhone(browser)) };
    const sara = { name: "سارة", ...(await newPhone(browser)) };
    // A shared two-core machine: the first load of a route through the dev server can be slow.
    for (const page of [host.page, fahad.page, sara.page]) page.setDefaultTimeout(60_000);
    for (const guest of [fahad, sara]) {
      await guest.page.goto(`/join/${code}`);
      await enterRoom(guest.page, guest.name);
    }
    const phones = [host, fahad, sara];
    for (const phone of phones) await expectLobbyPlayers(phone.page, phones.map((p) => p.name));

    // The lobby: on, the device's city offered, 15 minutes by default; the guests see it and cannot change it.
    const card = host.page.getByTestId("prayer-breaks");
    await card.getByRole("switch", { name: "استراحة الصلاة" }).click();
    await card.getByRole("switch", { name: "استراحة الصلاة", checked: true }).waitFor(WAIT);
    assert.equal(await card.getByTestId("prayer-city").inputValue(), "kuwait");
    await card.getByRole("radio", { name: "15 دقيقة", checked: true }).waitFor();
    await card.getByTestId("prayer-times-today").getByText("الفجر").waitFor(WAIT);
    const guestCard = sara.page.getByTestId("prayer-breaks");
    await guestCard.getByRole("switch", { name: "استراحة الصلاة", checked: true }).waitFor(WAIT);
    assert.equal(await guestCard.getByTestId("prayer-city").inputValue(), "kuwait");
    assert.equal(await guestCard.getByTestId("prayer-city").isDisabled(), true);

    // Two changes made before the room's echo comes: each shows at once, and the second keeps the first.
    const city = card.getByTestId("prayer-city");
    const guestCity = guestCard.getByTestId("prayer-city");
    echoes.hold();
    await city.selectOption("riyadh");
    await card.getByRole("radio", { name: "20 دقيقة" }).click();
    assert.equal(await city.inputValue(), "riyadh");
    await card.getByRole("radio", { name: "20 دقيقة", checked: true }).waitFor();
    echoes.release();
    await guestCard.getByRole("radio", { name: "20 دقيقة", checked: true }).waitFor(WAIT);
    await guestCity.locator('option:checked[value="riyadh"]').waitFor({ ...WAIT, state: "attached" });
    assert.equal(await city.inputValue(), "riyadh");
    // Back to the device's city and 15 minutes for the evening.
    await city.selectOption("kuwait");
    await card.getByRole("radio", { name: "15 دقيقة" }).click();
    await guestCard.getByRole("radio", { name: "15 دقيقة", checked: true }).waitFor(WAIT);
    await guestCity.locator('option:checked[value="kuwait"]').waitFor({ ...WAIT, state: "attached" });
    await card.scrollIntoViewIfNeeded();
    if (SHOTS) await card.screenshot({ path: join(SHOTS, "lobby-card-360.png") });

    // The big screen, then the game.
    const tvContext = await browser.newContext({ viewport: TV, locale: "ar-SA", baseURL: BASE_URL });
    const tv = await tvContext.newPage();
    tv.setDefaultTimeout(60_000);
    await tv.goto(`/screen/${code}`);
    await tv.getByTestId("screen-code").waitFor(WAIT);
    await chooseGame(host.page, "trivia-deception");
    await host.page.getByRole("button", { name: "بدء اللعبة" }).click();
    for (const phone of phones) await phone.page.getByTestId("round-label").waitFor(WAIT);
    await tv.locator("[data-screen-phase]").waitFor(WAIT);

    // A little over a minute before the prayer: the notice, everywhere.
    await prayerIn(host.page, code, 62);
    for (const page of [...phones.map((p) => p.page), tv]) await page.getByTestId("prayer-notice").getByText("تبدأ استراحة الصلاة بعد دقيقة").waitFor(WAIT);
    await shot(sara.page, "notice-phone-360x780");
    await shot(tv, "notice-tv-1920x1080");

    // The prayer's time: the game pauses by itself, with the prayer's name and the countdown.
    await prayerIn(host.page, code, 0);
    for (const phone of phones) await phone.page.getByTestId("prayer-break").getByText(PRAYER).waitFor(WAIT);
    await tv.getByTestId("screen-prayer-break").getByText(PRAYER).waitFor(WAIT);
    const clock = sara.page.getByTestId("prayer-break-clock");
    const left = seconds(await clock.textContent());
    // The phone counts on its estimate of the room's clock, which may run a second or two ahead
    // of the room (the clock sync's error), so a fresh 15:00 break can read 15:01.
    assert.ok(left > 14 * 60 && left <= 15 * 60 + 2, `15 minutes from the prayer, shown ${left} s`);
    assert.ok(seconds(await tv.getByTestId("screen-prayer-clock").textContent()) > 14 * 60);
    // The round's own countdown does not stand frozen beside «نعود بعد» in the TV's header (issue 43).
    assert.equal(await tv.locator('header [role="timer"]').count(), 0, "the TV's header hides the round countdown during the break");
    // The host has the buttons; a guest does not.
    assert.equal(await sara.page.getByRole("button", { name: "استئناف الآن" }).count(), 0);
    await host.page.getByRole("button", { name: "استئناف الآن" }).waitFor();
    // The countdown runs.
    await sara.page.waitForFunction((before) => {
      const text = document.querySelector('[data-testid="prayer-break-clock"]')?.textContent ?? "";
      const [m, s] = text.split(":").map(Number);
      return m * 60 + s < before;
    }, left, WAIT);
    await shot(sara.page, "break-phone-360x780");
    await shot(host.page, "break-host-phone-360x780");
    await shot(tv, "break-tv-1920x1080");

    // «تمديد 5 دقائق»: everyone's countdown moves on.
    await host.page.getByRole("button", { name: "تمديد 5 دقائق" }).click();
    await sara.page.waitForFunction(() => {
      const text = document.querySelector('[data-testid="prayer-break-clock"]')?.textContent ?? "";
      const [m, s] = text.split(":").map(Number);
      return m * 60 + s > 19 * 60;
    }, null, WAIT);

    // «استئناف الآن»: the break ends on every screen and the game is back.
    await host.page.getByRole("button", { name: "استئناف الآن" }).click();
    for (const phone of phones) await phone.page.getByTestId("prayer-break").waitFor({ state: "detached", ...WAIT });
    await tv.getByTestId("screen-prayer-break").waitFor({ state: "detached", ...WAIT });
    await tv.locator("[data-screen-phase]").waitFor(WAIT);

    await tvContext.close();
    for (const phone of phones) await phone.context.close();
  });
});
