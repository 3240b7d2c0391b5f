// The meme caption game (meme-game): everyone captions the same picture, then votes
// for the funniest caption that is not their own. Pure rules: randomness and time
// come from ctx, so a whole game replays from its seed.
//
// captioning → voting → round_results → … → final_ranking
import type { MemePhase, MemePicture } from "../../../schema/game-views";
import { GAME_RULES, GAME_SETTING_LIMITS } from "../../../schema/limits";
import { shuffle } from "../../engine/random";
import type { EngineAction, EnginePlayer, GameDefinition, ServerEvent, SetupCtx, Step, StepCtx } from "../../engine/types";
import { drawFreshest, freshestFirst, markUsed, noticeFor, shownTo } from "../shared/content";
import { deadlineAt, everyoneWaitedForActed, refuse, roundMultiplier, seatedIds, settingOf, unchanged, withDeadline, withScoresFor } from "../shared/rounds";
import { checkCaptions } from "./captions";
import type { MemeContent } from "./content";
import { doneVoting, tallySubmissions, type MemeSubmission } from "./tally";
import { MEME_TEXT } from "./texts";
import { memeView } from "./view";

export { MEME_TEXT };

const RULES = GAME_RULES.meme;
const LIMITS = GAME_SETTING_LIMITS["meme-game"];

/** A picture of the pool with how fresh it was for this room when the game started. */
type PoolPicture = MemePicture & { freshness: number };

export interface MemeState {
  phase: MemePhase;
  phaseSeq: number;
  phaseEndsAt: number | null;
  phaseSeconds: number | null;
  round: number;
  totalRounds: number;
  times: { captioning: number; voting: number };
  /** The room's seats in join order, as the room last reported them. */
  players: EnginePlayer[];
  /** Who takes part in the current phase; seats taken later join from the next phase. */
  participants: string[];
  scores: Record<string, number>;
  /** The pictures this game may draw, best first (at most one per round). */
  pool: PoolPicture[];
  /** Picture ids drawn this game, oldest first. */
  used: string[];
  meme: MemePicture | null;
  /** Accepted captions by author, one entry per box of the picture. */
  captions: Record<string, string[]>;
  /** The vote's submissions, in the shuffled order they are shown. */
  submissions: MemeSubmission[];
  /** Voter → submission id. */
  votes: Record<string, string>;
  roundPoints: Record<string, number>;
  notice: string | null;
}

const setting = (settings: Record<string, number>, key: keyof typeof LIMITS) => settingOf(LIMITS, settings, key);

// ---------- setup ----------

export function setupMeme({ players, settings, content, random, now }: SetupCtx<MemeContent>): Step<MemeState> {
  const totalRounds = setting(settings, "rounds");
  const pool = freshestFirst(content.pictures, random).slice(0, totalRounds);
  const state: MemeState = {
    phase: "captioning",
    phaseSeq: 0,
    phaseEndsAt: null,
    phaseSeconds: null,
    round: 1,
    totalRounds,
    times: { captioning: setting(settings, "captioningTime"), voting: setting(settings, "votingTime") },
    players,
    participants: [],
    scores: {},
    pool,
    used: [],
    meme: null,
    captions: {},
    submissions: [],
    votes: {},
    roundPoints: {},
    notice: null,
  };
  return beginCaptioning(state, now);
}

// ---------- phases ----------

/** Starts a timed phase: the next phaseSeq, the seats now present take part, the deadline set. */
function enterPhase(state: MemeState, phase: "captioning" | "voting", now: number, seconds: number): MemeState {
  const participants = seatedIds(state.players);
  return {
    ...state,
    phase,
    phaseSeq: state.phaseSeq + 1,
    phaseSeconds: seconds,
    phaseEndsAt: deadlineAt(now, seconds),
    participants,
    scores: withScoresFor(state.scores, participants),
  };
}

