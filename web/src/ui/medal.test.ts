import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Medal, medalFor } from "./medal";

const WEB_SRC = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("medals", () => {
  it("draws gold, silver and bronze as labelled images", () => {
    const labels = { gold: "ميدالية ذهبية", silver: "ميدالية فضية", bronze: "ميدالية برونزية" } as const;
    for (const [kind, label] of Object.entries(labels) as [keyof typeof labels, string][]) {
      const html = renderToStaticMarkup(createElement(Medal, { kind }));
      expect(html).toMatch(/^<svg /);
      expect(html).toContain('role="img"');
      expect(html).toContain(`aria-label="${label}"`);
      expect(html).toContain(`data-medal="${kind}"`);
    }
  });

  it("gives the first three ranks a medal and no one else", () => {
    expect([1, 2, 3, 4, 0].map(medalFor)).toEqual(["gold", "silver", "bronze", null, null]);
  });

  it("leaves no medal emoji in the page's sources", () => {
    const withEmoji = sourceFiles(WEB_SRC).filter((file) => /[🥇🥈🥉🏅]/u.test(readFileSync(file, "utf8")));
    expect(withEmoji).toEqual([]);
  });
});
