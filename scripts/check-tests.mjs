// `node scripts/check-tests.mjs` (part of `npm test`): flags, in test files, the habits that let a
// test pass without checking anything: an action whose failure is swallowed (`.catch(() => {})`
// and its kin), a fixed sleep (`waitForTimeout(`), and an element handle held across re-renders
// (`elementHandle(`, `page.$(`); wait for the condition, or re-find a locator, instead.
// Prints file:line and the rule, exits 1 on any hit.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { isTestFile, slipsIn } from "./test-habits.ts";

const root = resolve(import.meta.dirname, "..");

// The rules' own test spells the patterns out on purpose.
const SKIP = new Set(["scripts/test-habits.test.ts"]);

function walk(dir) {
  return readdirSync(resolve(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules") return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

const files = ["e2e", "worker", "durable-objects", "data", "content", "schema", "scripts", "web/src"].filter((dir) => existsSync(resolve(root, dir))).flatMap(walk).filter((f) => isTestFile(f) && !SKIP.has(f)).sort();
const hits = files.flatMap((file) => slipsIn(readFileSync(resolve(root, file), "utf8")).map((hit) => ({ file, ...hit })));
for (const { file, line, rule, text } of hits) console.error(`${file}:${line}: ${rule.name} (${rule.fix}): ${text.slice(0, 160)}`);
if (hits.length) {
  console.error(`\n${hits.length} place(s) in tests can pass without checking anything.`);
  process.exit(1);
}
console.log(`Test habits: ${files.length} test files, no swallowed failure, fixed sleep or element handle.`);
