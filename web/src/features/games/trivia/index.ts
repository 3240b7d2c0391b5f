// Bluff trivia's screens.
export { TriviaGame } from "./trivia-game";
