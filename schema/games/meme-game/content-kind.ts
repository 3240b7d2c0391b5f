// Meme caption's pictures as the worker's content admin keeps them.
import { adminMemeImageSchema, bulkMemeImagesSchema, createMemeImageSchema, updateMemeImageSchema } from "../../api/content";
import { countText, PICTURES } from "../../arabic-count";
import { memeImages } from "../../db";
import type { ContentKind, ContentRow, ContentTable } from "../content-kind";
import { MEME_MANIFEST } from ".";

const named = (row: ContentRow) => (row.name ? ` «${String(row.name)}»` : "");

export const MEME_CONTENT: ContentKind = {
  manifest: MEME_MANIFEST,
  table: memeImages as unknown as ContentTable,
  schemas: { create: createMemeImageSchema, update: updateMemeImageSchema, bulk: bulkMemeImagesSchema, row: createMemeImageSchema, answer: adminMemeImageSchema },
  bulkRows: "images",
  // Pictures have no text of their own: the search reads their name and their category's.
  search: { columns: ["name"], categoryName: true },
  orderFirst: "displayOrder",
  missing: { code: "meme", message: "صورة الميم غير موجودة" },
  titleColumn: "name",
  untitled: "صورة رقم ",
  activity: {
    imported: (count, category) => `أضاف المشرف ${countText(count, PICTURES, { oblique: true })} ميم إلى «${category.nameAr}»`,
    created: (_row, category) => `أضاف المشرف صورة ميم إلى «${category.nameAr}»`,
    updated: (before) => `عدّل المشرف صورة ميم${named(before)}`,
    deleted: (row) => `حذف المشرف صورة ميم${named(row)}`,
  },
};
