// The staged reveal's timing (issues 31 and 43), one definition for the room and the pages: a
// beat, the timing of a list of steps, the build-up order, the answer games' steps, and which beat
// is on screen at a moment. The room computes a show's schedule when its reveal starts and keeps it
// in the game (the phones' views withhold each beat's facts until the room's clock reaches it); the
// big screen walks the same schedule on the room's clock, so a reload resumes at the current beat.
// Pure: no clock, no React.
import { SCREEN_SHOW } from "./limits";

export type BeatKind = keyof Omit<typeof SCREEN_SHOW, "countUp">;

export interface Beat {
  kind: BeatKind;
  /** The option (a lie, the truth, a caption) or the player (most likely) the beat is about. */
  subject: string | null;
  /** When the beat starts, in ms after the show started. */
  at: number;
  ms: number;
}

export type Step = Omit<Beat, "at" | "ms">;

/** A show as the room runs it and the views carry it. */
export interface ShowSchedule {
  /** When the first beat started (the room's clock, epoch ms). */
  startsAt: number;
  beats: Beat[];
  /**
   * A big screen was watching when the show started: the phones follow it, each beat's facts
   * reaching them only once the room's clock is at that beat. Without one, everything is told at once.
   */
  follow: boolean;
  /** How many beats the phones have been told (all of them when not following). */
  shown: number;
}

/** Steps one after another, each its own length (SCREEN_SHOW). */
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

/** An option of an answer game (bluff trivia, «عنّا») as its show orders it. */
export interface ShowOption {
  id: string;
  truth: boolean;
  /** How many voted for it. */
  votes: number;
}

/**
 * The answer games' show: each lie that drew votes in its own three beats (the lie, who fell for
 * it, whose it was), the least-believed first; the lies nobody picked together in one beat; the
 * truth, then who found it; the totals last.
 */
export function answerShowSteps(options: ShowOption[]): Step[] {
  const lies = options.filter((o) => !o.truth);
  const picked = ascending(
    lies.filter((o) => o.votes > 0),
    (o) => o.votes,
  );
  const steps: Step[] = picked.flatMap((o): Step[] => [
    { kind: "lie", subject: o.id },
    { kind: "fooled", subject: o.id },
    { kind: "author", subject: o.id },
  ]);
  if (lies.some((o) => o.votes === 0)) steps.push({ kind: "unpicked", subject: null });
  const truth = options.find((o) => o.truth);
  if (truth) steps.push({ kind: "truth", subject: truth.id }, { kind: "finders", subject: truth.id });
  steps.push({ kind: "totals", subject: null });
  return steps;
}

/** The whole show's length in ms. */
export const showLength = (beats: Beat[]) => (beats.length ? beats[beats.length - 1].at + beats[beats.length - 1].ms : 0);

/** The index of the beat on screen `elapsed` ms after the show started; the last beat stays once the show has played. */
export function beatAt(beats: Beat[], elapsed: number): number {
  let index = 0;
  for (let i = 0; i < beats.length; i++) if (beats[i].at <= elapsed) index = i;
  return index;
}

/** How many beats have started `elapsed` ms after the show started. */
export const beatsStarted = (beats: Beat[], elapsed: number) => beats.filter((b) => b.at <= elapsed).length;

/** Whether `kind` about `subject` has been reached by beat `index` (what is already on screen stays). */
export function reached(beats: Beat[], index: number, kind: BeatKind, subject: string | null = null): boolean {
  return beats.slice(0, index + 1).some((b) => b.kind === kind && (subject === null || b.subject === subject));
}

/** A new show on the room's clock: the phones follow it only when a big screen watches. */
export function scheduleShow(steps: Step[], startsAt: number, follow: boolean): ShowSchedule {
  const beats = timed(steps);
  return { startsAt, beats, follow, shown: follow ? beatsStarted(beats, 0) : beats.length };
}

/** The show once the room's clock is at `now`: the beats started by then are told (never fewer than before). */
export function showAt(show: ShowSchedule, now: number): ShowSchedule {
  const shown = Math.max(show.shown, beatsStarted(show.beats, now - show.startsAt));
  return shown === show.shown ? show : { ...show, shown };
}

/** The show played to its end at once (the host's «التالي»): everything is told, and it ends now. */
export function showSkipped(show: ShowSchedule, now: number): ShowSchedule {
  const length = showLength(show.beats);
  return { ...show, shown: show.beats.length, startsAt: Math.min(show.startsAt, now - length) };
}

/** Whether the phones still wait for beats of the show. */
export const showPending = (show: ShowSchedule | null | undefined): show is ShowSchedule => !!show && show.shown < show.beats.length;

/** When the next beat the phones wait for starts (the room's clock), or null. */
export const nextBeatAt = (show: ShowSchedule | null | undefined): number | null => (showPending(show) ? show.startsAt + show.beats[show.shown].at : null);

/** When the show ends (the room's clock). */
export const showEndsAt = (show: ShowSchedule) => show.startsAt + showLength(show.beats);

/** Whether the phones have been told `kind` (about `subject`). */
export function told(show: ShowSchedule | null | undefined, kind: BeatKind, subject: string | null = null): boolean {
  if (!show) return true;
  return show.shown > 0 && reached(show.beats, show.shown - 1, kind, subject);
}
