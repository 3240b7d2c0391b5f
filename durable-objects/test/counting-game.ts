// A small game for the actor's tests: each round everyone guesses a number,
// the closest guesses score, then the admin moves on. It exercises the whole
// engine contract (deadlines, stale timers, per-player views, roster changes)
// without any of the real games' rules.
import type { EnginePlayer, GameDefinition, RegisteredGame, Step } from "../engine/types";

export interface CountingState {
  phase: "guessing" | "reveal" | "final_ranking";
  phaseSeq: number;
  round: number;
  totalRounds: number;
  target: number;
  guesses: Record<string, number>;
  scores: Record<string, number>;
  players: EnginePlayer[];
  phaseEndsAt: number | null;
  guessSeconds: number;
}

const guessingStep = (state: CountingState, now: number, random: () => number, events: Step<CountingState>["events"] = []): Step<CountingState> => {
  const next: CountingState = {
    ...state,
    phase: "guessing",
    phaseSeq: state.phaseSeq + 1,
    target: Math.floor(random() * 10),
    guesses: {},
    phaseEndsAt: now + state.guessSeconds * 1000,
  };
  return { state: next, events, deadline: { phaseSeq: next.phaseSeq, at: next.phaseEndsAt! } };
};

function reveal(state: CountingState): Step<CountingState> {
  const scores = { ...state.scores };
  for (const [id, guess] of Object.entries(state.guesses)) if (guess === state.target) scores[id] = (scores[id] ?? 0) + 100;
  return { state: { ...state, phase: "reveal", phaseSeq: state.phaseSeq + 1, scores, phaseEndsAt: null }, events: [], deadline: null };
}

const unchanged = (state: CountingState, to?: string, message?: string): Step<CountingState> => ({
  state,
  events: to && message ? [{ to, type: "submission-error", data: { message } }] : [],
});

export const countingGame: GameDefinition<CountingState, { label: string }> = {
  gameType: "trivia-deception",
  setup: ({ players, settings, random, now }) =>
    guessingStep(
      {
        phase: "guessing",
        phaseSeq: 0,
        round: 1,
        totalRounds: settings.rounds ?? 3,
        target: 0,
        guesses: {},
        scores: Object.fromEntries(players.map((p) => [p.playerId, 0])),
        players,
        phaseEndsAt: null,
        guessSeconds: settings.writingTime ?? 30,
      },
      now,
      random,
    ),
  apply(state, action, ctx) {
    if (action.kind === "roster") return { state: { ...state, players: action.players }, events: [] };
    // The counting game has no players' texts for a moderator to judge.
    if (action.kind === "clock" || action.kind === "moderate") return unchanged(state);
    if (action.kind === "timer") return action.phaseSeq === state.phaseSeq && state.phase === "guessing" ? reveal(state) : unchanged(state);
    if (action.action === "SUBMIT_ANSWER") {
      if (state.phase !== "guessing") return unchanged(state, action.playerId, "مو وقت الإجابة");
      if (action.playerId in state.guesses) return unchanged(state, action.playerId, "أرسلت إجابتك من قبل");
      const answer = Number((action.data.payload as { answer?: unknown } | undefined)?.answer);
      if (!Number.isInteger(answer)) return unchanged(state, action.playerId, "إجابة غير صالحة");
      const next = { ...state, guesses: { ...state.guesses, [action.playerId]: answer } };
      const waiting = next.players.filter((p) => p.isOnline && !(p.playerId in next.guesses));
      return waiting.length === 0 ? reveal(next) : { state: next, events: [] };
    }
    if (action.action === "next_round" && state.phase === "reveal") {
      if (state.round >= state.totalRounds)
        return { state: { ...state, phase: "final_ranking", phaseSeq: state.phaseSeq + 1 }, events: [], deadline: null };
      return guessingStep({ ...state, round: state.round + 1 }, ctx.now, ctx.random);
    }
    return unchanged(state, action.playerId, "إجراء غير متاح الآن");
  },
  playerView: (state, playerId) => ({
    currentPhase: state.phase,
    phaseSeq: state.phaseSeq,
    phaseEndsAt: state.phaseEndsAt,
    phaseDuration: state.phase === "guessing" ? state.guessSeconds : null,
    roundNumber: state.round,
    totalRounds: state.totalRounds,
    isKillRound: state.round === state.totalRounds,
    scores: state.scores,
    myGuess: state.guesses[playerId] ?? null,
    // Other players' guesses and the target stay secret until the reveal.
    guesses: state.phase === "guessing" ? {} : state.guesses,
    target: state.phase === "guessing" ? null : state.target,
    playerStatus: Object.fromEntries(state.players.map((p) => [p.playerId, { hasAnswered: p.playerId in state.guesses }])),
  }),
};

export const countingRegistration: RegisteredGame<CountingState, { label: string }> = {
  definition: countingGame,
  loadContent: async (source) => {
    const row = (await source.query<{ name_ar: string }>("SELECT name_ar FROM games WHERE id = ?", 1))[0];
    return { label: row?.name_ar ?? "" };
  },
};
