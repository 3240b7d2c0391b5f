// The Arabic name of each field an admin can change, as its form names it, for the activity
// log's before and after. Ids, game ids and timestamps are left out: they are not
// something an admin edits.
import type { avatarAssets, categories, subcategories } from "../../schema/db";
import type { ContentKind } from "../../schema/games/content-kinds";

type Labels<T> = Partial<Record<keyof T & string, string>>;

/** Each field's name, once for every table that has it; a table may name one of them its own way. */
const FIELD_LABELS = {
  content: "السؤال",
  correctAnswer: "الإجابة الصحيحة",
  alternativeAnswer1: "إجابة بديلة 1",
  alternativeAnswer2: "إجابة بديلة 2",
  fakeAnswer1: "إجابة خاطئة 1",
  fakeAnswer2: "إجابة خاطئة 2",
  fakeAnswer3: "إجابة خاطئة 3",
  feminine: "صيغة المؤنث",
  name: "الاسم",
  nameAr: "اسم الفئة",
  categoryId: "الفئة (رقم)",
  subcategoryId: "الفئة الفرعية (رقم)",
  imageUrl: "الصورة",
  textBoxCount: "عدد مربعات النص",
  captionLayout: "مكان التعليق",
  layerType: "الطبقة",
  assetNumber: "الرقم",
  fileName: "اسم الملف",
  filePath: "الملف",
  isPremium: "مميزة",
  /** Feminine, agreeing with a picture or a category; a question is «مفعّل». */
  isActive: "مفعّلة",
  displayOrder: "الترتيب",
  season: "الموسم",
} as const;
type Field = keyof typeof FIELD_LABELS;

/**
 * A table's labels: its fields in the order its form shows them (the log lists changes in
 * this order), each with its name above unless `own` names it for this table.
 */
function labelsOf<Row>(fields: readonly (Field & keyof Row)[], own: Partial<Record<Field, string>> = {}): Labels<Row> {
  return Object.fromEntries(fields.map((field) => [field, own[field] ?? FIELD_LABELS[field]])) as Labels<Row>;
}

/** A game's content labels, from its manifest: its fields in its form's order, a field it names its own way by its own name. */
export function contentLabels(kind: ContentKind): Labels<Record<string, unknown>> {
  const { fields, ownLabels = {} } = kind.manifest.content;
  return Object.fromEntries(fields.map((field) => [field, ownLabels[field] ?? FIELD_LABELS[field as Field] ?? field]));
}

export const CATEGORY_LABELS = labelsOf<typeof categories.$inferSelect>(["nameAr", "season", "isPremium", "isActive", "displayOrder"]);

export const SUBCATEGORY_LABELS = labelsOf<typeof subcategories.$inferSelect>(["nameAr", "categoryId", "isPremium", "isActive", "displayOrder"], { nameAr: "اسم الفئة الفرعية" });

export const AVATAR_LABELS = labelsOf<typeof avatarAssets.$inferSelect>(["layerType", "assetNumber", "fileName", "filePath", "isActive", "displayOrder"]);
