// The one count helper (docs/arabic-style.md §3): the player's, blog's and admin's counts, which
// used to come from three helpers with different rules (games/shared/arabic-count.ts, blog/format.ts,
// admin/ui/count-phrase.ts), all follow Intl.PluralRules("ar") now.
import { describe, expect, it } from "vitest";
import { CHOSEN_CATEGORIES, countText, ENDED_ROOMS, gamesInWords, latinDigits, PAYMENTS_MADE, PICTURES, PUBLISHED_ARTICLES, QUESTIONS, ROUNDS, SECONDS, TIMES, VOTES, WORDS } from "./arabic-count";

describe("countText", () => {
  it("counts questions as Arabic does: «سؤال واحد», «سؤالان», «3 أسئلة», «11 سؤالًا»", () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111, 1000].map((n) => countText(n, QUESTIONS))).toEqual([
      "لا أسئلة",
      "سؤال واحد",
      "سؤالان",
      "3 أسئلة",
      "10 أسئلة",
      "11 سؤالًا",
      "99 سؤالًا",
      "100 سؤال",
      "102 سؤال",
      "103 أسئلة",
      "111 سؤالًا",
      "1,000 سؤال",
    ]);
  });

  it("puts the dual in the oblique after a preposition, a verbal noun or a verb", () => {
    expect(countText(2, QUESTIONS, { oblique: true })).toBe("سؤالين");
    expect(`حذف ${countText(2, PICTURES, { oblique: true })}؟`).toBe("حذف صورتين؟");
    expect(`خلال ${countText(2, SECONDS, { oblique: true })}`).toBe("خلال ثانيتين");
    expect(countText(2, CHOSEN_CATEGORIES, { oblique: true })).toBe("فئتين مختارتين");
    // Only the dual changes.
    expect(countText(3, QUESTIONS, { oblique: true })).toBe("3 أسئلة");
    expect(countText(1, TIMES, { oblique: true })).toBe("مرة واحدة");
  });

  it("counts votes, rounds and times with the same rules", () => {
    expect([0, 1, 2, 3, 10, 11, 103].map((n) => countText(n, VOTES))).toEqual(["لا أصوات", "صوت واحد", "صوتان", "3 أصوات", "10 أصوات", "11 صوتًا", "103 أصوات"]);
    expect([1, 2, 5, 11].map((n) => countText(n, ROUNDS))).toEqual(["جولة واحدة", "جولتان", "5 جولات", "11 جولة"]);
    expect(countText(2, TIMES, { oblique: true })).toBe("مرتين");
  });

  it("says how many categories are chosen in the lobby", () => {
    expect([0, 1, 2, 3, 10, 11, 25, 100, 103].map((n) => countText(n, CHOSEN_CATEGORIES))).toEqual([
      "لا فئات مختارة",
      "فئة واحدة مختارة",
      "فئتان مختارتان",
      "3 فئات مختارة",
      "10 فئات مختارة",
      "11 فئة مختارة",
      "25 فئة مختارة",
      "100 فئة مختارة",
      "103 فئات مختارة",
    ]);
  });

  it("counts the admin's and the blog's things (issue 50), never «3 مقال» or «7 صورة»", () => {
    expect([1, 2, 3, 11, 100].map((n) => countText(n, PUBLISHED_ARTICLES))).toEqual(["مقال واحد منشور", "مقالان منشوران", "3 مقالات منشورة", "11 مقالًا منشورًا", "100 مقال منشور"]);
    expect([4, 7, 149].map((n) => countText(n, WORDS))).toEqual(["4 كلمات", "7 كلمات", "149 كلمة"]);
    expect([7, 149].map((n) => countText(n, PICTURES))).toEqual(["7 صور", "149 صورة"]);
    expect(countText(149, QUESTIONS)).toBe("149 سؤالًا");
    expect(`عرض 4 من ${countText(4, PAYMENTS_MADE, { oblique: true })}`).toBe("عرض 4 من 4 دفعات");
    expect(`عرض 2 من ${countText(2, PAYMENTS_MADE, { oblique: true })}`).toBe("عرض 2 من دفعتين");
    expect(`تم حذف ${countText(2, ENDED_ROOMS, { oblique: true })}`).toBe("تم حذف غرفتين منتهيتين");
  });

  it("counts the games in words for the landing (issue 50)", () => {
    expect([1, 2, 3, 4, 8, 10, 11].map(gamesInWords)).toEqual(["لعبة واحدة", "لعبتان", "ثلاث ألعاب", "أربع ألعاب", "ثماني ألعاب", "عشر ألعاب", "11 لعبة"]);
  });
});

describe("latinDigits", () => {
  it("writes a number as toLocaleString(\"en-US\") does, without the runtime's number formatter for whole numbers", () => {
    const samples = [0, 1, 7, 12, 999, 1_000, 1_234, 12_345, 999_999, 1_000_000, 123_456_789, Number.MAX_SAFE_INTEGER, -1, -999, -1_000, -1_234_567];
    for (const n of samples) expect(latinDigits(n)).toBe(n.toLocaleString("en-US"));
    // Fractions (none of the app's counts) still go through the formatter, with its rounding.
    for (const n of [1.5, 1234.5678, -0.25]) expect(latinDigits(n)).toBe(n.toLocaleString("en-US"));
  });

  it("counts ten thousand with its grouping: «10,000 صوت»", () => {
    expect(countText(10_000, VOTES)).toBe(`10,000 ${VOTES.other}`);
  });
});
