// People of the meme pictures, drawn from shared parts so every picture keeps one
// style (see docs/meme-style.md): round heads, dot eyes, one outline colour and
// width, flat fills from the palette. A person stands on the point (x, y) (their
// feet); everything is drawn in local coordinates, feet at (0, 0), head centre
// at (0, -235), then moved and scaled with one transform.

export const INK = "#3a2618";
export const P = {
  cream: "#fbf4e6",
  white: "#fdfbf6",
  sand: "#ecd3a8",
  terracotta: "#c8553d",
  teal: "#2f7f78",
  mustard: "#e3a53b",
  plum: "#7b4f86",
  rose: "#e58f84",
  navy: "#34466b",
  olive: "#7d8b4a",
  black: "#2e2a30",
  grey: "#8d8a86",
  cheek: "#f08a76",
  mouth: "#8a2f26",
  tear: "#6cc3e0",
};
export const SKIN = ["#f3cfa8", "#e0ac7e", "#b97d4f", "#8a5634"];
const HAIR = ["#2b1d14", "#4a2f1f", "#6b4325"];

const r = (n) => Math.round(n * 10) / 10;

/** An arm from the shoulder to the hand, a thick stroke in the sleeve colour with a skin hand. */
function arm(sx, sy, hx, hy, sleeve, skin, bend = 0) {
  const mx = r((sx + hx) / 2 + bend);
  const my = r((sy + hy) / 2 + Math.abs(bend) * 0.3);
  const d = `M${sx} ${sy}Q${mx} ${my} ${hx} ${hy}`;
  return `<path d="${d}" fill="none" stroke-width="27"/><path d="${d}" fill="none" stroke="${sleeve}" stroke-width="19"/><circle cx="${hx}" cy="${hy}" r="11" fill="${skin}"/>`;
}

/** Where the hands go for each pose; [left hand, right hand] in local coordinates (screen left/right). */
const POSES = {
  down: [[-50, -105], [50, -105]],
  up: [[-80, -300], [80, -300]],
  head: [[-46, -250], [46, -250]],
  pointL: [[-125, -195], [48, -105]],
  pointR: [[-48, -105], [125, -195]],
  phone: [[-14, -150], [16, -152]],
  call: [[-50, -105], [40, -232]],
  hold: [[-34, -135], [34, -135]],
  facepalm: [[-50, -105], [6, -238]],
  chin: [[-50, -105], [8, -198]],
  wave: [[-50, -105], [82, -285]],
  cross: [[30, -140], [-30, -140]],
  shrug: [[-90, -205], [90, -205]],
  hips: [[-60, -120], [60, -120]],
  cheer: [[-50, -105], [75, -295]],
};

