// The meme game with the audience as one team: its pick is one more vote for a caption, counted
// as a player's (its author earns the vote's points, and it counts for the round's top caption).
// A voter wins nothing in this game, so «الجمهور» changes who scores but has no score of its own.
import { AUDIENCE_TEAM_ID } from "../../../schema/audience-team";
import { tallyRound, type MemeState } from "./rules";

export function audienceTeamVote(before: MemeState, after: MemeState, submissionId: string): MemeState {
  if (before.phase !== "voting" || after.phase !== "round_results" || !before.submissions.some((s) => s.id === submissionId)) return after;
  // The round is counted again from the scores before it, with the audience's vote among the players'.
  return tallyRound({ ...after, scores: before.scores, votes: { ...after.votes, [AUDIENCE_TEAM_ID]: submissionId } });
}
