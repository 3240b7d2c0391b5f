// Admin most-likely prompts (spec 002 §2 most-likely tab, §5 form and table import,
// §7, §8): a filtered page, add (once per row in a table import), edit, delete.
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import {
  bulkMostLikelySchema,
  contentIdParamSchema,
  contentListQuerySchema,
  createMostLikelySchema,
  updateMostLikelySchema,
  type AdminMostLikely,
  type BulkResult,
  type ContentPage,
} from "../../../../schema/api/content";
import { categories, mostLikelyQuestions } from "../../../../schema/db";
import type { AppEnv } from "../../../app-env";
import type { Db } from "../../../db";
import { validate } from "../../../lib/validate";
import { adminActivity, categoryForContent, contains, MOST_LIKELY_GAME_ID, notFound } from "../../../services/content";

type Row = { prompt: typeof mostLikelyQuestions.$inferSelect; categoryName: string };

function toAdminMostLikely({ prompt: p, categoryName }: Row): AdminMostLikely {
  return {
    id: p.id,
    content: p.content,
    imageUrl: p.imageUrl,
    categoryId: p.categoryId,
    gameId: p.gameId,
    isActive: p.isActive,
    category: { id: p.categoryId, nameAr: categoryName },
  };
}

const joined = (db: Db) =>
  db
    .select({ prompt: mostLikelyQuestions, categoryName: categories.nameAr })
    .from(mostLikelyQuestions)
    .innerJoin(categories, eq(categories.id, mostLikelyQuestions.categoryId));

async function onePrompt(db: Db, id: number) {
  const row = await joined(db).where(eq(mostLikelyQuestions.id, id)).get();
  if (!row) throw notFound("mostlikely");
  return toAdminMostLikely(row);
}

export const adminMostLikelyRoutes = new Hono<AppEnv>()
  .get("/most-likely-questions", validate("query", contentListQuerySchema), async (c) => {
    const { gameId, categoryId, search, page, pageSize } = c.req.valid("query");
    const db = c.get("db");
    const filters: (SQL | undefined)[] = [
      gameId ? eq(mostLikelyQuestions.gameId, gameId) : undefined,
      categoryId ? eq(mostLikelyQuestions.categoryId, categoryId) : undefined,
      search ? contains(mostLikelyQuestions.content, search) : undefined,
    ];
    const where = and(...filters);
    const [rows, [{ total }]] = await Promise.all([
      joined(db)
        .where(where)
        .orderBy(desc(mostLikelyQuestions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(mostLikelyQuestions).where(where),
    ]);
    c.header("Cache-Control", "no-store");
    return c.json({ items: rows.map(toAdminMostLikely), total, page, pageSize } satisfies ContentPage<AdminMostLikely>);
  })

  .post("/most-likely-questions/bulk", validate("json", bulkMostLikelySchema), async (c) => {
    const { categoryId, rows } = c.req.valid("json");
    const db = c.get("db");
    await categoryForContent(db, categoryId, MOST_LIKELY_GAME_ID);
    const failed: BulkResult["failed"] = [];
    const statements = rows.flatMap((row, index) => {
      const parsed = createMostLikelySchema.safeParse({ ...row, categoryId });
      if (!parsed.success) return failed.push({ index, message: parsed.error.issues[0].message }), [];
      const { gameId: _gameId, ...fields } = parsed.data;
      return [db.insert(mostLikelyQuestions).values({ ...fields, gameId: MOST_LIKELY_GAME_ID }).returning({ id: mostLikelyQuestions.id })];
    });
    const [first, ...rest] = statements;
    const ids = first ? (await db.batch([first, ...rest])).map(([row]) => row.id) : [];
    if (ids.length) await adminActivity(db, c.get("admin"), `أضاف المشرف ${ids.length} من أسئلة «مين الأكثر» من جدول`);
    return c.json({ added: ids.length, ids, failed } satisfies BulkResult, ids.length ? 201 : 200);
  })

  .post("/most-likely-questions", validate("json", createMostLikelySchema), async (c) => {
    const { gameId: _gameId, ...body } = c.req.valid("json");
    const db = c.get("db");
    await categoryForContent(db, body.categoryId, MOST_LIKELY_GAME_ID);
    const [created] = await db
      .insert(mostLikelyQuestions)
      .values({ ...body, gameId: MOST_LIKELY_GAME_ID })
      .returning({ id: mostLikelyQuestions.id });
    await adminActivity(db, c.get("admin"), `أضاف المشرف سؤال «مين الأكثر»: «${body.content.slice(0, 60)}»`);
    return c.json(await onePrompt(db, created.id), 201);
  })

  .put("/most-likely-questions/:id", validate("param", contentIdParamSchema), validate("json", updateMostLikelySchema), async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const db = c.get("db");
    const current = await db.select().from(mostLikelyQuestions).where(eq(mostLikelyQuestions.id, id)).get();
    if (!current) throw notFound("mostlikely");
    if (body.categoryId !== undefined) await categoryForContent(db, body.categoryId, MOST_LIKELY_GAME_ID);
    await db.update(mostLikelyQuestions).set(body).where(eq(mostLikelyQuestions.id, id));
    await adminActivity(db, c.get("admin"), `عدّل المشرف سؤال «مين الأكثر»: «${(body.content ?? current.content).slice(0, 60)}»`);
    return c.json(await onePrompt(db, id));
  })

  .delete("/most-likely-questions/:id", validate("param", contentIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.get("db");
    const current = await db.select().from(mostLikelyQuestions).where(eq(mostLikelyQuestions.id, id)).get();
    if (!current) throw notFound("mostlikely");
    await db.delete(mostLikelyQuestions).where(eq(mostLikelyQuestions.id, id));
    await adminActivity(db, c.get("admin"), `حذف المشرف سؤال «مين الأكثر»: «${current.content.slice(0, 60)}»`);
    return c.json({ success: true });
  });
