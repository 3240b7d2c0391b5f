// Whole games of bluff trivia replayed from a seed: the rules alone, no room, no sockets.
import { describe, expect, it } from "vitest";
import type { TriviaView } from "../../../schema/game-views";
import { seededRandom } from "../../engine/random";
import type { EngineAction, EnginePlayer, Step } from "../../engine/types";
import { SHOW_PACE } from "../../../schema/limits";
import { showEndsAt } from "../../../schema/show";
import { FRESHNESS } from "../shared/content";
import { players, ReplayTable, T0 } from "../shared/test-table";
import { type TriviaCandidate, type TriviaContent } from "./content";
import { TRIVIA_TEXT, triviaDeception, type TriviaState } from "./rules";

function question(id: number, subcategoryId: string, overrides: Partial<TriviaCandidate> = {}): TriviaCandidate {
  return {
    id: String(id),
    subcategoryId,
    content: `سؤال رقم ${id}؟`,
    imageUrl: null,
    correctAnswer: "كانبرا",
    alternatives: ["كانبيرا"],
    fakes: ["سيدني", "ملبورن", "بيرث"],
    freshness: FRESHNESS.fresh,
    seenBy: 0,
    ...overrides,
  };
}

function content(perSubcategory = 6, subcategories = ["1", "2", "3", "4", "5"]): TriviaContent {
  let id = 0;
  return {
    subcategories: subcategories.map((s) => ({ id: s, nameAr: `فئة ${s}` })),
    questions: subcategories.flatMap((s) => Array.from({ length: perSubcategory }, () => question(++id, s))),
  };
}

/** A game in progress: applies actions with the same per-step random the room actor uses. */
class Table extends ReplayTable<TriviaState, TriviaContent, TriviaView> {
  constructor(
    roster: EnginePlayer[],
    settings: Record<string, number> = { rounds: 3 },
    gameContent: TriviaContent = content(),
    seed = 42,
    categories = gameContent.subcategories.map((s) => s.id),
  ) {
    super(triviaDeception, roster, settings, categories, gameContent, seed);
  }
  act(playerId: string, action: string, payload: Record<string, unknown> = {}) {
    return this.apply({ kind: "player", playerId, action, data: { action, payload } });
  }
  /** The selector picks the first offered subcategory (if the phase is on). */
  choose() {
    if (this.state.phase === "subcategory_selection") this.act(this.state.selector!, "SELECT_SUBCATEGORY", { subcategoryId: this.state.offered[0] });
    expect(this.state.phase).toBe("writing");
  }
  optionOf(type: "correct" | "fake" | "other", answer?: string) {
    return this.state.options.find((o) => o.type === type && (answer === undefined || o.answer === answer))!;
  }
}

/** A one-subcategory game played through three rounds by timers; each round's question id and notice. */
function drawThreeRounds(t: Table): [string, string | null][] {
  const drawn: [string, string | null][] = [];
  for (let round = 1; round <= 3; round++) {
    expect(t.state.phase).toBe("writing"); // one subcategory: nothing to choose
    drawn.push([t.state.question!.id, t.state.notice]);
    t.timer();
    t.timer();
    t.act("p1", "next_round");
  }
  return drawn;
}

