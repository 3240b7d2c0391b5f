// Admin «عنّا» personal questions in D1 (issue 32), as the other games' content: the filtered
// page, add (once per row in a table import), edit and the soft delete; the bulk changes and
// their undo (restore) go through content-admin/bulk.ts like every content type's.
import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AdminListQuery } from "../../../schema/api/content-bulk";
import { createAboutUsSchema, type AdminAboutUs, type BulkResult, type ContentPage } from "../../../schema/api/content";
import { ABOUT_US_GAME_ID } from "../../../schema/games/about-us";
import { aboutUsQuestions, categories } from "../../../schema/db";
import type { Db } from "../../../data/db";
import { edited, fieldChanges } from "../activity";
import { ABOUT_US_LABELS } from "../change-labels";
import { adminActivity, adminListWhere, categoryForContent, contains, notFound } from "../content";
import { softDeleteStatement, live } from "../trash";

type Admin = { username: string } | null;
type Row = { question: typeof aboutUsQuestions.$inferSelect; categoryName: string };
type CreateBody = Omit<z.output<typeof createAboutUsSchema>, "gameId">;

/** How the activity log names a question's fields. */
const short = (text: string) => text.slice(0, 60);

function toAdminAboutUs({ question: q, categoryName }: Row): AdminAboutUs {
  return { id: q.id, content: q.content, categoryId: q.categoryId, gameId: q.gameId, isActive: q.isActive, category: { id: q.categoryId, nameAr: categoryName } };
}

const joined = (db: Db) =>
  db
    .select({ question: aboutUsQuestions, categoryName: categories.nameAr })
    .from(aboutUsQuestions)
    .innerJoin(categories, eq(categories.id, aboutUsQuestions.categoryId));

export async function oneAboutUsQuestion(db: Db, id: number): Promise<AdminAboutUs> {
  const row = await joined(db).where(and(eq(aboutUsQuestions.id, id), live(aboutUsQuestions))).get();
  if (!row) throw notFound("question");
  return toAdminAboutUs(row);
}

async function findQuestion(db: Db, id: number) {
  const row = await db.select().from(aboutUsQuestions).where(and(eq(aboutUsQuestions.id, id), live(aboutUsQuestions))).get();
  if (!row) throw notFound("question");
  return row;
}

export async function listAboutUsQuestions(db: Db, query: AdminListQuery): Promise<ContentPage<AdminAboutUs>> {
  const { search, page, pageSize } = query;
  const where = adminListWhere(
    aboutUsQuestions,
    query,
    { categoryId: aboutUsQuestions.categoryId },
    search ? contains(aboutUsQuestions.content, search) : undefined,
    eq(aboutUsQuestions.gameId, ABOUT_US_GAME_ID),
  );
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(aboutUsQuestions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(aboutUsQuestions).where(where),
  ]);
  return { items: rows.map(toAdminAboutUs), total, page, pageSize };
}

export async function importAboutUsQuestions(db: Db, admin: Admin, { categoryId, rows }: { categoryId: number; rows: Record<string, unknown>[] }): Promise<BulkResult> {
  await categoryForContent(db, categoryId, ABOUT_US_GAME_ID);
  const failed: BulkResult["failed"] = [];
  const statements = rows.flatMap((row, index) => {
    const parsed = createAboutUsSchema.safeParse({ ...row, categoryId });
    if (!parsed.success) return failed.push({ index, message: parsed.error.issues[0].message }), [];
    const { gameId: _gameId, ...fields } = parsed.data;
    return [db.insert(aboutUsQuestions).values({ ...fields, gameId: ABOUT_US_GAME_ID }).returning({ id: aboutUsQuestions.id })];
  });
  const [first, ...rest] = statements;
  const ids = first ? (await db.batch([first, ...rest])).map(([row]) => row.id) : [];
  if (ids.length) await adminActivity(db, admin, `أضاف المشرف ${ids.length} من أسئلة «عنّا» من جدول`);
  return { added: ids.length, ids, failed };
}

export async function createAboutUsQuestion(db: Db, admin: Admin, body: CreateBody): Promise<AdminAboutUs> {
  await categoryForContent(db, body.categoryId, ABOUT_US_GAME_ID);
  const [created] = await db
    .insert(aboutUsQuestions)
    .values({ ...body, gameId: ABOUT_US_GAME_ID })
    .returning({ id: aboutUsQuestions.id });
  await adminActivity(db, admin, `أضاف المشرف سؤال «عنّا»: «${short(body.content)}»`, fieldChanges(null, body, ABOUT_US_LABELS));
  return oneAboutUsQuestion(db, created.id);
}

export async function updateAboutUsQuestion(db: Db, admin: Admin, id: number, body: Partial<CreateBody>): Promise<AdminAboutUs> {
  const current = await findQuestion(db, id);
  if (body.categoryId !== undefined) await categoryForContent(db, body.categoryId, ABOUT_US_GAME_ID);
  await db.update(aboutUsQuestions).set(body).where(eq(aboutUsQuestions.id, id));
  await adminActivity(db, admin, `عدّل المشرف سؤال «عنّا»: «${short(body.content ?? current.content)}»`, fieldChanges(current, edited(current, body), ABOUT_US_LABELS));
  return oneAboutUsQuestion(db, id);
}

export async function deleteAboutUsQuestion(db: Db, admin: Admin, id: number): Promise<void> {
  const current = await findQuestion(db, id);
  await softDeleteStatement(db, aboutUsQuestions, [id]);
  await adminActivity(db, admin, `حذف المشرف سؤال «عنّا»: «${short(current.content)}»`, fieldChanges(current, null, ABOUT_US_LABELS));
}
