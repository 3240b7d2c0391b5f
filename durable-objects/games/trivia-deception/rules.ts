// Bluff trivia (trivia-deception): players write lies to a question, then vote for the
// truth among the lies. The game is its phase table; the engine's phase driver runs the
// clock, the waits, the roster and the rounds. Randomness and time come from ctx, so a
// whole game replays from its seed.
//
// subcategory_selection → writing → voting → round_results → … → final_ranking
import { textsFor } from "../../../schema/address";
import { isTooClose, sameAnswer } from "../../../schema/arabic";
import { GAME_ACTION_ISSUES as ISSUE, emptyPayload, hidePayload, pickLiePayload, triviaAnswerPayload, triviaSelectPayload, triviaVotePayload } from "../../../schema/game-actions";
import type { TriviaPhase } from "../../../schema/game-views";
import { GAME_RULES, GAME_SETTING_LIMITS } from "../../../schema/limits";
import { actionOf, moveTo, phaseDriven, refusal } from "../../engine/phases";
import { shuffle } from "../../engine/random";
import { seatedIds } from "../../engine/turns";
import type { SetupCtx } from "../../engine/types";
import { drawFreshest, freshestFirst, FRESHNESS, markUsed, noticeFor } from "../shared/content";
import { addPoints, settingOf } from "../shared/rounds";
import { pickRefusal, teamIndex, teamLies, withPick, wroteOrPicked } from "../shared/team-lies";
import type { TriviaContent } from "./content";
import { buildOptions } from "./options";
import { suggestLie } from "./lie-help";
import { scoreRound, type TriviaOption } from "./scoring";
import { TRIVIA_TEXT, TRIVIA_TEXTS } from "./texts";
import type { PoolQuestion, TriviaState } from "./state";
import { triviaView } from "./view";
import { triviaShow, triviaShownView } from "./show";
import { pendingLies } from "./moderation";

export type { TriviaState };

export { TRIVIA_TEXT };

export type { TriviaOption };

const RULES = GAME_RULES.trivia;
const LIMITS = GAME_SETTING_LIMITS["trivia-deception"];

const setting = (settings: Record<string, number>, key: keyof typeof LIMITS) => settingOf(LIMITS, settings, key);

// ---------- setup ----------

function setupTrivia({ players, settings, categories, content, random }: SetupCtx<TriviaContent>): TriviaState {
  const totalRounds = content.rounds ?? setting(settings, "rounds");
  const byName = new Map(content.subcategories.map((s) => [s.id, s]));
  const pool: Record<string, PoolQuestion[]> = {};
  for (const q of freshestFirst(content.questions, random)) {
    const list = (pool[q.subcategoryId] ??= []);
    if (list.length < totalRounds) list.push(q);
  }
  return {
    phase: "subcategory_selection",
    phaseSeq: 0,
    phaseEndsAt: null,
    phaseSeconds: null,
    round: 1,
    totalRounds,
    times: { selection: setting(settings, "subcategorySelectionTime"), writing: setting(settings, "writingTime"), voting: setting(settings, "votingTime") },
    players,
    participants: seatedIds(players),
    scores: {},
    subcategories: categories.filter((id) => pool[id]?.length).map((id) => byName.get(id) ?? { id, nameAr: id }),
    pool,
    used: [],
    selector: null,
    lastSelector: null,
    offered: [],
    chosen: null,
    question: null,
    lies: {},
    options: [],
    votes: {},
    roundPoints: {},
    stats: { playerVotesReceived: {}, timesBeenFooled: {}, bestAnswer: null, selfVoters: {} },
    notice: null,
    ...(content.firstSubcategories ? { firstSubcategories: content.firstSubcategories } : {}),
    ...(content.echoes ? { echoes: content.echoes } : {}),
  };
}

// ---------- what each phase prepares ----------

/** How fresh a subcategory's best remaining question is. */
function subcategoryFreshness(state: TriviaState, subcategoryId: string): number {
  const unused = state.pool[subcategoryId].filter((q) => !state.used.includes(q.id));
  return unused.length ? Math.min(...unused.map((q) => q.freshness)) : FRESHNESS.reused;
}

/** «سهرة رمضانية»: its season's subcategories ahead of the others (a stable sort keeps the freshness order within each). */
function seasonFirst<T extends { id: string }>(state: TriviaState, ranked: T[]): T[] {
  const first = new Set(state.firstSubcategories ?? []);
  return first.size ? [...ranked].sort((a, b) => Number(!first.has(a.id)) - Number(!first.has(b.id))) : ranked;
}

