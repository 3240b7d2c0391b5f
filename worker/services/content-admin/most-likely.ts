// Admin most-likely prompts in D1 (spec 002 §2, §5, §7, §8): the filtered page, add
// (once per row in a table import), edit and the soft delete (issue 26).
import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AdminListQuery } from "../../../schema/api/content-bulk";
import { createMostLikelySchema, importMostLikelyRowSchema, type AdminMostLikely, type BulkResult, type ContentPage } from "../../../schema/api/content";
import { categories, mostLikelyQuestions } from "../../../schema/db";
import type { Db } from "../../../data/db";
import { edited, fieldChanges } from "../activity";
import { PROMPT_LABELS } from "../change-labels";
import { adminActivity, adminListWhere, categoryForContent, contains, MOST_LIKELY_GAME_ID, notFound } from "../content";
import { live, softDeleteStatement } from "../trash";

type Admin = { username: string } | null;
type Row = { prompt: typeof mostLikelyQuestions.$inferSelect; categoryName: string };
type CreateBody = Omit<z.output<typeof createMostLikelySchema>, "gameId">;

function toAdminMostLikely({ prompt: p, categoryName }: Row): AdminMostLikely {
  return {
    id: p.id,
    content: p.content,
    feminine: p.feminine,
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

export async function onePrompt(db: Db, id: number): Promise<AdminMostLikely> {
  const row = await joined(db).where(and(eq(mostLikelyQuestions.id, id), live(mostLikelyQuestions))).get();
  if (!row) throw notFound("mostlikely");
  return toAdminMostLikely(row);
}

async function findPrompt(db: Db, id: number) {
  const row = await db.select().from(mostLikelyQuestions).where(and(eq(mostLikelyQuestions.id, id), live(mostLikelyQuestions))).get();
  if (!row) throw notFound("mostlikely");
  return row;
}

export async function listPrompts(db: Db, query: AdminListQuery): Promise<ContentPage<AdminMostLikely>> {
  const { search, page, pageSize } = query;
  const where = adminListWhere(
    mostLikelyQuestions,
    query,
    { gameId: mostLikelyQuestions.gameId, categoryId: mostLikelyQuestions.categoryId },
    search ? contains(mostLikelyQuestions.content, search) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(mostLikelyQuestions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(mostLikelyQuestions).where(where),
  ]);
  return { items: rows.map(toAdminMostLikely), total, page, pageSize };
}

export async function importPrompts(db: Db, admin: Admin, { categoryId, rows }: { categoryId: number; rows: Record<string, unknown>[] }): Promise<BulkResult> {
  await categoryForContent(db, categoryId, MOST_LIKELY_GAME_ID);
  const failed: BulkResult["failed"] = [];
  const statements = rows.flatMap((row, index) => {
    const parsed = importMostLikelyRowSchema.safeParse({ ...row, categoryId });
    if (!parsed.success) return failed.push({ index, message: parsed.error.issues[0].message }), [];
    const { gameId: _gameId, ...fields } = parsed.data;
    return [db.insert(mostLikelyQuestions).values({ ...fields, gameId: MOST_LIKELY_GAME_ID }).returning({ id: mostLikelyQuestions.id })];
  });
  const [first, ...rest] = statements;
  const ids = first ? (await db.batch([first, ...rest])).map(([row]) => row.id) : [];
  if (ids.length) await adminActivity(db, admin, `أضاف المشرف ${ids.length} من أسئلة «مين الأكثر» من جدول`);
  return { added: ids.length, ids, failed };
}

export async function createPrompt(db: Db, admin: Admin, body: CreateBody): Promise<AdminMostLikely> {
  await categoryForContent(db, body.categoryId, MOST_LIKELY_GAME_ID);
  const [created] = await db
    .insert(mostLikelyQuestions)
    .values({ ...body, gameId: MOST_LIKELY_GAME_ID })
    .returning({ id: mostLikelyQuestions.id });
  await adminActivity(db, admin, `أضاف المشرف سؤال «مين الأكثر»: «${body.content.slice(0, 60)}»`, fieldChanges(null, body, PROMPT_LABELS));
  return onePrompt(db, created.id);
}

export async function updatePrompt(db: Db, admin: Admin, id: number, body: Partial<CreateBody>): Promise<AdminMostLikely> {
  const current = await findPrompt(db, id);
  if (body.categoryId !== undefined) await categoryForContent(db, body.categoryId, MOST_LIKELY_GAME_ID);
  await db.update(mostLikelyQuestions).set(body).where(eq(mostLikelyQuestions.id, id));
  await adminActivity(db, admin, `عدّل المشرف سؤال «مين الأكثر»: «${(body.content ?? current.content).slice(0, 60)}»`, fieldChanges(current, edited(current, body), PROMPT_LABELS));
  return onePrompt(db, id);
}

export async function deletePrompt(db: Db, admin: Admin, id: number): Promise<void> {
  const current = await findPrompt(db, id);
  await softDeleteStatement(db, mostLikelyQuestions, [id]);
  await adminActivity(db, admin, `حذف المشرف سؤال «مين الأكثر»: «${current.content.slice(0, 60)}»`, fieldChanges(current, null, PROMPT_LABELS));
}
