// «Most likely»'s admin content (admin-only): its prompts' section.
import { lazy } from "react";
import { Users } from "lucide-react";
import type { GameAdminContent } from "../../shared/admin/game-admin-content";
import { QUESTIONS } from "../../../../../../schema/arabic-count";

// Its panel loads when its section opens, apart from the admin's shell that lists the sections.
const MostLikelyPanel = lazy(() => import("./most-likely-panel").then((m) => ({ default: m.MostLikelyPanel })));

export const mostLikelyAdminContent: GameAdminContent = {
  gameType: "most-likely",
  sections: [{ id: "most-likely", label: "أسئلة مين الأكثر", icon: Users, Panel: MostLikelyPanel }],
  itemCount: QUESTIONS,
  subcategories: false,
};