describe("bluff trivia: whole games", () => {
  it("three players play three rounds to the final ranking, the last round doubled", () => {
    const t = new Table(players(3));
    expect(t.state.phase).toBe("subcategory_selection");
    expect(t.state.selector).toBe("p1");
    expect(t.state.offered).toHaveLength(4);
    const selectors: string[] = [];
    for (let round = 1; round <= 3; round++) {
      expect(t.state.round).toBe(round);
      selectors.push(t.state.selector!);
      t.choose();
      expect(t.last.shown).toEqual([{ contentId: t.state.question!.id, userIds: ["user-1"] }]);
      t.act("p1", "SUBMIT_ANSWER", { answer: "سيدني" });
      t.act("p2", "SUBMIT_ANSWER", { answer: "بيرث" });
      t.act("p3", "SUBMIT_ANSWER", { answer: "هوبارت" });
      expect(t.state.phase).toBe("voting");
      // p1 finds the truth, p2 falls for p3's lie, p3 falls for p1's lie.
      t.act("p1", "SUBMIT_VOTE", { optionId: t.optionOf("correct").id });
      t.act("p2", "SUBMIT_VOTE", { optionId: t.optionOf("fake", "هوبارت").id });
      t.act("p3", "SUBMIT_VOTE", { optionId: t.optionOf("fake", "سيدني").id });
      expect(t.state.phase).toBe("round_results");
      const m = round === 3 ? 2 : 1;
      expect(t.state.roundPoints).toEqual({ p1: 1500 * m, p2: 0, p3: 500 * m });
      t.act("p1", "next_round");
    }
    expect(selectors).toEqual(["p1", "p2", "p3"]);
    expect(t.state.phase).toBe("final_ranking");
    expect(t.state.scores).toEqual({ p1: 6000, p2: 0, p3: 2000 });
    const view = t.view("p2");
    expect(view.ranking).toEqual([
      { playerId: "p1", score: 6000, rank: 1 },
      { playerId: "p3", score: 2000, rank: 2 },
      { playerId: "p2", score: 0, rank: 3 },
    ]);
    expect(view.awards.map((a) => [a.kind, a.playerIds, a.value])).toEqual([
      ["most_fooling", ["p1", "p3"], 3],
      ["most_fooled", ["p2", "p3"], 3],
      ["best_trick", [view.deceptionStats!.bestAnswer!.playerId], 1],
    ]);
    expect(view.deceptionStats!.bestAnswer!.roundNumber).toBe(1); // the first of equal tricks keeps the award
  });

  it("one player alone still gets a vote of at least four options", () => {
    const t = new Table(players(1), { rounds: 3 });
    for (let round = 1; round <= 3; round++) {
      t.choose();
      t.act("p1", "SUBMIT_ANSWER", { answer: "سيدني" });
      expect(t.state.phase).toBe("voting");
      // Their lie equals a decoy: it stays one option with its author, and the decoys fill up to four.
      expect(t.state.options.map((o) => o.type).sort()).toEqual(["correct", "fake", "other", "other"]);
      expect(t.state.options.filter((o) => o.answer === "سيدني")).toHaveLength(1);
      t.act("p1", "SUBMIT_VOTE", { optionId: t.optionOf("fake").id });
      expect(t.state.phase).toBe("round_results");
      expect(t.state.roundPoints).toEqual({ p1: 0 });
      t.act("p1", "next_round");
    }
    expect(t.state.phase).toBe("final_ranking");
    expect(t.view("p1").awards).toEqual([{ kind: "self_voters", playerIds: ["p1"], value: 3 }]);
  });

  it("eight players: merged lies, everyone's score, and ties share a rank", () => {
    const t = new Table(players(8), { rounds: 3 });
    t.choose();
    const lies = ["سيدني", "سِيدني", "ملبورن", "بيرث", "هوبارت", "دارون", "أديلايد", "بريزبن"];
    t.state.participants.forEach((id, i) => t.act(id, "SUBMIT_ANSWER", { answer: lies[i] }));
    expect(t.state.phase).toBe("voting");
    const merged = t.optionOf("fake", "سيدني");
    expect(merged.authors).toEqual(["p1", "p2"]);
    expect(t.state.options).toHaveLength(8); // truth + 7 distinct lies; no decoy needed
    // Three vote for the merged lie: the strong trick. The rest find the truth.
    for (const voter of ["p3", "p4", "p5"]) t.act(voter, "SUBMIT_VOTE", { optionId: merged.id });
    for (const voter of ["p1", "p2", "p6", "p7", "p8"]) t.act(voter, "SUBMIT_VOTE", { optionId: t.optionOf("correct").id });
    expect(t.state.phase).toBe("round_results");
    const view = t.view("p3");
    const shown = view.displayOptions.find((o) => o.id === merged.id)!;
    expect(shown.voters).toEqual(["p3", "p4", "p5"]);
    expect(shown.authors).toEqual(["p1", "p2"]);
    expect(t.state.scores.p1).toBe(1000 + 1500);
    expect(t.state.scores.p2).toBe(2500);
    expect(view.ranking.slice(0, 2).map((r) => r.rank)).toEqual([1, 1]);
    expect(view.ranking.slice(2, 5).every((r) => r.rank === 3 && r.score === 1000)).toBe(true);
    expect(view.ranking.slice(5).every((r) => r.rank === 6 && r.score === 0)).toBe(true);
  });

  it("timeouts with nobody acting still reach the final ranking with zero scores", () => {
    const t = new Table(players(3), { rounds: 3 });
    const phases: string[] = [];
    while (t.state.phase !== "final_ranking") {
      phases.push(t.state.phase);
      if (t.state.phase === "round_results") {
        // Issue 43: the round moves on by itself once its show and the countdown after it are over.
        expect(t.last.deadline).toEqual({ phaseSeq: t.state.phaseSeq, at: showEndsAt(t.state.show!) + SHOW_PACE.autoNextMs });
        t.act("p1", "next_round");
      } else {
        expect(t.last.deadline).toEqual({ phaseSeq: t.state.phaseSeq, at: t.state.phaseEndsAt });
        t.timer();
      }
    }
    expect(phases).toEqual(Array(3).fill(["subcategory_selection", "writing", "voting", "round_results"]).flat());
    expect(t.state.scores).toEqual({ p1: 0, p2: 0, p3: 0 });
    expect(t.view("p1").awards).toEqual([]);
  });

  it("replays identically from the same seed", () => {
    const run = () => {
      const t = new Table(players(3), { rounds: 3 }, content(), 7);
      while (t.state.phase !== "final_ranking") t.state.phase === "round_results" ? t.act("p1", "next_round") : t.timer();
      return t.state;
    };
    expect(run()).toEqual(run());
  });
});

