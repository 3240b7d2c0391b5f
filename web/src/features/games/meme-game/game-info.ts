// What the shared pages need of the meme game (React-free): the voting choices (the
// captions) and the actions sent once per phase (debounced as submissions).
import type { MemeView } from "../../../../../schema/game-views";
import type { GameBoard } from "../shared/game-board";
import type { AudienceChoice } from "../shared/audience-choice";

export function memeAudienceChoices(game: MemeView): AudienceChoice[] {
  return game.submissions.map((s) => ({ id: s.id, label: s.captions.join(" / ") }));
}

/** The scores board: points, no awards. */
export const memeBoard: GameBoard<MemeView> = { ranking: (game) => game.ranking ?? [], byWins: false, awards: () => [] };
