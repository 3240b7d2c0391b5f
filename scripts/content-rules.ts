// The editorial rules of the shipped content, as code: run by `npm run content:check`
// (scripts/content-check.mjs) and by the seed unit test. It judges answers with the
// room's own functions (schema/arabic.ts), so nothing it passes is refused or merged in play.
import { cleanAnswer, isTooClose } from "../schema/arabic";
import { containsAnswer, hintsAnswer, questionKey } from "../schema/content-rules";
import { ABOUT_US, CHARACTER_LIMITS, CONTENT_RULES } from "../schema/limits";
import { compileFilter, findBadTerm } from "../schema/family-filter";
import { DEFAULT_FAMILY_FILTER } from "../schema/family-filter-list";
import { describeNearDuplicate, findNearDuplicates } from "./near-duplicates";
// The pure rules live in schema/ so the worker judges players' packs with them too.
export { hintsAnswer, lightStem } from "../schema/content-rules";
import { z } from "zod";
import {
  retiredAboutUsQuestionSchema,
  retiredTriviaQuestionSchema,
  seedAboutUsCategorySchema,
  seedBlogSchema,
  seedMemeCategorySchema,
  seedMostLikelyCategorySchema,
  seedTriviaCategorySchema,
  type SeedAboutUsCategory,
  type SeedMemeCategory,
  type SeedMostLikelyCategory,
  type SeedTriviaCategory,
  type SeedTriviaQuestion,
} from "../content/types";

export interface ContentCount {
  category: string;
  subcategory: string | null;
  isPremium: boolean;
  count: number;
}

