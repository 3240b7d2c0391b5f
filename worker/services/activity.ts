import { desc } from "drizzle-orm";
import { activityLog } from "../../schema/db";
import type { Db } from "../db";

export type ActorType = (typeof activityLog.$inferInsert)["actorType"];

export interface ActivityEntry {
  /** What happened, in Arabic, as the admin overview shows it. */
  actionAr: string;
  actorType: ActorType;
  actorId?: string | null;
}

/** Adds one line to the activity log that the admin overview lists. */
export async function logActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({ actionAr: entry.actionAr, actorType: entry.actorType, actorId: entry.actorId ?? null });
}

/** The newest entries first. */
export async function recentActivity(db: Db, limit: number) {
  return db.select().from(activityLog).orderBy(desc(activityLog.createdAt), desc(activityLog.id)).limit(limit);
}
