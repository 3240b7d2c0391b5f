// Most likely (most-likely): a prompt describes a behaviour and every player votes
// for whoever in the room fits it best; the most voted are the round's accused. The
// game is its phase table; the engine's phase driver runs the clock, the waits, the
// roster and the rounds. Randomness and time come from ctx, so a whole game replays
// from its seed.
//
// voting → round_results → voting … → game_end
import { GAME_ACTION_ISSUES as ISSUE, mostLikelyVotePayload } from "../../../schema/game-actions";
import type { MostLikelyPhase } from "../../../schema/game-views";
import { spokenPrompt, textsFor } from "../../../schema/address";
import { GAME_SETTING_LIMITS } from "../../../schema/limits";
import { actionOf, phaseDriven, refusal } from "../../engine/phases";
import { seatedIds } from "../../engine/turns";
import type { SetupCtx } from "../../engine/types";
import { drawFreshest, freshestFirst, markUsed, noticeFor } from "../shared/content";
import { settingOf } from "../shared/rounds";
import type { MostLikelyContent } from "./content";
import { accusationsOf, accusedOf } from "./tally";
import { MOST_LIKELY_TEXT, MOST_LIKELY_TEXTS } from "./texts";
import type { MostLikelyState } from "./state";
import { mostLikelyView } from "./view";

export type { MostLikelyState };

export { MOST_LIKELY_TEXT };

const LIMITS = GAME_SETTING_LIMITS["most-likely"];

const setting = (settings: Record<string, number>, key: keyof typeof LIMITS) => settingOf(LIMITS, settings, key);

function setupMostLikely({ players, settings, content, random }: SetupCtx<MostLikelyContent>): MostLikelyState {
  const totalRounds = setting(settings, "rounds");
  return {
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
    pool: freshestFirst(content.prompts, random).slice(0, totalRounds),
    used: [],
    prompt: null,
    votes: {},
    voteSubmissions: {},
    accused: [],
    notice: null,
  };
}

// ---------- what each phase prepares ----------

/** The next prompt, said the room's way: a women's gathering hears its feminine form. */
function drawPrompt(state: MostLikelyState): MostLikelyState {
  const { item, freshness } = drawFreshest(state.pool, state.used);
  const prompt = { ...item, content: spokenPrompt(item, state.addressForm) };
  const notice = noticeFor(freshness, textsFor(MOST_LIKELY_TEXTS, state.addressForm));
  return { ...state, used: markUsed(state.used, prompt.id), prompt, votes: {}, voteSubmissions: {}, accused: [], notice };
}

/** The vote is over: the most voted seated players each win the round. */
export function tallyRound(state: MostLikelyState): MostLikelyState {
  const accused = accusedOf(accusationsOf(state.votes, state.players), state.players);
  const roundWins = { ...state.roundWins };
  for (const id of accused) roundWins[id] = (roundWins[id] ?? 0) + 1;
  return { ...state, roundWins, accused };
}

// ---------- actions ----------

const action = actionOf<MostLikelyState, MostLikelyPhase>();

const submitVote = action({
  phases: ["voting"],
  wrongPhase: MOST_LIKELY_TEXT.notVoting,
  who: "participants",
  // The client resends a queued vote after a reconnect: the same submission is already counted.
  once: {
    taken: (s, id) => id in s.votes,
    same: (s, id, sent) => typeof sent.submissionId === "string" && sent.submissionId !== "" && s.voteSubmissions[id] === sent.submissionId,
    message: MOST_LIKELY_TEXT.alreadyVoted,
  },
  payload: mostLikelyVotePayload,
  refusals: { [ISSUE.noPlayer]: { message: MOST_LIKELY_TEXT.noPlayer } },
  handle(state, playerId, { votedPlayerId, submissionId }) {
    if (!state.players.some((p) => p.playerId === votedPlayerId)) return refusal(MOST_LIKELY_TEXT.unknownPlayer);
    return {
      ...state,
      votes: { ...state.votes, [playerId]: votedPlayerId },
      voteSubmissions: submissionId ? { ...state.voteSubmissions, [playerId]: submissionId } : state.voteSubmissions,
    };
  },
});

// ---------- the table ----------

export const mostLikely = phaseDriven<MostLikelyState, MostLikelyPhase, MostLikelyContent, ReturnType<typeof mostLikelyView>>({
  gameType: "most-likely",
  rounds: { first: "voting", results: "round_results", final: "game_end" },
  phases: {
    voting: {
      seconds: (s) => s.votingSeconds,
      takePart: "seated",
      enter: drawPrompt,
      shows: (s) => s.prompt!.id,
      acted: (s) => (id) => id in s.votes,
      then: () => "round_results",
    },
    round_results: { seconds: null, takePart: "same", enter: tallyRound },
    game_end: { seconds: null, takePart: "same", enter: (s) => ({ ...s, notice: null }) },
  },
  scores: "roundWins",
  texts: { notNow: MOST_LIKELY_TEXT.notNow, notPlaying: MOST_LIKELY_TEXT.notPlaying },
  setup: setupMostLikely,
  actions: { SUBMIT_VOTE: submitVote },
  view: mostLikelyView,
});
