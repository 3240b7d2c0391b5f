import type { RegisteredGame } from "./types";

/** Games the room actor can run, by gameType. Each game's folder registers itself here. */
const games = new Map<string, RegisteredGame>();

export function registerGame(gameType: string, game: RegisteredGame) {
  games.set(gameType, game);
}

export function findGame(gameType: string): RegisteredGame | undefined {
  return games.get(gameType);
}
