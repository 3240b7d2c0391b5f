import { describe, expect, it } from "vitest";
import { CHARACTER_LIMITS } from "./limits";
import { GAME_ACTION_ISSUES as I, memeCaptionPayload, memeVotePayload, mostLikelyVotePayload, triviaAnswerPayload, triviaSelectPayload, triviaVotePayload } from "./game-actions";

/** The first issue's key, or the parsed payload. */
const outcome = (result: { success: boolean; data?: unknown; error?: { issues: { message: string }[] } }) =>
  result.success ? result.data : result.error!.issues[0].message;

describe("game action payloads", () => {
  it("trivia answers: present, within the limit in characters (not UTF-16 units), clean", () => {
    expect(outcome(triviaAnswerPayload.safeParse({}))).toBe(I.emptyAnswer);
    expect(outcome(triviaAnswerPayload.safeParse({ answer: "   " }))).toBe(I.emptyAnswer);
    expect(outcome(triviaAnswerPayload.safeParse({ answer: "ن".repeat(CHARACTER_LIMITS.triviaAnswer.max + 1) }))).toBe(I.answerTooLong);
    expect(outcome(triviaAnswerPayload.safeParse({ answer: "😀".repeat(CHARACTER_LIMITS.triviaAnswer.max) }))).not.toBe(I.answerTooLong);
    expect(outcome(triviaAnswerPayload.safeParse({ answer: " سيدني" }))).toBe(I.answerNotClean);
    expect(outcome(triviaAnswerPayload.safeParse({ answer: "سيدني" }))).toEqual({ answer: "سيدني" });
  });

  it("trivia votes and choices take string or numeric ids, as strings", () => {
    expect(outcome(triviaVotePayload.safeParse({ optionId: 3 }))).toEqual({ optionId: "3" });
    expect(outcome(triviaVotePayload.safeParse({ optionId: "" }))).toBe(I.noOption);
    expect(outcome(triviaVotePayload.safeParse({ optionId: null }))).toBe(I.noOption);
    expect(outcome(triviaSelectPayload.safeParse({}))).toBe(I.unknownSubcategory);
    expect(outcome(triviaSelectPayload.safeParse({ subcategoryId: 7 }))).toEqual({ subcategoryId: "7" });
  });

  it("meme captions leave the picture-dependent checks to the game; votes need a choice", () => {
    expect(outcome(memeCaptionPayload.safeParse({ captions: "x" }))).toEqual({ captions: [] });
    expect(outcome(memeCaptionPayload.safeParse({ captions: ["فوق", ""] }))).toEqual({ captions: ["فوق", ""] });
    expect(outcome(memeVotePayload.safeParse({}))).toBe(I.noChoice);
    expect(outcome(memeVotePayload.safeParse({ votedPlayerId: "" }))).toBe(I.noChoice);
  });

  it("most-likely votes name a player; a missing or malformed submission id reads as none", () => {
    expect(outcome(mostLikelyVotePayload.safeParse({}))).toBe(I.noPlayer);
    expect(outcome(mostLikelyVotePayload.safeParse({ votedPlayerId: "p2", submissionId: 5 }))).toEqual({ votedPlayerId: "p2" });
    expect(outcome(mostLikelyVotePayload.safeParse({ votedPlayerId: "p2", submissionId: "" }))).toEqual({ votedPlayerId: "p2" });
    expect(outcome(mostLikelyVotePayload.safeParse({ votedPlayerId: "p2", submissionId: "s1" }))).toEqual({ votedPlayerId: "p2", submissionId: "s1" });
  });
});
