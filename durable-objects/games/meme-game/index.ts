// The meme caption game as the room runs it: its rules, content loader, audience options and start checks.
import type { MemeView } from "../../../schema/game-views";
import type { GameModule } from "../../engine/types";
import { oneCategory } from "../shared/start-checks";
import { loadMemeContent, type MemeContent } from "./content";
import { memeGame, type MemeState } from "./rules";
import { pendingCaptions } from "./moderation";
import { audienceTeamVote } from "./audience-team";

export const memeCaptionGame: GameModule<MemeState, MemeContent, MemeView> = {
  definition: memeGame,
  loadContent: loadMemeContent,
  voteOptions: (view) => view.submissions.map((s) => s.id),
  categoryShape: "categories",
  startCheck: oneCategory,
  pendingTexts: pendingCaptions,
  audienceTeamVote,
};
