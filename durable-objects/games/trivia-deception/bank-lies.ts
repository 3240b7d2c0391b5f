// Our bank of house lies (issue 43): the wrong answers our own trivia questions ship with
// (content/), the decoys a player's pack question takes when its author left its lies empty.
// Never the pack's own answers: another question's truth is no lie («صلالة، مجبوس، لولو»).
import { triviaCategories } from "../../../content/index";

/** Every shipped wrong answer, once each, in the content's order. */
export const BANK_LIES: readonly string[] = [
  ...new Set(triviaCategories.flatMap((c) => c.subcategories.flatMap((s) => s.questions.flatMap((q) => q.fakeAnswers.map((a) => a.trim()).filter(Boolean))))),
];

const hasDigit = (text: string) => /[0-9\u0660-\u0669]/.test(text);

/** A small stable hash (FNV-1a), so a pack question draws the same decoys every game. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Up to `count` bank lies for a question whose truth is `answer`, starting at a place fixed by
 * `seed` (the pack's code and the question's index): lies of the same kind as the truth (a number
 * for a number), none `unfit` (too close to the truth, a lie already taken, or a pack answer).
 */
export function bankLies(answer: string, seed: string, count: number, unfit: (lie: string) => boolean, bank: readonly string[] = BANK_LIES): string[] {
  const numeric = hasDigit(answer);
  const kind = bank.filter((lie) => hasDigit(lie) === numeric);
  const pool = kind.length ? kind : bank;
  const out: string[] = [];
  const start = pool.length ? hash(seed) % pool.length : 0;
  for (let step = 0; step < pool.length && out.length < count; step++) {
    const lie = pool[(start + step) % pool.length];
    if (!unfit(lie) && !out.includes(lie)) out.push(lie);
  }
  return out;
}
