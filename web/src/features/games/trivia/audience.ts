// What bluff trivia asks of the audience and the live layer: the voting choices (the answers
// shown) and the actions sent once per phase (debounced as submissions).
import type { TriviaView } from "../../../../../schema/game-views";
import type { AudienceChoice } from "../shared/audience-choice";

export const triviaSubmitActions = ["SUBMIT_ANSWER", "SUBMIT_VOTE"] as const;

export function triviaAudienceChoices(game: TriviaView): AudienceChoice[] {
  return game.displayOptions.map((o) => ({ id: o.id, label: o.answer }));
}
