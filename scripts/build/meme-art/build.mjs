// Draws every seed meme picture from the shared parts and writes them to
// web/public/seed/memes/, then writes content/memes.json from the catalogue, so the
// pictures, their names and their caption placement never drift apart.
// Run: npx tsx scripts/build/meme-art/build.mjs   (tsx: schema/limits.ts imports TypeScript without extensions)
// Optional: --guides also writes /tmp/meme-guides/*.svg with the caption boxes drawn in.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { MEME_CAPTION_LAYOUTS } from "../../../schema/limits.ts";
import { formatContentJson } from "../../content-json.mjs";
import { CATEGORIES, PICTURES } from "./catalogue.mjs";
import { INK, person } from "./people.mjs";
import { BACKGROUNDS, H, PROPS, W } from "./scenes.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const outDir = resolve(root, "web/public/seed/memes");

const drawProps = (list = []) => list.map(({ type, args }) => PROPS[type](...args)).join("");

function draw(pic) {
  const [bg, ...bgArgs] = pic.bg;
  const body = BACKGROUNDS[bg](...bgArgs) + drawProps(pic.back) + pic.people.map(person).join("") + drawProps(pic.front);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}"><g stroke="${INK}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>\n`;
}

function guides(svg, layout) {
  const boxes = MEME_CAPTION_LAYOUTS[layout]
    .map((b) => `<rect x="${b.x * W}" y="${b.y * H}" width="${b.w * W}" height="${b.h * H}" fill="#00f" fill-opacity=".18" stroke="#00f" stroke-width="3"/>`)
    .join("");
  return svg.replace("</svg>", `${boxes}</svg>`);
}

mkdirSync(outDir, { recursive: true });
const withGuides = process.argv.includes("--guides");
if (withGuides) mkdirSync("/tmp/meme-guides", { recursive: true });
const seenFiles = new Set();
for (const pic of PICTURES) {
  if (seenFiles.has(pic.file)) throw new Error(`two pictures named ${pic.file}`);
  seenFiles.add(pic.file);
  if (!MEME_CAPTION_LAYOUTS[pic.layout]) throw new Error(`${pic.file}: unknown layout ${pic.layout}`);
  const svg = draw(pic);
  writeFileSync(resolve(outDir, pic.file), svg);
  if (withGuides) writeFileSync(`/tmp/meme-guides/${pic.file}`, guides(svg, pic.layout));
}

// content/memes.json, one picture a line; content/index.ts says it is generated.
const memeCategories = CATEGORIES.map((cat) => ({
  ...(cat.season ? { season: cat.season } : {}),
  nameAr: cat.nameAr,
  isPremium: cat.isPremium,
  pictures: PICTURES.filter((p) => p.cat === cat.key).map((p) => ({
    file: p.file,
    name: p.name,
    textBoxCount: MEME_CAPTION_LAYOUTS[p.layout].length,
    captionLayout: p.layout,
  })),
}));
writeFileSync(resolve(root, "content/memes.json"), formatContentJson(memeCategories));
console.log(`${PICTURES.length} pictures in ${CATEGORIES.length} categories`);
