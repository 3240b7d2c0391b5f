// The host's «بدء اللعبة» on a slow network: until the lobby knows the game's categories (and so
// has chosen one), a tap would only say «يلزم اختيار فئة» and start nothing. The button waits,
// busy, and the first tap once it is ready starts the game. When their load fails, a tap says so
// (not «ما اخترت فئة») and loads them again.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { launchBrowser, newPhone } from "../helpers.mjs";
import { createRoom, WAIT } from "../room-helpers.mjs";

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** A premium host named `name` in a new room's lobby whose categories are held back until `release()`. */
async function hostWithCategoriesHeld(name) {
  const host = { name, ...(await newPhone(browser)) };
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await host.context.route("**/api/games/*/categories", async (route) => {
    await released;
    await route.continue();
  });
  await createRoom(host.page, host.name, "premium");
  await host.page.getByTestId("players-grid").waitFor(WAIT);
  return { host, release };
}

describe("the host starts on a slow network", () => {
  it("the start button is busy until the game's categories have arrived, then one tap starts the game", async () => {
    const { host, release } = await hostWithCategoriesHeld("نورة");

    const start = host.page.getByTestId("start-bar").getByRole("button");
    await start.and(host.page.locator('[aria-busy="true"]')).waitFor(WAIT);
    assert.equal(await start.isDisabled(), true, "no tap is taken while the lobby cannot start");

    release();
    await host.page.locator('[data-category-id][aria-pressed="true"]').first().waitFor(WAIT);
    await start.filter({ hasText: "بدء اللعبة" }).click();
    await host.page.locator('[data-trivia-phase="subcategory_selection"]').waitFor(WAIT);
    assert.equal(await host.page.getByText("يلزم اختيار فئة").count(), 0, "no refusal was shown");
    await host.context.close();
  });

  it("a game tapped the moment the first game's categories arrive stays chosen, and is the game that starts", async () => {
    const { host, release } = await hostWithCategoriesHeld("لمى");
    const meme = host.page.locator('[role="radio"][data-game-type="meme-game"]');
    await meme.waitFor(WAIT);
    // The tap lands right after the first game's categories are drawn, before the lobby's own
    // automatic choice for that game has run: a host's tap at that moment once lost to it.
    await host.page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector("[data-category-id]")) return;
        observer.disconnect();
        document.querySelector('[role="radio"][data-game-type="meme-game"]').click();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    release();
    await meme.and(host.page.locator('[aria-checked="true"]')).waitFor(WAIT);
    await host.page.locator('[data-category-id][aria-pressed="true"]').first().waitFor(WAIT);
    await host.page.getByRole("button", { name: "بدء اللعبة" }).click();
    await host.page.locator("[data-meme-phase]").first().waitFor(WAIT);
    await host.context.close();
  });

  it("when the categories could not be loaded, a tap says so and loads them again, and the next tap starts the game", async () => {
    const host = { name: "ريم", ...(await newPhone(browser)) };
    // The categories' load fails until the test lets it through.
    let failing = true;
    await host.context.route("**/api/games/*/categories", async (route) => {
      if (failing) await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "الخدمة غير متاحة", code: "unavailable" }) });
      else await route.continue();
    });
    await createRoom(host.page, host.name, "premium");
    await host.page.getByText("ما قدرنا نجيب الفئات.").waitFor(WAIT);

    const start = host.page.getByTestId("start-bar").getByRole("button");
    failing = false;
    await start.filter({ hasText: "بدء اللعبة" }).click();
    // The notice names the network, not the host, and the tap's retry brings the categories and their automatic choice.
    await host.page.getByText("نحاول تحميلها من جديد، ثم يمكنك بدء اللعبة.").waitFor(WAIT);
    assert.equal(await host.page.getByText("ما اخترت فئة").count(), 0, "no «nothing chosen» refusal");
    await host.page.locator('[data-category-id][aria-pressed="true"]').first().waitFor(WAIT);
    await start.filter({ hasText: "بدء اللعبة" }).click();
    await host.page.locator('[data-trivia-phase="subcategory_selection"]').waitFor(WAIT);
    await host.context.close();
  });
});
