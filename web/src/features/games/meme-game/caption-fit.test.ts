import { describe, expect, it } from "vitest";
import { CHARACTER_LIMITS } from "../../../../../schema/limits";
import { CAPTION_FIT, captionBox, captionFontSize, captionHeight, wrappedLines } from "./caption-fit";

const MAX = CHARACTER_LIMITS.memeCaption.max;

describe("caption boxes on the picture", () => {
  it("spans the width but for the margins, and takes a share of the height", () => {
    const two = captionBox(4 / 3, 2);
    expect(two.width).toBe(100 - 2 * CAPTION_FIT.sideMargin);
    expect(two.height).toBeCloseTo(75 * CAPTION_FIT.heightShare.two);
    // A lone box may be taller; two boxes never meet in the middle.
    expect(captionBox(4 / 3, 1).height).toBeGreaterThan(two.height);
    expect(2 * two.height).toBeLessThan(75);
    // A tall picture has taller boxes; a broken aspect falls back to 4:3.
    expect(captionBox(3 / 4, 2).height).toBeGreaterThan(two.height);
    expect(captionBox(0, 2)).toEqual(two);
    expect(captionBox(Number.NaN, 2)).toEqual(two);
  });
});

describe("wrapping", () => {
  it("wraps whole words and breaks a word longer than a line", () => {
    expect(wrappedLines("", 10)).toBe(0);
    expect(wrappedLines("   ", 10)).toBe(0);
    expect(wrappedLines("لما تصحى", 10)).toBe(1);
    expect(wrappedLines("لما تصحى متأخر", 10)).toBe(2);
    expect(wrappedLines("ههههههههههههههههههههههههه", 10)).toBe(3);
    expect(wrappedLines("أنا ههههههههههههه", 10)).toBe(3);
  });
});

describe("caption font size", () => {
  const box = captionBox(4 / 3, 2);

  it("draws a short caption at the largest size", () => {
    expect(captionFontSize("لا", box)).toBe(CAPTION_FIT.maxSize);
  });

  it("shrinks as the caption grows, never below the minimum", () => {
    const sizes = [5, 20, 40, 70, MAX].map((n) => captionFontSize("كلام ".repeat(n).slice(0, n), box));
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]);
    expect(sizes.at(-1)!).toBeLessThan(sizes[0]);
    for (const size of sizes) {
      expect(size).toBeGreaterThanOrEqual(CAPTION_FIT.minSize);
      expect(size).toBeLessThanOrEqual(CAPTION_FIT.maxSize);
    }
  });

  it("keeps the longest caption inside its box, with words or without spaces", () => {
    const words = "هذا أنا لما أقول لأهلي بنام بدري وبعدين ألقى نفسي الساعة أربع الفجر أتفرج على مقاطع قطاوة".slice(0, MAX);
    const oneWord = "ه".repeat(MAX);
    for (const text of [words, oneWord]) {
      for (const aspect of [4 / 3, 16 / 9, 1, 3 / 4]) {
        for (const count of [1, 2]) {
          const b = captionBox(aspect, count);
          const size = captionFontSize(text, b);
          expect(captionHeight(text, size, b)).toBeLessThanOrEqual(b.height);
        }
      }
    }
  });

  it("gives a lone box's caption at least the size it gets in a pair", () => {
    const text = "لما المدير يقول عندنا اجتماع سريع الساعة خمس";
    expect(captionFontSize(text, captionBox(4 / 3, 1))).toBeGreaterThanOrEqual(captionFontSize(text, captionBox(4 / 3, 2)));
  });
});
