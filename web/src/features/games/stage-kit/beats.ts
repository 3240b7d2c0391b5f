// The staged reveal of a round, as data: the list of beats the big screen walks in
// turn. Where the room keeps the show's schedule on its clock (the answer games), it is
// the room's (`game.show`), so the TV, the audience and every phone walk the very same beats; for
// the other games it is built from the round's results alone. Pure: no React, no clock; the walk's
// timing is `beatAt` over elapsed time (schema/show.ts, one definition with the room's).
import type { GameView } from "../../../../../schema/protocol";
import type { Beat, BeatKind } from "../shared/beat-kit";
import { revealOf, revealPhaseOf } from "../registry";

export type { Beat, BeatKind };
export { beatAt, reached, showLength } from "../../../../../schema/show";

/** The beats of a round's results: the room's schedule when it sent one, else each game's own (features/games/<game>/reveal.ts); empty outside the game's reveal phase. */
export function revealBeats(game: GameView | null): Beat[] {
  if (!game || game.currentPhase !== revealPhaseOf(game)) return [];
  if (game.show) return game.show.beats;
  return revealOf(game).beats(game);
}
