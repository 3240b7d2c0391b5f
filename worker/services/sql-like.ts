// A text search in SQL: LIKE treats % and _ as wildcards, so a search for them
// means the characters themselves (escaped with a backslash).
import { sql, type AnyColumn } from "drizzle-orm";

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** `column` contains `text`, case-insensitively for ASCII as SQLite's LIKE does. */
export const like = (column: AnyColumn, text: string) => sql`${column} LIKE ${likePattern(text)} ESCAPE '\\'`;
