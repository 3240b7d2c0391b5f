// The games' own admin content (admin-only: player bundles never import it). Each game's folder
// exports its sections of the content tab and how its content counts (features/games/<game>/admin);
// the content tab and the categories panel read them from here, never by a game's type.
import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import { GAME_IDS, type GameType } from "../../../../../schema/limits";
import { aboutUsAdminContent } from "../../games/about-us/admin";
import { memeAdminContent } from "../../games/meme-game/admin";
import { mostLikelyAdminContent } from "../../games/most-likely/admin";
import { triviaAdminContent } from "../../games/trivia/admin";

export interface GameAdminContent {
  gameType: GameType;
  /** Its sections of the content tab, kept in the address as `section=<id>`. */
  sections: { id: string; label: string; icon: LucideIcon; Panel: ComponentType }[];
  /** What one item of its content is called on a category's badge («سؤال», «صورة»). */
  itemNoun: string;
  /** Its categories hold subcategories (the lobby picks among those). */
  subcategories: boolean;
}

export const GAME_CONTENT: readonly GameAdminContent[] = [triviaAdminContent, memeAdminContent, mostLikelyAdminContent, aboutUsAdminContent];

/** The admin content of the game with this row id in `games`, if it has any. */
export const contentOfGameId = (gameId: number): GameAdminContent | undefined => GAME_CONTENT.find((g) => GAME_IDS[g.gameType] === gameId);
