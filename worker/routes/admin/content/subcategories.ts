// Admin subcategories of the trivia game's categories (spec 002 §3 subcategory,
// §4 locked toggles, premium inheritance and reordering, §5 subcategory form, §7).
import { asc, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  categoryIdParamSchema,
  contentIdParamSchema,
  contentReorderSchema,
  createSubcategorySchema,
  updateSubcategorySchema,
} from "../../../../schema/api/content";
import { subcategories, triviaQuestions } from "../../../../schema/db";
import type { AppEnv } from "../../../app-env";
import { HttpError } from "../../../lib/errors";
import { validate } from "../../../lib/validate";
import {
  adminActivity,
  adminCategory,
  adminSubcategory,
  fieldError,
  findCategory,
  findGame,
  findSubcategory,
  notifyLiveRooms,
  reorderPlan,
  subcategoryPremium,
  TRIVIA_GAME_ID,
} from "../../../services/content";

export const adminSubcategoryRoutes = new Hono<AppEnv>()
  .get("/subcategories/:categoryId", validate("param", categoryIdParamSchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await adminCategory(c.get("db"), c.req.valid("param").categoryId)).subcategories);
  })

  .post("/subcategories", validate("json", createSubcategorySchema), async (c) => {
    const body = c.req.valid("json");
    const db = c.get("db");
    const category = await db.query.categories.findFirst({ where: (t, { eq }) => eq(t.id, body.categoryId) });
    if (!category) throw fieldError("categoryId", "الفئة غير موجودة");
    // Spec 002 §3: only the trivia game's categories have subcategories.
    if (category.gameId !== TRIVIA_GAME_ID) throw fieldError("categoryId", "الفئات الفرعية لفئات لعبة خمّن وخدع فقط");
    const game = await findGame(db, category.gameId);
    const [created] = await db
      .insert(subcategories)
      .values({ ...body, isPremium: subcategoryPremium(game, category, body.isPremium) })
      .returning();
    await adminActivity(db, c.get("admin"), `أضاف المشرف الفئة الفرعية «${created.nameAr}» إلى «${category.nameAr}»`);
    await notifyLiveRooms(c.env, db);
    return c.json(await adminSubcategory(db, created.id), 201);
  })

  .put("/subcategories/:id", validate("param", contentIdParamSchema), validate("json", updateSubcategorySchema), async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const db = c.get("db");
    const sub = await findSubcategory(db, id);
    const category = await findCategory(db, sub.categoryId);
    const game = await findGame(db, category.gameId);
    const isPremium = body.isPremium === undefined ? undefined : subcategoryPremium(game, category, body.isPremium);
    await db.update(subcategories).set({ ...body, isPremium }).where(eq(subcategories.id, id));
    const onlyStatus = Object.keys(body).every((k) => k === "isActive");
    const action = onlyStatus
      ? `${body.isActive ? "فعّل" : "أوقف"} المشرف الفئة الفرعية «${sub.nameAr}»`
      : `عدّل المشرف الفئة الفرعية «${body.nameAr ?? sub.nameAr}»`;
    await adminActivity(db, c.get("admin"), action);
    await notifyLiveRooms(c.env, db);
    return c.json(await adminSubcategory(db, id));
  })

  .delete("/subcategories/:id", validate("param", contentIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.get("db");
    const sub = await findSubcategory(db, id);
    const [{ n }] = await db.select({ n: count() }).from(triviaQuestions).where(eq(triviaQuestions.subcategoryId, id));
    if (n > 0)
      throw new HttpError(409, "subcategory_not_empty", `لا يمكن حذف الفئة الفرعية لأن فيها ${n} من الأسئلة. احذفها أولاً، أو أوقف الفئة الفرعية بدلاً من حذفها`);
    await db.delete(subcategories).where(eq(subcategories.id, id));
    await adminActivity(db, c.get("admin"), `حذف المشرف الفئة الفرعية «${sub.nameAr}»`);
    await notifyLiveRooms(c.env, db);
    return c.json({ success: true });
  })

  .post("/subcategories/:id/reorder", validate("param", contentIdParamSchema), validate("json", contentReorderSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { direction } = c.req.valid("json");
    const db = c.get("db");
    const sub = await findSubcategory(db, id);
    const siblings = await db
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(eq(subcategories.categoryId, sub.categoryId))
      .orderBy(asc(subcategories.displayOrder), asc(subcategories.id));
    const plan = reorderPlan(
      siblings.map((s) => s.id),
      id,
      direction,
    );
    if (!plan)
      throw new HttpError(400, "cannot_move", direction === "up" ? "الفئة الفرعية في أول القائمة ولا يمكن رفعها" : "الفئة الفرعية في آخر القائمة ولا يمكن إنزالها");
    const [first, ...rest] = [...plan].map(([sid, order]) => db.update(subcategories).set({ displayOrder: order }).where(eq(subcategories.id, sid)));
    await db.batch([first, ...rest]);
    await notifyLiveRooms(c.env, db);
    return c.json((await adminCategory(db, sub.categoryId)).subcategories);
  });
