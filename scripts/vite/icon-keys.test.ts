import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutIconKeys } from "./icon-keys";

describe("icons without their paths' keys", () => {
  it("drops every key of a published icon module and keeps its paths whole", () => {
    const source = readFileSync(resolve(import.meta.dirname, "../../node_modules/lucide-react/dist/esm/icons/circle-check.mjs"), "utf8");
    expect(source).toMatch(/key: "/);
    const stripped = withoutIconKeys(source);
    expect(stripped).not.toMatch(/\bkey:/);
    const paths = (code: string) => [...code.matchAll(/\b(?:d|cx|cy|r): "[^"]*"/g)].map((m) => m[0]);
    expect(paths(stripped)).toEqual(paths(source));
    expect(paths(source).length).toBeGreaterThan(1);
  });
});
