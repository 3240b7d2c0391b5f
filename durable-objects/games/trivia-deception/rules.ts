// Bluff trivia (trivia-deception): players write lies to a question, then vote
// for the truth among the lies. Pure rules: randomness and time come from ctx,
// so a whole game replays from its seed.
//
// subcategory_selection → writing → voting → round_results → … → final_ranking
import { isCleanAnswer, isTooClose, sameAnswer } from "../../../schema/arabic";
import type { DeceptionStats, TriviaOptionType, TriviaPhase, TriviaSubcategory } from "../../../schema/game-views";
import { CHARACTER_LIMITS, GAME_RULES, GAME_SETTING_LIMITS } from "../../../schema/limits";
import { shuffle } from "../../engine/random";
import type { EngineAction, EnginePlayer, GameDefinition, SetupCtx, Step, StepCtx } from "../../engine/types";
import { drawFreshest, freshestFirst, FRESHNESS, markUsed, noticeFor, shownTo, type Freshness } from "../shared/content";
import {
  deadlineAt,
  everyoneWaitedForActed,
  payloadOf,
  refuse,
  roundMultiplier,
  seatedIds,
  settingOf,
  unchanged,
  withDeadline,
  withScoresFor,
} from "../shared/rounds";
import type { TriviaContent, TriviaQuestion } from "./content";
import { triviaView } from "./view";

const RULES = GAME_RULES.trivia;
const LIMITS = GAME_SETTING_LIMITS["trivia-deception"];

export interface TriviaOption {
  id: string;
  answer: string;
  type: TriviaOptionType;
  authors: string[];
}

/** A question of the pool, with how fresh it was for this room when the game started. */
type PoolQuestion = TriviaQuestion & { freshness: Freshness };

export interface TriviaState {
  phase: TriviaPhase;
  phaseSeq: number;
  phaseEndsAt: number | null;
  phaseSeconds: number | null;
  round: number;
  totalRounds: number;
  times: { selection: number; writing: number; voting: number };
  /** The room's seats in join order, as the room last reported them. */
  players: EnginePlayer[];
  /** Who takes part in the current phase; seats taken later join from the next phase. */
  participants: string[];
  scores: Record<string, number>;
  subcategories: TriviaSubcategory[];
  /** Per subcategory, the questions this game may draw, best first. */
  pool: Record<string, PoolQuestion[]>;
  /** Question ids drawn this game, oldest first. */
  used: string[];
  selector: string | null;
  /** Who chose last, with their seat time, so the turn passes on even if they left. */
  lastSelector: { playerId: string; joinedAt: number } | null;
  offered: string[];
  question: TriviaQuestion | null;
  /** Accepted lies by author, as written. */
  lies: Record<string, string>;
  options: TriviaOption[];
  /** Voter → option id. */
  votes: Record<string, string>;
  roundPoints: Record<string, number>;
  stats: DeceptionStats;
  notice: string | null;
}

export const TRIVIA_TEXT = {
  emptyAnswer: "لازم تكتب إجابة قبل الإرسال",
  answerTooLong: `الإجابة أطول من ${CHARACTER_LIMITS.triviaAnswer.max} حرف`,
  answerNotClean: "الإجابة فيها رموز أو مسافات زايدة، عدّلها وأرسلها مرة ثانية",
  answerIsCorrect: "هذي هي الإجابة الصحيحة! اكتب إجابة مضللة عشان تخدع الباقين",
  answerTooClose: "إجابتك قريبة مرة من الإجابة الصحيحة، اكتب إجابة مضللة مختلفة",
  alreadyAnswered: "أرسلت إجابتك من قبل",
  notWriting: "وقت كتابة الإجابات انتهى",
  noOption: "لازم تختار إجابة للتصويت",
  unknownOption: "هذا الخيار مو موجود",
  alreadyVoted: "صوّت من قبل",
  notVoting: "مو وقت التصويت",
  notSelector: "مو دورك تختار الفئة",
  unknownSubcategory: "هذي الفئة مو من الخيارات",
  notPlaying: "تشارك من المرحلة الجاية",
  notNow: "هذا الإجراء مو متاح الحين",
  seenElsewhere: "الأسئلة الجديدة في هذي الفئة خلصت، وفيه منكم من شاف هذا السؤال قبل",
  playedHere: "خلصت الأسئلة الجديدة في الفئات المختارة، هذا سؤال لعبتوه قبل في هذي الغرفة",
  reused: "خلصت أسئلة الفئات المختارة، نعيد سؤال من هذي اللعبة",
} as const;