export interface ContentReport {
  problems: string[];
  trivia: ContentCount[];
  mostLikely: ContentCount[];
  memes: ContentCount[];
  /** Questions of the easy category, and their share of all trivia (0–1). */
  easy: { count: number; share: number };
  /** Pairs of trivia questions that ask one fact twice or give each other away (scripts/near-duplicates.ts); each is a problem too. */
  nearDuplicates: number;
  /** Prompts that carry their hand-written feminine form, of all prompts. */
  feminine: { count: number; total: number };
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

function answerProblems(label: string, answer: string): string[] {
  const problems: string[] = [];
  if (!answer || cleanAnswer(answer) !== answer) problems.push(`${label} is empty or has stray spaces: «${answer}»`);
  if ([...answer].length > CHARACTER_LIMITS.triviaAnswer.max) problems.push(`${label} is over ${CHARACTER_LIMITS.triviaAnswer.max} characters: «${answer}»`);
  if (words(answer).length > CONTENT_RULES.triviaAnswerMaxWords)
    problems.push(`${label} has more than ${CONTENT_RULES.triviaAnswerMaxWords} words: «${answer}»`);
  return problems;
}

export function questionProblems(q: SeedTriviaQuestion): string[] {
  const at = `«${q.content}»`;
  const truths = [q.correctAnswer, q.alternativeAnswer1, q.alternativeAnswer2].filter((a): a is string => a !== undefined);
  const problems = [...truths, ...q.fakeAnswers].flatMap((a) => answerProblems(at, a));
  if (!q.source || words(q.source).length < 2) problems.push(`${at} has no source`);
  for (const truth of truths)
    if (containsAnswer(q.content, truth)) problems.push(`${at} contains its own answer «${truth}»`);
    else if (hintsAnswer(q.content, truth)) problems.push(`${at} gives its answer «${truth}» away in part`);
  q.fakeAnswers.forEach((lie, i) => {
    for (const truth of truths) if (isTooClose(lie, truth)) problems.push(`${at}: the lie «${lie}» is too close to the truth «${truth}»`);
    for (const other of q.fakeAnswers.slice(i + 1))
      if (isTooClose(lie, other) || isTooClose(other, lie)) problems.push(`${at}: the lies «${lie}» and «${other}» are too close`);
  });
  return problems;
}

export function checkContent(trivia: SeedTriviaCategory[], mostLikely: SeedMostLikelyCategory[], memes: SeedMemeCategory[]): ContentReport {
  const problems: string[] = [];
  const counts: ContentCount[] = [];
  const seen = new Map<string, string>();
  for (const category of trivia)
    for (const sub of category.subcategories) {
      const isPremium = sub.isPremium || category.isPremium;
      counts.push({ category: category.nameAr, subcategory: sub.nameAr, isPremium, count: sub.questions.length });
      if (sub.questions.length < CONTENT_RULES.triviaSubcategoryMinQuestions)
        problems.push(`subcategory «${sub.nameAr}» has ${sub.questions.length} questions, under ${CONTENT_RULES.triviaSubcategoryMinQuestions}`);
      for (const q of sub.questions) {
        problems.push(...questionProblems(q));
        const key = questionKey(q.content);
        const first = seen.get(key);
        if (first) problems.push(`duplicate question «${q.content}» (also in «${first}»)`);
        else seen.set(key, sub.nameAr);
      }
    }
  // The same fact asked twice in other words, or a question handing over another's answer.
  const nearDuplicates = findNearDuplicates(trivia.flatMap((c) => c.subcategories.flatMap((s) => s.questions.map((q) => ({ ...q, place: s.nameAr })))));
  problems.push(...nearDuplicates.map(describeNearDuplicate));
  const total = counts.reduce((n, c) => n + c.count, 0);
  if (total < CONTENT_RULES.triviaMinQuestions) problems.push(`${total} trivia questions, under ${CONTENT_RULES.triviaMinQuestions}`);
  const easyCount = trivia.filter((c) => c.isEasy).reduce((n, c) => n + c.subcategories.reduce((m, s) => m + s.questions.length, 0), 0);
  const easy = { count: easyCount, share: total ? easyCount / total : 0 };
  if (easy.share > CONTENT_RULES.easyMaxShare)
    problems.push(`easy questions are ${formatShare(easy.share)} of trivia, over ${formatShare(CONTENT_RULES.easyMaxShare)}`);
  for (const kind of ["free", "premium"] as const) {
    const n = counts.filter((c) => c.isPremium === (kind === "premium")).length;
    if (n < CONTENT_RULES.triviaMinSubcategories[kind]) problems.push(`${n} ${kind} subcategories, under ${CONTENT_RULES.triviaMinSubcategories[kind]}`);
  }

  const prompts = new Map<string, string>();
  let feminineCount = 0;
  const mostLikelyCounts = mostLikely.map((category) => {
    for (const { content: prompt, feminine } of category.prompts) {
      problems.push(...promptProblems(prompt, feminine));
      if (feminine?.trim()) feminineCount++;
      const key = questionKey(prompt);
      if (prompts.has(key)) problems.push(`duplicate prompt «${prompt}» (also in «${prompts.get(key)}»)`);
      else prompts.set(key, category.nameAr);
    }
    return { category: category.nameAr, subcategory: null, isPremium: category.isPremium, count: category.prompts.length };
  });
  const feminine = { count: feminineCount, total: mostLikelyCounts.reduce((n, c) => n + c.count, 0) };
  if (prompts.size < CONTENT_RULES.mostLikelyMinPrompts) problems.push(`${prompts.size} distinct prompts, under ${CONTENT_RULES.mostLikelyMinPrompts}`);
  if (mostLikely.length < CONTENT_RULES.mostLikelyMinCategories)
    problems.push(`${mostLikely.length} most-likely categories, under ${CONTENT_RULES.mostLikelyMinCategories}`);

  const memeCounts = memes.map((c) => ({ category: c.nameAr, subcategory: null, isPremium: c.isPremium, count: c.pictures.length }));
  const pictures = memeCounts.reduce((n, c) => n + c.count, 0);
  if (pictures < CONTENT_RULES.memeMinPictures) problems.push(`${pictures} meme pictures, under ${CONTENT_RULES.memeMinPictures}`);

  return { problems, trivia: counts, mostLikely: mostLikelyCounts, memes: memeCounts, easy, nearDuplicates: nearDuplicates.length, feminine };
}

/** The opening that sounds translated: a Gulf majlis says «مين أكثر واحد…», «مين فينا…», «مين اللي…». */
const TRANSLATED_OPENING = /^مين الأكثر احتمال/;

/**
 * One prompt and its feminine form: both fit the phone's prompt card, have no stray spaces, and
 * the feminine form is there and differs from the prompt (a women's gathering plays it instead).
 */
export function promptProblems(prompt: string, feminine: string | undefined): string[] {
  const problems: string[] = [];
  for (const [label, text] of [["prompt", prompt], ["feminine form", feminine ?? ""]] as const) {
    if ([...text].length > CONTENT_RULES.mostLikelyPromptMaxChars)
      problems.push(`${label} over ${CONTENT_RULES.mostLikelyPromptMaxChars} characters (${[...text].length}): «${text}»`);
    if (text && cleanAnswer(text) !== text) problems.push(`${label} has stray spaces: «${text}»`);
  }
  if (!feminine?.trim()) problems.push(`prompt without its feminine form: «${prompt}»`);
  else if (feminine === prompt) problems.push(`feminine form same as the prompt: «${prompt}»`);
  if (TRANSLATED_OPENING.test(prompt)) problems.push(`prompt opens with «مين الأكثر احتمالًا»: «${prompt}»`);
  return problems;
}

/** A share as a whole percentage, as content:check prints it: 0.0987 → "10%". */
export const formatShare = (share: number) => `${Math.round(share * 100)}%`;

/** «عنّا»'s questions: counted per category, each clean, short, a question, family-safe and said once. */
export function checkAboutUs(categories: SeedAboutUsCategory[]): { problems: string[]; counts: ContentCount[] } {
  const rules = ABOUT_US.content;
  const filter = compileFilter(DEFAULT_FAMILY_FILTER);
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const category of categories)
    for (const q of category.questions) {
      if (cleanAnswer(q) !== q) problems.push(`about-us question has stray spaces: «${q}»`);
      if ([...q].length > rules.questionMaxChars) problems.push(`about-us question over ${rules.questionMaxChars} characters (${[...q].length}): «${q}»`);
      if (!q.endsWith("؟")) problems.push(`about-us question does not end with «؟»: «${q}»`);
      const bad = findBadTerm(q, filter);
      if (bad) problems.push(`about-us question fails the family filter («${bad.term}»): «${q}»`);
      const key = questionKey(q);
      if (seen.has(key)) problems.push(`duplicate about-us question «${q}» (also in «${seen.get(key)}»)`);
      else seen.set(key, category.nameAr);
    }
  const counts = categories.map((c) => ({ category: c.nameAr, subcategory: null, isPremium: c.isPremium, count: c.questions.length }));
  if (seen.size < rules.minQuestions) problems.push(`${seen.size} distinct about-us questions, under ${rules.minQuestions}`);
  for (const kind of ["free", "premium"] as const) {
    const n = categories.filter((c) => c.isPremium === (kind === "premium")).length;
    if (n < rules.minCategories[kind]) problems.push(`${n} ${kind} about-us categories, under ${rules.minCategories[kind]}`);
  }
  return { problems, counts };
}

