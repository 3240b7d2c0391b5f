// Most likely's part of the schema that the room, the worker and the page share: its type, as the union
// in schema/limits.ts spells it, and its row in the games table. Shared code imports these rather
// than naming the game (issue 32: a game's knowledge stays in its own folders).
import { GAME_IDS } from "../../limits";

export const MOST_LIKELY_TYPE = "most-likely" as const;
export const MOST_LIKELY_GAME_ID = GAME_IDS[MOST_LIKELY_TYPE];
