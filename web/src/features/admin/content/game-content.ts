// The games' own admin content, as the admin's route hands it in (features/games/admin-content.ts):
// the content tab and the categories panel read each game's sections and counts from here, never
// by a game's type, and the admin's shell imports no game (the games' panels import the admin's forms).
import { createContext, useContext } from "react";
import { GAME_IDS } from "../../../../../schema/limits";
import type { GameAdminContent } from "../../games/shared/admin/game-admin-content";

const GameContentContext = createContext<readonly GameAdminContent[]>([]);

/** Gives the admin the games' content (the admin's route, once). */
export const GameContentProvider = GameContentContext.Provider;

/** The games' admin content, in the games' order. */
export function useGameContent(): readonly GameAdminContent[] {
  return useContext(GameContentContext);
}

/** The admin content of the game with this row id in `games`, if it has any. */
export const contentOfGameId = (games: readonly GameAdminContent[], gameId: number): GameAdminContent | undefined => games.find((g) => GAME_IDS[g.gameType] === gameId);
