import { describe, expect, it } from "vitest";
import { cleanAnswer, comparableAnswer, editDistance, isCleanAnswer, isTooClose, normalizeArabic, sameAnswer } from "./arabic";

describe("normalizeArabic (spec 000 §3)", () => {
  it.each([
    ["Arabic-Indic digits", "١٩٦٩", "1969"],
    ["Extended Arabic-Indic digits", "۱۲۳", "123"],
    ["diacritics", "مُحَمَّدٌ", "محمد"],
    ["superscript alef", "هٰذا", "هذا"],
    ["tatweel", "جـــمـيل", "جميل"],
    ["alef with hamza above", "أحمد", "احمد"],
    ["alef with hamza below", "إسلام", "اسلام"],
    ["alef with madda", "آمنة", "امنه"],
    ["alef wasla", "ٱلرحمن", "الرحمن"],
    ["alef maqsura", "مصطفى", "مصطفي"],
    ["hamza on ya", "رئيس", "رييس"],
    ["ta marbuta", "مدرسة", "مدرسه"],
    ["whitespace", "  مكة \t  المكرمة \n", "مكه المكرمه"],
  ])("%s", (_label, input, expected) => {
    expect(normalizeArabic(input)).toBe(expected);
  });
});

describe("cleanAnswer", () => {
  it("drops invisible marks and collapses spaces, keeping the spelling", () => {
    expect(cleanAnswer("\u200F  أنقرة\u200B   الجديدة ")).toBe("أنقرة الجديدة");
    expect(isCleanAnswer("أنقرة")).toBe(true);
    expect(isCleanAnswer(" أنقرة")).toBe(false);
    expect(isCleanAnswer("أن\u200Dقرة")).toBe(false);
  });
});

describe("comparableAnswer", () => {
  it("drops the definite article, punctuation, spaces and case", () => {
    expect(comparableAnswer("القاهرة")).toBe("قاهره");
    expect(comparableAnswer("والنيل!")).toBe("ونيل");
    expect(comparableAnswer("New  York.")).toBe("newyork");
    expect(comparableAnswer("ال")).toBe("ال");
  });
});

describe("editDistance", () => {
  it("counts single-letter edits", () => {
    expect(editDistance("", "")).toBe(0);
    expect(editDistance("كانبرا", "كانبيرا")).toBe(1);
    expect(editDistance("روما", "رومانيا")).toBe(3);
    expect(editDistance("abc", "")).toBe(3);
  });
});

// Lie, truth, too close? — real answers from the seeded questions and what players type.
const PAIRS: [string, string, boolean][] = [
  ["كانبيرا", "كانبرا", true], // one extra letter in seven
  ["اوتاوا", "أوتاوا", true], // hamza dropped
  ["انقره", "أنقرة", true], // hamza and ta marbuta
  ["القاهره", "القاهرة", true],
  ["قاهرة", "القاهرة", true], // article
  ["ابن سيناء", "ابن سينا", true], // one letter in eight
  ["١٩٦٩", "1969", true], // same number, other digits
  ["مكه المكرمه", "مكة المكرمة", true],
  ["عُمان", "عمان", true], // diacritics only
  ["ليوناردو دافنشي", "ليوناردو دا فينشي", true], // spacing and one letter
  ["1970", "1969", false], // numbers must match exactly
  ["1990", "1991", false],
  ["روما", "رومانيا", false],
  ["مصري", "مصر", false], // short words allow no edit
  ["سيدني", "كانبرا", false],
  ["الصينية", "الصين", false],
  ["ملبورن", "كانبرا", false],
  ["تورونتو", "أوتاوا", false],
  ["Paris", "paris", true],
  ["", "كانبرا", false],
];

describe("isTooClose", () => {
  it.each(PAIRS)("%s vs %s → %s", (lie, truth, expected) => {
    expect(isTooClose(lie, truth)).toBe(expected);
  });

  it("sameAnswer merges lies that read the same", () => {
    expect(sameAnswer("سيدني", " سِيدني ")).toBe(true);
    expect(sameAnswer("ملبورن", "سيدني")).toBe(false);
  });
});
