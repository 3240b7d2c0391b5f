// Backgrounds and props of the meme pictures, in the same flat style as the people:
// palette colours, one ink outline, few details. The picture is 600 × 450; the top
// of most backgrounds stays plain so a caption reads well over it.
import { INK, P } from "./people.mjs";

const W = 600;
const H = 450;

/** Plain two-tone backgrounds: a wall or sky and a floor, with one or two quiet details. */
export const BACKGROUNDS = {
  room: (c = "#f6e3c4") => `<rect width="${W}" height="${H}" fill="${c}"/><rect y="380" width="${W}" height="70" fill="#d9b48a"/><path d="M0 380H600" stroke-width="4"/>`,
  majlis: () =>
    `<rect width="${W}" height="${H}" fill="#f1d9b5"/><rect y="300" width="${W}" height="150" fill="${P.terracotta}"/><path d="M0 300H600M0 320H600" stroke-width="4"/><path d="M0 320${Array.from({ length: 15 }, (_, i) => `l20 -18l20 18`).join("")}" fill="${P.mustard}" stroke-width="3"/><rect y="390" width="${W}" height="60" fill="#b8442f"/>`,
  street: () =>
    `<rect width="${W}" height="${H}" fill="#cfe9e6"/><path d="M0 300V210H70V170H150V230H230V150H320V220H410V180H500V240H600V300Z" fill="#e7cfa8" stroke-width="4"/><rect y="300" width="${W}" height="150" fill="#7d7a78"/><path d="M0 375H600" stroke="#f5f0e6" stroke-width="6" stroke-dasharray="40 30"/>`,
  desert: () => `<rect width="${W}" height="${H}" fill="#f8dca4"/><circle cx="520" cy="70" r="40" fill="#f7b733" stroke="none"/><path d="M0 320Q150 260 300 310T600 290V450H0Z" fill="#e6b873" stroke-width="4"/>`,
  // The moon is a crescent, or full ("full") on the 15th night of Ramadan, the night of القرقيعان.
  night: (moon = "crescent") =>
    `<rect width="${W}" height="${H}" fill="#2c3656"/>${moon === "full" ? `<circle cx="520" cy="70" r="34" fill="#f6d77a" stroke="none"/>` : `<path d="M520 40a34 34 0 1 0 24 60a28 28 0 1 1-24-60z" fill="#f6d77a" stroke="none"/>`}<g fill="#f6d77a" stroke="none"><circle cx="80" cy="60" r="3"/><circle cx="200" cy="30" r="2.5"/><circle cx="330" cy="70" r="3"/><circle cx="440" cy="30" r="2"/></g><rect y="380" width="${W}" height="70" fill="#4a3f5c"/>`,
  class: () =>
    `<rect width="${W}" height="${H}" fill="#e9e0c8"/><rect x="150" y="40" width="300" height="130" rx="6" fill="#2f5d50" stroke-width="6"/><rect y="380" width="${W}" height="70" fill="#c79c6e"/><path d="M0 380H600" stroke-width="4"/>`,
  kitchen: () =>
    `<rect width="${W}" height="${H}" fill="#eef2e6"/><path d="M0 60H600M0 120H600M0 180H600M0 240H600M100 0V280M200 0V280M300 0V280M400 0V280M500 0V280" stroke="#d6dccb" stroke-width="3"/><rect y="280" width="${W}" height="170" fill="#c9a27a"/><path d="M0 280H600" stroke-width="4"/>`,
  stadium: () =>
    `<rect width="${W}" height="${H}" fill="#bfe3ee"/><rect y="150" width="${W}" height="110" fill="#8d8a86"/><g fill="${P.terracotta}" stroke="none">${Array.from({ length: 30 }, (_, i) => `<circle cx="${10 + i * 20}" cy="${180 + (i % 3) * 22}" r="7"/>`).join("")}</g><rect y="260" width="${W}" height="190" fill="#6fae5a"/><path d="M0 260H600" stroke-width="4"/>`,
  hall: () =>
    `<rect width="${W}" height="${H}" fill="#5b3a63"/><path d="M0 40Q75 80 150 40T300 40T450 40T600 40" fill="none" stroke="#f6d77a" stroke-width="3"/><g fill="#f6d77a" stroke="none">${Array.from({ length: 8 }, (_, i) => `<circle cx="${37 + i * 75}" cy="${60}" r="6"/>`).join("")}</g><rect y="380" width="${W}" height="70" fill="#8c5a6b"/><path d="M0 380H600" stroke-width="4"/>`,
  mall: () =>
    `<rect width="${W}" height="${H}" fill="#f3ebdf"/><rect x="20" y="90" width="170" height="230" fill="#cfe9e6" stroke-width="4"/><rect x="410" y="90" width="170" height="230" fill="#f7d9c9" stroke-width="4"/><rect x="20" y="70" width="170" height="24" fill="${P.teal}" stroke-width="4"/><rect x="410" y="70" width="170" height="24" fill="${P.terracotta}" stroke-width="4"/><rect y="380" width="${W}" height="70" fill="#d8cfc2"/><path d="M0 380H600" stroke-width="4"/>`,
  airport: () =>
    `<rect width="${W}" height="${H}" fill="#eaeef0"/><rect x="30" y="40" width="540" height="230" rx="10" fill="#bfe3ee" stroke-width="5"/><path d="M210 40V270M390 40V270" stroke-width="5"/><path d="M420 120l70-10 30-30 10 4-18 30 40-4 10 10-50 12 12 34-10 2-24-32-60 8z" fill="#fff" stroke-width="3"/><rect y="380" width="${W}" height="70" fill="#b9c2c7"/><path d="M0 380H600" stroke-width="4"/>`,
  beach: () => `<rect width="${W}" height="${H}" fill="#bfe3ee"/><circle cx="90" cy="70" r="36" fill="#f7b733" stroke="none"/><rect y="250" width="${W}" height="80" fill="#4fa3b8"/><path d="M0 330Q300 300 600 330V450H0Z" fill="#f2d49b" stroke-width="4"/>`,
  rain: () => `<rect width="${W}" height="${H}" fill="#b7c0c9"/><path d="M40 90q0-40 50-40q20-30 60-10q40-10 50 30q30 10 10 30H50q-20 0-10-10z" fill="#e9edf0" stroke-width="4"/><path d="M380 70q0-40 50-40q20-30 60-10q40-10 50 30q30 10 10 30H390q-20 0-10-10z" fill="#e9edf0" stroke-width="4"/><rect y="380" width="${W}" height="70" fill="#6c7a86"/>`,
  park: () => `<rect width="${W}" height="${H}" fill="#cfe9e6"/><circle cx="520" cy="70" r="34" fill="#f7b733" stroke="none"/><rect y="330" width="${W}" height="120" fill="#8cc06e"/><path d="M0 330H600" stroke-width="4"/>`,
};

