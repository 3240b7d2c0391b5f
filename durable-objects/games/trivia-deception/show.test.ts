// Bluff trivia's staged reveal on the room's clock (issue 43): while a big screen watches, a
// phone's view holds no truth, author, voter or point before the beat that tells it; without one
// everything comes at once. After the show the round moves on by itself unless held or host-paced.
import { describe, expect, it } from "vitest";
import type { TriviaView } from "../../../schema/game-views";
import { SHOW_PACE } from "../../../schema/limits";
import { showEndsAt } from "../../../schema/show";
import type { EnginePlayer, SetupCtx } from "../../engine/types";
import { FRESHNESS } from "../shared/content";
import { players, ReplayTable } from "../shared/test-table";
import type { TriviaContent } from "./content";
import { triviaDeception, type TriviaState } from "./rules";

const content: TriviaContent = {
  subcategories: [{ id: "1", nameAr: "فئة" }],
  questions: Array.from({ length: 6 }, (_, i) => ({
    id: String(i + 1),
    subcategoryId: "1",
    content: `سؤال ${i + 1}؟`,
    imageUrl: null,
    correctAnswer: "مجبوس",
    alternatives: [],
    fakes: ["كبسة", "هريس", "مضروبة"],
    freshness: FRESHNESS.fresh,
    seenBy: 0,
  })),
};

class Table extends ReplayTable<TriviaState, TriviaContent, TriviaView> {
  constructor(roster: EnginePlayer[], extra: Partial<SetupCtx<TriviaContent>> = {}, screen = false) {
    super(triviaDeception, roster, { rounds: 3 }, ["1"], content, 42, extra);
    this.screen = screen;
  }
  act(playerId: string, action: string, payload: Record<string, unknown> = {}) {
    return this.apply({ kind: "player", playerId, action, data: { action, payload } });
  }
  option(type: "correct" | "fake", answer?: string) {
    return this.state.options.find((o) => o.type === type && (answer === undefined || o.answer === answer))!;
  }
  /** p1 finds the truth, p2 falls for p3's lie, p3 for p1's: the round's results with its show. */
  playToResults() {
    expect(this.state.phase).toBe("writing");
    this.act("p1", "SUBMIT_ANSWER", { answer: "تاروت" });
    this.act("p2", "SUBMIT_ANSWER", { answer: "بلاليط" });
    this.act("p3", "SUBMIT_ANSWER", { answer: "ثريد" });
    this.act("p1", "SUBMIT_VOTE", { optionId: this.option("correct").id });
    this.act("p2", "SUBMIT_VOTE", { optionId: this.option("fake", "ثريد").id });
    this.act("p3", "SUBMIT_VOTE", { optionId: this.option("fake", "تاروت").id });
    expect(this.state.phase).toBe("round_results");
  }
  /** The room's alarm at the next deadline. */
  alarm() {
    return this.timerAt(this.last.deadline!.at);
  }
}

/** Everything in a view that would tell the round's truth or its points. */
function spoilers(view: TriviaView) {
  return {
    truth: view.currentQuestion?.correctAnswer ?? null,
    typed: view.displayOptions.filter((o) => o.type !== undefined).map((o) => o.answer),
    points: view.roundPoints,
  };
}

