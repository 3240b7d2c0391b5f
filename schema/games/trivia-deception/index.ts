// Bluff trivia's part of the schema that the room, the worker and the page share: its type, as the union
// in schema/limits.ts spells it, and its row in the games table. Shared code imports these rather
// than naming the game: a game's knowledge stays in its own folders. Its manifest says the rest
// (schema/games/manifest.ts): its phases' roles, its timers, its categories and its content.
import { GAME_IDS } from "../../limits";
import type { TriviaPhase } from "../../game-views";
import { gameManifest } from "../manifest";

export const TRIVIA_TYPE = "trivia-deception" as const;
export const TRIVIA_GAME_ID = GAME_IDS[TRIVIA_TYPE];

export const TRIVIA_MANIFEST = gameManifest<typeof TRIVIA_TYPE, TriviaPhase, "questions">({
  type: TRIVIA_TYPE,
  id: TRIVIA_GAME_ID,
  phases: {
    acting: { writing: "hasAnswered" },
    vote: ["voting"],
    choosing: ["subcategory_selection"],
    reveal: ["round_results"],
    show: "round_results",
    results: "round_results",
    final: "final_ranking",
    audienceVotable: ["voting"],
  },
  actions: { submit: ["SUBMIT_ANSWER", "SUBMIT_VOTE"], kept: ["SELECT_SUBCATEGORY"] },
  ghostNights: true,
  hostsGhostRooms: true,
  skippable: true,
  timers: [
    { key: "subcategorySelectionTime", label: "اختيار الفئة" },
    { key: "writingTime", label: "الكتابة" },
    { key: "votingTime", label: "التصويت" },
  ],
  categoryShape: "subcategories",
  packLabel: "أسئلة وإجابات",
  content: {
    kind: "questions",
    table: "trivia_questions",
    trashLabel: "سؤال «خدعني إن قدرت»",
    listLabel: "الأسئلة",
    fields: ["content", "correctAnswer", "alternativeAnswer1", "alternativeAnswer2", "fakeAnswer1", "fakeAnswer2", "fakeAnswer3", "categoryId", "subcategoryId", "imageUrl", "isActive"],
    ownLabels: { isActive: "مفعّل" },
    importColumns: ["content", "correctAnswer", "alternativeAnswer1", "alternativeAnswer2", "fakeAnswer1", "fakeAnswer2", "fakeAnswer3", "imageUrl"],
    scope: "subcategory",
  },
});
