// What players and an attacker noticed (issue 9): player text that looks like HTML is
// shown as text and runs nothing; a room's title names it once; the lobby's exit asks
// first; a toast in a game stays clear of the top bar on a 360 px phone; and the
// development sign-in page fits that phone. On a wide screen a toast stays above the
// lobby's start bar.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { DESKTOP, expectAccessible, launchBrowser, newPhone, PHONE } from "../helpers.mjs";
import { applySettingsAndStart, createRoom, expectLobbyPlayers, joinByLink, phaseSelector, screenshotter, selectorPicks, WAIT } from "../room-helpers.mjs";

/** 20 characters: the join form's longest nickname. */
const NICKNAME_ATTACK = "<svg onload=alert()>";
const ANSWER_ATTACK = "<img src=x onerror=alert(1)>";
/** Anything an injected element would leave in the page. */
const INJECTED = 'img[src="x"], img[onerror], svg[onload], [onerror], [onload]';

/** Slow enough that no phase ends on its timer while the test acts. */
const SETTINGS = { rounds: 3, subcategorySelectionTime: 30, writingTime: 180, votingTime: 90 };
const phaseOf = phaseSelector("trivia");
/** With HARDENING_SHOTS=<dir>, saves the screens it checks, for looking at by eye. */
const shot = screenshotter(process.env.HARDENING_SHOTS);

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** Records every dialog (alert, confirm, prompt) and uncaught error a page produces. */
function watchScripts(page, log) {
  page.on("dialog", (dialog) => {
    log.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => log.push(`pageerror: ${error.message}`));
}

async function injectedCount(page) {
  return page.evaluate((selector) => document.querySelectorAll(selector).length, INJECTED);
}

/** The two rectangles share no area. */
function overlaps(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe("hardening", () => {
  it("the development sign-in page fits a 360 px phone", async () => {
    const { context, page } = await newPhone(browser);
    await page.goto("/api/auth/google?intent=create-room");
    await page.getByRole("button", { name: "الدخول بحساب مجاني" }).waitFor();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, card: document.querySelector("main").getBoundingClientRect().right }));
    assert.ok(widths.page <= PHONE.width, `the page is ${widths.page} px wide`);
    assert.ok(widths.card <= PHONE.width, `the card ends at ${widths.card} px`);
    await expectAccessible(page, "development sign-in");
    await context.close();
  });

  it("player text is shown as text; the title, the lobby's exit and a game toast behave", async () => {
    const scripts = [];
    const admin = { name: "نورة", ...(await newPhone(browser)) };
    watchScripts(admin.page, scripts);
    const code = await createRoom(admin.page, admin.name, "premium");
    await admin.page.getByTestId("players-grid").waitFor(WAIT);

    // ---------- the title names the room once ----------
    // The room's share description carries its code and is set with the title: once it is there, so is the room's title.
    await admin.page.waitForFunction((c) => document.querySelector('meta[name="description"]')?.content.includes(c), code, WAIT);
    assert.equal(await admin.page.title(), `غرفة ${code} | مجلس`);

    // ---------- a nickname that looks like HTML ----------
    const attacker = { name: NICKNAME_ATTACK, ...(await newPhone(browser)) };
    watchScripts(attacker.page, scripts);
    await joinByLink(attacker, code);
    await expectLobbyPlayers(admin.page, [admin.name, NICKNAME_ATTACK]);
    await expectLobbyPlayers(attacker.page, [admin.name, NICKNAME_ATTACK]);
    await admin.page.getByTestId("players-grid").getByText(NICKNAME_ATTACK, { exact: true }).waitFor();
    // Someone waiting in the lobby is told who starts the game, in words that fit anyone.
    await attacker.page.getByText(`بانتظار ${admin.name} لبدء اللعبة...`).waitFor();

    // ---------- the lobby's exit asks first ----------
    const leaver = { name: "فهد", ...(await newPhone(browser)) };
    await joinByLink(leaver, code);
    await expectLobbyPlayers(admin.page, [admin.name, NICKNAME_ATTACK, leaver.name]);
    await leaver.page.getByRole("button", { name: "خروج" }).click();
    const ask = leaver.page.getByRole("dialog", { name: "مغادرة الغرفة؟" });
    await ask.waitFor();
    await shot(leaver, "01-lobby-exit-confirm", { desktop: true });
    await expectAccessible(leaver.page, "lobby: leave confirmation");
    await ask.getByRole("button", { name: "إلغاء" }).click();
    await ask.waitFor({ state: "hidden" });
    assert.match(new URL(leaver.page.url()).pathname, new RegExp(`/(room|join)/${code}$`));
    await expectLobbyPlayers(leaver.page, [admin.name, NICKNAME_ATTACK, leaver.name]);
    await leaver.page.getByRole("button", { name: "خروج" }).click();
    await ask.getByRole("button", { name: "مغادرة الغرفة" }).click();
    await leaver.page.waitForURL((url) => url.pathname === "/", WAIT);
    await expectLobbyPlayers(admin.page, [admin.name, NICKNAME_ATTACK]);
    await leaver.context.close();

    // ---------- on a wide screen a toast sits in the corner, above the start bar ----------
    await admin.page.setViewportSize(DESKTOP);
    await admin.page.getByRole("button", { name: "مشاركة رابط الغرفة" }).click();
    // Copied, or refused by the browser's clipboard: a toast either way.
    const lobbyToast = admin.page.getByTestId("toaster").locator('[role="status"], [role="alert"]').first();
    await lobbyToast.waitFor();
    const [lobbyToastBox, startBarBox] = [await lobbyToast.boundingBox(), await admin.page.getByTestId("start-bar").boundingBox()];
    assert.ok(!overlaps(lobbyToastBox, startBarBox), `the toast ${JSON.stringify(lobbyToastBox)} covers the start bar ${JSON.stringify(startBarBox)}`);
    await lobbyToast.getByRole("button", { name: "إغلاق التنبيه" }).click();
    await admin.page.setViewportSize(PHONE);

    // ---------- into the game ----------
    await applySettingsAndStart(admin, attacker, SETTINGS);
    const phones = [admin, attacker];
    // The admin created the room, so she chooses round 1's subcategory.
    await selectorPicks(phones, admin);

    // ---------- a toast in the game stays below the top bar ----------
    const form = admin.page.getByRole("form", { name: "إجابتك" });
    await form.getByRole("textbox").fill("   ");
    await form.getByRole("button", { name: "إرسال الإجابة" }).click();
    const toast = admin.page.getByRole("alert").filter({ hasText: "إجابة فارغة" });
    await toast.waitFor();
    const bar = admin.page.getByTestId("game-top-bar");
    const [toastBox, barBox] = [await toast.boundingBox(), await bar.boundingBox()];
    await shot(admin, "02-game-toast");
    assert.ok(!overlaps(toastBox, barBox), `the toast ${JSON.stringify(toastBox)} covers the top bar ${JSON.stringify(barBox)}`);
    // The round label and the menu are what the player sees and taps there.
    for (const target of [bar.getByTestId("round-label"), bar.getByRole("button", { name: "قائمة اللعبة" })]) {
      const box = await target.boundingBox();
      const onTop = await admin.page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="game-top-bar"]') !== null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      assert.ok(onTop, "the top bar is covered");
    }
    await toast.getByRole("button", { name: "إغلاق التنبيه" }).click();

    // ---------- an answer that looks like HTML ----------
    const lie = attacker.page.getByRole("form", { name: "إجابتك" });
    await lie.getByRole("textbox").fill(ANSWER_ATTACK);
    await lie.getByRole("button", { name: "إرسال الإجابة" }).click();
    await attacker.page.getByTestId("answer-confirmed").waitFor(WAIT);
    assert.equal(await attacker.page.getByTestId("my-answer").innerText(), ANSWER_ATTACK);
    await form.getByRole("textbox").fill("نورة تخدع الكل");
    await form.getByRole("button", { name: "إرسال الإجابة" }).click();
    for (const phone of phones) await phone.page.locator(phaseOf(1, "voting")).waitFor(WAIT);
    // The other player sees the answer as its literal text among the options.
    await admin.page.getByTestId("vote-options").getByText(ANSWER_ATTACK, { exact: true }).waitFor();
    await shot(admin, "03-voting-literal-answer", { desktop: true });

    for (const phone of phones) assert.equal(await injectedCount(phone.page), 0, `${phone.name}'s page holds an injected element`);
    assert.deepEqual(scripts, []);
    for (const phone of phones) await phone.context.close();
  });
});

