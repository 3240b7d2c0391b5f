// Our bank of house lies: the wrong answers our own trivia questions ship with
// (content/), the decoys a player's pack question takes when its author left its lies empty.
// Never the pack's own answers: another question's truth is no lie («صلالة، مجبوس، لولو»).
// A decoy is of the truth's kind (a year for a year, a place for a place, a person for a person)
// and of its length where the bank allows: «1971» among «صلالة، مسقط» gives the truth away.
import { triviaCategories } from "../../../content/index";

/** What an answer names, read from its question's wording (and the answer's own digits). */
export type AnswerKind = "year" | "number" | "person" | "place" | "thing";

/** A house lie and the kind of the question it ships with. */
export interface BankLie {
  text: string;
  kind: AnswerKind;
}

const hasDigit = (text: string) => /[0-9\u0660-\u0669]/.test(text);
const YEAR = /^(?:[5-9]\d{2}|1\d{3}|20\d{2})\s*(?:م|هـ|ه)?$/;
const ASKS_PLACE = /(?:أين|وين|عاصمة|(?:أي|أيّ|أية)\s+(?:مدينة|دولة|بلد|بلاد|جزيرة|قارة|بحر|نهر|جبل|صحراء|محافظة|إمارة|منطقة|ميناء|ولاية|قرية|عاصمة|مدن|دول))/;
const ASKS_PERSON = /(?:^|\s)(?:مَن|لمن|من هو|من هي|من الذي|من التي|من اخترع|من كتب|من بنى|من أسس|من قال|من غنى|من لقب)(?:\s|؟|$)|^من\s(?!أي|أين|بين)/;
const NAMES_PERSON = /(?:^|\s)(?:بن|ابن|بنت|أبو|أبي|أم|الملك|الملكة|السلطان|الشيخ|الأمير|الخليفة|الإمام)\s/;

/** The kind of an answer: its digits say year (500 to 2099) or number; otherwise the question's wording (who, where) or a name's «بن», «أبو». */
export function answerKind(question: string, answer: string): AnswerKind {
  const text = answer.trim();
  if (hasDigit(text)) return YEAR.test(text) ? "year" : "number";
  if (ASKS_PERSON.test(question.trim()) || NAMES_PERSON.test(` ${text} `)) return "person";
  if (ASKS_PLACE.test(question)) return "place";
  return "thing";
}

/** Every shipped wrong answer, once each, in the content's order, with its question's kind. */
export const BANK: readonly BankLie[] = (() => {
  const seen = new Map<string, BankLie>();
  for (const q of triviaCategories.flatMap((c) => c.subcategories.flatMap((s) => s.questions)))
    for (const lie of q.fakeAnswers.map((a) => a.trim()).filter(Boolean)) if (!seen.has(lie)) seen.set(lie, { text: lie, kind: answerKind(q.content, lie) });
  return [...seen.values()];
})();

/** The bank's texts. */
export const BANK_LIES: readonly string[] = BANK.map((l) => l.text);

const words = (text: string) => text.trim().split(/\s+/).length;
/** Lengths that read alike: as many words (one, two, three or more), and no more than twice as long. */
const alike = (a: string, b: string) => Math.min(words(a), 3) === Math.min(words(b), 3) && Math.max(a.length, b.length) <= 2 * Math.min(a.length, b.length) + 2;

/** A small stable hash (FNV-1a), so a pack question draws the same decoys every game. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Up to `count` bank lies for a question whose truth is `answer`, starting at a place fixed by
 * `seed` (the pack's code and the question's index): lies of the truth's kind and length first,
 * then of its kind, then any, none `unfit` (too close to the truth, a lie already taken, or a pack
 * answer). A bank given as plain texts takes each text's kind from its own digits and words.
 */
export function bankLies(
  answer: string,
  seed: string,
  count: number,
  unfit: (lie: string) => boolean,
  bank: readonly (string | BankLie)[] = BANK,
  question = "",
): string[] {
  const lies = bank.map((l) => (typeof l === "string" ? { text: l, kind: answerKind("", l) } : l));
  const kind = answerKind(question, answer);
  const ofKind = lies.filter((l) => l.kind === kind);
  const tiers = [ofKind.filter((l) => alike(l.text, answer)), ofKind, lies];
  const out: string[] = [];
  for (const tier of tiers) {
    const start = tier.length ? hash(seed) % tier.length : 0;
    for (let step = 0; step < tier.length && out.length < count; step++) {
      const lie = tier[(start + step) % tier.length].text;
      if (!unfit(lie) && !out.includes(lie)) out.push(lie);
    }
  }
  return out;
}
