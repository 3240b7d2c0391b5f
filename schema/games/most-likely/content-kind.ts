// Most likely's prompts as the worker's content admin keeps them: a table import carries each
// prompt's women's form as a column of its own (importMostLikelyRowSchema requires it).
import { adminMostLikelySchema, bulkMostLikelySchema, createMostLikelySchema, importMostLikelyRowSchema, updateMostLikelySchema } from "../../api/content";
import { mostLikelyQuestions } from "../../db";
import { quoted, type ContentKind, type ContentTable } from "../content-kind";
import { MOST_LIKELY_MANIFEST } from ".";

export const MOST_LIKELY_CONTENT: ContentKind = {
  manifest: MOST_LIKELY_MANIFEST,
  table: mostLikelyQuestions as unknown as ContentTable,
  schemas: { create: createMostLikelySchema, update: updateMostLikelySchema, bulk: bulkMostLikelySchema, row: importMostLikelyRowSchema, answer: adminMostLikelySchema },
  bulkRows: "rows",
  search: { columns: ["content"] },
  missing: { code: "mostlikely", message: "السؤال غير موجود" },
  titleColumn: "content",
  activity: {
    imported: (count) => `أضاف المشرف ${count} من أسئلة «مين الأكثر» من جدول`,
    created: (row) => `أضاف المشرف سؤال «مين الأكثر»: «${quoted(row.content)}»`,
    updated: (_before, after) => `عدّل المشرف سؤال «مين الأكثر»: «${quoted(after.content)}»`,
    deleted: (row) => `حذف المشرف سؤال «مين الأكثر»: «${quoted(row.content)}»`,
  },
};
