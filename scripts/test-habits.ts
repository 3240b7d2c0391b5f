// What scripts/check-tests.mjs looks for in test files: the habits that let a test pass without
// checking anything. Plain TypeScript with no imports, so Node runs it as it is.

export interface Rule {
  name: string;
  pattern: RegExp;
  fix: string;
}

export interface Slip {
  line: number;
  rule: Rule;
  text: string;
}

export const RULES: Rule[] = [
  {
    name: "swallowed failure",
    pattern: /\.catch\(\s*(?:async\s*)?(?:\(\s*\w*\s*\)|\w+)\s*=>\s*(?:\{\s*\}|undefined|null|void 0|false|true|0|""|''|\[\])\s*\)/,
    fix: "let it fail, or handle the one error that is expected",
  },
  { name: "fixed sleep", pattern: /\bwaitForTimeout\s*\(/, fix: "wait for the condition itself" },
  { name: "element handle", pattern: /\belementHandles?\s*\(|\.\$\$?\(/, fix: "use a locator, found again at each check" },
];

/** Test files: browser tests and their helpers, worker and room tests, and every *.test file. */
export function isTestFile(path: string): boolean {
  return /^e2e\/.*\.m?js$/.test(path) || /\.test\.(ts|tsx|mjs)$/.test(path) || /^(worker|durable-objects)\/test\/.*\.ts$/.test(path);
}

/** Every rule a source breaks, with its 1-based line. */
export function slipsIn(source: string): Slip[] {
  const hits: Slip[] = [];
  source.split("\n").forEach((text, i) => {
    for (const rule of RULES) if (rule.pattern.test(text)) hits.push({ line: i + 1, rule, text: text.trim() });
  });
  return hits;
}
