// Bluff trivia's staged reveal: its beats and the phones' one line per beat.
import type { TriviaOptionView, TriviaView } from "../../../../../schema/game-views";
import { GAME_RULES } from "../../../../../schema/limits";
import { answerShowSteps, timed, type Beat } from "../shared/beat-kit";
import { latinDigits } from "../../../../../schema/arabic-count";

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

/**
 * Bluff trivia's beats, by the answer games' one rule (schema/show.ts): each lie that drew votes in
 * its own three beats (the lie, who fell for it, whose it was and what it earned), the least-believed
 * first; the lies nobody picked together; the truth, then who found it; the totals last. The room
 * sends its own schedule of them (`game.show`); this builds the same from a view without one.
 */
export function triviaBeats(game: TriviaView): Beat[] {
  return timed(answerShowSteps(game.displayOptions.map((o) => ({ id: o.id, truth: o.type === "correct", votes: o.voters?.length ?? 0 }))));
}

/** One line for a beat, as short as a phone needs. */
export function triviaBeatLine(game: TriviaView, beat: Beat, nameOf: (playerId: string) => string): string {
  const names = (ids: string[]) => ids.map(nameOf).join("، ");
  if (beat.kind === "totals") return "المجموع";
  const option = game.displayOptions.find((o) => o.id === beat.subject);
  if (beat.kind === "unpicked") return "كذبات لم يصدّقها أحد";
  if (!option) return "";
  switch (beat.kind) {
    case "lie":
      return `«${option.answer}»`;
    case "fooled":
      return `«${option.answer}»: صدّقها ${names(fooledBy(option)) || names(option.voters ?? [])}`;
    case "author": {
      const earned = lieEarnings(option, game.isKillRound);
      const whose = option.type === "fake" && option.authors?.length ? `كذبة ${names(option.authors)}` : "كذبة من اللعبة";
      return earned ? `${whose} (+${latinDigits(earned)})` : whose;
    }
    case "truth":
      return `الجواب الصحيح: «${option.answer}»`;
    case "finders":
      return option.voters?.length ? `وجده ${names(option.voters)}` : "لم يجده أحد";
  }
  return "";
}
