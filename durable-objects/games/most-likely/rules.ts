// Most likely (most-likely): a prompt describes a behaviour and every player votes
// for whoever in the room fits it best; the most voted are the round's accused.
// Pure rules: randomness and time come from ctx, so a whole game replays from its seed.
//
// voting → round_results → voting … → game_end
import type { MostLikelyPhase } from "../../../schema/game-views";
import { GAME_SETTING_LIMITS } from "../../../schema/limits";
import type { EngineAction, EnginePlayer, GameDefinition, SetupCtx, Step, StepCtx } from "../../engine/types";
import { drawFreshest, freshestFirst, markUsed, noticeFor, shownTo } from "../shared/content";
import { deadlineAt, everyoneWaitedForActed, payloadOf, refuse, seatedIds, settingOf, unchanged, withDeadline, withScoresFor } from "../shared/rounds";
import type { MostLikelyContent, MostLikelyPrompt } from "./content";
import { accusationsOf, accusedOf } from "./tally";
import { mostLikelyView } from "./view";

const LIMITS = GAME_SETTING_LIMITS["most-likely"];

/** A prompt of the pool with how fresh it was for this room when the game began. */
type PoolPrompt = MostLikelyPrompt & { freshness: number };

export interface MostLikelyState {
  phase: MostLikelyPhase;
  phaseSeq: number;
  phaseEndsAt: number | null;
  phaseSeconds: number | null;
  round: number;
  totalRounds: number;
  votingSeconds: number;
  /** The room's seats in join order, as the room last reported them. */
  players: EnginePlayer[];
  /** Who votes in the current phase; seats taken later vote from the next round. */
  participants: string[];
  /** Rounds each player was accused in; also the game's scores. */
  roundWins: Record<string, number>;
  /** The prompts this game may draw, best first. */
  pool: PoolPrompt[];
  /** Prompt ids drawn this game, oldest first. */
  used: string[];
  prompt: MostLikelyPrompt | null;
  /** Voter → voted player id. */
  votes: Record<string, string>;
  /** Voter → the submissionId of their accepted vote, so a resent vote is not an error. */
  voteSubmissions: Record<string, string>;
  /** The round's accused, decided when the results are shown. */
  accused: string[];
  notice: string | null;
}

export const MOST_LIKELY_TEXT = {
  noPlayer: "لازم تختار لاعب للتصويت",
  unknownPlayer: "هذا اللاعب مو موجود في الغرفة",
  alreadyVoted: "صوّت من قبل",
  notVoting: "مو وقت التصويت",
  notPlaying: "تصوّت من الجولة الجاية",
  notNow: "هذا الإجراء مو متاح الحين",
  seenElsewhere: "الأسئلة الجديدة في هذي الفئة خلصت، وفيه منكم من شاف هذا السؤال قبل",
  playedHere: "خلصت الأسئلة الجديدة في هذي الفئة، هذا سؤال لعبتوه قبل في هذي الغرفة",
  reused: "خلصت أسئلة هذي الفئة، نعيد سؤال من هذي اللعبة",
} as const;

const setting = (settings: Record<string, number>, key: keyof typeof LIMITS) => settingOf(LIMITS, settings, key);

// ---------- setup ----------

export function setupMostLikely({ players, settings, content, random, now }: SetupCtx<MostLikelyContent>): Step<MostLikelyState> {
  const totalRounds = setting(settings, "rounds");
  const pool = freshestFirst(content.prompts, random).slice(0, totalRounds);
  const state: MostLikelyState = {
    phase: "voting",
    phaseSeq: 0,
    phaseEndsAt: null,
    phaseSeconds: null,
    round: 1,
    totalRounds,
    votingSeconds: setting(settings, "votingTime"),
    players,
    participants: seatedIds(players),
    roundWins: {},
    pool,
    used: [],
    prompt: null,
    votes: {},
    voteSubmissions: {},
    accused: [],
    notice: null,
  };
  return beginVoting(state, now);
}

// ---------- phases ----------

/** A new round's vote: the seats now present vote, a prompt is drawn and shown. */
function beginVoting(state: MostLikelyState, now: number): Step<MostLikelyState> {
  const { item: prompt, freshness } = drawFreshest(state.pool, state.used);
  const participants = seatedIds(state.players);
  const next: MostLikelyState = {
    ...state,
    phase: "voting",
    phaseSeq: state.phaseSeq + 1,
    phaseSeconds: state.votingSeconds,
    phaseEndsAt: deadlineAt(now, state.votingSeconds),
    participants,
    roundWins: withScoresFor(state.roundWins, participants),
    used: markUsed(state.used, prompt.id),
    prompt,
    votes: {},
    voteSubmissions: {},
    accused: [],
    notice: noticeFor(freshness, MOST_LIKELY_TEXT),
  };
  return withDeadline(next, { shown: shownTo(prompt.id, next.players, participants) });
}

