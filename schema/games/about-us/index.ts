// «عنّا»'s part of the schema that the room, the worker and the page share: its type, as the union
// in schema/limits.ts spells it, and its row in the games table. Shared code imports these rather
// than naming the game: a game's knowledge stays in its own folders. Its manifest says the rest
// (schema/games/manifest.ts): its phases' roles, its timers, its categories and its content.
import { GAME_IDS } from "../../limits";
import type { AboutUsPhase } from "../../game-views";
import { gameManifest } from "../manifest";

export const ABOUT_US_TYPE = "about-us" as const;
export const ABOUT_US_GAME_ID = GAME_IDS[ABOUT_US_TYPE];

export const ABOUT_US_MANIFEST = gameManifest<typeof ABOUT_US_TYPE, AboutUsPhase, "about-us-questions">({
  type: ABOUT_US_TYPE,
  id: ABOUT_US_GAME_ID,
  phases: {
    acting: { answering: "hasAnswered", writing: "hasAnswered" },
    vote: ["voting"],
    choosing: [],
    reveal: ["reveal", "round_results"],
    show: "reveal",
    results: "round_results",
    final: "final_ranking",
    audienceVotable: ["voting"],
  },
  actions: { submit: ["SUBMIT_TRUTH", "SUBMIT_ANSWER", "SUBMIT_VOTE"], kept: [] },
  ghostNights: true,
  skippable: true,
  timers: [
    { key: "answeringTime", label: "الإجابة الصحيحة" },
    { key: "writingTime", label: "الكتابة" },
    { key: "votingTime", label: "التصويت" },
  ],
  categoryShape: "categories",
  content: {
    kind: "about-us-questions",
    table: "about_us_questions",
    trashLabel: "سؤال «عنّا»",
    listLabel: "أسئلة «عنّا»",
    fields: ["content", "categoryId", "isActive"],
    ownLabels: { isActive: "مفعّل" },
    importColumns: ["content"],
    scope: "category",
  },
});
