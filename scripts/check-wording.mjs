// `npm run check:wording`: flags user-facing texts (web/, worker/, durable-objects/, schema/, content/*.ts) that address one man
// (masculine singular imperatives such as «اختر», «اكتب», «انتظر»), leave the one register
// («مرة ثانية», «هذي», «الحين») or hard-code the year («© 2025»). Prints file:line and the word,
// exits 1 on any hit. It also finds a number written beside a counted noun outside the plural
// helpers («{n} صورة», «${count} مقال»: right for some numbers only); `countText` is the way.
// The rules are in scripts/wording-rules.ts, the convention in
// docs/arabic-style.md; a justified case goes in scripts/wording-allow.json with its reason.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { runnerImport } from "vite";

const root = resolve(import.meta.dirname, "..");
const { slipsOf, sourceTexts, lineTexts, applyAllowList, countSlips } = (
  await runnerImport(resolve(root, "scripts/wording-rules.ts"), { configFile: false, root, logLevel: "silent" })
).module;

// Tests hold texts on purpose (expected wording, bad examples); game content may keep its dialect.
const SKIP = [/(^|\/)test(s)?\//, /\.test\.tsx?$/, /(^|\/)node_modules\//, /^web\/public\/seed\//, /^schema\/migrations\//];
// The worker's and room actor's messages and the shared schemas' errors reach people too.
const SOURCES = [
  { dir: "web/src", ext: /\.tsx?$/ },
  { dir: "worker", ext: /\.tsx?$/ },
  { dir: "durable-objects", ext: /\.tsx?$/ },
  { dir: "schema", ext: /\.tsx?$/ },
  // The catalogue's game names and descriptions; the JSON beside it is game content, in its dialect.
  { dir: "content", ext: /\.tsx?$/ },
  { dir: "web", ext: /\.(html|webmanifest)$/ },
];

function walk(dir) {
  return readdirSync(resolve(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

const files = new Set();
for (const { dir, ext } of SOURCES) for (const file of walk(dir)) if (ext.test(file) && !SKIP.some((re) => re.test(file))) files.add(file);

const hits = [];
for (const file of [...files].sort()) {
  const source = readFileSync(resolve(root, file), "utf8");
  const texts = /\.tsx?$/.test(file) ? sourceTexts(file, source) : lineTexts(source);
  for (const t of texts) for (const slip of slipsOf(t)) hits.push({ file, line: t.line, text: t.text, ...slip });
  if (/\.tsx?$/.test(file)) for (const slip of countSlips(file, source)) hits.push({ file, ...slip });
}

const allow = JSON.parse(readFileSync(resolve(root, "scripts/wording-allow.json"), "utf8"));
const { hits: left, unused } = applyAllowList(hits, allow);
const rel = (f) => relative(root, resolve(root, f));

for (const a of unused) console.warn(`wording-allow.json: unused entry ${a.file} «${a.word}» (remove it)`);
console.log(`wording: ${files.size} files, ${hits.length - left.length} allowed, ${left.length} hit(s)`);
if (left.length) {
  const kinds = { imperative: "masculine imperative", register: "register", year: "hard-coded year", masculine: "masculine adjective after تصير/تكون", feminine: "feminine form outside a women side", women: "masculine form in a women side", count: "a number beside a noun: use countText (schema/arabic-count.ts)" };
  const showText = process.argv.includes("--text");
  for (const h of left) console.error(`  ${rel(h.file)}:${h.line}  «${h.word}»  (${kinds[h.kind]})${showText ? `  ${h.text.replace(/\s+/g, " ").slice(0, 140)}` : ""}`);
  console.error("\nSee docs/arabic-style.md. A justified case goes in scripts/wording-allow.json with its reason.");
  process.exit(1);
}