/**
 * A phone's network as the test drives it: `cut()` closes the page's room socket (and the room's
 * side of it) and lets every new one open into nothing, answered by nobody, as a phone on a dead
 * Wi-Fi sees it; `cut({ refuse: true })` closes every new one at once instead, as a phone with no
 * network at all sees it; `restore()` closes those and lets the next ones reach the room again.
 */
async function cuttableNetwork(context) {
  let down = false;
  let refuse = false;
  const links = new Set();
  await context.routeWebSocket(
    (url) => url.pathname === "/ws",
    (page) => {
      if (down && refuse) return page.close({ code: 1011, reason: "no network" });
      const link = { page, room: down ? null : page.connectToServer() };
      links.add(link);
      page.onClose((code, reason) => {
        links.delete(link);
        link.room?.close({ code, reason });
      });
      link.room?.onClose((code, reason) => {
        links.delete(link);
        page.close({ code, reason });
      });
    },
  );
  const closeAll = (reason) => {
    for (const link of [...links]) {
      links.delete(link);
      link.room?.close({ code: 1011, reason });
      link.page.close({ code: 1011, reason });
    }
  };
  return {
    /**
     * The sockets open now go deaf both ways and stay open, as a phone's does when its Wi-Fi dies
     * under it: what the page writes reaches nothing, and nothing comes back. New sockets reach the room.
     */
    deafen: () => {
      for (const link of links) {
        link.page.onMessage(() => {});
        link.room?.onMessage(() => {});
      }
    },
    cut: ({ refuse: refusing = false } = {}) => {
      down = true;
      refuse = refusing;
      closeAll("network down");
    },
    restore: () => {
      down = false;
      closeAll("network back");
    },
  };
}