/** A new round: the next selector, and the subcategories offered to them. */
function openSelection(state: TriviaState, random: () => number): TriviaState {
  const ranked = shuffle(
    state.subcategories.map((s) => s.id),
    random,
  )
    .map((id) => ({ id, freshness: subcategoryFreshness(state, id) }))
    .sort((a, b) => a.freshness - b.freshness);
  // Offer subcategories that still have questions new to this room; fall back only when none do.
  const best = ranked[0]?.freshness ?? FRESHNESS.reused;
  const offerable = seasonFirst(
    state,
    ranked.filter((s) => (best < FRESHNESS.playedHere ? s.freshness < FRESHNESS.playedHere : s.freshness === best)),
  );
  return {
    ...state,
    selector: nextSelector(state),
    offered: offerable.slice(0, RULES.subcategoryChoices).map((s) => s.id),
    chosen: null,
    question: null,
    lies: {},
    options: [],
    votes: {},
    hidden: [],
    lieHelped: [],
    roundPoints: {},
    ...(state.teamPicks ? { teamPicks: {} } : {}),
  };
}

/** The vote's options: in teams one lie per team (shared/team-lies.ts), each marked with its team. */
function teamOptions(state: TriviaState, random: () => number): TriviaOption[] {
  const options = buildOptions({ ...state, lies: teamLies(state.players, state.lies, state.teamPicks) }, random);
  const team = teamIndex(state.players);
  return options.map((o) => (o.type === "fake" && team[o.authors[0]] ? { ...o, teamId: team[o.authors[0]] } : o));
}

/** The selector rotates through online players in join order (the roster's order). */
function nextSelector(state: TriviaState): string | null {
  const online = state.players.filter((p) => p.isOnline);
  const last = state.lastSelector;
  const after = last ? online.find((p) => p.joinedAt > last.joinedAt) : undefined;
  return (after ?? online[0])?.playerId ?? null;
}

/** Nothing to choose, or nobody online to choose it: the room picks. */
const nobodyChooses = (state: TriviaState) => !state.players.some((p) => p.playerId === state.selector && p.isOnline) || state.offered.length < 2;

const roomChooses = (state: TriviaState, random: () => number) => moveTo<TriviaState, TriviaPhase>("writing", { ...state, chosen: state.offered[Math.floor(random() * state.offered.length)] });

function drawQuestion(state: TriviaState): TriviaState {
  const { item: question, freshness } = drawFreshest(state.pool[state.chosen!], state.used);
  const seat = state.players.find((p) => p.playerId === state.selector);
  return {
    ...state,
    lastSelector: seat ? { playerId: seat.playerId, joinedAt: seat.joinedAt } : state.lastSelector,
    selector: null,
    offered: [],
    question,
    // A ghost night (ghost.ts): the family's lies of that night are in the vote before the ghost writes.
    lies: state.echoes?.[question.id] ? { ...state.echoes[question.id] } : state.lies,
    used: markUsed(state.used, question.id),
    notice: noticeFor(freshness, textsFor(TRIVIA_TEXTS, state.addressForm)),
  };
}

function tallyRound(state: TriviaState): TriviaState {
  const { points, stats } = scoreRound({ ...state, teams: teamIndex(state.players) }, state.stats);
  return { ...state, scores: addPoints(state.scores, points), roundPoints: points, stats };
}

// ---------- actions ----------

const action = actionOf<TriviaState, TriviaPhase>();

const submitAnswer = action({
  phases: ["writing"],
  wrongPhase: TRIVIA_TEXT.notWriting,
  who: "participants",
  once: { taken: (s, id) => id in s.lies, same: (s, id, sent) => s.lies[id] === sent.answer, message: TRIVIA_TEXT.alreadyAnswered },
  payload: triviaAnswerPayload,
  refusals: {
    [ISSUE.emptyAnswer]: { message: TRIVIA_TEXT.emptyAnswer, code: "empty_answer" },
    [ISSUE.answerTooLong]: { message: TRIVIA_TEXT.answerTooLong, code: "answer_too_long" },
    [ISSUE.answerNotClean]: { message: TRIVIA_TEXT.answerNotClean, code: "answer_not_clean" },
  },
  handle(state, playerId, { answer }) {
    const truths = [state.question!.correctAnswer, ...state.question!.alternatives];
    if (truths.some((t) => sameAnswer(answer, t))) return refusal(TRIVIA_TEXT.answerIsCorrect, { code: "answer_correct", hint: true });
    if (truths.some((t) => isTooClose(answer, t))) return refusal(TRIVIA_TEXT.answerTooClose, { code: "answer_too_close", hint: true });
    return { ...state, lies: { ...state.lies, [playerId]: answer } };
  },
});

const submitVote = action({
  phases: ["voting"],
  wrongPhase: TRIVIA_TEXT.notVoting,
  who: "participants",
  once: { taken: (s, id) => id in s.votes, same: (s, id, sent) => s.votes[id] === String(sent.optionId), message: TRIVIA_TEXT.alreadyVoted },
  payload: triviaVotePayload,
  refusals: { [ISSUE.noOption]: { message: TRIVIA_TEXT.noOption } },
  handle(state, playerId, { optionId }) {
    if (!state.options.some((o) => o.id === optionId)) return refusal(TRIVIA_TEXT.unknownOption);
    return { ...state, votes: { ...state.votes, [playerId]: optionId } };
  },
});