describe("bluff trivia: lies", () => {
  it("refuses the correct answer and a too-close one as hints, then accepts a real lie", () => {
    const t = new Table(players(2));
    t.choose();
    expect(t.act("p1", "SUBMIT_ANSWER", { answer: "كانبرا" }).events).toEqual([
      { to: "p1", type: "submission-error", data: { message: TRIVIA_TEXT.answerIsCorrect, action: "SUBMIT_ANSWER", code: "answer_correct", hint: true } },
    ]);
    expect(t.act("p1", "SUBMIT_ANSWER", { answer: "كانبيرا" }).events[0].data).toMatchObject({ code: "answer_correct" }); // an alternative
    expect(t.act("p1", "SUBMIT_ANSWER", { answer: "كَانْبـرا" }).events[0].data).toMatchObject({ code: "answer_correct" }); // normalised
    expect(t.act("p1", "SUBMIT_ANSWER", { answer: "كامبرا" }).events[0].data).toMatchObject({ code: "answer_too_close", hint: true });
    expect(t.state.lies).toEqual({});
    expect(t.act("p1", "SUBMIT_ANSWER", { answer: "سيدني" }).events).toEqual([]);
    expect(t.state.lies).toEqual({ p1: "سيدني" });
  });

  it("refuses empty, too long, unclean and repeated answers with the spec's messages", () => {
    const t = new Table(players(2));
    t.choose();
    const error = (answer: unknown) => t.act("p1", "SUBMIT_ANSWER", { answer }).events[0]?.data.message;
    expect(error("   ")).toBe(TRIVIA_TEXT.emptyAnswer);
    expect(error(undefined)).toBe(TRIVIA_TEXT.emptyAnswer);
    expect(error("ب".repeat(51))).toBe(TRIVIA_TEXT.answerTooLong);
    expect(error(" سيدني")).toBe(TRIVIA_TEXT.answerNotClean);
    expect(error("ب".repeat(50))).toBeUndefined();
    expect(error("سيدني")).toBe(TRIVIA_TEXT.alreadyAnswered);
  });

  it("hides other lies, the truth, authors and types until the results", () => {
    const t = new Table(players(3));
    t.choose();
    t.act("p1", "SUBMIT_ANSWER", { answer: "سيدني" });
    const writing = t.view("p2");
    expect(writing.myAnswer).toBeNull();
    expect(writing.displayOptions).toEqual([]);
    expect(writing.currentQuestion!.correctAnswer).toBeNull();
    expect(JSON.stringify(writing)).not.toContain("سيدني");
    expect(JSON.stringify(writing)).not.toContain("كانبرا");
    expect(t.view("p1").myAnswer).toBe("سيدني");
    t.act("p2", "SUBMIT_ANSWER", { answer: "بيرث" });
    t.act("p3", "SUBMIT_ANSWER", { answer: "دارون" });
    const voting = t.view("p2");
    for (const option of voting.displayOptions) expect(Object.keys(option).sort()).toEqual(["answer", "id", "isMine"]);
    expect(voting.displayOptions.filter((o) => o.isMine).map((o) => o.answer)).toEqual(["بيرث"]);
    expect(voting.currentQuestion!.correctAnswer).toBeNull();
    expect(voting.votes).toEqual({});
  });
});

