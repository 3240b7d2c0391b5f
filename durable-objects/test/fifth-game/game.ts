// «الأغلبية»'s rules: each round a question with two sides; every player picks one, and those
// on the side most players picked score. The phase ends when every present player picked, or at
// its deadline; the host moves on from the results; the last round ends on the ranking.
import type { ContentSource, EnginePlayer, GameDefinition, GameModule, Step } from "../../engine/types";
import { MAJORITY_TYPE, type MajorityPhase } from "./manifest";

export interface MajorityQuestion {
  id: string;
  content: string;
  sides: [string, string];
}

export interface MajorityState {
  phase: MajorityPhase;
  phaseSeq: number;
  round: number;
  totalRounds: number;
  questions: MajorityQuestion[];
  picks: Record<string, "a" | "b">;
  scores: Record<string, number>;
  players: EnginePlayer[];
  phaseEndsAt: number | null;
  pickingSeconds: number;
}

/** The fixture's own questions: no table holds them. */
export const MAJORITY_QUESTIONS: MajorityQuestion[] = [
  { id: "q1", content: "شاي أو قهوة؟", sides: ["شاي", "قهوة"] },
  { id: "q2", content: "البحر أو الجبل؟", sides: ["البحر", "الجبل"] },
  { id: "q3", content: "الصباح أو المساء؟", sides: ["الصباح", "المساء"] },
];

export const SCORE_FOR_MAJORITY = 100;

const present = (state: MajorityState) => state.players.filter((p) => p.isOnline && !p.hasLeft);

function picking(state: MajorityState, now: number): Step<MajorityState> {
  const next: MajorityState = { ...state, phase: "picking", phaseSeq: state.phaseSeq + 1, picks: {}, phaseEndsAt: now + state.pickingSeconds * 1000 };
  const question = state.questions[state.round - 1];
  return { state: next, events: [], deadline: { phaseSeq: next.phaseSeq, at: next.phaseEndsAt! }, shown: [{ contentId: question.id, userIds: [] }] };
}

function results(state: MajorityState): Step<MajorityState> {
  const counts = { a: 0, b: 0 };
  for (const side of Object.values(state.picks)) counts[side]++;
  const winner = counts.a === counts.b ? null : counts.a > counts.b ? "a" : "b";
  const scores = { ...state.scores };
  for (const [id, side] of Object.entries(state.picks)) if (side === winner) scores[id] = (scores[id] ?? 0) + SCORE_FOR_MAJORITY;
  return { state: { ...state, phase: "results", phaseSeq: state.phaseSeq + 1, scores, phaseEndsAt: null }, events: [], deadline: null };
}

const unchanged = (state: MajorityState, to?: string, message?: string): Step<MajorityState> => ({
  state,
  events: to && message ? [{ to, type: "submission-error", data: { message } }] : [],
});

export const majorityGame: GameDefinition<MajorityState, MajorityQuestion[]> = {
  gameType: MAJORITY_TYPE,
  setup: ({ players, settings, content, now }) =>
    picking(
      {
        phase: "picking",
        phaseSeq: 0,
        round: 1,
        totalRounds: Math.min(settings.rounds, content.length),
        questions: content,
        picks: {},
        scores: Object.fromEntries(players.map((p) => [p.playerId, 0])),
        players,
        phaseEndsAt: null,
        pickingSeconds: settings.pickingTime,
      },
      now,
    ),
  apply(state, action, ctx) {
    if (action.kind === "roster") return { state: { ...state, players: action.players }, events: [] };
    if (action.kind === "timer") return action.phaseSeq === state.phaseSeq && state.phase === "picking" ? results(state) : unchanged(state);
    if (action.kind !== "player") return unchanged(state);
    if (action.action === "SUBMIT_ANSWER") {
      if (state.phase !== "picking") return unchanged(state, action.playerId, "انتهى وقت الاختيار");
      if (action.playerId in state.picks) return unchanged(state, action.playerId, "وصل اختيارك من قبل");
      const side = (action.data.payload as { side?: unknown } | undefined)?.side;
      if (side !== "a" && side !== "b") return unchanged(state, action.playerId, "اختيار غير صالح");
      const next: MajorityState = { ...state, picks: { ...state.picks, [action.playerId]: side } };
      return present(next).every((p) => p.playerId in next.picks) ? results(next) : { state: next, events: [] };
    }
    if (action.action === "next_round" && state.phase === "results" && action.playerId === ctx.adminId) {
      if (state.round >= state.totalRounds) return { state: { ...state, phase: "final_ranking", phaseSeq: state.phaseSeq + 1 }, events: [], deadline: null };
      return picking({ ...state, round: state.round + 1 }, ctx.now);
    }
    return unchanged(state, action.playerId, "إجراء غير متاح الآن");
  },
  playerView: (state, playerId) => {
    const question = state.questions[state.round - 1];
    return {
      currentPhase: state.phase,
      phaseSeq: state.phaseSeq,
      phaseEndsAt: state.phaseEndsAt,
      phaseDuration: state.phase === "picking" ? state.pickingSeconds : null,
      roundNumber: state.round,
      totalRounds: state.totalRounds,
      isKillRound: false,
      gameOver: state.phase === "final_ranking",
      scores: state.scores,
      question: { content: question.content, sides: question.sides },
      myPick: state.picks[playerId] ?? null,
      // The others' picks stay hidden until the results, so nobody follows the crowd.
      picks: state.phase === "picking" ? {} : state.picks,
      playerStatus: Object.fromEntries(state.players.map((p) => [p.playerId, { hasAnswered: p.playerId in state.picks }])),
    };
  },
};

/** The game as the room runs it: its rules, its content, and what the audience may vote for. */
export const majorityModule: GameModule<MajorityState, MajorityQuestion[], { currentPhase: string }> = {
  definition: majorityGame,
  loadContent: async (_source: ContentSource) => MAJORITY_QUESTIONS,
  voteOptions: () => ["a", "b"],
  categoryShape: "categories",
  startCheck: (categories) => (categories.length ? null : { code: "no_category", message: "اختاروا فئة واحدة على الأقل" }),
};
