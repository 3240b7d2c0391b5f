// The games, one per GameType, registered into the engine by games/registry.ts (importing
// this module registers them too, for callers that imported it for that side effect).
export { GAMES } from "./registry";
export { aboutUsGame } from "./about-us";
export { memeCaptionGame } from "./meme-game";
export { mostLikelyGame } from "./most-likely";
export { triviaGame } from "./trivia-deception";