/** The vote is over: the most voted seated players each win the round. */
function showResults(state: MostLikelyState): Step<MostLikelyState> {
  const accused = accusedOf(accusationsOf(state.votes, state.players), state.players);
  const roundWins = { ...state.roundWins };
  for (const id of accused) roundWins[id] = (roundWins[id] ?? 0) + 1;
  return withDeadline({ ...state, phase: "round_results", phaseSeq: state.phaseSeq + 1, phaseEndsAt: null, phaseSeconds: null, roundWins, accused });
}

function finish(state: MostLikelyState): Step<MostLikelyState> {
  return withDeadline({ ...state, phase: "game_end", phaseSeq: state.phaseSeq + 1, phaseEndsAt: null, phaseSeconds: null, notice: null });
}

// ---------- actions ----------


function submitVote(state: MostLikelyState, playerId: string, data: Record<string, unknown>, now: number): Step<MostLikelyState> {
  const action = "SUBMIT_VOTE";
  if (state.phase !== "voting") return refuse(state, playerId, action, MOST_LIKELY_TEXT.notVoting);
  if (!state.participants.includes(playerId)) return refuse(state, playerId, action, MOST_LIKELY_TEXT.notPlaying);
  const { votedPlayerId, submissionId } = payloadOf(data);
  if (playerId in state.votes) {
    // The client resends a queued vote after a reconnect: the same submission is already counted.
    const resent = typeof submissionId === "string" && submissionId !== "" && state.voteSubmissions[playerId] === submissionId;
    return resent ? unchanged(state) : refuse(state, playerId, action, MOST_LIKELY_TEXT.alreadyVoted);
  }
  if (typeof votedPlayerId !== "string" || votedPlayerId === "") return refuse(state, playerId, action, MOST_LIKELY_TEXT.noPlayer);
  if (!state.players.some((p) => p.playerId === votedPlayerId)) return refuse(state, playerId, action, MOST_LIKELY_TEXT.unknownPlayer);
  const next: MostLikelyState = {
    ...state,
    votes: { ...state.votes, [playerId]: votedPlayerId },
    voteSubmissions: typeof submissionId === "string" && submissionId !== "" ? { ...state.voteSubmissions, [playerId]: submissionId } : state.voteSubmissions,
  };
  if (everyoneWaitedForActed(next.players, next.participants, (id) => id in next.votes, now)) return showResults(next);
  return { state: next, events: [] };
}

function nextRound(state: MostLikelyState, playerId: string, ctx: StepCtx): Step<MostLikelyState> {
  if (state.phase !== "round_results") return refuse(state, playerId, "next_round", MOST_LIKELY_TEXT.notNow);
  if (state.round >= state.totalRounds) return finish(state);
  return beginVoting({ ...state, round: state.round + 1 }, ctx.now);
}

function onTimer(state: MostLikelyState, phaseSeq: number): Step<MostLikelyState> {
  // Alarms arrive at least once: only the current phase's own deadline counts.
  if (phaseSeq !== state.phaseSeq || state.phaseEndsAt === null || state.phase !== "voting") return unchanged(state);
  return showResults(state);
}

/** Seats changed: leavers are no longer waited for, and the vote ends if every online voter is done. */
function onRoster(state: MostLikelyState, players: EnginePlayer[], now: number): Step<MostLikelyState> {
  const next: MostLikelyState = { ...state, players };
  if (next.phase !== "voting") return { state: next, events: [] };
  const seated = new Set(seatedIds(players));
  const stillHere = next.participants.filter((id) => seated.has(id));
  if (everyoneWaitedForActed(players, stillHere, (id) => id in next.votes, now)) return showResults({ ...next, participants: stillHere });
  return { state: next, events: [] };
}

export const mostLikely: GameDefinition<MostLikelyState, MostLikelyContent> = {
  gameType: "most-likely",
  setup: setupMostLikely,
  apply(state: MostLikelyState, action: EngineAction, ctx: StepCtx): Step<MostLikelyState> {
    if (action.kind === "timer") return onTimer(state, action.phaseSeq);
    if (action.kind === "roster") return onRoster(state, action.players, ctx.now);
    switch (action.action) {
      case "SUBMIT_VOTE":
        return submitVote(state, action.playerId, action.data, ctx.now);
      case "next_round":
        return nextRound(state, action.playerId, ctx);
      default:
        return refuse(state, action.playerId, action.action, MOST_LIKELY_TEXT.notNow);
    }
  },
  playerView: mostLikelyView,
};
