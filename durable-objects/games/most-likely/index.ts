// Most likely registers itself with the engine; the room actor finds it by gameType.
import { registerGame } from "../../engine/registry";
import { loadMostLikelyContent } from "./content";
import { mostLikely } from "./rules";

registerGame("most-likely", { definition: mostLikely, loadContent: loadMostLikelyContent });
