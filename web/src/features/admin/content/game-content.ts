// The games' own admin content (admin-only: player bundles never import it). Each game's folder
// exports its sections of the content tab and how its content counts (features/games/<game>/admin);
// the content tab and the categories panel read them from here, never by a game's type.
import { GAME_IDS } from "../../../../../schema/limits";
import type { GameAdminContent } from "../../games/shared/admin/game-admin-content";
import { aboutUsAdminContent } from "../../games/about-us/admin";
import { memeAdminContent } from "../../games/meme-game/admin";
import { mostLikelyAdminContent } from "../../games/most-likely/admin";
import { triviaAdminContent } from "../../games/trivia/admin";

export const GAME_CONTENT: readonly GameAdminContent[] = [triviaAdminContent, memeAdminContent, mostLikelyAdminContent, aboutUsAdminContent];

/** The admin content of the game with this row id in `games`, if it has any. */
export const contentOfGameId = (gameId: number): GameAdminContent | undefined => GAME_CONTENT.find((g) => GAME_IDS[g.gameType] === gameId);
