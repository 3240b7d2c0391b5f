// Admin trivia questions (spec 002 §2 trivia tab and question management, §5 question
// form and table import, §7): a filtered page, add (once per row in a table import),
// a duplicate check before import, edit, delete.
import { and, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import {
  CONTENT_MESSAGES,
  contentIdParamSchema,
  contentListQuerySchema,
  bulkQuestionsSchema,
  createQuestionSchema,
  duplicateCheckSchema,
  questionKey,
  updateQuestionSchema,
  type AdminQuestion,
  type BulkResult,
  type ContentPage,
} from "../../../../schema/api/content";
import { categories, subcategories, triviaQuestions } from "../../../../schema/db";
import type { AppEnv } from "../../../app-env";
import type { Db } from "../../../db";
import { HttpError } from "../../../lib/errors";
import { validate } from "../../../lib/validate";
import { adminActivity, categoryForContent, contains, notFound, subcategoryForContent, TRIVIA_GAME_ID } from "../../../services/content";

const columns = {
  question: triviaQuestions,
  categoryName: categories.nameAr,
  subcategoryName: subcategories.nameAr,
};

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
    .select(columns)
    .from(triviaQuestions)
    .innerJoin(categories, eq(categories.id, triviaQuestions.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, triviaQuestions.subcategoryId));

async function oneQuestion(db: Db, id: number) {
  const row = await joined(db).where(eq(triviaQuestions.id, id)).get();
  if (!row) throw notFound("question");
  return toAdminQuestion(row);
}

/** Indexes (into `contents`) of texts that a subcategory already has, after Arabic normalisation. */
async function duplicatesIn(db: Db, subcategoryId: number, contents: string[], exceptId?: number): Promise<number[]> {
  const existing = await db
    .select({ id: triviaQuestions.id, content: triviaQuestions.content })
    .from(triviaQuestions)
    .where(eq(triviaQuestions.subcategoryId, subcategoryId));
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

export const adminQuestionRoutes = new Hono<AppEnv>()
  .get("/questions", validate("query", contentListQuerySchema), async (c) => {
    const { gameId, categoryId, subcategoryId, search, page, pageSize } = c.req.valid("query");
    const db = c.get("db");
    // Only the trivia game has these questions; another game's id is an empty list, not an error.
    const filters: (SQL | undefined)[] = [
      gameId ? eq(triviaQuestions.gameId, gameId) : undefined,
      categoryId ? eq(triviaQuestions.categoryId, categoryId) : undefined,
      subcategoryId ? eq(triviaQuestions.subcategoryId, subcategoryId) : undefined,
      search
        ? or(contains(triviaQuestions.content, search), contains(triviaQuestions.correctAnswer, search))
        : undefined,
    ];
    const where = and(...filters);
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
    c.header("Cache-Control", "no-store");
    return c.json({ items: rows.map(toAdminQuestion), total, page, pageSize } satisfies ContentPage<AdminQuestion>);
  })

  .post("/questions/duplicates", validate("json", duplicateCheckSchema), async (c) => {
    const { subcategoryId, contents } = c.req.valid("json");
    return c.json({ duplicates: await duplicatesIn(c.get("db"), subcategoryId, contents) });
  })

  .post("/questions/bulk", validate("json", bulkQuestionsSchema), async (c) => {
    const { categoryId, subcategoryId, rows } = c.req.valid("json");
    const db = c.get("db");
    await categoryForContent(db, categoryId, TRIVIA_GAME_ID);
    await subcategoryForContent(db, subcategoryId, categoryId);
    const taken = new Set(
      (await db.select({ content: triviaQuestions.content }).from(triviaQuestions).where(eq(triviaQuestions.subcategoryId, subcategoryId))).map((q) =>
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
    if (ids.length) await adminActivity(db, c.get("admin"), `أضاف المشرف ${ids.length} سؤالًا من جدول`);
    return c.json({ added: ids.length, ids, failed } satisfies BulkResult, ids.length ? 201 : 200);
  })

  .post("/questions", validate("json", createQuestionSchema), async (c) => {
    const { gameId: _gameId, ...body } = c.req.valid("json");
    const db = c.get("db");
    await categoryForContent(db, body.categoryId, TRIVIA_GAME_ID);
    await subcategoryForContent(db, body.subcategoryId, body.categoryId);
    if ((await duplicatesIn(db, body.subcategoryId, [body.content])).length) throw duplicate();
    const [created] = await db
      .insert(triviaQuestions)
      .values({ ...body, gameId: TRIVIA_GAME_ID })
      .returning({ id: triviaQuestions.id });
    await adminActivity(db, c.get("admin"), `أضاف المشرف سؤالًا: «${body.content.slice(0, 60)}»`);
    return c.json(await oneQuestion(db, created.id), 201);
  })

  .put("/questions/:id", validate("param", contentIdParamSchema), validate("json", updateQuestionSchema), async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const db = c.get("db");
    const current = await db.select().from(triviaQuestions).where(eq(triviaQuestions.id, id)).get();
    if (!current) throw notFound("question");
    const next = { ...current, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) };
    if (body.categoryId !== undefined || body.subcategoryId !== undefined) {
      await categoryForContent(db, next.categoryId, TRIVIA_GAME_ID);
      await subcategoryForContent(db, next.subcategoryId, next.categoryId);
    }
    if ((await duplicatesIn(db, next.subcategoryId, [next.content], id)).length) throw duplicate();
    await db.update(triviaQuestions).set(body).where(eq(triviaQuestions.id, id));
    await adminActivity(db, c.get("admin"), `عدّل المشرف السؤال «${next.content.slice(0, 60)}»`);
    return c.json(await oneQuestion(db, id));
  })

  .delete("/questions/:id", validate("param", contentIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.get("db");
    const current = await db.select({ content: triviaQuestions.content }).from(triviaQuestions).where(eq(triviaQuestions.id, id)).get();
    if (!current) throw notFound("question");
    // Rooms read questions when a game starts, so the next game of every open room no longer draws it.
    await db.delete(triviaQuestions).where(eq(triviaQuestions.id, id));
    await adminActivity(db, c.get("admin"), `حذف المشرف السؤال «${current.content.slice(0, 60)}»`);
    return c.json({ success: true });
  });
