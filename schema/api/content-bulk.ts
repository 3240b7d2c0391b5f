// Bulk changes to admin content rows and the list query every admin content list
// accepts: one body shape for every content type, at most
// CONTENT_TRASH.bulkMaxIds rows, applied in one D1 batch.
import { z } from "zod";
import { AVATAR_LAYER_TYPES, CONTENT_LIMITS as L, CONTENT_TRASH } from "../limits";
import { GAME_CONTENT_KINDS } from "../games";
import { contentListQuerySchema, idField } from "./content";

export const BULK_ACTIONS = ["activate", "deactivate", "move", "delete", "restore"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The content types a bulk change or a restore names in its path: each game's content kind, categories and avatars. */
export const BULK_KINDS = [...GAME_CONTENT_KINDS, "categories", "avatar-assets"] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export const bulkChangeSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: "الإجراء غير معروف" }),
    ids: z
      .array(idField("المعرّف غير صالح"), { error: "يجب تحديد عنصر واحد على الأقل" })
      .min(1, "يجب تحديد عنصر واحد على الأقل")
      .max(CONTENT_TRASH.bulkMaxIds, `يمكن تغيير ${CONTENT_TRASH.bulkMaxIds} عنصر على الأكثر في المرة الواحدة`)
      .transform((ids) => [...new Set(ids)]),
    /** Where moved rows go: a category, or for trivia questions a subcategory (its category follows). */
    categoryId: idField("الفئة مطلوبة").optional(),
    subcategoryId: idField("الفئة الفرعية مطلوبة").optional(),
  })
  .refine((b) => b.action !== "move" || b.categoryId !== undefined || b.subcategoryId !== undefined, {
    path: ["categoryId"],
    message: "يُرجى اختيار الفئة التي تُنقل إليها العناصر",
  });
export type BulkChange = z.input<typeof bulkChangeSchema>;

export const bulkKindParamSchema = z.object({ kind: z.enum(BULK_KINDS, { error: "نوع المحتوى غير معروف" }) });

export interface BulkChangeResult {
  /** Rows the change reached (ids that do not exist, or are already in the asked state, are not counted). */
  changed: number;
}

/**
 * The content list query: the spec's names (search, categoryId) and the shorter ones the
 * shared list panel sends (q, category), plus a status filter. `q`/`category` win when both come.
 */
const adminListFields = contentListQuerySchema.extend({
    q: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined)
      .pipe(z.string().max(L.searchMax, `البحث لا يزيد عن ${L.searchMax} حرفًا`).optional()),
    category: z.preprocess((v) => (v === "" || v === "all" ? undefined : v), idField("المعرّف غير صالح").optional()),
    status: z.preprocess((v) => (v === "" || v === "all" ? undefined : v), z.enum(["active", "inactive"], { error: "الحالة غير معروفة" }).optional()),
});
const shorterNames = <T extends { q?: string; category?: number; search?: string; categoryId?: number }>({ q, category, ...rest }: T) => ({
  ...rest,
  search: q ?? rest.search,
  categoryId: category ?? rest.categoryId,
});
export const adminListQuerySchema = adminListFields.transform(shorterNames);
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** The avatars tab's page: the same query plus the layer (the tab's segments). */
export const avatarListQuerySchema = adminListFields
  .extend({ layerType: z.preprocess((v) => (v === "" || v === "all" ? undefined : v), z.enum(AVATAR_LAYER_TYPES, { error: "نوع الطبقة غير معروف" }).optional()) })
  .transform(shorterNames);
export type AvatarListQuery = z.output<typeof avatarListQuerySchema>;
