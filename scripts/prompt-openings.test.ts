import { describe, expect, it } from "vitest";
import { mostLikelyCategories } from "../content";
import { CONTENT_RULES } from "../schema/limits";
import { COMMON_OPENING, commonOpeningProblems, commonOpeningShare } from "./prompt-openings";

const category = (...contents: string[]) => ({ nameAr: "فئة", isPremium: false, prompts: contents.map((content) => ({ content, feminine: `${content} (للبنات)` })) });

describe("most-likely openings", () => {
  it("counts the prompts that open with «مين أكثر واحد», and only those", () => {
    const opening = commonOpeningShare([
      category("مين أكثر واحد يسهر لين الفجر؟", "مين فينا يصيح في فلم كرتون؟", "مين اللي يضيع في مول يعرفه زين؟"),
      category("لو أحد قال «أعرف الطريق» وهو ضايع، مين؟", "مين أكثر واحدة تحب الحلا؟", "مين أسرع واحد ينام في السيارة؟", "مين أكثر واحد ينسى جوازه؟"),
    ]);
    expect(opening).toEqual({ count: 2, total: 7, share: 2 / 7 });
    expect(commonOpeningShare([])).toEqual({ count: 0, total: 0, share: 0 });
  });

  it("fails past the bound and says how many, passes at it", () => {
    const [problem] = commonOpeningProblems({ count: 3, total: 5, share: 0.6 }, 0.4);
    expect(problem).toContain(`«${COMMON_OPENING}» opens 3 of 5 prompts (60%), over 40%`);
    expect(commonOpeningProblems({ count: 2, total: 5, share: 0.4 }, 0.4)).toEqual([]);
  });

  it("the shipped prompts keep «مين أكثر واحد» within its bound", () => {
    const opening = commonOpeningShare(mostLikelyCategories);
    expect(opening.count).toBeGreaterThan(0);
    expect(opening.share).toBeLessThanOrEqual(CONTENT_RULES.mostLikelyCommonOpeningMaxShare);
    expect(commonOpeningProblems(opening)).toEqual([]);
  });
});
