// Admin categories and subcategories in D1 (spec 002 §2 categories tab, §3, §4 toggles,
// premium inheritance and reordering, §5, §7). A category is soft-deleted: its
// subcategories stay with it, hidden, so «تراجع» brings the whole tree back.
import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { AdminListQuery } from "../../../schema/api/content-bulk";
import type { AdminCategory, ContentPage } from "../../../schema/api/content";
import type { z } from "zod";
import type { createCategorySchema, createSubcategorySchema, updateCategorySchema, updateSubcategorySchema } from "../../../schema/api/content";
import { categories, subcategories } from "../../../schema/db";
import type { Db } from "../../../data/db";
import type { Env } from "../../../data/env";
import { HttpError } from "../../lib/errors";
import { edited, fieldChanges, positionChange } from "../activity";
import { CATEGORY_LABELS, SUBCATEGORY_LABELS } from "../change-labels";
import {
  adminActivity,
  adminCategory,
  adminListWhere,
  adminSubcategory,
  categoryPremium,
  contains,
  CONTENT_TABLES,
  fieldError,
  findCategory,
  findGame,
  findSubcategory,
  listAdminCategories,
  notifyLiveRooms,
  subcategoryPremium,
  SUBCATEGORY_CONTENT,
} from "../content";
import { reorderPlan } from "../reorder";
import { live, softDeleteStatement } from "../trash";

type Admin = { username: string } | null;
type Direction = "up" | "down";

/** Live rows that would be lost with a category: its questions, pictures and prompts. */
export async function contentIn(db: Db, categoryId: number): Promise<number> {
  const [first, ...rest] = [...CONTENT_TABLES.values()].map((table) => db.select({ n: count() }).from(table).where(and(eq(table.categoryId, categoryId), live(table))));
  const counts = await db.batch([first, ...rest]);
  return counts.reduce((sum, [row]) => sum + row.n, 0);
}

export const categoryNotEmpty = (held: number) =>
  new HttpError(409, "category_not_empty", `لا يمكن حذف الفئة لأن فيها ${held} من الأسئلة أو الصور. يلزم حذفها أولًا، أو إيقاف الفئة بدلًا من حذفها`);

