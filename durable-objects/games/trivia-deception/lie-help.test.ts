// «ساعدوني بكذبة» (issue 43) replayed from a seed: a house lie sent as the player's own, never
// the truth nor another player's lie, twice per player per game.
import { describe, expect, it } from "vitest";
import type { TriviaView } from "../../../schema/game-views";
import { GAME_RULES } from "../../../schema/limits";
import { FRESHNESS } from "../shared/content";
import { players, ReplayTable } from "../shared/test-table";
import type { TriviaCandidate, TriviaContent } from "./content";
import { houseLiesFor, LIE_HELP_TEXT } from "./lie-help";
import { TRIVIA_TEXT, triviaDeception, type TriviaState } from "./rules";

const question = (id: number, overrides: Partial<TriviaCandidate> = {}): TriviaCandidate => ({
  id: String(id),
  subcategoryId: "1",
  content: `ما عاصمة أستراليا؟ (${id})`,
  imageUrl: null,
  correctAnswer: "كانبرا",
  alternatives: ["كانبيرا"],
  fakes: ["سيدني", "ملبورن", "بيرث"],
  freshness: FRESHNESS.fresh,
  seenBy: 0,
  ...overrides,
});

const content = (questions: TriviaCandidate[]): TriviaContent => ({ subcategories: [{ id: "1", nameAr: "عواصم" }], questions });

class Table extends ReplayTable<TriviaState, TriviaContent, TriviaView> {
  constructor(n: number, questions: TriviaCandidate[], seed = 7) {
    super(triviaDeception, players(n), { rounds: 4 }, ["1"], content(questions), seed);
  }
  act(playerId: string, action: string, payload: Record<string, unknown> = {}) {
    return this.apply({ kind: "player", playerId, action, data: { action, payload } });
  }
  /** Ends the round (writing and voting by their timers) and opens the next one. */
  nextRound() {
    if (this.state.phase === "writing") this.timer();
    if (this.state.phase === "voting") this.timer();
    this.act("p1", "next_round");
  }
}

const refusalOf = (step: { events: { data: unknown }[] }) => (step.events[0]?.data as { message?: string; code?: string } | undefined) ?? null;

describe("bluff trivia: «ساعدوني بكذبة»", () => {
  it("sends a house lie as the player's own, and the same seed draws the same one", () => {
    const draw = () => {
      const t = new Table(3, [question(1)]);
      expect(t.state.phase).toBe("writing");
      t.act("p2", "SUGGEST_LIE");
      return t;
    };
    const t = draw();
    const lie = t.state.lies.p2;
    expect(["سيدني", "ملبورن", "بيرث"]).toContain(lie);
    expect(draw().state.lies.p2).toBe(lie);
    expect(t.view("p2").myAnswer).toBe(lie);
    expect(t.view("p2").lieHelpsLeft).toBe(GAME_RULES.trivia.lieHelpsPerGame - 1);
    expect(t.view("p1").lieHelpsLeft).toBe(GAME_RULES.trivia.lieHelpsPerGame);
    expect(t.view("p2").playerStatus?.p2?.hasAnswered).toBe(true);
    // It stands in the vote as p2's lie, and scores as one.
    t.act("p1", "SUBMIT_ANSWER", { answer: "هوبارت" });
    t.act("p3", "SUBMIT_ANSWER", { answer: "دارون" });
    expect(t.state.phase).toBe("voting");
    const option = t.state.options.find((o) => o.answer === lie)!;
    expect(option).toMatchObject({ type: "fake", authors: ["p2"] });
    t.act("p1", "SUBMIT_VOTE", { optionId: option.id });
    t.timer();
    expect(t.state.phase).toBe("round_results");
    expect(t.state.roundPoints.p2).toBeGreaterThan(0);
  });

  it("never gives the truth, a spelling of it, or a lie another player sent", () => {
    const t = new Table(4, [question(1, { fakes: ["كانبيرا", "كانبرا", "سيدني", "ملبورن"] })]);
    t.act("p1", "SUBMIT_ANSWER", { answer: "سيدني" });
    expect(houseLiesFor(t.state)).toEqual(["ملبورن"]);
    t.act("p2", "SUGGEST_LIE");
    expect(t.state.lies.p2).toBe("ملبورن");
    // Nothing left that is neither the truth nor someone's lie: refused, and the player writes.
    const refused = t.act("p3", "SUGGEST_LIE");
    expect(refusalOf(refused)).toMatchObject({ message: LIE_HELP_TEXT.noHouseLie, code: "no_house_lie" });
    expect(t.state.lies.p3).toBeUndefined();
    expect(t.state.lieHelps?.p3).toBeUndefined();
  });

  it("two players stuck on one question get different house lies", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const t = new Table(3, [question(1)], seed);
      t.act("p1", "SUGGEST_LIE");
      t.act("p2", "SUGGEST_LIE");
      expect(t.state.lies.p1).not.toBe(t.state.lies.p2);
    }
  });

  it("is taken twice per game, then refused; a resend changes nothing; after a lie it is refused", () => {
    const t = new Table(2, [1, 2, 3, 4].map((id) => question(id)));
    t.act("p1", "SUGGEST_LIE");
    const before = t.state;
    expect(t.act("p1", "SUGGEST_LIE").events).toEqual([]);
    expect(t.state).toBe(before);
    t.act("p2", "SUBMIT_ANSWER", { answer: "هوبارت" });
    t.nextRound();
    expect(t.state.phase).toBe("writing");
    t.act("p2", "SUBMIT_ANSWER", { answer: "هوبارت" });
    expect(refusalOf(t.act("p2", "SUGGEST_LIE"))?.message).toBe(TRIVIA_TEXT.alreadyAnswered);
    t.act("p1", "SUGGEST_LIE");
    expect(t.view("p1").lieHelpsLeft).toBe(0);
    t.nextRound();
    expect(refusalOf(t.act("p1", "SUGGEST_LIE"))).toMatchObject({ message: LIE_HELP_TEXT.noHelpsLeft, code: "no_lie_helps_left" });
    expect(t.state.lies.p1).toBeUndefined();
    expect(t.state.lieHelps).toEqual({ p1: GAME_RULES.trivia.lieHelpsPerGame });
  });

  it("is refused outside the writing phase", () => {
    const t = new Table(2, [question(1)]);
    t.timer();
    expect(t.state.phase).toBe("voting");
    expect(refusalOf(t.act("p1", "SUGGEST_LIE"))?.message).toBe(TRIVIA_TEXT.notWriting);
  });
});