const setting = (settings: Record<string, number>, key: keyof typeof LIMITS) => settingOf(LIMITS, settings, key);

// ---------- setup ----------

export function setupTrivia({ players, settings, categories, content, random, now }: SetupCtx<TriviaContent>): Step<TriviaState> {
  const totalRounds = setting(settings, "rounds");
  const byName = new Map(content.subcategories.map((s) => [s.id, s]));
  const pool: Record<string, PoolQuestion[]> = {};
  for (const q of freshestFirst(content.questions, random)) {
    const list = (pool[q.subcategoryId] ??= []);
    if (list.length < totalRounds) list.push(q);
  }
  const state: TriviaState = {
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
    question: null,
    lies: {},
    options: [],
    votes: {},
    roundPoints: {},
    stats: { playerVotesReceived: {}, timesBeenFooled: {}, bestAnswer: null, selfVoters: {} },
    notice: null,
  };
  return beginSelection(state, now, random);
}

// ---------- phases ----------

/** Starts a phase: the next phaseSeq, the seats now present take part, the deadline set. */
function enterPhase(state: TriviaState, phase: TriviaPhase, now: number, seconds: number | null): TriviaState {
  const participants = seatedIds(state.players);
  return {
    ...state,
    phase,
    phaseSeq: state.phaseSeq + 1,
    phaseSeconds: seconds,
    phaseEndsAt: seconds === null ? null : deadlineAt(now, seconds),
    participants,
    scores: withScoresFor(state.scores, participants),
  };
}

/** How fresh a subcategory's best remaining question is. */
function subcategoryFreshness(state: TriviaState, subcategoryId: string): number {
  const unused = state.pool[subcategoryId].filter((q) => !state.used.includes(q.id));
  return unused.length ? Math.min(...unused.map((q) => q.freshness)) : FRESHNESS.reused;
}

function beginSelection(state: TriviaState, now: number, random: () => number): Step<TriviaState> {
  const ids = state.subcategories.map((s) => s.id);
  const ranked = shuffle(ids, random)
    .map((id) => ({ id, freshness: subcategoryFreshness(state, id) }))
    .sort((a, b) => a.freshness - b.freshness);
  // Offer subcategories that still have questions new to this room; fall back only when none do.
  const best = ranked[0]?.freshness ?? FRESHNESS.reused;
  const offerable = ranked.filter((s) => (best < FRESHNESS.playedHere ? s.freshness < FRESHNESS.playedHere : s.freshness === best));
  const offered = offerable.slice(0, RULES.subcategoryChoices).map((s) => s.id);
  const selector = nextSelector(state);
  const next: TriviaState = {
    ...enterPhase(state, "subcategory_selection", now, state.times.selection),
    selector,
    offered,
    question: null,
    lies: {},
    options: [],
    votes: {},
    roundPoints: {},
  };
  // Nothing to choose, or nobody online to choose it: the room picks at once.
  if (!selector || offered.length < 2) return beginWriting(next, offered[Math.floor(random() * offered.length)], now);
  return withDeadline(next);
}

/** The selector rotates through online players in join order (the roster's order). */
function nextSelector(state: TriviaState): string | null {
  const online = state.players.filter((p) => p.isOnline);
  const last = state.lastSelector;
  const after = last ? online.find((p) => p.joinedAt > last.joinedAt) : undefined;
  return (after ?? online[0])?.playerId ?? null;
}

