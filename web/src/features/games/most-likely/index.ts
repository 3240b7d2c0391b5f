// The «most likely» game's screens.
export { MostLikelyGame } from "./most-likely-game";