/** A premium host whose network the test drives, and a guest, both in the host's lobby. */
async function hostOnCuttableNetwork() {
    const host = { name: "نورة", ...(await newPhone(browser)) };
    const network = await cuttableNetwork(host.context);
    const code = await createRoom(host.page, host.name, "premium");
    await host.page.getByTestId("players-grid").waitFor(WAIT);
    const guest = { name: "فهد", ...(await newPhone(browser)) };
    await joinByLink(guest, code);
    await expectLobbyPlayers(host.page, [host.name, guest.name]);
  return { host, guest, network, code };
}

describe("the host's «التالي» on a socket that died", () => {
  it("is sent again on the next socket and moves the round on once, without a word to the host", async () => {
    const { host, guest, network } = await hostOnCuttableNetwork();
    await applySettingsAndStart(host, guest, SETTINGS);
    await selectorPicks([host, guest], host);
    for (const phone of [host, guest]) {
      const form = phone.page.getByRole("form", { name: "إجابتك" });
      await form.getByRole("textbox").fill(`كذبة ${phone.name} الأولى`);
      await form.getByRole("button", { name: "إرسال الإجابة" }).click();
    }
    for (const phone of [host, guest]) {
      await phone.page.locator(phaseOf(1, "voting")).waitFor(WAIT);
      await phone.page.getByTestId("vote-options").getByRole("button").filter({ hasNot: phone.page.locator("[data-mine]") }).first().click();
      await phone.page.getByRole("button", { name: "تصويت", exact: true }).click();
    }
    for (const phone of [host, guest]) await phone.page.locator(phaseOf(1, "round_results")).waitFor(WAIT);

    // The host's Wi-Fi dies under an open socket: «التالي» is written into it and reaches nothing.
    network.deafen();
    await host.page.getByTestId("next-round").click();
    // The network comes back: the page finds its socket silent, opens another, and the tap goes again.
    await host.page.evaluate(() => window.dispatchEvent(new Event("online")));
    for (const phone of [host, guest]) await phone.page.locator(phaseOf(2, "subcategory_selection")).waitFor(WAIT);
    // Once: the room is in round 2, not past it, and the host was told nothing went wrong.
    await guest.page.getByTestId("round-label").filter({ hasText: `الجولة 2/${SETTINGS.rounds}` }).waitFor(WAIT);
    assert.equal(await host.page.getByText(/لم يصل طلبك|لم يُرسل طلبك/).count(), 0);
    for (const phone of [host, guest]) await phone.context.close();
  });
});

