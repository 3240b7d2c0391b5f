// The most-likely tab (spec 002 §2): table with actions, image, question, category;
// search and category filter; add/edit dialog and the add-from-table dialog; delete with
// «تراجع», row selection and bulk actions on the shared list panel.
import { Table2 } from "lucide-react";
import type { AdminMostLikely, CreateMostLikely } from "../../../../../../schema/api/content";
import { GAME_IDS } from "../../../../../../schema/limits";
import { actionsColumn, imageColumn } from "../../../admin/content/row-editing";
import { statusColumn } from "../../../admin/ui/list-panel";
import { GameContentPanel, QUESTION_ROWS, type ContentPanelSpec } from "../../shared/admin/content-panel";
import { ImportPromptsDialog, PromptDialog } from "./prompt-dialogs";
import { MOST_LIKELY_KEY } from "./queries";

const SPEC: ContentPanelSpec<AdminMostLikely, CreateMostLikely> = {
  kind: "most-likely-questions",
  gameId: GAME_IDS["most-likely"],
  queryKey: MOST_LIKELY_KEY,
  ...QUESTION_ROWS,
  title: "أسئلة مين الأكثر",
  headingId: "most-likely-heading",
  addMany: { label: "إضافة من جدول", icon: <Table2 aria-hidden="true" className="size-4" /> },
  columns: (rows) => [
    actionsColumn(rows, "السؤال"),
    imageColumn<AdminMostLikely>(),
    { key: "content", header: "السؤال", primary: true, cell: (p) => p.content },
    // «جلسة بنات»: what a women's gathering hears; a dash when the prompt has none.
    { key: "feminine", header: "صيغة جلسة البنات", cell: (p) => p.feminine ?? "—", className: "text-white/70" },
    { key: "category", header: "الفئة", cell: (p) => p.category.nameAr, className: "whitespace-nowrap" },
    statusColumn<AdminMostLikely>(),
  ],
  empty: "لا توجد أسئلة بعد. يمكنك إضافة فئة للعبة «مين الأكثر» من قسم «الفئات» ثم إضافة الأسئلة.",
  Dialog: PromptDialog,
  AddManyDialog: ImportPromptsDialog,
};

export function MostLikelyPanel() {
  return <GameContentPanel spec={SPEC} />;
}
