// Bluff trivia's questions as the worker's content admin keeps them.
import { bulkQuestionsSchema, createQuestionSchema, adminQuestionSchema, updateQuestionSchema } from "../../api/content";
import { countText, QUESTIONS } from "../../arabic-count";
import { triviaQuestions } from "../../db";
import { quoted, type ContentKind, type ContentTable } from "../content-kind";
import { TRIVIA_MANIFEST } from ".";

export const TRIVIA_CONTENT: ContentKind = {
  manifest: TRIVIA_MANIFEST,
  table: triviaQuestions as unknown as ContentTable,
  schemas: { create: createQuestionSchema, update: updateQuestionSchema, bulk: bulkQuestionsSchema, row: createQuestionSchema, answer: adminQuestionSchema },
  bulkRows: "rows",
  search: { columns: ["content", "correctAnswer"] },
  pageByIds: true,
  uniqueContent: true,
  missing: { code: "question", message: "السؤال غير موجود" },
  titleColumn: "content",
  activity: {
    imported: (count) => `أضاف المشرف ${countText(count, QUESTIONS, { oblique: true })} من جدول`,
    created: (row) => `أضاف المشرف سؤالًا: «${quoted(row.content)}»`,
    updated: (_before, after) => `عدّل المشرف السؤال «${quoted(after.content)}»`,
    deleted: (row) => `حذف المشرف السؤال «${quoted(row.content)}»`,
  },
};
