// The pictures a meme room can draw, read once when the game starts. This is
// the game's only I/O; the rules never touch the database.
import type { MemePicture } from "../../../schema/game-views";
import { GAME_IDS } from "../../../schema/limits";
import { captionLayoutOf } from "../../../schema/meme-layout";
import type { ContentSelection, ContentSource } from "../../engine/types";
import { loadCategoryItems, type Freshly } from "../shared/content";

export type MemeCandidate = MemePicture & Freshly;

export interface MemeContent {
  pictures: MemeCandidate[];
}

interface PictureRow {
  id: number;
  image_url: string;
  text_box_count: number;
  caption_layout: string | null;
}

/** The active pictures of the room's one category, freshest marked (shared/content.ts); null when it has none. */
export async function loadMemeContent(source: ContentSource, selection: ContentSelection): Promise<MemeContent | null> {
  const table = { gameId: GAME_IDS["meme-game"], table: "meme_images", columns: ["image_url", "text_box_count", "caption_layout"] } as const;
  const pictures = await loadCategoryItems<PictureRow, MemePicture>(source, selection, table, (row, id) => {
    // The table allows any number; the page draws one box or two.
    const textBoxCount = row.text_box_count === 1 ? 1 : 2;
    return { id, imageUrl: row.image_url, textBoxCount, captionLayout: captionLayoutOf(textBoxCount, row.caption_layout) };
  });
  return pictures && { pictures };
}
