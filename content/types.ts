// Shapes of the content that ships with the project (the JSON files beside this one). The loader
// in worker/services/seed.ts turns them into rows; ids are assigned there. JSON carries no types,
// so content/index.ts states these and `npm run content:check` parses every file with the
// schemas here: a file that drifts from its shape fails the check, not a seed.
import { z } from "zod";
import { MEME_CAPTION_LAYOUT_NAMES, type MemeCaptionLayout } from "../schema/limits";

/** Why a category exists or where its facts come from: for the people who edit the file, never seeded. */
const note = z.string().optional();

/** A category of a season's nights: «سهرة رمضانية» deals from the "ramadan" categories first. */
const season = z.literal("ramadan").optional();

export const seedTriviaQuestionSchema = z.strictObject({
  /** The question, in Arabic. */
  content: z.string(),
  correctAnswer: z.string(),
  /** Other spellings or forms that are also right (e.g. "الرياض" / "مدينة الرياض"). */
  alternativeAnswer1: z.string().optional(),
  alternativeAnswer2: z.string().optional(),
  /** Three believable wrong answers, shown as options when players write too few lies. */
  fakeAnswers: z.tuple([z.string(), z.string(), z.string()]),
  /** Where a person can check the fact: an article title and its site, a dictionary entry, a book. */
  source: z.string(),
});
export type SeedTriviaQuestion = z.infer<typeof seedTriviaQuestionSchema>;

export const seedTriviaSubcategorySchema = z.strictObject({
  nameAr: z.string(),
  isPremium: z.boolean(),
  questions: z.array(seedTriviaQuestionSchema),
});
export type SeedTriviaSubcategory = z.infer<typeof seedTriviaSubcategorySchema>;

export const seedTriviaCategorySchema = z.strictObject({
  note,
  season,
  nameAr: z.string(),
  isPremium: z.boolean(),
  /** Easy questions for families with children, kept to a small share of the pool (CONTENT_RULES.easyMaxShare). */
  isEasy: z.literal(true).optional(),
  subcategories: z.array(seedTriviaSubcategorySchema),
});
export type SeedTriviaCategory = z.infer<typeof seedTriviaCategorySchema>;

/** A question as it shipped before the content polish's fixes: the top-up retires it or brings it to its new wording. */
export const retiredTriviaQuestionSchema = seedTriviaQuestionSchema.omit({ source: true });
export type RetiredTriviaQuestion = z.infer<typeof retiredTriviaQuestionSchema>;

/** A most-likely prompt and its feminine form, both written by hand. */
export const seedMostLikelyPromptSchema = z.strictObject({
  /** The prompt as it speaks to everyone («مين أكثر واحد يسهر لين الفجر؟»). */
  content: z.string(),
  /** The same prompt for a women's gathering («مين أكثر وحدة تسهر لين الفجر؟»), the room's `women` address form. */
  feminine: z.string(),
});
export type SeedMostLikelyPrompt = z.infer<typeof seedMostLikelyPromptSchema>;

export const seedMostLikelyCategorySchema = z.strictObject({
  season,
  nameAr: z.string(),
  isPremium: z.boolean(),
  /** Prompts that fit one player of the room; they never name a player. */
  prompts: z.array(seedMostLikelyPromptSchema),
});
export type SeedMostLikelyCategory = z.infer<typeof seedMostLikelyCategorySchema>;

export const seedMemePictureSchema = z.strictObject({
  /** File name under web/public/seed/memes/ */
  file: z.string(),
  name: z.string(),
  textBoxCount: z.union([z.literal(1), z.literal(2)]),
  /** Where the captions go; its box count must equal textBoxCount. */
  captionLayout: z.enum(MEME_CAPTION_LAYOUT_NAMES as [MemeCaptionLayout, ...MemeCaptionLayout[]]),
});
export type SeedMemePicture = z.infer<typeof seedMemePictureSchema>;

export const seedMemeCategorySchema = z.strictObject({
  season,
  nameAr: z.string(),
  isPremium: z.boolean(),
  pictures: z.array(seedMemePictureSchema),
});
export type SeedMemeCategory = z.infer<typeof seedMemeCategorySchema>;

/** «عنّا» (about-us): personal questions a player answers about themselves, in categories. */
export const seedAboutUsCategorySchema = z.strictObject({
  season,
  nameAr: z.string(),
  isPremium: z.boolean(),
  /** «وش أغرب أكلة جربتها؟»: read the same by a man or a woman, any age, married or not, any job. */
  questions: z.array(z.string()),
});
export type SeedAboutUsCategory = z.infer<typeof seedAboutUsCategorySchema>;

/** A «عنّا» question as it shipped before its rewrite, and the category it shipped in: the top-up retires it. */
export const retiredAboutUsQuestionSchema = z.strictObject({ content: z.string(), category: z.string() });
export type RetiredAboutUsQuestion = z.infer<typeof retiredAboutUsQuestionSchema>;

export const seedBlogPostSchema = z.strictObject({
  slug: z.string(),
  titleAr: z.string(),
  excerptAr: z.string(),
  contentAr: z.string(),
  /** A category's slug. */
  category: z.string(),
  /** Tags' slugs. */
  tags: z.array(z.string()),
  image: z.string(),
  imageAlt: z.string(),
  /** Published this many days before the seed loads, so the newest post is the first. */
  daysAgo: z.number(),
  metaDescriptionAr: z.string().optional(),
});
export type SeedBlogPost = z.infer<typeof seedBlogPostSchema>;

/** The blog that ships with the project: one author, its categories, tags and posts. */
export const seedBlogSchema = z.strictObject({
  author: z.strictObject({ nameAr: z.string(), nameEn: z.string(), bio: z.string(), email: z.string(), avatar: z.string() }),
  categories: z.array(z.strictObject({ slug: z.string(), nameAr: z.string(), descriptionAr: z.string() })),
  tags: z.array(z.strictObject({ slug: z.string(), nameAr: z.string() })),
  posts: z.array(seedBlogPostSchema),
});
export type SeedBlog = z.infer<typeof seedBlogSchema>;
