// The family filter («فلتر الألفاظ»): does a player's text contain a listed insult or
// obscenity? Pure and DOM-free: the room actor checks nicknames, lies and captions, the
// worker checks room names, and the admin panel reads the line syntax. The list itself
// lives in D1 (the admin edits it); the shipped default is family-filter-list.ts.
//
// Rules (also in docs/decisions.md, issue 22):
// - Text and terms go through the same normalisation: NFKC, lower case, Arabic
//   normalisation (diacritics, tatweel, أإآٱ→ا, ة→ه, ى/ئ→ي, ؤ→و), invisible marks dropped,
//   punctuation inside a word dropped («ش.ر.م.و.ط», «f-u-c-k»), then runs of one repeated
//   letter collapsed to one («كلللب», «fuuuck»).
// - Words are split on spaces; a run of two or more one-letter words is joined
//   («f u c k», «ز ب»).
// - Digits inside an Arabic word are Arabizi letters (3→ع 7→ح 5→خ 2→ء 6→ط 8→ق, 9→ق or ص).
//   A Latin word is read two ways: leetspeak (0→o 1→i 3→e 4→a 5→s 7→t 8→b 9→g @→a $→s !→i)
//   against terms without digits, and with its digits kept against Arabizi terms written
//   with digits («5ara»), so «sara» never meets «5ara».
// - Three kinds of term: `word` (the default) is a whole word, allowing Arabic prefixes
//   (و ف ب ل ك ال يا) and pronoun suffixes (ي ك ه ها هم كم), or English endings (s es er ers
//   ed ing y); `=exact` is a whole word with those prefixes only, no ending (for short terms
//   whose endings make ordinary words, «نايك» → «نايكي»); `*part*` matches anywhere inside a
//   word (only for terms no ordinary word contains). Terms of three letters or fewer take
//   only the prefixes ال وال يا: a one-letter proclitic makes ordinary words («فخرا»).
//   A term of several words matches those words in a row.

export type FilterMatch = "word" | "exact" | "part";
export interface FilterTerm {
  term: string;
  match: FilterMatch;
}

const DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED]/g;
const INVISIBLE = /[\u0000-\u001F\u007F\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const ARABIC_LETTER = /[\u0621-\u064A\u066E-\u06D3]/;
const LATIN_LETTER = /[a-z]/;

/** Arabizi: digits written for Arabic letters that Latin lacks. 9 reads as ق or ص. */
const ARABIZI: Record<string, string[]> = { "2": ["ء"], "3": ["ع"], "5": ["خ"], "6": ["ط"], "7": ["ح"], "8": ["ق"], "9": ["ق", "ص"] };
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g", "@": "a", $: "s", "!": "i" };

const AR_PREFIXES = ["", "و", "ف", "ب", "ل", "ك", "ال", "وال", "فال", "بال", "كال", "لل", "ولل", "يا"];
/** A one-letter proclitic before a short word makes ordinary words too («فخرا» is ف + خرا): short terms take only these. */
const AR_SHORT_PREFIXES = ["", "ال", "وال", "يا"];
const AR_SUFFIXES = ["", "ي", "ك", "ه", "ها", "هم", "كم"];
const EN_SUFFIXES = ["", "s", "es", "er", "ers", "ed", "ing", "y"];

/** Letters, digits and the leet symbols stay; other marks inside a word go. */
const stripMarks = (word: string) => word.replace(/[^\p{L}\p{N}@$!]/gu, "");
const collapse = (word: string) => word.replace(/(.)\1+/gu, "$1");

/** The text in one script-agnostic normal form, split into words (punctuation inside a word removed). */
function baseWords(text: string): string[] {
  const normal = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(INVISIBLE, "")
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(DIACRITICS, "")
    .replace(/\u0640/g, "")
    .replace(/[\u0622\u0623\u0625\u0671-\u0673]/g, "ا")
    .replace(/[\u0649\u0626\u06CC]/g, "ي")
    .replace(/\u0624/g, "و")
    .replace(/\u0629/g, "ه")
    .replace(/\u06A9/g, "ك");
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
}

function formsOf(word: string): WordForms {
  if (ARABIC_LETTER.test(word)) {
    const letters = (digitFor: (d: string) => string) =>
      collapse(word.replace(/[0-9]/g, digitFor).replace(/[^\u0621-\u064A\u066E-\u06D3]/g, ""));
    const first = letters((d) => ARABIZI[d]?.[0] ?? "");
    const second = letters((d) => ARABIZI[d]?.[1] ?? ARABIZI[d]?.[0] ?? "");
    return { arabic: first === second ? [first] : [first, second], leet: null, arabizi: null };
  }
  if (!LATIN_LETTER.test(word) && !/[0-9@$]/.test(word)) return { arabic: [], leet: null, arabizi: null };
  const leet = collapse(word.replace(/[0-9@$!]/g, (c) => LEET[c] ?? "").replace(/[^a-z]/g, ""));
  const arabizi = collapse(word.replace(/[@]/g, "a").replace(/[$]/g, "s").replace(/[^a-z0-9]/g, ""));
  return { arabic: [], leet, arabizi };
}

/** One word of a term, compiled: the script it is compared in and its core form. */
interface TermWord {
  script: "arabic" | "leet" | "arabizi";
  core: string;
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
  if (forms.leet) return { script: "leet", core: forms.leet };
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

/** Whether a text word, read in the term word's script, is that word under the term's kind. */
function wordMatches(forms: WordForms, word: TermWord, match: FilterMatch): boolean {
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
    } else if (match === "word") {
      for (const suffix of EN_SUFFIXES) if (text === word.core + suffix || collapse(word.core + suffix) === text) return true;
    }
  }
  return false;
}

/** The first listed term the text contains, or null. */
export function findBadTerm(text: string, filter: CompiledFilter): FilterTerm | null {
  if (!text || filter.terms.length === 0) return null;
  const forms = baseWords(text).map(formsOf);
  for (const term of filter.terms) {
    const n = term.words.length;
    for (let i = 0; i + n <= forms.length; i++) {
      // In a term of several words, only the last one takes an ending, only the first a prefix: close enough, and both are allowed.
      if (term.words.every((w, j) => wordMatches(forms[i + j], w, term.source.match))) return term.source;
    }
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
