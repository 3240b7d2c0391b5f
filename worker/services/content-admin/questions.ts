// Admin trivia questions in D1 (spec 002 §2, §5, §7): the filtered page, duplicates after
// Arabic normalisation, add, table import, edit and the soft delete. Deleted rows
// (issue 26) are skipped by every read here and by the rooms' pools.
import { and, count, desc, eq, inArray, or } from "drizzle-orm";
import type { z } from "zod";
import type { AdminListQuery } from "../../../schema/api/content-bulk";
import {
  CONTENT_MESSAGES,
  createQuestionSchema,
  questionKey,
  type AdminQuestion,
  type BulkResult,
  type ContentPage,
} from "../../../schema/api/content";
import { categories, subcategories, triviaQuestions } from "../../../schema/db";
import type { Db } from "../../../data/db";
import { HttpError } from "../../lib/errors";
import { edited, fieldChanges } from "../activity";
import { QUESTION_LABELS } from "../change-labels";
import { adminActivity, adminListWhere, categoryForContent, contains, notFound, subcategoryForContent, TRIVIA_GAME_ID } from "../content";
import { live, softDeleteStatement } from "../trash";
import { countText, QUESTIONS } from "../../../schema/arabic-count";

type Admin = { username: string } | null;
type Row = { question: typeof triviaQuestions.$inferSelect; categoryName: string; subcategoryName: string };

function toAdminQuestion({ question: q, categoryName, subcategoryName }: Row): AdminQuestion {
  return {
    id: q.id,
    content: q.content,
    correctAnswer: q.correctAnswer,
    alternativeAnswer1: q.alternativeAnswer1,
    alternativeAnswer2: q.alternativeAnswer2,
    fakeAnswer1: q.fakeAnswer1,
    fakeAnswer2: q.fakeAnswer2,
    fakeAnswer3: q.fakeAnswer3,
    categoryId: q.categoryId,
    subcategoryId: q.subcategoryId,
    imageUrl: q.imageUrl,
    gameId: q.gameId,
    isActive: q.isActive,
    category: { id: q.categoryId, nameAr: categoryName },
    subcategory: { id: q.subcategoryId, nameAr: subcategoryName },
  };
}

const joined = (db: Db) =>
  db
    .select({ question: triviaQuestions, categoryName: categories.nameAr, subcategoryName: subcategories.nameAr })
    .from(triviaQuestions)
    .innerJoin(categories, eq(categories.id, triviaQuestions.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, triviaQuestions.subcategoryId));

export async function oneQuestion(db: Db, id: number): Promise<AdminQuestion> {
  const row = await joined(db).where(and(eq(triviaQuestions.id, id), live(triviaQuestions))).get();
  if (!row) throw notFound("question");
  return toAdminQuestion(row);
}

async function findQuestion(db: Db, id: number) {
  const row = await db.select().from(triviaQuestions).where(and(eq(triviaQuestions.id, id), live(triviaQuestions))).get();
  if (!row) throw notFound("question");
  return row;
}

