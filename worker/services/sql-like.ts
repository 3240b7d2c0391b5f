// A text search in SQL: "column contains text". D1 caps a LIKE pattern at 50 bytes, which an
// Arabic phrase of 25 letters passes (each is two bytes in UTF-8), and the query then fails with
// "LIKE or GLOB pattern too complex" (a search for a whole activity line answered 500).
// instr() has no such cap and no wildcards to escape; lower() folds ASCII as LIKE does.
import { sql, type SQLWrapper } from "drizzle-orm";

/** `column` contains `text`, case-insensitively for ASCII as SQLite's LIKE does. */
export const like = (column: SQLWrapper, text: string) => sql`instr(lower(${column}), lower(${text})) > 0`;
