// Scoring one round of bluff trivia: the truth earns its finders points, a lie earns its
// authors points per player it fooled, and the game's deception stats grow.
import type { DeceptionStats, TriviaOptionType } from "../../../schema/game-views";
import { GAME_RULES } from "../../../schema/limits";
import { roundMultiplier } from "../shared/rounds";

const RULES = GAME_RULES.trivia;

export interface TriviaOption {
  id: string;
  answer: string;
  type: TriviaOptionType;
  authors: string[];
  /** In teams: the team whose lie it is; its members' votes for it count as their own lie's. */
  teamId?: string;
}

export interface RoundScore {
  /** Points each participant won this round (0 for those who won none). */
  points: Record<string, number>;
  stats: DeceptionStats;
}

export function scoreRound(
  round: { round: number; totalRounds: number; participants: string[]; options: TriviaOption[]; votes: Record<string, string>; teams?: Record<string, string> },
  stats: DeceptionStats,
): RoundScore {
  const multiplier = roundMultiplier(round.round, round.totalRounds);
  const points: Record<string, number> = Object.fromEntries(round.participants.map((id) => [id, 0]));
  const received = { ...stats.playerVotesReceived };
  const fooled = { ...stats.timesBeenFooled };
  const selfVoters = { ...stats.selfVoters };
  const add = (record: Record<string, number>, id: string, n: number) => (record[id] = (record[id] ?? 0) + n);
  const fooling: Record<string, number> = {};
  for (const [voter, optionId] of Object.entries(round.votes)) {
    const option = round.options.find((o) => o.id === optionId)!;
    if (option.type === "correct") add(points, voter, RULES.correctAnswerPoints * multiplier);
    else if (option.type === "other") add(fooled, voter, 1);
    else if (option.authors.includes(voter) || (!!option.teamId && round.teams?.[voter] === option.teamId)) add(selfVoters, voter, 1);
    else {
      add(fooled, voter, 1);
      add(fooling, option.id, 1);
      for (const author of option.authors) {
        add(points, author, RULES.pointsPerFooled * multiplier);
        add(received, author, 1);
      }
    }
  }
  let bestAnswer = stats.bestAnswer;
  for (const option of round.options) {
    const count = fooling[option.id] ?? 0;
    if (count > 0 && count > (bestAnswer?.voteCount ?? 0))
      bestAnswer = { playerId: option.authors[0], authors: option.authors, voteCount: count, answer: option.answer, roundNumber: round.round };
  }
  return { points, stats: { playerVotesReceived: received, timesBeenFooled: fooled, bestAnswer, selfVoters } };
}