function beginWriting(state: TriviaState, subcategoryId: string, now: number): Step<TriviaState> {
  const { item: question, freshness } = drawFreshest(state.pool[subcategoryId], state.used);
  const next: TriviaState = {
    ...enterPhase(state, "writing", now, state.times.writing),
    lastSelector: selectorSeat(state) ?? state.lastSelector,
    selector: null,
    offered: [],
    question,
    used: markUsed(state.used, question.id),
    notice: noticeFor(freshness, TRIVIA_TEXT),
  };
  return withDeadline(next, { shown: shownTo(question.id, next.players, next.participants) });
}

function selectorSeat(state: TriviaState): TriviaState["lastSelector"] {
  const seat = state.players.find((p) => p.playerId === state.selector);
  return seat ? { playerId: seat.playerId, joinedAt: seat.joinedAt } : null;
}

function beginVoting(state: TriviaState, now: number, random: () => number): Step<TriviaState> {
  const question = state.question!;
  const lies: { answer: string; authors: string[] }[] = [];
  // Authors in join order, so a merged lie reads as its first author wrote it.
  for (const player of state.players.filter((p) => p.playerId in state.lies).concat(orphanAuthors(state))) {
    const answer = state.lies[player.playerId];
    const same = lies.find((l) => sameAnswer(l.answer, answer));
    if (same) same.authors.push(player.playerId);
    else lies.push({ answer, authors: [player.playerId] });
  }
  const options: Omit<TriviaOption, "id">[] = [
    { answer: question.correctAnswer, type: "correct", authors: [] },
    ...lies.map((l) => ({ answer: l.answer, type: "fake" as const, authors: l.authors })),
  ];
  for (const decoy of question.fakes) {
    if (options.length >= RULES.minOptions) break;
    if (!options.some((o) => sameAnswer(o.answer, decoy))) options.push({ answer: decoy, type: "other", authors: [] });
  }
  const next: TriviaState = {
    ...enterPhase(state, "voting", now, state.times.voting),
    options: shuffle(options, random).map((o, i) => ({ ...o, id: String(i + 1) })),
    votes: {},
  };
  return withDeadline(next);
}

/** Lies whose authors left the room still stand in the vote. */
function orphanAuthors(state: TriviaState): EnginePlayer[] {
  const seated = new Set(seatedIds(state.players));
  return Object.keys(state.lies)
    .filter((id) => !seated.has(id))
    .map((playerId) => ({ playerId, nickname: "", isOnline: false, joinedAt: Number.MAX_SAFE_INTEGER, userId: null }));
}

function showResults(state: TriviaState): Step<TriviaState> {
  const multiplier = roundMultiplier(state.round, state.totalRounds);
  const points: Record<string, number> = Object.fromEntries(state.participants.map((id) => [id, 0]));
  const received = { ...state.stats.playerVotesReceived };
  const fooled = { ...state.stats.timesBeenFooled };
  const selfVoters = { ...state.stats.selfVoters };
  const add = (record: Record<string, number>, id: string, n: number) => (record[id] = (record[id] ?? 0) + n);
  const fooling: Record<string, number> = {};
  for (const [voter, optionId] of Object.entries(state.votes)) {
    const option = state.options.find((o) => o.id === optionId)!;
    if (option.type === "correct") add(points, voter, RULES.correctAnswerPoints * multiplier);
    else if (option.type === "other") add(fooled, voter, 1);
    else if (option.authors.includes(voter)) add(selfVoters, voter, 1);
    else {
      add(fooled, voter, 1);
      add(fooling, option.id, 1);
      for (const author of option.authors) {
        add(points, author, RULES.pointsPerFooled * multiplier);
        add(received, author, 1);
      }
    }
  }
  let bestAnswer = state.stats.bestAnswer;
  for (const option of state.options) {
    const count = fooling[option.id] ?? 0;
    if (count > 0 && count > (bestAnswer?.voteCount ?? 0))
      bestAnswer = { playerId: option.authors[0], authors: option.authors, voteCount: count, answer: option.answer, roundNumber: state.round };
  }
  const scores = { ...state.scores };
  for (const [id, n] of Object.entries(points)) scores[id] = (scores[id] ?? 0) + n;
  return withDeadline({
    ...state,
    phase: "round_results",
    phaseSeq: state.phaseSeq + 1,
    phaseEndsAt: null,
    phaseSeconds: null,
    scores,
    roundPoints: points,
    stats: { playerVotesReceived: received, timesBeenFooled: fooled, bestAnswer, selfVoters },
  });
}

