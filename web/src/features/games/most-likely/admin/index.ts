// «Most likely»'s admin content (admin-only): its prompts' section.
import { Users } from "lucide-react";
import type { GameAdminContent } from "../../shared/admin/game-admin-content";
import { MostLikelyPanel } from "./most-likely-panel";
import { QUESTIONS } from "../../../../../../schema/arabic-count";

export const mostLikelyAdminContent: GameAdminContent = {
  gameType: "most-likely",
  sections: [{ id: "most-likely", label: "أسئلة مين الأكثر", icon: Users, Panel: MostLikelyPanel }],
  itemCount: QUESTIONS,
  subcategories: false,
};
