// «عنّا» (about-us): a game about the people in the room, after Fibbage's "Enough About
// You". Each round every player privately answers a personal question about themselves; then, for
// each of the round's subjects in turn, the others write a lie as if they were the subject, and
// everyone but the subject votes for the truth among the lies. The engine's phase driver runs the
// clock, the waits, the roster and the rounds; randomness and time come from ctx, so a whole game
// replays from its seed.
//
// answering → (writing → voting → reveal) per subject → round_results → … → final_ranking
import { textsFor } from "../../../schema/address";
import { isTooClose, sameAnswer } from "../../../schema/arabic";
import { GAME_ACTION_ISSUES as ISSUE, emptyPayload, hidePayload, pickLiePayload, triviaAnswerPayload, triviaVotePayload } from "../../../schema/game-actions";
import { ABOUT_US, GAME_SETTING_LIMITS } from "../../../schema/limits";
import { actionOf, moveTo, phaseDriven, refusal } from "../../engine/phases";
import { shuffle } from "../../engine/random";
import { seatedIds } from "../../engine/turns";
import type { SetupCtx, StepCtx } from "../../engine/types";
import { drawFreshest, freshestFirst, markUsed, noticeFor, type Freshness } from "../shared/content";
import { addPoints, settingOf } from "../shared/rounds";
import { inTeams, pickRefusal, teamIndex, withPick, wroteOrPicked } from "../shared/team-lies";
import type { AboutUsContent, AboutUsQuestion } from "./content";
import { EMPTY_STATS, scoreSubject, type AboutUsOption } from "./scoring";
import { ABOUT_US_TEXT, ABOUT_US_TEXTS } from "./texts";
import type { AboutUsState } from "./state";
import { aboutUsView } from "./view";
import { aboutUsShow, aboutUsShownView } from "./show";
import { approvedTruths, pendingAboutUsTexts, votedLies } from "./moderation";

export type { AboutUsState };

export { ABOUT_US_TEXT };

import type { AboutUsPhase } from "../../../schema/game-views";
export type { AboutUsPhase };

const LIMITS = GAME_SETTING_LIMITS["about-us"];
const setting = (settings: Record<string, number>, key: keyof typeof LIMITS) => settingOf(LIMITS, settings, key);

function setupAboutUs({ settings, players, content, random }: SetupCtx<AboutUsContent>): AboutUsState {
  return {
    phase: "answering",
    phaseSeq: 0,
    phaseEndsAt: null,
    phaseSeconds: null,
    round: 1,
    totalRounds: setting(settings, "rounds"),
    times: { answering: setting(settings, "answeringTime"), writing: setting(settings, "writingTime"), voting: setting(settings, "votingTime") },
    players,
    participants: seatedIds(players),
    scores: {},
    pool: freshestFirst(content.questions, random),
    used: [],
    asked: {},
    truths: {},
    subjectCount: {},
    queue: [],
    subject: null,
    lies: {},
    options: [],
    votes: {},
    hidden: [],
    turnPoints: {},
    roundPoints: {},
    stats: EMPTY_STATS,
    notice: null,
  };
}

// ---------- what each phase prepares ----------

/** A new round: a fresh question for every player, the least fresh one saying why. */
function askEveryone(state: AboutUsState): AboutUsState {
  let used = state.used;
  let worst: Freshness = 0;
  const asked: Record<string, AboutUsQuestion> = {};
  for (const id of state.participants) {
    const { item, freshness } = drawFreshest(state.pool, used);
    asked[id] = item;
    used = markUsed(used, item.id);
    worst = Math.max(worst, freshness) as Freshness;
  }
  return {
    ...state,
    used,
    asked,
    truths: {},
    queue: [],
    subject: null,
    roundPoints: {},
    notice: noticeFor(worst, textsFor(ABOUT_US_TEXTS, state.addressForm)),
  };
}

/**
 * The round's subjects, among the players who answered: those never a subject yet first, as
 * many as spreads them over the rounds left (so with everyone answering, each player is a
 * subject at least once a game); once all have been, the least chosen, one a round at least.
 */