describe("bluff trivia's show on the room's clock", () => {
  it("with a big screen, a phone holds no truth before the truth beat, each lie's facts from its own beat, and the points from the totals", () => {
    const t = new Table(players(3), {}, true);
    t.playToResults();
    const show = t.state.show!;
    expect(show.follow).toBe(true);
    expect(show.beats.map((b) => b.kind)).toEqual(["lie", "fooled", "author", "lie", "fooled", "author", "unpicked", "truth", "finders", "totals"]);
    // The first beat: nothing is told yet, and the schedule names no later beat's subject.
    const first = t.view("p2");
    expect(spoilers(first)).toEqual({ truth: null, typed: [], points: {} });
    expect(first.show!.beats.slice(1).every((b) => b.subject === null)).toBe(true);
    expect(first.votes).toEqual({});
    expect(first.scores).toEqual({ p1: 0, p2: 0, p3: 0 });
    // The big screen (no seat) has the whole show from the start.
    expect(t.view("").currentQuestion!.correctAnswer).toBe("مجبوس");
    expect(t.view("").show!.beats.find((b) => b.kind === "truth")!.subject).toBe(t.option("correct").id);
    // The room's alarm comes at each beat; the phones learn a lie's facts at its third beat.
    const firstLie = show.beats[0].subject!;
    expect(t.last.deadline).toEqual({ phaseSeq: t.state.phaseSeq, at: show.startsAt + show.beats[1].at });
    t.alarm();
    expect(t.view("p2").displayOptions.find((o) => o.id === firstLie)!.type).toBeUndefined();
    t.alarm();
    expect(t.view("p2").displayOptions.find((o) => o.id === firstLie)).toMatchObject({ type: "fake" });
    while (t.state.show!.beats[t.state.show!.shown - 1].kind !== "finders") {
      expect(spoilers(t.view("p3")).truth).toBeNull();
      t.alarm();
      if (t.state.show!.beats[t.state.show!.shown - 1].kind === "truth") break;
    }
    expect(t.view("p3").currentQuestion!.correctAnswer).toBe("مجبوس");
    expect(t.view("p3").roundPoints).toEqual({});
    while (t.state.show!.shown < t.state.show!.beats.length) t.alarm();
    expect(t.view("p3").roundPoints).toEqual({ p1: 1500, p2: 0, p3: 500 });
    expect(t.view("p3").scores).toEqual({ p1: 1500, p2: 0, p3: 500 });
    expect(t.view("p3").displayOptions.every((o) => o.type !== undefined)).toBe(true);
  });

  it("the host's pause stops the countdown, not the show: the phones are still told each beat in the big screen's time", () => {
    const t = new Table(players(3), {}, true);
    t.playToResults();
    t.apply({ kind: "clock", op: "pause" });
    expect(t.state.paused).toBeTruthy();
    const show = t.state.show!;
    expect(t.last.deadline).toEqual({ phaseSeq: t.state.phaseSeq, at: show.startsAt + show.beats[1].at });
    while (t.state.show!.shown < show.beats.length) t.alarm();
    expect(t.state.phase).toBe("round_results");
    expect(t.view("p2").currentQuestion!.correctAnswer).toBe("مجبوس");
    // The countdown waits for «استئناف».
    expect(t.last.deadline).toBeNull();
  });

  it("without a big screen, a phone has the whole results at once", () => {
    const t = new Table(players(3));
    t.playToResults();
    expect(t.state.show!.follow).toBe(false);
    expect(spoilers(t.view("p2"))).toMatchObject({ truth: "مجبوس", points: { p1: 1500, p2: 0, p3: 500 } });
    expect(t.view("p2").displayOptions.every((o) => o.type !== undefined)).toBe(true);
  });

  it("moves on by itself after the show and its countdown, with nobody tapping", () => {
    const t = new Table(players(3));
    t.playToResults();
    const end = showEndsAt(t.state.show!) + SHOW_PACE.autoNextMs;
    expect(t.state.phaseEndsAt).toBe(end);
    expect(t.view("p2")).toMatchObject({ autoNext: true, held: false, phaseEndsAt: end });
    t.timerAt(end);
    expect(t.state).toMatchObject({ phase: "writing", round: 2 });
  });

  it("«انتظار» holds the countdown until the host's «التالي»; only the host may hold", () => {
    const t = new Table(players(3));
    t.playToResults();
    expect(t.act("p2", "hold_next").events[0].data).toMatchObject({ code: "not_admin" });
    const held = t.act("p1", "hold_next");
    expect(held.deadline).toBeNull();
    expect(t.view("p3")).toMatchObject({ held: true, phaseEndsAt: null });
    expect(t.state.phase).toBe("round_results");
    t.act("p1", "next_round");
    expect(t.state).toMatchObject({ phase: "writing", round: 2, held: false });
  });

  it("the host's «التالي» during a followed show plays it to its end, and the next one moves on", () => {
    const t = new Table(players(3), {}, true);
    t.playToResults();
    const skipped = t.act("p1", "next_round");
    expect(t.state.phase).toBe("round_results");
    expect(t.state.show!.shown).toBe(t.state.show!.beats.length);
    expect(showEndsAt(t.state.show!)).toBeLessThanOrEqual(t.now);
    expect(t.view("p2").currentQuestion!.correctAnswer).toBe("مجبوس");
    expect(skipped.deadline).toEqual({ phaseSeq: t.state.phaseSeq, at: t.now + SHOW_PACE.autoNextMs });
    t.act("p1", "next_round");
    expect(t.state).toMatchObject({ phase: "writing", round: 2 });
  });

  it("a room that keeps the host's pacing waits for «التالي» after every round", () => {
    const t = new Table(players(3), { hostPaced: true });
    t.playToResults();
    expect(t.last.deadline).toBeNull();
    expect(t.view("p1")).toMatchObject({ autoNext: false, phaseEndsAt: null });
    expect(t.act("p1", "hold_next").events[0].type).toBe("submission-error");
  });
});
