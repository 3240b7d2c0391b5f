// What the admin content routes share: the category tree with its counts and
// premium inheritance, lookups that answer 404, the activity line, and telling
// open rooms that their categories changed.
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { AdminCategory, AdminSubcategory } from "../../schema/api/content";
import { categories, games, rooms, subcategories } from "../../schema/db";
import { CONTENT_KIND_LIST, type ContentTable } from "../../schema/games/content-kinds";
import type { Env } from "../../data/env";
import type { Db } from "../../data/db";
import { HttpError } from "../lib/errors";
import type { ActivityChange } from "../../schema/api/admin";
import { logActivity } from "../../data/activity";
import { roomActor } from "./room-actors";
import { live, type TrashTable } from "./trash";

/** Each game's content rows by its games-table id, each under a category: what a category holds and counts. */
export const CONTENT_TABLES = new Map<number, ContentTable>(CONTENT_KIND_LIST.map((kind) => [kind.manifest.id, kind.table]));

/** The game whose categories have subcategories, and its content table (what a subcategory holds). */
export const SUBCATEGORY_CONTENT = CONTENT_KIND_LIST.find((kind) => kind.manifest.content.scope === "subcategory")!;

type CategoryRow = typeof categories.$inferSelect;
type SubcategoryRow = typeof subcategories.$inferSelect;
type GameRow = typeof games.$inferSelect;

export const notFound = (what: "category" | "subcategory" | "question" | "meme" | "mostlikely" | "game") => {
  const text = {
    category: "الفئة غير موجودة",
    subcategory: "الفئة الفرعية غير موجودة",
    question: "السؤال غير موجود",
    meme: "صورة الميم غير موجودة",
    mostlikely: "السؤال غير موجود",
    game: "اللعبة غير موجودة",
  }[what];
  return new HttpError(404, `${what}_not_found`, text);
};

/** A 400 on one field, in the usual shape: a referenced row that does not fit. */
export const fieldError = (field: string, message: string) => new HttpError(400, "invalid_input", message, [{ field, message }]);

export async function adminActivity(db: Db, admin: { username: string } | null, actionAr: string, changes?: ActivityChange[]) {
  await logActivity(db, { actionAr, actorType: "admin", actorId: admin?.username ?? null, changes });
}