export function pickSubjects(state: AboutUsState, random: () => number): string[] {
  if (inTeams(state.players)) return pickTeamSubjects(state, random);
  const seated = new Set(seatedIds(state.players));
  const count = (id: string) => state.subjectCount[id] ?? 0;
  const answered = shuffle(
    state.participants.filter((id) => seated.has(id) && id in state.truths),
    random,
  ).sort((a, b) => count(a) - count(b));
  const notYet = [...seated].filter((id) => count(id) === 0).length;
  const roundsLeft = Math.max(1, state.totalRounds - state.round + 1);
  const quota = Math.max(1, Math.ceil(notYet / roundsLeft), Math.ceil(seated.size / state.totalRounds));
  return answered.slice(0, quota);
}

/**
 * In teams, «عنّا» is about one of each team's own: a round's subjects come one per team, teams
 * that have not had a subject first, spread so every team has one over the game; within a team,
 * the member who answered and was a subject least. Each team's lie about a subject is written
 * by the whole team (shared/team-lies.ts), the subject's own team too: they know them best.
 */
function pickTeamSubjects(state: AboutUsState, random: () => number): string[] {
  const team = teamIndex(state.players);
  const count = (id: string) => state.subjectCount[id] ?? 0;
  const teamCount = (teamId: string) => Object.keys(team).filter((id) => team[id] === teamId).reduce((n, id) => n + count(id), 0);
  const answered = shuffle(
    state.participants.filter((id) => team[id] && id in state.truths),
    random,
  ).sort((a, b) => count(a) - count(b));
  const teams = shuffle([...new Set(Object.values(team))], random).sort((a, b) => teamCount(a) - teamCount(b));
  const notYet = teams.filter((t) => teamCount(t) === 0).length;
  const roundsLeft = Math.max(1, state.totalRounds - state.round + 1);
  const quota = Math.max(1, Math.ceil(notYet / roundsLeft));
  return teams
    .map((t) => answered.find((id) => team[id] === t))
    .filter((id): id is string => !!id)
    .slice(0, quota);
}

const subjectGone = (state: AboutUsState) => !state.players.some((p) => p.playerId === state.subject);

/** On to the next subject still seated, or the round's results. */
function nextTurn(state: AboutUsState) {
  const seated = new Set(seatedIds(state.players));
  const queue = state.queue.slice(1).filter((id) => seated.has(id));
  return queue.length ? moveTo<AboutUsState, AboutUsPhase>("writing", { ...state, queue }) : moveTo<AboutUsState, AboutUsPhase>("round_results", { ...state, queue: [] });
}

function openTurn(state: AboutUsState): AboutUsState {
  const subject = state.queue[0] ?? null;
  return {
    ...state,
    subject,
    subjectCount: subject ? { ...state.subjectCount, [subject]: (state.subjectCount[subject] ?? 0) + 1 } : state.subjectCount,
    lies: {},
    options: [],
    votes: {},
    hidden: [],
    turnPoints: {},
    ...(state.teamPicks ? { teamPicks: {} } : {}),
  };
}

/** The vote's options: in teams one lie per team (shared/team-lies.ts), each marked with its team. */
function teamOptions(state: AboutUsState, random: () => number): AboutUsOption[] {
  const options = buildOptions({ ...state, lies: votedLies(state) }, random);
  const team = teamIndex(state.players);
  return options.map((o) => (o.type === "lie" && team[o.authors[0]] ? { ...o, teamId: team[o.authors[0]] } : o));
}

/**
 * The truth and the lies (the same lie from several authors merged, in seat order), shuffled. Ids
 * carry the phase's number, so a vote (an audience member's too) for one subject's option never
 * names an option of the next subject's vote in the same round.
 */
export function buildOptions(state: Pick<AboutUsState, "subject" | "truths" | "lies" | "players" | "phaseSeq">, random: () => number): AboutUsOption[] {
  const seat = new Map(seatedIds(state.players).map((id, i) => [id, i]));
  const authors = Object.keys(state.lies).sort((a, b) => (seat.get(a) ?? Infinity) - (seat.get(b) ?? Infinity));
  const lies: { answer: string; authors: string[] }[] = [];
  for (const author of authors) {
    const answer = state.lies[author];
    const same = lies.find((l) => sameAnswer(l.answer, answer));
    if (same) same.authors.push(author);
    else lies.push({ answer, authors: [author] });
  }
  const options: Omit<AboutUsOption, "id">[] = [
    { answer: state.truths[state.subject!], type: "truth", authors: [state.subject!] },
    ...lies.map((l) => ({ ...l, type: "lie" as const })),
  ];
  return shuffle(options, random).map((o, i) => ({ ...o, id: `${state.phaseSeq}-${i + 1}` }));
}

