// Admin game content (spec 002 §3 question, meme image, most-likely question,
// category, subcategory; §5 content forms and table imports; §7 admin content
// calls) and the shared image upload grant. Shared by the worker's validation
// and the admin content screens.
import { z } from "zod";
import { isSafeImageUrl } from "../safe-url";
import { cleanAnswer, normalizeArabic } from "../arabic";
import { countText, LETTERS } from "../arabic-count";
import { ABOUT_US, CONTENT_LIMITS as L, CONTENT_SEASONS, GAME_IDS, IMAGE_TYPES, IMAGE_UPLOADS, type ContentSeason, type ImageContentType } from "../limits";
import { ABOUT_US_GAME_ID } from "../games/about-us";
import { MEME_GAME_ID } from "../games/meme-game";
import { MOST_LIKELY_GAME_ID } from "../games/most-likely";
import { TRIVIA_GAME_ID } from "../games/trivia-deception";

// ---------- the spec's messages (§5, §8) ----------

export const CONTENT_MESSAGES = {
  nameRequired: "الاسم بالعربية مطلوب",
  gameRequired: "اللعبة مطلوبة",
  categoryRequired: "الفئة مطلوبة",
  subcategoryRequired: "الفئة الفرعية مطلوبة",
  imageRequired: "الصورة مطلوبة",
  textBoxCount: "عدد صناديق النص يجب أن يكون 1 أو 2",
  questionMin: `السؤال يجب أن يكون ${L.questionMin} أحرف على الأقل`,
  correctAnswerRequired: "الإجابة الصحيحة مطلوبة",
  fakeAnswerRequired: (n: number) => `الإجابة الخاطئة ${n} مطلوبة`,
  imageUrlInvalid: "رابط الصورة غير صالح",
  chooseCategoryFirst: "الرجاء اختيار الفئة أولاً",
  uploadImagesFirst: "الرجاء رفع صور أولاً",
  enterQuestions: "الرجاء إدخال أسئلة في الجدول",
  duplicateQuestion: "هذا السؤال موجود في الفئة الفرعية نفسها",
  gamePremiumLock: "لا يمكن أن تكون الفئة مجانية لأن اللعبة مميزة",
  parentPremiumLock: "لا يمكن أن تكون الفئة الفرعية مجانية لأن اللعبة أو الفئة مميزة",
  categoryInactiveLabel: "معطلة (الفئة غير نشطة)",
  noChanges: "لا توجد تغييرات للحفظ",
  feminineRequired: "صيغة جلسة البنات مطلوبة",
} as const;

/** The form a question is compared in for duplicates: the project's Arabic normalisation, case folded. */
export const questionKey = (text: string) => normalizeArabic(cleanAnswer(text)).toLowerCase();

// ---------- building blocks ----------

/** An id from a select or a path: a whole positive number (forms send strings). */
export const idField = (message: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number({ error: message }).int(message).positive(message));

const requiredText = (message: string, max: number, min = 1) =>
  z.string({ error: message }).transform(cleanAnswer).pipe(z.string().min(min, message).max(max, `النص لا يزيد عن ${countText(max, LETTERS)}`));

/** Optional text: empty, missing or null all become null. */
const optionalText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ? cleanAnswer(v) : ""))
    .pipe(z.string().max(max, `النص لا يزيد عن ${countText(max, LETTERS)}`))
    .transform((v) => v || null);

/**
 * An image address: one of our own paths (`/uploads/...`) or an https link, judged as a
 * browser reads it (schema/safe-url.ts). Anything else (`javascript:`, `//host`, `/\\host`, data URLs) is refused.
 */
export const isImageUrl = isSafeImageUrl;
const imageUrlField = z.string().trim().max(L.imageUrlMax, CONTENT_MESSAGES.imageUrlInvalid).refine(isImageUrl, CONTENT_MESSAGES.imageUrlInvalid);
/** Optional image: empty means none (stored as null, as the spec's most-likely form sends it). */
const optionalImageUrl = z
  .string()
  .nullish()
  .transform((v) => v?.trim() || null)
  .refine((v) => v === null || (v.length <= L.imageUrlMax && isImageUrl(v)), CONTENT_MESSAGES.imageUrlInvalid);

