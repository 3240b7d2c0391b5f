// What the shared pages need of bluff trivia, React-free: the audience's voting choices (the
// answers shown), the actions sent once per phase (debounced as submissions), that the lobby
// picks subcategories, and the host's «تخطي السؤال» (writing or voting, back to the choice).
import type { TriviaView } from "../../../../../schema/game-views";
import type { GameBoard } from "../shared/game-board";
import type { AudienceChoice } from "../shared/audience-choice";
import { TRIVIA_TEXTS } from "./texts";

export function triviaAudienceChoices(game: TriviaView): AudienceChoice[] {
  return game.displayOptions.map((o) => ({ id: o.id, label: o.answer }));
}

export const triviaSkip = { phases: ["writing", "voting"], backTo: "subcategory_selection" } as const;

/** The scores board: points, and the end's awards. */
export const triviaBoard: GameBoard<TriviaView> = {
  ranking: (game) => game.ranking ?? [],
  byWins: false,
  awards: (game) => game.awards.map((a) => ({ kind: a.kind, title: TRIVIA_TEXTS.awards[a.kind], playerIds: a.playerIds, answer: a.answer })),
};

/** The category a round names on the big screen: the question's subcategory. */
export const triviaRoundCategory = (game: TriviaView): string | null => game.currentQuestion?.subcategory.nameAr ?? null;
