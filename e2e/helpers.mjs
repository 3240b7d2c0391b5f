import assert from "node:assert/strict";
import { AxeBuilder } from "@axe-core/playwright";
import { chromium } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:5173";
export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 800 };

/** Debian's Chromium, with the flags this sandbox and its closed network need. */
export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  await explainWaits(browser);
  // Every page of every context keeps what its alerts and statuses said (browser.newPage too goes through newContext).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    await context.addInitScript(recordSaid, SAID_KEPT);
    return context;
  };
  return browser;
}

/** How many of a page's past alert and status texts it keeps. */
const SAID_KEPT = 20;

/**
 * Runs in each page before its scripts: keeps the texts its alerts and statuses have shown
 * (window.__said, newest last), so a timed-out wait can name a toast that came and went
 * before the timeout, such as a refusal of the tap the test then waited on.
 */
function recordSaid(kept) {
  const said = (window.__said = []);
  let queued = false;
  const read = () => {
    queued = false;
    for (const el of document.querySelectorAll('[role="alert"], [role="status"]')) {
      // textContent, not innerText: no layout forced on the page under test.
      const text = el.textContent?.replace(/\s+/g, " ").trim();
      if (!text || said.includes(text)) continue;
      said.push(text);
      if (said.length > kept) said.shift();
    }
  };
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    setTimeout(read, 0);
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** How much of a page's text a timed-out wait reports, and how long it may take to read it. */
const SHOWN_CHARS = 1_500;
const SHOWN_READ_MS = 3_000;

/**
 * A locator's wait that times out says which page it waited on and what that page showed then:
 * a CI run keeps no screenshot, and "Timeout 30000ms exceeded" alone does not tell a refused tap
 * from a late frame. The text goes on the error as `pageShowed`, which the test report prints.
 */
async function explainWaits(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const locator = Object.getPrototypeOf(page.locator("body"));
  const pageProto = Object.getPrototypeOf(page);
  await context.close();
  explain(locator, "waitFor", function () {
    return this.page();
  });
  // A request that never went (a form that refused to send) reads like a slow server without the page's text.
  explain(pageProto, "waitForResponse", function () {
    return this;
  });
}

function explain(proto, method, pageOf) {
  if (proto[method].explained) return;
  const original = proto[method];
  proto[method] = async function (...args) {
    try {
      return await original.apply(this, args);
    } catch (error) {
      if (error?.name === "TimeoutError") error.pageShowed = await pageShows(pageOf.call(this));
      throw error;
    }
  };
  proto[method].explained = true;
}

async function pageShows(page) {
  // The page's alerts and statuses first (a toast that refused the tap sits at the end of the page, past the cut).
  // Then what they said earlier and no longer show (recordSaid).
  const read = () => {
    const said = [...document.querySelectorAll('[role="alert"], [role="status"]')].map((el) => el.innerText.trim()).filter(Boolean);
    const shownNow = new Set(said.map((text) => text.replace(/\s+/g, " ")));
    const earlier = (window.__said ?? []).filter((text) => !shownNow.has(text));
    return `${said.length ? `said: ${said.join(" | ")} · ` : ""}${earlier.length ? `said earlier: ${earlier.join(" | ")} · ` : ""}${document.body?.innerText ?? ""}`;
  };
  const text = page.evaluate(read).catch((error) => `(unreadable: ${error.message.split("\n")[0]})`);
  const late = new Promise((resolve) => setTimeout(() => resolve("(no answer)"), SHOWN_READ_MS).unref());
  const shown = String(await Promise.race([text, late])).replace(/\s+/g, " ").trim();
  return `${page.url()} · ${shown.slice(0, SHOWN_CHARS)}${shown.length > SHOWN_CHARS ? "…" : ""}`;
}

/** One person's phone: its own cookies and storage. */
export async function newPhone(browser, viewport = PHONE) {
  const context = await browser.newContext({ viewport, locale: "ar-SA", baseURL: BASE_URL });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/** The WCAG 2.1 A and AA rules and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/**
 * Waits until what the page shows has stopped moving: a frame drawn at its current size,
 * the web fonts loaded, every animation and transition that ends ended (finished or
 * cancelled: either way it no longer moves), and one more frame drawn after that.
 */
export async function settled(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await frame();
    await document.fonts.ready;
    await Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished),
    );
    await frame();
  });
}

/**
 * Runs axe on what the page shows now and fails with a readable list when it finds
 * any serious or critical violation. `screen` names the screen in that list.
 * Transitions are let finish first, so a fading element is judged by its final colours.
 */
export async function expectAccessible(page, screen) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const blocking = violations.filter((v) => BLOCKING_IMPACTS.has(v.impact));
  if (!blocking.length) return;
  const list = blocking.flatMap((v) => [
    `- ${v.id} (${v.impact}): ${v.help} ${v.helpUrl}`,
    ...v.nodes.slice(0, 5).map((n) => `    ${n.target.join(" ")}  ${n.html.slice(0, 160)}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n\s*/g, " ")}` : ""}`),
    ...(v.nodes.length > 5 ? [`    …and ${v.nodes.length - 5} more`] : []),
  ]);
  throw new assert.AssertionError({ message: `${screen} (${page.url()}): ${blocking.length} serious or critical accessibility violation(s):\n${list.join("\n")}` });
}
