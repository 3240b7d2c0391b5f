// Bluff trivia's admin content (admin-only): its questions' section; its categories hold subcategories.
import { lazy } from "react";
import { HelpCircle } from "lucide-react";
import type { GameAdminContent } from "../../shared/admin/game-admin-content";
import { QUESTIONS } from "../../../../../../schema/arabic-count";

// Its panel loads when its section opens, apart from the admin's shell that lists the sections.
const QuestionsPanel = lazy(() => import("./questions-panel").then((m) => ({ default: m.QuestionsPanel })));

export const triviaAdminContent: GameAdminContent = {
  gameType: "trivia-deception",
  sections: [{ id: "questions", label: "أسئلة «خدعني إن قدرت»", icon: HelpCircle, Panel: QuestionsPanel }],
  itemCount: QUESTIONS,
  subcategories: true,
};
