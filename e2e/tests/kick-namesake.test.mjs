// A kick never catches an innocent (issue 30, item 4), on 360 px phones in separate browsers:
// the host kicks «بدر»; someone else in a fresh browser who types «بدر» is held at «بانتظار
// موافقة المشرف» until the host admits them, and then plays; the kicked browser, even after
// shedding its guest identity (cookie and local storage), is refused with the reason under
// the name, and nothing sends it to the door again by itself.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { DESKTOP, expectAccessible, launchBrowser, newPhone, PHONE } from "../helpers.mjs";
import { createRoom, enterRoom, expectLobbyPlayers, screenshotter, selectorPicks, WAIT } from "../room-helpers.mjs";

// KICK_SHOTS=<dir> saves the held page, the host's request and the refusal at 360 and 1280 px.
const shot = screenshotter(process.env.KICK_SHOTS);
/** A busy dev server may take long to serve the page's modules: the test waits for the document, then for what it looks at. */
const OPEN = { waitUntil: "domcontentloaded", ...WAIT };
const KICKED_WORD = "تم إخراجك من هذه الغرفة، ولا يمكنك الانضمام إليها مرة أخرى";

/** The panel is fixed to the bottom of the screen: a full-page picture puts it mid-page, so the screen as seen too. */
async function viewShot(phone, name) {
  const dir = process.env.KICK_SHOTS;
  if (!dir) return;
  await phone.page.screenshot({ path: `${dir}/${name}-360.png` });
  await phone.page.setViewportSize(DESKTOP);
  await phone.page.screenshot({ path: `${dir}/${name}-1280.png` });
  await phone.page.setViewportSize(PHONE);
}

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** Counts the join-room frames a page sends: a refusal must never be sent again by itself. */
function countJoins(page) {
  const sent = { joins: 0 };
  page.on("websocket", (ws) =>
    ws.on("framesent", ({ payload }) => {
      if (typeof payload === "string" && payload.includes('"type":"join-room"')) sent.joins++;
    }),
  );
  return sent;
}

/** Whether this browser still keeps a name to send to this room by itself on its next visit. */
const savedNameFor = (page, code) =>
  page.evaluate((room) => Object.keys(localStorage).filter((key) => key.startsWith("roomNickname_") && key.endsWith(`_${room}`)), code);

