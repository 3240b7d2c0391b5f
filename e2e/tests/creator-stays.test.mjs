// The creator stays (issue 37, item 3), on 360 px phones in separate browsers: the creator نورة
// closes her phone in the lobby; after the grace the host role passes to فهد, whose players grid
// offers «طرد» on سارة but not on نورة's seat; نورة comes back from another browser with her
// account and runs the room again.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { expectAccessible, launchBrowser, newPhone } from "../helpers.mjs";
import { createRoom, enterRoom, expectLobbyPlayers, screenshotter, WAIT } from "../room-helpers.mjs";

// CREATOR_SHOTS=<dir> saves the stand-in host's lobby at 360 and 1280 px.
const shot = screenshotter(process.env.CREATOR_SHOTS);
/** 12 s to notice a closed phone at worst, 15 s of grace, and a busy machine. */
const HAND_OVER = { timeout: 90_000 };
const KICK_HINT = "يمكنك الضغط على لاعب لإخراجه من الغرفة.";
/** A busy dev server may take long to serve the page's modules: wait for the document, then for what is looked at. */
const OPEN = { waitUntil: "domcontentloaded", ...WAIT };

/** The creator نورة makes a room; فهد, then سارة, join by the link; returns once every phone shows all three. */
async function roomOfThree() {
  const admin = { name: "نورة", ...(await newPhone(browser)) };
  const code = await createRoom(admin.page, admin.name, "premium");
  await admin.page.getByTestId("players-grid").waitFor(WAIT);
  const fahad = { name: "فهد", ...(await newPhone(browser)) };
  const sara = { name: "سارة", ...(await newPhone(browser)) };
  for (const guest of [fahad, sara]) {
    await guest.page.goto(`/join/${code}`, OPEN);
    await enterRoom(guest.page, guest.name);
    await expectLobbyPlayers(guest.page, guest === fahad ? ["نورة", "فهد"] : ["نورة", "فهد", "سارة"]);
  }
  for (const phone of [admin, fahad, sara]) await expectLobbyPlayers(phone.page, ["نورة", "فهد", "سارة"]);
  return { code, admin, fahad, sara };
}

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

describe("the creator is never kicked out (issue 37)", () => {
  it("the stand-in host sees no «طرد» on the creator's seat, and the creator comes back as host", async () => {
    const { code, admin, fahad, sara } = await roomOfThree();
    await admin.context.close();

    // The role passes to فهد, the earliest guest: his lobby now offers the kick hint.
    await fahad.page.getByText("إدارة الغرفة الآن معك").first().waitFor(HAND_OVER);
    const grid = fahad.page.getByTestId("players-grid");
    await fahad.page.getByText(KICK_HINT).waitFor(WAIT);
    const tile = (name) => grid.locator("[data-player-id]").filter({ hasText: name });
    assert.equal(await tile("نورة").count(), 1, "the creator's seat stays in the grid");
    assert.equal(await tile("نورة").evaluate((el) => el.tagName), "DIV", "the creator's seat is not a button for the stand-in host");
    assert.equal(await tile("سارة").evaluate((el) => el.tagName), "BUTTON");
    assert.match((await tile("سارة").getAttribute("aria-label")) ?? "", /طرد من الغرفة/);
    await expectAccessible(fahad.page, "lobby: the stand-in host");
    await shot(fahad, "01-stand-in-host", { desktop: true });

    // نورة comes back from another browser with her account: the room is hers again.
    const back = { name: "نورة", ...(await newPhone(browser)) };
    await back.page.goto("/api/auth/google?intent=create-room", OPEN);
    await back.page.getByRole("button", { name: "الدخول بحساب مميز" }).click();
    await back.page.waitForURL(/\/create-room$/);
    await back.page.goto(`/room/${code}`, OPEN);
    await enterRoom(back.page, "نورة");
    await expectLobbyPlayers(back.page, ["نورة", "فهد", "سارة"]);
    await back.page.getByText(KICK_HINT).waitFor(WAIT);
    await fahad.page.getByText("إدارة الغرفة الآن مع نورة").first().waitFor(WAIT);
    await fahad.page.getByText(KICK_HINT).waitFor({ state: "detached", ...WAIT });
    await sara.page.getByText("إدارة الغرفة الآن مع نورة").first().waitFor(WAIT);
  });
});