const prop = {
  table: (x = 300, y = 330, w = 360) =>
    `<rect x="${x - w / 2}" y="${y}" width="${w}" height="22" rx="6" fill="#a8703f"/><path d="M${x - w / 2 + 25} ${y + 22}V450M${x + w / 2 - 25} ${y + 22}V450" stroke-width="12"/><path d="M${x - w / 2 + 25} ${y + 22}V450M${x + w / 2 - 25} ${y + 22}V450" stroke="#a8703f" stroke-width="6"/>`,
  sufra: (x = 300, y = 360, w = 520) => `<rect x="${x - w / 2}" y="${y}" width="${w}" height="${450 - y}" fill="#f4ecdc" stroke-width="4"/><path d="M${x - w / 2} ${y + 14}h${w}" stroke="${P.terracotta}" stroke-width="5"/>`,
  cushion: (x = 300, y = 350, w = 600) => `<rect x="${x - w / 2}" y="${y}" width="${w}" height="${450 - y}" fill="#9c3a2a" stroke-width="4"/><path d="M${x - w / 2} ${y + 18}h${w}" stroke="${P.mustard}" stroke-width="6"/>`,
  desk: (x = 300, y = 320, w = 230) =>
    `<rect x="${x - w / 2}" y="${y}" width="${w}" height="18" rx="4" fill="#c08a55"/><rect x="${x - w / 2 + 10}" y="${y + 18}" width="${w - 20}" height="${440 - y - 18}" fill="#a8703f"/>`,
  paper: (x, y, mark = "x") =>
    `<g transform="translate(${x} ${y}) rotate(-6)"><rect x="-32" y="-22" width="64" height="44" fill="#fff" stroke-width="3"/><path d="M-22-10h30M-22 0h40M-22 10h24" stroke="#9aa" stroke-width="3"/>${mark === "x" ? `<circle cx="18" cy="-6" r="12" fill="none" stroke="#d33" stroke-width="4"/>` : `<path d="M8-6l8 8 14-16" fill="none" stroke="#3a3" stroke-width="5"/>`}</g>`,
  dallah: (x, y) =>
    `<g transform="translate(${x} ${y})"><path d="M-22 0Q-28-40-14-54L-10-70H10L14-54Q28-40 22 0Z" fill="${P.mustard}" stroke-width="4"/><path d="M-18-46Q-50-60-48-86" fill="none" stroke-width="6"/><path d="M22-44Q34-40 30-20" fill="none" stroke-width="6"/><path d="M-8-72q8-18 16 0" fill="${P.mustard}" stroke-width="4"/></g>`,
  cup: (x, y) => `<path d="M${x - 12} ${y - 20}h24l-4 20h-16z" fill="#fff" stroke-width="3"/>`,
  tray: (x, y, w = 200) =>
    `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${w / 8}" fill="#d9d2c4" stroke-width="4"/><ellipse cx="${x}" cy="${y - 8}" rx="${w / 2.6}" ry="${w / 12}" fill="#e8a94e" stroke-width="3"/><path d="M${x - 20} ${y - 18}q20-20 40 0" fill="#b8643a" stroke-width="3"/>`,
  dates: (x, y) => `<ellipse cx="${x}" cy="${y}" rx="34" ry="10" fill="#fff" stroke-width="3"/><g fill="#6b3a1f" stroke-width="2"><ellipse cx="${x - 12}" cy="${y - 8}" rx="8" ry="5"/><ellipse cx="${x + 6}" cy="${y - 10}" rx="8" ry="5"/><ellipse cx="${x + 16}" cy="${y - 5}" rx="8" ry="5"/></g>`,
  // القرقيعان: a woven basket heaped with sweets and nuts, handed out to the children of the neighbourhood.
  sweetsBasket: (x, y) =>
    `<g transform="translate(${x} ${y})"><path d="M-44-46q44-62 88 0" fill="none" stroke-width="7"/><g stroke-width="3"><circle cx="-32" cy="-50" r="11" fill="${P.terracotta}"/><circle cx="-10" cy="-58" r="11" fill="${P.teal}"/><circle cx="12" cy="-56" r="11" fill="${P.plum}"/><circle cx="32" cy="-49" r="11" fill="${P.rose}"/><ellipse cx="0" cy="-47" rx="13" ry="7" fill="#fff"/></g><path d="M-58-46h116l-14 46h-88z" fill="${P.mustard}" stroke-width="4"/><path d="M-53-30h106M-48-14h96" stroke="#b97d2f" stroke-width="3"/></g>`,
  moonWindow: (x, y) =>
    `<rect x="${x - 60}" y="${y - 60}" width="120" height="120" rx="60" fill="#2c3656" stroke-width="5"/><path d="M${x + 6} ${y - 30}a26 26 0 1 0 18 46a21 21 0 1 1-18-46z" fill="#f6d77a" stroke="none"/>`,
  window: (x, y, c = "#cfe9e6") => `<rect x="${x - 60}" y="${y - 50}" width="120" height="100" fill="${c}" stroke-width="5"/><path d="M${x} ${y - 50}v100M${x - 60} ${y}h120" stroke-width="4"/>`,
  clock: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><circle r="34" fill="#fff" stroke-width="5"/><path d="M0 0V-22M0 0L16 8" stroke-width="4"/><path d="M-8-38l-16-10M8-38l16-10" stroke-width="5"/></g>`,
  alarm: (x, y) =>
    `<g transform="translate(${x} ${y})"><circle r="30" fill="${P.terracotta}" stroke-width="4"/><circle r="21" fill="#fff" stroke-width="3"/><path d="M0 0V-14M0 0l10 4" stroke-width="3"/><circle cx="-22" cy="-28" r="10" fill="${P.mustard}" stroke-width="3"/><circle cx="22" cy="-28" r="10" fill="${P.mustard}" stroke-width="3"/><path d="M-46-20l-12-6M46-20l12-6M-48 0h-14M48 0h14" stroke-width="4"/></g>`,
  tv: (x, y) => `<g transform="translate(${x} ${y})"><rect x="-80" y="-55" width="160" height="100" rx="8" fill="${P.black}" stroke-width="4"/><rect x="-70" y="-45" width="140" height="80" fill="#6fae5a" stroke="none"/><circle cx="10" cy="-5" r="8" fill="#fff" stroke-width="2"/><path d="M-20 45l-10 20M20 45l10 20" stroke-width="5"/></g>`,
  fridge: (x, y) =>
    `<g transform="translate(${x} ${y})"><rect x="-70" y="-260" width="140" height="260" rx="10" fill="#e8eef0" stroke-width="5"/><rect x="-60" y="-250" width="120" height="240" fill="#dff3f7" stroke-width="3"/><path d="M-60-170h120M-60-90h120" stroke-width="3"/><circle cx="30" cy="-110" r="8" fill="#f6d77a" stroke-width="2"/></g>`,
  ball: (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})"><circle r="24" fill="#fff" stroke-width="4"/><path d="M0-8l8 6-3 10h-10l-3-10z" fill="${INK}"/></g>`,
  goal: (x, y) => `<path d="M${x - 90} ${y}V${y - 110}H${x + 90}V${y}" fill="none" stroke="#fff" stroke-width="10"/><path d="M${x - 90} ${y - 110}l20 20h140l20-20M${x - 70} ${y - 90}V${y}M${x + 70} ${y - 90}V${y}" fill="none" stroke="#e9edf0" stroke-width="3"/>`,
  cart: (x, y) =>
    `<g transform="translate(${x} ${y})"><path d="M-90-110h20l20 80h100l16-60h-130" fill="none" stroke-width="6"/><rect x="-60" y="-100" width="110" height="55" fill="${P.sand}" stroke-width="3"/><rect x="-50" y="-130" width="30" height="40" fill="${P.terracotta}" stroke-width="3"/><rect x="-14" y="-140" width="26" height="50" fill="${P.teal}" stroke-width="3"/><circle cx="18" cy="-118" r="16" fill="${P.mustard}" stroke-width="3"/><circle cx="-40" cy="-14" r="11" fill="${P.black}" stroke-width="3"/><circle cx="40" cy="-14" r="11" fill="${P.black}" stroke-width="3"/></g>`,
  bags: (x, y) =>
    `<g transform="translate(${x} ${y})"><rect x="-30" y="-60" width="46" height="60" fill="${P.rose}" stroke-width="4"/><path d="M-20-60q13-26 26 0" fill="none" stroke-width="4"/><rect x="6" y="-48" width="40" height="48" fill="${P.teal}" stroke-width="4"/><path d="M16-48q10-20 20 0" fill="none" stroke-width="4"/></g>`,
  suitcase: (x, y, c = P.teal) =>
    `<g transform="translate(${x} ${y})"><rect x="-38" y="-110" width="76" height="104" rx="10" fill="${c}" stroke-width="4"/><path d="M-14-110v-24h28v24" fill="none" stroke-width="5"/><path d="M-20-90v70M20-90v70" stroke-width="3"/><circle cx="-24" cy="0" r="7" fill="${INK}"/><circle cx="24" cy="0" r="7" fill="${INK}"/></g>`,
  sun: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><circle r="40" fill="#f7b733" stroke-width="4"/><path d="M0-54v-18M0 54v18M-54 0h-18M54 0h18M38-38l13-13M-38 38l-13 13M38 38l13 13M-38-38l-13-13" stroke="#e58f2a" stroke-width="6"/><circle cx="-13" cy="-6" r="4" fill="${INK}"/><circle cx="13" cy="-6" r="4" fill="${INK}"/><path d="M-12 12q12 10 24 0" fill="none" stroke-width="3"/></g>`,
  heat: (x, y) => `<path d="M${x} ${y}q10-12 0-24t0-24M${x + 30} ${y}q10-12 0-24t0-24M${x + 60} ${y}q10-12 0-24t0-24" fill="none" stroke="#e58f2a" stroke-width="4"/>`,
  umbrella: (x, y, c = P.teal) => `<g transform="translate(${x} ${y})"><path d="M-80 0Q-80-70 0-72Q80-70 80 0Q60-14 40 0Q20-14 0 0Q-20-14-40 0Q-60-14-80 0Z" fill="${c}" stroke-width="4"/><path d="M0 0v60" stroke-width="5"/></g>`,
  drops: () => `<g stroke="#5a8fb0" stroke-width="4">${Array.from({ length: 18 }, (_, i) => `<path d="M${20 + i * 33} ${130 + (i % 4) * 50}l-6 16"/>`).join("")}</g>`,
  pot: (x, y) =>
    `<g transform="translate(${x} ${y})"><rect x="-70" y="-10" width="140" height="20" fill="${P.black}" stroke-width="3"/><path d="M-55-80h110v70h-110z" fill="${P.grey}" stroke-width="4"/><path d="M-70-80h140" stroke-width="8"/><path d="M-20-96q10-20 0-36M10-96q10-20 0-36" fill="none" stroke="#999" stroke-width="5"/></g>`,
  smoke: (x, y) => `<g fill="#9a9a9a" stroke-width="3" opacity=".9"><circle cx="${x}" cy="${y}" r="22"/><circle cx="${x + 26}" cy="${y - 18}" r="26"/><circle cx="${x + 56}" cy="${y - 4}" r="20"/></g>`,
  cake: (x, y) =>
    `<g transform="translate(${x} ${y})"><rect x="-70" y="-60" width="140" height="60" fill="#fff5f0" stroke-width="4"/><rect x="-48" y="-110" width="96" height="50" fill="#fff5f0" stroke-width="4"/><rect x="-28" y="-145" width="56" height="35" fill="#fff5f0" stroke-width="4"/><path d="M-70-40q17 12 35 0t35 0t35 0t35 0M-48-90q12 10 24 0t24 0t24 0t24 0" fill="none" stroke="${P.rose}" stroke-width="4"/></g>`,
  balloons: (x, y) =>
    `<g transform="translate(${x} ${y})"><path d="M0 0L-30-90M0 0L0-110M0 0L30-85" stroke-width="2" fill="none"/><ellipse cx="-30" cy="-118" rx="22" ry="28" fill="${P.terracotta}" stroke-width="4"/><ellipse cx="0" cy="-140" rx="22" ry="28" fill="${P.mustard}" stroke-width="4"/><ellipse cx="30" cy="-112" rx="22" ry="28" fill="${P.teal}" stroke-width="4"/></g>`,
  gift: (x, y, c = P.plum) => `<g transform="translate(${x} ${y})"><rect x="-34" y="-56" width="68" height="56" fill="${c}" stroke-width="4"/><path d="M0-56V0M-34-30h68" stroke="${P.mustard}" stroke-width="8"/><path d="M0-56q-24-24-24 0M0-56q24-24 24 0" fill="none" stroke-width="4"/></g>`,
  traffic: (x, y) =>
    `<g transform="translate(${x} ${y})"><path d="M0 0V-150" stroke-width="8"/><rect x="-22" y="-250" width="44" height="110" rx="10" fill="${P.black}" stroke-width="4"/><circle cy="-225" r="12" fill="#e04a3a"/><circle cy="-195" r="12" fill="#6b5d3c"/><circle cy="-165" r="12" fill="#3a5d3c"/></g>`,
  car: (x, y, c = P.terracotta) =>
    `<g transform="translate(${x} ${y})"><path d="M-170 0V-60Q-168-82-140-86L-100-90Q-70-150-20-150H70Q110-150 130-96L160-86Q175-80 172-50V0Z" fill="${c}" stroke-width="5"/><path d="M-80-92Q-58-136-22-138H30V-92ZM44-138H66Q98-138 112-92H44Z" fill="#cfe9e6" stroke-width="4" opacity=".35"/><circle cx="-100" cy="0" r="30" fill="${P.black}" stroke-width="4"/><circle cx="-100" cy="0" r="12" fill="#ccc" stroke-width="3"/><circle cx="100" cy="0" r="30" fill="${P.black}" stroke-width="4"/><circle cx="100" cy="0" r="12" fill="#ccc" stroke-width="3"/></g>`,
  camel: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60-40v40M-30-40v40M30-40v40M50-40v40" stroke-width="12"/><path d="M-60-40v40M-30-40v40M30-40v40M50-40v40" stroke="#c99a5b" stroke-width="6"/><path d="M-75-40Q-80-90-40-100Q-20-150 10-100Q40-120 60-80Q70-40 60-40Z" fill="#c99a5b" stroke-width="4"/><path d="M55-70Q90-90 95-140Q100-160 120-158Q140-150 130-138Q112-136 108-120Q100-70 70-50" fill="#c99a5b" stroke-width="4"/><circle cx="118" cy="-150" r="3.5" fill="${INK}"/></g>`,
  falcon: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-26 0Q-36-50-14-76Q0-90 14-78Q30-50 24 0Z" fill="#9a6a3f" stroke-width="4"/><circle cx="0" cy="-84" r="20" fill="#b8844f" stroke-width="4"/><path d="M14-86l14 6-12 8z" fill="${P.mustard}" stroke-width="3"/><circle cx="6" cy="-90" r="4" fill="${INK}"/><path d="M-4-98l16 4" stroke-width="4"/><path d="M-16-40q16 10 34 0M-14-20q16 10 30 0" fill="none" stroke-width="3"/></g>`,
  palm: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-10 0Q-4-120 10-240H22Q10-120 14 0Z" fill="#a8703f" stroke-width="4"/><path d="M16-240Q-40-270-90-220Q-40-240 16-230ZM16-240Q70-280 120-230Q70-246 16-230ZM16-240Q-10-300-60-300Q-10-280 16-232ZM16-240Q50-300 90-300Q40-280 16-232Z" fill="#5f8f3e" stroke-width="4"/><g fill="#8a3b1a" stroke-width="2"><circle cx="6" cy="-226" r="8"/><circle cx="24" cy="-222" r="8"/><circle cx="14" cy="-212" r="8"/></g></g>`,
  cat: (x, y, s = 1, c = P.mustard) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M30-20Q70-30 60-80" fill="none" stroke-width="14"/><path d="M30-20Q70-30 60-80" fill="none" stroke="${c}" stroke-width="8"/><path d="M-40 0Q-44-60 0-64Q44-60 40 0Z" fill="${c}" stroke-width="4"/><path d="M-34-90l-6-36 26 20zM34-90l6-36-26 20z" fill="${c}" stroke-width="4"/><circle cy="-84" r="38" fill="${c}" stroke-width="4"/><circle cx="-14" cy="-88" r="9" fill="#fff" stroke-width="3"/><circle cx="14" cy="-88" r="9" fill="#fff" stroke-width="3"/><circle cx="-14" cy="-88" r="4" fill="${INK}"/><circle cx="14" cy="-88" r="4" fill="${INK}"/><path d="M-5-72h10l-5 6z" fill="${P.rose}" stroke-width="2"/></g>`,
  laptop: (x, y) => `<g transform="translate(${x} ${y})"><path d="M-60 0l10-70h100l10 70z" fill="${P.grey}" stroke-width="4"/><rect x="-76" y="-4" width="152" height="10" rx="4" fill="#bbb" stroke-width="4"/><circle cx="0" cy="-36" r="8" fill="#fff" stroke="none"/></g>`,
  bed: (x, y, w = 420) =>
    `<rect x="${x - w / 2}" y="${y}" width="${w}" height="${440 - y}" rx="20" fill="${P.plum}" stroke-width="5"/><path d="M${x - w / 2 + 20} ${y + 24}q${w / 4} 16 ${w / 2 - 20} 0t${w / 2 - 20} 0" fill="none" stroke="#a479ad" stroke-width="5"/>`,
  pillow: (x, y) => `<rect x="${x - 70}" y="${y - 30}" width="140" height="60" rx="28" fill="#fff" stroke-width="4"/>`,
  zzz: (x, y) => `<path d="M${x} ${y}h18l-18 18h18M${x + 26} ${y - 30}h24l-24 24h24" fill="none" stroke="${P.navy}" stroke-width="5"/>`,
  bubbles: (x, y) =>
    `<g transform="translate(${x} ${y})"><rect x="-110" y="-70" width="220" height="140" rx="16" fill="#fff" stroke-width="4"/><rect x="-96" y="-56" width="110" height="26" rx="13" fill="#e7e1d6" stroke="none"/><rect x="-14" y="-20" width="110" height="26" rx="13" fill="#c6ead0" stroke="none"/><rect x="-96" y="16" width="80" height="26" rx="13" fill="#e7e1d6" stroke="none"/><g fill="${INK}" stroke="none"><circle cx="-50" cy="29" r="4"/><circle cx="-38" cy="29" r="4"/><circle cx="-26" cy="29" r="4"/></g></g>`,
  bigphone: (x, y) =>
    `<g transform="translate(${x} ${y})"><rect x="-70" y="-130" width="140" height="260" rx="20" fill="${P.black}" stroke-width="4"/><rect x="-60" y="-112" width="120" height="224" rx="6" fill="#eef6f4" stroke="none"/><rect x="-52" y="-96" width="70" height="22" rx="11" fill="#e7e1d6" stroke="none"/><rect x="-16" y="-66" width="68" height="22" rx="11" fill="#c6ead0" stroke="none"/><rect x="-52" y="-36" width="86" height="22" rx="11" fill="#e7e1d6" stroke="none"/><rect x="-52" y="-6" width="60" height="22" rx="11" fill="#e7e1d6" stroke="none"/><rect x="-10" y="24" width="62" height="22" rx="11" fill="#c6ead0" stroke="none"/><rect x="-52" y="54" width="80" height="22" rx="11" fill="#e7e1d6" stroke="none"/><circle cx="44" cy="-118" r="12" fill="#e04a3a" stroke="none"/></g>`,
  sandal: (x, y, rot = -30) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-40" y="-16" width="80" height="32" rx="16" fill="${P.terracotta}" stroke-width="4"/><path d="M-10-16v32M6-16v32" stroke="${P.mustard}" stroke-width="6"/></g><path d="M${x + 50} ${y + 10}h40M${x + 50} ${y + 26}h30M${x + 46} ${y - 8}h36" stroke-width="4"/>`,
  fire: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-30 0Q-46-40-16-70Q-14-46 0-40Q-6-80 20-100Q16-60 34-40Q44-20 30 0Z" fill="#f08a3a" stroke-width="4"/><path d="M-12 0Q-20-20-4-34Q0-20 10-18Q14-6 10 0Z" fill="#f7d24a" stroke-width="3"/></g>`,
  ac: (x, y) => `<g transform="translate(${x} ${y})"><rect x="-80" y="-30" width="160" height="60" rx="10" fill="#fff" stroke-width="4"/><path d="M-66 14h132" stroke-width="3"/><path d="M-40 40q-6 14 0 28M0 40q-6 14 0 28M40 40q-6 14 0 28" fill="none" stroke="#6cc3e0" stroke-width="4"/></g>`,
  thermo: (x, y) => `<g transform="translate(${x} ${y})"><rect x="-10" y="-110" width="20" height="100" rx="10" fill="#fff" stroke-width="4"/><circle cy="0" r="18" fill="#e04a3a" stroke-width="4"/><rect x="-4" y="-100" width="8" height="90" fill="#e04a3a" stroke="none"/></g>`,
  sheep: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-40-30v30M-16-30v30M16-30v30M40-30v30" stroke-width="8"/><path d="M-60-50q-10-40 30-46q20-24 50-4q40-6 40 30q14 30-20 36q-10 16-40 10q-30 10-50-6q-24-2-10-20z" fill="#fff" stroke-width="4"/><ellipse cx="-64" cy="-70" rx="20" ry="26" fill="#4a3a30" stroke-width="4"/><circle cx="-70" cy="-74" r="3.5" fill="#fff"/></g>`,
  books: (x, y) => `<g transform="translate(${x} ${y})"><rect x="-50" y="-20" width="100" height="20" fill="${P.terracotta}" stroke-width="3"/><rect x="-44" y="-40" width="92" height="20" fill="${P.teal}" stroke-width="3"/><rect x="-52" y="-60" width="96" height="20" fill="${P.mustard}" stroke-width="3"/><rect x="-46" y="-80" width="90" height="20" fill="${P.plum}" stroke-width="3"/></g>`,
  plate: (x, y, food = P.olive) => `<ellipse cx="${x}" cy="${y}" rx="40" ry="12" fill="#fff" stroke-width="3"/><ellipse cx="${x}" cy="${y - 6}" rx="22" ry="8" fill="${food}" stroke-width="3"/>`,
  bowl: (x, y, c = P.terracotta) => `<path d="M${x - 34} ${y - 22}h68q-4 24-34 24t-34-24z" fill="${c}" stroke-width="3"/>`,
  question: (x, y, c = P.navy) => `<path d="M${x - 16} ${y - 44}q0-22 18-22t18 20q0 14-16 20v12" fill="none" stroke="${c}" stroke-width="9"/><circle cx="${x + 2}" cy="${y}" r="6" fill="${c}" stroke="none"/>`,
  bang: (x, y, c = P.terracotta) => `<path d="M${x} ${y - 60}h14l-3 40h-8z" fill="${c}" stroke-width="3"/><circle cx="${x + 7}" cy="${y - 6}" r="7" fill="${c}" stroke-width="3"/>`,
  sparkle: (x, y, c = P.mustard) => `<path d="M${x} ${y - 18}l5 13 13 5-13 5-5 13-5-13-13-5 13-5z" fill="${c}" stroke-width="2.5"/>`,
  heart: (x, y) => `<path d="M${x} ${y}q-26-18-26-34a13 13 0 0 1 26-4a13 13 0 0 1 26 4q0 16-26 34z" fill="${P.terracotta}" stroke-width="3"/>`,
  // A vase knocked over and broken in two, with its shards around it.
  brokenVase: (x, y, s = 1, c = P.teal) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-62-6q-4-30 22-34l14-2 2 16-10 4 8 10-6 12z" fill="${c}" stroke-width="4"/><path d="M-10-2l6-14-8-8 6-10 10 2q40 0 46 24q-4 8-20 8z" fill="${c}" stroke-width="4"/><path d="M50-8h10l-2 8h-10z" fill="${c}" stroke-width="3"/><path d="M-84 0l8-10 8 10zM70 2l6-9 7 9zM-24 4l5-7 5 7z" fill="${c}" stroke-width="3"/><path d="M-50-22h14M0-8h30" stroke="${P.white}" stroke-width="3"/></g>`,
  dust: (x, y) => `<g fill="#d9c6a2" stroke-width="3"><circle cx="${x}" cy="${y}" r="24"/><circle cx="${x + 30}" cy="${y + 6}" r="18"/><circle cx="${x - 26}" cy="${y + 8}" r="16"/></g>`,
  cone: (x, y) => `<path d="M${x - 22} ${y}l16-60h12l16 60z" fill="#f08a3a" stroke-width="4"/><path d="M${x - 14} ${y - 26}h28" stroke="#fff" stroke-width="6"/>`,
  sofa: (x, y, w = 460, c = P.teal) =>
    `<rect x="${x - w / 2}" y="${y - 40}" width="${w}" height="${450 - y + 40}" rx="24" fill="${c}" stroke-width="5"/><rect x="${x - w / 2 - 20}" y="${y - 10}" width="50" height="${450 - y + 10}" rx="16" fill="${c}" stroke-width="5"/><rect x="${x + w / 2 - 30}" y="${y - 10}" width="50" height="${450 - y + 10}" rx="16" fill="${c}" stroke-width="5"/>`,
  scale: (x, y) => `<g transform="translate(${x} ${y})"><rect x="-44" y="-14" width="88" height="14" rx="5" fill="#e9edf0" stroke-width="4"/><rect x="-14" y="-12" width="28" height="8" fill="#e04a3a" stroke="none"/></g>`,
  icecream: (x, y) => `<g transform="translate(${x} ${y})"><path d="M-12-10l12 36 12-36z" fill="#e3b06b" stroke-width="3"/><circle cy="-20" r="15" fill="${P.rose}" stroke-width="3"/><path d="M6-6q4 10 0 16" fill="none" stroke="${P.rose}" stroke-width="5"/></g>`,
  calendar: (x, y) => `<g transform="translate(${x} ${y})"><rect x="-46" y="-50" width="92" height="96" rx="6" fill="#fff" stroke-width="4"/><rect x="-46" y="-50" width="92" height="26" fill="${P.terracotta}" stroke-width="4"/><g fill="#c9c3b8" stroke="none">${[0, 1, 2].flatMap((row) => [0, 1, 2, 3].map((c) => `<rect x="${-36 + c * 20}" y="${-14 + row * 18}" width="12" height="10"/>`)).join("")}</g><circle cx="14" cy="17" r="12" fill="none" stroke="#e04a3a" stroke-width="4"/></g>`,
  mosque: (x, y) => `<g transform="translate(${x} ${y})" fill="#3e4a70" stroke="none"><path d="M-60 0v-50q60-70 120 0v50z"/><rect x="80" y="-130" width="22" height="130"/><path d="M80-130l11-26 11 26z"/></g>`,
  pencil: (x, y) => `<g transform="translate(${x} ${y}) rotate(30)"><rect x="-5" y="-40" width="10" height="60" fill="${P.mustard}" stroke-width="3"/><path d="M-5 20l5 12 5-12z" fill="#f3cfa8" stroke-width="3"/></g>`,
  wheel: (x, y) => `<g transform="translate(${x} ${y})"><circle r="44" fill="none" stroke-width="12"/><circle r="44" fill="none" stroke="${P.black}" stroke-width="6"/><path d="M-44 0h88M0 0v44" stroke-width="8"/></g>`,
  // Props drawn for pictures whose joke did not show at phone size.
  /** A big round push button on a pedestal (the «two buttons» dilemma). */
  button: (x, y, c = "#e04a3a") =>
    `<g transform="translate(${x} ${y})"><path d="M-56 0l10-70h92l10 70z" fill="${P.grey}" stroke-width="5"/><rect x="-50" y="-86" width="100" height="20" rx="6" fill="#bbb" stroke-width="4"/><path d="M-38-86q0-46 38-46t38 46z" fill="${c}" stroke-width="5"/><path d="M-20-112q8-10 18-10" fill="none" stroke="#fff" stroke-width="5" opacity=".7"/></g>`,
  /** A paw reaching from (x1, y1) to touch something at (x2, y2). */
  paw: (x1, y1, x2, y2, c = P.grey) =>
    `<path d="M${x1} ${y1}Q${(x1 + x2) / 2} ${Math.min(y1, y2) - 20} ${x2} ${y2}" fill="none" stroke-width="22"/><path d="M${x1} ${y1}Q${(x1 + x2) / 2} ${Math.min(y1, y2) - 20} ${x2} ${y2}" fill="none" stroke="${c}" stroke-width="14"/><circle cx="${x2}" cy="${y2}" r="13" fill="${c}" stroke-width="4"/>`,
  /** A cup tipping over a table's edge, its drink spilling. */
  tippingCup: (x, y) =>
    `<g transform="translate(${x} ${y}) rotate(35)"><path d="M-22-56h44l-7 56h-30z" fill="#fff" stroke-width="4"/><path d="M-20-46h40" stroke="${P.terracotta}" stroke-width="8"/></g><path d="M${x + 34} ${y - 30}q18 10 16 40M${x + 46} ${y - 40}q22 12 22 50" fill="none" stroke="${P.terracotta}" stroke-width="6"/><path d="M${x - 40} ${y - 70}l-12-10M${x - 30} ${y - 84}l-4-14M${x - 14} ${y - 88}l4-14" stroke-width="4"/>`,
  /** A phone battery nearly empty: one red bar, the rest hollow. */
  battery: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-70" y="-32" width="130" height="64" rx="10" fill="#fff" stroke-width="6"/><rect x="60" y="-14" width="14" height="28" rx="4" fill="${INK}"/><rect x="-60" y="-22" width="22" height="44" rx="4" fill="#e04a3a" stroke="none"/></g>`,
  /** A flip-flop (نعال) seen from above: a foot-shaped sole and its Y strap, flying with speed lines. */
  flipflop: (x, y, rot = -20, c = P.terracotta) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M-78 0C-78-30-56-42-20-40C14-38 30-52 58-50C86-48 92-14 80 8C68 30 36 22 10 22C-24 22-40 34-60 32C-76 30-78 14-78 0Z" fill="${c}" stroke-width="5"/><path d="M-52 2C-50-10-38-16-24-14" fill="none" stroke="#f4c9a8" stroke-width="4"/><path d="M54-12L4-34M54-12L6 16" fill="none" stroke-width="14"/><path d="M54-12L4-34M54-12L6 16" fill="none" stroke="${P.teal}" stroke-width="8"/><circle cx="54" cy="-12" r="7" fill="${P.teal}" stroke-width="3"/></g><path d="M${x - 100} ${y - 6}h-60M${x - 100} ${y + 18}h-44M${x - 96} ${y - 30}h-50" stroke-width="5"/>`,
  /** An umbrella blown inside out: the canopy a bowl open to the sky, filling with rain. */
  umbrellaInside: (x, y, c = P.teal) =>
    `<g transform="translate(${x} ${y})"><path d="M-100-70Q-60-6 0 0Q60-6 100-70Q70-56 50-66Q25-52 0-60Q-25-52-50-66Q-70-56-100-70Z" fill="${c}" stroke-width="5"/><path d="M-70-56Q-40-30 0-34Q40-30 70-56" fill="#5a8fb0" stroke="none" opacity=".8"/><path d="M-100-70L-60-10M100-70L60-10M-50-66L-28-6M50-66L28-6" stroke-width="3"/><path d="M0 0v70" stroke-width="6"/><path d="M0 70q0 16 14 16" fill="none" stroke-width="6"/></g><path d="M${x - 150} ${y - 20}q30-10 60 0M${x + 110} ${y - 40}q30-10 60 0M${x + 120} ${y - 10}q24-8 48 0" fill="none" stroke="#f5f0e6" stroke-width="5"/>`,
};

export const PROPS = prop;
export { INK, W, H };
