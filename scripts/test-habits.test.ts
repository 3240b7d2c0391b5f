import { describe, expect, it } from "vitest";
import { isTestFile, slipsIn } from "./test-habits";

const names = (source: string) => slipsIn(source).map((hit) => hit.rule.name);

describe("the test-habits check", () => {
  it("flags a swallowed failure in its usual spellings", () => {
    for (const source of [
      "await button.click({ timeout: 5_000 }).catch(() => {});",
      "await page.waitForURL(/x/).catch(() => undefined);",
      "await p.catch((e) => null)",
      "await p.catch(async () => {})",
      "await p.catch(_ => false)",
    ])
      expect(names(source), source).toEqual(["swallowed failure"]);
  });

  it("leaves a catch that does something", () => {
    expect(names("await p.catch((error) => { throw new Error(`${error.message}: more`); });")).toEqual([]);
    expect(names("const text = await res.text().catch((error) => String(error));")).toEqual([]);
  });

  it("flags fixed sleeps and element handles", () => {
    expect(names("await page.waitForTimeout(400);")).toEqual(["fixed sleep"]);
    expect(names("await page.waitForFunction((el) => el.disabled, await up.elementHandle());")).toEqual(["element handle"]);
    expect(names('const card = await page.$(".card");')).toEqual(["element handle"]);
    expect(names('await page.$$("li")')).toEqual(["element handle"]);
    expect(names('await page.locator(".card").waitFor();')).toEqual([]);
  });

  it("reports the line", () => {
    expect(slipsIn("a\nb\nawait page.waitForTimeout(1);\n").map((h) => h.line)).toEqual([3]);
  });

  it("knows test files", () => {
    for (const path of ["e2e/helpers.mjs", "e2e/tests/trivia.test.mjs", "worker/test/helpers/client.ts", "durable-objects/test/live-client.ts", "schema/limits.test.ts", "web/src/ui/medal.test.ts"])
      expect(isTestFile(path), path).toBe(true);
    for (const path of ["worker/index.ts", "scripts/check-tests.mjs", "scripts/test-habits.ts", "web/src/ui/toast.tsx"]) expect(isTestFile(path), path).toBe(false);
  });
});
