// The pages the build prerenders (scripts/build/prerender.ts) paint without JavaScript and
// are hydrated, not redrawn, when it runs. The dev server has no prerendered files, so this
// test builds the app into a scratch folder and serves that build with `vite preview` (the
// built worker and assets in workerd) on its own scratch database, next to the dev server.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { BASE_URL, launchBrowser, PHONE } from "../helpers.mjs";

const root = resolve(import.meta.dirname, "../..");
const vite = resolve(root, "node_modules/vite/bin/vite.js");
const port = Number(new URL(BASE_URL).port) + 1;
const PREVIEW_URL = `http://127.0.0.1:${port}`;

let scratch;
let preview;
let browser;

before(async () => {
  scratch = mkdtempSync(join(tmpdir(), "majlis-prerender-e2e-"));
  const env = { ...process.env, MAJLIS_STATE_DIR: join(scratch, "state") };
  const outDir = join(scratch, "dist");
  for (const args of [["scripts/setup-local.mjs"], [vite, "build", "--logLevel", "error", "--outDir", outDir]]) {
    const run = spawnSync(process.execPath, args, { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    assert.equal(run.status, 0, `${args.join(" ")} failed`);
  }
  preview = spawn(process.execPath, [vite, "preview", "--outDir", outDir, "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
    cwd: root,
    env,
    stdio: "ignore",
    detached: true,
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${PREVIEW_URL}/privacy`)).ok) break;
    } catch {}
    assert.ok(tries < 240 && preview.exitCode === null, "vite preview did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (preview) {
    try {
      process.kill(-preview.pid, "SIGTERM");
    } catch {}
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function open({ javaScript }) {
  const context = await browser.newContext({ viewport: PHONE, locale: "ar-SA", baseURL: PREVIEW_URL, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/**
 * Opens a page with its scripts held back, so the prerendered HTML is on screen first; returns
 * a handle on `selector` in that HTML, the console errors, and `hydrate`, which lets the scripts
 * run and waits until the app owns that very node. Hydration keeps the server's nodes: a handle
 * that is still connected after the app ran proves the page was hydrated rather than redrawn.
 */
async function openHeld(path, selector) {
  const { context, page } = await open({ javaScript: true });
  const errors = [];
  // Resource failures are the app's own expected answers (401 for a visitor, 404 for an unknown room).
  page.on("console", (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  let release;
  const held = new Promise((r) => (release = r));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  const painted = await page.waitForSelector(selector, { state: "visible" });
  const hydrate = async () => {
    release();
    // The app marks the nodes it has drawn or hydrated (web/src/runtime/owned.ts); a button clicked before that does nothing yet.
    await page.waitForFunction((node) => "__appOwned" in node, painted);
  };
  return { context, page, errors, painted, hydrate };
}

describe("prerendered pages", () => {
  it("show their Arabic text without JavaScript", async () => {
    const { context, page } = await open({ javaScript: false });
    let res = await page.goto("/");
    assert.equal(res.status(), 200);
    await page.getByRole("heading", { level: 1, name: /جَمعتكم أحلى/ }).waitFor();
    await page.getByRole("button", { name: "تسجيل الدخول" }).waitFor();
    await page.getByRole("heading", { name: "افتحوا غرفة" }).waitFor();

    res = await page.goto("/privacy");
    assert.equal(res.status(), 200);
    await page.getByRole("heading", { level: 1, name: "سياسة الخصوصية" }).waitFor();
    assert.match(await page.title(), /^سياسة الخصوصية \| /);

    res = await page.goto("/join/ABCD");
    assert.equal(res.status(), 200);
    await page.getByRole("status").filter({ hasText: "جاري التحميل..." }).waitFor();
    await page.getByRole("banner").getByRole("link", { name: /مجلس/ }).waitFor();
    // The link preview's tags are still the worker's.
    assert.equal(await page.getAttribute('meta[property="og:title"]', "content"), "دعوة للعب في الغرفة ABCD | مجلس");

    res = await page.goto("/join/ABCD/extra");
    assert.equal(res.status(), 404);
    await page.getByRole("heading", { level: 1, name: "الصفحة غير موجودة" }).waitFor();
    await context.close();
  });

  it("serves any other address the neutral shell, not the landing", async () => {
    for (const path of ["/home", "/create-room"]) {
      const html = await (await fetch(`${PREVIEW_URL}${path}`, { headers: { Accept: "text/html" } })).text();
      assert.doesNotMatch(html, /data-prerendered=/, path);
      assert.doesNotMatch(html, /جَمعتكم أحلى/, path);
    }
    // A browser with a session cookie gets the shell at / too: the app shows home or the landing once it knows.
    const signedIn = await (await fetch(`${PREVIEW_URL}/`, { headers: { Accept: "text/html", Cookie: "majlis_session=x" } })).text();
    assert.doesNotMatch(signedIn, /data-prerendered=/);
  });

  it("fetches the app's code only once it is needed: pages that read without it preload none", async () => {
    // The landing and the legal pages start the app on the first touch, key or focus, or when idle after the load.
    // The room frame shows nothing until the app answers, and the shell is the app's to draw: both preload it.
    for (const [path, preloads] of [["/", false], ["/privacy", false], ["/join/ABCD", true], ["/home", true]]) {
      const html = await (await fetch(`${PREVIEW_URL}${path}`, { headers: { Accept: "text/html" } })).text();
      const entry = html.match(/<script type="module"[^>]* src="\/(assets\/[^"]+\.js)"/)?.[1];
      assert.ok(entry, path);
      const preloaded = html.match(/<link rel="modulepreload"[^>]* href="\/(assets\/main-[^"]+\.js)"/)?.[1];
      assert.equal(Boolean(preloaded), preloads, `${path} preloads the app chunk: ${preloads}`);
      // The entry holds only the start-up, not React: the app is the chunk it imports.
      const entryCode = await (await fetch(`${PREVIEW_URL}/${entry}`)).text();
      assert.match(entryCode, /import\(`\.\/main-[^`]+\.js`\)/, `${path}: the entry imports the app chunk`);
    }
  });

  it("starts the landing's app on the first tap, and that tap still opens the join dialog", async () => {
    const { context, page } = await open({ javaScript: true });
    const errors = [];
    page.on("console", (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    const scripts = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    // The fonts are held, so the page's load event (after which an untouched page starts the app when idle) waits for the tap.
    let release;
    const held = new Promise((r) => (release = r));
    await page.route("**/assets/*.woff2", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1, name: /جَمعتكم أحلى/ }).waitFor();
    // Past "loading", the entry script (a module, so deferred) has run and listens for the tap.
    await page.waitForFunction(() => document.readyState !== "loading");
    assert.deepEqual(scripts.filter((path) => /\/main-/.test(path)), [], "the app was fetched before anyone touched the page");
    await page.getByRole("button", { name: "الانضمام لغرفة" }).first().click();
    await page.getByRole("dialog", { name: "الانضمام لغرفة" }).waitFor();
    release();
    assert.ok(scripts.some((path) => /\/main-/.test(path)), "the tap started the app");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("hydrates the landing without a console error, and its buttons work", async () => {
    const { context, page, errors, painted, hydrate } = await openHeld("/", "h1");
    await hydrate();
    await page.getByRole("button", { name: "الانضمام لغرفة" }).first().click();
    await page.getByRole("dialog", { name: "الانضمام لغرفة" }).waitFor();
    assert.equal(await painted.evaluate((h1) => h1.isConnected), true, "the landing was drawn again instead of hydrated");
    // The full stylesheet, fetched as a print sheet so it never held up the paint, is on for the screen.
    await page.waitForFunction(() => document.querySelector("link[data-full-css]")?.media === "all");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("hydrates a legal page: its links navigate inside the app, and the head follows", async () => {
    const { context, page, errors, painted, hydrate } = await openHeld("/privacy", "header");
    // The head of a drawn page is the worker's while the app starts; the settings it is written from are asked for once the start settles.
    const settingsAsked = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/site-settings");
    await hydrate();
    assert.equal(await painted.evaluate((header) => header.isConnected), true, "the page was drawn again instead of hydrated");
    await settingsAsked;
    assert.match(await page.title(), /^سياسة الخصوصية \| /);
    await page.evaluate(() => void (window.__samePage = true));
    await page.getByRole("contentinfo").getByRole("link", { name: "الشروط والأحكام" }).click();
    await page.getByRole("heading", { level: 1, name: "الشروط والأحكام" }).waitFor();
    assert.equal(await page.evaluate(() => window.__samePage), true, "the link reloaded the page");
    await page.waitForFunction(() => document.title.startsWith("الشروط والأحكام | ") && document.querySelector('meta[property="og:url"]')?.content.endsWith("/terms"));
    assert.equal(await page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`), "ar rtl");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("hydrates the room's first frame and goes on to the room's answer", async () => {
    const { context, page, errors, painted, hydrate } = await openHeld("/join/ABCD", "header");
    await hydrate();
    await page.getByRole("heading", { level: 1, name: "الغرفة غير موجودة" }).waitFor();
    assert.equal(await painted.evaluate((header) => header.isConnected), true, "the frame was drawn again instead of hydrated");
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("pages the worker draws with their data", () => {
  // The build's template for them carries the critical CSS of sample pages of each (scripts/build/prerender.ts):
  // laid out before the full stylesheet arrives, they do not move once it is on.
  const PAGES = [
    ["a blog post", "/blog/كيف-تلعب-خدعني-ان-قدرت", ["main", "article", "h1", "article p"]],
    ["the blog", "/blog", ["main", "h1", "main article"]],
    ["a visitor's /premium", "/premium", ["main", "h1", "section[aria-labelledby='tiers-title']"]],
  ];
  for (const [name, path, selectors] of PAGES)
    it(`draws ${name} laid out as it stays once the full stylesheet is on`, async () => {
      const { context, page } = await open({ javaScript: true });
      let release;
      const held = new Promise((r) => (release = r));
      await page.route("**/assets/index-*.css", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: "commit" });
      await page.locator(selectors.at(-1)).first().waitFor();
      // The text's own fonts are in the inline CSS: they swap in whether or not the stylesheet comes.
      await page.evaluate(() => document.fonts.ready);
      const boxes = () =>
        page.evaluate(
          (list) =>
            list.map((selector) => {
              const box = document.querySelector(selector).getBoundingClientRect();
              // Heights below the first screen can still change as lazy pictures load: the top, the sides and the width are what shifts.
              return { selector, x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
            }),
          selectors,
        );
      const before = await boxes();
      // Measured with the full stylesheet still on its way (held above).
      assert.equal(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/index-"))), false);
      release();
      await page.waitForFunction(() => {
        const link = document.querySelector('link[rel="stylesheet"][href*="/assets/index-"]');
        return !!link?.sheet && link.media !== "print";
      });
      assert.deepEqual(await boxes(), before);
      await context.close();
    });
});

describe("the installable app", () => {
  it("links its Arabic manifest from every page, with the icons it names", async () => {
    for (const path of ["/", "/privacy", "/join/ABCD", "/blog", "/home"]) {
      const html = await (await fetch(`${PREVIEW_URL}${path}`, { headers: { Accept: "text/html" } })).text();
      assert.match(html, /<link rel="manifest" href="\/manifest.webmanifest"/, path);
    }
    const manifest = await (await fetch(`${PREVIEW_URL}/manifest.webmanifest`)).json();
    assert.equal(manifest.lang, "ar");
    assert.equal(manifest.dir, "rtl");
    assert.equal(manifest.display, "standalone");
    assert.equal(manifest.start_url, "/");
    assert.ok(manifest.icons.some((i) => i.purpose === "maskable" && i.sizes === "512x512"));
    for (const icon of manifest.icons) {
      const res = await fetch(`${PREVIEW_URL}${icon.src}`);
      assert.equal(res.status, 200, icon.src);
      assert.equal(res.headers.get("content-type"), "image/png", icon.src);
    }
  });

  it("passes Chromium's installability checks, and keeps the Arabic offline page but never the API in its cache", async () => {
    const { context, page } = await open({ javaScript: true });
    await page.goto("/");
    await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => !!r.active));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    // A test's browser context is incognito, where Chromium never installs anything: that one is about the browser, not the app.
    assert.deepEqual(installabilityErrors.filter((e) => e.errorId !== "in-incognito"), []);
    // The worker controls the page; its cache holds the Arabic offline page and never the API, uploads or admin.
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await page.evaluate(() => fetch("/api/games"));
    const offline = await page.evaluate(async () => (await (await caches.match("/offline.html"))?.text()) ?? "");
    assert.match(offline, /لا يوجد اتصال بالإنترنت/);
    const cached = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (k) => (await (await caches.open(k)).keys()).map((r) => new URL(r.url).pathname)))).flat());
    assert.ok(cached.includes("/") && cached.some((path) => path.startsWith("/assets/")), cached.join(", "));
    assert.ok(!cached.some((path) => /^\/(api|ws|admin|blogadmin|uploads)/.test(path)), cached.join(", "));
    await context.close();
  });

  it("answers every page in Arabic without a network: a page opened before as it was, any other the offline page (issue 30)", async () => {
    // The server redirects /offline.html to /offline; the worker must keep an un-redirected copy,
    // or Chromium refuses it for a page load and shows its own English error instead.
    assert.equal((await fetch(`${PREVIEW_URL}/offline.html`, { redirect: "manual" })).status, 307);
    const { context, page } = await open({ javaScript: true });
    await page.goto("/");
    await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => !!r.active));
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await page.goto("/privacy");
    await page.getByRole("heading", { level: 1, name: "سياسة الخصوصية" }).waitFor();
    // The page is kept once the worker has stored it.
    await page.waitForFunction(async () => !!(await caches.match(location.href)));

    await context.setOffline(true);
    for (const path of ["/blog", "/create-room", "/join/ABCDEF"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: "لا يوجد اتصال بالإنترنت" }).waitFor();
      assert.equal(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join(" ")), "ar rtl", path);
      await page.getByRole("link", { name: "إعادة المحاولة" }).waitFor();
    }
    await page.goto("/privacy");
    await page.getByRole("heading", { level: 1, name: "سياسة الخصوصية" }).waitFor();
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: /مجلس/ }).waitFor();
    await context.close();
  });

  it("ships a service worker versioned by the build, never caching the API, the socket or the admin", async () => {
    const res = await fetch(`${PREVIEW_URL}/sw.js`);
    assert.equal(res.status, 200);
    const code = await res.text();
    assert.match(code, /const VERSION = "[0-9a-f]{16}"/);
    assert.match(code, /api\|ws\|uploads\|attached_assets\|admin\|blogadmin/);
    assert.match(res.headers.get("cache-control") ?? "", /no-cache/);
  });
});

