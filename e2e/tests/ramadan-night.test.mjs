// «سهرة رمضانية» and the TV's corner, in the browser: a big screen at 1920×1080 asks for sound from
// its header's corner (focused, big, and over nothing of the room); the host (a 360 px phone) turns
// the Ramadan night on, then prayer breaks for a city whose fast runs now, and the TV's header counts
// down to that city's Maghrib («على الفطور 1:25»), the same Maghrib the prayer breaks use. Turned off
// again on an ordinary day, the countdown goes. Which city fasts now is read from the app's own
// prayer times (/api/prayer-times); when none does (late evening across the listed cities), the TV
// must show no countdown at all. Screenshots in RAMADAN_SHOTS (docs/screenshots/ramadan/).
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { BASE_URL, launchBrowser, newPhone, settled } from "../helpers.mjs";
import { chooseGame, createRoom, expectLobbyPlayers, joinByLink, WAIT } from "../room-helpers.mjs";

const SHOTS = process.env.RAMADAN_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const TV = { width: 1920, height: 1080 };

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

async function shot(page, name) {
  if (!SHOTS) return;
  await settled(page);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const minutesOf = (hhmm) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

/** A listed city whose fast runs now (Fajr passed, Maghrib at least 5 minutes away), with the minutes left; or null. */
async function fastingCity() {
  const cities = await (await fetch(`${BASE_URL}/api/prayer-cities`)).json();
  for (const city of cities) {
    const now = new Date();
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: city.timezone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
    const clock = new Intl.DateTimeFormat("en-GB", { timeZone: city.timezone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(now);
    const { times } = await (await fetch(`${BASE_URL}/api/prayer-times?city=${city.id}&date=${date}`)).json();
    const left = minutesOf(times.maghrib) - minutesOf(clock);
    if (minutesOf(clock) > minutesOf(times.fajr) && left >= 5) {
      const month = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura", { month: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
      return { id: city.id, timezone: city.timezone, left, ramadanDay: Number(month) === 9 };
    }
  }
  return null;
}

describe("«سهرة رمضانية» and the TV's sound corner", () => {
  it("the TV asks for sound from its header, and counts down to iftar while a Ramadan night follows a fasting city", async () => {
    const city = await fastingCity();
    const host = { name: "نورة", ...(await newPhone(browser)) };
    host.page.setDefaultTimeout(60_000);
    const code = await createRoom(host.page, host.name, "premium");
    await host.page.getByTestId("players-grid").waitFor(WAIT);

    const tvContext = await browser.newContext({ baseURL: BASE_URL, viewport: TV, locale: "ar-SA" });
    const tv = await tvContext.newPage();
    tv.setDefaultTimeout(60_000);
    await tv.goto(`/screen/${code}`);
    await tv.getByTestId("screen-code").filter({ hasText: code }).waitFor(WAIT);

    // The sound prompt: focused for a remote's OK key, big, and inside the header's row, so the
    // lobby's join card and the stage below it stay whole.
    const prompt = tv.getByRole("button", { name: "اضغطوا لتشغيل الصوت" });
    await prompt.waitFor(WAIT);
    await tv.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "sound-prompt", null, WAIT);
    // Measured where it rests: it slides in («screen-reveal»), and a box taken mid-slide sits below the row.
    await prompt.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = await prompt.boundingBox();
    const header = await tv.locator("header").first().boundingBox();
    assert.ok(box && box.height >= 80, `the prompt is ${box?.height} px tall`);
    assert.ok(box.y >= header.y && box.y + box.height <= header.y + header.height + 1, "the prompt sits in the header's row");
    assert.ok(box.x >= 0 && box.x + box.width <= TV.width, "the prompt stays on the screen");
    // Nothing of the room under it: the element at its centre is the prompt itself.
    assert.equal(await tv.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="sound-prompt"]') !== null, { x: box.x + box.width / 2, y: box.y + box.height / 2 }), true);
    await shot(tv, "tv-sound-prompt-1920");

    // The host turns the Ramadan night on; everyone's lobby says so.
    const night = host.page.getByTestId("ramadan-night");
    await night.getByRole("switch", { name: "سهرة رمضانية" }).click();
    await night.getByRole("switch", { name: "سهرة رمضانية", checked: true }).waitFor(WAIT);
    await night.getByText("أسئلة رمضان والعيد أولًا في كل لعبة").waitFor(WAIT);
    await night.scrollIntoViewIfNeeded();
    await shot(host.page, "lobby-ramadan-night-360");

    // Prayer breaks on, following the fasting city (or the device's suggestion when none fasts now).
    const breaks = host.page.getByTestId("prayer-breaks");
    await breaks.getByRole("switch", { name: "استراحة الصلاة" }).click();
    await breaks.getByRole("switch", { name: "استراحة الصلاة", checked: true }).waitFor(WAIT);
    if (city) await breaks.getByTestId("prayer-city").selectOption(city.id);
    // The picked city, not the select's value read back: until the room echoes the choice, the
    // select may still show the room's previous city.
    const chosen = city ? city.id : await breaks.getByTestId("prayer-city").inputValue();
    await host.page.waitForFunction((id) => document.querySelector('[data-testid="prayer-breaks"] [data-testid="prayer-city"]')?.value === id, chosen, WAIT);

    const countdown = tv.getByTestId("iftar-countdown");
    if (!city) {
      // No listed city is between Fajr and Maghrib now: the TV shows no countdown at all.
      await tv.getByTestId("screen-code").waitFor(WAIT);
      assert.equal(await countdown.count(), 0);
      return;
    }
    await countdown.waitFor(WAIT);
    const [, h, m] = /على الفطور (\d+):(\d{2})/.exec(await countdown.innerText());
    const shown = Number(h) * 60 + Number(m);
    assert.ok(Math.abs(shown - city.left) <= 2, `the TV says ${shown} minutes to iftar in ${city.id}; its timetable says ${city.left}`);
    await shot(tv, "tv-iftar-countdown-1920");
    // In the header's row, beside the room's code.
    const [inHeader, headerNow] = [await countdown.boundingBox(), await tv.locator("header").first().boundingBox()];
    assert.ok(inHeader.y >= headerNow.y && inHeader.y + inHeader.height <= headerNow.y + headerNow.height + 1, `countdown ${JSON.stringify(inHeader)}, header ${JSON.stringify(headerNow)}`);

    // The night turned off: on an ordinary day the countdown goes; in Ramadan it stays.
    await night.getByRole("switch", { name: "سهرة رمضانية" }).click();
    await night.getByRole("switch", { name: "سهرة رمضانية", checked: false }).waitFor(WAIT);
    if (city.ramadanDay) await countdown.waitFor(WAIT);
    else await countdown.waitFor({ state: "detached", ...WAIT });

    // A game starts on a Ramadan night, with nobody having touched the TV: the prompt stays in the
    // header's row, crowded by the round's banner and clock, and the stage starts below it.
    await night.getByRole("switch", { name: "سهرة رمضانية" }).click();
    await night.getByRole("switch", { name: "سهرة رمضانية", checked: true }).waitFor(WAIT);
    const guests = [{ name: "فهد", ...(await newPhone(browser)) }, { name: "سارة", ...(await newPhone(browser)) }];
    for (const guest of guests) {
      guest.page.setDefaultTimeout(60_000);
      await joinByLink(guest, code);
    }
    await expectLobbyPlayers(host.page, [host.name, ...guests.map((g) => g.name)], { timeout: 60_000 });
    await chooseGame(host.page, "trivia-deception");
    await host.page.getByRole("button", { name: "بدء اللعبة" }).click();
    const stage = tv.locator("[data-screen-phase]");
    await stage.waitFor(WAIT);
    const [inGame, headerInGame, stageBox] = [await prompt.boundingBox(), await tv.locator("header").first().boundingBox(), await stage.boundingBox()];
    assert.ok(inGame.y >= headerInGame.y && inGame.y + inGame.height <= headerInGame.y + headerInGame.height + 1, `prompt ${JSON.stringify(inGame)}, header ${JSON.stringify(headerInGame)}`);
    assert.ok(stageBox.y >= headerInGame.y + headerInGame.height, "the stage starts below the header");
    assert.ok(inGame.x >= 0 && inGame.x + inGame.width <= TV.width, "the prompt stays on the screen");
    await shot(tv, "tv-sound-prompt-game-1920");

    // A touch starts the sound: the prompt goes, and the header keeps only its button.
    await prompt.click();
    await prompt.waitFor({ state: "detached", ...WAIT });
    assert.equal(await tv.getByTestId("sound-toggle").getAttribute("data-sound-state"), "on");
    await tvContext.close();
    for (const phone of [host, ...guests]) await phone.context.close();
  });
});
