// Every game's admin content in D1 (spec 002 §2, §5, §7, §8), read off its content kind
// (schema/games/content-kinds.ts): the filtered page, a duplicate check where a game's texts must be
// new in their subcategory, add (once per row of a table import, all in one D1 batch), edit and the
// soft delete. Deleted rows are skipped by every read here and by the rooms' pools.
import { and, asc, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { AdminListQuery } from "../../../schema/api/content-bulk";
import { CONTENT_MESSAGES, questionKey, type BulkResult, type ContentPage } from "../../../schema/api/content";
import { categories, subcategories } from "../../../schema/db";
import type { ContentKind, ContentRow } from "../../../schema/games/content-kinds";
import type { Db } from "../../../data/db";
import { HttpError } from "../../lib/errors";
import { edited, fieldChanges } from "../activity";
import { contentLabels } from "../change-labels";
import { adminActivity, adminListWhere, categoryForContent, contains, subcategoryForContent } from "../content";
import { live, softDeleteStatement } from "../trash";

type Admin = { username: string } | null;
type Body = Record<string, unknown>;
type Answer = Record<string, unknown>;

const missing = (kind: ContentKind) => new HttpError(404, `${kind.missing.code}_not_found`, kind.missing.message);
const duplicate = () => new HttpError(409, "duplicate_question", CONTENT_MESSAGES.duplicateQuestion, [{ field: "content", message: CONTENT_MESSAGES.duplicateQuestion }]);
const bySubcategory = (kind: ContentKind) => kind.manifest.content.scope === "subcategory";
const column = (kind: ContentKind, name: string): SQLiteColumn => kind.table[name];

/** The row's fields the admin's list shows, with its category's (and subcategory's) name. */
function toAnswer(kind: ContentKind, row: { item: ContentRow; categoryName: string; subcategoryName: string | null }): Answer {
  const fields = Object.keys(kind.schemas.answer.shape).filter((f) => f !== "category" && f !== "subcategory");
  const answer: Answer = Object.fromEntries(fields.map((f) => [f, row.item[f]]));
  answer.category = { id: row.item.categoryId, nameAr: row.categoryName };
  if (bySubcategory(kind)) answer.subcategory = { id: row.item.subcategoryId, nameAr: row.subcategoryName };
  return answer;
}

const joined = (db: Db, kind: ContentKind) => {
  const { table } = kind;
  const base = db
    .select({ item: table, categoryName: categories.nameAr, subcategoryName: bySubcategory(kind) ? subcategories.nameAr : categories.nameAr })
    .from(table)
    .innerJoin(categories, eq(categories.id, table.categoryId));
  return bySubcategory(kind) ? base.innerJoin(subcategories, eq(subcategories.id, column(kind, "subcategoryId"))) : base;
};

const read = (db: Db, kind: ContentKind, where: SQL | undefined) =>
  (joined(db, kind).where(where) as unknown as Promise<{ item: ContentRow; categoryName: string; subcategoryName: string | null }[]>);

export async function oneContent(db: Db, kind: ContentKind, id: number): Promise<Answer> {
  const [row] = await read(db, kind, and(eq(kind.table.id, id), live(kind.table)));
  if (!row) throw missing(kind);
  return toAnswer(kind, row);
}

async function findContent(db: Db, kind: ContentKind, id: number): Promise<ContentRow> {
  const row = await db.select().from(kind.table).where(and(eq(kind.table.id, id), live(kind.table))).get();
  if (!row) throw missing(kind);
  return row as ContentRow;
}

export async function listContent(db: Db, kind: ContentKind, query: AdminListQuery): Promise<ContentPage<Answer>> {
  const { table } = kind;
  const { search, page, pageSize } = query;
  const searched = search
    ? or(...kind.search.columns.map((c) => contains(column(kind, c), search)), kind.search.categoryName ? contains(categories.nameAr, search) : undefined)
    : undefined;
  // Another game's id in the query is an empty list, not an error.
  const where = adminListWhere(
    table,
    query,
    { gameId: table.gameId, categoryId: table.categoryId, ...(bySubcategory(kind) ? { subcategoryId: column(kind, "subcategoryId") } : {}) },
    searched,
    eq(table.gameId, kind.manifest.id),
  );
  const order = [...(kind.orderFirst ? [asc(column(kind, kind.orderFirst))] : []), desc(table.id)];
  const from = <Q>(q: Q): Q => (kind.search.categoryName ? ((q as { innerJoin: (t: typeof categories, on: SQL) => Q }).innerJoin(categories, eq(categories.id, table.categoryId))) : q);
  const total = from(db.select({ total: count() }).from(table)).where(where) as unknown as Promise<{ total: number }[]>;
  let rows: Awaited<ReturnType<typeof read>>;
  if (kind.pageByIds) {
    // The page's ids first, from the indexes alone (a deep page skips index entries, not rows), then those rows with their names.
    const pageIds = (await (from(db.select({ id: table.id }).from(table)).where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize) as unknown as Promise<{ id: number }[]>)).map((r) => r.id);
    rows = pageIds.length ? await (joined(db, kind).where(inArray(table.id, pageIds)).orderBy(...order) as unknown as ReturnType<typeof read>) : [];
  } else rows = await (joined(db, kind).where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize) as unknown as ReturnType<typeof read>);
  const [{ total: counted }] = await total;
  return { items: rows.map((row) => toAnswer(kind, row)), total: counted, page, pageSize };
}

