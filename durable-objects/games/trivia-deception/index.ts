// Bluff trivia as the engine registry lists it: its rules and its content loader.
import type { RegisteredGame } from "../../engine/types";
import { loadTriviaContent, type TriviaContent } from "./content";
import { triviaDeception, type TriviaState } from "./rules";

export const triviaGame: RegisteredGame<TriviaState, TriviaContent> = { definition: triviaDeception, loadContent: loadTriviaContent };
