// The staged reveal's building blocks (issue 31), shared by every game's own beats
// (features/games/<game>/reveal.ts): a beat, the timing of a list of steps, the build-up order.
import { SCREEN_SHOW } from "../../../../../schema/limits";

export type BeatKind = keyof Omit<typeof SCREEN_SHOW, "countUp">;

export interface Beat {
  kind: BeatKind;
  /** The option (a lie, the truth, a caption) or the player (most likely) the beat is about. */
  subject: string | null;
  /** When the beat starts, in ms after the results arrived. */
  at: number;
  ms: number;
}

export type Step = Omit<Beat, "at" | "ms">;

export function timed(steps: Step[]): Beat[] {
  let at = 0;
  return steps.map((step) => {
    const beat = { ...step, at, ms: SCREEN_SHOW[step.kind] };
    at += beat.ms;
    return beat;
  });
}

/** Stable order by a count, fewest first (the build-up), then as the round listed them. */
export function ascending<T>(items: T[], count: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => count(a.item) - count(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
