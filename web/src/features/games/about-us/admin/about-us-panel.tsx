// «عنّا»'s questions in the admin content tab (issue 32), like most likely's prompts: a table with
// actions, the question and its category; search, category and status filters; the add/edit
// dialog and the add-from-lines dialog; delete with «تراجع», row selection and bulk actions.
import { ListPlus } from "lucide-react";
import { useState } from "react";
import type { AdminAboutUs, CreateAboutUs } from "../../../../../../schema/api/content";
import { QUESTIONS } from "../../../../../../schema/arabic-count";
import { ABOUT_US_GAME_ID } from "../../../../../../schema/games/about-us";
import { type Column } from "../../../../ui/data-table";
import { useBulkChange } from "../../../admin/content/bulk-queries";
import { useGameCategories } from "../../../admin/content/categories/queries";
import { actionsColumn, ContentHeading, RowDeleteConfirm, useRowEditing } from "../../../admin/content/row-editing";
import { ListPanel, statusColumn } from "../../../admin/ui/list-panel";
import { useListQuery } from "../../../admin/ui/use-list-query";
import { AboutUsQuestionDialog, ImportAboutUsDialog } from "./question-dialogs";
import { ABOUT_US_KEY } from "./queries";

export function AboutUsPanel() {
  const categories = useGameCategories(ABOUT_US_GAME_ID);
  const list = useListQuery<AdminAboutUs>({ queryKey: ABOUT_US_KEY, path: "/api/admin/about-us-questions", fixed: { gameId: ABOUT_US_GAME_ID } });
  const bulk = useBulkChange("about-us-questions");
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.nameAr }));
  const [importOpen, setImportOpen] = useState(false);
  const rows = useRowEditing<AdminAboutUs, CreateAboutUs>("about-us-questions", "السؤال");

  const columns: Column<AdminAboutUs>[] = [
    actionsColumn(rows, "السؤال"),
    { key: "content", header: "السؤال", primary: true, cell: (q) => q.content },
    { key: "category", header: "الفئة", cell: (q) => q.category.nameAr, className: "whitespace-nowrap" },
    statusColumn<AdminAboutUs>(),
  ];

  return (
    <section aria-labelledby="about-us-heading">
      <ContentHeading
        id="about-us-heading"
        title="أسئلة «عنّا»"
        total={list.result.data?.total}
        noun={QUESTIONS}
        addLabel="إضافة سؤال"
        onAdd={rows.openNew}
        addMany={{ label: "إضافة عدة أسئلة", icon: <ListPlus aria-hidden="true" className="size-4" />, onClick: () => setImportOpen(true) }}
      />
      <ListPanel
        list={list}
        caption="أسئلة «عنّا»"
        columns={columns}
        rowKey={(q) => q.id}
        rowLabel={(q) => q.content}
        searchLabel="البحث في الأسئلة"
        categoryOptions={categoryOptions}
        statusFilter
        bulk={{ noun: QUESTIONS, run: (change) => bulk.mutateAsync(change), moveOptions: categoryOptions }}
        errorText="تعذّر تحميل الأسئلة"
        empty="لا توجد أسئلة بعد. يمكنك إضافة فئة للعبة «عنّا» من قسم «الفئات» ثم إضافة الأسئلة."
        emptyFiltered="لا توجد أسئلة تطابق البحث أو الفلتر."
      />
      <AboutUsQuestionDialog {...rows.dialog} />
      <ImportAboutUsDialog open={importOpen} onOpenChange={setImportOpen} />
      <RowDeleteConfirm {...rows.confirm} title="حذف السؤال؟" describe={(q) => `«${q.content}» لن يظهر في أي لعبة جديدة`} />
    </section>
  );
}
