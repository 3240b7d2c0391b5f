// The prompts a most-likely room can draw, read once when the game starts.
// This is the game's only I/O; the rules never touch the database.
import { GAME_IDS } from "../../../schema/limits";
import type { ContentSelection, ContentSource } from "../../engine/types";
import { freshnessOf, seenByColumn, type Freshly } from "../shared/content";

export interface MostLikelyPrompt {
  id: string;
  content: string;
  /** The prompt for a women's gathering («جلسة بنات», issue 34); null when the admin's prompt has none. */
  feminine: string | null;
  imageUrl: string | null;
}

export type MostLikelyCandidate = MostLikelyPrompt & Freshly;

export interface MostLikelyContent {
  prompts: MostLikelyCandidate[];
}

const GAME_ID = GAME_IDS["most-likely"];

interface PromptRow {
  id: number;
  content: string;
  feminine: string | null;
  image_url: string | null;
  seen_by: number;
}

/**
 * The active prompts of the room's one category, each marked with how fresh it is for
 * this room. One query: the seen count is a subquery over the room's signed-in players.
 * Null when the category has no prompt at all; a small category is still playable
 * because the rules reuse prompts (and say so) once they run out.
 */
export async function loadMostLikelyContent(source: ContentSource, selection: ContentSelection): Promise<MostLikelyContent | null> {
  const categoryId = Number(selection.categories[0]);
  if (!Number.isInteger(categoryId)) return null;
  const seenBy = seenByColumn(GAME_ID, "q.id", selection.players);
  const rows = await source.query<PromptRow>(
    `SELECT q.id, q.content, q.feminine, q.image_url, ${seenBy.sql} AS seen_by
       FROM most_likely_questions q
      WHERE q.is_active = 1 AND q.deleted_at IS NULL AND q.game_id = ? AND q.category_id = ?`,
    ...seenBy.params,
    GAME_ID,
    categoryId,
  );
  if (rows.length === 0) return null;
  const played = new Set(selection.played);
  return {
    prompts: rows.map((row) => {
      const id = String(row.id);
      return {
        id,
        content: row.content,
        feminine: row.feminine,
        imageUrl: row.image_url,
        ...freshnessOf(id, played, row.seen_by),
      };
    }),
  };
}
