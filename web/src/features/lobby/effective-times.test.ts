import { describe, expect, it } from "vitest";
import { effectiveTimes } from "./effective-times";

describe("effective phase times under «وقت أطول»", () => {
  it("×2 turns trivia's default 30/45 s into 60/90 s, beside the 15 s selection's 30 s", () => {
    expect(effectiveTimes("trivia-deception", {}, 2)).toEqual([
      { key: "subcategorySelectionTime", label: "اختيار الفئة", seconds: 30 },
      { key: "writingTime", label: "الكتابة", seconds: 60 },
      { key: "votingTime", label: "التصويت", seconds: 90 },
    ]);
  });

  it("uses the room's own settings and rounds ×1.5 as the engine does", () => {
    expect(effectiveTimes("meme-game", { captioningTime: 50, votingTime: 15 }, 1.5).map((t) => t.seconds)).toEqual([75, 23]);
    expect(effectiveTimes("most-likely", {}, 1).map((t) => [t.label, t.seconds])).toEqual([["التصويت", 30]]);
  });
});

describe("the room's own figures", () => {
  it("win over the local reckoning where the room gives one", () => {
    expect(effectiveTimes("trivia-deception", { writingTime: 45 }, 2, { writingTime: 90 }).map((t) => t.seconds)).toEqual([30, 90, 90]);
  });
});

describe("the times' names", () => {
  it("come from each game's manifest, in its lobby's order", () => {
    expect(effectiveTimes("about-us", {}, 1).map((t) => [t.key, t.label])).toEqual([
      ["answeringTime", "الإجابة الصحيحة"],
      ["writingTime", "الكتابة"],
      ["votingTime", "التصويت"],
    ]);
    expect(effectiveTimes("meme-game", {}, 1).map((t) => t.label)).toEqual(["كتابة التعليق", "التصويت"]);
  });
});
