import type { RankedPlayer, TriviaAward } from "../../../../../schema/game-views";

/** How a game's scores read on the big screen's totals and podium. */
export interface GameBoard<V> {
  /** The players in order, with the number the board shows. */
  ranking: (game: V) => RankedPlayer[];
  /** The number counts rounds won («مرات الاختيار»), not points. */
  byWins: boolean;
  /** The end's awards (none for most games). */
  awards: (game: V) => TriviaAward[];
}
