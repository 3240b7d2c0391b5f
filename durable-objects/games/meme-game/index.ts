// The meme caption game registers itself with the engine; the room actor finds it by gameType.
import { registerGame } from "../../engine/registry";
import { loadMemeContent } from "./content";
import { memeGame } from "./rules";

registerGame("meme-game", { definition: memeGame, loadContent: loadMemeContent });