describe("bluff trivia: votes and timers", () => {
  function toVoting(t: Table) {
    t.choose();
    t.act("p1", "SUBMIT_ANSWER", { answer: "سيدني" });
    t.act("p2", "SUBMIT_ANSWER", { answer: "بيرث" });
    t.act("p3", "SUBMIT_ANSWER", { answer: "دارون" });
    expect(t.state.phase).toBe("voting");
  }

  it("counts one vote per player and refuses a second or an unknown option", () => {
    const t = new Table(players(3));
    toVoting(t);
    const correct = t.optionOf("correct").id;
    expect(t.act("p1", "SUBMIT_VOTE", {}).events[0].data.message).toBe(TRIVIA_TEXT.noOption);
    expect(t.act("p1", "SUBMIT_VOTE", { optionId: "99" }).events[0].data.message).toBe(TRIVIA_TEXT.unknownOption);
    t.act("p1", "SUBMIT_VOTE", { optionId: correct });
    expect(t.act("p1", "SUBMIT_VOTE", { optionId: t.optionOf("fake", "بيرث").id }).events[0].data.message).toBe(TRIVIA_TEXT.alreadyVoted);
    expect(t.state.votes).toEqual({ p1: correct });
    expect(t.view("p1").myVote).toBe(correct);
    expect(t.view("p2").myVote).toBeNull();
  });

  it("ignores stale and repeated timers", () => {
    const t = new Table(players(3));
    const selectionSeq = t.state.phaseSeq;
    t.choose();
    const writing = t.state;
    expect(t.timer(selectionSeq).state).toBe(writing); // the selection's alarm, delivered late
    t.timer();
    expect(t.state.phase).toBe("voting");
    const voting = t.state;
    expect(t.timer(writing.phaseSeq).state).toBe(voting); // the writing alarm again
    t.timer();
    expect(t.state.phase).toBe("round_results");
    const results = t.state;
    expect(t.timer(voting.phaseSeq).state).toBe(results);
    // Issue 43: the results' own deadline moves the game on by itself.
    t.timer();
    expect(t.state).toMatchObject({ phase: "subcategory_selection", round: 2 });
  });

  it("the room chooses when the selector times out or goes offline", () => {
    const t = new Table(players(3));
    t.timer();
    expect(t.state.phase).toBe("writing");
    expect(t.state.offered).toEqual([]);
    const u = new Table(players(3));
    expect(u.state.selector).toBe("p1");
    u.setRoster((p) => (p.playerId === "p1" ? { ...p, isOnline: false } : p));
    expect(u.state.phase).toBe("writing");
  });

  it("only the selector may choose, and only an offered subcategory", () => {
    const t = new Table(players(3));
    const notOffered = t.state.subcategories.map((s) => s.id).find((id) => !t.state.offered.includes(id))!;
    expect(t.act("p2", "SELECT_SUBCATEGORY", { subcategoryId: t.state.offered[0] }).events[0].data.message).toBe(TRIVIA_TEXT.notSelector);
    expect(t.act("p1", "SELECT_SUBCATEGORY", { subcategoryId: notOffered }).events[0].data.message).toBe(TRIVIA_TEXT.unknownSubcategory);
    expect(t.state.phase).toBe("subcategory_selection");
    expect(t.view("p2").availableSubcategories).toHaveLength(4);
  });

  it("a player leaving mid-round is not waited for, and their lie still stands", () => {
    const t = new Table(players(3));
    t.choose();
    t.act("p3", "SUBMIT_ANSWER", { answer: "دارون" });
    t.act("p1", "SUBMIT_ANSWER", { answer: "سيدني" });
    t.setRoster((p) => (p.playerId === "p2" ? null : p));
    expect(t.state.phase).toBe("voting");
    expect(t.state.participants).toEqual(["p1", "p3"]);
    t.act("p1", "SUBMIT_VOTE", { optionId: t.optionOf("fake", "دارون").id });
    t.setRoster((p) => (p.playerId === "p3" ? null : p));
    expect(t.state.phase).toBe("round_results");
    expect(t.view("p1").ranking.map((r) => r.playerId)).toEqual(["p1"]);
    expect(t.state.scores.p3).toBe(500);
  });

  it("offline players are not waited for, but an empty room keeps its timer", () => {
    const t = new Table(players(3));
    t.choose();
    t.setRoster((p) => (p.playerId === "p3" ? { ...p, isOnline: false } : p));
    t.act("p1", "SUBMIT_ANSWER", { answer: "سيدني" });
    t.act("p2", "SUBMIT_ANSWER", { answer: "بيرث" });
    expect(t.state.phase).toBe("voting");
    t.setRoster((p) => ({ ...p, isOnline: false }));
    expect(t.state.phase).toBe("voting");
  });

  it("a player arriving mid-phase watches, then takes part from the next phase", () => {
    const t = new Table(players(2));
    t.choose();
    t.roster = [...t.roster, { playerId: "late", nickname: "متأخر", isOnline: true, joinedAt: T0 + 99, userId: null }];
    t.apply({ kind: "roster", players: t.roster });
    expect(t.view("late").participants).not.toContain("late");
    expect(t.act("late", "SUBMIT_ANSWER", { answer: "سيدني" }).events[0].data.message).toBe(TRIVIA_TEXT.notPlaying);
    t.act("p1", "SUBMIT_ANSWER", { answer: "سيدني" });
    t.act("p2", "SUBMIT_ANSWER", { answer: "بيرث" });
    expect(t.state.phase).toBe("voting");
    expect(t.state.participants).toContain("late");
    expect(t.state.scores.late).toBe(0);
  });
});