/** Faces: eyes, brows and mouth for each expression, around the head centre (0, -235). */
function face(expr, look = 0, skinTone) {
  const lx = look * 5;
  const dots = `<circle cx="${-16 + lx}" cy="-238" r="5.5" fill="${INK}" stroke="none"/><circle cx="${16 + lx}" cy="-238" r="5.5" fill="${INK}" stroke="none"/>`;
  const wide = `<circle cx="-17" cy="-240" r="12" fill="#fff" stroke-width="3"/><circle cx="17" cy="-240" r="12" fill="#fff" stroke-width="3"/><circle cx="${-17 + lx}" cy="-240" r="4.5" fill="${INK}" stroke="none"/><circle cx="${17 + lx}" cy="-240" r="4.5" fill="${INK}" stroke="none"/>`;
  const happyEyes = `<path d="M-25-236q8-11 16 0M9-236q8-11 16 0" fill="none"/>`;
  const closed = `<path d="M-25-238q8 7 16 0M9-238q8 7 16 0" fill="none"/>`;
  const half = `<path d="M-26-242h18M8-242h18" fill="none" stroke-width="4.5"/><circle cx="${-17 + lx}" cy="-236" r="4.5" fill="${INK}" stroke="none"/><circle cx="${17 + lx}" cy="-236" r="4.5" fill="${INK}" stroke="none"/>`;
  const blush = `<circle cx="-29" cy="-220" r="7" fill="${P.cheek}" opacity=".55" stroke="none"/><circle cx="29" cy="-220" r="7" fill="${P.cheek}" opacity=".55" stroke="none"/>`;
  const tear = `<path d="M-19-230q-6 10 0 14q6-4 0-14z" fill="${P.tear}" stroke-width="2"/>`;
  const tears = `<path d="M-19-232v26M19-232v26" stroke="${P.tear}" stroke-width="5" fill="none"/>`;
  const sweat = `<path d="M38-262q-8 12 0 16q8-4 0-16z" fill="${P.tear}" stroke-width="2"/>`;
  const brows = {
    flat: `<path d="M-26-256h18M8-256h18" fill="none"/>`,
    up: `<path d="M-27-262q9-7 18 0M9-262q9-7 18 0" fill="none"/>`,
    sad: `<path d="M-27-252l18-7M27-252l-18-7" fill="none"/>`,
    angry: `<path d="M-27-262l18 8M27-262l-18 8" fill="none" stroke-width="5"/>`,
    smug: `<path d="M-26-254h18M8-258q9-9 19-2" fill="none"/>`,
    odd: `<path d="M-27-262q9-7 18 0M9-252l18-5" fill="none"/>`,
  };
  const mouth = {
    smile: `<path d="M-12-214q12 10 24 0" fill="none"/>`,
    grin: `<path d="M-17-217q17 24 34 0z" fill="${P.mouth}"/>`,
    o: `<ellipse cx="0" cy="-207" rx="8" ry="11" fill="${P.mouth}"/>`,
    bigO: `<ellipse cx="0" cy="-205" rx="11" ry="15" fill="${P.mouth}"/>`,
    frown: `<path d="M-12-206q12-11 24 0" fill="none"/>`,
    smirk: `<path d="M-10-213q14 7 23-7" fill="none"/>`,
    flat: `<path d="M-10-211h20" fill="none"/>`,
    wobble: `<path d="M-15-211q4-5 8 0t8 0t8 0t7 0" fill="none"/>`,
    teeth: `<rect x="-15" y="-219" width="30" height="13" rx="4" fill="#fff" stroke-width="3"/><path d="M-15-212.5h30M-5-219v13M5-219v13" fill="none" stroke-width="2"/>`,
    tongue: `<path d="M-14-216q14 16 28 0z" fill="${P.mouth}"/><path d="M-2-210q6 10 11 0" fill="${P.rose}" stroke-width="2.5"/>`,
    small: `<circle cx="0" cy="-210" r="4.5" fill="${P.mouth}" stroke-width="2.5"/>`,
  };
  const set = {
    neutral: [dots, brows.flat, mouth.smile],
    happy: [happyEyes + blush, brows.up, mouth.grin],
    laugh: [closed + tears + blush, brows.up, mouth.grin],
    shock: [wide, brows.up, mouth.bigO],
    surprise: [wide, brows.up, mouth.o],
    smug: [half, brows.smug, mouth.smirk],
    despair: [dots + tear, brows.sad, mouth.frown],
    sneaky: [half, brows.angry, mouth.smirk],
    angry: [dots, brows.angry, mouth.teeth],
    nervous: [wide + sweat, brows.sad, mouth.wobble],
    sleepy: [closed, "", mouth.small],
    love: [happyEyes + blush, brows.up, mouth.tongue],
    bored: [half, brows.flat, mouth.flat],
    cry: [closed + tears, brows.sad, mouth.o],
    proud: [closed + blush, brows.up, mouth.smile],
    confused: [dots, brows.odd, mouth.wobble],
    focus: [dots, brows.angry, mouth.flat],
  }[expr] ?? [dots, brows.flat, mouth.smile];
  return `<g stroke-width="4">${set.join("")}</g>`;
}

/** Who someone is decides their clothes and head; any field can be overridden per picture. */
const KINDS = {
  man: { wear: "thobe", head: "ghutra", scale: 1 },
  woman: { wear: "abaya", head: "hijab", scale: 0.96 },
  guy: { wear: "casual", head: "short", scale: 1 },
  lady: { wear: "dress", head: "hijab", scale: 0.96 },
  girl: { wear: "dress", head: "pigtails", scale: 0.7 },
  boy: { wear: "casual", head: "short", scale: 0.7 },
  grandpa: { wear: "thobe", head: "ghutra", beard: "white", scale: 0.95, glasses: true },
  grandma: { wear: "abaya", head: "hijab", scale: 0.9, glasses: true, headColor: P.black },
};

