// «عنّا»'s admin content (admin-only): its personal questions' section.
import { lazy } from "react";
import { MessageCircleQuestion } from "lucide-react";
import { ABOUT_US_TYPE } from "../../../../../../schema/games/about-us";
import type { GameAdminContent } from "../../shared/admin/game-admin-content";
import { QUESTIONS } from "../../../../../../schema/arabic-count";

// Its panel loads when its section opens, apart from the admin's shell that lists the sections.
const AboutUsPanel = lazy(() => import("./about-us-panel").then((m) => ({ default: m.AboutUsPanel })));

export const aboutUsAdminContent: GameAdminContent = {
  gameType: ABOUT_US_TYPE,
  sections: [{ id: "about-us", label: "أسئلة «عنّا»", icon: MessageCircleQuestion, Panel: AboutUsPanel }],
  itemCount: QUESTIONS,
  subcategories: false,
};
