// «الأغلبية», a fifth game that ships nowhere: the test fixture that shows what a new game declares.
// Its manifest is everything shared code reads of it (phase roles, sliders, category shape,
// content), in the shape schema/games/<game>/index.ts gives a shipped game.
import type { GameManifest } from "../../../schema/games";

export const MAJORITY_TYPE = "majority";

export type MajorityPhase = "picking" | "results" | "final_ranking";

export const MAJORITY_MANIFEST: GameManifest<typeof MAJORITY_TYPE, MajorityPhase> = {
  type: MAJORITY_TYPE,
  // No row of the games table is this game's: a fixture, never listed.
  id: 99,
  phases: {
    acting: { picking: "hasAnswered" },
    vote: [],
    choosing: [],
    reveal: ["results"],
    show: "results",
    results: "results",
    final: "final_ranking",
    // The audience picks a side too, and its favourite shows on the screen.
    audienceVotable: ["picking"],
  },
  actions: { submit: ["SUBMIT_ANSWER"], kept: [] },
  skippable: false,
  timers: [{ key: "pickingTime", label: "وقت الاختيار" }],
  categoryShape: "categories",
  content: {
    kind: "majority-questions",
    table: "majority_questions",
    trashLabel: "سؤال الأغلبية",
    listLabel: "أسئلة الأغلبية",
    fields: ["content", "optionA", "optionB"],
    importColumns: [],
    scope: "category",
  },
  settings: {
    pickingTime: { default: 20, min: 10, max: 60, step: 5 },
    rounds: { default: 2, min: 1, max: 5, step: 1 },
  },
};