function garment(wear, c, c2) {
  const outline = `stroke-width="4" stroke-linejoin="round"`;
  switch (wear) {
    case "thobe":
      return `<path d="M-44-188Q-56-120-58-4H58Q56-120 44-188Q0-200-44-188Z" fill="${c}" ${outline}/><path d="M0-188V-120" fill="none" stroke-width="3"/><circle cx="0" cy="-150" r="2.5" fill="${INK}"/>`;
    case "abaya":
      return `<path d="M-44-188Q-60-110-64-4H64Q60-110 44-188Q0-200-44-188Z" fill="${c}" ${outline}/><path d="M0-180V-6" fill="none" stroke="${c2}" stroke-width="5"/>`;
    case "dress":
      return `<path d="M-40-188Q-52-110-60-6H60Q52-110 40-188Q0-198-40-188Z" fill="${c}" ${outline}/><path d="M-50-60H50" fill="none" stroke="${c2}" stroke-width="7"/>`;
    default:
      return `<path d="M-18-95L-22-4H-4L0-80L4-4H22L18-95Z" fill="${c2}" ${outline}/><path d="M-44-188Q-50-140-42-92H42Q50-140 44-188Q0-200-44-188Z" fill="${c}" ${outline}/>`;
  }
}

function backHead(head, c, hair) {
  switch (head) {
    case "ghutra":
      return `<path d="M-50-262Q-58-200-66-170L-40-184Q0-176 40-184L66-170Q58-200 50-262Z" fill="${c}"/>`;
    case "hijab":
      return `<path d="M-56-236Q-60-290 0-292Q60-290 56-236Q58-196 54-178L-54-178Q-58-196-56-236Z" fill="${c}"/>`;
    case "long":
      return `<path d="M-52-240Q-58-290 0-290Q58-290 52-240L56-172H-56Z" fill="${hair}"/>`;
    case "pigtails":
      return `<circle cx="-52" cy="-258" r="17" fill="${hair}"/><circle cx="52" cy="-258" r="17" fill="${hair}"/>`;
    case "bukhnug":
      // A girl's «بخنق»: a hijab-like cover, black with gold embroidery along its hem (Gulf girls wear it at القرقيعان).
      return `<path d="M-56-236Q-60-290 0-292Q60-290 56-236Q58-196 54-178L-54-178Q-58-196-56-236Z" fill="${c}"/><g fill="${P.mustard}" stroke-width="2"><circle cx="-50" cy="-196" r="5"/><circle cx="-52" cy="-220" r="5"/><circle cx="50" cy="-196" r="5"/><circle cx="52" cy="-220" r="5"/></g>`;
    default:
      return "";
  }
}

function frontHead(head, c, hair) {
  switch (head) {
    case "ghutra":
      return `<path d="M-48-238Q-50-290 0-292Q50-290 48-238Q26-262 0-262Q-26-262-48-238Z" fill="${c}"/><rect x="-44" y="-284" width="88" height="13" rx="6" fill="${P.black}"/>${c === P.white ? "" : `<path d="M-30-250l8 6M-10-256l8 6M12-256l8 6M32-250l-6 6" stroke="#fff" stroke-width="3" fill="none"/>`}`;
    case "hijab":
      return `<path d="M-45-238Q-44-286 0-286Q44-286 45-238Q30-268 0-268Q-30-268-45-238Z" fill="${c}"/>`;
    case "bukhnug":
      return `<path d="M-45-238Q-44-286 0-286Q44-286 45-238Q30-268 0-268Q-30-268-45-238Z" fill="${c}"/><path d="M-38-250Q-22-266 0-266Q22-266 38-250" fill="none" stroke="${P.mustard}" stroke-width="5"/>`;
    case "short":
      return `<path d="M-44-246Q-46-292 0-290Q46-292 44-246Q36-266 12-266Q-8-258-44-246Z" fill="${hair}"/>`;
    case "long":
      return `<path d="M-45-240Q-44-288 0-286Q44-288 45-240Q20-272-8-262Q-30-256-45-240Z" fill="${hair}"/>`;
    case "pigtails":
      return `<path d="M-44-244Q-44-290 0-289Q44-290 44-244Q20-270 0-262Q-20-270-44-244Z" fill="${hair}"/>`;
    case "bald":
      return `<path d="M-44-230q-10-4-8 8M44-230q10-4 8 8" fill="none" stroke="#ddd" stroke-width="8"/>`;
    case "kufi":
      return `<path d="M-40-262Q-36-290 0-290Q36-290 40-262Z" fill="${P.white}"/>`;
    default:
      return "";
  }
}

