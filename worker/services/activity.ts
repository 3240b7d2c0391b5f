import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { ActivityChange, ActivityItem, ActivityPage } from "../../schema/api/admin";
import { activityLog } from "../../schema/db";
import { ACTIVITY_LOG } from "../../schema/limits";
import { timeAgo } from "../../schema/time-ago";
import type { Db } from "../../data/db";
import type { ActorType } from "../../data/activity";
import { csvDateTime, csvStream } from "./csv-export";
import { dayStart } from "./payments/report";
import { like } from "./sql-like";

/**
 * The fields that differ between a row before and after a change, each with its Arabic label,
 * in the order of `labels`; fields left out of `labels` are not recorded (ids, timestamps).
 * Values compare as JSON, so a list or a date that did not change is not listed.
 */
export function fieldChanges<T extends object>(before: Partial<T> | null | undefined, after: Partial<T> | null | undefined, labels: Partial<Record<keyof T & string, string>>): ActivityChange[] {
  const changes: ActivityChange[] = [];
  for (const [field, label] of Object.entries(labels) as [keyof T & string, string][]) {
    const was = jsonValue(before?.[field]);
    const now = jsonValue(after?.[field]);
    if (JSON.stringify(was) !== JSON.stringify(now)) changes.push({ field, label, before: was, after: now });
  }
  return changes;
}

/**
 * A move up or down a list, as the log shows it: the place in the list before and after (the
 * stored order values are renumbered on a move, so they do not say where the row went).
 */
export function positionChange(ids: readonly number[], id: number, plan: ReadonlyMap<number, number>): ActivityChange[] {
  return [{ field: "position", label: "الموضع في القائمة", before: ids.indexOf(id) + 1, after: (plan.get(id) ?? ids.indexOf(id)) + 1 }];
}

/** A row after a partial edit: the body's defined fields over the row (an absent field keeps its value). */
export function edited<T extends object>(row: T, body: Partial<T>): T {
  return { ...row, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) };
}

/** A value as it is stored in the log: dates as ISO text, missing or empty text as null (an empty field is no value). */
function jsonValue(value: unknown): unknown {
  if (value === undefined || value === "") return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

const DAY_MS = 86_400_000;

export function toActivityItem(row: typeof activityLog.$inferSelect, now = Date.now()): ActivityItem {
  return {
    id: row.id,
    actionAr: row.actionAr,
    changes: row.changes ?? [],
    actorType: row.actorType,
    actorId: row.actorId,
    createdAt: row.createdAt.toISOString(),
    timeAgo: timeAgo(row.createdAt, now),
  };
}

/** The newest entries first. */
export async function recentActivity(db: Db, limit: number): Promise<ActivityItem[]> {
  const rows = await db.select().from(activityLog).orderBy(desc(activityLog.createdAt), desc(activityLog.id)).limit(limit);
  const now = Date.now();
  return rows.map((row) => toActivityItem(row, now));
}

export interface ActivityFilter {
  actorType?: ActorType;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
  tzOffset: number;
  page: number;
}

/** The page's filters as SQL, shared by the page and its CSV export. */
function activityWhere(filter: Omit<ActivityFilter, "page">): SQL | undefined {
  const where: SQL[] = [];
  if (filter.actorType) where.push(eq(activityLog.actorType, filter.actorType));
  if (filter.actor) where.push(like(activityLog.actorId, filter.actor));
  if (filter.action) where.push(like(activityLog.actionAr, filter.action));
  if (filter.from) where.push(gte(activityLog.createdAt, new Date(dayStart(filter.from, filter.tzOffset))));
  // The end day counts whole.
  if (filter.to) where.push(lt(activityLog.createdAt, new Date(dayStart(filter.to, filter.tzOffset) + DAY_MS)));
  return where.length ? and(...where) : undefined;
}

/** The full log for the admin's activity page: filtered by who, what and when, newest first, one page. */
export async function listActivity(db: Db, filter: ActivityFilter): Promise<ActivityPage> {
  const condition = activityWhere(filter);
  const pageSize = ACTIVITY_LOG.pageSize;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(activityLog)
      .where(condition)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize),
    db.select({ total: count() }).from(activityLog).where(condition),
  ]);
  const now = Date.now();
  return { items: rows.map((row) => toActivityItem(row, now)), total, page: filter.page, pageSize };
}

/** Drops entries older than the retention (ACTIVITY_LOG.retentionDays), a bounded batch per run. */
export async function purgeOldActivity(db: Db, now = Date.now()): Promise<number> {
  const before = new Date(now - ACTIVITY_LOG.retentionDays * DAY_MS);
  const old = db.select({ id: activityLog.id }).from(activityLog).where(lt(activityLog.createdAt, before)).limit(ACTIVITY_LOG.purgeBatch);
  const result = await db.run(sql`DELETE FROM ${activityLog} WHERE ${activityLog.id} IN (${old})`);
  return result.meta.changes ?? 0;
}

const ACTOR_AR: Record<ActorType, string> = { admin: "مشرف", user: "مستخدم", guest: "زائر", system: "النظام" };
const ACTIVITY_CSV_HEADERS = ["الوقت", "نوع المنفّذ", "المنفّذ", "ما حدث", "التغييرات"];

/** A change as one line of text: «السعر: 15 ← 16»; several joined with «؛ ». */
export function changesText(changes: readonly ActivityChange[] | null | undefined): string {
  const value = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : typeof v === "boolean" ? (v ? "نعم" : "لا") : Array.isArray(v) ? v.join("، ") : typeof v === "object" ? JSON.stringify(v) : String(v));
  return (changes ?? []).map((c) => `${c.label}: ${value(c.before)} ← ${value(c.after)}`).join("؛ ");
}

/** GET /api/admin/activity/export: the page's filters, every match newest first, as CSV. */
export function exportActivityCsv(db: Db, filter: Omit<ActivityFilter, "page">): ReadableStream<Uint8Array> {
  const condition = activityWhere(filter);
  return csvStream(
    ACTIVITY_CSV_HEADERS,
    (offset, limit) => db.select().from(activityLog).where(condition).orderBy(desc(activityLog.createdAt), desc(activityLog.id)).limit(limit).offset(offset),
    (row) => [csvDateTime(row.createdAt, filter.tzOffset), ACTOR_AR[row.actorType], row.actorId, row.actionAr, changesText(row.changes)],
    ACTIVITY_LOG.exportMax,
  );
}
