// «عنّا»'s questions in the admin content tab, like most likely's prompts: a table with
// actions, the question and its category; search, category and status filters; the add/edit
// dialog and the add-from-lines dialog; delete with «تراجع», row selection and bulk actions.
import { ListPlus } from "lucide-react";
import type { AdminAboutUs, CreateAboutUs } from "../../../../../../schema/api/content";
import { ABOUT_US_GAME_ID } from "../../../../../../schema/games/about-us";
import { actionsColumn } from "../../../admin/content/row-editing";
import { statusColumn } from "../../../admin/ui/list-panel";
import { GameContentPanel, QUESTION_ROWS, type ContentPanelSpec } from "../../shared/admin/content-panel";
import { AboutUsQuestionDialog, ImportAboutUsDialog } from "./question-dialogs";
import { ABOUT_US_KEY } from "./queries";

const SPEC: ContentPanelSpec<AdminAboutUs, CreateAboutUs> = {
  kind: "about-us-questions",
  gameId: ABOUT_US_GAME_ID,
  queryKey: ABOUT_US_KEY,
  ...QUESTION_ROWS,
  title: "أسئلة «عنّا»",
  headingId: "about-us-heading",
  addMany: { label: "إضافة عدة أسئلة", icon: <ListPlus aria-hidden="true" className="size-4" /> },
  columns: (rows) => [
    actionsColumn(rows, "السؤال"),
    { key: "content", header: "السؤال", primary: true, cell: (q) => q.content },
    { key: "category", header: "الفئة", cell: (q) => q.category.nameAr, className: "whitespace-nowrap" },
    statusColumn<AdminAboutUs>(),
  ],
  empty: "لا توجد أسئلة بعد. يمكنك إضافة فئة للعبة «عنّا» من قسم «الفئات» ثم إضافة الأسئلة.",
  Dialog: AboutUsQuestionDialog,
  AddManyDialog: ImportAboutUsDialog,
};

export function AboutUsPanel() {
  return <GameContentPanel spec={SPEC} />;
}
