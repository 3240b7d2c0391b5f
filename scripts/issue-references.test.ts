// Comments say why; a change's history lives in docs/decisions.md (its sections are named by the
// issue they come from), so production code keeps only a few "issue N" pointers, where a reader
// needs the issue itself (the benches print its targets). This keeps the number bounded.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const PRODUCTION_FOLDERS = ["worker", "durable-objects", "web/src", "schema", "data", "scripts", "content"];
const SOURCE = /\.(ts|tsx|mjs|css)$/;
const REFERENCE = /[Ii]ssue [0-9]+/g;
/**
 * The most "issue N" references production code may hold (docs/decisions.md, «Where the code's
 * history went»): the two benches that print the targets an issue set, and a few game and TV
 * comments. A new one needs a reason the comment itself cannot give.
 */
const MAX_REFERENCES = 9;

/** The "issue N" references in one file's text. */
function issueReferences(text: string): number {
  return text.match(REFERENCE)?.length ?? 0;
}

function productionFiles(): string[] {
  return PRODUCTION_FOLDERS.flatMap((folder) =>
    (readdirSync(join(root, folder), { recursive: true }) as string[])
      .map((path) => relative(root, join(root, folder, path)))
      .filter((path) => SOURCE.test(path) && !path.includes(".test.") && !path.includes("node_modules")),
  );
}

describe('"issue N" references in production code', () => {
  it("counts each reference in a text", () => {
    expect(issueReferences("// Said plainly (issue 22); see Issue 30 and issue 4.\nconst a = 1;")).toBe(3);
    expect(issueReferences("// Issues are tracked elsewhere; an issue of the magazine.")).toBe(0);
  });

  it(`stay at ${MAX_REFERENCES} or fewer`, () => {
    const counts = productionFiles()
      .map((path) => ({ path, n: issueReferences(readFileSync(join(root, path), "utf8")) }))
      .filter((file) => file.n > 0);
    const total = counts.reduce((sum, file) => sum + file.n, 0);
    expect(total, counts.map((file) => `${file.path}: ${file.n}`).join("\n")).toBeLessThanOrEqual(MAX_REFERENCES);
  });
});
