// «عنّا» as the room runs it: its rules, content loader, audience options and start checks.
import type { AboutUsView } from "../../../schema/game-views";
import type { GameModule } from "../../engine/types";
import { someCategories } from "../shared/start-checks";
import { loadAboutUsContent, type AboutUsContent } from "./content";
import { aboutUsNightTurn } from "./night";
import { aboutUs, type AboutUsState } from "./rules";
import { pendingAboutUsTexts } from "./moderation";
import { audienceTeamVote } from "./audience-team";

export { loadAboutUsContent, type AboutUsContent } from "./content";
export { aboutUs, type AboutUsState } from "./rules";
export { aboutUsView, type AboutUsView } from "./view";

/** The ids the audience may vote for: the options of the vote, as the public view lists them. */
export const aboutUsVoteOptions = (view: Pick<AboutUsView, "options">) => view.options.map((o) => o.id);

export const aboutUsGame: GameModule<AboutUsState, AboutUsContent, AboutUsView> = {
  definition: aboutUs,
  loadContent: loadAboutUsContent,
  voteOptions: aboutUsVoteOptions,
  // One vote per subject: the tally counts the current subject's options only (none between
  // votes), so each subject's tally starts empty though the round goes on.
  tallyOptions: aboutUsVoteOptions,
  // Its questions sit under top-level categories, like most likely's prompts.
  categoryShape: "categories",
  startCheck: someCategories,
  // «تخطي السؤال» drops the current subject's turn unscored.
  skippable: true,
  skipNotice: "تم تخطي السؤال، واللعب مستمر",
  nightTurn: aboutUsNightTurn,
  pendingTexts: pendingAboutUsTexts,
  audienceTeamVote,
};
