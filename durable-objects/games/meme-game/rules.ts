// The meme caption game (meme-game): everyone captions the same picture, then votes
// for the funniest caption that is not their own. The game is its phase table; the
// engine's phase driver runs the clock, the waits, the roster and the rounds.
// Randomness and time come from ctx, so a whole game replays from its seed.
//
// captioning → voting → round_results → … → final_ranking
import { textsFor } from "../../../schema/address";
import { GAME_ACTION_ISSUES as ISSUE, hidePayload, memeCaptionPayload, memeVotePayload } from "../../../schema/game-actions";
import type { MemePhase } from "../../../schema/game-views";
import { GAME_RULES, GAME_SETTING_LIMITS } from "../../../schema/limits";
import { actionOf, moveTo, phaseDriven, refusal } from "../../engine/phases";
import { shuffle } from "../../engine/random";
import type { SetupCtx } from "../../engine/types";
import { drawFreshest, freshestFirst, markUsed, noticeFor } from "../shared/content";
import { addPoints, roundMultiplier, settingOf } from "../shared/rounds";
import { checkCaptions } from "./captions";
import { captionApproved, pendingCaptions } from "./moderation";
import type { MemeContent } from "./content";
import { doneVoting, tallySubmissions } from "./tally";
import { MEME_TEXT, MEME_TEXTS } from "./texts";
import type { MemeState } from "./state";
import { memeView } from "./view";

export type { MemeState };

export { MEME_TEXT };

const RULES = GAME_RULES.meme;
const LIMITS = GAME_SETTING_LIMITS["meme-game"];

const setting = (settings: Record<string, number>, key: keyof typeof LIMITS) => settingOf(LIMITS, settings, key);

function setupMeme({ players, settings, content, random }: SetupCtx<MemeContent>): MemeState {
  const totalRounds = setting(settings, "rounds");
  return {
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
    pool: freshestFirst(content.pictures, random).slice(0, totalRounds),
    used: [],
    meme: null,
    captions: {},
    submissions: [],
    votes: {},
    roundPoints: {},
    notice: null,
  };
}

// ---------- what each phase prepares ----------

function drawPicture(state: MemeState): MemeState {
  const { item: picture, freshness } = drawFreshest(state.pool, state.used);
  return {
    ...state,
    meme: picture,
    used: markUsed(state.used, picture.id),
    captions: {},
    submissions: [],
    votes: {},
    hidden: [],
    roundPoints: {},
    notice: noticeFor(freshness, textsFor(MEME_TEXTS, state.addressForm)),
  };
}

/**
 * Captions of players still seated, in seat order: those of players who left are dropped (nobody
 * could be shown as their author), and in a moderated game those a moderator did not approve.
 */
const seatedAuthors = (state: MemeState) => state.players.filter((p) => p.playerId in state.captions && captionApproved(state, p.playerId)).map((p) => p.playerId);

/** Nobody captioned: straight to the (empty) results. */
const afterCaptioning = (state: MemeState) =>
  seatedAuthors(state).length === 0 ? moveTo<MemeState, MemePhase>("round_results", { ...state, submissions: [], votes: {} }) : "voting";

function shuffleSubmissions(state: MemeState, random: () => number): MemeState {
  // Authors in seat order before shuffling, so the shuffle alone decides what is shown where.
  const submissions = shuffle(
    seatedAuthors(state).map((authorId) => ({ authorId, captions: state.captions[authorId] })),
    random,
  ).map((s, i) => ({ id: String(i + 1), ...s }));
  return { ...state, submissions, votes: {} };
}

export function tallyRound(state: MemeState): MemeState {
  const multiplier = roundMultiplier(state.round, state.totalRounds);
  const points: Record<string, number> = Object.fromEntries(state.participants.map((id) => [id, 0]));
  for (const s of tallySubmissions(state.submissions, state.votes, state.players)) {
    const won = s.voteCount * RULES.pointsPerVote + (s.isTop ? RULES.topCaptionBonus : 0);
    points[s.authorId] = (points[s.authorId] ?? 0) + won * multiplier;
  }
  return { ...state, scores: addPoints(state.scores, points), roundPoints: points };
}

