// The prompts a most-likely room can draw, read once when the game starts.
// This is the game's only I/O; the rules never touch the database.
import { GAME_IDS } from "../../../schema/limits";
import type { ContentSelection, ContentSource } from "../../engine/types";
import { loadCategoryItems, type Freshly } from "../shared/content";

export interface MostLikelyPrompt {
  id: string;
  content: string;
  /** The prompt for a women's gathering («جلسة بنات»); null when the admin's prompt has none. */
  feminine: string | null;
  imageUrl: string | null;
}

export type MostLikelyCandidate = MostLikelyPrompt & Freshly;

export interface MostLikelyContent {
  prompts: MostLikelyCandidate[];
}

interface PromptRow {
  id: number;
  content: string;
  feminine: string | null;
  image_url: string | null;
}

/** The active prompts of the room's one category, freshest marked (shared/content.ts); null when it has none. */
export async function loadMostLikelyContent(source: ContentSource, selection: ContentSelection): Promise<MostLikelyContent | null> {
  const table = { gameId: GAME_IDS["most-likely"], table: "most_likely_questions", columns: ["content", "feminine", "image_url"] } as const;
  const prompts = await loadCategoryItems<PromptRow, MostLikelyPrompt>(source, selection, table, (row, id) => ({
    id,
    content: row.content,
    feminine: row.feminine,
    imageUrl: row.image_url,
  }));
  return prompts && { prompts };
}
