// Draws the blog's seed pictures and the link-preview pictures as 1200×630 SVG, then
// exports each to JPEG with Chromium (link previews in WhatsApp, X and Facebook need a
// raster image). Run once after changing a drawing: node scripts/build/blog-art.mjs
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { launchBrowser } from "../../e2e/helpers.mjs";

const root = resolve(import.meta.dirname, "../..");
const W = 1200;
const H = 630;
const C = { night9: "#0f0b2e", night8: "#1e1550", night7: "#2a1f6b", night6: "#3a2d85", brand: "#14b8a6", brand3: "#5eead4", gold: "#fbc31c", gold3: "#ffd54a", rose: "#fb7185", white: "#ffffff" };

function frame(body, { from = C.night9, to = C.night7, glow = C.brand } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="960" cy="140" r="320" fill="url(#glow)"/>
  <circle cx="180" cy="560" r="260" fill="url(#glow)" opacity="0.6"/>
  <g fill="${C.white}" opacity="0.5">${[[80, 90], [300, 60], [1100, 520], [720, 80], [1020, 590], [520, 580]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3"/>`).join("")}</g>
  ${body}
</svg>`;
}

const text = (x, y, size, content, { fill = C.white, weight = 700, anchor = "middle" } = {}) =>
  `<text x="${x}" y="${y}" font-family="'IBM Plex Sans Arabic', sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" direction="rtl">${content}</text>`;

const card = (x, y, w, h, fill, rotate = 0, extra = "") =>
  `<g transform="rotate(${rotate} ${x + w / 2} ${y + h / 2})"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="${fill}"/>${extra}</g>`;

const art = {
  "trivia-guide": frame(`
    ${card(250, 150, 260, 340, C.night6, -12, `<rect x="280" y="200" width="200" height="24" rx="12" fill="${C.white}" opacity="0.25"/><rect x="280" y="244" width="150" height="24" rx="12" fill="${C.white}" opacity="0.2"/>`)}
    ${card(690, 150, 260, 340, C.night6, 12, `<rect x="720" y="200" width="200" height="24" rx="12" fill="${C.white}" opacity="0.25"/><rect x="720" y="244" width="120" height="24" rx="12" fill="${C.white}" opacity="0.2"/>`)}
    ${card(445, 110, 310, 410, C.brand, 0)}
    ${text(600, 390, 260, "؟", { fill: C.night9 })}
    <circle cx="745" cy="130" r="46" fill="${C.gold}"/>${text(745, 150, 54, "✓", { fill: C.night9 })}
  `),
  "convincing-lie": frame(
    `
    <ellipse cx="470" cy="330" rx="200" ry="170" fill="${C.gold}"/>
    <ellipse cx="400" cy="300" rx="38" ry="26" fill="${C.night9}"/><ellipse cx="540" cy="300" rx="38" ry="26" fill="${C.night9}"/>
    <path d="M370 380 Q470 470 570 380" stroke="${C.night9}" stroke-width="22" fill="none" stroke-linecap="round"/>
    <path d="M270 330 L200 300 M670 330 L740 300" stroke="${C.gold}" stroke-width="14" stroke-linecap="round"/>
    <path d="M760 150 h300 a40 40 0 0 1 40 40 v150 a40 40 0 0 1 -40 40 h-190 l-70 60 v-60 h-40 a40 40 0 0 1 -40 -40 v-150 a40 40 0 0 1 40 -40z" fill="${C.brand}"/>
    ${text(910, 320, 170, "!", { fill: C.night9 })}
  `,
    { glow: C.gold },
  ),
  "meme-guide": frame(`
    <rect x="330" y="90" width="540" height="450" rx="30" fill="${C.white}"/>
    <rect x="360" y="120" width="480" height="70" rx="14" fill="${C.night9}" opacity="0.12" stroke="${C.night9}" stroke-dasharray="12 10" stroke-width="4"/>
    <rect x="360" y="440" width="480" height="70" rx="14" fill="${C.night9}" opacity="0.12" stroke="${C.night9}" stroke-dasharray="12 10" stroke-width="4"/>
    <circle cx="600" cy="315" r="105" fill="${C.gold}"/>
    <path d="M545 290 q15 -25 30 0 M625 290 q15 -25 30 0" stroke="${C.night9}" stroke-width="12" fill="none" stroke-linecap="round"/>
    <path d="M535 330 Q600 410 665 330 Z" fill="${C.night9}"/>
    <path d="M930 190 l40 -40 M960 250 h60 M930 310 l40 40" stroke="${C.brand3}" stroke-width="14" stroke-linecap="round"/>
    <path d="M270 190 l-40 -40 M240 250 h-60 M270 310 l-40 40" stroke="${C.brand3}" stroke-width="14" stroke-linecap="round"/>
  `),
  "most-likely-guide": frame(
    `
    <circle cx="600" cy="330" r="120" fill="${C.gold}"/>
    <circle cx="600" cy="300" r="46" fill="${C.night9}"/><path d="M520 400 q80 -90 160 0" fill="${C.night9}"/>
    <path d="M545 185 l25 -50 l30 40 l30 -40 l25 50 z" fill="${C.gold3}"/>
    ${[
      [220, 200, 20],
      [220, 460, -20],
      [980, 200, 160],
      [980, 460, 200],
    ]
      .map(([x, y, a]) => `<g transform="rotate(${a} ${x} ${y})"><rect x="${x - 110}" y="${y - 26}" width="190" height="52" rx="26" fill="${C.brand}"/><circle cx="${x + 70}" cy="${y}" r="34" fill="${C.brand3}"/></g>`)
      .join("")}
  `,
    { glow: C.gold },
  ),
  "family-night": frame(
    `
    <rect x="120" y="450" width="960" height="110" rx="40" fill="${C.night6}"/>
    <path d="M380 250 q40 -60 80 0 v120 q-40 30 -80 0z" fill="${C.gold}"/><rect x="395" y="220" width="50" height="22" rx="8" fill="${C.gold3}"/>
    <path d="M560 300 q0 -80 70 -80 q70 0 70 80 v90 h-140z" fill="${C.brand}"/><path d="M700 290 q60 10 40 60" stroke="${C.brand}" stroke-width="14" fill="none"/><rect x="600" y="200" width="60" height="26" rx="10" fill="${C.brand3}"/>
    ${[
      [240, 380],
      [830, 360],
      [960, 390],
    ]
      .map(([x, y]) => `<rect x="${x}" y="${y}" width="70" height="120" rx="14" fill="${C.night9}" stroke="${C.brand3}" stroke-width="5"/><rect x="${x + 10}" y="${y + 14}" width="50" height="80" rx="6" fill="${C.brand3}" opacity="0.5"/>`)
      .join("")}
    <path d="M780 130 a70 70 0 1 0 60 110 a55 55 0 1 1 -60 -110z" fill="${C.gold3}"/>
  `,
    { glow: C.gold },
  ),
  "ramadan-nights": frame(
    `
    <path d="M300 110 a150 150 0 1 0 130 240 a120 120 0 1 1 -130 -240z" fill="${C.gold3}"/>
    <line x1="760" y1="0" x2="760" y2="120" stroke="${C.gold}" stroke-width="6"/>
    <path d="M700 120 h120 l-20 40 h-80z" fill="${C.gold}"/>
    <path d="M690 160 h140 q10 120 -30 170 h-80 q-40 -50 -30 -170z" fill="${C.brand}"/>
    <path d="M720 180 v130 M760 180 v140 M800 180 v130" stroke="${C.night9}" stroke-width="8" opacity="0.35"/>
    <path d="M720 330 h80 l-15 30 h-50z" fill="${C.gold}"/>
    ${card(230, 420, 170, 120, C.white, -8, `<circle cx="315" cy="480" r="26" fill="${C.rose}"/>`)}
    ${card(430, 430, 170, 120, C.white, 4, `<rect x="470" y="470" width="90" height="40" rx="10" fill="${C.brand}"/>`)}
    ${card(920, 420, 170, 120, C.white, 10, `<path d="M975 500 l30 -40 l30 40z" fill="${C.gold}"/>`)}
  `,
    { glow: C.gold },
  ),
  "spot-the-lie": frame(`
    ${card(200, 200, 230, 300, C.night6, -6, `<rect x="230" y="250" width="170" height="22" rx="11" fill="${C.white}" opacity="0.25"/>`)}
    ${card(485, 170, 230, 300, C.gold, 0, `<rect x="515" y="220" width="170" height="22" rx="11" fill="${C.night9}" opacity="0.35"/><path d="M550 360 l40 40 l70 -90" stroke="${C.night9}" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`)}
    ${card(770, 200, 230, 300, C.night6, 6, `<rect x="800" y="250" width="170" height="22" rx="11" fill="${C.white}" opacity="0.25"/>`)}
    <circle cx="700" cy="300" r="110" fill="none" stroke="${C.brand3}" stroke-width="26"/>
    <circle cx="700" cy="300" r="96" fill="${C.brand3}" opacity="0.12"/>
    <path d="M780 380 l120 120" stroke="${C.brand3}" stroke-width="40" stroke-linecap="round"/>
  `),
  "play-remote": frame(`
    <path d="M120 420 q200 -220 480 -80 t480 -120" stroke="${C.white}" stroke-opacity="0.15" stroke-width="60" fill="none"/>
    ${[
      [200, 330],
      [530, 170],
      [880, 300],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x}" y="${y}" width="130" height="230" rx="24" fill="${C.night9}" stroke="${C.brand3}" stroke-width="8"/><rect x="${x + 16}" y="${y + 26}" width="98" height="160" rx="10" fill="${C.brand}" opacity="0.6"/><circle cx="${x + 65}" cy="${y + 205}" r="9" fill="${C.brand3}"/>`,
      )
      .join("")}
    <path d="M330 430 Q430 330 530 300 M660 290 Q770 300 880 380" stroke="${C.gold}" stroke-width="8" stroke-dasharray="4 18" stroke-linecap="round" fill="none"/>
    <circle cx="595" cy="120" r="30" fill="${C.gold}"/><circle cx="265" cy="290" r="30" fill="${C.gold}"/><circle cx="945" cy="260" r="30" fill="${C.gold}"/>
  `),
};

const og = {
  majlis: frame(`
    <rect x="150" y="150" width="900" height="330" rx="48" fill="${C.night9}" opacity="0.55"/>
    ${text(600, 330, 150, "مجلس", { fill: C.brand3 })}
    ${text(600, 420, 44, "ألعاب جماعية بالعربي مع أصحابك من جوالك", { weight: 400 })}
  `),
  invite: frame(
    `
    <path d="M250 170 h700 a40 40 0 0 1 40 40 v250 a40 40 0 0 1 -40 40 h-700 a40 40 0 0 1 -40 -40 v-250 a40 40 0 0 1 40 -40z" fill="${C.white}"/>
    <path d="M215 195 L600 400 L985 195" stroke="${C.brand}" stroke-width="14" fill="none" stroke-linejoin="round"/>
    <circle cx="600" cy="170" r="70" fill="${C.gold}"/>${text(600, 198, 80, "✦", { fill: C.night9 })}
    ${text(600, 575, 56, "دعوة للعب على مجلس", { fill: C.white })}
  `,
    { glow: C.gold },
  ),
};

const fontCss = ["400", "700"]
  .map((weight) => {
    const file = resolve(root, `node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`);
    return `@font-face{font-family:'IBM Plex Sans Arabic';font-weight:${weight};src:url(data:font/woff2;base64,${readFileSync(file).toString("base64")}) format('woff2');}`;
  })
  .join("");

async function render(entries, dir) {
  mkdirSync(dir, { recursive: true });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: W, height: H } });
    for (const [name, svg] of Object.entries(entries)) {
      writeFileSync(resolve(dir, `${name}.svg`), svg);
      await page.setContent(`<!doctype html><html><head><style>${fontCss}html,body{margin:0}</style></head><body>${svg}</body></html>`);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: resolve(dir, `${name}.jpg`), type: "jpeg", quality: 86, clip: { x: 0, y: 0, width: W, height: H } });
      console.log(`${dir}/${name}.jpg`);
    }
  } finally {
    await browser.close();
  }
}

await render(art, resolve(root, "web/public/seed/blog"));
await render(og, resolve(root, "web/public/og"));
