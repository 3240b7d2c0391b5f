import { describe, expect, it } from "vitest";
import { CHARACTER_LIMITS, MEME_CAPTION_LAYOUTS } from "../../../../../schema/limits";
import { captionBoxesOf } from "../../../../../schema/meme-layout";
import { CAPTION_FIT, captionFontSize, captionHeight, placedBox, wrappedLines } from "./caption-fit";

/** The first box of a picture with the default placement for `count` boxes. */
const captionBox = (aspect: number, count: number) => placedBox(aspect, captionBoxesOf({ textBoxCount: count })[0]);

const MAX = CHARACTER_LIMITS.memeCaption.max;

describe("caption boxes on the picture", () => {
  it("spans the width but for the margins, and takes a share of the height", () => {
    const two = captionBox(4 / 3, 2);
    expect(two.width).toBeCloseTo(92);
    expect(two.height).toBeCloseTo(75 * 0.3);
    // A lone box may be taller; two boxes never meet in the middle.
    expect(captionBox(4 / 3, 1).height).toBeGreaterThan(two.height);
    expect(2 * two.height).toBeLessThan(75);
    // A tall picture has taller boxes; a broken aspect falls back to 4:3.
    expect(captionBox(3 / 4, 2).height).toBeGreaterThan(two.height);
    expect(captionBox(0, 2)).toEqual(two);
    expect(captionBox(Number.NaN, 2)).toEqual(two);
  });
});

describe("caption placements", () => {
  it("keeps every box of every placement inside the picture, boxes apart from each other", () => {
    for (const [name, boxes] of Object.entries(MEME_CAPTION_LAYOUTS)) {
      for (const b of boxes) {
        expect(b.x, name).toBeGreaterThanOrEqual(0);
        expect(b.y, name).toBeGreaterThanOrEqual(0);
        expect(b.x + b.w, name).toBeLessThanOrEqual(1);
        expect(b.y + b.h, name).toBeLessThanOrEqual(1);
      }
      if (boxes.length === 2) {
        const [a, b] = boxes;
        const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
        expect(apart, name).toBe(true);
      }
    }
  });

  it("sizes a side panel narrower and taller than a top box", () => {
    const side = placedBox(4 / 3, MEME_CAPTION_LAYOUTS.right[0]);
    const top = placedBox(4 / 3, MEME_CAPTION_LAYOUTS.top[0]);
    expect(side.width).toBeLessThan(top.width);
    expect(side.height).toBeGreaterThan(top.height);
    expect(captionFontSize("لما أحد يقول الاختبار سهل", side)).toBeLessThanOrEqual(captionFontSize("لما أحد يقول الاختبار سهل", top));
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
