// The family filter («فلتر الألفاظ»): does a player's text contain a listed insult or
// obscenity? Pure and DOM-free: the room actor checks nicknames, lies and captions, the
// worker checks room names, and the admin panel reads the line syntax. The list itself
// lives in D1 (the admin edits it); the shipped default is family-filter-list.ts.
//
// Rules (also in docs/decisions.md):
// - Text and terms go through the same normalisation: NFKC, lower case, Arabic
//   normalisation (diacritics, tatweel, أإآٱ→ا, ة→ه, ى/ئ→ي, ؤ→و), invisible marks dropped,
//   punctuation inside a word dropped («ش.ر.م.و.ط», «f-u-c-k»), then runs of one repeated
//   letter collapsed to one («كلللب», «fuuuck»).
// - Letters typed on another keyboard of the Arabic script are read as the Arabic letters they
//   stand for: Persian, Urdu and Kurdish forms («ھ ە ہ»→ه, «ڪ گ»→ك, «ۆ ۇ ۋ»→و, «پ»→ب,
//   «ی ې ے»→ي …).
// - Look-alike letters of other scripts are read with Unicode's confusables data
//   (schema/confusables.ts): Cyrillic, Greek, Armenian, Cherokee… letters as the Latin ones they
//   imitate («с»→c, «ս»→u, «ο»→o), accented Latin letters without their accents. A word that mixes
//   scripts is judged as its skeleton: when most of its letters are Latin, its Arabic-script letters
//   too are read as the Latin ones they look like («pهrn» is «porn»); otherwise Arabic stays Arabic
//   («ه» is never «o» in an Arabic word).
// - Words are split on spaces; a run of two or more one-letter words is joined
//   («f u c k», «ز ب»). A word split into pieces («ش رموطة», «قح بة», «ابن ال كلب», «fu ck») is
//   also read joined: two or three neighbours in one script where at most one piece is longer than
//   two letters, and such a joined word must be the term as a whole word (prefixes and endings
//   allowed, never a piece of a longer word), so «شرم وطني» or «a bit chatty» stay innocent.
// - Digits inside an Arabic word are Arabizi letters (3→ع 7→ح 5→خ 2→ء 6→ط 8→ق, 9→ق or ص).
//   A Latin term written with digits (Arabizi) also takes the Arabizi endings (ak ik ek k o ha kom).
//   A Latin word is read two ways: leetspeak (0→o 1→i 3→e 4→a 5→s 7→t 8→b 9→g @→a $→s !→i)
//   against terms without digits, and with its Arabizi digits kept against Arabizi terms written
//   with digits («5ara»), so «sara» never meets «5ara»; digits that are no Arabizi letter (0 1 4)
//   are read as leetspeak there too («sh4rmo6» is «sharmo6»).
// - English spelling variants: «ph» sounds as «f» and «v» is written for «u» («phuck»,
//   «fvck»). A Latin word is also read with both, only ever as a whole word (a term with its
//   endings, never inside a longer word), so «Phuket» or «Vivian» stay innocent.
// - Three kinds of term: `word` (the default) is a whole word, allowing Arabic prefixes
//   (و ف ب ل ك ال يا) and pronoun suffixes (ي ك ه ها هم كم), or English endings (s es er ers
//   ed ing y); `=exact` is a whole word with those prefixes only, no ending (for short terms
//   whose endings make ordinary words, «نايك» → «نايكي»); `*part*` matches anywhere inside a
//   word (only for terms no ordinary word contains). Terms of three letters or fewer take
//   only the prefixes ال وال يا: a one-letter proclitic makes ordinary words («فخرا»).
//   A term of several words matches those words in a row.

import { prototypeOf } from "./confusables";

export type FilterMatch = "word" | "exact" | "part";
export interface FilterTerm {
  term: string;
  match: FilterMatch;
}

const DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED]/g;
const INVISIBLE = /[\p{Cf}\p{Cc}\u034F\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * Letters of other keyboards of the Arabic script that stand in for the Arabic ones:
 * Persian, Urdu, Kurdish and Sindhi forms. These are the same letters typed on another keyboard,
 * not look-alikes (Unicode's confusables read «ھ» as «o»), so they are listed here. Look-alikes of
 * other scripts come from Unicode's data (confusables.ts).
 */
const ARABIC_KEYBOARDS: Record<string, string> = {
  // heh: doachashmee, ae (Kurdish), goal, goal with hamza, teh marbuta goal
  "\u06BE": "ه", "\u06D5": "ه", "\u06C1": "ه", "\u06C2": "ه", "\u06C3": "ه", "\u06FF": "ه",
  // kaf: swash, keheh (Persian), gaf, ng, kaf with ring
  "\u06AA": "ك", "\u06A9": "ك", "\u06AF": "ك", "\u06AD": "ك", "\u06AB": "ك", "\u06AC": "ك", "\u06AE": "ك", "\u06B3": "ك", "\u06B1": "ك",
  // waw: oe (Kurdish), u, yu, ve, kirghiz, with ring, with dots
  "\u06C6": "و", "\u06C7": "و", "\u06C8": "و", "\u06C9": "و", "\u06CA": "و", "\u06CB": "و", "\u06C5": "و", "\u06CF": "و", "\u0676": "و", "\u0677": "و",
  // beh: peh, beeh, beheh, with small v
  "\u067E": "ب", "\u067B": "ب", "\u0680": "ب", "\u0751": "ب",
  // yeh: Farsi, e, yeh barree, with tail, small v, Kurdish
  "\u06CC": "ي", "\u06D0": "ي", "\u06D2": "ي", "\u06D3": "ي", "\u06CD": "ي", "\u06CE": "ي", "\u06D1": "ي", "\u0678": "ي",
  // teh, dal, reh, zain, jeem, feh, lam, noon look-alikes
  "\u0679": "ت", "\u067A": "ت", "\u067D": "ت", "\u067F": "ت",
  "\u0688": "د", "\u0689": "د", "\u068A": "د", "\u068C": "د", "\u068D": "د", "\u068E": "د",
  "\u0691": "ر", "\u0692": "ر", "\u0695": "ر", "\u0693": "ر",
  "\u0698": "ز", "\u0696": "ز",
  "\u0686": "ج", "\u0683": "ج", "\u0684": "ج", "\u0687": "ج",
  "\u06A4": "ف", "\u06A5": "ف", "\u06A2": "ف", "\u06A1": "ف",
  "\u06B5": "ل", "\u06B6": "ل", "\u06B7": "ل",
  "\u06BA": "ن", "\u06BB": "ن", "\u06BC": "ن", "\u06B9": "ن",
  "\u06A0": "ع",
};

const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const LATIN_SCRIPT = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;

/**
 * One word with its look-alike letters read as what they imitate (lower-case it first): other
 * keyboards of the Arabic script as Arabic, other scripts by Unicode's confusables, and, in a word
 * mostly of Latin letters, its Arabic-script letters as the Latin ones they look like (the word's
 * skeleton). Arabic-Indic digits should already be ASCII digits («sh١t» is «sh1t», not «shlt»).
 */
function foldWord(word: string): string {
  let arabic = 0;
  let latin = 0;
  for (const ch of word) {
    if (!LETTER.test(ch)) continue;
    if (ARABIC_SCRIPT.test(ch)) arabic++;
    else if (LATIN_SCRIPT.test(ch)) latin++;
  }
  const mostlyLatin = latin > arabic;
  let out = "";
  for (const ch of word) {
    if (ARABIC_SCRIPT.test(ch)) {
      const latinLike = mostlyLatin && arabic > 0 ? prototypeOf(ch) : null;
      out += latinLike && /^[a-z0-9]+$/.test(latinLike) ? latinLike : (ARABIC_KEYBOARDS[ch] ?? ch);
    } else out += prototypeOf(ch) ?? ch;
  }
  return out;
}

/** A text with its look-alike letters read as the ones they imitate, word by word (lower-case it first); names compare in this form too. */
export const foldLookAlikes = (text: string) => text.replace(/[^\s]+/gu, foldWord);
const ARABIC_LETTER = /[\u0621-\u064A\u066E-\u06D3]/;
const LATIN_LETTER = /[a-z]/;

/** Arabizi: digits written for Arabic letters that Latin lacks. 9 reads as ق or ص. */
const ARABIZI: Record<string, string[]> = { "2": ["ء"], "3": ["ع"], "5": ["خ"], "6": ["ط"], "7": ["ح"], "8": ["ق"], "9": ["ق", "ص"] };
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g", "@": "a", $: "s", "!": "i" };
/** Leetspeak that is no Arabizi letter, read as such in an Arabizi word too («sh4rmo6»). */
const ARABIZI_LEET: Record<string, string> = { "0": "o", "1": "i", "4": "a", "@": "a", $: "s" };

/** English spelling variants: «ph» sounds as «f», «v» is written for «u» («phuck», «fvck»). */
const spellingVariant = (latin: string) => collapse(latin.replace(/ph/g, "f").replace(/v/g, "u"));

const AR_PREFIXES = ["", "و", "ف", "ب", "ل", "ك", "ال", "وال", "فال", "بال", "كال", "لل", "ولل", "يا"];
/** A one-letter proclitic before a short word makes ordinary words too («فخرا» is ف + خرا): short terms take only these. */
const AR_SHORT_PREFIXES = ["", "ال", "وال", "يا"];
const AR_SUFFIXES = ["", "ي", "ك", "ه", "ها", "هم", "كم"];
const EN_SUFFIXES = ["", "s", "es", "er", "ers", "ed", "ing", "y"];
/** Pronoun endings as Arabizi writes them («6ezak», «kosomha»). */
const ARABIZI_SUFFIXES = ["", "ak", "ik", "ek", "k", "o", "ha", "hom", "kom", "a"];
/** A piece this short («ال», «قح», «fu») may be glued to its neighbour when a word is split apart. */
const SHORT_PIECE = 2;
/**
 * Short words that begin a phrase, never a split word: gluing them to the next word makes
 * ordinary phrases look like terms («مع رص» is not «معرص», «من يوكل» is not «منيوك»).
 */
const NEVER_GLUED = new Set([
  "مع", "من", "في", "عن", "لو", "ما", "لا", "هو", "هي", "او", "ان", "قد", "لم", "لن", "بل", "ثم", "كل", "اي", "ذا", "به", "له", "لك", "لي", "بي", "هم", "كم", "يا", "اذ", "ام",
  "a", "i", "is", "it", "to", "of", "in", "on", "be", "by", "we", "he", "me", "my", "up", "so", "no", "go", "do", "at", "or", "if", "us", "am", "an", "as", "oh", "ok",
]);

/** Letters, digits and the leet symbols stay; other marks inside a word go. */
const stripMarks = (word: string) => word.replace(/[^\p{L}\p{N}@$!]/gu, "");
const collapse = (word: string) => word.replace(/(.)\1+/gu, "$1");

/** The text in one script-agnostic normal form, split into words (punctuation inside a word removed). */
function baseWords(text: string): string[] {
  const normal = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\t\n\v\f\r]/g, " ")
    .replace(INVISIBLE, "")
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[^\s]+/gu, foldWord)
    .replace(DIACRITICS, "")
    .replace(/\u0640/g, "")
    .replace(/[\u0622\u0623\u0625\u0671-\u0673]/g, "ا")
    .replace(/[\u0649\u0626\u06CC]/g, "ي")
    .replace(/\u0624/g, "و")
    .replace(/\u0629/g, "ه");
  const words = normal.split(/\s+/u).flatMap((w) => {
    // Only spaces split words: marks glued inside one («ش.ر.م.و.ط», «sh.it») are dropped.
    const kept = stripMarks(w);
    return kept ? [kept] : [];
  });
  // A run of one-letter words is the same word spelled apart («f u c k»).
  const joined: string[] = [];
  let run = "";
  for (const w of words) {
    if ([...w].length === 1) {
      run += w;
      continue;
    }
    if (run) joined.push(run);
    run = "";
    joined.push(w);
  }
  if (run) joined.push(run);
  return joined;
}

