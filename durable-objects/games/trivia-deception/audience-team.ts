// Bluff trivia with the audience as one team: its pick of the vote is scored as a player's vote
// is (the truth earns it the truth's points; a lie earns that lie's authors the fooled points),
// added to the round's points and the totals. The game's stats (awards) stay the players' own.
import { AUDIENCE_TEAM_ID } from "../../../schema/audience-team";
import { addPoints } from "../shared/rounds";
import { scoreRound } from "./scoring";
import type { TriviaState } from "./state";

export function audienceTeamVote(before: TriviaState, after: TriviaState, optionId: string): TriviaState {
  // Only the vote's own end scores: a vote cut short by the end of the game gives no round's results.
  if (before.phase !== "voting" || after.phase !== "round_results" || !before.options.some((o) => o.id === optionId)) return after;
  const { points } = scoreRound(
    { round: before.round, totalRounds: before.totalRounds, participants: [AUDIENCE_TEAM_ID], options: before.options, votes: { [AUDIENCE_TEAM_ID]: optionId } },
    before.stats,
  );
  return { ...after, scores: addPoints(after.scores, points), roundPoints: addPoints(after.roundPoints, points) };
}
