// The trivia questions tab (spec 002 §2): add, add from a pasted table, search,
// category filter and the subcategory filter that appears once a category is chosen
// (reset when the category changes), the spec's columns, edit, delete with confirmation
// and «تراجع»; on the shared list panel with row selection and bulk actions.
import { Table2 } from "lucide-react";
import type { AdminQuestion, CreateQuestion } from "../../../../../../schema/api/content";
import { GAME_IDS } from "../../../../../../schema/limits";
import { actionsColumn, imageColumn } from "../../../admin/content/row-editing";
import { statusColumn } from "../../../admin/ui/list-panel";
import { GameContentPanel, QUESTION_ROWS, type ContentPanelSpec } from "../../shared/admin/content-panel";
import { ImportQuestionsDialog } from "./import-dialog";
import { QuestionDialog } from "./question-dialog";
import { QUESTIONS_KEY } from "./queries";

const dash = <span className="text-white/35">—</span>;

const SPEC: ContentPanelSpec<AdminQuestion, CreateQuestion> = {
  kind: "questions",
  gameId: GAME_IDS["trivia-deception"],
  queryKey: QUESTIONS_KEY,
  ...QUESTION_ROWS,
  title: "أسئلة «خدعني إن قدرت»",
  headingId: "questions-heading",
  addMany: { label: "إضافة من جدول", icon: <Table2 aria-hidden="true" className="size-4" /> },
  columns: (rows) => [
    { key: "content", header: "السؤال", primary: true, cell: (q) => <span className="line-clamp-3 min-w-48">{q.content}</span> },
    { key: "category", header: "الفئة", cell: (q) => q.category.nameAr, className: "whitespace-nowrap" },
    { key: "subcategory", header: "الفئة الفرعية", cell: (q) => q.subcategory.nameAr, className: "whitespace-nowrap" },
    { key: "correct", header: "الإجابة الصحيحة", cell: (q) => <span className="font-bold text-emerald-200">{q.correctAnswer}</span> },
    { key: "alt1", header: "بديلة 1", cell: (q) => q.alternativeAnswer1 ?? dash },
    { key: "alt2", header: "بديلة 2", cell: (q) => q.alternativeAnswer2 ?? dash },
    { key: "fakes", header: "الإجابات الخاطئة", cell: (q) => <span className="text-white/75">{[q.fakeAnswer1, q.fakeAnswer2, q.fakeAnswer3].join(" · ")}</span> },
    statusColumn<AdminQuestion>(),
    imageColumn<AdminQuestion>(),
    actionsColumn(rows, "السؤال"),
  ],
  searchLabel: "البحث في الأسئلة والإجابات",
  empty: "لا توجد أسئلة بعد. تبدأ الإضافة بالفئات والفئات الفرعية من قسم «الفئات»، ثم تجهيز الإجابات الخاطئة لكل سؤال، ثم إضافة الأسئلة واحدًا واحدًا أو من جدول.",
  subcategories: true,
  Dialog: QuestionDialog,
  AddManyDialog: ImportQuestionsDialog,
};

export function QuestionsPanel() {
  return <GameContentPanel spec={SPEC} />;
}
