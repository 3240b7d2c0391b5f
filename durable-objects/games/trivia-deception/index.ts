// Bluff trivia as the room runs it: its rules, content loader, audience options and start checks.
import type { TriviaView } from "../../../schema/game-views";
import type { GameModule } from "../../engine/types";
import { someCategories } from "../shared/start-checks";
import { loadTriviaContent, type TriviaContent } from "./content";
import { triviaNightTurn } from "./night";
import { triviaPack } from "./pack";
import { triviaDeception, type TriviaState } from "./rules";
import { pendingLies } from "./moderation";
import { audienceTeamVote } from "./audience-team";

export const triviaGame: GameModule<TriviaState, TriviaContent, TriviaView> = {
  definition: triviaDeception,
  loadContent: loadTriviaContent,
  voteOptions: (view) => view.displayOptions.map((o) => o.id),
  categoryShape: "subcategories",
  startCheck: someCategories,
  skippable: true,
  pack: triviaPack,
  nightTurn: triviaNightTurn,
  pendingTexts: pendingLies,
  audienceTeamVote,
};
