// The three games, one per GameType. The engine registry (engine/registry.ts) is the
// one place that maps a gameType to its game; importing this module is not needed
// to run one, it is kept for callers that imported it for its former side effects.
export { memeCaptionGame } from "./meme-game";
export { mostLikelyGame } from "./most-likely";
export { triviaGame } from "./trivia-deception";
