// The most-likely tab (spec 002 §2): table with actions, image, question, category;
// search and category filter; add/edit dialog and the add-from-table dialog; delete with
// «تراجع», row selection and bulk actions on the shared list panel (issue 26).
import { Table2 } from "lucide-react";
import { useState } from "react";
import type { AdminMostLikely, CreateMostLikely } from "../../../../../../schema/api/content";
import { GAME_IDS } from "../../../../../../schema/limits";
import { type Column } from "../../../../ui/data-table";
import { QUESTIONS } from "../../../../../../schema/arabic-count";
import { ListPanel, statusColumn } from "../../../admin/ui/list-panel";
import { useListQuery } from "../../../admin/ui/use-list-query";
import { useBulkChange } from "../../../admin/content/bulk-queries";
import { useGameCategories } from "../../../admin/content/categories/queries";
import { actionsColumn, ContentHeading, imageColumn, RowDeleteConfirm, useRowEditing } from "../../../admin/content/row-editing";
import { ImportPromptsDialog, PromptDialog } from "./prompt-dialogs";
import { MOST_LIKELY_KEY } from "./queries";

export function MostLikelyPanel() {
  const categories = useGameCategories(GAME_IDS["most-likely"]);
  const list = useListQuery<AdminMostLikely>({ queryKey: MOST_LIKELY_KEY, path: "/api/admin/most-likely-questions", fixed: { gameId: GAME_IDS["most-likely"] } });
  const bulk = useBulkChange("most-likely-questions");
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.nameAr }));
  const [importOpen, setImportOpen] = useState(false);
  const rows = useRowEditing<AdminMostLikely, CreateMostLikely>("most-likely-questions", "السؤال");

  const columns: Column<AdminMostLikely>[] = [
    actionsColumn(rows, "السؤال"),
    imageColumn<AdminMostLikely>(),
    { key: "content", header: "السؤال", primary: true, cell: (p) => p.content },
    // «جلسة بنات» (issue 34): what a women's gathering hears; a dash when the prompt has none.
    { key: "feminine", header: "صيغة جلسة البنات", cell: (p) => p.feminine ?? "—", className: "text-white/70" },
    { key: "category", header: "الفئة", cell: (p) => p.category.nameAr, className: "whitespace-nowrap" },
    statusColumn<AdminMostLikely>(),
  ];

  return (
    <section aria-labelledby="most-likely-heading">
      <ContentHeading
        id="most-likely-heading"
        title="أسئلة مين الأكثر"
        total={list.result.data?.total}
        noun={QUESTIONS}
        addLabel="إضافة سؤال"
        onAdd={rows.openNew}
        addMany={{ label: "إضافة من جدول", icon: <Table2 aria-hidden="true" className="size-4" />, onClick: () => setImportOpen(true) }}
      />
      <ListPanel
        list={list}
        caption="أسئلة مين الأكثر"
        columns={columns}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.content}
        searchLabel="البحث في الأسئلة"
        categoryOptions={categoryOptions}
        statusFilter
        bulk={{ noun: QUESTIONS, run: (change) => bulk.mutateAsync(change), moveOptions: categoryOptions }}
        errorText="تعذّر تحميل الأسئلة"
        empty="لا توجد أسئلة بعد. يمكنك إضافة فئة للعبة «مين الأكثر» من قسم «الفئات» ثم إضافة الأسئلة."
        emptyFiltered="لا توجد أسئلة تطابق البحث أو الفلتر."
      />
      <PromptDialog {...rows.dialog} />
      <ImportPromptsDialog open={importOpen} onOpenChange={setImportOpen} />
      <RowDeleteConfirm {...rows.confirm} title="حذف السؤال؟" describe={(p) => `«${p.content}» لن يظهر في أي لعبة جديدة`} />
    </section>
  );
}
