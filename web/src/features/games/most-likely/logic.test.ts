import { describe, expect, it } from "vitest";
import type { MostLikelyView } from "../../../../../schema/game-views";
import type { RoomView, GameView } from "../../../../../schema/protocol";
import { testRoom, testSeat } from "../shared/test-room";
import {
  accusationRows,
  accusedTitle,
  candidates,
  chosenPlayer,
  endGroups,
  mostLikelyPlayerStatus,
  mostLikelyViewOf,
  nextLabel,
  roundsText,
  winsRows,
} from "./logic";
import { MOST_LIKELY_TEXTS } from "./texts";

const seat = (playerId: string, joinedAt: number) => testSeat(playerId, { nickname: `لاعب ${playerId}`, joinedAt });

function room(view: Partial<MostLikelyView>, you = "a"): { state: RoomView; view: MostLikelyView } {
  const game: MostLikelyView = {
    gameType: "most-likely",
    currentPhase: "voting",
    phaseSeq: 1,
    phaseEndsAt: null,
    phaseDuration: 30,
    roundNumber: 1,
    totalRounds: 3,
    isKillRound: false,
    scores: { a: 0, b: 0, c: 0 },
    participants: ["a", "b", "c"],
    roundPoints: {},
    ranking: [],
    notice: null,
    currentQuestion: { id: "q1", content: "مين أكثر واحد ينام بدري؟", imageUrl: null },
    myVote: null,
    voteDetails: [],
    accusations: [],
    accused: [],
    roundWins: { a: 0, b: 0, c: 0 },
    groups: null,
    playerStatus: { a: { hasVoted: true }, b: { hasVoted: false }, c: { hasVoted: false } },
    ...view,
  };
  // Seat order is join order, whatever order the record holds them in.
  const players = { c: seat("c", 3), a: seat("a", 1), b: seat("b", 2), d: seat("d", 4) };
  const state = testRoom(game, { gameType: "most-likely", you, categories: ["1"], players });
  return { state, view: game };
}

describe("most likely: reading the view", () => {
  it("reads the game only when most likely runs", () => {
    const { state } = room({});
    expect(mostLikelyViewOf(state)?.currentPhase).toBe("voting");
    expect(mostLikelyViewOf({ ...state, game: { ...state.game!, gameType: "trivia-deception" } as unknown as GameView })).toBeNull();
    expect(mostLikelyViewOf({ ...state, game: null })).toBeNull();
  });
});

describe("most likely: the admin's next button", () => {
  it("goes to the next round, then the kill round, and after the last round ends the game", () => {
    expect(nextLabel({ roundNumber: 1, totalRounds: 3 })).toBe("الجولة التالية");
    expect(nextLabel({ roundNumber: 2, totalRounds: 3 })).toBe("جولة الحسم");
    expect(nextLabel({ roundNumber: 3, totalRounds: 3 })).toBe("نهاية اللعبة");
    expect(nextLabel({ roundNumber: 1, totalRounds: 1 })).toBe("نهاية اللعبة");
  });
});

describe("most likely: voting", () => {
  it("offers every seated player in seat order, oneself included", () => {
    const { state } = room({});
    expect(candidates(state).map((p) => p.playerId)).toEqual(["a", "b", "c", "d"]);
  });

  it("shows the counted vote after a refresh, before any tap", () => {
    expect(chosenPlayer({ myVote: "b" }, null)).toBe("b");
    expect(chosenPlayer({ myVote: "b" }, "c")).toBe("b");
    expect(chosenPlayer({ myVote: null }, "c")).toBe("c");
    expect(chosenPlayer({ myVote: null }, null)).toBeNull();
  });

  it("quotes the specification's no-player toast", () => {
    expect(MOST_LIKELY_TEXTS.voting.noChoiceToast).toEqual({ variant: "destructive", title: "لم يُختر لاعب", description: "يلزم اختيار لاعب للتصويت" });
  });

  it("tells voted from voting, and a seat taken mid-vote watches", () => {
    const { state, view } = room({});
    expect(mostLikelyPlayerStatus(state, view, "a")).toBe("voted");
    expect(mostLikelyPlayerStatus(state, view, "b")).toBe("voting");
    expect(mostLikelyPlayerStatus(state, view, "d")).toBe("watching");
    const results = room({ currentPhase: "round_results" });
    expect(mostLikelyPlayerStatus(results.state, results.view, "a")).toBe("waiting");
  });
});

describe("most likely: round results", () => {
  it("marks every tied top player as accused, in the server's order", () => {
    const { view } = room({
      currentPhase: "round_results",
      accusations: [
        { playerId: "b", count: 2, voters: ["a", "c"] },
        { playerId: "c", count: 2, voters: ["b", "d"] },
        { playerId: "a", count: 1, voters: ["a"] },
      ],
      accused: ["b", "c"],
    });
    expect(accusationRows(view).map((r) => [r.playerId, r.count, r.isAccused])).toEqual([
      ["b", 2, true],
      ["c", 2, true],
      ["a", 1, false],
    ]);
    expect(accusedTitle(view.accused)).toBe("المتهمين (تعادل)");
    expect(accusedTitle(["b"])).toBe("المتهم");
  });

  it("lists rounds won so far, most first, ties in seat order, seated players only", () => {
    const { state, view } = room({ roundWins: { c: 1, a: 1, b: 2, gone: 3 } });
    expect(winsRows(state, view)).toEqual([
      { playerId: "b", wins: 2 },
      { playerId: "a", wins: 1 },
      { playerId: "c", wins: 1 },
    ]);
  });

  it("counts rounds in Arabic", () => {
    expect([0, 1, 2, 3, 10, 11].map(roundsText)).toEqual(["لا جولات", "جولة واحدة", "جولتان", "3 جولات", "10 جولات", "11 جولة"]);
  });
});

describe("most likely: game end groups", () => {
  it("keeps the server's three groups with each player's rounds won, leaving out empty ones", () => {
    const { view } = room({
      currentPhase: "game_end",
      roundWins: { a: 2, b: 1, c: 0, d: 0 },
      groups: { biggestAccused: ["a"], accused: ["b"], innocents: ["c", "d"] },
    });
    expect(endGroups(view)).toEqual([
      { kind: "biggestAccused", title: "المتهم الأكبر", players: [{ playerId: "a", wins: 2 }] },
      { kind: "accused", title: "المتهمين", players: [{ playerId: "b", wins: 1 }] },
      {
        kind: "innocents",
        title: "الأبرياء",
        players: [
          { playerId: "c", wins: 0 },
          { playerId: "d", wins: 0 },
        ],
      },
    ]);
  });

  it("shows a tie for the biggest accused together, and no groups before the end", () => {
    const tie = room({ currentPhase: "game_end", roundWins: { a: 1, b: 1 }, groups: { biggestAccused: ["a", "b"], accused: [], innocents: [] } });
    expect(endGroups(tie.view).map((g) => [g.kind, g.players.map((p) => p.playerId)])).toEqual([["biggestAccused", ["a", "b"]]]);
    expect(endGroups(room({}).view)).toEqual([]);
  });
});