const flag = z.boolean({ error: "القيمة إما true (نعم) أو false (لا)" });
const displayOrder = z.number({ error: "الترتيب يجب أن يكون رقمًا" }).int("الترتيب عدد صحيح").min(0, "الترتيب لا يقل عن 0").max(L.displayOrderMax);
const gameIdField = idField(CONTENT_MESSAGES.gameRequired).refine((id) => Object.values(GAME_IDS).includes(id), CONTENT_MESSAGES.gameRequired);

const atLeastOne = <T extends Record<string, unknown>>(body: T) => Object.values(body).some((v) => v !== undefined);

// ---------- path and query ----------

export const contentIdParamSchema = z.object({ id: idField("المعرّف غير صالح") });
export const gameIdParamSchema = z.object({ gameId: gameIdField });
export const categoryIdParamSchema = z.object({ categoryId: idField("المعرّف غير صالح") });

/** Only a non-empty trimmed search is a filter (spec 002 §5). */
const searchField = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(z.string().max(L.searchMax, `البحث لا يزيد عن ${L.searchMax} حرفًا`).optional());
const optionalId = z.preprocess((v) => (v === "" || v === "all" ? undefined : v), idField("المعرّف غير صالح").optional());

export const contentListQuerySchema = z.object({
  gameId: optionalId,
  categoryId: optionalId,
  subcategoryId: optionalId,
  search: searchField,
  page: z.coerce.number({ error: "رقم الصفحة غير صالح" }).int("رقم الصفحة غير صالح").min(1, "رقم الصفحة غير صالح").max(100_000).default(1),
  pageSize: z.coerce.number({ error: "حجم الصفحة غير صالح" }).int("حجم الصفحة غير صالح").min(1, "حجم الصفحة غير صالح").max(L.pageSizeMax).default(L.pageSize),
});
export type ContentListQuery = z.input<typeof contentListQuerySchema>;

export const categoriesQuerySchema = z.object({ gameId: optionalId });

// ---------- categories and subcategories ----------

export const adminSubcategorySchema = z.object({
  id: z.number(),
  nameAr: z.string(),
  categoryId: z.number(),
  /** Effective: its own flag, or inherited from a premium game or category. */
  isPremium: z.boolean(),
  /** True when the game or the category forces it premium; the form locks the checkbox. */
  premiumInherited: z.boolean(),
  isActive: z.boolean(),
  displayOrder: z.number(),
  questionCount: z.number(),
});
export type AdminSubcategory = z.infer<typeof adminSubcategorySchema>;