describe("leaving through a dropped network", () => {
  it("a guest who leaves while the network is down waits on «خروج», and is gone from the room once it is back", async () => {
    const host = { name: "نورة", ...(await newPhone(browser)) };
    const code = await createRoom(host.page, host.name, "premium");
    await host.page.getByTestId("players-grid").waitFor(WAIT);
    const guest = { name: "فهد", ...(await newPhone(browser)) };
    const network = await cuttableNetwork(guest.context);
    await joinByLink(guest, code);
    await expectLobbyPlayers(host.page, [host.name, guest.name]);
    await expectLobbyPlayers(guest.page, [host.name, guest.name]);

    network.cut();
    await guest.page.getByRole("button", { name: "خروج" }).click();
    await guest.page.getByRole("dialog", { name: "مغادرة الغرفة؟" }).getByRole("button", { name: "مغادرة الغرفة" }).click();
    // The leave waits for the room's answer: «خروج» is busy and the page stays in the room.
    await guest.page.locator('button[aria-busy="true"]').filter({ hasText: "خروج" }).waitFor(WAIT);
    await shot(guest, "04-leaving-while-offline");
    assert.match(new URL(guest.page.url()).pathname, new RegExp(`/(room|join)/${code}$`));

    network.restore();
    await guest.page.waitForURL((url) => url.pathname === "/", WAIT);
    await guest.page.getByText("غادرت الغرفة").first().waitFor(WAIT);
    await expectLobbyPlayers(host.page, [host.name]);
    for (const phone of [host, guest]) await phone.context.close();
  });
});

describe("a host's controls through a dropped network", () => {
  it("a setting and a pause that could not leave are said, and a leave from the game's menu says it waits until the room has it", async () => {
    const { host, guest, network, code } = await hostOnCuttableNetwork();

    // In the lobby: a setting made with no network is said, and goes once the network is back.
    network.cut({ refuse: true });
    const longer = (phone) => phone.page.getByTestId("time-scale").getByRole("radio", { name: "×2" });
    await longer(host).click();
    await host.page.getByText("لم يُرسل طلبك، حاولوا مرة أخرى").first().waitFor(WAIT);
    assert.equal(await longer(guest).getAttribute("aria-checked"), "false");
    network.restore();
    await host.page.getByText("انقطع الاتصال").waitFor({ ...WAIT, state: "detached" });
    await longer(host).click();
    await guest.page.getByTestId("time-scale").locator('[role="radio"][aria-checked="true"]').filter({ hasText: "×2" }).waitFor(WAIT);

    await applySettingsAndStart(host, guest, SETTINGS);
    await selectorPicks([host, guest], host);

    network.cut({ refuse: true });
    await host.page.getByRole("button", { name: "قائمة اللعبة" }).click();
    await host.page.getByRole("dialog", { name: "القائمة" }).getByRole("button", { name: "إيقاف مؤقت" }).click();
    // The socket stays down past a second: the pause never left, and the page says so.
    await host.page.getByText("لم يُرسل طلبك، حاولوا مرة أخرى").first().waitFor(WAIT);

    await host.page.getByRole("button", { name: "قائمة اللعبة" }).click();
    await host.page.getByRole("dialog", { name: "القائمة" }).getByRole("button", { name: "مغادرة الغرفة" }).click();
    await host.page.getByRole("dialog", { name: "مغادرة الغرفة؟" }).getByRole("button", { name: "مغادرة الغرفة" }).click();
    await host.page.getByRole("status").filter({ hasText: "جاري مغادرة الغرفة..." }).waitFor(WAIT);
    await shot(host, "05-leaving-a-game-while-offline");
    assert.match(new URL(host.page.url()).pathname, new RegExp(`/(room|join)/${code}$`));

    network.restore();
    await host.page.waitForURL((url) => url.pathname === "/", WAIT);
    await host.page.getByText("غادرت الغرفة").first().waitFor(WAIT);
    // The room never paused: the guest, who runs it now, can pause it from the menu.
    assert.equal(await guest.page.getByTestId("paused-banner").count(), 0);
    await guest.page.getByRole("button", { name: "قائمة اللعبة" }).click();
    await guest.page.getByRole("dialog", { name: "القائمة" }).getByRole("button", { name: "إيقاف مؤقت" }).waitFor(WAIT);
    for (const phone of [host, guest]) await phone.context.close();
  });
});
