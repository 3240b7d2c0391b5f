// The personal questions a «عنّا» room can draw, read once when the game starts: one per player per
// round, asked of that player about themselves. This is the game's only I/O; the rules never touch
// the database.
import { ABOUT_US_GAME_ID as GAME_ID } from "../../../schema/games/about-us";
import type { ContentSelection, ContentSource } from "../../engine/types";
import { bindList, freshnessOf, isFirst, seenByColumn, type Freshly } from "../shared/content";

export interface AboutUsQuestion {
  id: string;
  /** «وش أغرب أكلة جربتها؟»: asked of one player, then shown to the others who lie as that player. */
  content: string;
}

export type AboutUsCandidate = AboutUsQuestion & Freshly;

export interface AboutUsContent {
  questions: AboutUsCandidate[];
}

/** The questions of the chosen categories (top-level, like most likely's), or null when there are none. */
export async function loadAboutUsContent(source: ContentSource, selection: ContentSelection): Promise<AboutUsContent | null> {
  const categoryIds = selection.categories.map(Number).filter(Number.isInteger);
  if (categoryIds.length === 0) return null;
  const seenBy = seenByColumn(GAME_ID, "q.id", selection.players);
  const rows = await source.query<{ id: number; content: string; season: string | null; seen_by: number }>(
    `SELECT q.id, q.content, c.season, ${seenBy.sql} AS seen_by
       FROM about_us_questions q JOIN categories c ON c.id = q.category_id
      WHERE q.is_active = 1 AND q.deleted_at IS NULL AND c.is_active = 1 AND c.deleted_at IS NULL
        AND q.game_id = ? AND q.category_id IN (${bindList(categoryIds.length)})`,
    ...seenBy.params,
    GAME_ID,
    ...categoryIds,
  );
  if (rows.length === 0) return null;
  const played = new Set(selection.played);
  return { questions: rows.map((row) => ({ id: String(row.id), content: row.content, ...freshnessOf(String(row.id), played, row.seen_by, isFirst(selection, row.season)) })) };
}
