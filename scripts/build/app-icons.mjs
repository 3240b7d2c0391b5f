// Draws the installable app's icons (web/public/icons/) from the favicon with headless Chromium:
// 192 and 512 px, a maskable 512 px with the art inside the safe zone, and the Apple touch icon.
// Run again only when the favicon changes: node scripts/build/app-icons.mjs
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
const svg = readFileSync("web/public/NewFavicon.svg", "utf8");
// Square, full-bleed art: the rounded corners go (the platform masks the icon itself).
const square = svg.replace('<rect width="64" height="64" rx="16" fill="url(#bg)"/>', '<rect width="64" height="64" fill="url(#bg)"/>');
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
async function render(file, size, body) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<html><body style="margin:0;background:#0f0b2e">${body}</body></html>`);
  await page.screenshot({ path: file, omitBackground: false });
  await page.close();
}
const sized = (s, px) => s.replace("<svg ", `<svg width="${px}" height="${px}" `);
await render("web/public/icons/icon-192.png", 192, sized(svg, 192));
await render("web/public/icons/icon-512.png", 512, sized(svg, 512));
// Maskable: the art inside the 80% safe zone on the full background.
await render("web/public/icons/maskable-512.png", 512, `<div style="width:512px;height:512px;display:grid;place-items:center;background:linear-gradient(135deg,#2a1f6b,#0f0b2e)">${sized(square.replace('<rect width="64" height="64" fill="url(#bg)"/>', ""), 360)}</div>`);
await render("web/public/icons/apple-touch-icon.png", 180, sized(square, 180));
await browser.close();
