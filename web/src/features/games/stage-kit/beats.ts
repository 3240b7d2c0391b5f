// The staged reveal of a round, as data: the list of beats the big screen walks in
// turn. Where the room keeps the show's schedule on its clock (the answer games), it is
// the room's (`game.show`), so the TV, the audience and every phone walk the very same beats; for
// the other games it is built from the round's results alone. Pure: no React, no clock; the walk's
// timing is `beatAt` over elapsed time (schema/show.ts, one definition with the room's).
import type { GameView } from "../../../../../schema/protocol";
import type { Beat, BeatKind } from "../shared/beat-kit";
import { revealOf, revealPhaseOf } from "../registry";
import { beatAt, showLength, type ShowSchedule } from "../../../../../schema/show";

export type { Beat, BeatKind };
export { beatAt, reached, showLength } from "../../../../../schema/show";

/** The beats of a round's results: the room's schedule when it sent one, else each game's own (features/games/<game>/reveal.ts); empty outside the game's reveal phase. */
export function revealBeats(game: GameView | null): Beat[] {
  if (!game || game.currentPhase !== revealPhaseOf(game)) return [];
  if (game.show) return game.show.beats;
  return revealOf(game).beats(game);
}

/**
 * The beat on screen `elapsed` ms into the show. The big screen (and the audience, who see the
 * whole show) lead: they walk the room's clock alone, so a room that tells its beats late (a busy
 * machine's late alarm) never makes the TV wait and then skip one. A phone that follows the
 * screen stays at the last beat the room told it, however its own clock runs.
 */
export function beatOnScreen(beats: Beat[], schedule: ShowSchedule | null, elapsed: number, role: ShowRole): number {
  const following = role === "follows" && !!schedule?.follow && schedule.shown < beats.length;
  return Math.min(beatAt(beats, elapsed), following ? schedule.shown - 1 : beats.length - 1);
}

/**
 * How long until the stage must draw again, in ms: until the beat after the moment it last drew
 * (`drawn` ms into the show), or the show's end, counted from `now` (ms into the show); null once
 * what it drew was the show's end. Counted from what was drawn, not from now: a page draws, then
 * runs its effects after paint, and a draw just before a beat whose effect ran just after it would
 * otherwise wait for the beat after, and the TV would skip one while running.
 */
export function nextDrawIn(beats: Beat[], drawn: number, now: number): number | null {
  const next = beats.find((b) => b.at > drawn);
  const length = showLength(beats);
  if (!next && drawn >= length) return null;
  return Math.max(0, (next ? next.at : length) - now);
}

/** Whether a page leads the show (the big screen, the audience) or follows what the room told it (a phone). */
export type ShowRole = "leads" | "follows";
