// The pure editorial rules of trivia text, shared by content:check (scripts/content-rules.ts)
// and the worker, which judges players' own packs with the same rules.
import { comparableAnswer, normalizeArabic } from "./arabic";

export const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/** A question's comparable form: normalised, without punctuation, so «؟» or quotes hide no duplicate. */
export const questionKey = (text: string) =>
  normalizeArabic(text)
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Whether the question's words contain the answer's words in a row, each compared as the room compares answers. */
export function containsAnswer(question: string, answer: string): boolean {
  const q = words(questionKey(question)).map(comparableAnswer);
  const a = words(questionKey(answer)).map(comparableAnswer).filter(Boolean);
  if (a.length === 0) return false;
  return q.some((_, i) => a.every((w, j) => q[i + j] === w));
}

/**
 * A word's light stem, after Arabic normalisation: clitics and the article off the front,
 * common endings (ة، ية، ات، ون، ين، ان، ي، ها) off the back, keeping at least three letters,
 * so «موسمية» and «بالمواسم» meet «موسم» while short words are left as they are.
 */
export function lightStem(word: string): string {
  let w = questionKey(word).replace(/\s/g, "");
  const prefix = w.match(/^(?:وال|فال|بال|كال|لل|ال|و|ف|ب|ل|ك)/)?.[0];
  if (prefix && [...w].length - prefix.length >= 3) w = w.slice(prefix.length);
  for (const suffix of ["يات", "ات", "يه", "ون", "ين", "ان", "ها", "ه", "ي"])
    if (w.endsWith(suffix) && [...w].length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  return w;
}

/**
 * Whether the question gives its answer away in part: every word of the answer shows its stem in the question, as a word of its own or the start of a longer one.
 */
export function hintsAnswer(question: string, answer: string): boolean {
  // A number's unit («12 دقيقة») may stand in the question: the number is the answer.
  if (/\p{N}/u.test(answer)) return false;
  const answerStems = words(questionKey(answer)).map(lightStem);
  if (answerStems.length === 0 || answerStems.some((s) => [...s].length < 3)) return false;
  const questionStems = words(questionKey(question)).map(lightStem);
  return answerStems.every((a) => questionStems.some((q) => q.startsWith(a)));
}

