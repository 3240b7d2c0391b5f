// The phase driver on its own, with a two-phase game made for these tests: each round
// everyone picks a colour, then the admin moves on from the results.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LIVE_LIMITS } from "../../schema/limits";
import type { GameViewFields } from "../../schema/game-views";
import { actionOf, NOT_ADMIN_TEXT, PAUSED_TEXT, phaseDriven, refusal, type PhaseState } from "./phases";
import { seededRandom } from "./random";
import type { EngineAction, EnginePlayer, Step } from "./types";

type Phase = "picking" | "results" | "end";
interface PickState extends PhaseState<Phase> {
  scores: Record<string, number>;
  picks: Record<string, string>;
  /** Stands for a game's content pool: must keep its reference through every step. */
  pool: { colours: string[] };
}

const TEXT = { notNow: "not now", notPlaying: "next phase", notPicking: "not picking", already: "already", noColour: "no colour", unknown: "unknown colour" };
const SECONDS = 30;
const T0 = 1_000_000;

const pick = actionOf<PickState, Phase>()({
  phases: ["picking"],
  wrongPhase: TEXT.notPicking,
  who: "participants",
  once: { taken: (s, id) => id in s.picks, same: (s, id, sent) => s.picks[id] === sent.colour, message: TEXT.already },
  payload: z.object({ colour: z.string({ error: "no_colour" }).min(1, { error: "no_colour" }) }),
  refusals: { no_colour: { message: TEXT.noColour, code: "no_colour" } },
  handle: (state, playerId, { colour }) =>
    state.pool.colours.includes(colour) ? { ...state, picks: { ...state.picks, [playerId]: colour } } : refusal(TEXT.unknown, { hint: true }),
});

const game = phaseDriven<PickState, Phase, null, GameViewFields>({
  gameType: "trivia-deception",
  rounds: { first: "picking", results: "results", final: "end" },
  phases: {
    picking: { seconds: () => SECONDS, takePart: "seated", enter: (s) => ({ ...s, picks: {} }), acted: (s) => (id) => id in s.picks, then: () => "results" },
    results: { seconds: null, takePart: "same" },
    end: { seconds: null, takePart: "same" },
  },
  scores: "scores",
  texts: { notNow: TEXT.notNow, notPlaying: TEXT.notPlaying },
  setup: ({ players, settings }) => ({
    phase: "picking",
    phaseSeq: 0,
    phaseEndsAt: null,
    phaseSeconds: null,
    round: 1,
    totalRounds: settings.rounds ?? 2,
    players,
    participants: [],
    scores: {},
    picks: {},
    pool: { colours: ["red", "blue"] },
  }),
  actions: { PICK: pick },
  view: (s) => ({
    currentPhase: s.phase,
    phaseSeq: s.phaseSeq,
    phaseEndsAt: s.phaseEndsAt,
    phaseDuration: s.phaseSeconds,
    roundNumber: s.round,
    totalRounds: s.totalRounds,
    isKillRound: false,
    scores: s.scores,
  }),
});

const seat = (playerId: string, extra: Partial<EnginePlayer> = {}): EnginePlayer => ({ playerId, nickname: playerId, isOnline: true, joinedAt: T0, userId: null, ...extra });

class Table {
  now = T0;
  last: Step<PickState>;
  state: PickState;
  constructor(public roster: EnginePlayer[] = [seat("a"), seat("b")], rounds = 2, timeScale?: number) {
    this.last = game.setup({ players: roster, settings: { rounds }, categories: [], content: null, random: seededRandom(1), now: this.now, timeScale });
    this.state = this.last.state;
  }
  apply(action: EngineAction, advanceMs = 1000) {
    this.now += advanceMs;
    this.last = game.apply(this.state, action, { random: seededRandom(2), now: this.now, adminId: "a" });
    this.state = this.last.state;
    return this.last;
  }
  pick(playerId: string, payload: unknown) {
    return this.apply({ kind: "player", playerId, action: "PICK", data: { action: "PICK", payload } as Record<string, unknown> });
  }
  next(playerId = "a") {
    return this.apply({ kind: "player", playerId, action: "next_round", data: {} });
  }
  roster_(players: EnginePlayer[], advanceMs = 1000) {
    this.roster = players;
    return this.apply({ kind: "roster", players }, advanceMs);
  }
}

