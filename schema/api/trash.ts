// The admin's trash: what was deleted in the last CONTENT_TRASH.retentionDays days
// (content, categories, avatars, blog posts), newest first, each with «استعادة».
import { z } from "zod";
import { MANIFESTS } from "../games";
import { BULK_KINDS } from "./content-bulk";
import { pageFields } from "./page";

export const TRASH_KINDS = [...BULK_KINDS, "blog-posts"] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** How the screen names each kind, in the singular (a game's content as its manifest names it). */
export const TRASH_KIND_LABELS = {
  ...Object.fromEntries(MANIFESTS.map((m) => [m.content.kind, m.content.trashLabel])),
  categories: "فئة",
  "avatar-assets": "صورة رمزية",
  "blog-posts": "مقال في المدونة",
} as Record<TrashKind, string>;

const kind = z.enum(TRASH_KINDS, { error: "نوع المحذوف غير معروف" });

export const trashQuerySchema = z.object({
  kind: kind.optional(),
  page: z.coerce.number({ error: "رقم الصفحة غير صالح" }).int("رقم الصفحة غير صالح").min(1, "رقم الصفحة غير صالح").max(10_000, "رقم الصفحة غير صالح").default(1),
});
export type TrashQuery = z.input<typeof trashQuerySchema>;

export const trashRestoreBodySchema = z.object({
  kind,
  id: z.number({ error: "المعرّف غير صالح" }).int("المعرّف غير صالح").positive("المعرّف غير صالح"),
});
export type TrashRestoreBody = z.infer<typeof trashRestoreBodySchema>;

export const trashItemSchema = z.object({
  kind,
  id: z.number(),
  /** The text, name or title the admin knew it by. */
  title: z.string(),
  /** ISO times: when it was deleted, and when the cleanup removes it for good. */
  deletedAt: z.string(),
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const trashPageSchema = z.object({ items: z.array(trashItemSchema), ...pageFields });
export type TrashPage = z.infer<typeof trashPageSchema>;

export const trashRestoreAnswerSchema = z.object({ success: z.literal(true), message: z.string(), item: trashItemSchema });
