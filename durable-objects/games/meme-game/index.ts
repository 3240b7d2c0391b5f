// The meme caption game as the engine registry lists it: its rules and its content loader.
import type { RegisteredGame } from "../../engine/types";
import { loadMemeContent, type MemeContent } from "./content";
import { memeGame, type MemeState } from "./rules";

export const memeCaptionGame: RegisteredGame<MemeState, MemeContent> = { definition: memeGame, loadContent: loadMemeContent };