const errorOf = (step: Step<unknown>) => step.events[0]?.data.message;

describe("phase driver", () => {
  it("enters the first phase with its deadline and every seated player taking part", () => {
    const t = new Table();
    expect(t.state).toMatchObject({ phase: "picking", phaseSeq: 1, phaseSeconds: SECONDS, phaseEndsAt: T0 + SECONDS * 1000, participants: ["a", "b"], scores: { a: 0, b: 0 } });
    expect(t.last.deadline).toEqual({ phaseSeq: 1, at: T0 + SECONDS * 1000 });
  });

  it("ignores a timer set for an earlier phase, and a repeated one", () => {
    const t = new Table();
    t.apply({ kind: "timer", phaseSeq: 1 });
    expect(t.state).toMatchObject({ phase: "results", phaseSeq: 2, phaseEndsAt: null });
    expect(t.last.deadline).toBeNull(); // results wait for the admin
    t.next();
    const picking = t.state;
    const stale = t.apply({ kind: "timer", phaseSeq: 1 });
    expect(stale.state).toBe(picking);
    expect(stale.events).toEqual([]);
    expect(stale.deadline).toBeUndefined();
    t.apply({ kind: "timer", phaseSeq: 3 });
    const results = t.state;
    expect(t.apply({ kind: "timer", phaseSeq: 3 }).state).toBe(results); // delivered twice
  });

  it("ends a phase early once everyone waited for has acted", () => {
    const t = new Table();
    t.pick("a", { colour: "red" });
    expect(t.state.phase).toBe("picking");
    expect(t.last.deadline).toBeUndefined(); // no phase change: the actor keeps its deadline
    t.pick("b", { colour: "blue" });
    expect(t.state).toMatchObject({ phase: "results", phaseSeq: 2, picks: { a: "red", b: "blue" } });
  });

  it("keeps waiting for a player who dropped within the grace period, and stops after it (the storm fix)", () => {
    const t = new Table([seat("a"), seat("b"), seat("c")]);
    t.roster_([seat("a"), seat("b", { isOnline: false, offlineSince: t.now + 1000 }), seat("c", { isOnline: false, offlineSince: t.now + 1000 })]);
    t.pick("a", { colour: "red" });
    expect(t.state.phase).toBe("picking"); // b and c only just dropped
    t.roster_(t.roster, LIVE_LIMITS.turnGraceMs);
    expect(t.state.phase).toBe("results"); // past the grace: a was the only one left to wait for
  });

  it("never races through phases when nobody is left online", () => {
    const t = new Table();
    t.roster_([seat("a", { isOnline: false }), seat("b", { isOnline: false })]);
    expect(t.state.phase).toBe("picking");
    t.apply({ kind: "timer", phaseSeq: t.state.phaseSeq });
    expect(t.state.phase).toBe("results");
  });

  it("lets a late joiner watch, not waited for, and take part from the next phase", () => {
    const t = new Table([seat("a"), seat("b")], 3);
    t.roster_([...t.roster, seat("late")]);
    expect(t.state.participants).toEqual(["a", "b"]);
    expect(errorOf(t.pick("late", { colour: "red" }))).toBe(TEXT.notPlaying);
    t.pick("a", { colour: "red" });
    t.pick("b", { colour: "red" });
    expect(t.state.phase).toBe("results");
    expect(t.state.scores).toEqual({ a: 0, b: 0 });
    t.next();
    expect(t.state.participants).toEqual(["a", "b", "late"]);
    expect(t.state.scores).toEqual({ a: 0, b: 0, late: 0 });
  });

  it("stops waiting for a player who leaves, ending the phase if they were the last", () => {
    const t = new Table([seat("a"), seat("b"), seat("c")]);
    t.pick("a", { colour: "red" });
    t.pick("b", { colour: "blue" });
    t.roster_([seat("a"), seat("b")]);
    expect(t.state.phase).toBe("results");
    expect(t.state.participants).toEqual(["a", "b"]);
  });

  it("moves on from the results only for the admin, and only from the results", () => {
    const t = new Table();
    expect(t.next("a").events[0].data).toMatchObject({ message: TEXT.notNow, action: "next_round" });
    t.apply({ kind: "timer", phaseSeq: 1 });
    const results = t.state;
    const refused = t.next("b");
    expect(refused.state).toBe(results);
    expect(refused.events).toEqual([{ to: "b", type: "submission-error", data: { message: NOT_ADMIN_TEXT, action: "next_round", code: "not_admin" } }]);
    t.next("a");
    expect(t.state).toMatchObject({ phase: "picking", round: 2, phaseSeq: 3 });
  });

  it("ends in the final phase after the last round, where nothing moves any more", () => {
    const t = new Table([seat("a"), seat("b")], 1);
    t.apply({ kind: "timer", phaseSeq: 1 });
    t.next();
    expect(t.state).toMatchObject({ phase: "end", phaseSeq: 3, phaseEndsAt: null });
    expect(t.last.deadline).toBeNull();
    const end = t.state;
    expect(t.apply({ kind: "timer", phaseSeq: 3 }).state).toBe(end);
    expect(errorOf(t.next())).toBe(TEXT.notNow);
    expect(errorOf(t.pick("a", { colour: "red" }))).toBe(TEXT.notPicking);
  });

  it("refuses a bad payload with the game's words before the handler runs, never throwing", () => {
    const t = new Table();
    const before = t.state;
    for (const payload of [undefined, null, "red", [1], { colour: "" }, { colour: 7 }]) {
      const step = t.pick("a", payload);
      expect(step.state).toBe(before);
      expect(step.events).toEqual([{ to: "a", type: "submission-error", data: { message: TEXT.noColour, action: "PICK", code: "no_colour" } }]);
    }
    expect(t.pick("a", { colour: "green" }).events[0].data).toEqual({ message: TEXT.unknown, action: "PICK", hint: true });
    expect(errorOf(t.apply({ kind: "player", playerId: "a", action: "DANCE", data: {} }))).toBe(TEXT.notNow);
    expect(errorOf(t.apply({ kind: "player", playerId: "a", action: "toString", data: {} }))).toBe(TEXT.notNow);
  });

  it("takes a resent action silently and refuses a different second one", () => {
    const t = new Table([seat("a"), seat("b"), seat("c")]);
    t.pick("a", { colour: "red" });
    const picked = t.state;
    const resent = t.pick("a", { colour: "red" });
    expect(resent.state).toBe(picked);
    expect(resent.events).toEqual([]);
    expect(errorOf(t.pick("a", { colour: "blue" }))).toBe(TEXT.already);
    expect(errorOf(t.pick("a", {}))).toBe(TEXT.already); // checked before the payload
  });

  it("keeps unchanged parts of the state by reference through actions, phases and roster changes", () => {
    const t = new Table([seat("a"), seat("b"), seat("c")]);
    const { pool, players, participants } = t.state;
    const scores = t.state.scores;
    t.pick("a", { colour: "red" });
    expect(t.state.pool).toBe(pool);
    expect(t.state.scores).toBe(scores);
    expect(t.state.players).toBe(players);
    t.roster_([...t.roster]);
    expect(t.state.pool).toBe(pool);
    t.apply({ kind: "timer", phaseSeq: t.state.phaseSeq });
    t.next();
    expect(t.state.pool).toBe(pool);
    expect(t.state.scores).toBe(scores); // nobody new took part
    expect(t.state.participants).toBe(participants);
  });
});

