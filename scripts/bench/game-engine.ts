// How much work one game step costs the room actor, and how big the stored game
// state grows: whole games replayed from seeds, with 8 players and the largest
// question pool. Prints figures; asserts nothing.
//
//   npx tsx scripts/bench/game-engine.ts [games=200]
import { performance } from "node:perf_hooks";
import { stepRandom } from "../../durable-objects/engine/random";
import { findGame } from "../../durable-objects/engine/registry";
import type { EngineAction, EnginePlayer, GameDefinition } from "../../durable-objects/engine/types";
import "../../durable-objects/games";
import { FRESHNESS } from "../../durable-objects/games/shared/content";
import { type TriviaContent } from "../../durable-objects/games/trivia-deception/content";
import type { TriviaState } from "../../durable-objects/games/trivia-deception/rules";
import { GAME_SETTING_LIMITS } from "../../schema/limits";

const games = Number(process.argv[2] ?? 200);
const PLAYERS: EnginePlayer[] = Array.from({ length: 8 }, (_, i) => ({
  playerId: `anonymous_${1_700_000_000_000 + i}_abcdef`,
  nickname: `لاعب رقم ${i + 1}`,
  isOnline: true,
  joinedAt: 1_700_000_000_000 + i,
  userId: i < 4 ? `google-user-${i}` : null,
}));

/** The seed's shape at its largest: 14 subcategories of 13 questions, with Arabic text of typical length. */
function bigPool(): TriviaContent {
  const subcategories = Array.from({ length: 14 }, (_, i) => ({ id: String(i + 1), nameAr: `فئة فرعية ${i + 1}` }));
  let id = 0;
  return {
    subcategories,
    questions: subcategories.flatMap((s) =>
      Array.from({ length: 13 }, () => ({
        id: String(++id),
        subcategoryId: s.id,
        content: "ما اسم أطول نهر في قارة أفريقيا، والذي يمر بإحدى عشرة دولة؟",
        imageUrl: null,
        correctAnswer: "نهر النيل",
        alternatives: ["النيل"],
        fakes: ["نهر الكونغو", "نهر النيجر", "نهر زامبيزي"],
        freshness: FRESHNESS.fresh,
        seenBy: 0,
      })),
    ),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function playTrivia(seed: number, stepTimes: number[], viewTimes: number[], sizes: number[]) {
  const game = findGame("trivia-deception")!.definition as GameDefinition<TriviaState, TriviaContent>;
  const rounds = GAME_SETTING_LIMITS["trivia-deception"].rounds.max;
  let state = game.setup({ players: PLAYERS, settings: { rounds }, categories: bigPool().subcategories.map((s) => s.id), content: bigPool(), random: stepRandom(seed, 0), now: 0 }).state;
  let step = 1;
  const apply = (action: EngineAction) => {
    const t0 = performance.now();
    state = game.apply(state, action, { random: stepRandom(seed, step++), now: step * 1000, adminId: PLAYERS[0].playerId }).state;
    stepTimes.push(performance.now() - t0);
    // The actor stores the whole state and sends every player their view after each step.
    sizes.push(JSON.stringify(state).length);
    const t1 = performance.now();
    for (const p of PLAYERS) JSON.stringify(game.playerView(state, p.playerId));
    viewTimes.push(performance.now() - t1);
  };
  const act = (playerId: string, action: string, payload: Record<string, unknown>) => apply({ kind: "player", playerId, action, data: { action, payload } });
  while (state.phase !== "final_ranking") {
    if (state.phase === "subcategory_selection") act(state.selector!, "SELECT_SUBCATEGORY", { subcategoryId: state.offered[0] });
    else if (state.phase === "writing") state.participants.forEach((id, i) => act(id, "SUBMIT_ANSWER", { answer: `إجابة مضللة رقم ${i + 1}` }));
    else if (state.phase === "voting") state.participants.forEach((id, i) => act(id, "SUBMIT_VOTE", { optionId: state.options[i % state.options.length].id }));
    else act(PLAYERS[0].playerId, "next_round", {});
  }
}

const stepTimes: number[] = [];
const viewTimes: number[] = [];
const sizes: number[] = [];
const started = performance.now();
for (let g = 0; g < games; g++) playTrivia(g + 1, stepTimes, viewTimes, sizes);
const elapsed = performance.now() - started;
stepTimes.sort((a, b) => a - b);
viewTimes.sort((a, b) => a - b);
const fmt = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
console.log(`bluff trivia: ${games} games × ${GAME_SETTING_LIMITS["trivia-deception"].rounds.max} rounds, 8 players, 182-question pool`);
console.log(`  steps: ${stepTimes.length} in ${elapsed.toFixed(0)} ms`);
console.log(`  apply:           p50 ${fmt(percentile(stepTimes, 50))}  p99 ${fmt(percentile(stepTimes, 99))}`);
console.log(`  8 player views:  p50 ${fmt(percentile(viewTimes, 50))}  p99 ${fmt(percentile(viewTimes, 99))}`);
console.log(`  stored state:    max ${(Math.max(...sizes) / 1024).toFixed(1)} KiB, mean ${(sizes.reduce((a, b) => a + b, 0) / sizes.length / 1024).toFixed(1)} KiB`);
