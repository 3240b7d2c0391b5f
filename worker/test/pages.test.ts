// Which HTML the worker's pages start from: the build's prerendered page (landing, room frame,
// 404) when ASSETS has it, else the SPA shell, as in development.
import { describe, expect, it } from "vitest";
import { AUTH } from "../../schema/limits";
import { ORIGIN, TestClient } from "./helpers/client";
import { SHELL_HTML } from "./helpers/blog";

const page = (name: string, text: string) => SHELL_HTML.replace('<div id="root"></div>', `<div id="root" data-prerendered="${name}"><h1>${text}</h1></div>`);

/** The critical CSS the build puts in the template of the pages the worker draws (scripts/build/prerender.ts). */
const DRAWN_CSS = "<style>.drawn-pages-css{}</style>";

/** ASSETS as the build leaves it: the prerendered files, and the shell for any other path (the SPA fallback). */
const builtAssets = {
  fetch: async (input: RequestInfo) => {
    const path = new URL(typeof input === "string" ? input : input.url).pathname;
    const files: Record<string, string> = {
      "/_prerendered/landing": page("landing", "LANDING"),
      "/_prerendered/room": page("room", "ROOM FRAME"),
      "/_prerendered/not-found": page("not-found", "NOT FOUND"),
      "/_prerendered/drawn": page("drawn", "TEMPLATE").replace("</head>", `${DRAWN_CSS}</head>`),
    };
    return new Response(files[path] ?? SHELL_HTML, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  },
} as unknown as Fetcher;

/** ASSETS of the dev server: the shell for every path, no prerendered files. */
const devAssets = { fetch: async () => new Response(SHELL_HTML, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("prerendered pages", () => {
  it("serves a visitor the prerendered landing at /, with the page headers and no caching across cookies", async () => {
    const res = await new TestClient({ ASSETS: builtAssets }).fetch("/", { headers: { Accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/text\/html/);
    expect(res.headers.get("Content-Security-Policy")).toMatch(/script-src 'self'; /);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Vary")).toBe("Cookie");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(await res.text()).toContain('data-prerendered="landing"><h1>LANDING</h1>');
  });

  it("serves the shell at / to a browser with a session cookie, so a signed-in player never sees the landing flash", async () => {
    const client = new TestClient({ ASSETS: builtAssets });
    client.cookies.set(AUTH.sessionCookie, "anything");
    const html = await (await client.fetch("/")).text();
    expect(html).not.toContain("data-prerendered");
    expect(html).toContain('<div id="root"></div>');
  });

  it("serves room links the room's first frame with the invitation's link preview", async () => {
    for (const path of ["/join/ABC123", "/room/ABC123", "/join-room/ABC123"]) {
      const res = await new TestClient({ ASSETS: builtAssets }).fetch(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(/data-prerendered="room"[^>]*><h1>ROOM FRAME<\/h1>/);
      expect(meta(html, "og:title")).toBe("دعوة للعب في الغرفة ABC123 | مجلس");
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`);
    }
  });

  it("serves unknown paths under the page prefixes the prerendered 404, with status 404 and noindex", async () => {
    for (const path of ["/join/ABC123/x", "/room/ABC123/extra", "/blog/a/b/c"]) {
      const res = await new TestClient({ ASSETS: builtAssets }).fetch(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toMatch(/data-prerendered="not-found"[^>]*><h1>NOT FOUND<\/h1>/);
      expect(meta(html, "robots")).toBe("noindex,nofollow");
    }
  });

  it("draws the blog's pages on the worker, to be hydrated, with their data beside the root", async () => {
    const html = await (await new TestClient({ ASSETS: builtAssets }).fetch("/blog")).text();
    expect(html).toMatch(/<div id="root"[^>]* data-prerendered="blog">.*<h1[^>]*>مدونة مجلس<\/h1>/s);
    expect(html).toMatch(/<\/div><script type="application\/json" id="blog-data">\[\[\["\/api\/blog\/posts",1\]/);
    expect(meta(html, "og:title")).toBe("المدونة | مجلس");
  });

  it("draws the blog's pages and a visitor's /premium into the build's template with their critical CSS; a missing post gets the shell", async () => {
    for (const [path, page] of [
      ["/blog", "blog"],
      ["/premium", "premium"],
    ]) {
      const html = await (await new TestClient({ ASSETS: builtAssets }).fetch(path)).text();
      expect(html, path).toContain(DRAWN_CSS);
      expect(html, path).toMatch(new RegExp(`<div id="root"[^>]* data-prerendered="${page}">`));
      expect(html, path).not.toContain("TEMPLATE");
    }
    const missing = await new TestClient({ ASSETS: builtAssets }).fetch("/blog/no-such-post");
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain(DRAWN_CSS);
  });

  it("marks the landing, room links and the blog as signed out only when no session cookie came", async () => {
    for (const path of ["/", "/join/ABC123", "/blog"]) {
      const visitor = await (await new TestClient({ ASSETS: builtAssets }).fetch(path)).text();
      expect(visitor, path).toMatch(/<div id="root"[^>]* data-signed-out[ =>]/);
      const player = new TestClient({ ASSETS: builtAssets });
      player.cookies.set(AUTH.sessionCookie, "anything");
      const signedIn = await (await player.fetch(path)).text();
      expect(signedIn, path).toMatch(/<div id="root"/);
      expect(signedIn, path).not.toContain("data-signed-out");
    }
  });

  it("falls back to the shell where there are no prerendered files (the dev server)", async () => {
    for (const path of ["/", "/join/ABC123", "/join/ABC123/x"]) {
      const html = await (await new TestClient({ ASSETS: devAssets }).fetch(path)).text();
      expect(html, path).toMatch(/<div id="root"( data-signed-out(="")?)?><\/div>/);
      expect(html, path).not.toContain("data-prerendered");
    }
  });
});
