// The TV's narrator (issue 43): only an Arabic voice reads, and it reads the round's question.
import { describe, expect, it } from "vitest";
import type { GameView } from "../../../../schema/protocol";
import { arabicVoice, questionOf } from "./narrator";
import { soundState } from "../../lib/sounds";

describe("the narrator", () => {
  it("takes the first voice whose language is Arabic, and none when there is none", () => {
    expect(arabicVoice([{ lang: "en-US" }, { lang: "ar-SA" }, { lang: "ar-EG" }])).toEqual({ lang: "ar-SA" });
    expect(arabicVoice([{ lang: "AR" }])).toEqual({ lang: "AR" });
    expect(arabicVoice([{ lang: "en-GB" }, { lang: "fr-FR" }])).toBeNull();
    expect(arabicVoice([])).toBeNull();
  });

  it("reads trivia's and most likely's question, and «عنّا»'s subject's question", () => {
    expect(questionOf({ currentQuestion: { content: "ما عاصمة أستراليا؟" } } as unknown as GameView)).toBe("ما عاصمة أستراليا؟");
    expect(questionOf({ currentQuestion: null, subjectQuestion: "وش أكلتك المفضلة؟" } as unknown as GameView)).toBe("وش أكلتك المفضلة؟");
    expect(questionOf({ currentQuestion: null } as unknown as GameView)).toBeNull();
    expect(questionOf(null)).toBeNull();
  });
});

describe("the TV's sound state", () => {
  it("is locked until a touch has started the audio", () => {
    expect(soundState()).toBe("locked");
  });
});
