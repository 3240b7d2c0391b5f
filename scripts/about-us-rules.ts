// The shapes of a weak «عنّا» question that a script can see, for `npm run content:check`:
// two questions in one («…؟ …؟», or a place tacked on at the end: «…ضعت فيها وين كانت؟»), the
// same question asked twice in other words, a thin category, and one opening («وش») worn out.
// The rest of a good question (a short answer, many plausible answers in a family, no story)
// is the editor's judgement; these only keep the slips that were found from coming back.
import { lightStem, questionKey } from "../schema/content-rules";
import { ABOUT_US } from "../schema/limits";
import type { RetiredAboutUsQuestion, SeedAboutUsCategory } from "../content/types";

/** A question with two question marks asks two things. */
export const hasTwoQuestionMarks = (question: string) => (question.match(/[؟?]/g) ?? []).length > 1;

/**
 * A second question tacked on at the end («وش أول مرة ضعت فيها وين كانت؟», «…عند مين كانت؟»):
 * «وين كانت» anywhere, or «وين/مين/متى كان(ت)» closing a question that opened with something else.
 */
export function hasTackedOnQuestion(question: string): boolean {
  const words = questionKey(question).split(" ");
  if (questionKey(question).includes("وين كانت")) return true;
  const tail = words.slice(-2);
  return words.length > 2 && ["وين", "مين", "متي"].includes(tail[0]) && ["كان", "كانت"].includes(tail[1]);
}

/**
 * A word's stem for comparing two «عنّا» questions: schema/content-rules.ts's light stem, then
 * the possessive «ـك»/«ـكم» of the one asked and a final «ت» off (so «ذاكرتك» meets «ذاكرة»,
 * «جربتها» meets «جربت»), always keeping three letters.
 */
export function questionStem(word: string): string {
  let w = lightStem(word);
  for (const suffix of ["كم", "ك", "ت"]) if (w.endsWith(suffix) && [...w].length - suffix.length >= 3) w = w.slice(0, -suffix.length);
  return w;
}

const stems = (words: string[]) => new Set(words.map(questionStem));

/** Words that say nothing of what is asked: question words, particles, pronouns, «عندك», «كان». */
const STOP = stems([
  "وش", "شنو", "ايش", "كم", "مين", "وين", "أي", "متى", "شي", "اللي", "عندك", "عندكم", "منك", "عليك", "معك", "لك", "فيه", "فيها", "إذا", "لما",
  "عشان", "الحين", "دايم", "دايمًا", "كان", "كانت", "يكون", "تكون", "بيكون", "بتكون", "أنت", "إلا", "بعد", "قبل", "مثل", "غير", "بدون", "وايد",
  "بس", "ولا", "ودك", "هالأيام", "هالسنة", "هالأسبوع", "تقريبًا", "أحد", "واحد", "وحدة", "كل", "الكل", "كثير", "للحين", "لين", "أبد",
  "الشي", "بأي", "لها", "له", "وما", "منه", "عنه", "عنك", "بالك", "طول", "ثاني", "ثانية",
]);

/** The words that head a question's subject: «أول طبخة»، «أغرب أكلة»، «أكثر كلمة». */
const HEAD = stems(["أول", "آخر", "أكثر", "أغرب", "أحلى", "أسوأ", "أطرف", "أتفه", "أغلى", "أطول", "أسرع", "أبسط", "أكبر", "أعلى"]);

/**
 * Words that frame a question without saying what it asks about (the head words, «في ذاكرتك»،
 * «سويته»، «العيد الماضي»): two questions sharing only these ask different things («أول كرتون في
 * ذاكرتك» and «أول عيدية في ذاكرتك»).
 */
const FRAME = new Set([
  ...HEAD,
  ...stems([
    "المفضل", "المفضلة", "نوع", "مكان", "شخص", "مرة", "يوم", "اليوم", "البيت", "اسم", "ذاكرتك", "طفولتك", "صغرك", "حياتك", "العايلة", "سويته",
    "سويت", "صار", "صارت", "رحت", "اشتريته", "رمضان", "رمضاني", "العيد", "الماضي", "ساعة", "الساعة", "دقيقة", "أمس", "البارحة",
  ]),
]);

/** The stems of a question, in order, stop words left out. */
const questionStems = (question: string) =>
  questionKey(question)
    .split(" ")
    .map(questionStem)
    .filter((s) => [...s].length >= 3 && !STOP.has(s));

/** What a question asks about: its stems that are neither stop nor frame words. */
export const subjectWords = (question: string) => new Set(questionStems(question).filter((s) => !FRAME.has(s)));

/** Its head phrases: a head word and the subject right after it («أول طبخة» → "اول طبخ"). */
export function headPhrases(question: string): Set<string> {
  const list = questionStems(question);
  return new Set(list.slice(1).flatMap((s, i) => (HEAD.has(list[i]) && !FRAME.has(s) ? [`${list[i]} ${s}`] : [])));
}

