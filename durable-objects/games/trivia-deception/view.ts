// What one player may see of a bluff-trivia game: nobody else's lie before the
// vote, and no truth, authors, option types or votes before the results.
import type { DeceptionStats, TriviaAward, TriviaOptionView, TriviaView } from "../../../schema/game-views";
import { phaseFields, rankScores, topByCount as topIds } from "../shared/rounds";
import type { TriviaState } from "./state";
import { lieHelpsLeft } from "./lie-help";
import { lieRefused } from "./moderation";
import { teamIndex, teamLieView, wroteOrPicked } from "../shared/team-lies";

const REVEALED = new Set(["round_results", "final_ranking"]);

export function triviaView(state: TriviaState, playerId: string): TriviaView {
  const revealed = REVEALED.has(state.phase);
  const question = state.question;
  const subcategory = question ? state.subcategories.find((s) => s.id === question.subcategoryId) : undefined;
  const myAnswer = state.lies[playerId] ?? null;
  const myTeam = teamIndex(state.players)[playerId];
  const wrote = wroteOrPicked(state.players, state.lies, state.teamPicks);
  const displayOptions: TriviaOptionView[] =
    state.phase === "voting" || state.phase === "round_results"
      ? state.options.map((o) => {
          // In teams the team's lie is every member's own: voting for it wins nothing.
          const base = { id: o.id, answer: o.answer, isMine: o.authors.includes(playerId) || (!!o.teamId && o.teamId === myTeam) };
          if (!revealed) return base;
          const voters = Object.keys(state.votes).filter((voter) => state.votes[voter] === o.id);
          return { ...base, type: o.type, authors: o.authors, voters, ...(o.teamId ? { teamId: o.teamId } : {}) };
        })
      : [];
  const seated = new Set(state.players.map((p) => p.playerId));
  return {
    gameType: "trivia-deception",
    ...phaseFields(state, state.phase === "final_ranking"),
    scores: state.scores,
    playerStatus: Object.fromEntries(
      // In teams a member is done once their team picked its lie, as the phase counts them.
      state.participants.map((id) => [id, { hasAnswered: wrote(id), hasVoted: id in state.votes }]),
    ),
    participants: state.participants,
    roundPoints: state.phase === "round_results" ? state.roundPoints : {},
    ranking: rankScores(state.scores, state.players),
    notice: state.notice,
    myTextHidden: !!state.hidden?.includes(playerId),
    ...(lieRefused(state, playerId) ? { myTextRefused: true } : {}),
    subcategorySelector: state.phase === "subcategory_selection" ? state.selector : null,
    availableSubcategories:
      state.phase === "subcategory_selection" ? state.offered.map((id) => state.subcategories.find((s) => s.id === id) ?? { id, nameAr: id }) : [],
    currentQuestion:
      question && state.phase !== "final_ranking"
        ? {
            id: question.id,
            content: question.content,
            imageUrl: question.imageUrl,
            subcategory: subcategory ?? { id: question.subcategoryId, nameAr: "" },
            correctAnswer: revealed ? question.correctAnswer : null,
          }
        : null,
    myAnswer,
    lieHelpsLeft: lieHelpsLeft(state, playerId),
    ...(myTeam && state.phase === "writing" ? { teamLie: teamLieView(state.players, state.lies, state.teamPicks, playerId) } : {}),
    displayOptions,
    myVote: state.votes[playerId] ?? null,
    votes: state.phase === "round_results" ? state.votes : {},
    deceptionStats: state.phase === "final_ranking" ? onlySeated(state.stats, seated) : null,
    awards: state.phase === "final_ranking" ? triviaAwards(onlySeated(state.stats, seated), [...seated]) : [],
  };
}

/** Players who left are not named in the awards; the page cannot show them. */
function onlySeated(stats: DeceptionStats, seated: Set<string>): DeceptionStats {
  const keep = (record: Record<string, number>) => Object.fromEntries(Object.entries(record).filter(([id]) => seated.has(id)));
  const best = stats.bestAnswer;
  const bestAuthors = best?.authors.filter((id) => seated.has(id)) ?? [];
  return {
    playerVotesReceived: keep(stats.playerVotesReceived),
    timesBeenFooled: keep(stats.timesBeenFooled),
    bestAnswer: best && bestAuthors.length ? { ...best, playerId: bestAuthors[0], authors: bestAuthors } : null,
    selfVoters: keep(stats.selfVoters),
  };
}

/** The four awards of the final ranking; an award nobody earned is left out. Ties share it, in seat order. */
export function triviaAwards(stats: DeceptionStats, seatOrder: string[]): TriviaAward[] {
  const awards: TriviaAward[] = [];
  const topByCount = (counts: Record<string, number>) => topIds(counts).sort((a, b) => seatOrder.indexOf(a) - seatOrder.indexOf(b));
  const mostFooling = topByCount(stats.playerVotesReceived);
  if (mostFooling.length) awards.push({ kind: "most_fooling", playerIds: mostFooling, value: stats.playerVotesReceived[mostFooling[0]] });
  const mostFooled = topByCount(stats.timesBeenFooled);
  if (mostFooled.length) awards.push({ kind: "most_fooled", playerIds: mostFooled, value: stats.timesBeenFooled[mostFooled[0]] });
  if (stats.bestAnswer)
    awards.push({ kind: "best_trick", playerIds: stats.bestAnswer.authors, value: stats.bestAnswer.voteCount, answer: stats.bestAnswer.answer });
  const selfVoters = Object.keys(stats.selfVoters).filter((id) => stats.selfVoters[id] > 0);
  if (selfVoters.length) awards.push({ kind: "self_voters", playerIds: selfVoters, value: Math.max(...selfVoters.map((id) => stats.selfVoters[id])) });
  return awards;
}
