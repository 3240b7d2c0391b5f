// A game's content as the worker keeps it: its D1 table, the zod schemas of its admin's bodies and
// rows, and the lines its admin's activity log writes. The worker's one content admin (service,
// routes, bulk changes, trash, top-up) reads these instead of a file per game. Worker and admin
// only: it brings the database schema, which the players' pages never load.
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { ZodObject, ZodType } from "zod";
import type { GameManifest } from "./manifest";

/** A content table: every game's rows sit under a category of its game, and go to the trash. */
export type ContentTable = SQLiteTable & {
  id: SQLiteColumn;
  gameId: SQLiteColumn;
  categoryId: SQLiteColumn;
  isActive: SQLiteColumn;
  deletedAt: SQLiteColumn;
} & Record<string, SQLiteColumn>;

/** A stored row, as the activity texts read it (the table's own columns). */
export type ContentRow = Record<string, unknown> & { id: number; categoryId: number };

export interface ContentKind {
  manifest: GameManifest;
  table: ContentTable;
  schemas: {
    /** One row added by the admin's form. */
    create: ZodType;
    /** Changes to one row (partial). */
    update: ZodType;
    /** The table import's (or bulk upload's) body. */
    bulk: ZodType;
    /** One row of that import, with the body's shared fields and its category (and subcategory) ids added. */
    row: ZodType;
    /** The row as the admin's list shows it: its fields are picked off the stored row. */
    answer: ZodObject;
  };
  /** The field of the bulk body that holds the rows. */
  bulkRows: string;
  /** The columns the list's search reads; `categoryName` also reads the category's name. */
  search: { columns: readonly string[]; categoryName?: boolean };
  /** The list's order before the newest first (e.g. the admin's display order). */
  orderFirst?: string;
  /** A large table: a list page reads its ids from the indexes first, then those rows with their names. */
  pageByIds?: boolean;
  /** A row's text must be new in its subcategory (after the project's Arabic normalisation). */
  uniqueContent?: boolean;
  /** What a missing row answers: its 404 code's stem and message. */
  missing: { code: string; message: string };
  /** The activity log's lines. */
  activity: {
    imported(count: number, category: { nameAr: string }): string;
    created(row: ContentRow, category: { nameAr: string }): string;
    updated(before: ContentRow, after: ContentRow): string;
    deleted(row: ContentRow): string;
  };
  /** How the trash names a row whose text is empty (a picture without a name): «صورة رقم 7». */
  untitled?: string;
  /** The column the trash and the log know a row by. */
  titleColumn: string;
}

/** `text` cut to what the activity log quotes. */
export const quoted = (text: unknown) => String(text ?? "").slice(0, 60);
