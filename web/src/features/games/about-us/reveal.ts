// «عنّا»'s staged reveal, one per subject (staged like bluff trivia's, its `reveal` phase
// lasting as long as its show): each lie that drew votes in three beats (the lie, who believed it,
// whose it was), the fewest-believed first; the lies nobody picked together; the subject's truth in
// words, who found it; the turn's points.
import type { AboutUsOptionView, AboutUsView } from "../../../../../schema/game-views";
import { answerShowSteps, timed, type Beat } from "../shared/beat-kit";

/** Voters of a lie who did not write it: whom it fooled (a player cannot vote for their own). */
export function fooledBy(option: AboutUsOptionView): string[] {
  const authors = new Set(option.authors ?? []);
  return (option.voters ?? []).filter((id) => !authors.has(id));
}

/** «عنّا»'s beats, staged like bluff trivia's by the answer games' one rule (schema/show.ts); the room sends its own schedule (`game.show`). */
export function aboutUsBeats(game: AboutUsView): Beat[] {
  return timed(answerShowSteps(game.options.map((o) => ({ id: o.id, truth: o.type === "truth", votes: o.voters?.length ?? 0 }))));
}

/** One line for a beat, as short as a phone needs. */
export function aboutUsBeatLine(game: AboutUsView, beat: Beat, nameOf: (playerId: string) => string): string {
  const names = (ids: string[]) => ids.map(nameOf).join("، ");
  if (beat.kind === "totals") return "المجموع";
  if (beat.kind === "unpicked") return "أجوبة لم يصدّقها أحد";
  const option = game.options.find((o) => o.id === beat.subject);
  if (!option) return "";
  const subject = game.subjectId ? nameOf(game.subjectId) : "";
  switch (beat.kind) {
    case "lie":
      return `«${option.answer}»`;
    case "fooled":
      return `«${option.answer}»: صدّقها ${names(fooledBy(option))}`;
    case "author":
      return `كذبة ${names(option.authors ?? [])}`;
    case "truth":
      return `جواب ${subject} الحقيقي: «${option.answer}»`;
    case "finders":
      return option.voters?.length ? `وجده ${names(option.voters)}` : "لم يجده أحد";
  }
  return "";
}
