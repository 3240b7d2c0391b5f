// The games' own admin content, one line a game (admin-only: player bundles never import it).
// Each game's folder exports its sections of the content tab and how its content counts
// (features/games/<game>/admin). The admin's route hands this list to the admin
// (features/admin/content/game-content.ts), so the admin's shell imports no game while the games'
// panels are drawn with the admin's forms.
import type { GameAdminContent } from "./shared/admin/game-admin-content";
import { aboutUsAdminContent } from "./about-us/admin";
import { memeAdminContent } from "./meme-game/admin";
import { mostLikelyAdminContent } from "./most-likely/admin";
import { triviaAdminContent } from "./trivia/admin";

export const GAME_ADMIN_CONTENT: readonly GameAdminContent[] = [triviaAdminContent, memeAdminContent, mostLikelyAdminContent, aboutUsAdminContent];