/**
 * One person. spec: { x, y, kind, face, pose, look, s, flip, skin, wear, head, color, color2,
 * headColor, beard, glasses, hold, rot } where `rot` turns them (lying down: -90) where `hold` is SVG drawn in the right hand's place.
 */
export function person(spec) {
  const k = { ...KINDS[spec.kind ?? "man"], ...spec };
  const skin = SKIN[k.skin ?? 0];
  const hair = HAIR[k.hair ?? 0];
  const isThobe = k.wear === "thobe";
  const color = k.color ?? (isThobe ? P.white : k.wear === "abaya" ? P.black : P.teal);
  const color2 = k.color2 ?? (k.wear === "abaya" ? P.mustard : P.navy);
  const headColor = k.headColor ?? (k.head === "ghutra" ? P.white : P.terracotta);
  const [[lx, ly], [rx, ry]] = POSES[k.pose ?? "down"];
  const sleeve = color;
  const s = (k.s ?? 1) * k.scale;
  const flip = k.flip ? -1 : 1;
  const parts = [];
  parts.push(backHead(k.head, headColor, hair));
  parts.push(garment(k.wear, color, color2));
  parts.push(`<ellipse cx="-20" cy="-2" rx="18" ry="8" fill="${INK}"/><ellipse cx="20" cy="-2" rx="18" ry="8" fill="${INK}"/>`);
  parts.push(`<circle cx="0" cy="-235" r="46" fill="${skin}"/>`);
  if (k.beard) {
    const bc = k.beard === "white" ? "#f2efe8" : HAIR[0];
    parts.push(`<path d="M-44-232Q-42-178 0-176Q42-178 44-232Q30-210 0-214Q-30-210-44-232Z" fill="${bc}"/>`);
  }
  parts.push(frontHead(k.head, headColor, hair));
  parts.push(face(k.face ?? "neutral", k.look ?? 0, skin));
  // glasses: "up" pushes them onto the forehead (looking for the glasses one is wearing).
  // Pushed up they sit on top of the head, big and tinted, so a phone screen still shows them.
  if (k.glasses === "up")
    parts.push(`<g stroke-width="6"><path d="M-50-296l-10 12M50-296l10 12" fill="none"/><circle cx="-24" cy="-300" r="21" fill="#bfe3ee"/><circle cx="24" cy="-300" r="21" fill="#bfe3ee"/><path d="M-4-302h8" fill="none"/><path d="M-32-308q6-6 12-4M16-308q6-6 12-4" fill="none" stroke="#fff" stroke-width="4"/></g>`);
  else if (k.glasses) parts.push(`<g fill="none" stroke-width="3"><circle cx="-17" cy="-238" r="13"/><circle cx="17" cy="-238" r="13"/><path d="M-4-240h8"/></g>`);
  parts.push(arm(-36, -180, lx, ly, sleeve, skin, -10));
  parts.push(arm(36, -180, rx, ry, sleeve, skin, 10));
  if (k.pose === "phone") parts.push(`<rect x="-16" y="-190" width="34" height="50" rx="6" fill="${P.navy}"/><rect x="-11" y="-184" width="24" height="36" rx="3" fill="#bfe6ee" stroke="none"/>`);
  if (k.pose === "call") parts.push(`<rect x="34" y="-268" width="20" height="40" rx="5" fill="${P.navy}"/>`);
  if (k.hold) parts.push(`<g transform="translate(${rx} ${ry})">${k.hold}</g>`);
  const ty = k.y ?? 440;
  return `<g transform="translate(${k.x} ${ty})${k.rot ? ` rotate(${k.rot})` : ""} scale(${r(s * flip)} ${r(s)})">${parts.join("")}</g>`;
}
