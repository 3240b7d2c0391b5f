// The Arabic name of each field an admin can change, as its form names it, for the activity
// log's before and after (issue 36). Ids, game ids and timestamps are left out: they are not
// something an admin edits.
import type { avatarAssets, categories, memeImages, mostLikelyQuestions, subcategories, triviaQuestions } from "../../schema/db";

type Labels<T> = Partial<Record<keyof T & string, string>>;

export const QUESTION_LABELS = {
  content: "السؤال",
  correctAnswer: "الإجابة الصحيحة",
  alternativeAnswer1: "إجابة بديلة 1",
  alternativeAnswer2: "إجابة بديلة 2",
  fakeAnswer1: "إجابة خاطئة 1",
  fakeAnswer2: "إجابة خاطئة 2",
  fakeAnswer3: "إجابة خاطئة 3",
  categoryId: "الفئة (رقم)",
  subcategoryId: "الفئة الفرعية (رقم)",
  imageUrl: "الصورة",
  isActive: "مفعّل",
} as const satisfies Labels<typeof triviaQuestions.$inferSelect>;

export const PROMPT_LABELS = {
  content: "السؤال",
  feminine: "صيغة المؤنث",
  categoryId: "الفئة (رقم)",
  imageUrl: "الصورة",
  isActive: "مفعّل",
} as const satisfies Labels<typeof mostLikelyQuestions.$inferSelect>;

export const MEME_LABELS = {
  name: "الاسم",
  imageUrl: "الصورة",
  categoryId: "الفئة (رقم)",
  textBoxCount: "عدد مربعات النص",
  captionLayout: "مكان التعليق",
  isPremium: "مميزة",
  isActive: "مفعّلة",
  displayOrder: "الترتيب",
} as const satisfies Labels<typeof memeImages.$inferSelect>;

export const CATEGORY_LABELS = {
  nameAr: "اسم الفئة",
  isPremium: "مميزة",
  isActive: "مفعّلة",
  displayOrder: "الترتيب",
} as const satisfies Labels<typeof categories.$inferSelect>;

export const SUBCATEGORY_LABELS = {
  nameAr: "اسم الفئة الفرعية",
  categoryId: "الفئة (رقم)",
  isPremium: "مميزة",
  isActive: "مفعّلة",
  displayOrder: "الترتيب",
} as const satisfies Labels<typeof subcategories.$inferSelect>;

export const AVATAR_LABELS = {
  layerType: "الطبقة",
  assetNumber: "الرقم",
  fileName: "اسم الملف",
  filePath: "الملف",
  isActive: "مفعّلة",
  displayOrder: "الترتيب",
} as const satisfies Labels<typeof avatarAssets.$inferSelect>;