/** Starts a phase that waits for the admin (results) or for nobody (the end). */
const enterUntimedPhase = (state: MemeState, phase: "round_results" | "final_ranking"): MemeState => ({
  ...state,
  phase,
  phaseSeq: state.phaseSeq + 1,
  phaseEndsAt: null,
  phaseSeconds: null,
});

function beginCaptioning(state: MemeState, now: number): Step<MemeState> {
  const { item: picture, freshness } = drawFreshest(state.pool, state.used);
  const next: MemeState = {
    ...enterPhase(state, "captioning", now, state.times.captioning),
    meme: picture,
    used: markUsed(state.used, picture.id),
    captions: {},
    submissions: [],
    votes: {},
    roundPoints: {},
    notice: noticeFor(freshness, MEME_TEXT),
  };
  return withDeadline(next, { shown: shownTo(picture.id, next.players, next.participants) });
}

const hasActedInVote = (state: MemeState) => (playerId: string) => doneVoting(state.submissions, state.votes, playerId);

function beginVoting(state: MemeState, now: number, random: () => number): Step<MemeState> {
  // Authors in seat order before shuffling, so the shuffle alone decides what is shown where.
  // Captions of players who left the room are dropped: nobody could be shown as their author.
  const authors = state.players.filter((p) => p.playerId in state.captions).map((p) => p.playerId);
  if (authors.length === 0) return showResults({ ...state, submissions: [], votes: {} });
  const submissions = shuffle(
    authors.map((authorId) => ({ authorId, captions: state.captions[authorId] })),
    random,
  ).map((s, i) => ({ id: String(i + 1), ...s }));
  const next: MemeState = { ...enterPhase(state, "voting", now, state.times.voting), submissions, votes: {} };
  // With nothing to vote for (say, one player alone), the vote is over before it starts.
  if (everyoneWaitedForActed(next.players, next.participants, hasActedInVote(next), now)) return showResults(next);
  return withDeadline(next);
}

function showResults(state: MemeState): Step<MemeState> {
  const multiplier = roundMultiplier(state.round, state.totalRounds);
  const tally = tallySubmissions(state.submissions, state.votes, state.players);
  const points: Record<string, number> = Object.fromEntries(state.participants.map((id) => [id, 0]));
  for (const s of tally) {
    const won = s.voteCount * RULES.pointsPerVote + (s.isTop ? RULES.topCaptionBonus : 0);
    points[s.authorId] = (points[s.authorId] ?? 0) + won * multiplier;
  }
  const scores = { ...state.scores };
  for (const [id, n] of Object.entries(points)) scores[id] = (scores[id] ?? 0) + n;
  return withDeadline({ ...enterUntimedPhase(state, "round_results"), scores, roundPoints: points });
}

const finish = (state: MemeState): Step<MemeState> => withDeadline({ ...enterUntimedPhase(state, "final_ranking"), notice: null });

// ---------- actions ----------

function submitCaption(state: MemeState, playerId: string, data: Record<string, unknown>, ctx: StepCtx): Step<MemeState> {
  const action = "submit_caption";
  if (state.phase !== "captioning") return refuse(state, playerId, action, MEME_TEXT.notCaptioning);
  if (!state.participants.includes(playerId)) return refuse(state, playerId, action, MEME_TEXT.notPlaying);
  // The same captions again (a resend after a reconnect) are already in: nothing to tell the player.
  if (playerId in state.captions) {
    const sent = data.captions;
    const same = Array.isArray(sent) && state.captions[playerId].every((caption, i) => caption === sent[i]);
    return same ? unchanged(state) : refuse(state, playerId, action, MEME_TEXT.alreadySubmitted);
  }
  const checked = checkCaptions(data.captions, state.meme!.textBoxCount);
  if ("refusal" in checked) {
    const { message, ...extra } = checked.refusal;
    return refuse(state, playerId, action, message, extra);
  }
  const next = { ...state, captions: { ...state.captions, [playerId]: checked.captions } };
  if (everyoneWaitedForActed(next.players, next.participants, (id) => id in next.captions, ctx.now)) return beginVoting(next, ctx.now, ctx.random);
  return { state: next, events: [] };
}

