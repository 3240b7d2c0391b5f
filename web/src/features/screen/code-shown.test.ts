import { describe, expect, it } from "vitest";
import { codeShownAt } from "./code-shown";

describe("the code on the big screen", () => {
  it("shows unless hidden, and while hidden only until the host's moment ends", () => {
    expect(codeShownAt(null, 1_000)).toBe(true);
    expect(codeShownAt({ hideCode: false }, 1_000)).toBe(true);
    expect(codeShownAt({ hideCode: true }, 1_000)).toBe(false);
    expect(codeShownAt({ hideCode: true, codeShownUntil: 31_000 }, 1_000)).toBe(true);
    expect(codeShownAt({ hideCode: true, codeShownUntil: 31_000 }, 31_000)).toBe(false);
  });
});