function tallyTurn(state: AboutUsState): AboutUsState {
  const { points, stats } = scoreSubject({ round: state.round, totalRounds: state.totalRounds, subject: state.subject!, options: state.options, votes: state.votes }, state.stats);
  return { ...state, scores: addPoints(state.scores, points), roundPoints: addPoints(state.roundPoints, points), turnPoints: points, stats };
}

// ---------- actions ----------

const action = actionOf<AboutUsState, AboutUsPhase>();

const answerRefusals = {
  [ISSUE.emptyAnswer]: { message: ABOUT_US_TEXT.emptyAnswer, code: "empty_answer" },
  [ISSUE.answerTooLong]: { message: ABOUT_US_TEXT.answerTooLong, code: "answer_too_long" },
  [ISSUE.answerNotClean]: { message: ABOUT_US_TEXT.answerNotClean, code: "answer_not_clean" },
};

/** A player's true answer to their own question. The family filter runs in the room on every text, this one too. */
const submitTruth = action({
  phases: ["answering"],
  wrongPhase: ABOUT_US_TEXT.notAnswering,
  who: (state, playerId) => (playerId in state.asked ? null : ABOUT_US_TEXT.notPlaying),
  once: { taken: (s, id) => id in s.truths, same: (s, id, sent) => s.truths[id] === sent.answer, message: ABOUT_US_TEXT.alreadyAnswered },
  payload: triviaAnswerPayload,
  refusals: answerRefusals,
  handle: (state, playerId, { answer }) => ({ ...state, truths: { ...state.truths, [playerId]: answer } }),
});

/** A lie as if written by the subject: the subject's truth, or one too close to it, is refused as a hint. */
const submitLie = action({
  phases: ["writing"],
  wrongPhase: ABOUT_US_TEXT.notWriting,
  who: (state, playerId) => (playerId === state.subject ? ABOUT_US_TEXT.isSubject : state.participants.includes(playerId) ? null : ABOUT_US_TEXT.notPlaying),
  once: { taken: (s, id) => id in s.lies, same: (s, id, sent) => s.lies[id] === sent.answer, message: ABOUT_US_TEXT.alreadyAnswered },
  payload: triviaAnswerPayload,
  refusals: answerRefusals,
  handle(state, playerId, { answer }) {
    const truth = state.truths[state.subject!];
    if (sameAnswer(answer, truth)) return refusal(ABOUT_US_TEXT.answerIsTruth, { code: "answer_correct", hint: true });
    if (isTooClose(answer, truth)) return refusal(ABOUT_US_TEXT.answerTooClose, { code: "answer_too_close", hint: true });
    return { ...state, lies: { ...state.lies, [playerId]: answer } };
  },
});

const submitVote = action({
  phases: ["voting"],
  wrongPhase: ABOUT_US_TEXT.notVoting,
  who: (state, playerId) => (playerId === state.subject ? ABOUT_US_TEXT.isSubjectVoting : state.participants.includes(playerId) ? null : ABOUT_US_TEXT.notPlaying),
  once: { taken: (s, id) => id in s.votes, same: (s, id, sent) => s.votes[id] === String(sent.optionId), message: ABOUT_US_TEXT.alreadyVoted },
  payload: triviaVotePayload,
  refusals: { [ISSUE.noOption]: { message: ABOUT_US_TEXT.noOption } },
  handle(state, playerId, { optionId }) {
    const option = state.options.find((o) => o.id === optionId);
    if (!option) return refusal(ABOUT_US_TEXT.unknownOption);
    const ownTeam = !!option.teamId && teamIndex(state.players)[playerId] === option.teamId;
    if (option.type === "lie" && (option.authors.includes(playerId) || ownTeam)) return refusal(ABOUT_US_TEXT.ownLie, { code: "own_lie" });
    return { ...state, votes: { ...state.votes, [playerId]: optionId } };
  },
});

/** In teams: a member (never the subject) picks one of the team's proposals as the team's lie; a later pick replaces it. */
const pickLie = action({
  phases: ["writing"],
  wrongPhase: ABOUT_US_TEXT.notWriting,
  who: (state, playerId) => (playerId === state.subject ? ABOUT_US_TEXT.isSubject : state.participants.includes(playerId) ? null : ABOUT_US_TEXT.notPlaying),
  payload: pickLiePayload,
  refusals: { [ISSUE.noChoice]: { message: ABOUT_US_TEXT.unknownOption } },
  handle(state, playerId, { authorId }) {
    const refused = pickRefusal(state.players, state.lies, playerId, authorId);
    if (refused) return refusal(refused);
    const picks = withPick(state.players, state.teamPicks, playerId, authorId);
    return Object.entries(picks).every(([t, a]) => state.teamPicks?.[t] === a) ? state : { ...state, teamPicks: picks };
  },
});

