import type { RankedPlayer } from "../../../../../schema/game-views";

/** One award of the end, as the big screen's podium lists it: its title is the game's own. */
export interface BoardAward {
  kind: string;
  title: string;
  playerIds: string[];
  /** The winning text, when the award is for one (a lie). */
  answer?: string;
}

/** How a game's scores read on the big screen's totals and podium. */
export interface GameBoard<V> {
  /** The players in order, with the number the board shows. */
  ranking: (game: V) => RankedPlayer[];
  /** The number counts rounds won («مرات الاختيار»), not points. */
  byWins: boolean;
  /** The end's awards (none for most games). */
  awards: (game: V) => BoardAward[];
}
