// Arabic answer normalisation (spec 000 §3) and the closeness rule for bluff
// trivia lies. The page cleans answers with `cleanAnswer` before sending; the
// room refuses anything that is not already clean, then compares with
// `comparableAnswer`. Zod-free and DOM-free: both the page and the room import it.

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** Harakat, shadda, sukun, small high marks and the superscript alef. */
const DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g; // آ أ إ ٱ ٲ ٳ
const YA_VARIANTS = /[\u0649\u0626]/g; // ى ئ
const TA_MARBUTA = /\u0629/g;
/** Zero-width and direction marks that phones insert, and control characters. */
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** The specification's normalisation: digits, diacritics, tatweel, alef, ya, ta-marbuta, whitespace. */
export function normalizeArabic(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .replace(DIACRITICS, "")
    .replace(TATWEEL, "")
    .replace(ALEF_VARIANTS, "\u0627")
    .replace(YA_VARIANTS, "\u064A")
    .replace(TA_MARBUTA, "\u0647")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * What the page sends and the room stores: invisible characters removed, whitespace
 * collapsed and trimmed. Letters are kept as typed, so players see their own spelling.
 */
export function cleanAnswer(text: string): string {
  return text.replace(INVISIBLE, "").replace(/\s+/g, " ").trim();
}

export const isCleanAnswer = (text: string) => cleanAnswer(text) === text;

/** The definite article «ال» (also after «و»), dropped from words long enough to keep a stem. */
const ARTICLE = /^(و?)ال(?=\S{2,})/;

/**
 * The form two answers are compared in: normalised, lower case, without punctuation,
 * without the definite article, without spaces. «القاهرة» and «قاهره» compare equal.
 */
export function comparableAnswer(text: string): string {
  return normalizeArabic(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(ARTICLE, "$1"))
    .join("");
}

/** Levenshtein distance over code points, two rows at a time. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const substitution = previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    previous = current;
  }
  return previous[y.length];
}

/** At most one edit per this many letters of the longer answer counts as "too close". */
export const LETTERS_PER_ALLOWED_EDIT = 5;

/**
 * Whether a lie is the same as, or too close to, a true answer: equal once both are in
 * comparable form, or within one edit per five letters of the longer one (so «كانبيرا»
 * is too close to «كانبرا», while «روما» and «رومانيا» differ). Numbers must match exactly:
 * «1990» is a fair lie for «1991».
 */
export function isTooClose(lie: string, truth: string): boolean {
  const a = comparableAnswer(lie);
  const b = comparableAnswer(truth);
  if (a === b) return true;
  if (!a || !b) return false;
  if (/^\p{N}+$/u.test(a) && /^\p{N}+$/u.test(b)) return false;
  const longest = Math.max([...a].length, [...b].length);
  return editDistance(a, b) <= Math.floor(longest / LETTERS_PER_ALLOWED_EDIT);
}

/** Two players' lies that read the same become one option. */
export const sameAnswer = (a: string, b: string) => comparableAnswer(a) === comparableAnswer(b);