function finish(state: TriviaState): Step<TriviaState> {
  return withDeadline({ ...state, phase: "final_ranking", phaseSeq: state.phaseSeq + 1, phaseEndsAt: null, phaseSeconds: null, notice: null });
}

// ---------- actions ----------


function submitAnswer(state: TriviaState, playerId: string, data: Record<string, unknown>, ctx: StepCtx): Step<TriviaState> {
  const action = "SUBMIT_ANSWER";
  if (state.phase !== "writing") return refuse(state, playerId, action, TRIVIA_TEXT.notWriting);
  if (!state.participants.includes(playerId)) return refuse(state, playerId, action, TRIVIA_TEXT.notPlaying);
  const answer = payloadOf(data).answer;
  // The same answer again (a resend after a reconnect) is already in: nothing to tell the player.
  if (playerId in state.lies) return state.lies[playerId] === answer ? unchanged(state) : refuse(state, playerId, action, TRIVIA_TEXT.alreadyAnswered);
  if (typeof answer !== "string" || answer.trim() === "") return refuse(state, playerId, action, TRIVIA_TEXT.emptyAnswer, { code: "empty_answer" });
  if ([...answer].length > CHARACTER_LIMITS.triviaAnswer.max) return refuse(state, playerId, action, TRIVIA_TEXT.answerTooLong, { code: "answer_too_long" });
  if (!isCleanAnswer(answer)) return refuse(state, playerId, action, TRIVIA_TEXT.answerNotClean, { code: "answer_not_clean" });
  const truths = [state.question!.correctAnswer, ...state.question!.alternatives];
  if (truths.some((t) => sameAnswer(answer, t)))
    return refuse(state, playerId, action, TRIVIA_TEXT.answerIsCorrect, { code: "answer_correct", hint: true });
  if (truths.some((t) => isTooClose(answer, t)))
    return refuse(state, playerId, action, TRIVIA_TEXT.answerTooClose, { code: "answer_too_close", hint: true });
  const next = { ...state, lies: { ...state.lies, [playerId]: answer } };
  if (everyoneWaitedForActed(next.players, next.participants, (id) => id in next.lies, ctx.now)) return beginVoting(next, ctx.now, ctx.random);
  return { state: next, events: [] };
}

function submitVote(state: TriviaState, playerId: string, data: Record<string, unknown>, now: number): Step<TriviaState> {
  const action = "SUBMIT_VOTE";
  if (state.phase !== "voting") return refuse(state, playerId, action, TRIVIA_TEXT.notVoting);
  if (!state.participants.includes(playerId)) return refuse(state, playerId, action, TRIVIA_TEXT.notPlaying);
  const optionId = payloadOf(data).optionId;
  if (playerId in state.votes) return state.votes[playerId] === String(optionId) ? unchanged(state) : refuse(state, playerId, action, TRIVIA_TEXT.alreadyVoted);
  if (optionId === undefined || optionId === null || optionId === "") return refuse(state, playerId, action, TRIVIA_TEXT.noOption);
  if (!state.options.some((o) => o.id === String(optionId))) return refuse(state, playerId, action, TRIVIA_TEXT.unknownOption);
  const next = { ...state, votes: { ...state.votes, [playerId]: String(optionId) } };
  if (everyoneWaitedForActed(next.players, next.participants, (id) => id in next.votes, now)) return showResults(next);
  return { state: next, events: [] };
}

