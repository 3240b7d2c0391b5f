// The games of the platform, one per GameType: a constant map over the union, so a game
// missing from it is a type error, not a runtime "unknown game". Importing this module
// registers them into the engine; the room imports the engine's look-ups from here so
// they are always registered before use.
import { addManifest, type GameManifest } from "../../schema/games";
import type { GameType } from "../../schema/limits";
import { registerGame } from "../engine/registry";
import type { GameModule } from "../engine/types";
import { aboutUsGame } from "./about-us";
import { memeCaptionGame } from "./meme-game";
import { mostLikelyGame } from "./most-likely";
import { triviaGame } from "./trivia-deception";

export const GAMES: { readonly [T in GameType]: GameModule } = {
  "trivia-deception": triviaGame,
  "meme-game": memeCaptionGame,
  "most-likely": mostLikelyGame,
  "about-us": aboutUsGame,
};

for (const [gameType, game] of Object.entries(GAMES)) registerGame(gameType as GameType, game);

export { findGame, gameViewFor } from "../engine/registry";

/**
 * A game outside the list above, registered by its manifest and its module alone: the manifest
 * joins what shared code reads (phase roles, sliders, category shape), the module joins the engine,
 * and the room runs it as it runs a shipped game. A test's fixture game comes in this way
 * (durable-objects/test/fifth-game/); a shipped game is a line of GAMES, checked against GameType.
 */
export function addGame(manifest: GameManifest<string>, game: GameModule): void {
  addManifest(manifest);
  registerGame(manifest.type, game);
}
