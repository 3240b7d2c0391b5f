// Admin meme pictures in D1 (spec 002 §2 meme tab, §5, §7, §8): the filtered page, add
// (once per picture in a bulk upload), edit and the soft delete (issue 26).
import { and, asc, count, desc, eq, or } from "drizzle-orm";
import type { z } from "zod";
import type { AdminListQuery } from "../../../schema/api/content-bulk";
import { createMemeImageSchema, type AdminMemeImage, type BulkResult, type ContentPage } from "../../../schema/api/content";
import { categories, memeImages } from "../../../schema/db";
import type { Db } from "../../../data/db";
import { edited, fieldChanges } from "../activity";
import { MEME_LABELS } from "../change-labels";
import { adminActivity, adminListWhere, categoryForContent, contains, MEME_GAME_ID, notFound } from "../content";
import { live, softDeleteStatement } from "../trash";
import { countText, PICTURES } from "../../../schema/arabic-count";

type Admin = { username: string } | null;
type Row = { meme: typeof memeImages.$inferSelect; categoryName: string };
type CreateBody = Omit<z.output<typeof createMemeImageSchema>, "gameId">;

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

export async function oneMeme(db: Db, id: number): Promise<AdminMemeImage> {
  const row = await joined(db).where(and(eq(memeImages.id, id), live(memeImages))).get();
  if (!row) throw notFound("meme");
  return toAdminMeme(row);
}

async function findMeme(db: Db, id: number) {
  const row = await db.select().from(memeImages).where(and(eq(memeImages.id, id), live(memeImages))).get();
  if (!row) throw notFound("meme");
  return row;
}

export async function listMemes(db: Db, query: AdminListQuery): Promise<ContentPage<AdminMemeImage>> {
  const { search, page, pageSize } = query;
  const where = adminListWhere(
    memeImages,
    query,
    { gameId: memeImages.gameId, categoryId: memeImages.categoryId },
    // Pictures have no text of their own: the search reads their name and their category's.
    search ? or(contains(memeImages.name, search), contains(categories.nameAr, search)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(asc(memeImages.displayOrder), desc(memeImages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(memeImages).innerJoin(categories, eq(categories.id, memeImages.categoryId)).where(where),
  ]);
  return { items: rows.map(toAdminMeme), total, page, pageSize };
}

export async function addMemes(db: Db, admin: Admin, { categoryId, textBoxCount, images }: { categoryId: number; textBoxCount: number; images: Record<string, unknown>[] }): Promise<BulkResult> {
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
  if (ids.length) await adminActivity(db, admin, `أضاف المشرف ${countText(ids.length, PICTURES, { oblique: true })} ميم إلى «${category.nameAr}»`);
  return { added: ids.length, ids, failed };
}

export async function createMeme(db: Db, admin: Admin, body: CreateBody): Promise<AdminMemeImage> {
  const category = await categoryForContent(db, body.categoryId, MEME_GAME_ID);
  const [created] = await db
    .insert(memeImages)
    .values({ ...body, gameId: MEME_GAME_ID })
    .returning({ id: memeImages.id });
  await adminActivity(db, admin, `أضاف المشرف صورة ميم إلى «${category.nameAr}»`, fieldChanges(null, body, MEME_LABELS));
  return oneMeme(db, created.id);
}

export async function updateMeme(db: Db, admin: Admin, id: number, body: Partial<CreateBody>): Promise<AdminMemeImage> {
  const current = await findMeme(db, id);
  if (body.categoryId !== undefined) await categoryForContent(db, body.categoryId, MEME_GAME_ID);
  await db.update(memeImages).set(body).where(eq(memeImages.id, id));
  await adminActivity(db, admin, `عدّل المشرف صورة ميم${current.name ? ` «${current.name}»` : ""}`, fieldChanges(current, edited(current, body), MEME_LABELS));
  return oneMeme(db, id);
}

/** Soft delete; the picture's file stays in R2 until the cleanup job purges the row. */
export async function deleteMeme(db: Db, admin: Admin, id: number): Promise<void> {
  const current = await findMeme(db, id);
  await softDeleteStatement(db, memeImages, [id]);
  await adminActivity(db, admin, `حذف المشرف صورة ميم${current.name ? ` «${current.name}»` : ""}`, fieldChanges(current, null, MEME_LABELS));
}
