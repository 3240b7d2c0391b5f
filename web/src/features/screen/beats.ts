// The staged reveal of a round (issue 31), as data: the list of beats the big screen walks in
// turn, built from the round's results alone. The screen and the phones render the beat they are
// at; nothing of the result (the truth, the round's points, the new totals) belongs to an earlier
// beat than its own. Pure: no React, no clock; the walk's timing is `beatAt` over elapsed time.
import type { GameView } from "../../../../schema/protocol";
import type { Beat, BeatKind } from "../games/shared/beat-kit";
import { revealOf, revealPhaseOf } from "../games/registry";

export type { Beat, BeatKind };
// Bluff trivia's lie arithmetic, read by its stage and these tests from here as before.
export { fooledBy, lieEarnings } from "../games/trivia/reveal";

/** The beats of a round's results (each game's own, features/games/<game>/reveal.ts); empty outside the game's reveal phase (round results, or «عنّا»'s per-subject reveal). */
export function revealBeats(game: GameView | null): Beat[] {
  if (!game || game.currentPhase !== revealPhaseOf(game)) return [];
  return revealOf(game).beats(game);
}

/** The whole show's length in ms. */
export const showLength = (beats: Beat[]) => (beats.length ? beats[beats.length - 1].at + beats[beats.length - 1].ms : 0);

/** The index of the beat on screen `elapsed` ms after the results arrived; the last beat stays once the show has played. */
export function beatAt(beats: Beat[], elapsed: number): number {
  let index = 0;
  for (let i = 0; i < beats.length; i++) if (beats[i].at <= elapsed) index = i;
  return index;
}

/** Whether `kind` about `subject` has been reached by beat `index` (what is already on screen stays). */
export function reached(beats: Beat[], index: number, kind: BeatKind, subject: string | null = null): boolean {
  return beats.slice(0, index + 1).some((b) => b.kind === kind && (subject === null || b.subject === subject));
}
