// What one player may see of a most-likely game: during the vote only who has
// voted, never for whom (except their own vote); the votes once results are shown.
import type { MostLikelyView } from "../../../schema/game-views";
import { seatedIds } from "../../engine/turns";
import { phaseFields, rankScores } from "../shared/rounds";
import type { MostLikelyState } from "./state";
import { accusationsOf, groupsOf, voteDetailsOf } from "./tally";

export function mostLikelyView(state: MostLikelyState, playerId: string): MostLikelyView {
  const results = state.phase === "round_results";
  const seated = new Set(seatedIds(state.players));
  return {
    gameType: "most-likely",
    // The shared chrome names the last round; in this game it changes no rule.
    ...phaseFields(state, state.phase === "game_end"),
    scores: state.roundWins,
    playerStatus: Object.fromEntries(state.participants.map((id) => [id, { hasVoted: id in state.votes }])),
    participants: state.participants,
    roundPoints: results ? roundPointsOf(state) : {},
    ranking: rankScores(state.roundWins, state.players),
    notice: state.notice,
    // The prompt as the room says it (drawPrompt chose the form); the other form stays on the server.
    currentQuestion: state.prompt && state.phase !== "game_end" ? { id: state.prompt.id, content: state.prompt.content, imageUrl: state.prompt.imageUrl } : null,
    myVote: state.votes[playerId] ?? null,
    voteDetails: results ? voteDetailsOf(state.votes, state.players) : [],
    accusations: results ? accusationsOf(state.votes, state.players) : [],
    accused: results ? state.accused.filter((id) => seated.has(id)) : [],
    roundWins: state.roundWins,
    groups: state.phase === "game_end" ? groupsOf(state.roundWins, state.players) : null,
  };
}

/** A round won is one point: each accused gets 1, every other voter of the round 0. */
function roundPointsOf(state: MostLikelyState): Record<string, number> {
  return {
    ...Object.fromEntries(state.participants.map((id) => [id, 0])),
    ...Object.fromEntries(state.accused.map((id) => [id, 1])),
  };
}
