// The pictures a meme room can draw, read once when the game starts. This is
// the game's only I/O; the rules never touch the database.
import type { MemePicture } from "../../../schema/game-views";
import { GAME_IDS } from "../../../schema/limits";
import { captionLayoutOf } from "../../../schema/meme-layout";
import type { ContentSelection, ContentSource } from "../../engine/types";
import { freshnessOf, seenByColumn, type Freshly } from "../shared/content";

export type MemeCandidate = MemePicture & Freshly;

export interface MemeContent {
  pictures: MemeCandidate[];
}

const GAME_ID = GAME_IDS["meme-game"];

interface PictureRow {
  id: number;
  image_url: string;
  text_box_count: number;
  caption_layout: string | null;
  seen_by: number;
}

/**
 * The active pictures of the room's one category, each marked with how fresh it is for
 * this room. One query: the seen count is a subquery over the room's signed-in players.
 * Null when the category has no picture at all; a small category is still playable,
 * because the rules reuse pictures (and say so) once they run out.
 */
export async function loadMemeContent(source: ContentSource, selection: ContentSelection): Promise<MemeContent | null> {
  const categoryId = Number(selection.categories[0]);
  if (!Number.isInteger(categoryId)) return null;
  const seenBy = seenByColumn(GAME_ID, "m.id", selection.players);
  const rows = await source.query<PictureRow>(
    `SELECT m.id, m.image_url, m.text_box_count, m.caption_layout, ${seenBy.sql} AS seen_by
       FROM meme_images m
       JOIN categories c ON c.id = m.category_id
      WHERE m.is_active = 1 AND c.is_active = 1 AND m.deleted_at IS NULL AND c.deleted_at IS NULL AND m.game_id = ? AND m.category_id = ?`,
    ...seenBy.params,
    GAME_ID,
    categoryId,
  );
  if (rows.length === 0) return null;
  const played = new Set(selection.played);
  return {
    pictures: rows.map((row) => {
      const id = String(row.id);
      // The table allows any number; the page draws one box or two.
      const textBoxCount = row.text_box_count === 1 ? 1 : 2;
      return {
        id,
        imageUrl: row.image_url,
        textBoxCount,
        captionLayout: captionLayoutOf(textBoxCount, row.caption_layout),
        ...freshnessOf(id, played, row.seen_by),
      };
    }),
  };
}
