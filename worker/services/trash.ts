// The one way an admin deletion works: a soft delete sets `deleted_at`, every
// reader skips such rows (`live`), the toast's «تراجع» clears it again (`restoreStatement`),
// and the cleanup job removes rows deleted longer than CONTENT_TRASH.retentionDays ago
// (`purgeDue`). Any table with an integer `id` and a `deleted_at` timestamp can use it
// (content rows, categories, avatars, blog posts).
import { and, inArray, isNotNull, isNull, lte, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { CONTENT_TRASH } from "../../schema/limits";
import type { Db } from "../../data/db";

export type TrashTable = SQLiteTable & { id: SQLiteColumn; deletedAt: SQLiteColumn };

/** Rows not deleted: add to every read of a trash table. */
export const live = (table: TrashTable): SQL => isNull(table.deletedAt);

/** When a row deleted at this time may be purged; rows deleted before `purgeBefore(now)` are due. */
export const purgeBefore = (now: number) => new Date(now - CONTENT_TRASH.retentionDays * 86_400_000);

/**
 * Marks live rows deleted (for a D1 batch). Returns their ids, so the caller can count what
 * the deletion reached; rows already deleted keep their first deletion time.
 */
export function softDeleteStatement(db: Db, table: TrashTable, ids: number[], now = new Date(), extra?: SQL) {
  // Drizzle's generic table type does not expose the concrete column map; the columns were checked by TrashTable.
  return db
    .update(table)
    .set({ deletedAt: now } as never)
    .where(and(inArray(table.id, ids), live(table), extra))
    .returning({ id: table.id });
}

/** Brings deleted rows back (for a D1 batch), with the ids it reached. */
export function restoreStatement(db: Db, table: TrashTable, ids: number[]) {
  return db
    .update(table)
    .set({ deletedAt: null } as never)
    .where(and(inArray(table.id, ids), isNotNull(table.deletedAt)))
    .returning({ id: table.id });
}

/** Rows due for purging (deleted before the retention), at most one batch; `pick` names what the caller needs (e.g. a file path). */
export async function dueForPurge<P extends Record<string, SQLiteColumn>>(db: Db, table: TrashTable, pick: P, now = Date.now()) {
  const rows = await db
    .select({ id: table.id, ...pick })
    .from(table as SQLiteTable)
    .where(and(isNotNull(table.deletedAt), lte(table.deletedAt, purgeBefore(now))))
    .limit(CONTENT_TRASH.purgeBatch);
  // Every trash table's id is an integer primary key.
  return rows as unknown as ({ id: number } & { [K in keyof P]: unknown })[];
}

/** Removes the given rows for good, if they are still deleted (an undo since the lookup wins). */
export function purgeStatement(db: Db, table: TrashTable, ids: number[]) {
  return db.delete(table).where(and(inArray(table.id, ids), isNotNull(table.deletedAt)));
}
