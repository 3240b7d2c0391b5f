// The big screen's first frame drawn by the worker (issue 30) over a real room: a room waiting in
// its lobby gets its code, invite link and seated players drawn into the build's screen page, in
// the room's own address; once a game runs, or for a code without a room, the plain shell.
import { describe, expect, it } from "vitest";
import { TestClient } from "../../worker/test/helpers/client";
import { SHELL_HTML } from "../../worker/test/helpers/blog";
import { categoriesOf, hostedRoom, seatGuests } from "./game-helpers";

/** ASSETS as the build leaves it: the screen's prerendered page, and the shell for any other path. */
const builtAssets = {
  fetch: async (input: RequestInfo) => {
    const path = new URL(typeof input === "string" ? input : input.url).pathname;
    const html = path === "/_prerendered/screen" ? SHELL_HTML.replace('<div id="root"></div>', '<div id="root" data-prerendered="screen"><h1>SCREEN SAMPLE</h1></div>') : SHELL_HTML;
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  },
} as unknown as Fetcher;

const screenHtml = async (code: string) => {
  const res = await new TestClient({ ASSETS: builtAssets }).fetch(`/screen/${code}`);
  expect(res.status).toBe(200);
  return res.text();
};

const frameData = (html: string) => {
  const data = /<script type="application\/json" id="screen-data">([^<]*)<\/script>/.exec(html)?.[1];
  return data ? (JSON.parse(data) as { code: string; origin: string; addressForm: string; players: { nickname: string }[] }) : null;
};

describe("the big screen's first frame", () => {
  it("draws a lobby's code, invite link and players in the room's address, then the shell once the game runs", async () => {
    const { room, host } = await hostedRoom("most-likely");
    await seatGuests(room.code, ["سارة", "فهد"]);

    let html = await screenHtml(room.code.toLowerCase());
    expect(html).toMatch(/<div id="root" data-prerendered="screen"/);
    expect(html).not.toContain("SCREEN SAMPLE");
    expect(html).toContain(`data-testid="screen-code">${room.code}<`);
    expect(html).toMatch(/<svg[^>]*aria-label="رمز QR للانضمام إلى الغرفة"/);
    expect(html).toContain(`/join/${room.code}`);
    expect(html).toContain("انضموا إلى الغرفة من جوالاتكم");
    for (const name of ["المضيف", "سارة", "فهد"]) expect(html).toContain(name);
    expect(html).toContain('<meta name="robots" content="noindex,nofollow"');
    expect(frameData(html)).toMatchObject({ code: room.code, addressForm: "everyone", players: expect.arrayContaining([expect.objectContaining({ nickname: "سارة" })]) });

    // «جلسة بنات»: the frame speaks to women, as the live lobby will.
    host.send("set-address-form", { form: "women" });
    await host.next("game-state");
    html = await screenHtml(room.code);
    expect(html).toContain("انضممن إلى الغرفة من جوالاتكن");
    expect(frameData(html)?.addressForm).toBe("women");

    // A game under way: the lobby would be wrong, so the app draws what it finds.
    host.send("start-game", { gameType: "most-likely", categories: [(await categoriesOf("most-likely"))[0].id], settings: { rounds: 3 } });
    await host.next("game-started");
    html = await screenHtml(room.code);
    expect(html).not.toMatch(/data-prerendered="screen"/);
    expect(frameData(html)).toBeNull();
    // The first page loads the app's modules into the test's worker: slow on a busy machine.
  }, 180_000);

  it("is the plain shell for a code without an open room", async () => {
    for (const code of ["ABC123", "!!"]) {
      const html = await screenHtml(code);
      expect(html).not.toMatch(/data-prerendered="screen"/);
      expect(html).not.toContain('id="screen-data"');
    }
  });
});
