// What guests have been shown (guest_seen_content) is kept as long as a guest identity can
// come back (its cookie lives AUTH.guestTtlDays), then the cleanup job drops it, a batch a run.
import { lt, sql } from "drizzle-orm";
import { guestSeenContent } from "../../schema/db";
import { AUTH, GUEST_SEEN } from "../../schema/limits";
import type { Db } from "../../data/db";

const DAY_MS = 86_400_000;

export async function purgeOldGuestSeen(db: Db, now = Date.now()): Promise<number> {
  const before = new Date(now - AUTH.guestTtlDays * DAY_MS);
  const old = db.select({ rowid: sql`rowid` }).from(guestSeenContent).where(lt(guestSeenContent.seenAt, before)).limit(GUEST_SEEN.purgeBatch);
  const result = await db.run(sql`DELETE FROM ${guestSeenContent} WHERE rowid IN (${old})`);
  return result.meta.changes ?? 0;
}