export const adminCategorySchema = z.object({
  id: z.number(),
  nameAr: z.string(),
  gameId: z.number(),
  isPremium: z.boolean(),
  premiumInherited: z.boolean(),
  isActive: z.boolean(),
  displayOrder: z.number(),
  season: z.enum(CONTENT_SEASONS).nullable(),
  /** Questions, pictures or prompts of the category, by its game. */
  questionCount: z.number(),
  subcategoryCount: z.number(),
  game: z.object({ id: z.number(), nameAr: z.string(), gameType: z.string(), isPremium: z.boolean() }),
  subcategories: z.array(adminSubcategorySchema),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

const categoryFields = {
  nameAr: requiredText(CONTENT_MESSAGES.nameRequired, L.categoryNameMax, L.categoryNameMin),
  isPremium: flag,
  isActive: flag,
  displayOrder,
};

/** A category's season («ramadan»: «سهرة رمضانية» deals from it first); null for the rest of the year's. */
export const CATEGORY_SEASON_LABELS: Record<ContentSeason, string> = { ramadan: "رمضان" };
const seasonField = z.enum(CONTENT_SEASONS, { error: "الموسم غير معروف" }).nullable();

/** Spec defaults: isPremium false, isActive true, displayOrder 0; no season. */
export const createCategorySchema = z.object({
  nameAr: categoryFields.nameAr,
  gameId: gameIdField,
  isPremium: flag.default(false),
  isActive: flag.default(true),
  displayOrder: displayOrder.default(0),
  season: seasonField.default(null),
});
export type CreateCategory = z.input<typeof createCategorySchema>;

/** Every field, or only some (the active toggle sends only isActive). */
export const updateCategorySchema = z.object({ ...categoryFields, season: seasonField }).partial().refine(atLeastOne, CONTENT_MESSAGES.noChanges);
export type UpdateCategory = z.input<typeof updateCategorySchema>;

export const createSubcategorySchema = z.object({
  nameAr: categoryFields.nameAr,
  categoryId: idField(CONTENT_MESSAGES.categoryRequired),
  isPremium: flag.default(false),
  isActive: flag.default(true),
  displayOrder: displayOrder.default(0),
});
export type CreateSubcategory = z.input<typeof createSubcategorySchema>;
export const updateSubcategorySchema = z.object(categoryFields).partial().refine(atLeastOne, CONTENT_MESSAGES.noChanges);
export type UpdateSubcategory = z.input<typeof updateSubcategorySchema>;

export const contentReorderSchema = z.object({ direction: z.enum(["up", "down"], { error: "الاتجاه يجب أن يكون up أو down" }) });
export type ContentReorderDirection = z.infer<typeof contentReorderSchema>["direction"];

// ---------- trivia questions ----------

const questionFields = {
  content: requiredText(CONTENT_MESSAGES.questionMin, L.questionMax, L.questionMin),
  correctAnswer: requiredText(CONTENT_MESSAGES.correctAnswerRequired, L.answerMax),
  alternativeAnswer1: optionalText(L.answerMax),
  alternativeAnswer2: optionalText(L.answerMax),
  fakeAnswer1: requiredText(CONTENT_MESSAGES.fakeAnswerRequired(1), L.answerMax),
  fakeAnswer2: requiredText(CONTENT_MESSAGES.fakeAnswerRequired(2), L.answerMax),
  fakeAnswer3: requiredText(CONTENT_MESSAGES.fakeAnswerRequired(3), L.answerMax),
  categoryId: idField(CONTENT_MESSAGES.categoryRequired),
  subcategoryId: idField(CONTENT_MESSAGES.subcategoryRequired),
  imageUrl: optionalImageUrl,
  isActive: flag,
};

export const createQuestionSchema = z.object({
  ...questionFields,
  /** Always the trivia game (id 1); accepted because the spec's page sends it. */
  gameId: z.literal(TRIVIA_GAME_ID, { error: "الأسئلة للعبة «خدعني إن قدرت» فقط" }).optional(),
  isActive: flag.default(true),
});
export type CreateQuestion = z.input<typeof createQuestionSchema>;
export const updateQuestionSchema = z.object(questionFields).partial().refine(atLeastOne, CONTENT_MESSAGES.noChanges);
export type UpdateQuestion = z.input<typeof updateQuestionSchema>;

export const adminQuestionSchema = z.object({
  id: z.number(),
  content: z.string(),
  correctAnswer: z.string(),
  alternativeAnswer1: z.string().nullable(),
  alternativeAnswer2: z.string().nullable(),
  fakeAnswer1: z.string(),
  fakeAnswer2: z.string(),
  fakeAnswer3: z.string(),
  categoryId: z.number(),
  subcategoryId: z.number(),
  imageUrl: z.string().nullable(),
  gameId: z.number(),
  isActive: z.boolean(),
  category: z.object({ id: z.number(), nameAr: z.string() }),
  subcategory: z.object({ id: z.number(), nameAr: z.string() }),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

/** Which of the given texts already exist in a subcategory (checked before a table is sent). */
export const duplicateCheckSchema = z.object({
  subcategoryId: idField(CONTENT_MESSAGES.subcategoryRequired),
  contents: z.array(z.string().max(L.questionMax * 2)).max(L.importMaxRows, `الجدول لا يزيد عن ${L.importMaxRows} صفًا`),
});
export const duplicateAnswerSchema = z.object({ duplicates: z.array(z.number()) });

// ---------- meme images ----------

const textBoxCount = z.coerce
  .number({ error: CONTENT_MESSAGES.textBoxCount })
  .refine((n) => (L.textBoxCounts as readonly number[]).includes(n), CONTENT_MESSAGES.textBoxCount);

const memeFields = {
  imageUrl: z.string({ error: CONTENT_MESSAGES.imageRequired }).trim().min(1, CONTENT_MESSAGES.imageRequired).pipe(imageUrlField),
  categoryId: idField(CONTENT_MESSAGES.categoryRequired),
  textBoxCount,
  name: optionalText(L.memeNameMax),
  isPremium: flag,
  isActive: flag,
  displayOrder,
};

export const createMemeImageSchema = z.object({
  ...memeFields,
  gameId: z.literal(MEME_GAME_ID, { error: "الصور للعبة الميمز فقط" }).optional(),
  textBoxCount: textBoxCount.default(2),
  isPremium: flag.default(false),
  isActive: flag.default(true),
  displayOrder: displayOrder.default(0),
});
export type CreateMemeImage = z.input<typeof createMemeImageSchema>;
export const updateMemeImageSchema = z.object(memeFields).partial().refine(atLeastOne, CONTENT_MESSAGES.noChanges);
export type UpdateMemeImage = z.input<typeof updateMemeImageSchema>;

export const adminMemeImageSchema = z.object({
  id: z.number(),
  imageUrl: z.string(),
  categoryId: z.number(),
  textBoxCount: z.number(),
  gameId: z.number(),
  displayOrder: z.number(),
  name: z.string().nullable(),
  isPremium: z.boolean(),
  isActive: z.boolean(),
  category: z.object({ id: z.number(), nameAr: z.string() }),
});
export type AdminMemeImage = z.infer<typeof adminMemeImageSchema>;

// ---------- most-likely questions ----------

const mostLikelyFields = {
  content: requiredText(CONTENT_MESSAGES.questionMin, L.questionMax, L.questionMin),
  /** The prompt for a women's gathering («جلسة بنات»); empty means the room says `content`. */
  feminine: optionalText(L.questionMax),
  imageUrl: optionalImageUrl,
  categoryId: idField(CONTENT_MESSAGES.categoryRequired),
  isActive: flag,
};
export const createMostLikelySchema = z.object({
  ...mostLikelyFields,
  gameId: z.literal(MOST_LIKELY_GAME_ID, { error: "الأسئلة للعبة مين الأكثر فقط" }).optional(),
  isActive: flag.default(true),
});
export type CreateMostLikely = z.input<typeof createMostLikelySchema>;
/** A row of the prompts' table import: the women's form is a column of its own and required, so every imported prompt has it written by hand. */
export const importMostLikelyRowSchema = createMostLikelySchema.extend({
  feminine: requiredText(CONTENT_MESSAGES.feminineRequired, L.questionMax, L.questionMin),
});
export const updateMostLikelySchema = z.object(mostLikelyFields).partial().refine(atLeastOne, CONTENT_MESSAGES.noChanges);
export type UpdateMostLikely = z.input<typeof updateMostLikelySchema>;

export const adminMostLikelySchema = z.object({
  id: z.number(),
  content: z.string(),
  feminine: z.string().nullable(),
  imageUrl: z.string().nullable(),
  categoryId: z.number(),
  gameId: z.number(),
  isActive: z.boolean(),
  category: z.object({ id: z.number(), nameAr: z.string() }),
});
export type AdminMostLikely = z.infer<typeof adminMostLikelySchema>;

// ---------- «عنّا» personal questions ----------

const aboutUsFields = {
  /** «وش أغرب أكلة جربتها؟»: one text for anyone, man or woman, any age (docs/decisions.md); short enough for a phone's card, and a question. */
  content: requiredText(CONTENT_MESSAGES.questionMin, ABOUT_US.content.questionMaxChars, L.questionMin).refine(
    (q) => /[؟?]$/.test(q),
    "السؤال ينتهي بعلامة الاستفهام «؟»",
  ),
  categoryId: idField(CONTENT_MESSAGES.categoryRequired),
  isActive: flag,
};
export const createAboutUsSchema = z.object({
  ...aboutUsFields,
  gameId: z.literal(ABOUT_US_GAME_ID, { error: "الأسئلة للعبة «عنّا» فقط" }).optional(),
  isActive: flag.default(true),
});
export type CreateAboutUs = z.input<typeof createAboutUsSchema>;
export const updateAboutUsSchema = z.object(aboutUsFields).partial().refine(atLeastOne, CONTENT_MESSAGES.noChanges);
export type UpdateAboutUs = z.input<typeof updateAboutUsSchema>;

export const adminAboutUsSchema = z.object({
  id: z.number(),
  content: z.string(),
  categoryId: z.number(),
  gameId: z.number(),
  isActive: z.boolean(),
  category: z.object({ id: z.number(), nameAr: z.string() }),
});
export type AdminAboutUs = z.infer<typeof adminAboutUsSchema>;

/** A page of an admin content list, paginated on the server. */
export interface ContentPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

// ---------- image uploads ----------

/** The spec's image kinds of the content screens (§7). */
export const CONTENT_IMAGE_KINDS = ["question", "meme", "mostlikely"] as const;
export type ContentImageKind = (typeof CONTENT_IMAGE_KINDS)[number];

const JPEG_ALIASES: Record<string, ImageContentType> = { "image/jpg": "image/jpeg", "image/pjpeg": "image/jpeg" };

/** An accepted image MIME type; phones' aliases of JPEG are read as JPEG. */
export const imageContentTypeSchema = z.preprocess(
  (v) => (typeof v === "string" ? (JPEG_ALIASES[v.trim().toLowerCase()] ?? v.trim().toLowerCase()) : v),
  z.enum(Object.keys(IMAGE_TYPES) as [ImageContentType, ...ImageContentType[]], { error: "نوع الملف غير مدعوم" }),
);

export const uploadImageBodySchema = z.object({
  imageType: z.enum(CONTENT_IMAGE_KINDS, { error: "نوع الصورة يجب أن يكون question أو meme أو mostlikely" }),
  /** The file's type, when the page knows it; the stored file must then be of it. */
  contentType: imageContentTypeSchema.optional(),
});
export type UploadImageBody = z.input<typeof uploadImageBodySchema>;

export const uploadGrantSchema = z.object({ uploadUrl: z.string(), imageUrl: z.string() });
export type UploadGrantAnswer = z.infer<typeof uploadGrantSchema>;

// ---------- bulk imports ----------
// The spec posts a pasted table row by row; one request per import keeps a 300-row
// table clear of the per-address limit on changes and lands it in one D1 batch.
// Each row is still checked on its own, and the answer says which rows failed.

export const TOO_MANY_FILES = `لا يمكن رفع أكثر من ${IMAGE_UPLOADS.maxFiles} ملف في المرة الواحدة`;

export const bulkQuestionsSchema = z.object({
  categoryId: idField(CONTENT_MESSAGES.chooseCategoryFirst),
  subcategoryId: idField(CONTENT_MESSAGES.chooseCategoryFirst),
  rows: z
    .array(z.record(z.string(), z.unknown()), { error: CONTENT_MESSAGES.enterQuestions })
    .min(1, CONTENT_MESSAGES.enterQuestions)
    .max(L.importMaxRows, `الجدول لا يزيد عن ${L.importMaxRows} صفًا`),
});
export type BulkQuestions = z.input<typeof bulkQuestionsSchema>;

export const bulkMostLikelySchema = z.object({
  categoryId: idField(CONTENT_MESSAGES.chooseCategoryFirst),
  rows: bulkQuestionsSchema.shape.rows,
});
export type BulkMostLikely = z.input<typeof bulkMostLikelySchema>;

/** «عنّا»'s table import: one question a row, into one category. */
export const bulkAboutUsSchema = bulkMostLikelySchema;
export type BulkAboutUs = z.input<typeof bulkAboutUsSchema>;

export const bulkMemeImagesSchema = z.object({
  categoryId: idField(CONTENT_MESSAGES.chooseCategoryFirst),
  textBoxCount: textBoxCount.default(2),
  images: z
    .array(z.record(z.string(), z.unknown()), { error: CONTENT_MESSAGES.uploadImagesFirst })
    .min(1, CONTENT_MESSAGES.uploadImagesFirst)
    .max(IMAGE_UPLOADS.maxFiles, TOO_MANY_FILES),
});
export type BulkMemeImages = z.input<typeof bulkMemeImagesSchema>;

/** Rows that landed and rows that did not, by their index in the request, with the reason. */
export const bulkResultSchema = z.object({
  added: z.number(),
  ids: z.array(z.number()),
  failed: z.array(z.object({ index: z.number(), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** Upload links for a batch of files, one per file, in order. */
export const uploadImagesBodySchema = z.object({
  imageType: uploadImageBodySchema.shape.imageType,
  contentTypes: z
    .array(imageContentTypeSchema.nullable())
    .min(1, CONTENT_MESSAGES.uploadImagesFirst)
    .max(IMAGE_UPLOADS.maxFiles, TOO_MANY_FILES),
});
export type UploadImagesBody = z.input<typeof uploadImagesBodySchema>;
export const uploadGrantsSchema = z.object({ grants: z.array(uploadGrantSchema) });
