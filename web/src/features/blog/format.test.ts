import { describe, expect, it } from "vitest";
import { pageWindow, readingTimeText } from "./format";

describe("blog pagination window", () => {
  it("shows at most 5 page buttons around the current page", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it("reads reading times in Arabic, 5 minutes by default", () => {
    expect(readingTimeText(null)).toBe("5 دقائق قراءة");
    expect(readingTimeText(1)).toBe("دقيقة قراءة");
    expect(readingTimeText(12)).toBe("12 دقيقة قراءة");
    expect(readingTimeText(2)).toBe("دقيقتان قراءة");
    expect(readingTimeText(103)).toBe("103 دقائق قراءة");
  });
});