describe("the phase driver at a real party (issue 22)", () => {
  it("stops waiting at once for a player who pressed «خروج», and waits again for them once back", () => {
    const t = new Table([seat("a"), seat("b"), seat("c")], 3);
    t.pick("a", { colour: "red" });
    t.roster_([seat("a"), seat("b"), seat("c", { isOnline: false, offlineSince: t.now, hasLeft: true })]);
    expect(t.state.phase).toBe("picking"); // b has not picked
    t.pick("b", { colour: "blue" });
    expect(t.state.phase).toBe("results"); // c left: not waited for, no grace
    expect(t.state.participants).toEqual(["a", "b", "c"]); // seat and score kept
    t.roster_([seat("a"), seat("b"), seat("c")]);
    t.next();
    t.pick("a", { colour: "red" });
    t.pick("b", { colour: "red" });
    expect(t.state.phase).toBe("picking"); // c is back and waited for
    t.pick("c", { colour: "red" });
    expect(t.state.phase).toBe("results");
  });

  it("stops waiting for a silent player once the grace has passed, when the room looks again", () => {
    const t = new Table([seat("a"), seat("b")]);
    t.pick("a", { colour: "red" });
    t.roster_([seat("a"), seat("b", { isOnline: false, offlineSince: t.now })], 0);
    expect(t.state.phase).toBe("picking");
    t.roster_(t.roster, LIVE_LIMITS.turnGraceMs);
    expect(t.state.phase).toBe("results");
  });

  it("pauses the clock with what was left, ignores the deadline, refuses moves, and resumes exactly", () => {
    const t = new Table();
    const paused = t.apply({ kind: "clock", op: "pause" }, 10_000);
    expect(t.state.paused).toEqual({ remainingMs: SECONDS * 1000 - 10_000 });
    expect(t.state.phaseEndsAt).toBeNull();
    expect(paused.deadline).toBeNull();
    expect(t.apply({ kind: "timer", phaseSeq: 1 }).state.phase).toBe("picking");
    expect(t.pick("a", { colour: "red" }).events[0].data).toMatchObject({ message: PAUSED_TEXT, code: "paused" });
    const resumed = t.apply({ kind: "clock", op: "resume" }, 60_000);
    expect(t.state.paused).toBeNull();
    expect(t.state.phaseEndsAt).toBe(t.now + SECONDS * 1000 - 10_000);
    expect(resumed.deadline).toEqual({ phaseSeq: 1, at: t.state.phaseEndsAt });
  });

  it("a phase finished by a departure while paused ends on resume, not before", () => {
    const t = new Table([seat("a"), seat("b")]);
    t.pick("a", { colour: "red" });
    t.apply({ kind: "clock", op: "pause" });
    t.roster_([seat("a"), seat("b", { isOnline: false, offlineSince: t.now, hasLeft: true })]);
    expect(t.state.phase).toBe("picking");
    t.apply({ kind: "clock", op: "resume" });
    expect(t.state.phase).toBe("results");
  });

  it("gives the phase 30 s more, running or paused, and its length grows with it", () => {
    const t = new Table();
    const extended = t.apply({ kind: "clock", op: "extend", ms: 30_000 }, 0);
    expect(t.state.phaseEndsAt).toBe(T0 + SECONDS * 1000 + 30_000);
    expect(t.state.phaseSeconds).toBe(SECONDS + 30);
    expect(extended.deadline).toEqual({ phaseSeq: 1, at: t.state.phaseEndsAt });
    t.apply({ kind: "clock", op: "pause" }, 0);
    t.apply({ kind: "clock", op: "extend", ms: 30_000 }, 0);
    expect(t.state.paused).toEqual({ remainingMs: SECONDS * 1000 + 60_000 });
    t.apply({ kind: "timer", phaseSeq: 1 });
    t.apply({ kind: "clock", op: "resume" }, 0);
    t.apply({ kind: "timer", phaseSeq: 1 });
    t.next();
    expect(t.state.phaseSeconds).toBe(SECONDS); // the next phase has its own length
  });

  it("does nothing to the clock of a phase that waits for the host", () => {
    const t = new Table();
    t.apply({ kind: "timer", phaseSeq: 1 });
    const results = t.state;
    expect(t.apply({ kind: "clock", op: "pause" }).state).toBe(results);
    expect(t.apply({ kind: "clock", op: "extend", ms: 30_000 }).state).toBe(results);
  });

  it("multiplies every phase timer by the room's «وقت أطول»", () => {
    for (const scale of [1, 1.5, 2]) {
      const t = new Table([seat("a"), seat("b")], 2, scale);
      expect(t.state.phaseSeconds).toBe(SECONDS * scale);
      expect(t.last.deadline).toEqual({ phaseSeq: 1, at: T0 + SECONDS * scale * 1000 });
      t.apply({ kind: "timer", phaseSeq: 1 });
      t.next();
      expect(t.state.phaseSeconds).toBe(SECONDS * scale);
    }
  });
});
