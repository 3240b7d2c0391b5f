// The near-duplicate check of `npm run content:check`: the same fact asked twice in other
// words, or one question that hands a player the answer of another. Exact duplicates are
// caught elsewhere (content-rules.ts compares normalised texts); this looks at meaning
// through the answers and the key words, after the room's own Arabic normalisation.
//
// Two questions are near-duplicates when, besides the answer's own words, they share at
// least NEAR_DUPLICATES.sharedKeyWords key words (stems of three letters or more, or numbers
// of three digits, that are no question or stop words) and
//   - they share a true answer (as the room compares answers): the same fact, asked again;
//   - or one's text holds the other's true answer: the first gives the second away (a room
//     drawing from several subcategories may ask both in one evening).
import { comparableAnswer } from "../schema/arabic";
import { lightStem, questionKey } from "../schema/content-rules";
import { NEAR_DUPLICATES } from "../schema/limits";

export interface NearDuplicateQuestion {
  content: string;
  correctAnswer: string;
  alternativeAnswer1?: string;
  alternativeAnswer2?: string;
}

export interface NearDuplicateItem extends NearDuplicateQuestion {
  /** Where the question lives (its subcategory), named in the report. */
  place: string;
}

export type NearDuplicateKind = "same-fact" | "gives-away";

export interface NearDuplicate {
  kind: NearDuplicateKind;
  a: NearDuplicateItem;
  b: NearDuplicateItem;
  /** The true answer the two share, or the one that `a` gives away. */
  answer: string;
}

/** A function of a text remembered per text: every question is compared with every other, so each text is analysed once. */
function memo<T>(fn: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    if (!cache.has(text)) cache.set(text, fn(text));
    return cache.get(text)!;
  };
}

// The comparable text and the light stem are content:check's own (schema/content-rules.ts), so a
// near-duplicate and a giveaway are judged on the same words.
const plain = questionKey;
export const stem = lightStem;

/**
 * Words that carry no fact of their own once normalised (question words, prepositions,
 * pronouns, «كان», «أول»…): they never make two questions look alike.
 */
const STOP_WORDS = new Set(
  [
    "ما", "ماذا", "من", "أي", "اي", "كم", "متى", "أين", "كيف", "لماذا", "هل", "في", "على", "عن", "إلى", "الى", "مع", "بعد", "قبل", "حتى", "منذ",
    "التي", "الذي", "الذين", "اللتي", "هو", "هي", "هم", "ذلك", "تلك", "هذا", "هذه", "كان", "كانت", "يكون", "تكون", "صار", "صارت", "أول", "اسم",
    "عام", "سنة", "بحسب", "حسب", "أو", "ثم", "لا", "لم", "لن", "قد", "كل", "بين", "عند", "غير", "أكثر", "أقل", "ماذا", "يسمى", "تسمى", "يعني",
    "معنى", "كلمة", "يقال", "أصل", "جاء", "جاءت", "العالم", "عالم", "شيء", "أشهر", "أكبر", "أطول", "أقدم", "مرة", "اليوم", "بلد",
    "دولة", "مدينة", "منطقة", "لغة", "رياضة", "لعبة", "حيوان", "طائر", "نبات", "شخص", "رجل", "امرأة", "الأصل", "أصلها", "أصله", "اسمه", "اسمها", "تعني",
  ].map((w) => stem(w)),
);

/** The key words of a text: stems of three letters or more (or numbers), not stop words. */
export const keyWords = memo(keyWordsOf);

function keyWordsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of plain(text).split(" ")) {
    if (!word) continue;
    const s = stem(word);
    if (/^\p{N}+$/u.test(s) ? s.length >= 3 : [...s].length >= 3 && !STOP_WORDS.has(s)) out.add(s);
  }
  return out;
}

const truthsOf = (q: NearDuplicateQuestion) => [q.correctAnswer, q.alternativeAnswer1, q.alternativeAnswer2].filter((a): a is string => !!a);
const comparable = memo(comparableAnswer);
const isNumber = (answer: string) => /^\p{N}+$/u.test(comparable(answer));
/** A text's words as the room compares answers, and their light stems. */
const comparableWords = memo((text) => plain(text).split(" ").map(comparableAnswer));
const stemWords = memo((text) => plain(text).split(" ").map(stem));

