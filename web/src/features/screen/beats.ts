// The staged reveal of a round (issue 31), as data: the list of beats the big screen walks in
// turn, built from the round's results alone. The screen and the phones render the beat they are
// at; nothing of the result (the truth, the round's points, the new totals) belongs to an earlier
// beat than its own. Pure: no React, no clock; the walk's timing is `beatAt` over elapsed time.
import type { GameView } from "../../../../schema/protocol";
import type { MemeView, MostLikelyView, TriviaOptionView, TriviaView } from "../../../../schema/game-views";
import { GAME_RULES, SCREEN_SHOW } from "../../../../schema/limits";

export type BeatKind = keyof Omit<typeof SCREEN_SHOW, "countUp">;

export interface Beat {
  kind: BeatKind;
  /** The option (a lie, the truth, a caption) or the player (most likely) the beat is about. */
  subject: string | null;
  /** When the beat starts, in ms after the results arrived. */
  at: number;
  ms: number;
}

type Step = Omit<Beat, "at" | "ms">;

function timed(steps: Step[]): Beat[] {
  let at = 0;
  return steps.map((step) => {
    const beat = { ...step, at, ms: SCREEN_SHOW[step.kind] };
    at += beat.ms;
    return beat;
  });
}

/** Voters of an option who did not write it: the people a lie fooled (a vote for one's own lie fools nobody). */
export function fooledBy(option: TriviaOptionView): string[] {
  const authors = new Set(option.authors ?? []);
  return (option.voters ?? []).filter((id) => !authors.has(id));
}

/** What a lie earned each of its authors this round (the kill round doubles it). Decoys of the game earn nobody anything. */
export function lieEarnings(option: TriviaOptionView, isKillRound: boolean): number {
  if (option.type !== "fake") return 0;
  return fooledBy(option).length * GAME_RULES.trivia.pointsPerFooled * (isKillRound ? GAME_RULES.killRoundMultiplier : 1);
}

/** Stable order by a count, fewest first (the build-up), then as the round listed them. */
function ascending<T>(items: T[], count: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => count(a.item) - count(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * Bluff trivia: each lie that drew votes in its own three beats (the lie, who fell for it, whose
 * it was and what it earned), the least-believed first; the lies nobody picked together in one
 * quick beat; the truth, then who found it; the totals last.
 */
function triviaBeats(game: TriviaView): Beat[] {
  const lies = game.displayOptions.filter((o) => o.type !== "correct");
  const picked = ascending(
    lies.filter((o) => (o.voters?.length ?? 0) > 0),
    (o) => o.voters?.length ?? 0,
  );
  const steps: Step[] = picked.flatMap((o): Step[] => [
    { kind: "lie", subject: o.id },
    { kind: "fooled", subject: o.id },
    { kind: "author", subject: o.id },
  ]);
  if (lies.some((o) => !o.voters?.length)) steps.push({ kind: "unpicked", subject: null });
  const truth = game.displayOptions.find((o) => o.type === "correct");
  if (truth) steps.push({ kind: "truth", subject: truth.id }, { kind: "finders", subject: truth.id });
  steps.push({ kind: "totals", subject: null });
  return timed(steps);
}

/** Meme caption: the captions one by one with their votes, fewest first, the winners last. */
function memeBeats(game: MemeView): Beat[] {
  const ordered = ascending(game.submissions, (s) => (s.isTop ? 1_000_000 : 0) + (s.voteCount ?? 0));
  return timed([...ordered.map((s): Step => ({ kind: s.isTop ? "winner" : "caption", subject: s.id })), { kind: "totals", subject: null }]);
}

/** Most likely: each name's votes land one by one, fewest first, the most-accused last. */
function mostLikelyBeats(game: MostLikelyView): Beat[] {
  const accused = new Set(game.accused);
  const ordered = ascending(game.accusations, (a) => (accused.has(a.playerId) ? 1_000_000 : 0) + a.count);
  return timed([...ordered.map((a): Step => ({ kind: accused.has(a.playerId) ? "accused" : "votes", subject: a.playerId })), { kind: "totals", subject: null }]);
}

/** The beats of a round's results; empty outside round results. */
export function revealBeats(game: GameView | null): Beat[] {
  if (!game || game.currentPhase !== "round_results") return [];
  switch (game.gameType) {
    case "trivia-deception":
      return triviaBeats(game);
    case "meme-game":
      return memeBeats(game);
    case "most-likely":
      return mostLikelyBeats(game);
  }
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