function selectSubcategory(state: TriviaState, playerId: string, data: Record<string, unknown>, ctx: StepCtx): Step<TriviaState> {
  const action = "SELECT_SUBCATEGORY";
  if (state.phase !== "subcategory_selection") return refuse(state, playerId, action, TRIVIA_TEXT.notNow);
  if (state.selector !== playerId) return refuse(state, playerId, action, TRIVIA_TEXT.notSelector);
  const id = String(payloadOf(data).subcategoryId ?? "");
  if (!state.offered.includes(id)) return refuse(state, playerId, action, TRIVIA_TEXT.unknownSubcategory);
  return beginWriting(state, id, ctx.now);
}

function nextRound(state: TriviaState, playerId: string, ctx: StepCtx): Step<TriviaState> {
  if (state.phase !== "round_results") return refuse(state, playerId, "next_round", TRIVIA_TEXT.notNow);
  if (state.round >= state.totalRounds) return finish(state);
  return beginSelection({ ...state, round: state.round + 1 }, ctx.now, ctx.random);
}

function onTimer(state: TriviaState, phaseSeq: number, ctx: StepCtx): Step<TriviaState> {
  // Alarms arrive at least once: only the current phase's own deadline counts.
  if (phaseSeq !== state.phaseSeq || state.phaseEndsAt === null) return unchanged(state);
  switch (state.phase) {
    case "subcategory_selection":
      return beginWriting(state, state.offered[Math.floor(ctx.random() * state.offered.length)], ctx.now);
    case "writing":
      return beginVoting(state, ctx.now, ctx.random);
    case "voting":
      return showResults(state);
    default:
      return unchanged(state);
  }
}

/** Seats changed: drop leavers from the waits, and end the phase if nobody online is left to act. */
function onRoster(state: TriviaState, players: EnginePlayer[], ctx: StepCtx): Step<TriviaState> {
  const next: TriviaState = { ...state, players };
  const seated = new Set(seatedIds(players));
  const stillHere = next.participants.filter((id) => seated.has(id));
  const waiting = { ...next, participants: stillHere };
  switch (next.phase) {
    case "subcategory_selection": {
      const selector = players.find((p) => p.playerId === next.selector);
      if (!selector?.isOnline) return beginWriting(next, next.offered[Math.floor(ctx.random() * next.offered.length)], ctx.now);
      break;
    }
    case "writing":
      if (everyoneWaitedForActed(players, stillHere, (id) => id in next.lies, ctx.now)) return beginVoting(waiting, ctx.now, ctx.random);
      break;
    case "voting":
      if (everyoneWaitedForActed(players, stillHere, (id) => id in next.votes, ctx.now)) return showResults(waiting);
      break;
  }
  return { state: next, events: [] };
}

export const triviaDeception: GameDefinition<TriviaState, TriviaContent> = {
  gameType: "trivia-deception",
  setup: setupTrivia,
  apply(state: TriviaState, action: EngineAction, ctx: StepCtx): Step<TriviaState> {
    if (state.phase === "final_ranking" && action.kind !== "roster") return action.kind === "player" ? refuse(state, action.playerId, action.action, TRIVIA_TEXT.notNow) : unchanged(state);
    if (action.kind === "timer") return onTimer(state, action.phaseSeq, ctx);
    if (action.kind === "roster") return state.phase === "final_ranking" ? { state: { ...state, players: action.players }, events: [] } : onRoster(state, action.players, ctx);
    switch (action.action) {
      case "SUBMIT_ANSWER":
        return submitAnswer(state, action.playerId, action.data, ctx);
      case "SUBMIT_VOTE":
        return submitVote(state, action.playerId, action.data, ctx.now);
      case "SELECT_SUBCATEGORY":
        return selectSubcategory(state, action.playerId, action.data, ctx);
      case "next_round":
        return nextRound(state, action.playerId, ctx);
      default:
        return refuse(state, action.playerId, action.action, TRIVIA_TEXT.notNow);
    }
  },
  playerView: triviaView,
};
