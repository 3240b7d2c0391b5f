// `npm run content:check`: holds every file of content/ to its shape (content/types.ts), judges the
// shipped trivia, most-likely, meme and about-us content with the rules of scripts/content-rules.ts,
// prints the counts per category, and exits 1 on any problem. Vite's module runner loads the
// TypeScript sources as they are.
import { resolve } from "node:path";
import { runnerImport } from "vite";

const root = resolve(import.meta.dirname, "..");
const load = async (file) => (await runnerImport(resolve(root, file), { configFile: false, root, logLevel: "silent" })).module;

const { checkAboutUs, checkContent, contentShapeProblems, formatShare } = await load("scripts/content-rules.ts");
const { checkAboutUsStyle, retiredAboutUsProblems } = await load("scripts/about-us-rules.ts");
const { COMMON_OPENING, commonOpeningProblems, commonOpeningShare } = await load("scripts/prompt-openings.ts");
const { siblingLeakProblems } = await load("scripts/trivia-leaks.ts");
const { seasonCount, seasonProblems } = await load("scripts/season-count.ts");
const { RAMADAN_CONTENT } = await load("schema/limits.ts");
const content = await load("content/index.ts");
const { triviaCategories, mostLikelyCategories, memeCategories, aboutUsCategories } = content;
const report = checkContent(triviaCategories, mostLikelyCategories, memeCategories);
const aboutUs = checkAboutUs(aboutUsCategories);
const aboutUsStyle = checkAboutUsStyle(aboutUsCategories);
report.problems.push(...contentShapeProblems(content), ...aboutUs.problems, ...aboutUsStyle.problems, ...retiredAboutUsProblems(aboutUsCategories, content.retiredAboutUsQuestions));
// A question's truth shown as a sibling's house lie (scripts/trivia-leaks.ts).
const siblingLeaks = siblingLeakProblems(triviaCategories);
report.problems.push(...siblingLeaks);
const opening = commonOpeningShare(mostLikelyCategories);
report.problems.push(...commonOpeningProblems(opening));

const row = (c) => `  ${String(c.count).padStart(4)}  ${c.isPremium ? "premium" : "free   "}  ${c.subcategory ? `${c.category} › ${c.subcategory}` : c.category}`;
const sum = (list) => list.reduce((n, c) => n + c.count, 0);
console.log(`trivia: ${sum(report.trivia)} questions in ${report.trivia.length} subcategories`);
for (const c of report.trivia) console.log(row(c));
console.log(`most-likely: ${sum(report.mostLikely)} prompts in ${report.mostLikely.length} categories`);
for (const c of report.mostLikely) console.log(row(c));
console.log(`memes: ${sum(report.memes)} pictures in ${report.memes.length} categories`);
for (const c of report.memes) console.log(row(c));
console.log(`about-us: ${sum(aboutUs.counts)} questions in ${aboutUs.counts.length} categories`);
for (const c of aboutUs.counts) console.log(row(c));
console.log(`about-us opening with «${aboutUsStyle.opening.word}»: ${formatShare(aboutUsStyle.opening.share)} (at most ${formatShare(aboutUsStyle.opening.maxShare)})`);
console.log(`about-us two questions in one: ${aboutUsStyle.twoInOne}`);
console.log(`about-us near-duplicates by stem: ${aboutUsStyle.stemDuplicates}`);
console.log(`about-us Ramadan and Eid: ${aboutUsStyle.season} questions`);
console.log(`easy: ${formatShare(report.easy.share)} of trivia (${report.easy.count} questions)`);
console.log(`near-duplicates: ${report.nearDuplicates}`);
console.log(`sibling leaks: ${siblingLeaks.length}`);
console.log(`feminine: ${report.feminine.count} of ${report.feminine.total} prompts`);
console.log(`«${COMMON_OPENING}»: ${formatShare(opening.share)} of prompts (${opening.count} of ${opening.total})`);
const ramadan = seasonCount(RAMADAN_CONTENT.season, { trivia: triviaCategories, aboutUs: aboutUsCategories, mostLikely: mostLikelyCategories, memes: memeCategories });
console.log(`ramadan: ${ramadan.total} items (trivia ${ramadan.trivia}, «عنّا» ${ramadan.aboutUs}, most-likely ${ramadan.mostLikely}, memes ${ramadan.memes}; at least ${RAMADAN_CONTENT.minItems})`);
report.problems.push(...seasonProblems(ramadan, RAMADAN_CONTENT.minItems));

if (report.problems.length) {
  console.error(`\n${report.problems.length} problem(s):`);
  for (const p of report.problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log("\ncontent check passed");