function voteMeme(state: MemeState, playerId: string, data: Record<string, unknown>, now: number): Step<MemeState> {
  const action = "vote_meme";
  if (state.phase !== "voting") return refuse(state, playerId, action, MEME_TEXT.notVoting);
  if (!state.participants.includes(playerId)) return refuse(state, playerId, action, MEME_TEXT.notPlaying);
  if (playerId in state.votes)
    return state.votes[playerId] === data.votedPlayerId ? unchanged(state) : refuse(state, playerId, action, MEME_TEXT.alreadyVoted);
  // The spec names the field votedPlayerId; it carries the opaque submission id, so authors stay secret.
  const chosen = data.votedPlayerId;
  if (typeof chosen !== "string" || chosen === "") return refuse(state, playerId, action, MEME_TEXT.noChoice);
  const submission = state.submissions.find((s) => s.id === chosen);
  if (!submission) return refuse(state, playerId, action, MEME_TEXT.unknownSubmission);
  if (submission.authorId === playerId) return refuse(state, playerId, action, MEME_TEXT.ownCaption, { code: "own_caption" });
  const next = { ...state, votes: { ...state.votes, [playerId]: chosen } };
  if (everyoneWaitedForActed(next.players, next.participants, hasActedInVote(next), now)) return showResults(next);
  return { state: next, events: [] };
}

function nextRound(state: MemeState, playerId: string, ctx: StepCtx): Step<MemeState> {
  if (state.phase !== "round_results") return refuse(state, playerId, "next_round", MEME_TEXT.notNow);
  if (state.round >= state.totalRounds) return finish(state);
  return beginCaptioning({ ...state, round: state.round + 1 }, ctx.now);
}

function onTimer(state: MemeState, phaseSeq: number, ctx: StepCtx): Step<MemeState> {
  // Alarms arrive at least once: only the current phase's own deadline counts.
  if (phaseSeq !== state.phaseSeq || state.phaseEndsAt === null) return unchanged(state);
  if (state.phase === "captioning") return beginVoting(state, ctx.now, ctx.random);
  if (state.phase === "voting") return showResults(state);
  return unchanged(state);
}

/** Seats changed: leavers stop being waited for, and the phase ends if every online participant is done. */
function onRoster(state: MemeState, players: EnginePlayer[], ctx: StepCtx): Step<MemeState> {
  const seated = new Set(seatedIds(players));
  const next: MemeState = { ...state, players, participants: state.participants.filter((id) => seated.has(id)) };
  if (next.phase === "captioning" && everyoneWaitedForActed(players, next.participants, (id) => id in next.captions, ctx.now))
    return beginVoting(next, ctx.now, ctx.random);
  if (next.phase === "voting" && everyoneWaitedForActed(players, next.participants, hasActedInVote(next), ctx.now)) return showResults(next);
  return { state: next, events: [] };
}

export const memeGame: GameDefinition<MemeState, MemeContent> = {
  gameType: "meme-game",
  setup: setupMeme,
  apply(state: MemeState, action: EngineAction, ctx: StepCtx): Step<MemeState> {
    if (action.kind === "timer") return onTimer(state, action.phaseSeq, ctx);
    if (action.kind === "roster") return onRoster(state, action.players, ctx);
    if (state.phase === "final_ranking") return refuse(state, action.playerId, action.action, MEME_TEXT.notNow);
    switch (action.action) {
      case "submit_caption":
        return submitCaption(state, action.playerId, action.data, ctx);
      case "vote_meme":
        return voteMeme(state, action.playerId, action.data, ctx.now);
      case "next_round":
        return nextRound(state, action.playerId, ctx);
      default:
        return refuse(state, action.playerId, action.action, MEME_TEXT.notNow);
    }
  },
  playerView: memeView,
};
