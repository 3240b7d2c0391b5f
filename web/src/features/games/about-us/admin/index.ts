// «عنّا»'s admin content (admin-only): its personal questions' section.
import { MessageCircleQuestion } from "lucide-react";
import { ABOUT_US_TYPE } from "../../../../../../schema/games/about-us";
import type { GameAdminContent } from "../../shared/admin/game-admin-content";
import { AboutUsPanel } from "./about-us-panel";
import { QUESTIONS } from "../../../../../../schema/arabic-count";

export const aboutUsAdminContent: GameAdminContent = {
  gameType: ABOUT_US_TYPE,
  sections: [{ id: "about-us", label: "أسئلة «عنّا»", icon: MessageCircleQuestion, Panel: AboutUsPanel }],
  itemCount: QUESTIONS,
  subcategories: false,
};