/** «إخفاء», the host's, before the reveal: as in bluff trivia, any option, the truth included. */
const hideOption = action({
  phases: ["voting"],
  wrongPhase: ABOUT_US_TEXT.notHiding,
  who: () => null, // the room lets only its host send it
  in: "frame",
  payload: hidePayload,
  refusals: { [ISSUE.noChoice]: { message: ABOUT_US_TEXT.unknownOption } },
  handle(state, _playerId, { submissionId }) {
    const option = state.options.find((o) => o.id === submissionId);
    if (!option) return refusal(ABOUT_US_TEXT.unknownOption);
    const votes = Object.fromEntries(Object.entries(state.votes).filter(([, id]) => id !== submissionId));
    const authors = option.type === "lie" ? option.authors : [];
    return { ...state, options: state.options.filter((o) => o !== option), votes, hidden: [...state.hidden, ...authors] };
  },
});

/** «تخطي السؤال», the host's: this subject's turn is dropped unscored, on to the next subject. */
const skipQuestion = action({
  phases: ["writing", "voting"],
  wrongPhase: ABOUT_US_TEXT.notSkipping,
  who: () => null, // the room lets only its host send it
  whilePaused: true,
  payload: emptyPayload,
  refusals: {},
  handle: (state) => nextTurn(state),
});

// ---------- the table ----------

export const aboutUs = phaseDriven<AboutUsState, AboutUsPhase, AboutUsContent, ReturnType<typeof aboutUsView>>({
  gameType: "about-us",
  rounds: { first: "answering", results: "round_results", final: "final_ranking" },
  phases: {
    answering: {
      seconds: (s) => s.times.answering,
      takePart: "seated",
      enter: askEveryone,
      acted: (s) => (id) => id in s.truths,
      then: (s: AboutUsState, ctx: StepCtx) => {
        // A moderated game draws its subjects among the true answers a moderator approved.
        const queue = pickSubjects({ ...s, truths: approvedTruths(s) }, ctx.random);
        return moveTo<AboutUsState, AboutUsPhase>(queue.length ? "writing" : "round_results", { ...s, queue });
      },
    },
    writing: {
      seconds: (s) => s.times.writing,
      takePart: "seated",
      enter: openTurn,
      shows: (s) => s.asked[s.subject!].id,
      acted: (s) => {
        const wrote = wroteOrPicked(s.players, s.lies, s.teamPicks);
        return (id) => id === s.subject || wrote(id);
      },
      endIf: subjectGone,
      then: (s) => (subjectGone(s) ? nextTurn(s) : "voting"),
    },
    voting: {
      seconds: (s) => s.times.voting,
      takePart: "seated",
      enter: (s, ctx) => ({ ...s, options: teamOptions(s, ctx.random), votes: {} }),
      acted: (s) => (id) => id === s.subject || id in s.votes,
      // Nobody lied (or nobody is left to vote): nothing to vote among.
      endIf: (s) => s.options.length < 2,
      then: () => "reveal",
    },
    // Staged like bluff trivia's (show.ts), lasting as long as its show, with no countdown.
    reveal: {
      seconds: null,
      takePart: "same",
      enter: tallyTurn,
      show: aboutUsShow,
      lastsShow: true,
      then: (s) => nextTurn(s),
    },
    round_results: { seconds: null, takePart: "same", enter: (s) => ({ ...s, subject: null }) },
    final_ranking: { seconds: null, takePart: "same", enter: (s) => ({ ...s, subject: null, notice: null }) },
  },
  scores: "scores",
  texts: { notNow: ABOUT_US_TEXT.notNow, notPlaying: ABOUT_US_TEXT.notPlaying },
  setup: setupAboutUs,
  actions: { SUBMIT_TRUTH: submitTruth, SUBMIT_ANSWER: submitLie, PICK_LIE: pickLie, SUBMIT_VOTE: submitVote, hide_submission: hideOption, skip_question: skipQuestion },
  view: aboutUsShownView,
  autoNext: true,
  pendingTexts: pendingAboutUsTexts,
});