/** The forms a word may be read in: Arabic (Arabizi digits as letters), Latin leetspeak, Latin with digits kept. */
interface WordForms {
  arabic: string[];
  leet: string | null;
  arabizi: string | null;
  /** The leet form with English spelling variants read; matched as a whole word only. */
  variant: string | null;
}

function formsOf(word: string): WordForms {
  if (ARABIC_LETTER.test(word)) {
    const letters = (digitFor: (d: string) => string) =>
      collapse(word.replace(/[0-9]/g, digitFor).replace(/[^\u0621-\u064A\u066E-\u06D3]/g, ""));
    const first = letters((d) => ARABIZI[d]?.[0] ?? "");
    const second = letters((d) => ARABIZI[d]?.[1] ?? ARABIZI[d]?.[0] ?? "");
    return { arabic: first === second ? [first] : [first, second], leet: null, arabizi: null, variant: null };
  }
  if (!LATIN_LETTER.test(word) && !/[0-9@$]/.test(word)) return { arabic: [], leet: null, arabizi: null, variant: null };
  const leet = collapse(word.replace(/[0-9@$!]/g, (c) => LEET[c] ?? "").replace(/[^a-z]/g, ""));
  const arabizi = collapse(word.replace(/[014@$]/g, (c) => ARABIZI_LEET[c]).replace(/[^a-z0-9]/g, ""));
  return { arabic: [], leet, arabizi, variant: spellingVariant(leet) };
}

