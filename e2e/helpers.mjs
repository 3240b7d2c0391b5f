import { chromium } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:5173";
export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 800 };

/** Debian's Chromium, with the flags this sandbox and its closed network need. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** One person's phone: its own cookies and storage. */
export async function newPhone(browser, viewport = PHONE) {
  const context = await browser.newContext({ viewport, locale: "ar-SA", baseURL: BASE_URL });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}