/** Each export of content/index.ts and the shape its JSON must have: the index states the types, this proves them. */
const CONTENT_SHAPES = {
  triviaCategories: z.array(seedTriviaCategorySchema),
  retiredTriviaQuestions: z.array(retiredTriviaQuestionSchema),
  mostLikelyCategories: z.array(seedMostLikelyCategorySchema),
  retiredMostLikelyPrompts: z.array(z.string()),
  memeCategories: z.array(seedMemeCategorySchema),
  aboutUsCategories: z.array(seedAboutUsCategorySchema),
  retiredAboutUsQuestions: z.array(retiredAboutUsQuestionSchema),
  seedBlogAuthor: seedBlogSchema.shape.author,
  seedBlogCategories: seedBlogSchema.shape.categories,
  seedBlogTags: seedBlogSchema.shape.tags,
  seedBlogPosts: seedBlogSchema.shape.posts,
};

/** Where the shipped content (the exports of content/index.ts) leaves its shape: a missing field, a fourth lie, an unknown key. */
export function contentShapeProblems(content: Record<string, unknown>): string[] {
  return Object.entries(CONTENT_SHAPES).flatMap(([name, schema]) => {
    const parsed = schema.safeParse(content[name]);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${name}${issue.path.map((p) => `[${String(p)}]`).join("")}: ${issue.message}`);
  });
}
