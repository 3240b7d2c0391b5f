// Most likely as the engine registry lists it: its rules and its content loader.
import type { RegisteredGame } from "../../engine/types";
import { loadMostLikelyContent, type MostLikelyContent } from "./content";
import { mostLikely, type MostLikelyState } from "./rules";

export const mostLikelyGame: RegisteredGame<MostLikelyState, MostLikelyContent> = { definition: mostLikely, loadContent: loadMostLikelyContent };