export async function findGame(db: Db, id: number): Promise<GameRow> {
  const game = await db.select().from(games).where(eq(games.id, id)).get();
  if (!game) throw notFound("game");
  return game;
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow> {
  const row = await db.select().from(categories).where(and(eq(categories.id, id), live(categories))).get();
  if (!row) throw notFound("category");
  return row;
}

export async function findSubcategory(db: Db, id: number): Promise<SubcategoryRow> {
  const row = await db.select().from(subcategories).where(eq(subcategories.id, id)).get();
  if (!row) throw notFound("subcategory");
  return row;
}

/**
 * A category the content row will sit in: it must exist and belong to the row's game.
 * A wrong reference in a body is the sender's mistake (400 on the field), not a missing page.
 */
export async function categoryForContent(db: Db, categoryId: number, gameId: number): Promise<CategoryRow> {
  const row = await db.select().from(categories).where(and(eq(categories.id, categoryId), live(categories))).get();
  if (!row || row.gameId !== gameId) throw fieldError("categoryId", "الفئة غير موجودة في هذه اللعبة");
  return row;
}

export async function subcategoryForContent(db: Db, subcategoryId: number, categoryId: number): Promise<SubcategoryRow> {
  const row = await db.select().from(subcategories).where(eq(subcategories.id, subcategoryId)).get();
  if (!row || row.categoryId !== categoryId) throw fieldError("subcategoryId", "الفئة الفرعية غير موجودة في هذه الفئة");
  return row;
}

/** A case-insensitive "contains" filter in which `%`, `_` and `\` are plain characters (sql-like.ts). */
export { like as contains } from "./sql-like";

/**
 * The filter of an admin list (the shared list panel's query): live rows, then `fixed`, then each
 * field of the query that is set and named in `columns` (equal to it), the status switch, and the
 * list's own search.
 */
export function adminListWhere<Q extends { status?: "active" | "inactive" }>(
  table: TrashTable & { isActive: SQLiteColumn },
  query: Q,
  columns: Partial<Record<keyof Q, SQLiteColumn>>,
  search: SQL | undefined,
  ...fixed: SQL[]
): SQL | undefined {
  const matching = Object.entries(columns as Record<string, SQLiteColumn>).map(([field, column]) => {
    const value = query[field as keyof Q];
    return value ? eq(column, value) : undefined;
  });
  return and(live(table), ...fixed, ...matching, query.status ? eq(table.isActive, query.status === "active") : undefined, search);
}

// ---------- premium inheritance (spec 002 §4) ----------

/** A category of a premium game is premium, whatever its own flag says. */
export const categoryPremium = (game: Pick<GameRow, "isPremium">, own: boolean) => game.isPremium || own;
/** A subcategory under a premium game or a premium category is premium. */
export const subcategoryPremium = (game: Pick<GameRow, "isPremium">, category: Pick<CategoryRow, "isPremium">, own: boolean) =>
  game.isPremium || category.isPremium || own;

// ---------- the tree the categories tab shows ----------

const countsBy = async <K extends number>(rows: Promise<{ key: K; n: number }[]>) => new Map((await rows).map((r) => [r.key, r.n]));

/** Categories (of one game, or all) with their subcategories, counts, game and effective premium flags, in display order. */
export async function listAdminCategories(db: Db, filter: { gameId?: number; categoryId?: number; ids?: number[] } = {}): Promise<AdminCategory[]> {
  const where = and(
    live(categories),
    filter.gameId ? eq(categories.gameId, filter.gameId) : undefined,
    filter.categoryId ? eq(categories.id, filter.categoryId) : undefined,
    filter.ids ? inArray(categories.id, filter.ids) : undefined,
  );
  const rows = await db
    .select({ category: categories, game: games })
    .from(categories)
    .innerJoin(games, eq(games.id, categories.gameId))
    .where(where)
    .orderBy(asc(categories.gameId), asc(categories.displayOrder), asc(categories.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.category.id);
  const subs = await db
    .select()
    .from(subcategories)
    .where(inArray(subcategories.categoryId, ids))
    .orderBy(asc(subcategories.displayOrder), asc(subcategories.id));
  // One grouped count per game's table present here; each reads its category (or subcategory) index only.
  const countIn = (table: ContentTable) =>
    countsBy(db.select({ key: table.categoryId, n: count() }).from(table).where(and(inArray(table.categoryId, ids), live(table))).groupBy(table.categoryId).all() as Promise<{ key: number; n: number }[]>);
  const gameIds = [...new Set(rows.map((r) => r.game.id))].filter((id) => CONTENT_TABLES.has(id));
  const [perGame, perSubcategory] = await Promise.all([
    Promise.all(gameIds.map(async (id) => [id, await countIn(CONTENT_TABLES.get(id)!)] as const)).then((pairs) => new Map(pairs)),
    countsBy(
      db
        .select({ key: SUBCATEGORY_CONTENT.table.subcategoryId, n: count() })
        .from(SUBCATEGORY_CONTENT.table)
        .where(and(inArray(SUBCATEGORY_CONTENT.table.categoryId, ids), live(SUBCATEGORY_CONTENT.table)))
        .groupBy(SUBCATEGORY_CONTENT.table.subcategoryId)
        .all() as Promise<{ key: number; n: number }[]>,
    ),
  ]);
  return rows.map(({ category, game }) => {
    const own = subs.filter((s) => s.categoryId === category.id);
    const content = perGame.get(game.id)?.get(category.id) ?? 0;
    return {
      id: category.id,
      nameAr: category.nameAr,
      gameId: category.gameId,
      isPremium: categoryPremium(game, category.isPremium),
      premiumInherited: game.isPremium,
      isActive: category.isActive,
      displayOrder: category.displayOrder,
      season: category.season ?? null,
      questionCount: content,
      subcategoryCount: own.length,
      game: { id: game.id, nameAr: game.nameAr, gameType: game.gameType, isPremium: game.isPremium },
      subcategories: own.map((s) => toAdminSubcategory(s, game, category, perSubcategory.get(s.id) ?? 0)),
    };
  });
}

export function toAdminSubcategory(s: SubcategoryRow, game: Pick<GameRow, "isPremium">, category: Pick<CategoryRow, "isPremium">, questionCount: number): AdminSubcategory {
  return {
    id: s.id,
    nameAr: s.nameAr,
    categoryId: s.categoryId,
    isPremium: subcategoryPremium(game, category, s.isPremium),
    premiumInherited: game.isPremium || category.isPremium,
    isActive: s.isActive,
    displayOrder: s.displayOrder,
    questionCount,
  };
}

export async function adminCategory(db: Db, id: number): Promise<AdminCategory> {
  const [found] = await listAdminCategories(db, { categoryId: id });
  if (!found) throw notFound("category");
  return found;
}

export async function adminSubcategory(db: Db, id: number): Promise<AdminSubcategory> {
  const sub = await findSubcategory(db, id);
  const category = await adminCategory(db, sub.categoryId);
  return category.subcategories.find((s) => s.id === id)!;
}

// ---------- open rooms ----------

/**
 * Tells every open room that categories changed, so its cached list is dropped and
 * the next lobby change or game start reads D1 again (content itself is read at each
 * game start). Rooms that do not answer are skipped: they read afresh when they wake.
 */
export async function notifyLiveRooms(env: Env, db: Db): Promise<void> {
  const live = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.status, "live"), sql`${rooms.expiresAt} > ${Date.now()}`));
  await Promise.allSettled(live.map(({ id }) => roomActor(env, id).contentChanged()));
}
