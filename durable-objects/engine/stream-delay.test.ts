// A streamed room's delay on the phase driver: a phase the audience votes in lasts the delay
// longer, and the players done early do not end it before the delayed audience had its time.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { GameViewFields } from "../../schema/game-views";
import { phaseDriven, type PhaseState } from "./phases";
import { seededRandom } from "./random";
import type { EngineAction, EnginePlayer } from "./types";

// Trivia's phase names: "voting" is one the audience votes in (schema/games), "writing" is not.
type Phase = "writing" | "voting" | "results" | "end";
interface VoteState extends PhaseState<Phase> {
  scores: Record<string, number>;
  done: Record<string, true>;
}

const SECONDS = 30;
const T0 = 1_000_000;

const game = phaseDriven<VoteState, Phase, null, GameViewFields>({
  gameType: "trivia-deception",
  rounds: { first: "writing", results: "results", final: "end" },
  phases: {
    writing: { seconds: () => SECONDS, takePart: "seated", enter: (s) => ({ ...s, done: {} }), acted: (s) => (id) => id in s.done, then: () => "voting" },
    voting: { seconds: () => SECONDS, takePart: "same", enter: (s) => ({ ...s, done: {} }), acted: (s) => (id) => id in s.done, then: () => "results" },
    results: { seconds: null, takePart: "same" },
    end: { seconds: null, takePart: "same" },
  },
  scores: "scores",
  texts: { notNow: "not now", notPlaying: "not playing" },
  setup: ({ players }) => ({
    phase: "writing",
    phaseSeq: 0,
    phaseEndsAt: null,
    phaseSeconds: null,
    round: 0,
    totalRounds: 1,
    players,
    participants: [],
    scores: {},
    done: {},
  }),
  actions: {
    DONE: {
      phases: ["writing", "voting"],
      wrongPhase: "not now",
      who: "participants",
      payload: z.object({}),
      refusals: {},
      handle: (state: VoteState, playerId: string) => ({ ...state, done: { ...state.done, [playerId]: true as const } }),
    },
  },
  view: (state) => ({ currentPhase: state.phase, roundNumber: state.round, totalRounds: state.totalRounds, phaseEndsAt: state.phaseEndsAt, phaseSeconds: state.phaseSeconds }) as unknown as GameViewFields,
});

const seat = (playerId: string): EnginePlayer => ({ playerId, nickname: playerId, isOnline: true, offlineSince: null, joinedAt: 1, userId: null });

function play(streamDelay?: number) {
  let now = T0;
  let state = game.setup({ players: [seat("a"), seat("b")], settings: {}, categories: [], content: null, random: seededRandom(1), now, ...(streamDelay !== undefined ? { streamDelay } : {}) }).state;
  const done = (playerId: string) => {
    now += 1000;
    const action: EngineAction = { kind: "player", playerId, action: "DONE", data: { action: "DONE" } };
    state = game.apply(state, action, { random: seededRandom(2), now, adminId: "a" }).state;
  };
  return { get state() { return state; }, get now() { return now; }, done };
}

describe("the stream's delay on the phase driver", () => {
  it("a voting phase lasts the delay longer; a writing phase, which the audience does not vote in, does not", () => {
    const delayed = play(12);
    expect(delayed.state.phase).toBe("writing");
    expect(delayed.state.phaseSeconds).toBe(SECONDS);
    delayed.done("a");
    delayed.done("b");
    expect(delayed.state.phase).toBe("voting");
    expect(delayed.state.phaseSeconds).toBe(SECONDS + 12);
    expect(delayed.state.phaseEndsAt).toBe(delayed.now + (SECONDS + 12) * 1000);
  });

  it("with a delay, the players all voting do not end the audience's window early; without one they do", () => {
    const delayed = play(12);
    for (const id of ["a", "b", "a", "b"]) delayed.done(id);
    expect(delayed.state.phase, "the players are done but the stream's audience is not").toBe("voting");

    const live = play(0);
    for (const id of ["a", "b", "a", "b"]) live.done(id);
    expect(live.state.phase).toBe("results");
    expect(play().state.streamDelay).toBeUndefined();
  });
});
