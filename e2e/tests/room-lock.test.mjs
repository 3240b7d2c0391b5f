// «قفل الغرفة» (issue 42) on 360 px phones in separate browsers: the host locks the room from
// the lobby, a newcomer is held at «بانتظار موافقة المشرف», the host's request panel says the
// lock holds them, and «قبول» seats them in both lobbies.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { expectAccessible, launchBrowser, newPhone } from "../helpers.mjs";
import { createRoom, enterRoom, expectLobbyPlayers, screenshotter, WAIT } from "../room-helpers.mjs";

// LOCK_SHOTS=<dir> saves the host's lock card and request, and the held page.
const shot = screenshotter(process.env.LOCK_SHOTS);
const OPEN = { waitUntil: "domcontentloaded", ...WAIT };

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

describe("the host locks the room (issue 42)", () => {
  it("a newcomer waits for the host's «قبول» while the room is locked, then plays in the lobby", async () => {
    const host = { name: "نورة", ...(await newPhone(browser)) };
    const code = await createRoom(host.page, host.name, "premium");
    await host.page.getByTestId("players-grid").waitFor(WAIT);

    const card = host.page.getByTestId("room-lock");
    const toggle = card.getByRole("switch", { name: "قفل الغرفة" });
    assert.equal(await toggle.getAttribute("aria-checked"), "false");
    await toggle.click();
    // The room's state, not the tap, turns the switch: it shows once the room has it.
    await card.getByTestId("room-lock-state").filter({ hasText: "مقفلة" }).waitFor(WAIT);
    assert.equal(await toggle.getAttribute("aria-checked"), "true");
    await expectAccessible(host.page, "lobby: the room locked");
    await shot(host, "01-host-locked", { desktop: true });

    const guest = await newPhone(browser);
    await guest.page.goto(`/join/${code}`, OPEN);
    await enterRoom(guest.page, "سلمان");
    await guest.page.getByRole("heading", { name: "بانتظار موافقة المشرف" }).waitFor(WAIT);
    await shot(guest, "02-held");

    const requests = host.page.getByTestId("join-requests");
    await requests.getByText("سلمان يطلب الانضمام").waitFor(WAIT);
    await requests.getByText("الغرفة مقفلة").waitFor(WAIT);
    await shot(host, "03-host-request");
    await requests.getByRole("button", { name: "قبول" }).click();
    await requests.waitFor({ state: "hidden", ...WAIT });
    for (const phone of [host, guest]) await expectLobbyPlayers(phone.page, ["نورة", "سلمان"]);
  });
});
