// Bluff trivia's admin content (admin-only): its questions' section; its categories hold subcategories.
import { HelpCircle } from "lucide-react";
import type { GameAdminContent } from "../../shared/admin/game-admin-content";
import { QuestionsPanel } from "./questions-panel";
import { QUESTIONS } from "../../../../../../schema/arabic-count";

export const triviaAdminContent: GameAdminContent = {
  gameType: "trivia-deception",
  sections: [{ id: "questions", label: "أسئلة «خدعني إن قدرت»", icon: HelpCircle, Panel: QuestionsPanel }],
  itemCount: QUESTIONS,
  subcategories: true,
};