/** A filtered page of categories (the shared list panel's query): game, name search, status; in display order. */
export async function listCategoryPage(db: Db, query: AdminListQuery): Promise<ContentPage<AdminCategory>> {
  const { search, page, pageSize } = query;
  const where = adminListWhere(categories, query, { gameId: categories.gameId }, search ? contains(categories.nameAr, search) : undefined);
  const [pageIds, [{ total }]] = await Promise.all([
    db
      .select({ id: categories.id })
      .from(categories)
      .where(where)
      .orderBy(asc(categories.gameId), asc(categories.displayOrder), asc(categories.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  const items = pageIds.length ? await listAdminCategories(db, { ids: pageIds.map((r) => r.id) }) : [];
  return { items, total, page, pageSize };
}

export async function createCategory(env: Env, db: Db, admin: Admin, body: z.output<typeof createCategorySchema>) {
  const game = await findGame(db, body.gameId);
  // The server forces what the form locks: a premium game's categories are premium.
  const [created] = await db
    .insert(categories)
    .values({ ...body, isPremium: categoryPremium(game, body.isPremium) })
    .returning();
  await adminActivity(db, admin, `أضاف المشرف الفئة «${created.nameAr}» إلى «${game.nameAr}»`, fieldChanges(null, created, CATEGORY_LABELS));
  await notifyLiveRooms(env, db);
  return adminCategory(db, created.id);
}

export async function updateCategory(env: Env, db: Db, admin: Admin, id: number, body: z.output<typeof updateCategorySchema>) {
  const category = await findCategory(db, id);
  const game = await findGame(db, category.gameId);
  const isPremium = body.isPremium === undefined ? undefined : categoryPremium(game, body.isPremium);
  await db.update(categories).set({ ...body, isPremium }).where(eq(categories.id, id));
  const onlyStatus = Object.keys(body).every((k) => k === "isActive");
  const action = onlyStatus
    ? `${body.isActive ? "فعّل" : "أوقف"} المشرف الفئة «${category.nameAr}»`
    : `عدّل المشرف الفئة «${body.nameAr ?? category.nameAr}»`;
  await adminActivity(db, admin, action, fieldChanges(category, edited(category, { ...body, isPremium }), CATEGORY_LABELS));
  await notifyLiveRooms(env, db);
  return adminCategory(db, id);
}

export async function deleteCategory(env: Env, db: Db, admin: Admin, id: number): Promise<void> {
  const category = await findCategory(db, id);
  // Deleting content along with a category is too easy a slip: it must be emptied (or switched off) first.
  const held = await contentIn(db, id);
  if (held > 0) throw categoryNotEmpty(held);
  await softDeleteStatement(db, categories, [id]);
  await adminActivity(db, admin, `حذف المشرف الفئة «${category.nameAr}»`, fieldChanges(category, null, CATEGORY_LABELS));
  await notifyLiveRooms(env, db);
}

/** A table whose rows the admin orders by hand: categories and subcategories. */
type OrderedTable = SQLiteTable & { id: SQLiteColumn; displayOrder: SQLiteColumn };

/**
 * Moves a row a place up or down among its siblings (those `siblingsOf` selects), renumbering
 * them in one batch, and logs the move; `noun` names the row in the refusal and the log line.
 */
async function moveAmong(db: Db, admin: Admin, table: OrderedTable, siblingsOf: SQL | undefined, row: { id: number; nameAr: string }, direction: Direction, noun: string) {
  const siblings = await db
    .select({ id: table.id })
    .from(table)
    .where(siblingsOf)
    .orderBy(asc(table.displayOrder), asc(table.id));
  const ids = siblings.map((s) => s.id as number);
  const plan = reorderPlan(ids, row.id, direction);
  if (!plan) throw new HttpError(400, "cannot_move", direction === "up" ? `${noun} في أول القائمة ولا يمكن رفعها` : `${noun} في آخر القائمة ولا يمكن إنزالها`);
  // Drizzle's generic table type does not expose the concrete column map; the columns were checked by OrderedTable.
  const [first, ...rest] = [...plan].map(([sid, order]) => db.update(table).set({ displayOrder: order } as never).where(eq(table.id, sid)));
  await db.batch([first, ...rest]);
  const verb = direction === "up" ? "قدّم" : "أخّر";
  await adminActivity(db, admin, `${verb} المشرف ${noun} «${row.nameAr}» في الترتيب`, positionChange(ids, row.id, plan));
}

export async function moveCategory(env: Env, db: Db, admin: Admin, id: number, direction: Direction) {
  const category = await findCategory(db, id);
  await moveAmong(db, admin, categories, and(eq(categories.gameId, category.gameId), live(categories)), category, direction, "الفئة");
  await notifyLiveRooms(env, db);
  return listAdminCategories(db, { gameId: category.gameId });
}

// ---------- subcategories ----------

export async function createSubcategory(env: Env, db: Db, admin: Admin, body: z.output<typeof createSubcategorySchema>) {
  const category = await db.select().from(categories).where(and(eq(categories.id, body.categoryId), live(categories))).get();
  if (!category) throw fieldError("categoryId", "الفئة غير موجودة");
  // Spec 002 §3: only the trivia game's categories have subcategories.
  if (category.gameId !== SUBCATEGORY_CONTENT.manifest.id) throw fieldError("categoryId", "الفئات الفرعية لفئات لعبة «خدعني إن قدرت» فقط");
  const game = await findGame(db, category.gameId);
  const [created] = await db
    .insert(subcategories)
    .values({ ...body, isPremium: subcategoryPremium(game, category, body.isPremium) })
    .returning();
  await adminActivity(db, admin, `أضاف المشرف الفئة الفرعية «${created.nameAr}» إلى «${category.nameAr}»`, fieldChanges(null, created, SUBCATEGORY_LABELS));
  await notifyLiveRooms(env, db);
  return adminSubcategory(db, created.id);
}

export async function updateSubcategory(env: Env, db: Db, admin: Admin, id: number, body: z.output<typeof updateSubcategorySchema>) {
  const sub = await findSubcategory(db, id);
  const category = await findCategory(db, sub.categoryId);
  const game = await findGame(db, category.gameId);
  const isPremium = body.isPremium === undefined ? undefined : subcategoryPremium(game, category, body.isPremium);
  await db.update(subcategories).set({ ...body, isPremium }).where(eq(subcategories.id, id));
  const onlyStatus = Object.keys(body).every((k) => k === "isActive");
  const action = onlyStatus
    ? `${body.isActive ? "فعّل" : "أوقف"} المشرف الفئة الفرعية «${sub.nameAr}»`
    : `عدّل المشرف الفئة الفرعية «${body.nameAr ?? sub.nameAr}»`;
  await adminActivity(db, admin, action, fieldChanges(sub, edited(sub, { ...body, isPremium }), SUBCATEGORY_LABELS));
  await notifyLiveRooms(env, db);
  return adminSubcategory(db, id);
}

/**
 * Subcategories are deleted at once (they are not in the undo list); one holding live
 * questions is refused, and its deleted questions go with it by the foreign key.
 */
export async function deleteSubcategory(env: Env, db: Db, admin: Admin, id: number): Promise<void> {
  const sub = await findSubcategory(db, id);
  const { table } = SUBCATEGORY_CONTENT;
  const [{ n }] = await db.select({ n: count() }).from(table).where(and(eq(table.subcategoryId, id), live(table)));
  if (n > 0)
    throw new HttpError(409, "subcategory_not_empty", `لا يمكن حذف الفئة الفرعية لأن فيها ${n} من الأسئلة. يلزم حذفها أولًا، أو إيقاف الفئة الفرعية بدلًا من حذفها`);
  await db.delete(subcategories).where(eq(subcategories.id, id));
  await adminActivity(db, admin, `حذف المشرف الفئة الفرعية «${sub.nameAr}»`, fieldChanges(sub, null, SUBCATEGORY_LABELS));
  await notifyLiveRooms(env, db);
}

export async function moveSubcategory(env: Env, db: Db, admin: Admin, id: number, direction: Direction) {
  const sub = await findSubcategory(db, id);
  await moveAmong(db, admin, subcategories, eq(subcategories.categoryId, sub.categoryId), sub, direction, "الفئة الفرعية");
  await notifyLiveRooms(env, db);
  return (await adminCategory(db, sub.categoryId)).subcategories;
}
