// The family filter's list as the worker reads it (room names at creation); the room actor
// keeps its own copy (durable-objects/room/room-db.ts).
import { compileFilter, hasBadWord } from "../../schema/family-filter";
import { familyFilterTerms } from "../../schema/db";
import type { Db } from "../db";

/** A room is made with the filter on (its default), so its name and the creator's nickname are checked. */
export async function hasListedWord(db: Db, texts: (string | null | undefined)[]): Promise<boolean> {
  const present = texts.filter((t): t is string => !!t);
  if (present.length === 0) return false;
  const filter = compileFilter(await db.select({ term: familyFilterTerms.term, match: familyFilterTerms.match }).from(familyFilterTerms));
  return present.some((t) => hasBadWord(t, filter));
}
