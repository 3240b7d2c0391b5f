// Meme caption's part of the schema that the room, the worker and the page share: its type, as the union
// in schema/limits.ts spells it, and its row in the games table. Shared code imports these rather
// than naming the game: a game's knowledge stays in its own folders. Its manifest says the rest
// (schema/games/manifest.ts): its phases' roles, its timers, its categories and its content.
import { GAME_IDS } from "../../limits";
import type { MemePhase } from "../../game-views";
import { gameManifest } from "../manifest";

export const MEME_TYPE = "meme-game" as const;
export const MEME_GAME_ID = GAME_IDS[MEME_TYPE];

export const MEME_MANIFEST = gameManifest<typeof MEME_TYPE, MemePhase, "meme-images">({
  type: MEME_TYPE,
  id: MEME_GAME_ID,
  phases: {
    acting: { captioning: "hasSubmitted" },
    vote: ["voting"],
    choosing: [],
    reveal: ["round_results"],
    show: "round_results",
    results: "round_results",
    final: "final_ranking",
    audienceVotable: ["voting"],
  },
  actions: { submit: ["submit_caption", "vote_meme"], kept: [] },
  skippable: false,
  timers: [
    { key: "captioningTime", label: "كتابة التعليق" },
    { key: "votingTime", label: "التصويت" },
  ],
  categoryShape: "categories",
  content: {
    kind: "meme-images",
    table: "meme_images",
    trashLabel: "صورة ميم",
    listLabel: "صور الميمز",
    fields: ["name", "imageUrl", "categoryId", "textBoxCount", "captionLayout", "isPremium", "isActive", "displayOrder"],
    // Pictures come in a bulk upload, not a pasted table.
    importColumns: [],
    scope: "category",
  },
});
