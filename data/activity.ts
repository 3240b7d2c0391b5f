// One line in the admin's activity log: written by the worker's admin routes and by the room actor.
import type { ActivityChange } from "../schema/api/admin";
import { activityLog } from "../schema/db";
import type { Db } from "./db";

export type ActorType = (typeof activityLog.$inferInsert)["actorType"];

export interface ActivityEntry {
  /** What happened, in Arabic, as the admin overview shows it. */
  actionAr: string;
  actorType: ActorType;
  actorId?: string | null;
  /** What the change changed, field by field, before and after; omit when nothing was. */
  changes?: ActivityChange[];
}

/** Adds one line to the activity log that the admin overview lists. */
export async function logActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values(activityValues(entry));
}

/** The row of one entry, for callers that write it in a batch with the change it describes. */
export function activityValues(entry: ActivityEntry) {
  return { actionAr: entry.actionAr, actorType: entry.actorType, actorId: entry.actorId ?? null, changes: entry.changes?.length ? entry.changes : null };
}
