// A room link's join card drawn by the worker (issue 30) and /premium marked signed out: the
// HTML the worker sends, before any script runs.
import { describe, expect, it } from "vitest";
import { AUTH } from "../../schema/limits";
import { formatRiyals } from "../../schema/money";
import { TestClient } from "./helpers/client";
import { SHELL_HTML } from "./helpers/blog";

/** ASSETS as the build leaves it: the room's prerendered frame, and the shell for any other path. */
const builtAssets = {
  fetch: async (input: RequestInfo) => {
    const path = new URL(typeof input === "string" ? input : input.url).pathname;
    const html = path === "/_prerendered/room" ? SHELL_HTML.replace('<div id="root"></div>', '<div id="root" data-prerendered="room"><h1>ROOM FRAME</h1></div>') : SHELL_HTML;
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  },
} as unknown as Fetcher;

const ROOM_NAME = 'سهرة <ب> & "ج"';

async function openRoom(): Promise<string> {
  const host = new TestClient({ ASSETS: builtAssets });
  await host.becomeGuest();
  const res = await host.post("/api/rooms", { gameType: "trivia-deception", name: ROOM_NAME });
  expect(res.status).toBe(201);
  return ((await res.json()) as { code: string }).code;
}

describe("a room link's join card", () => {
  it("is drawn into the room's page, every text escaped, with the data it was drawn from beside the root", async () => {
    const code = await openRoom();
    for (const path of [`/join/${code}`, `/join/${code.toLowerCase()}`, `/join-room/${code}`]) {
      const res = await new TestClient({ ASSETS: builtAssets }).fetch(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(/<div id="root" data-prerendered="join"/);
      expect(html).not.toContain("ROOM FRAME");
      expect(html).toContain("سهرة &lt;ب&gt; &amp; &quot;ج&quot;");
      expect(html).not.toContain("<ب>");
      expect(html).toContain("خدعني إن قدرت");
      expect(html).toMatch(/<label[^>]*>اسمك في اللعبة<\/label>/);
      expect(html).toMatch(/<button type="submit"[^>]*>.*دخول الغرفة/s);
      expect(html).toMatch(/<noscript>.*تحتاج اللعبة إلى JavaScript/s);
      // The data: the lookup under its query key, made safe for a script element.
      const data = /<script type="application\/json" id="join-data">([^<]*)<\/script>/.exec(html)?.[1];
      expect(data).toBeDefined();
      const parsed = JSON.parse(data!) as { code: string; queries: [unknown[], { name?: string }][]; avatar: Record<string, number> };
      expect(parsed.code).toBe(code);
      expect(parsed.queries[0]).toEqual([["/api/rooms", code], expect.objectContaining({ code, name: ROOM_NAME })]);
      expect(Object.keys(parsed.avatar).sort()).toEqual(["color", "custom", "face"]);
    }
    // The first page loads the app's modules into the test's worker: slow on a busy machine.
  }, 180_000);

  it("keeps the room's first frame for a code without an open room", async () => {
    for (const path of ["/join/ABC123", "/join/!!", "/room/ABC123"]) {
      const html = await (await new TestClient({ ASSETS: builtAssets }).fetch(path)).text();
      expect(html, path).toMatch(/data-prerendered="room"[^>]*><h1>ROOM FRAME<\/h1>/);
      expect(html, path).not.toContain('id="join-data"');
    }
  });
});

describe("/premium", () => {
  it("is marked signed out only when no session cookie came, so a visitor's page asks no «who am I»", async () => {
    const visitor = await new TestClient({ ASSETS: builtAssets }).fetch("/premium");
    expect(visitor.status).toBe(200);
    const html = await visitor.text();
    expect(html).toMatch(/<div id="root"[^>]* data-signed-out[ =>]/);
    expect(html).toContain("<title>العضوية المميزة | مجلس</title>");
    const member = new TestClient({ ASSETS: builtAssets });
    member.cookies.set(AUTH.sessionCookie, "anything");
    const memberHtml = await (await member.fetch("/premium")).text();
    expect(memberHtml).not.toContain("data-signed-out");
    // A member's page depends on their access: the app draws it.
    expect(memberHtml).not.toContain('id="premium-data"');
  });

  it("is drawn for a visitor with the benefits and every active tier's price, and the tiers it was drawn from beside the root", async () => {
    const tiers = (await (await new TestClient({ ASSETS: builtAssets }).fetch("/api/pricing-tiers")).json()) as { tierNameAr: string; price: number }[];
    expect(tiers.length).toBeGreaterThan(0);
    const html = await (await new TestClient({ ASSETS: builtAssets }).fetch("/premium")).text();
    const rootAt = html.indexOf('<div id="root"');
    expect(html.slice(rootAt)).toMatch(/^<div id="root"[^>]*data-prerendered="premium"/);
    const page = html.slice(rootAt, html.indexOf('id="premium-data"'));
    expect(page).toContain("<h1");
    expect(page).toContain("العضوية المميزة");
    expect(page).toContain("اختيار الباقة");
    for (const tier of tiers) {
      expect(page).toContain(tier.tierNameAr.replace(/&/g, "&amp;").replace(/</g, "&lt;"));
      expect(page).toContain(formatRiyals(tier.price));
    }
    // The data is the API's answer, as the page's query would fetch it.
    const json = html.match(/<script type="application\/json" id="premium-data">(.*?)<\/script>/s)?.[1];
    expect(JSON.parse(json!)).toEqual([[["/api/pricing-tiers"], tiers]]);
    // The app starts on the first touch: its chunks are not preloaded.
    expect(html).not.toContain('rel="modulepreload"');
  });
});
