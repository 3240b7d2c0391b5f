// The games of the platform, one per GameType: a constant map over the union, so a game
// missing from it is a type error, not a runtime "unknown game". Importing this module
// registers them into the engine; the room imports the engine's look-ups from here so
// they are always registered before use.
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
