// Each game's look (its tile, colours and fallback words), one line a game, apart from the
// registry: the catalogue's pages (the landing, the blog, /premium) show the games' tiles
// without loading any game's rules, reveal or texts.
import type { GameType } from "../../../../schema/limits";
import { aboutUsLook } from "./about-us/look";
import { memeLook } from "./meme-game/look";
import { mostLikelyLook } from "./most-likely/look";
import type { GameLook } from "./shared/game-look";
import { triviaLook } from "./trivia/look";

export const GAME_LOOKS: { readonly [T in GameType]: GameLook } = {
  "trivia-deception": triviaLook,
  "meme-game": memeLook,
  "most-likely": mostLikelyLook,
  "about-us": aboutUsLook,
};
