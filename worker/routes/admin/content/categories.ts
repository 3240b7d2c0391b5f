// Admin categories of every game (spec 002 §2 categories tab, §4 toggles, premium
// inheritance and reordering, §5 category form, §7): list, add, edit, delete, reorder.
import { and, asc, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  categoriesQuerySchema,
  contentIdParamSchema,
  contentReorderSchema,
  createCategorySchema,
  gameIdParamSchema,
  updateCategorySchema,
} from "../../../../schema/api/content";
import { categories, memeImages, mostLikelyQuestions, triviaQuestions } from "../../../../schema/db";
import type { AppEnv } from "../../../app-env";
import { HttpError } from "../../../lib/errors";
import { validate } from "../../../lib/validate";
import {
  adminActivity,
  adminCategory,
  categoryPremium,
  findCategory,
  findGame,
  listAdminCategories,
  notifyLiveRooms,
  reorderPlan,
} from "../../../services/content";

/** Rows that would be lost with a category: its questions, pictures and prompts. */
async function contentIn(db: AppEnv["Variables"]["db"], categoryId: number) {
  const [[a], [b], [c]] = await db.batch([
    db.select({ n: count() }).from(triviaQuestions).where(eq(triviaQuestions.categoryId, categoryId)),
    db.select({ n: count() }).from(memeImages).where(eq(memeImages.categoryId, categoryId)),
    db.select({ n: count() }).from(mostLikelyQuestions).where(eq(mostLikelyQuestions.categoryId, categoryId)),
  ]);
  return a.n + b.n + c.n;
}

export const adminCategoryRoutes = new Hono<AppEnv>()
  .get("/categories-with-subcategories", validate("query", categoriesQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listAdminCategories(c.get("db"), { gameId: c.req.valid("query").gameId }));
  })

  .get("/categories/:gameId", validate("param", gameIdParamSchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listAdminCategories(c.get("db"), { gameId: c.req.valid("param").gameId }));
  })

  .post("/categories", validate("json", createCategorySchema), async (c) => {
    const body = c.req.valid("json");
    const db = c.get("db");
    const game = await findGame(db, body.gameId);
    // The server forces what the form locks: a premium game's categories are premium.
    const [created] = await db
      .insert(categories)
      .values({ ...body, isPremium: categoryPremium(game, body.isPremium) })
      .returning();
    await adminActivity(db, c.get("admin"), `أضاف المشرف الفئة «${created.nameAr}» إلى «${game.nameAr}»`);
    await notifyLiveRooms(c.env, db);
    return c.json(await adminCategory(db, created.id), 201);
  })

  .put("/categories/:id", validate("param", contentIdParamSchema), validate("json", updateCategorySchema), async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const db = c.get("db");
    const category = await findCategory(db, id);
    const game = await findGame(db, category.gameId);
    const isPremium = body.isPremium === undefined ? undefined : categoryPremium(game, body.isPremium);
    await db.update(categories).set({ ...body, isPremium }).where(eq(categories.id, id));
    const onlyStatus = Object.keys(body).every((k) => k === "isActive");
    const action = onlyStatus
      ? `${body.isActive ? "فعّل" : "أوقف"} المشرف الفئة «${category.nameAr}»`
      : `عدّل المشرف الفئة «${body.nameAr ?? category.nameAr}»`;
    await adminActivity(db, c.get("admin"), action);
    await notifyLiveRooms(c.env, db);
    return c.json(await adminCategory(db, id));
  })

  .delete("/categories/:id", validate("param", contentIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.get("db");
    const category = await findCategory(db, id);
    // Deleting content along with a category is too easy a slip: it must be emptied (or switched off) first.
    const held = await contentIn(db, id);
    if (held > 0)
      throw new HttpError(
        409,
        "category_not_empty",
        `لا يمكن حذف الفئة لأن فيها ${held} من الأسئلة أو الصور. احذفها أولاً، أو أوقف الفئة بدلاً من حذفها`,
      );
    // Its (empty) subcategories go with it by the foreign key.
    await db.delete(categories).where(eq(categories.id, id));
    await adminActivity(db, c.get("admin"), `حذف المشرف الفئة «${category.nameAr}»`);
    await notifyLiveRooms(c.env, db);
    return c.json({ success: true });
  })

  .post("/categories/:id/reorder", validate("param", contentIdParamSchema), validate("json", contentReorderSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { direction } = c.req.valid("json");
    const db = c.get("db");
    const category = await findCategory(db, id);
    const siblings = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.gameId, category.gameId)))
      .orderBy(asc(categories.displayOrder), asc(categories.id));
    const plan = reorderPlan(
      siblings.map((s) => s.id),
      id,
      direction,
    );
    if (!plan)
      throw new HttpError(400, "cannot_move", direction === "up" ? "الفئة في أول القائمة ولا يمكن رفعها" : "الفئة في آخر القائمة ولا يمكن إنزالها");
    const [first, ...rest] = [...plan].map(([sid, order]) => db.update(categories).set({ displayOrder: order }).where(eq(categories.id, sid)));
    await db.batch([first, ...rest]);
    await notifyLiveRooms(c.env, db);
    return c.json(await listAdminCategories(db, { gameId: category.gameId }));
  });
