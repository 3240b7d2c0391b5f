// «عنّا»'s questions as the worker's content admin keeps them.
import { adminAboutUsSchema, bulkAboutUsSchema, createAboutUsSchema, updateAboutUsSchema } from "../../api/content";
import { aboutUsQuestions } from "../../db";
import { quoted, type ContentKind, type ContentTable } from "../content-kind";
import { ABOUT_US_MANIFEST } from ".";

export const ABOUT_US_CONTENT: ContentKind = {
  manifest: ABOUT_US_MANIFEST,
  table: aboutUsQuestions as unknown as ContentTable,
  schemas: { create: createAboutUsSchema, update: updateAboutUsSchema, bulk: bulkAboutUsSchema, row: createAboutUsSchema, answer: adminAboutUsSchema },
  bulkRows: "rows",
  search: { columns: ["content"] },
  missing: { code: "question", message: "السؤال غير موجود" },
  titleColumn: "content",
  activity: {
    imported: (count) => `أضاف المشرف ${count} من أسئلة «عنّا» من جدول`,
    created: (row) => `أضاف المشرف سؤال «عنّا»: «${quoted(row.content)}»`,
    updated: (_before, after) => `عدّل المشرف سؤال «عنّا»: «${quoted(after.content)}»`,
    deleted: (row) => `حذف المشرف سؤال «عنّا»: «${quoted(row.content)}»`,
  },
};
