// Admin meme pictures (spec 002 §2 meme tab, §5 meme form and bulk upload, §7, §8):
// a filtered page of the grid, add (once per picture in a bulk upload), edit, delete.
import { and, asc, count, desc, eq, or, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import {
  bulkMemeImagesSchema,
  contentIdParamSchema,
  contentListQuerySchema,
  createMemeImageSchema,
  updateMemeImageSchema,
  type AdminMemeImage,
  type BulkResult,
  type ContentPage,
} from "../../../../schema/api/content";
import { categories, memeImages } from "../../../../schema/db";
import type { AppEnv } from "../../../app-env";
import type { Db } from "../../../db";
import { validate } from "../../../lib/validate";
import { adminActivity, categoryForContent, contains, MEME_GAME_ID, notFound } from "../../../services/content";

type Row = { meme: typeof memeImages.$inferSelect; categoryName: string };

function toAdminMeme({ meme: m, categoryName }: Row): AdminMemeImage {
  return {
    id: m.id,
    imageUrl: m.imageUrl,
    categoryId: m.categoryId,
    textBoxCount: m.textBoxCount,
    gameId: m.gameId,
    displayOrder: m.displayOrder,
    name: m.name,
    isPremium: m.isPremium,
    isActive: m.isActive,
    category: { id: m.categoryId, nameAr: categoryName },
  };
}

const joined = (db: Db) =>
  db.select({ meme: memeImages, categoryName: categories.nameAr }).from(memeImages).innerJoin(categories, eq(categories.id, memeImages.categoryId));

async function oneMeme(db: Db, id: number) {
  const row = await joined(db).where(eq(memeImages.id, id)).get();
  if (!row) throw notFound("meme");
  return toAdminMeme(row);
}

export const adminMemeImageRoutes = new Hono<AppEnv>()
  .get("/meme-images", validate("query", contentListQuerySchema), async (c) => {
    const { gameId, categoryId, search, page, pageSize } = c.req.valid("query");
    const db = c.get("db");
    const filters: (SQL | undefined)[] = [
      gameId ? eq(memeImages.gameId, gameId) : undefined,
      categoryId ? eq(memeImages.categoryId, categoryId) : undefined,
      // Pictures have no text of their own: the search reads their name and their category's.
      search ? or(contains(memeImages.name, search), contains(categories.nameAr, search)) : undefined,
    ];
    const where = and(...filters);
    const [rows, [{ total }]] = await Promise.all([
      joined(db)
        .where(where)
        .orderBy(asc(memeImages.displayOrder), desc(memeImages.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(memeImages).innerJoin(categories, eq(categories.id, memeImages.categoryId)).where(where),
    ]);
    c.header("Cache-Control", "no-store");
    return c.json({ items: rows.map(toAdminMeme), total, page, pageSize } satisfies ContentPage<AdminMemeImage>);
  })

  .post("/meme-images/bulk", validate("json", bulkMemeImagesSchema), async (c) => {
    const { categoryId, textBoxCount, images } = c.req.valid("json");
    const db = c.get("db");
    const category = await categoryForContent(db, categoryId, MEME_GAME_ID);
    const failed: BulkResult["failed"] = [];
    const statements = images.flatMap((image, index) => {
      const parsed = createMemeImageSchema.safeParse({ textBoxCount, ...image, categoryId });
      if (!parsed.success) return failed.push({ index, message: parsed.error.issues[0].message }), [];
      const { gameId: _gameId, ...fields } = parsed.data;
      return [db.insert(memeImages).values({ ...fields, gameId: MEME_GAME_ID }).returning({ id: memeImages.id })];
    });
    const [first, ...rest] = statements;
    const ids = first ? (await db.batch([first, ...rest])).map(([row]) => row.id) : [];
    if (ids.length) await adminActivity(db, c.get("admin"), `أضاف المشرف ${ids.length} صورة ميم إلى «${category.nameAr}»`);
    return c.json({ added: ids.length, ids, failed } satisfies BulkResult, ids.length ? 201 : 200);
  })

  .post("/meme-images", validate("json", createMemeImageSchema), async (c) => {
    const { gameId: _gameId, ...body } = c.req.valid("json");
    const db = c.get("db");
    const category = await categoryForContent(db, body.categoryId, MEME_GAME_ID);
    const [created] = await db
      .insert(memeImages)
      .values({ ...body, gameId: MEME_GAME_ID })
      .returning({ id: memeImages.id });
    await adminActivity(db, c.get("admin"), `أضاف المشرف صورة ميم إلى «${category.nameAr}»`);
    return c.json(await oneMeme(db, created.id), 201);
  })

  .put("/meme-images/:id", validate("param", contentIdParamSchema), validate("json", updateMemeImageSchema), async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const db = c.get("db");
    const current = await db.select().from(memeImages).where(eq(memeImages.id, id)).get();
    if (!current) throw notFound("meme");
    if (body.categoryId !== undefined) await categoryForContent(db, body.categoryId, MEME_GAME_ID);
    await db.update(memeImages).set(body).where(eq(memeImages.id, id));
    await adminActivity(db, c.get("admin"), `عدّل المشرف صورة ميم${current.name ? ` «${current.name}»` : ""}`);
    return c.json(await oneMeme(db, id));
  })

  .delete("/meme-images/:id", validate("param", contentIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.get("db");
    const current = await db.select().from(memeImages).where(eq(memeImages.id, id)).get();
    if (!current) throw notFound("meme");
    await db.delete(memeImages).where(eq(memeImages.id, id));
    await adminActivity(db, c.get("admin"), `حذف المشرف صورة ميم${current.name ? ` «${current.name}»` : ""}`);
    return c.json({ success: true });
  });