describe("a kick never catches an innocent (issue 30)", () => {
  it("the namesake is held and admitted by the host and plays; the kicked browser is refused, with the reason, and no loop", async () => {
    const host = { name: "نورة", ...(await newPhone(browser)) };
    const code = await createRoom(host.page, host.name, "premium");
    await host.page.getByTestId("players-grid").waitFor(WAIT);

    // ---------- بدر joins, and the host kicks him ----------
    const kicked = await newPhone(browser);
    const kickedJoins = countJoins(kicked.page);
    await kicked.page.goto(`/join/${code}`, OPEN);
    await enterRoom(kicked.page, "بدر");
    await expectLobbyPlayers(host.page, ["نورة", "بدر"]);
    await host.page.getByTestId("players-grid").locator("[data-player-id]").filter({ hasText: "بدر" }).click();
    const confirm = host.page.getByRole("dialog", { name: "طرد بدر؟" });
    await confirm.getByRole("button", { name: "طرد" }).click();
    await kicked.page.getByRole("heading", { name: "لا يمكنك الانضمام إلى هذه الغرفة" }).waitFor(WAIT);
    await kicked.page.waitForURL((url) => url.pathname === "/", WAIT);
    await expectLobbyPlayers(host.page, ["نورة"]);
    assert.deepEqual(await savedNameFor(kicked.page, code), [], "the kicked seat's name stays saved for this room");

    // ---------- someone else, in a fresh browser, types «بدر»: held, not refused ----------
    const namesake = await newPhone(browser);
    await namesake.page.goto(`/join/${code}`, OPEN);
    await enterRoom(namesake.page, "بدر");
    await namesake.page.getByRole("heading", { name: "بانتظار موافقة المشرف" }).waitFor(WAIT);
    assert.equal(await namesake.page.getByText(KICKED_WORD).count(), 0);
    await expectAccessible(namesake.page, "held at the door");
    await shot(namesake, "01-held", { desktop: true });

    const requests = host.page.getByTestId("join-requests");
    await requests.getByText("بدر يطلب الانضمام").waitFor(WAIT);
    await expectAccessible(host.page, "lobby: a join request");
    await shot(host, "02-host-request", { desktop: true });
    await viewShot(host, "02-host-request-view");
    await requests.getByRole("button", { name: "قبول" }).click();
    await requests.waitFor({ state: "hidden", ...WAIT });
    for (const phone of [host, namesake]) await expectLobbyPlayers(phone.page, ["نورة", "بدر"]);

    // ---------- and plays: the round reaches writing, and the namesake's answer is taken ----------
    await host.page.getByRole("button", { name: "بدء اللعبة" }).click();
    const phones = [host, namesake];
    // The host joined first, so the host chooses round 1's subcategory.
    await selectorPicks(phones, host);
    const form = namesake.page.getByRole("form", { name: "إجابتك" });
    await form.getByRole("textbox").fill("جواب بدر الآخر");
    await form.getByRole("button", { name: "إرسال الإجابة" }).click();
    await namesake.page.getByTestId("answer-confirmed").waitFor(WAIT);

    // ---------- the kicked browser comes back: refused at the door, with the reason ----------
    const joinsBefore = kickedJoins.joins;
    await kicked.page.goto(`/join/${code}`, OPEN);
    await enterRoom(kicked.page, "بدر");
    const kickedCard = kicked.page.getByRole("form", { name: "الدخول للغرفة" });
    await kickedCard.getByRole("alert").filter({ hasText: KICKED_WORD }).waitFor(WAIT);
    assert.equal(kickedJoins.joins, joinsBefore + 1);

    // Without its guest identity (cookie and local storage) the same phone is still the same phone.
    const playerBefore = await kicked.page.evaluate(() => localStorage.getItem("playerId"));
    await kicked.context.clearCookies({ name: "majlis_guest" });
    await kicked.page.evaluate(() => localStorage.clear());
    await kicked.page.goto(`/join/${code}`, OPEN);
    await kicked.page.getByRole("heading", { name: "حيّاك الله!" }).waitFor(WAIT);
    await kicked.page.waitForFunction(() => !!localStorage.getItem("playerId"), null, WAIT);
    assert.notEqual(await kicked.page.evaluate(() => localStorage.getItem("playerId")), playerBefore, "a new guest identity was issued");
    await enterRoom(kicked.page, "ضيف جديد");
    await kickedCard.getByRole("alert").filter({ hasText: KICKED_WORD }).waitFor(WAIT);
    await expectAccessible(kicked.page, "entry card: refused at the door");
    await shot(kicked, "03-kicked-refused", { desktop: true });
    assert.equal(kickedJoins.joins, joinsBefore + 2);

    // No loop: nothing saved to knock again, and a new visit opens the card and stays on it, sending nothing.
    assert.deepEqual(await savedNameFor(kicked.page, code), []);
    const nextSocket = kicked.page.waitForEvent("websocket", WAIT);
    await kicked.page.goto(`/join/${code}`, OPEN);
    await kicked.page.getByRole("heading", { name: "حيّاك الله!" }).waitFor(WAIT);
    // The page connects on the card and sends only heartbeats until someone presses «دخول الغرفة»:
    // a join sent by itself would go out first, at the socket's opening.
    const first = await (await nextSocket).waitForEvent("framesent", WAIT);
    assert.ok(!String(first.payload).includes('"join-room"'), "the refused join was sent again by itself");
    assert.equal(kickedJoins.joins, joinsBefore + 2);
    assert.equal(new URL(kicked.page.url()).pathname, `/join/${code}`);
    await kickedCard.waitFor();

    for (const phone of [host, kicked, namesake]) await phone.context.close();
  });
});
