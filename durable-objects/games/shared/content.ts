// How every game picks content: fresh first, never repeated in a room, and
// honest about it when the pool runs dry. The loaders mark each item's
// freshness for the room; the rules draw the freshest and say when they fall back.
import { shuffle } from "../../engine/random";
import { guestIds } from "../../engine/guests";
import type { ContentSelection, ContentSource, EnginePlayer } from "../../engine/types";

/** How fresh an item is for this room: lower is better. */
export const FRESHNESS = {
  /** Never played here and no player of the room (signed in or guest) has seen it. */
  fresh: 0,
  /** Never played here, but a player of the room saw it in another room. */
  seenElsewhere: 1,
  /** Played in this room before (an earlier game). */
  playedHere: 2,
  /** Drawn again in the same game: the pool ran dry. */
  reused: 3,
} as const;
export type Freshness = (typeof FRESHNESS)[keyof typeof FRESHNESS];

/** What a loader adds to each item. */
export interface Freshly {
  freshness: Freshness;
  /** Players of the room who saw it elsewhere (a tie-break among the seen). */
  seenBy: number;
  /** Of the season a «سهرة رمضانية» deals first (ContentSelection.firstSeason); absent otherwise. */
  first?: true;
}

/** What the page is told when a game falls back to less fresh content. */
export interface FreshnessNotices {
  seenElsewhere: string;
  playedHere: string;
  reused: string;
}

/** `?, ?, …`: one bound parameter per value of an IN list. */
export const bindList = (n: number) => Array.from({ length: n }, () => "?").join(", ");

export const signedInUserIds = (players: EnginePlayer[]) => [...new Set(players.map((p) => p.userId).filter((id): id is string => !!id))];

/**
 * A SELECT expression counting how many of the room's players saw the row whose id is
 * `idColumn` in another room: signed-in players from seen_content, guests from
 * guest_seen_content. Its parameters come before the query's own.
 */
export function seenByColumn(gameId: number, idColumn: string, players: EnginePlayer[]): { sql: string; params: unknown[] } {
  const userIds = signedInUserIds(players);
  const guests = guestIds(players);
  const parts: { sql: string; params: unknown[] }[] = [];
  if (userIds.length)
    parts.push({
      sql: `(SELECT COUNT(*) FROM seen_content s WHERE s.game_id = ? AND s.content_id = ${idColumn} AND s.user_id IN (${bindList(userIds.length)}))`,
      params: [gameId, ...userIds],
    });
  if (guests.length)
    parts.push({
      sql: `(SELECT COUNT(*) FROM guest_seen_content g WHERE g.game_id = ? AND g.content_id = ${idColumn} AND g.guest_id IN (${bindList(guests.length)}))`,
      params: [gameId, ...guests],
    });
  if (parts.length === 0) return { sql: "0", params: [] };
  return { sql: `(${parts.map((p) => p.sql).join(" + ")})`, params: parts.flatMap((p) => p.params) };
}

/** What a one-category game reads of its content table: the table and the columns its items are made of. */
export interface CategoryTable<Row> {
  gameId: number;
  table: string;
  /** Columns of `table` besides the id, as the rows carry them. */
  columns: readonly (keyof Row & string)[];
}

/**
 * The active, undeleted rows of the room's one category (and, on a «سهرة رمضانية», of its season's
 * categories), each marked with how fresh it is for this room; an inactive or deleted category gives none. One query: the seen count is a
 * subquery over the room's players. Null when there is no row (or no valid category); a small
 * category is still playable, because the rules reuse items (and say so) once they run out.
 */
export async function loadCategoryItems<Row extends { id: number }, Item>(
  source: ContentSource,
  selection: ContentSelection,
  table: CategoryTable<Row>,
  toItem: (row: Row, id: string) => Item,
): Promise<(Item & Freshly)[] | null> {
  // The lobby picks one category; a «سهرة رمضانية» adds its season's categories ahead of it.
  const categoryIds = selection.categories.map(Number).filter(Number.isInteger);
  if (categoryIds.length === 0) return null;
  const seenBy = seenByColumn(table.gameId, "x.id", selection.players);
  const columns = ["id", ...table.columns].map((c) => `x.${c}`).join(", ");
  const rows = await source.query<Row & { seen_by: number; season: string | null }>(
    `SELECT ${columns}, c.season, ${seenBy.sql} AS seen_by
       FROM ${table.table} x
       JOIN categories c ON c.id = x.category_id
      WHERE x.is_active = 1 AND c.is_active = 1 AND x.deleted_at IS NULL AND c.deleted_at IS NULL AND x.game_id = ? AND x.category_id IN (${bindList(categoryIds.length)})`,
    ...seenBy.params,
    table.gameId,
    ...categoryIds,
  );
  if (rows.length === 0) return null;
  const played = new Set(selection.played);
  return rows.map((row) => {
    const id = String(row.id);
    return { ...toItem(row, id), ...freshnessOf(id, played, row.seen_by, isFirst(selection, row.season)) };
  });
}

/** Whether a row of a category of `season` is dealt first in this selection («سهرة رمضانية»). */
export const isFirst = (selection: ContentSelection, season: string | null) => !!selection.firstSeason && season === selection.firstSeason;

export function freshnessOf(id: string, played: ReadonlySet<string>, seenBy: number, first = false): Freshly {
  const seen = Number(seenBy) || 0;
  return { freshness: played.has(id) ? FRESHNESS.playedHere : seen > 0 ? FRESHNESS.seenElsewhere : FRESHNESS.fresh, seenBy: seen, ...(first ? { first: true } : {}) };
}

/**
 * Best first: fresh, then the least seen, then played here; ties broken by the seeded shuffle.
 * A «سهرة رمضانية» puts its season's items ahead of the rest among those new to the room, so a
 * Ramadan question this room already played never comes before one it has not.
 */
export function freshestFirst<T extends Freshly>(items: readonly T[], random: () => number): Omit<T, "seenBy" | "first">[] {
  const newHere = (item: Freshly) => (item.freshness < FRESHNESS.playedHere ? 0 : 1);
  return shuffle(items, random)
    .sort((a, b) => newHere(a) - newHere(b) || Number(!a.first) - Number(!b.first) || a.freshness - b.freshness || a.seenBy - b.seenBy)
    .map(({ seenBy: _seenBy, first: _first, ...item }) => item);
}

/** The best item not drawn this game, else the one drawn longest ago (`reused`). */
export function drawFreshest<T extends { id: string; freshness: number }>(pool: readonly T[], used: readonly string[]): { item: Omit<T, "freshness">; freshness: Freshness } {
  const unused = pool.find((item) => !used.includes(item.id));
  const oldest = used.find((id) => pool.some((item) => item.id === id));
  const { freshness, ...item } = unused ?? pool.find((p) => p.id === oldest)!;
  return { item, freshness: unused ? (freshness as Freshness) : FRESHNESS.reused };
}

/** Draw order of ids: the drawn one moves to the end. */
export const markUsed = (used: readonly string[], id: string) => [...used.filter((u) => u !== id), id];

export function noticeFor(freshness: Freshness, notices: FreshnessNotices): string | null {
  if (freshness === FRESHNESS.reused) return notices.reused;
  if (freshness === FRESHNESS.playedHere) return notices.playedHere;
  if (freshness === FRESHNESS.seenElsewhere) return notices.seenElsewhere;
  return null;
}