/** Indexes (into `contents`) of texts that a subcategory already has, after Arabic normalisation. */
export async function duplicatesIn(db: Db, kind: ContentKind, subcategoryId: number, contents: string[], exceptId?: number): Promise<number[]> {
  const existing = await db
    .select({ id: kind.table.id, content: column(kind, "content") })
    .from(kind.table)
    .where(and(eq(column(kind, "subcategoryId"), subcategoryId), live(kind.table)));
  const keys = new Set(existing.filter((q) => q.id !== exceptId).map((q) => questionKey(String(q.content))));
  return contents.flatMap((text, i) => (keys.has(questionKey(text)) ? [i] : []));
}

/** Where the row sits: its category (of this game), and its subcategory (of that category) when the game has them. */
async function placeOf(db: Db, kind: ContentKind, ids: { categoryId: number; subcategoryId?: number }) {
  const category = await categoryForContent(db, ids.categoryId, kind.manifest.id);
  if (bySubcategory(kind)) await subcategoryForContent(db, ids.subcategoryId!, ids.categoryId);
  return category;
}

/** One statement per row (D1 binds at most 100 values a statement), all in one batch. */
async function insertAll(db: Db, kind: ContentKind, values: Body[]): Promise<number[]> {
  if (values.length === 0) return [];
  const [first, ...rest] = values.map((v) => db.insert(kind.table).values(v as never).returning({ id: kind.table.id }));
  return (await db.batch([first, ...rest])).map((rows) => (rows as { id: number }[])[0].id);
}

/** A table import or a bulk upload: each row checked on its own; the answer says which ones failed and why. */
export async function importContent(db: Db, kind: ContentKind, admin: Admin, body: Body): Promise<BulkResult> {
  const { [kind.bulkRows]: rows, categoryId, subcategoryId, ...shared } = body as Body & { categoryId: number; subcategoryId?: number };
  const category = await placeOf(db, kind, { categoryId, subcategoryId });
  const place = bySubcategory(kind) ? { categoryId, subcategoryId } : { categoryId };
  const taken = new Set(kind.uniqueContent && subcategoryId ? (await db.select({ content: column(kind, "content") }).from(kind.table).where(and(eq(column(kind, "subcategoryId"), subcategoryId), live(kind.table)))).map((q) => questionKey(String(q.content))) : []);
  const failed: BulkResult["failed"] = [];
  const values: Body[] = [];
  (rows as Body[]).forEach((row, index) => {
    const parsed = kind.schemas.row.safeParse({ ...shared, ...row, ...place });
    if (!parsed.success) return failed.push({ index, message: parsed.error.issues[0].message });
    const { gameId: _gameId, ...fields } = parsed.data as Body;
    if (kind.uniqueContent) {
      const key = questionKey(String(fields.content));
      // Twice in the subcategory, or twice in the same table: the first one wins.
      if (taken.has(key)) return failed.push({ index, message: CONTENT_MESSAGES.duplicateQuestion });
      taken.add(key);
    }
    values.push({ ...fields, gameId: kind.manifest.id });
  });
  const ids = await insertAll(db, kind, values);
  if (ids.length) await adminActivity(db, admin, kind.activity.imported(ids.length, category));
  return { added: ids.length, ids, failed };
}

export async function createContent(db: Db, kind: ContentKind, admin: Admin, body: Body): Promise<Answer> {
  const category = await placeOf(db, kind, body as { categoryId: number; subcategoryId?: number });
  if (kind.uniqueContent && (await duplicatesIn(db, kind, body.subcategoryId as number, [String(body.content)])).length) throw duplicate();
  const [created] = await insertAll(db, kind, [{ ...body, gameId: kind.manifest.id }]);
  await adminActivity(db, admin, kind.activity.created(body as ContentRow, category), fieldChanges(null, body, contentLabels(kind)));
  return oneContent(db, kind, created);
}

export async function updateContent(db: Db, kind: ContentKind, admin: Admin, id: number, body: Body): Promise<Answer> {
  const current = await findContent(db, kind, id);
  const next = edited(current, body);
  if (body.categoryId !== undefined || body.subcategoryId !== undefined) await placeOf(db, kind, next as { categoryId: number; subcategoryId?: number });
  if (kind.uniqueContent && (await duplicatesIn(db, kind, next.subcategoryId as number, [String(next.content)], id)).length) throw duplicate();
  await db.update(kind.table).set(body as never).where(eq(kind.table.id, id));
  await adminActivity(db, admin, kind.activity.updated(current, next), fieldChanges(current, next, contentLabels(kind)));
  return oneContent(db, kind, id);
}

/** Soft delete: rooms read content when a game starts, so the next game of every open room no longer draws it. */
export async function deleteContent(db: Db, kind: ContentKind, admin: Admin, id: number): Promise<void> {
  const current = await findContent(db, kind, id);
  await softDeleteStatement(db, kind.table, [id]);
  await adminActivity(db, admin, kind.activity.deleted(current), fieldChanges(current, null, contentLabels(kind)));
}
