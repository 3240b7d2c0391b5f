import { describe, expect, it } from "vitest";
import type { MemeSubmissionView, MemeView } from "../../../../../schema/game-views";
import type { RoomView, GameView } from "../../../../../schema/protocol";
import { testRoom } from "../shared/test-room";
import {
  boxCountOf,
  captionCompleteness,
  captionLength,
  memePlayerStatus,
  memeViewOf,
  missingCaptionMessage,
  preparedCaptions,
  resultRanks,
  resultSubmissions,
  votableSubmissions,
} from "./logic";


function room(view: Partial<MemeView>, you = "a"): { state: RoomView; view: MemeView } {
  const game: MemeView = {
    gameType: "meme-game",
    currentPhase: "captioning",
    phaseSeq: 2,
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
    currentMeme: { id: "m1", imageUrl: "/seed/memes/meme-01.svg", textBoxCount: 2 },
    myCaptions: null,
    submissions: [],
    myVote: null,
    playerCaptions: {},
    voteDetails: [],
    playerStatus: { a: { hasSubmitted: true, hasVoted: false }, b: { hasSubmitted: false, hasVoted: true } },
    ...view,
  };
  const state = testRoom(game, { gameType: "meme-game", you, categories: ["1"] });
  return { state, view: game };
}

const result = (id: string, voteCount: number, rank?: number): MemeSubmissionView => ({
  id,
  captions: [`نص ${id}`, ""],
  isMine: false,
  authorId: `p${id}`,
  voters: Array.from({ length: voteCount }, (_, i) => `v${i}`),
  voteCount,
  rank,
  isTop: false,
});

describe("caption completeness (spec 001 §5)", () => {
  it("needs every box of the picture, blank text counting as empty", () => {
    expect(captionCompleteness(["", ""], 2)).toBe("empty");
    expect(captionCompleteness(["فوق", ""], 2)).toBe("partial");
    expect(captionCompleteness(["", "تحت"], 2)).toBe("partial");
    expect(captionCompleteness(["فوق", "   "], 2)).toBe("partial");
    expect(captionCompleteness(["فوق", "تحت"], 2)).toBe("complete");
    expect(captionCompleteness(["\u200f "], 1)).toBe("empty");
    // A one-box picture ignores the second slot.
    expect(captionCompleteness(["تعليق", ""], 1)).toBe("complete");
  });

  it("words the inline error by the number of boxes", () => {
    expect(missingCaptionMessage(2)).toBe("يلزم ملء النصين الأول والثاني");
    expect(missingCaptionMessage(1)).toBe("يلزم كتابة تعليق");
  });

  it("cleans each box and always sends two slots", () => {
    expect(preparedCaptions(["  لما  تصحى \u200f", " متأخر "], 2)).toEqual({ captions: ["لما تصحى", "متأخر"] });
    expect(preparedCaptions(["وجهي الحين", "بقايا نص"], 1)).toEqual({ captions: ["وجهي الحين", ""] });
    expect(preparedCaptions(["فوق", " "], 2)).toEqual({ error: "يلزم ملء النصين الأول والثاني" });
    expect(preparedCaptions(["", ""], 1)).toEqual({ error: "يلزم كتابة تعليق" });
  });

  it("reads the box count and counts characters", () => {
    expect(boxCountOf({ textBoxCount: 2 })).toBe(2);
    expect(boxCountOf({ textBoxCount: 1 })).toBe(1);
    expect(boxCountOf(null)).toBe(1);
    expect(captionLength("قطو 😹")).toBe(5);
  });
});

describe("results order", () => {
  it("ranks by the room's rank, then by votes, then as listed", () => {
    const ordered = resultSubmissions([result("1", 0, 3), result("2", 2, 1), result("3", 2, 1), result("4", 1, 2)]);
    expect(ordered.map((s) => s.id)).toEqual(["2", "3", "4", "1"]);
  });

  it("shares ranks between equal votes (1, 1, 3), from the room or worked out", () => {
    const fromRoom = resultSubmissions([result("1", 2, 1), result("2", 2, 1), result("3", 0, 3)]);
    expect(resultRanks(fromRoom)).toEqual([1, 1, 3]);
    const without = resultSubmissions([result("1", 0), result("2", 3), result("3", 3), result("4", 1)]);
    expect(without.map((s) => s.id)).toEqual(["2", "3", "4", "1"]);
    expect(resultRanks(without)).toEqual([1, 1, 3, 4]);
  });

  it("leaves the viewer's own caption out of the vote", () => {
    const { view } = room({ submissions: [{ id: "1", captions: ["أ", ""], isMine: true }, { id: "2", captions: ["ب", ""], isMine: false }] });
    expect(votableSubmissions(view).map((s) => s.id)).toEqual(["2"]);
  });
});

describe("players-status grid and the view", () => {
  it("shows who sent, who votes, and who watches", () => {
    const captioning = room({ currentPhase: "captioning" });
    expect(memePlayerStatus(captioning.state, captioning.view, "a")).toBe("sent");
    expect(memePlayerStatus(captioning.state, captioning.view, "b")).toBe("writing");
    expect(memePlayerStatus(captioning.state, captioning.view, "c")).toBe("watching");

    const voting = room({ currentPhase: "voting" });
    expect(memePlayerStatus(voting.state, voting.view, "a")).toBe("voting");
    expect(memePlayerStatus(voting.state, voting.view, "b")).toBe("voted");

    const results = room({ currentPhase: "round_results" });
    expect(memePlayerStatus(results.state, results.view, "a")).toBe("waiting");
  });

  it("finds the meme view only in a meme game", () => {
    const { state } = room({});
    expect(memeViewOf(state)?.phaseSeq).toBe(2);
    expect(memeViewOf({ ...state, game: { ...state.game!, gameType: "trivia-deception" } as unknown as GameView })).toBeNull();
    expect(memeViewOf({ ...state, game: null })).toBeNull();
  });
});