/** One word of a term, compiled: the script it is compared in and its core form. */
interface TermWord {
  script: "arabic" | "leet" | "arabizi";
  core: string;
  /** A leet core with English spelling variants read («phone» → «fone»), for the text's variant reading. */
  variant?: string;
}

export interface CompiledTerm {
  source: FilterTerm;
  words: TermWord[];
}

export interface CompiledFilter {
  terms: CompiledTerm[];
}

const stripArticle = (w: string) => (w.startsWith("ال") && [...w].length > 3 ? w.slice(2) : w);

function compileWord(word: string): TermWord | null {
  const forms = formsOf(word);
  if (forms.arabic.length) return { script: "arabic", core: stripArticle(forms.arabic[0]) };
  if (forms.arabizi && /[0-9]/.test(forms.arabizi)) return { script: "arabizi", core: forms.arabizi };
  if (forms.leet) return { script: "leet", core: forms.leet, variant: spellingVariant(forms.leet) };
  return null;
}

export function compileFilter(terms: readonly FilterTerm[]): CompiledFilter {
  const compiled: CompiledTerm[] = [];
  for (const source of terms) {
    const words = baseWords(source.term).map(compileWord);
    if (words.length === 0 || words.some((w) => !w || [...w.core].length < 2)) continue;
    compiled.push({ source, words: words as TermWord[] });
  }
  return { terms: compiled };
}

/** Whether a Latin word is the term's word as a whole word, with one of its endings («phucking» is fuck + ing). */
const wholeLatinWord = (text: string, core: string, suffixes: readonly string[]) => suffixes.some((suffix) => text === core + suffix || collapse(core + suffix) === text);