export async function listQuestions(db: Db, query: AdminListQuery): Promise<ContentPage<AdminQuestion>> {
  const { search, page, pageSize } = query;
  // Only the trivia game has these questions; another game's id is an empty list, not an error.
  const where = adminListWhere(
    triviaQuestions,
    query,
    { gameId: triviaQuestions.gameId, categoryId: triviaQuestions.categoryId, subcategoryId: triviaQuestions.subcategoryId },
    search ? or(contains(triviaQuestions.content, search), contains(triviaQuestions.correctAnswer, search)) : undefined,
  );
  // The page's ids first, from the indexes alone (a deep page skips index entries, not rows), then those rows with their names.
  const [pageIds, [{ total }]] = await Promise.all([
    db
      .select({ id: triviaQuestions.id })
      .from(triviaQuestions)
      .where(where)
      .orderBy(desc(triviaQuestions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(triviaQuestions).where(where),
  ]);
  const ids = pageIds.map((r) => r.id);
  const rows = ids.length ? await joined(db).where(inArray(triviaQuestions.id, ids)).orderBy(desc(triviaQuestions.id)) : [];
  return { items: rows.map(toAdminQuestion), total, page, pageSize };
}

/** Indexes (into `contents`) of texts that a subcategory already has, after Arabic normalisation. */
export async function duplicatesIn(db: Db, subcategoryId: number, contents: string[], exceptId?: number): Promise<number[]> {
  const existing = await db
    .select({ id: triviaQuestions.id, content: triviaQuestions.content })
    .from(triviaQuestions)
    .where(and(eq(triviaQuestions.subcategoryId, subcategoryId), live(triviaQuestions)));
  const keys = new Set(existing.filter((q) => q.id !== exceptId).map((q) => questionKey(q.content)));
  return contents.flatMap((text, i) => (keys.has(questionKey(text)) ? [i] : []));
}

/** One statement per row (D1 binds at most 100 values a statement), all in one batch. */
async function insertAll(db: Db, values: (typeof triviaQuestions.$inferInsert)[]): Promise<number[]> {
  if (values.length === 0) return [];
  const [first, ...rest] = values.map((v) => db.insert(triviaQuestions).values(v).returning({ id: triviaQuestions.id }));
  return (await db.batch([first, ...rest])).map(([row]) => row.id);
}

const duplicate = () => new HttpError(409, "duplicate_question", CONTENT_MESSAGES.duplicateQuestion, [{ field: "content", message: CONTENT_MESSAGES.duplicateQuestion }]);

export async function importQuestions(db: Db, admin: Admin, { categoryId, subcategoryId, rows }: { categoryId: number; subcategoryId: number; rows: Record<string, unknown>[] }): Promise<BulkResult> {
  await categoryForContent(db, categoryId, TRIVIA_GAME_ID);
  await subcategoryForContent(db, subcategoryId, categoryId);
  const taken = new Set(
    (await db.select({ content: triviaQuestions.content }).from(triviaQuestions).where(and(eq(triviaQuestions.subcategoryId, subcategoryId), live(triviaQuestions)))).map((q) =>
      questionKey(q.content),
    ),
  );
  const failed: BulkResult["failed"] = [];
  const values: (typeof triviaQuestions.$inferInsert)[] = [];
  rows.forEach((row, index) => {
    const parsed = createQuestionSchema.safeParse({ ...row, categoryId, subcategoryId });
    if (!parsed.success) return failed.push({ index, message: parsed.error.issues[0].message });
    const key = questionKey(parsed.data.content);
    // Twice in the subcategory, or twice in the same table: the first one wins.
    if (taken.has(key)) return failed.push({ index, message: CONTENT_MESSAGES.duplicateQuestion });
    taken.add(key);
    const { gameId: _gameId, ...fields } = parsed.data;
    values.push({ ...fields, gameId: TRIVIA_GAME_ID });
  });
  const ids = await insertAll(db, values);
  if (ids.length) await adminActivity(db, admin, `أضاف المشرف ${countText(ids.length, QUESTIONS, { oblique: true })} من جدول`);
  return { added: ids.length, ids, failed };
}

type CreateBody = Omit<z.output<typeof createQuestionSchema>, "gameId">;

export async function createQuestion(db: Db, admin: Admin, body: CreateBody): Promise<AdminQuestion> {
  await categoryForContent(db, body.categoryId, TRIVIA_GAME_ID);
  await subcategoryForContent(db, body.subcategoryId, body.categoryId);
  if ((await duplicatesIn(db, body.subcategoryId, [body.content])).length) throw duplicate();
  const [created] = await db
    .insert(triviaQuestions)
    .values({ ...body, gameId: TRIVIA_GAME_ID })
    .returning({ id: triviaQuestions.id });
  await adminActivity(db, admin, `أضاف المشرف سؤالًا: «${body.content.slice(0, 60)}»`, fieldChanges(null, body, QUESTION_LABELS));
  return oneQuestion(db, created.id);
}

export async function updateQuestion(db: Db, admin: Admin, id: number, body: Partial<CreateBody>): Promise<AdminQuestion> {
  const current = await findQuestion(db, id);
  const next = { ...current, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) };
  if (body.categoryId !== undefined || body.subcategoryId !== undefined) {
    await categoryForContent(db, next.categoryId, TRIVIA_GAME_ID);
    await subcategoryForContent(db, next.subcategoryId, next.categoryId);
  }
  if ((await duplicatesIn(db, next.subcategoryId, [next.content], id)).length) throw duplicate();
  await db.update(triviaQuestions).set(body).where(eq(triviaQuestions.id, id));
  await adminActivity(db, admin, `عدّل المشرف السؤال «${next.content.slice(0, 60)}»`, fieldChanges(current, edited(current, body), QUESTION_LABELS));
  return oneQuestion(db, id);
}

/** Soft delete: rooms read questions when a game starts, so the next game of every open room no longer draws it. */
export async function deleteQuestion(db: Db, admin: Admin, id: number): Promise<void> {
  const current = await findQuestion(db, id);
  await softDeleteStatement(db, triviaQuestions, [id]);
  await adminActivity(db, admin, `حذف المشرف السؤال «${current.content.slice(0, 60)}»`, fieldChanges(current, null, QUESTION_LABELS));
}