// ---------- actions ----------

const action = actionOf<MemeState, MemePhase>();

const submitCaption = action({
  phases: ["captioning"],
  wrongPhase: MEME_TEXT.notCaptioning,
  who: "participants",
  in: "frame",
  once: {
    taken: (s, id) => id in s.captions,
    same: (s, id, sent) => Array.isArray(sent.captions) && s.captions[id].every((caption, i) => caption === (sent.captions as unknown[])[i]),
    message: MEME_TEXT.alreadySubmitted,
  },
  payload: memeCaptionPayload,
  refusals: {},
  handle(state, playerId, { captions }) {
    const checked = checkCaptions(captions, state.meme!.textBoxCount);
    if ("refusal" in checked) {
      const { message, ...extra } = checked.refusal;
      return refusal(message, extra);
    }
    return { ...state, captions: { ...state.captions, [playerId]: checked.captions } };
  },
});

const voteMeme = action({
  phases: ["voting"],
  wrongPhase: MEME_TEXT.notVoting,
  who: "participants",
  in: "frame",
  once: { taken: (s, id) => id in s.votes, same: (s, id, sent) => s.votes[id] === sent.votedPlayerId, message: MEME_TEXT.alreadyVoted },
  payload: memeVotePayload,
  refusals: { [ISSUE.noChoice]: { message: MEME_TEXT.noChoice } },
  handle(state, playerId, { votedPlayerId: chosen }) {
    const submission = state.submissions.find((s) => s.id === chosen);
    if (!submission) return refusal(MEME_TEXT.unknownSubmission);
    if (submission.authorId === playerId) return refusal(MEME_TEXT.ownCaption, { code: "own_caption" });
    return { ...state, votes: { ...state.votes, [playerId]: chosen } };
  },
});

/**
 * «إخفاء», the host's, before the reveal: the captions leave the vote for
 * everyone, votes on them are dropped (those voters vote again), and the author is told
 * kindly and scores nothing for them.
 */
const hideCaption = action({
  phases: ["voting"],
  wrongPhase: MEME_TEXT.notHiding,
  who: () => null, // the room lets only its host send it
  in: "frame",
  payload: hidePayload,
  refusals: { [ISSUE.noChoice]: { message: MEME_TEXT.unknownSubmission } },
  handle(state, _playerId, { submissionId }) {
    const submission = state.submissions.find((s) => s.id === submissionId);
    if (!submission) return refusal(MEME_TEXT.unknownSubmission);
    const votes = Object.fromEntries(Object.entries(state.votes).filter(([, id]) => id !== submissionId));
    return { ...state, submissions: state.submissions.filter((s) => s !== submission), votes, hidden: [...(state.hidden ?? []), submission.authorId] };
  },
});

// ---------- the table ----------

export const memeGame = phaseDriven<MemeState, MemePhase, MemeContent, ReturnType<typeof memeView>>({
  gameType: "meme-game",
  rounds: { first: "captioning", results: "round_results", final: "final_ranking" },
  phases: {
    captioning: {
      seconds: (s) => s.times.captioning,
      takePart: "seated",
      enter: drawPicture,
      shows: (s) => s.meme!.id,
      acted: (s) => (id) => id in s.captions,
      then: afterCaptioning,
    },
    voting: {
      seconds: (s) => s.times.voting,
      takePart: "seated",
      enter: (s, ctx) => shuffleSubmissions(s, ctx.random),
      // Someone with no caption but their own to choose from is done at once.
      acted: (s) => (id) => doneVoting(s.submissions, s.votes, id),
      then: () => "round_results",
    },
    round_results: { seconds: null, takePart: "same", enter: tallyRound },
    final_ranking: { seconds: null, takePart: "same", enter: (s) => ({ ...s, notice: null }) },
  },
  scores: "scores",
  texts: { notNow: MEME_TEXT.notNow, notPlaying: MEME_TEXT.notPlaying },
  setup: setupMeme,
  actions: { submit_caption: submitCaption, vote_meme: voteMeme, hide_submission: hideCaption },
  view: memeView,
  pendingTexts: pendingCaptions,
});