/** Whether `text` holds the answer: its words in a row (each as the room compares), or its stems. */
export function mentions(text: string, answer: string): boolean {
  const words = comparableWords(text);
  const wanted = comparableWords(answer).filter(Boolean);
  if (wanted.length === 0) return false;
  if (words.some((_, i) => wanted.every((w, j) => words[i + j] === w))) return true;
  if (isNumber(answer)) return false;
  const stems = stemWords(answer);
  if (stems.some((s) => [...s].length < 4)) return false;
  const textStems = stemWords(text);
  return stems.every((s) => textStems.includes(s));
}

/** The true answer two questions share, if any. */
function sharedTruth(a: NearDuplicateQuestion, b: NearDuplicateQuestion): string | null {
  const mine = truthsOf(a).map(comparable);
  return truthsOf(b).find((t) => mine.includes(comparable(t))) ?? null;
}

/** The key words of both questions, their answers' own words left out (they are the answer, not a hint of it). */
function sharedKeyWords(a: NearDuplicateQuestion, b: NearDuplicateQuestion, answer: string | null): number {
  const answerWords = answer ? keyWords(answer) : new Set<string>();
  const kb = keyWords(b.content);
  return [...keyWords(a.content)].filter((w) => kb.has(w) && !answerWords.has(w)).length;
}

/** One pair's finding, or null when the two are fine together. */
export function compareQuestions(a: NearDuplicateItem, b: NearDuplicateItem): NearDuplicate | null {
  const truth = sharedTruth(a, b);
  if (truth && sharedKeyWords(a, b, truth) >= NEAR_DUPLICATES.sharedKeyWords) return { kind: "same-fact", a, b, answer: truth };
  for (const [giver, taker] of [
    [a, b],
    [b, a],
  ] as const) {
    const given = truthsOf(taker).find((t) => mentions(giver.content, t));
    if (given && sharedKeyWords(giver, taker, given) >= NEAR_DUPLICATES.sharedKeyWords) return { kind: "gives-away", a: giver, b: taker, answer: given };
  }
  return null;
}

/**
 * Every near-duplicate pair of the list, each once, in the list's order. Only pairs that can
 * be one are judged: those sharing a true answer, and those where one's text holds the first
 * word (or stem) of the other's answer; `compareQuestions` decides each, as for any pair.
 */
export function findNearDuplicates(items: NearDuplicateItem[]): NearDuplicate[] {
  const byTruth = new Map<string, number[]>();
  const byWord = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [i]);
    else if (list.at(-1) !== i) list.push(i);
  };
  items.forEach((q, i) => {
    for (const t of truthsOf(q)) add(byTruth, comparable(t), i);
    for (const w of new Set([...comparableWords(q.content), ...stemWords(q.content)])) add(byWord, w, i);
  });
  const candidates = new Set<number>();
  const pair = (i: number, j: number) => i !== j && candidates.add(Math.min(i, j) * items.length + Math.max(i, j));
  for (const group of byTruth.values()) for (const i of group) for (const j of group) pair(i, j);
  items.forEach((q, j) => {
    for (const t of truthsOf(q))
      for (const first of [comparableWords(t).filter(Boolean)[0], stemWords(t)[0]]) for (const i of (first && byWord.get(first)) || []) pair(i, j);
  });
  return [...candidates]
    .sort((x, y) => x - y)
    .map((key) => compareQuestions(items[Math.floor(key / items.length)], items[key % items.length]))
    .filter((hit): hit is NearDuplicate => hit !== null);
}

/** A finding as content:check prints it. */
export function describeNearDuplicate(d: NearDuplicate): string {
  const what = { "same-fact": "ask the same fact", "gives-away": "(the first gives the second's answer away)" }[d.kind];
  return `near-duplicate «${d.a.content}» and «${d.b.content}» ${what}: «${d.answer}»`;
}
