import { and, count, eq, inArray, lte, or, sql } from "drizzle-orm";
import { appMeta, rooms } from "../../schema/db";
import { CLEANUP, LEGAL } from "../../schema/limits";
import type { Db } from "../../data/db";
import type { Env } from "../../data/env";
import { purgeOldActivity } from "./activity";
import { logActivity } from "../../data/activity";
import { purgeDeletedContent } from "./content-trash";
import { purgeOldGuestSeen } from "./guest-seen";
import { roomActor } from "./room-actors";
import { readSettings } from "./settings";
import { countText, ROOMS } from "../../schema/arabic-count";

const LAST_RUN_KEY = "cleanup:lastRunAt";
/** Actor purges in flight at once. */
const PURGE_CONCURRENCY = 10;

/** A room is expired once its own expiry passed or it was closed early; `before` narrows to rooms gone by then. */
function expiredWhere(before: number) {
  return or(
    lte(rooms.expiresAt, new Date(before)),
    and(eq(rooms.status, "expired"), sql`coalesce(${rooms.endedAt}, ${rooms.createdAt}) <= ${before}`),
  );
}

export async function countExpiredRooms(db: Db, now = Date.now()) {
  const row = await db.select({ n: count() }).from(rooms).where(expiredWhere(now)).get();
  return row?.n ?? 0;
}

export async function lastCleanupAt(db: Db): Promise<Date | null> {
  const row = await db.select().from(appMeta).where(eq(appMeta.key, LAST_RUN_KEY)).get();
  const at = row ? Number(row.value) : NaN;
  return Number.isFinite(at) ? new Date(at) : null;
}

/**
 * Removes expired rooms from the D1 index after their actors have deleted
 * their storage. A room whose actor fails to answer keeps its row, so the
 * next run tries again. At most one batch per run.
 */
export async function purgeExpiredRooms(env: Env, db: Db, options: { expiredBefore?: number } = {}) {
  const now = Date.now();
  const due = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(expiredWhere(options.expiredBefore ?? now))
    .limit(CLEANUP.batchSize);
  const purged: string[] = [];
  for (let i = 0; i < due.length; i += PURGE_CONCURRENCY) {
    const slice = due.slice(i, i + PURGE_CONCURRENCY);
    const results = await Promise.allSettled(slice.map((room) => roomActor(env, room.id).purge()));
    results.forEach((result, j) => {
      if (result.status === "fulfilled") purged.push(slice[j].id);
      else console.error("room purge failed", slice[j].id, result.reason);
    });
  }
  if (purged.length > 0) await db.delete(rooms).where(inArray(rooms.id, purged));
  await db
    .insert(appMeta)
    .values({ key: LAST_RUN_KEY, value: String(now) })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: String(now) } });
  return purged.length;
}

/**
 * The Cron Trigger's run (every minute): cleans when auto cleanup is on and
 * its interval has passed. With auto cleanup off it still removes rooms that
 * expired over 24 hours ago, so the legal promise about play data holds.
 */
export async function scheduledCleanup(env: Env, db: Db, now = Date.now()) {
  const { enableAutoCleanup, cleanupIntervalMinutes } = await readSettings(db, "general");
  const last = await lastCleanupAt(db);
  let deleted = 0;
  if (enableAutoCleanup) {
    if (last && now - last.getTime() < cleanupIntervalMinutes * 60_000 - 5_000) return { ran: false, deleted, purgedContent: 0 };
    deleted = await purgeExpiredRooms(env, db);
  } else {
    deleted = await purgeExpiredRooms(env, db, { expiredBefore: now - LEGAL.playDataDeletionHours * 3_600_000 });
  }
  if (deleted > 0) await logActivity(db, { actionAr: `التنظيف التلقائي حذف غرفًا منتهية الصلاحية: ${countText(deleted, ROOMS)}`, actorType: "system" });
  // Deleted admin content past its undo retention goes too, whatever the room setting.
  const purged = await purgeDeletedContent(env, db, now);
  if (purged.rows > 0) await logActivity(db, { actionAr: `التنظيف التلقائي أزال نهائيًا ${purged.rows} من المحتوى المحذوف`, actorType: "system" });
  // The activity log is kept ACTIVITY_LOG.retentionDays (at least 90 days), then dropped.
  await purgeOldActivity(db, now);
  // What guests were shown outlives no guest identity.
  await purgeOldGuestSeen(db, now);
  return { ran: true, deleted, purgedContent: purged.rows };
}
