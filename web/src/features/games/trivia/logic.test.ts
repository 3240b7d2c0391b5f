import { describe, expect, it } from "vitest";
import type { TriviaOptionView, TriviaView } from "../../../../../schema/game-views";
import type { RoomView, GameView } from "../../../../../schema/protocol";
import { testRoom } from "../shared/test-room";
import {
  awardDetail,
  fooledVoters,
  isFinalPhase,
  isStrongTrick,
  nextRoundLabel,
  preparedAnswer,
  resultOptions,
  answerLength,
  secondsLeft,
  triviaPlayerStatus,
  triviaViewOf,
} from "./logic";

const option = (id: string, type: TriviaOptionView["type"], voters: string[], authors: string[] = []): TriviaOptionView => ({
  id,
  answer: `إجابة ${id}`,
  isMine: false,
  type,
  voters,
  authors,
});


function room(view: Partial<TriviaView>, you = "a"): { state: RoomView; view: TriviaView } {
  const game: TriviaView = {
    gameType: "trivia-deception",
    currentPhase: "writing",
    phaseSeq: 3,
    phaseEndsAt: null,
    phaseDuration: null,
    roundNumber: 1,
    totalRounds: 3,
    isKillRound: false,
    scores: { a: 0, b: 0 },
    participants: ["a", "b"],
    roundPoints: {},
    ranking: [],
    notice: null,
    subcategorySelector: null,
    availableSubcategories: [],
    currentQuestion: null,
    myAnswer: null,
    displayOptions: [],
    myVote: null,
    votes: {},
    deceptionStats: null,
    awards: [],
    playerStatus: { a: { hasAnswered: true, hasVoted: false }, b: { hasAnswered: false, hasVoted: true } },
    ...view,
  };
  const state = testRoom(game, { gameType: "trivia-deception", you, categories: [] });
  return { state, view: game };
}

describe("the admin's next button (spec 001 §2)", () => {
  it("names the next round, the kill round before the last, and the final ranking after it", () => {
    expect(nextRoundLabel({ roundNumber: 1, totalRounds: 3 })).toBe("الجولة التالية");
    expect(nextRoundLabel({ roundNumber: 2, totalRounds: 3 })).toBe("جولة الحسم");
    expect(nextRoundLabel({ roundNumber: 3, totalRounds: 3 })).toBe("الترتيب النهائي");
    expect(nextRoundLabel({ roundNumber: 1, totalRounds: 1 })).toBe("الترتيب النهائي");
  });
});

describe("phases", () => {
  it("accepts 'ranking' as the older name of the final ranking", () => {
    expect(isFinalPhase("final_ranking")).toBe(true);
    expect(isFinalPhase("ranking")).toBe(true);
    expect(isFinalPhase("round_results")).toBe(false);
  });
});

describe("round results", () => {
  it("awards the strong-trick badge to a lie that fooled three or more", () => {
    expect(isStrongTrick(option("1", "fake", ["b", "c", "d"], ["a"]))).toBe(true);
    expect(isStrongTrick(option("1", "fake", ["b", "c"], ["a"]))).toBe(false);
    // the author's own vote fooled nobody
    expect(isStrongTrick(option("1", "fake", ["a", "b", "c"], ["a"]))).toBe(false);
    expect(fooledVoters(option("1", "fake", ["a", "b"], ["a"]))).toEqual(["b"]);
    // the truth and the question's decoys are not tricks
    expect(isStrongTrick(option("2", "correct", ["a", "b", "c", "d"]))).toBe(false);
    expect(isStrongTrick(option("3", "other", ["a", "b", "c"]))).toBe(false);
  });

  it("lists the truth first, then by votes", () => {
    const sorted = resultOptions([option("1", "fake", ["b"]), option("2", "other", []), option("3", "fake", ["c", "d"]), option("4", "correct", [])]);
    expect(sorted.map((o) => o.id)).toEqual(["4", "3", "1", "2"]);
  });

  it("describes the awards", () => {
    expect(awardDetail({ kind: "best_trick", playerIds: ["a"], value: 3, answer: "سيدني" })).toBe("جابت 3 أصوات");
    expect(awardDetail({ kind: "most_fooled", playerIds: ["a"], value: 2 })).toBe("انخداع مرتين");
    expect(awardDetail({ kind: "self_voters", playerIds: ["a"], value: 1 })).toBe("تصويت للإجابة الشخصية مرة واحدة");
  });
});

describe("players-status grid per phase", () => {
  it("shows who chooses, who sent or voted, and who watches", () => {
    const selection = room({ currentPhase: "subcategory_selection", subcategorySelector: "a" });
    expect(triviaPlayerStatus(selection.state, selection.view, "a")).toMatchObject({ text: "اختيار الفئة...", tone: "busy" });
    expect(triviaPlayerStatus(selection.state, selection.view, "b")).toBe("waiting");

    const writing = room({ currentPhase: "writing" });
    expect(triviaPlayerStatus(writing.state, writing.view, "a")).toBe("sent");
    expect(triviaPlayerStatus(writing.state, writing.view, "b")).toBe("writing");
    expect(triviaPlayerStatus(writing.state, writing.view, "c")).toBe("watching");

    const voting = room({ currentPhase: "voting" });
    expect(triviaPlayerStatus(voting.state, voting.view, "a")).toBe("voting");
    expect(triviaPlayerStatus(voting.state, voting.view, "b")).toBe("voted");

    const results = room({ currentPhase: "round_results" });
    expect(triviaPlayerStatus(results.state, results.view, "b")).toBe("waiting");
  });
});

describe("reading the view and the answer", () => {
  it("finds the trivia view only in a trivia game", () => {
    const { state } = room({});
    expect(triviaViewOf(state)?.phaseSeq).toBe(3);
    expect(triviaViewOf({ ...state, game: { ...state.game!, gameType: "meme-game" } as unknown as GameView })).toBeNull();
    expect(triviaViewOf({ ...state, game: null })).toBeNull();
  });

  it("cleans the answer before sending and refuses an empty one", () => {
    expect(preparedAnswer("  سيدني \u200f  الجديدة ")).toBe("سيدني الجديدة");
    expect(preparedAnswer("   ")).toBeNull();
    expect(answerLength("كانبرا")).toBe(6);
    expect(secondsLeft(14_200)).toBe(15);
    expect(secondsLeft(null)).toBeNull();
    expect(secondsLeft(15_400, 15)).toBe(15); // a clock offset never shows more than the phase's length
  });
});
