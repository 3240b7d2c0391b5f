// The family filter's list as the worker reads it (room names at creation), and as the
// platform admin reads and replaces it («فلتر الألفاظ»); the room actor keeps its
// own copy (durable-objects/room/room-db.ts), dropped when the list changes.
import { asc } from "drizzle-orm";
import type { FamilyFilterAnswer } from "../../schema/api/family-filter";
import { compileFilter, hasBadWord, lineFromTerm, termFromLine, type FilterTerm } from "../../schema/family-filter";
import { familyFilterTerms } from "../../schema/db";
import type { Db } from "../../data/db";
import type { Env } from "../../data/env";
import { logActivity } from "../../data/activity";
import { notifyLiveRooms } from "./content";

/** A room is made with the filter on (its default), so its name and the creator's nickname are checked. */
export async function hasListedWord(db: Db, texts: (string | null | undefined)[]): Promise<boolean> {
  const present = texts.filter((t): t is string => !!t);
  if (present.length === 0) return false;
  const filter = compileFilter(await db.select({ term: familyFilterTerms.term, match: familyFilterTerms.match }).from(familyFilterTerms));
  return present.some((t) => hasBadWord(t, filter));
}

/** The list as the admin wrote it, oldest line first. */
export async function filterList(db: Db): Promise<FamilyFilterAnswer> {
  const rows = await db
    .select({ term: familyFilterTerms.term, match: familyFilterTerms.match })
    .from(familyFilterTerms)
    .orderBy(asc(familyFilterTerms.createdAt), asc(familyFilterTerms.term));
  return { lines: rows.map(lineFromTerm) };
}

/**
 * The lines a replacement added and removed, for the log: the whole list before and
 * after would bury a one-word change under hundreds of words.
 */
export function listChanges(before: readonly string[], after: readonly string[]) {
  const had = new Set(before);
  const has = new Set(after);
  const added = after.filter((line) => !had.has(line));
  const removed = before.filter((line) => !has.has(line));
  return [
    ...(added.length ? [{ field: "added", label: "أُضيف إلى القائمة", before: null, after: added }] : []),
    ...(removed.length ? [{ field: "removed", label: "حُذف من القائمة", before: removed, after: null }] : []),
  ];
}

/** One term per line that holds one; a term written twice keeps its last line's match. */
export function termsOfLines(lines: readonly string[]): FilterTerm[] {
  const terms = new Map<string, FilterTerm>();
  for (const raw of lines) {
    const term = termFromLine(raw);
    if (term) terms.set(term.term, term);
  }
  return [...terms.values()];
}

/** Replaces the whole list in one batch (kept in the written order), tells open rooms, and logs it. */
export async function replaceFilterList(env: Env, db: Db, actorId: string | null | undefined, lines: readonly string[]): Promise<FamilyFilterAnswer> {
  const terms = termsOfLines(lines);
  const before = (await filterList(db)).lines;
  const now = Date.now();
  await db.batch([
    db.delete(familyFilterTerms),
    ...terms.map((t, i) => db.insert(familyFilterTerms).values({ term: t.term, match: t.match, createdAt: new Date(now + i) })),
  ]);
  await notifyLiveRooms(env, db);
  const after = await filterList(db);
  await logActivity(db, { actionAr: `حدّث المشرف قائمة فلتر الألفاظ (${terms.length})`, actorType: "admin", actorId, changes: listChanges(before, after.lines) });
  return after;
}
