// Most likely's part of the schema that the room, the worker and the page share: its type, as the union
// in schema/limits.ts spells it, and its row in the games table. Shared code imports these rather
// than naming the game: a game's knowledge stays in its own folders. Its manifest says the rest
// (schema/games/manifest.ts): its phases' roles, its timers, its categories and its content.
import { GAME_IDS } from "../../limits";
import type { MostLikelyPhase } from "../../game-views";
import { gameManifest } from "../manifest";

export const MOST_LIKELY_TYPE = "most-likely" as const;
export const MOST_LIKELY_GAME_ID = GAME_IDS[MOST_LIKELY_TYPE];

export const MOST_LIKELY_MANIFEST = gameManifest<typeof MOST_LIKELY_TYPE, MostLikelyPhase, "most-likely-questions">({
  type: MOST_LIKELY_TYPE,
  id: MOST_LIKELY_GAME_ID,
  phases: {
    acting: {},
    vote: ["voting"],
    choosing: [],
    reveal: ["round_results"],
    show: "round_results",
    results: "round_results",
    final: "game_end",
    audienceVotable: ["voting"],
  },
  actions: { submit: ["SUBMIT_VOTE"], kept: [] },
  skippable: false,
  timers: [{ key: "votingTime", label: "التصويت" }],
  categoryShape: "categories",
  packLabel: "مين فينا",
  content: {
    kind: "most-likely-questions",
    table: "most_likely_questions",
    trashLabel: "سؤال «مين الأكثر»",
    listLabel: "أسئلة «مين الأكثر»",
    fields: ["content", "feminine", "categoryId", "imageUrl", "isActive"],
    ownLabels: { isActive: "مفعّل" },
    // The women's form is a column of its own: every imported prompt has it written by hand.
    importColumns: ["content", "feminine", "imageUrl"],
    scope: "category",
  },
});
