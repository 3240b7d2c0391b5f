// Most likely with the audience as one team: its pick is one more vote for the accused, counted
// as a player's (the most voted win the round). A voter wins nothing in this game, so «الجمهور»
// changes who is accused but has no score of its own: the board is the accused's rounds won.
import { AUDIENCE_TEAM_ID } from "../../../schema/audience-team";
import { tallyRound, type MostLikelyState } from "./rules";

export function audienceTeamVote(before: MostLikelyState, after: MostLikelyState, playerId: string): MostLikelyState {
  if (before.phase !== "voting" || after.phase !== "round_results") return after;
  // The round is counted again from the rounds won before it, with the audience's vote among the players'.
  return tallyRound({ ...after, roundWins: before.roundWins, votes: { ...after.votes, [AUDIENCE_TEAM_ID]: playerId } });
}
