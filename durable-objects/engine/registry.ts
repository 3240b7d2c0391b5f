// The games the room actor can run: a constant map over GameType, so a game missing
// from it is a type error, not a runtime "unknown game".
import type { GameView } from "../../schema/protocol";
import type { GameType } from "../../schema/limits";
import { memeCaptionGame } from "../games/meme-game";
import { mostLikelyGame } from "../games/most-likely";
import { triviaGame } from "../games/trivia-deception";
import type { RegisteredGame } from "./types";

const GAMES: { readonly [T in GameType]: RegisteredGame } = {
  "trivia-deception": triviaGame,
  "meme-game": memeCaptionGame,
  "most-likely": mostLikelyGame,
};

/** Games swapped in by a test (see `replaceGameForTests`); empty in the running app. */
const testOverrides = new Map<string, RegisteredGame>();

const isGameType = (gameType: string): gameType is GameType => Object.hasOwn(GAMES, gameType);

export function findGame(gameType: string): RegisteredGame | undefined {
  return testOverrides.get(gameType) ?? (isGameType(gameType) ? GAMES[gameType] : undefined);
}

/**
 * The view of the running game for one player, as the page receives it: the game's
 * playerView with its `gameType`, typed as the union the page narrows on.
 */
export function gameViewFor(gameType: GameType, state: unknown, playerId: string): GameView {
  const game = findGame(gameType);
  if (!game) throw new Error(`no game registered for ${gameType}`);
  return { ...game.definition.playerView(state, playerId), gameType } as GameView;
}

/**
 * Tests only: runs `game` under `gameType` until the returned function restores the
 * real one (the actor's tests play a small counting game in place of bluff trivia).
 */
export function replaceGameForTests(gameType: GameType, game: RegisteredGame): () => void {
  testOverrides.set(gameType, game);
  return () => testOverrides.delete(gameType);
}