/** Whether a text word, read in the term word's script, is that word under the term's kind. */
function wordMatches(forms: WordForms, word: TermWord, match: FilterMatch): boolean {
  // A spelling variant is only ever a whole word (and an exact term's word only without an ending).
  if (word.script === "leet" && word.variant && forms.variant && wholeLatinWord(forms.variant, word.variant, match === "exact" ? [""] : EN_SUFFIXES)) return true;
  const candidates = word.script === "arabic" ? forms.arabic : [word.script === "leet" ? forms.leet : forms.arabizi].filter((f): f is string => !!f);
  for (const text of candidates) {
    if (match === "part") {
      if (text.includes(word.core)) return true;
      continue;
    }
    if (text === word.core) return true;
    if (word.script === "arabic") {
      for (const prefix of [...word.core].length >= 4 ? AR_PREFIXES : AR_SHORT_PREFIXES) {
        if (!text.startsWith(prefix)) continue;
        const rest = text.slice(prefix.length);
        for (const suffix of match === "exact" ? [""] : AR_SUFFIXES)
          if (rest.endsWith(suffix) && rest.slice(0, rest.length - suffix.length) === word.core) return true;
      }
    } else if (match === "word" && wholeLatinWord(text, word.core, word.script === "arabizi" ? [...EN_SUFFIXES, ...ARABIZI_SUFFIXES] : EN_SUFFIXES)) return true;
  }
  return false;
}

const scriptOf = (piece: string) => (ARABIC_LETTER.test(piece) ? "arabic" : LATIN_LETTER.test(piece) ? "latin" : null);

/**
 * The text's words, each alone and glued to the one or two after it when the text looks like a
 * word split apart: one script, at most one piece longer than SHORT_PIECE letters, and not
 * starting with a short word that begins phrases (NEVER_GLUED).
 */
function readings(words: string[]): (WordForms | null)[][] {
  return words.map((_, i) => {
    const out: (WordForms | null)[] = [formsOf(words[i])];
    for (let size = 2; size <= 3 && i + size <= words.length; size++) {
      const pieces = words.slice(i, i + size);
      const script = scriptOf(pieces[0]);
      const glued =
        script !== null &&
        !NEVER_GLUED.has(pieces[0]) &&
        pieces.every((p) => scriptOf(p) === script) &&
        pieces.filter((p) => [...p].length > SHORT_PIECE).length <= 1;
      out.push(glued ? formsOf(pieces.join("")) : null);
    }
    return out;
  });
}

/** Whether the term's words from `j` on are read from the text's word `pos` on. */
function termAt(term: CompiledTerm, read: (WordForms | null)[][], j: number, pos: number): boolean {
  if (j === term.words.length) return true;
  if (pos >= read.length) return false;
  for (let size = 1; size <= read[pos].length; size++) {
    const forms = read[pos][size - 1];
    if (!forms) continue;
    // A glued reading must be the whole word: a split never hides a piece of a longer word.
    const match = size === 1 || term.source.match === "exact" ? term.source.match : "word";
    if (wordMatches(forms, term.words[j], match) && termAt(term, read, j + 1, pos + size)) return true;
  }
  return false;
}

/** The first listed term the text contains, or null. */
export function findBadTerm(text: string, filter: CompiledFilter): FilterTerm | null {
  if (!text || filter.terms.length === 0) return null;
  const read = readings(baseWords(text));
  for (const term of filter.terms) {
    // In a term of several words, only the last one takes an ending, only the first a prefix: close enough, and both are allowed.
    for (let i = 0; i < read.length; i++) if (termAt(term, read, 0, i)) return term.source;
  }
  return null;
}

export const hasBadWord = (text: string, filter: CompiledFilter) => findBadTerm(text, filter) !== null;

// ---------- the admin's line syntax: «*part*», «=exact», or a plain word ----------

export function termFromLine(line: string): FilterTerm | null {
  const text = line.trim().replace(/\s+/g, " ");
  if (!text) return null;
  if (text.length > 2 && text.startsWith("*") && text.endsWith("*")) return { term: text.slice(1, -1).trim(), match: "part" };
  if (text.length > 1 && text.startsWith("=")) return { term: text.slice(1).trim(), match: "exact" };
  return { term: text, match: "word" };
}

export const lineFromTerm = (t: FilterTerm) => (t.match === "part" ? `*${t.term}*` : t.match === "exact" ? `=${t.term}` : t.term);
