// «عنّا» with the audience as one team: its pick of a subject's vote is scored as a player's vote
// is (the truth earns it the truth's points; a lie earns that lie's authors the fooled points),
// added to the turn's, the round's and the game's points. The subject's «nobody found it» points
// stay the players' own count, and so do the awards.
import { AUDIENCE_TEAM_ID } from "../../../schema/audience-team";
import { ABOUT_US } from "../../../schema/limits";
import { addPoints, roundMultiplier } from "../shared/rounds";
import type { AboutUsState } from "./state";

export function audienceTeamVote(before: AboutUsState, after: AboutUsState, optionId: string): AboutUsState {
  // Only the vote's own end, into its reveal, scores: a vote cut short by a skip or the game's end does not.
  if (before.phase !== "voting" || after.phase !== "reveal") return after;
  const option = before.options.find((o) => o.id === optionId);
  if (!option) return after;
  const m = roundMultiplier(before.round, before.totalRounds);
  const points: Record<string, number> =
    option.type === "truth" ? { [AUDIENCE_TEAM_ID]: ABOUT_US.truthPoints * m } : Object.fromEntries(option.authors.map((author) => [author, ABOUT_US.pointsPerFooled * m]));
  return { ...after, scores: addPoints(after.scores, points), roundPoints: addPoints(after.roundPoints, points), turnPoints: addPoints(after.turnPoints, points) };
}
