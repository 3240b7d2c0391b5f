// What the shared pages need of «most likely» (React-free): the voting choices are the
// players themselves, and its vote is sent once per round (debounced as a submission).
import type { MostLikelyView } from "../../../../../schema/game-views";
import type { AudienceChoice } from "../shared/audience-choice";

export const mostLikelySubmitActions = ["SUBMIT_VOTE"] as const;

export function mostLikelyAudienceChoices(game: MostLikelyView, nameOf: (playerId: string) => string): AudienceChoice[] {
  return game.participants.map((id) => ({ id, label: nameOf(id) }));
}