describe("bluff trivia: drawing questions", () => {
  it("prefers questions new to the room and its players, and says so when they run out", () => {
    const fresh = question(1, "1");
    const seen = question(2, "1", { freshness: FRESHNESS.seenElsewhere, seenBy: 1 });
    const played = question(3, "1", { freshness: FRESHNESS.playedHere });
    const t = new Table(players(1), { rounds: 3 }, { subcategories: [{ id: "1", nameAr: "عواصم" }], questions: [played, seen, fresh] });
    expect(drawThreeRounds(t)).toEqual([
      ["1", null],
      ["2", TRIVIA_TEXT.seenElsewhere],
      ["3", TRIVIA_TEXT.playedHere],
    ]);
  });

  it("reuses this game's questions only when the pool runs dry", () => {
    const t = new Table(players(1), { rounds: 3 }, content(1, ["1"]));
    expect(drawThreeRounds(t)).toEqual([
      ["1", null],
      ["1", TRIVIA_TEXT.reused],
      ["1", TRIVIA_TEXT.reused],
    ]);
  });

  it("offers only subcategories with questions this room has not played", () => {
    const c = content(1, ["1", "2", "3"]);
    c.questions[0].freshness = FRESHNESS.playedHere;
    const t = new Table(players(2), { rounds: 3 }, c);
    expect([...t.state.offered].sort()).toEqual(["2", "3"]);
  });

  it("never draws the same question twice in a game while others remain", () => {
    const t = new Table(players(2), { rounds: 10 }, content(2, ["1", "2", "3"]), 3);
    const ids = new Set<string>();
    while (t.state.phase !== "final_ranking") {
      if (t.state.phase === "writing") ids.add(t.state.question!.id);
      t.state.phase === "round_results" ? t.act("p1", "next_round") : t.timer();
    }
    expect(ids.size).toBe(6);
  });

  it("takes a seeded random source only", () => {
    const r = seededRandom(1);
    expect(r()).toBe(seededRandom(1)());
  });
});
