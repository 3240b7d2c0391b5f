// Most likely as the room runs it: its rules, content loader, audience options and start checks.
import type { MostLikelyView } from "../../../schema/game-views";
import type { GameModule } from "../../engine/types";
import { oneCategory } from "../shared/start-checks";
import { loadMostLikelyContent, type MostLikelyContent } from "./content";
import { mostLikelyPack } from "./pack";
import { mostLikely, type MostLikelyState } from "./rules";
import { audienceTeamVote } from "./audience-team";

export const mostLikelyGame: GameModule<MostLikelyState, MostLikelyContent, MostLikelyView> = {
  definition: mostLikely,
  loadContent: loadMostLikelyContent,
  voteOptions: (view) => view.participants,
  categoryShape: "categories",
  startCheck: oneCategory,
  pack: mostLikelyPack,
  audienceTeamVote,
};
