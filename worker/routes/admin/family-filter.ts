// The family filter's list («فلتر الألفاظ», issue 22): the platform admin reads it and
// replaces it whole; open rooms drop their copy and read the new one when next needed.
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { familyFilterBodySchema, type FamilyFilterAnswer } from "../../../schema/api/family-filter";
import { lineFromTerm, termFromLine, type FilterTerm } from "../../../schema/family-filter";
import { familyFilterTerms } from "../../../schema/db";
import type { AppEnv } from "../../app-env";
import type { Db } from "../../db";
import { validate } from "../../lib/validate";
import { logActivity } from "../../services/activity";
import { notifyLiveRooms } from "../../services/content";

async function answer(db: Db): Promise<FamilyFilterAnswer> {
  const rows = await db.select({ term: familyFilterTerms.term, match: familyFilterTerms.match }).from(familyFilterTerms).orderBy(asc(familyFilterTerms.createdAt), asc(familyFilterTerms.term));
  return { lines: rows.map(lineFromTerm) };
}

export const familyFilterAdminRoutes = new Hono<AppEnv>()
  .get("/family-filter", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await answer(c.get("db")));
  })

  .put("/family-filter", validate("json", familyFilterBodySchema), async (c) => {
    const db = c.get("db");
    // One row per term: the last line of a repeated term wins.
    const terms = new Map<string, FilterTerm>();
    for (const raw of c.req.valid("json").lines) {
      const term = termFromLine(raw);
      if (term) terms.set(term.term, term);
    }
    const now = Date.now();
    await db.batch([
      db.delete(familyFilterTerms),
      ...[...terms.values()].map((t, i) => db.insert(familyFilterTerms).values({ term: t.term, match: t.match, createdAt: new Date(now + i) })),
    ]);
    await notifyLiveRooms(c.env, db);
    await logActivity(db, { actionAr: `حدّث المشرف قائمة فلتر الألفاظ (${terms.size})`, actorType: "admin", actorId: c.get("admin")?.username });
    return c.json(await answer(db));
  });
