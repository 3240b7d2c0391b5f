// Bluff trivia registers itself with the engine; the room actor finds it by gameType.
import { registerGame } from "../../engine/registry";
import { loadTriviaContent } from "./content";
import { triviaDeception } from "./rules";

registerGame("trivia-deception", { definition: triviaDeception, loadContent: loadTriviaContent });
