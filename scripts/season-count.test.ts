import { describe, expect, it } from "vitest";
import { seasonCount, seasonProblems } from "./season-count";

const question = { content: "س؟", correctAnswer: "ج", fakeAnswers: ["أ", "ب", "د"] as [string, string, string], source: "مصدر" };

describe("the Ramadan figure", () => {
  it("counts the items of the season's categories in every game, and only those", () => {
    const count = seasonCount("ramadan", {
      trivia: [
        { season: "ramadan", nameAr: "رمضان والعيد", isPremium: false, subcategories: [{ nameAr: "عادات", isPremium: false, questions: [question, question] }, { nameAr: "تاريخ", isPremium: false, questions: [question] }] },
        { nameAr: "جغرافيا", isPremium: false, subcategories: [{ nameAr: "عواصم", isPremium: false, questions: [question] }] },
      ],
      aboutUs: [{ season: "ramadan", nameAr: "رمضان والعيد", isPremium: false, questions: ["وش؟", "مين؟"] }, { nameAr: "خفيفة", isPremium: false, questions: ["كم؟"] }],
      mostLikely: [{ season: "ramadan", nameAr: "رمضان والعيد", isPremium: true, prompts: [{ content: "مين؟", feminine: "مين؟" }] }],
      memes: [{ season: "ramadan", nameAr: "رمضان والعيد", isPremium: true, pictures: [{ file: "a.svg", name: "أ", textBoxCount: 1, captionLayout: "bottom" }] }],
    });
    expect(count).toEqual({ trivia: 3, aboutUs: 2, mostLikely: 1, memes: 1, total: 7 });
    expect(seasonProblems(count, 7)).toEqual([]);
    expect(seasonProblems(count, 8)).toEqual(["ramadan: 7 items across the games, fewer than 8"]);
  });
});