/**
 * «إخفاء» (issue 22), the host's, before the reveal: the option leaves the vote for
 * everyone, votes on it are dropped (those voters vote again), and its authors are told
 * kindly and score nothing for it. Any option may be hidden, the truth included, so the
 * host learns nothing about which one is true by trying.
 */
const hideOption = action({
  phases: ["voting"],
  wrongPhase: TRIVIA_TEXT.notHiding,
  who: () => null, // the room lets only its host send it
  in: "frame",
  payload: hidePayload,
  refusals: { [ISSUE.noChoice]: { message: TRIVIA_TEXT.unknownOption } },
  handle(state, _playerId, { submissionId }) {
    const option = state.options.find((o) => o.id === submissionId);
    if (!option) return refusal(TRIVIA_TEXT.unknownOption);
    const votes = Object.fromEntries(Object.entries(state.votes).filter(([, id]) => id !== submissionId));
    return { ...state, options: state.options.filter((o) => o !== option), votes, hidden: [...(state.hidden ?? []), ...option.authors] };
  },
});

/**
 * «تخطي السؤال» (issue 22), the host's: the question is dropped with its lies and votes,
 * nobody scores for it, and the same round starts again from the next selector's choice.
 * The question stays used, so it does not come back. Allowed while paused (it clears it).
 */
const skipQuestion = action({
  phases: ["writing", "voting"],
  wrongPhase: TRIVIA_TEXT.notSkipping,
  who: () => null, // the room lets only its host send it
  whilePaused: true,
  payload: emptyPayload,
  refusals: {},
  handle: (state) => moveTo("subcategory_selection", state),
});

/** In teams: a member picks one of the team's proposals (their own too) as the team's lie; a later pick replaces it. */
const pickLie = action({
  phases: ["writing"],
  wrongPhase: TRIVIA_TEXT.notWriting,
  who: "participants",
  payload: pickLiePayload,
  refusals: { [ISSUE.noChoice]: { message: TRIVIA_TEXT.unknownOption } },
  handle(state, playerId, { authorId }) {
    const refused = pickRefusal(state.players, state.lies, playerId, authorId);
    if (refused) return refusal(refused);
    const picks = withPick(state.players, state.teamPicks, playerId, authorId);
    return Object.entries(picks).every(([t, a]) => state.teamPicks?.[t] === a) ? state : { ...state, teamPicks: picks };
  },
});

const selectSubcategory = action({
  phases: ["subcategory_selection"],
  wrongPhase: TRIVIA_TEXT.notNow,
  who: (state, playerId) => (state.selector === playerId ? null : TRIVIA_TEXT.notSelector),
  payload: triviaSelectPayload,
  refusals: { [ISSUE.unknownSubcategory]: { message: TRIVIA_TEXT.unknownSubcategory } },
  handle(state, _playerId, { subcategoryId }) {
    if (!state.offered.includes(subcategoryId)) return refusal(TRIVIA_TEXT.unknownSubcategory);
    return moveTo("writing", { ...state, chosen: subcategoryId });
  },
});

// ---------- the table ----------

export const triviaDeception = phaseDriven<TriviaState, TriviaPhase, TriviaContent, ReturnType<typeof triviaView>>({
  gameType: "trivia-deception",
  rounds: { first: "subcategory_selection", results: "round_results", final: "final_ranking" },
  phases: {
    subcategory_selection: {
      seconds: (s) => s.times.selection,
      takePart: "seated",
      enter: (s, ctx) => openSelection(s, ctx.random),
      endIf: nobodyChooses,
      then: (s, ctx) => roomChooses(s, ctx.random),
    },
    writing: {
      seconds: (s) => s.times.writing,
      takePart: "seated",
      enter: drawQuestion,
      shows: (s) => s.question!.id,
      acted: (s) => wroteOrPicked(s.players, s.lies, s.teamPicks),
      then: () => "voting",
    },
    voting: {
      seconds: (s) => s.times.voting,
      takePart: "seated",
      enter: (s, ctx) => ({ ...s, options: teamOptions(s, ctx.random), votes: {} }),
      acted: (s) => (id) => id in s.votes,
      then: () => "round_results",
    },
    // Issue 43: the staged reveal on the room's clock (show.ts); a round moves on by itself after it unless the room keeps the host's pacing.
    round_results: { seconds: null, takePart: "same", enter: tallyRound, show: triviaShow },
    final_ranking: { seconds: null, takePart: "same", enter: (s) => ({ ...s, notice: null }) },
  },
  scores: "scores",
  texts: { notNow: TRIVIA_TEXT.notNow, notPlaying: TRIVIA_TEXT.notPlaying },
  setup: setupTrivia,
  actions: { SUBMIT_ANSWER: submitAnswer, SUGGEST_LIE: suggestLie, PICK_LIE: pickLie, SUBMIT_VOTE: submitVote, SELECT_SUBCATEGORY: selectSubcategory, hide_submission: hideOption, skip_question: skipQuestion },
  view: triviaShownView,
  autoNext: true,
  pendingTexts: pendingLies,
});
