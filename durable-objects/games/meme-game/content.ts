// The pictures a meme room can draw, read once when the game starts. This is
// the game's only I/O; the rules never touch the database.
import type { MemePicture } from "../../../schema/game-views";
import { GAME_IDS } from "../../../schema/limits";
import type { ContentSelection, ContentSource } from "../../engine/types";
import { FRESHNESS } from "../trivia-deception/content";

export { FRESHNESS };

export interface MemeCandidate extends MemePicture {
  freshness: (typeof FRESHNESS)[keyof typeof FRESHNESS];
  /** Signed-in players of the room who saw it (a tie-break among the seen). */
  seenBy: number;
}

export interface MemeContent {
  pictures: MemeCandidate[];
}

const GAME_ID = GAME_IDS["meme-game"];

interface PictureRow {
  id: number;
  image_url: string;
  text_box_count: number;
  seen_by: number;
}

/** `?, ?, …`: one bound parameter per value of an IN list. */
const boundList = (n: number) => Array.from({ length: n }, () => "?").join(", ");

/**
 * The active pictures of the room's one category, each marked with how fresh it is for
 * this room. One query: the seen count is a subquery over the room's signed-in players.
 * Null when the category has no picture at all; a small category is still playable,
 * because the rules reuse pictures (and say so) once they run out.
 */
export async function loadMemeContent(source: ContentSource, selection: ContentSelection): Promise<MemeContent | null> {
  const categoryId = Number(selection.categories[0]);
  if (!Number.isInteger(categoryId)) return null;
  const userIds = [...new Set(selection.players.map((p) => p.userId).filter((id): id is string => !!id))];
  const seenBy = userIds.length
    ? `(SELECT COUNT(*) FROM seen_content s WHERE s.game_id = ? AND s.content_id = m.id AND s.user_id IN (${boundList(userIds.length)}))`
    : "0";
  const rows = await source.query<PictureRow>(
    `SELECT m.id, m.image_url, m.text_box_count, ${seenBy} AS seen_by
       FROM meme_images m
       JOIN categories c ON c.id = m.category_id
      WHERE m.is_active = 1 AND c.is_active = 1 AND m.game_id = ? AND m.category_id = ?`,
    ...(userIds.length ? [GAME_ID, ...userIds] : []),
    GAME_ID,
    categoryId,
  );
  if (rows.length === 0) return null;
  const played = new Set(selection.played);
  return {
    pictures: rows.map((row) => {
      const id = String(row.id);
      const seen = Number(row.seen_by) || 0;
      return {
        id,
        imageUrl: row.image_url,
        // The table allows any number; the page draws one box or two.
        textBoxCount: row.text_box_count === 1 ? 1 : 2,
        freshness: played.has(id) ? FRESHNESS.playedHere : seen > 0 ? FRESHNESS.seenElsewhere : FRESHNESS.fresh,
        seenBy: seen,
      };
    }),
  };
}
