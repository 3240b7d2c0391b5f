// The admin's trash: every soft-deleted row of the last CONTENT_TRASH.retentionDays
// days, from each trash table, newest first, and «استعادة» of one of them. Content rows come back
// through the bulk change's restore (one path, one activity line); a blog post through the trash
// helper with the platform admin named in the log.
import { and, count, desc, gte, isNotNull, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { TrashItem, TrashKind, TrashPage } from "../../schema/api/trash";
import { avatarAssets, blogPosts, categories } from "../../schema/db";
import type { GameContentKind } from "../../schema/games";
import { CONTENT_KIND_LIST, type ContentKind } from "../../schema/games/content-kinds";
import { CONTENT_TRASH } from "../../schema/limits";
import type { Db } from "../../data/db";
import type { Env } from "../../data/env";
import { HttpError } from "../lib/errors";
import { logActivity } from "../../data/activity";
import { applyBulkChange } from "./content-admin/bulk";
import { restoreStatement, type TrashTable } from "./trash";

const DAY_MS = 86_400_000;

interface Source {
  table: TrashTable & { deletedAt: SQLiteColumn };
  /** What the admin knew the row by. */
  title: SQL<string>;
}

/** A game's content in the trash, known by its text, or «صورة رقم 7» for a picture without a name. */
function contentSource({ table, titleColumn, untitled }: ContentKind): Source {
  const title = table[titleColumn];
  return { table, title: untitled ? sql<string>`coalesce(nullif(${title}, ''), ${untitled} || ${table.id})` : sql<string>`${title}` };
}

const SOURCES: Record<TrashKind, Source> = {
  ...(Object.fromEntries(CONTENT_KIND_LIST.map((kind) => [kind.manifest.content.kind, contentSource(kind)])) as Record<GameContentKind, Source>),
  categories: { table: categories, title: sql<string>`${categories.nameAr}` },
  "avatar-assets": { table: avatarAssets, title: sql<string>`${avatarAssets.layerType} || ' رقم ' || ${avatarAssets.assetNumber} || ' (' || ${avatarAssets.fileName} || ')'` },
  "blog-posts": { table: blogPosts, title: sql<string>`${blogPosts.titleAr}` },
};

const since = (now: number) => new Date(now - CONTENT_TRASH.retentionDays * DAY_MS);
const inTrash = (table: Source["table"], now: number) => and(isNotNull(table.deletedAt), gte(table.deletedAt, since(now)));

function toItem(kind: TrashKind, row: { id: number; title: string; deletedAt: unknown }): TrashItem {
  const deletedAt = row.deletedAt instanceof Date ? row.deletedAt : new Date(Number(row.deletedAt));
  return { kind, id: row.id, title: row.title, deletedAt: deletedAt.toISOString(), purgeAt: new Date(deletedAt.getTime() + CONTENT_TRASH.retentionDays * DAY_MS).toISOString() };
}

async function newestOf(db: Db, kind: TrashKind, limit: number, now: number, id?: number): Promise<TrashItem[]> {
  const { table, title } = SOURCES[kind];
  const rows = await db
    .select({ id: table.id, title, deletedAt: table.deletedAt })
    .from(table as never)
    .where(and(inTrash(table, now), id === undefined ? undefined : sql`${table.id} = ${id}`))
    .orderBy(desc(table.deletedAt), desc(table.id))
    .limit(limit);
  return (rows as { id: number; title: string; deletedAt: unknown }[]).map((row) => toItem(kind, row));
}

/**
 * One page of the trash, of one kind or all: each table gives its newest rows up to the end of
 * the page (each reads its partial trash index), and the merge keeps the page.
 */
export async function listTrash(db: Db, query: { kind?: TrashKind; page: number }, now = Date.now()): Promise<TrashPage> {
  const kinds = query.kind ? [query.kind] : (Object.keys(SOURCES) as TrashKind[]);
  const pageSize = CONTENT_TRASH.pageSize;
  const upTo = query.page * pageSize;
  const [lists, counts] = await Promise.all([
    Promise.all(kinds.map((kind) => newestOf(db, kind, upTo, now))),
    Promise.all(kinds.map((kind) => db.select({ n: count() }).from(SOURCES[kind].table as never).where(inTrash(SOURCES[kind].table, now)))),
  ]);
  const items = lists
    .flat()
    .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || b.id - a.id)
    .slice(upTo - pageSize, upTo);
  const total = counts.reduce((sum, [row]) => sum + (row as { n: number }).n, 0);
  return { items, total, page: query.page, pageSize };
}

const notInTrash = () => new HttpError(404, "not_in_trash", "لم يعد هذا العنصر في سلة المحذوفات");

/** «استعادة»: the row comes back as it was; 404 when it is not (or no longer) in the trash. */
export async function restoreFromTrash(env: Env, db: Db, admin: { username: string } | null, kind: TrashKind, id: number, now = Date.now()): Promise<TrashItem> {
  const [item] = await newestOf(db, kind, 1, now, id);
  if (!item) throw notInTrash();
  if (kind === "blog-posts") {
    const restored = await restoreStatement(db, blogPosts, [id]);
    if (!restored.length) throw notInTrash();
    await logActivity(db, {
      actionAr: `استعاد المشرف المقال «${item.title}» من سلة المحذوفات`,
      actorType: "admin",
      actorId: admin?.username ?? null,
      changes: [{ field: "deleted", label: "في سلة المحذوفات", before: true, after: false }],
    });
  } else {
    const { changed } = await applyBulkChange(env, db, admin, kind, { action: "restore", ids: [id] });
    if (!changed) throw notInTrash();
  }
  return item;
}
