// «عنّا»'s staged reveal, one per subject (its `reveal` phase, ABOUT_US.revealSeconds long): each
// lie that drew votes in one beat (the lie, who believed it, whose it was), the fewest-believed
// first; the lies nobody picked together; the subject's truth with who found it; the totals. The
// beats are squeezed to end before the phase does, so the next subject never cuts the show short.
import type { AboutUsOptionView, AboutUsView } from "../../../../../schema/game-views";
import { ABOUT_US } from "../../../../../schema/limits";
import { ascending, timed, type Beat, type Step } from "../shared/beat-kit";

/** The show ends this long before the phase, so its last beat (the totals) is seen whole. */
const TAIL_MS = 1_500;
const BUDGET_MS = ABOUT_US.revealSeconds * 1000 - TAIL_MS;

/** Voters of a lie who did not write it: whom it fooled (a player cannot vote for their own). */
export function fooledBy(option: AboutUsOptionView): string[] {
  const authors = new Set(option.authors ?? []);
  return (option.voters ?? []).filter((id) => !authors.has(id));
}

/** Beats stretched or squeezed to fit the reveal phase, keeping their proportions. */
export function fitted(beats: Beat[], budget = BUDGET_MS): Beat[] {
  const total = beats.reduce((sum, b) => sum + b.ms, 0);
  if (total <= budget) return beats;
  const k = budget / total;
  let at = 0;
  return beats.map((b) => {
    const ms = Math.round(b.ms * k);
    const beat = { ...b, at, ms };
    at += ms;
    return beat;
  });
}

export function aboutUsBeats(game: AboutUsView): Beat[] {
  const lies = game.options.filter((o) => o.type === "lie");
  const picked = ascending(
    lies.filter((o) => (o.voters?.length ?? 0) > 0),
    (o) => o.voters?.length ?? 0,
  );
  const steps: Step[] = picked.map((o) => ({ kind: "fooled", subject: o.id }));
  if (lies.some((o) => !o.voters?.length)) steps.push({ kind: "unpicked", subject: null });
  const truth = game.options.find((o) => o.type === "truth");
  if (truth) steps.push({ kind: "finders", subject: truth.id });
  steps.push({ kind: "totals", subject: null });
  return fitted(timed(steps));
}

/** One line for a beat, as short as a phone needs. */
export function aboutUsBeatLine(game: AboutUsView, beat: Beat, nameOf: (playerId: string) => string): string {
  const names = (ids: string[]) => ids.map(nameOf).join("، ");
  if (beat.kind === "totals") return "المجموع";
  if (beat.kind === "unpicked") return "أجوبة لم يصدّقها أحد";
  const option = game.options.find((o) => o.id === beat.subject);
  if (!option) return "";
  if (option.type === "truth") {
    const subject = game.subjectId ? nameOf(game.subjectId) : "";
    return option.voters?.length ? `جواب ${subject} الحقيقي: «${option.answer}» · وجده ${names(option.voters)}` : `جواب ${subject} الحقيقي: «${option.answer}» · لم يجده أحد`;
  }
  return `«${option.answer}»: صدّقها ${names(fooledBy(option))} · كذبة ${names(option.authors ?? [])}`;
}
