// A room link's join card is drawn by the worker (issue 30): the raw HTML of /join/{code} holds
// the room's name, its game, the players already in, a nickname field and the join button; it
// shows without JavaScript (and says the game needs it); with JavaScript the app hydrates that
// very card and a player joins from it. The dev server has no prerendered pages, so this test
// builds the app into a scratch folder and serves the build with `npm run serve` (scripts/serve.mjs:
// wrangler dev on the build, in development mode so guests can open rooms) on its own scratch database.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { BASE_URL, DESKTOP, launchBrowser, PHONE } from "../helpers.mjs";

const root = resolve(import.meta.dirname, "../..");
// prerender.test.mjs takes the port after the dev server's; this one the next.
const port = Number(new URL(BASE_URL).port) + 2;
const PREVIEW_URL = `http://127.0.0.1:${port}`;
// Characters that must reach the page as text, never as markup.
const ROOM_NAME = 'سهرة <ب> & "ج"';
const SHOTS = process.env.JOIN_CARD_SHOTS;
const TV = { width: 1920, height: 1080 };

let scratch;
let server;
let browser;
let host;
let code;

before(async () => {
  scratch = mkdtempSync(join(tmpdir(), "majlis-join-card-e2e-"));
  const env = { ...process.env, MAJLIS_STATE_DIR: join(scratch, "state"), PORT: String(port) };
  server = spawn(process.execPath, ["scripts/serve.mjs", "--out-dir", join(scratch, "dist")], { cwd: root, env, stdio: "ignore", detached: true });
  // It migrates the scratch database and builds first.
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${PREVIEW_URL}/privacy`)).ok) break;
    } catch {}
    assert.ok(tries < 1200 && server.exitCode === null, "npm run serve did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  browser = await launchBrowser();

  // The host opens a room as a guest and waits in its lobby.
  host = await phone({ javaScript: true });
  // Creating the room loads the create screen, the room and its lobby: slower than one page on a busy machine.
  host.page.setDefaultTimeout(60_000);
  await host.page.goto("/create-room");
  await host.page.getByLabel("اسمك في اللعبة").fill("سارة");
  await host.page.getByLabel(/اسم الغرفة/).fill(ROOM_NAME);
  await host.page.getByRole("button", { name: "إنشاء الغرفة" }).click();
  await host.page.waitForURL(/\/room\/[A-Z2-9]{6}$/);
  code = new URL(host.page.url()).pathname.slice(-6);
  // Until the room's lookup lists her seat (it can lag a moment behind the host's own view).
  for (let tries = 0; ; tries++) {
    const lookup = await (await fetch(`${PREVIEW_URL}/api/rooms/${code}`)).json();
    if (lookup.players.length === 1) break;
    assert.ok(tries < 120, "the host's seat never reached the room's lookup");
    await new Promise((r) => setTimeout(r, 500));
  }
});

after(async () => {
  await host?.context.close();
  await browser?.close();
  if (server) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function phone({ javaScript, viewport = PHONE }) {
  const context = await browser.newContext({ viewport, locale: "ar-SA", baseURL: PREVIEW_URL, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

describe("a room link's join card", () => {
  it("is in the raw HTML, escaped, before any script", async () => {
    const res = await fetch(`${PREVIEW_URL}/join/${code.toLowerCase()}`, { headers: { Accept: "text/html" } });
    assert.equal(res.status, 200);
    const html = await res.text();
    const rootAt = html.indexOf('<div id="root" data-prerendered="join"');
    assert.ok(rootAt > 0, "the root is marked as the join card");
    const card = html.slice(rootAt, html.indexOf("</main>", rootAt));
    assert.ok(html.indexOf("<script", rootAt) > html.indexOf("</form>", rootAt), "the card comes before any script in the body");
    // The room's name as text: its markup characters escaped, in the card and in the page's data.
    assert.ok(card.includes("سهرة &lt;ب&gt; &amp; &quot;ج&quot;"), "the room's name, escaped");
    assert.ok(!html.includes("<ب>"), "no room text reaches the page as markup");
    assert.ok(card.includes(code), "the code");
    assert.ok(card.includes("خدعني إن قدرت"), "the game");
    assert.match(card, /في الغرفة الآن: (<!-- -->)?لاعب واحد/);
    assert.ok(card.includes("سارة") && card.includes('src="/avatars/'), "the player in, with an avatar");
    assert.match(card, /<label[^>]*>اسمك في اللعبة<\/label>/);
    assert.match(card, /<input[^>]*autoComplete="nickname"/i);
    assert.match(card, /<button type="submit"[^>]*>.*دخول الغرفة/s);
    assert.match(card, /<noscript>.*تحتاج اللعبة إلى JavaScript/s);
    // The link preview's tags are still the worker's.
    assert.ok(html.includes(`<meta property="og:title" content="دعوة للعب في الغرفة ${code} | مجلس"`));
  });

  it("shows without JavaScript at 360 px, and says the game needs it", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await phone({ javaScript: false, viewport });
      const res = await page.goto(`/join/${code}`);
      assert.equal(res.status(), 200);
      await page.getByRole("heading", { level: 1, name: "حيّاك الله!" }).waitFor();
      await page.getByText(ROOM_NAME).waitFor();
      await page.getByText("خدعني إن قدرت").waitFor();
      await page.getByRole("region", { name: "اللاعبون في الغرفة" }).getByText("سارة").waitFor();
      await page.getByLabel("اسمك في اللعبة").waitFor();
      await page.getByRole("button", { name: "دخول الغرفة" }).waitFor();
      await page.getByText(/تحتاج اللعبة إلى JavaScript/).waitFor();
      // Not scrolled past the room's name to a focused field.
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/join-card-no-js-${viewport.width}.png` });
      await context.close();
    }
  });

  it("is hydrated, not redrawn, keeps a name typed before the app ran, and a player joins from it", async () => {
    const { context, page } = await phone({ javaScript: true });
    const errors = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    // The scripts are held back, so the worker's card is on screen and typed into before the app runs.
    let release;
    const held = new Promise((r) => (release = r));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/join/${code}`, { waitUntil: "commit" });
    const form = await page.waitForSelector("form", { state: "visible" });
    await page.getByLabel("اسمك في اللعبة").fill("نورة");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/join-card-before-app-360.png` });
    release();
    await page.waitForFunction((node) => "__appOwned" in node, form);
    assert.equal(await form.evaluate((node) => node.isConnected), true, "the card was drawn again instead of hydrated");
    const join = page.getByRole("button", { name: "دخول الغرفة" });
    await page.waitForFunction(() => !document.querySelector('form button[type="submit"]')?.disabled);
    assert.equal(await page.getByLabel("اسمك في اللعبة").inputValue(), "نورة");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/join-card-app-360.png` });
    await join.click();

    // In the room: the host sees her arrive, and the guest is in the lobby.
    await host.page.locator("text=نورة >> visible=true").first().waitFor();
    await page.waitForFunction(async (c) => (await (await fetch(`/api/rooms/${c}`)).json()).players.some((p) => p.nickname === "نورة"), code);
    await page.locator("text=سارة >> visible=true").first().waitFor();
    await page.getByRole("button", { name: "دخول الغرفة" }).waitFor({ state: "detached" });

    assert.deepEqual(errors, []);
    const storageState = await context.storageState();
    await context.close();

    // The same phone opens the link again: a card it already entered starts the app at once, untouched
    // (others wait for a touch or an idle moment after the load, which the held fonts keep from coming;
    // the service worker, which would answer them from its cache, is kept out).
    const again = await browser.newContext({ viewport: PHONE, locale: "ar-SA", baseURL: PREVIEW_URL, storageState, serviceWorkers: "block" });
    const back = await again.newPage();
    back.setDefaultTimeout(20_000);
    back.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    back.on("pageerror", (e) => errors.push(e.message));
    let releaseFonts;
    const fontsHeld = new Promise((r) => (releaseFonts = r));
    await back.route("**/assets/*.woff2", async (route) => {
      await fontsHeld;
      await route.continue();
    });
    await back.goto(`/join/${code}`, { waitUntil: "commit" });
    await back.locator("text=سارة >> visible=true").first().waitFor();
    await back.getByRole("button", { name: "دخول الغرفة" }).waitFor({ state: "detached" });
    assert.equal(await back.evaluate(() => document.readyState), "interactive", "the page's load had not come: no idle start");
    releaseFonts();
    assert.deepEqual(errors, []);
    await again.close();
  });

  it("starts the app on a touch only once the page has loaded: its pictures and fonts come first", async () => {
    const { context, page } = await phone({ javaScript: true });
    // The players' avatars are held back, so the page's load cannot come before they are let through.
    let release;
    const held = new Promise((r) => (release = r));
    await page.route("**/avatars/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/join/${code}`, { waitUntil: "domcontentloaded" });
    const field = page.getByLabel("اسمك في اللعبة");
    await field.focus();
    assert.equal(await page.evaluate(() => document.readyState), "interactive", "the page has not loaded yet");
    release();
    await page.waitForFunction(() => "__appOwned" in (document.querySelector("form") ?? {}));
    // The app's module was asked for after the load began, although the touch came before it.
    const { load, app } = await page.evaluate(() => ({
      load: performance.getEntriesByType("navigation")[0].loadEventStart,
      app: performance.getEntriesByType("resource").find((e) => /\/assets\/main-[\w-]+\.js$/.test(e.name))?.startTime,
    }));
    assert.ok(app !== undefined, "the app's module was loaded");
    assert.ok(app >= load, `the app's module was asked for at ${app} ms, before the load at ${load} ms`);
    await context.close();
  });

  it("keeps a tap made after the app started but before the room's code arrived", async () => {
    const { context, page } = await phone({ javaScript: true });
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // The room screen's own chunk is held: the app runs, but has not taken the card over yet.
    let release;
    const held = new Promise((r) => (release = r));
    let asked;
    const roomChunkAsked = new Promise((r) => (asked = r));
    await page.route(/\/assets\/room-[\w-]+\.js$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto(`/join/${code}`);
    // Typing in the field is the first touch: the app starts and asks for the room screen's code.
    await page.getByLabel("اسمك في اللعبة").fill("هيا");
    await roomChunkAsked;
    const next = page.getByRole("button", { name: "اللون: التالي" });
    assert.equal(await next.evaluate((node) => "__appOwned" in node), false, "the button is not the app's yet");
    const colour = page.getByRole("img", { name: "صورتك الرمزية" }).locator('img[data-layer="color"]');
    const before = await colour.getAttribute("src");
    await next.click();
    release();
    // The held tap is given to the button once the app owns it: the colour moves on, and she joins in it.
    await page.getByRole("img", { name: "صورتك الرمزية" }).locator(`img[data-layer="color"]:not([src="${before}"])`).waitFor();
    await page.getByRole("button", { name: "دخول الغرفة" }).click();
    await host.page.locator("text=هيا >> visible=true").first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("keeps the name a signed-in player typed after the app started, never the account's name", async () => {
    const { context, page } = await phone({ javaScript: true });
    assert.equal((await page.request.post("/api/auth/dev/login", { data: { account: "free" } })).status(), 200);
    // The room screen's chunk is held: the app has read the card (nothing typed yet) but not taken it over.
    let release;
    const held = new Promise((r) => (release = r));
    let asked;
    const roomChunkAsked = new Promise((r) => (asked = r));
    await page.route(/\/assets\/room-[\w-]+\.js$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto(`/join/${code}`);
    // A tap on the field starts the app; the name is typed while the room's code is on its way.
    await page.getByLabel("اسمك في اللعبة").click();
    await roomChunkAsked;
    await page.getByLabel("اسمك في اللعبة").fill("فهد");
    release();
    await page.waitForFunction(() => "__appOwned" in (document.querySelector("form input") ?? {}));
    // Who is playing is known once the account's name has reached the page (it is the free test account).
    await page.waitForFunction(async () => (await (await fetch("/api/auth/user")).json())?.displayName === "لاعب مجاني (تجريبي)");
    await page.waitForFunction(() => !document.querySelector('form button[type="submit"]')?.disabled);
    assert.equal(await page.getByLabel("اسمك في اللعبة").inputValue(), "فهد");
    await page.getByRole("button", { name: "دخول الغرفة" }).click();
    await host.page.locator("text=فهد >> visible=true").first().waitFor();
    const lookup = await (await fetch(`${PREVIEW_URL}/api/rooms/${code}`)).json();
    assert.ok(!lookup.players.some((p) => p.nickname === "لاعب مجاني (تجريبي)"), "not seated under the account's name");
    await context.close();
  });

  it("keeps today's room frame for a code that has no room", async () => {
    const html = await (await fetch(`${PREVIEW_URL}/join/ZZZZZZ`, { headers: { Accept: "text/html" } })).text();
    assert.match(html, /data-prerendered="room"/);
    assert.doesNotMatch(html, /id="join-data"/);
  });
});

describe("a big screen's first frame", () => {
  it("is in the raw HTML for a room in its lobby: the code, the invite's QR code and the players in", async () => {
    const res = await fetch(`${PREVIEW_URL}/screen/${code}`, { headers: { Accept: "text/html" } });
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /<html class="screen-tv"/, "the TV's scale before any script");
    const rootAt = html.indexOf('<div id="root" data-prerendered="screen"');
    assert.ok(rootAt > 0, "the root is marked as the screen's frame");
    const frame = html.slice(rootAt, html.indexOf("</main>", rootAt));
    assert.ok(html.indexOf("<script", rootAt) > html.indexOf("</main>", rootAt), "the frame comes before any script in the body");
    assert.ok(frame.includes(`data-testid="screen-code">${code}<`), "the code");
    assert.match(frame, /<svg[^>]*aria-label="رمز QR للانضمام إلى الغرفة"/);
    assert.ok(frame.includes(`127.0.0.1:${port}/join/${code}`), "the invite link under the QR code");
    assert.ok(frame.includes("انضموا إلى الغرفة من جوالاتكم"));
    for (const name of ["سارة", "نورة", "هيا"]) assert.ok(frame.includes(name), `${name} is in`);
    // The game that comes next is in the frame, so the lobby's column does not move when the app starts.
    assert.match(frame, /data-testid="screen-next-game"/, "the game that comes next");
    assert.ok(html.includes('id="screen-data"'), "the data the frame was drawn from");
    // The TV's socket opens from the entry script alone; the app's code waits until the room changes what the lobby shows.
    assert.doesNotMatch(html, /rel="modulepreload"/, "the app's code is not fetched before the lobby has painted");
  });

  it("shows at 1920×1080 without JavaScript", async () => {
    const { context, page } = await phone({ javaScript: false, viewport: TV });
    await page.goto(`/screen/${code}`);
    await page.getByTestId("screen-code").getByText(code).waitFor();
    await page.getByRole("img", { name: "رمز QR للانضمام إلى الغرفة" }).waitFor();
    await page.getByRole("list", { name: "اللاعبون" }).getByText("هيا").waitFor();
    // The TV's scale: 16 px a rem at 1920×1080, as the app sets it.
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), "16px");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/screen-frame-no-js-1920.png` });
    await context.close();
  });

  it("is hydrated, not redrawn, then follows the room live", async () => {
    const { context, page } = await phone({ javaScript: true, viewport: TV });
    const errors = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    // The scripts are held back, so the worker's frame is marked before the app can run.
    let release;
    const held = new Promise((r) => (release = r));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/screen/${code}`, { waitUntil: "commit" });
    await page.locator("main[data-watch-role=screen]").waitFor();
    // A property the app knows nothing of marks the worker's node (an attribute would be a hydration mismatch).
    await page.evaluate(() => (document.querySelector("main").drawnByWorker = true));
    const headingTop = () => page.getByRole("heading", { level: 1 }).evaluate((h) => Math.round(h.getBoundingClientRect().top));
    const drawnTop = await headingTop();
    release();
    // Nobody touches a TV: a player who joins changes what its lobby shows, so the app starts, takes the frame over and lists her.
    const late = await phone({ javaScript: true });
    await late.page.goto(`/join/${code}`);
    await late.page.getByLabel("اسمك في اللعبة").fill("ريم");
    await late.page.getByRole("button", { name: "دخول الغرفة" }).click();
    await page.getByRole("list", { name: "اللاعبون" }).getByText("ريم").waitFor();
    await page.waitForFunction(() => "__appOwned" in (document.querySelector("main[data-watch-role=screen]") ?? {}));
    assert.equal(await page.evaluate(() => document.querySelector("main[data-watch-role=screen]").drawnByWorker === true), true, "the frame was drawn again instead of hydrated");
    // The app draws what the worker drew: the lobby's column has not moved (the next game was in the frame).
    assert.equal(await headingTop(), drawnTop, "the lobby's column stays where the worker drew it");
    // The app kept the worker's QR code (features/screen/drawn-qr.tsx): the very path, after hydrating and drawing the new player.
    const qrPath = (html) => html.match(/aria-label="رمز QR للانضمام إلى الغرفة"[^>]*>.*?<path d="([^"]+)"/s)?.[1];
    const drawnPath = qrPath(await (await fetch(`${PREVIEW_URL}/screen/${code}`, { headers: { Accept: "text/html" } })).text());
    assert.ok(drawnPath, "the worker draws the QR code's path");
    assert.equal(await page.getByRole("img", { name: "رمز QR للانضمام إلى الغرفة" }).locator("path").getAttribute("d"), drawnPath);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/screen-frame-live-1920.png` });
    assert.deepEqual(errors, []);
    await late.context.close();
    await context.close();
  });

  it("is the plain page for a code that has no room", async () => {
    const html = await (await fetch(`${PREVIEW_URL}/screen/ZZZZZZ`, { headers: { Accept: "text/html" } })).text();
    assert.doesNotMatch(html, /data-prerendered="screen"/);
    assert.doesNotMatch(html, /id="screen-data"/);
  });
});