export interface StemDuplicate {
  a: string;
  b: string;
  /** The subject stems, or the head phrase, the two share. */
  shared: string[];
}

/**
 * Whether two questions ask the same thing in other words: they open on the same head phrase
 * («وش أول طبخة ساعدت فيها في البيت؟» and «وش أول طبخة تعلمتها؟»), or they share at least
 * `stemDuplicate.sharedWords` subject stems making `stemDuplicate.share` of the shorter one's
 * («وش الشي اللي يصحيك من النوم غير المنبه؟» and «وش الشي اللي يصحيك بدري بدون منبه؟»: «يصحي»
 * and «منبه», two of three).
 */
export function stemDuplicate(a: string, b: string): StemDuplicate | null {
  return compareShapes(shapeOf(a), shapeOf(b));
}

/** What two questions are compared on, worked out once per question. */
interface QuestionShape {
  text: string;
  words: Set<string>;
  heads: Set<string>;
}

const shapeOf = (text: string): QuestionShape => ({ text, words: subjectWords(text), heads: headPhrases(text) });

function compareShapes(a: QuestionShape, b: QuestionShape): StemDuplicate | null {
  const rules = ABOUT_US.content.stemDuplicate;
  const head = [...a.heads].filter((h) => b.heads.has(h));
  if (head.length) return { a: a.text, b: b.text, shared: head };
  const shared = [...a.words].filter((w) => b.words.has(w));
  if (shared.length < rules.sharedWords || shared.length / Math.min(a.words.size, b.words.size) < rules.share) return null;
  return { a: a.text, b: b.text, shared };
}

/** Every pair of the list that `stemDuplicate` finds, each once, in the list's order. */
export function findStemDuplicates(questions: string[]): StemDuplicate[] {
  const shapes = questions.map(shapeOf);
  const found: StemDuplicate[] = [];
  shapes.forEach((a, i) => {
    for (const b of shapes.slice(i + 1)) {
      const hit = compareShapes(a, b);
      if (hit) found.push(hit);
    }
  });
  return found;
}

/** The share (0–1) of the questions whose first word is `word` («وش»), after normalisation. */
export function openingShare(questions: string[], word: string): number {
  const key = questionKey(word);
  return questions.length ? questions.filter((q) => questionKey(q).split(" ")[0] === key).length / questions.length : 0;
}

export interface AboutUsStyleReport {
  problems: string[];
  /** Distinct questions in all (their bound is checked with the others' in content-rules.ts's `checkAboutUs`). */
  total: number;
  /** The share (0–1) opening with `ABOUT_US.content.opening.word` («وش»), and its bound. */
  opening: { word: string; share: number; maxShare: number };
  /** Questions with two question marks or a question tacked on at the end. */
  twoInOne: number;
  /** Pairs that ask the same thing in other words. */
  stemDuplicates: number;
  /** Questions in the categories of a season («رمضان والعيد»). */
  season: number;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The style rules over the shipped categories: each problem names its question or its figure and bound. */
export function checkAboutUsStyle(categories: SeedAboutUsCategory[]): AboutUsStyleReport {
  const rules = ABOUT_US.content;
  const problems: string[] = [];
  const questions = [...new Set(categories.flatMap((c) => c.questions))];
  let twoInOne = 0;
  for (const q of questions) {
    if (hasTwoQuestionMarks(q)) problems.push(`about-us question asks two things (two «؟»): «${q}»`);
    else if (hasTackedOnQuestion(q)) problems.push(`about-us question tacks a second question on at its end: «${q}»`);
    else continue;
    twoInOne++;
  }
  const duplicates = findStemDuplicates(questions);
  for (const d of duplicates) problems.push(`about-us questions «${d.a}» and «${d.b}» ask the same thing (shared stems: ${d.shared.join("، ")})`);
  for (const c of categories)
    if (c.questions.length < rules.minCategoryQuestions) problems.push(`about-us category «${c.nameAr}» has ${c.questions.length} questions, under ${rules.minCategoryQuestions}`);
  const opening = { ...rules.opening, share: openingShare(questions, rules.opening.word) };
  if (opening.share > opening.maxShare)
    problems.push(`${percent(opening.share)} of about-us questions open with «${opening.word}», over ${percent(opening.maxShare)}`);
  const season = categories.filter((c) => c.season).reduce((n, c) => n + c.questions.length, 0);
  return { problems, total: questions.length, opening, twoInOne, stemDuplicates: duplicates.length, season };
}

/** A retired question must not ship again: the top-up would add it and retire it in one batch, and the room would lose it. */
export function retiredAboutUsProblems(categories: SeedAboutUsCategory[], retired: readonly RetiredAboutUsQuestion[]): string[] {
  const shipped = new Set(categories.flatMap((c) => c.questions));
  return retired.filter((r) => shipped.has(r.content)).map((r) => `retired about-us question is shipped again: «${r.content}»`);
}
