// Fetching a game's screens ahead of the start, from the lobby: the game screen (game-screen.tsx,
// its own chunk) and the chosen game's phase screens. Apart from game-screen.tsx so the lobby
// loads neither until a game is chosen.
import { isGameType } from "../games/use-games";
import { GAME_LOADERS } from "../games/loaders";

/** The game screen's chunk, one download however often it is asked for. */
export const loadGameScreen = () => import("./game-screen");

/** Starts loading the game screen and a game's phase screens (the module loader keeps the one download). */
export function preloadGameScreen(gameType: string | null | undefined): void {
  void loadGameScreen();
  if (isGameType(gameType)) void GAME_LOADERS[gameType].screens();
}
