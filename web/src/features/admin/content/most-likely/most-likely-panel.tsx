// The most-likely tab (spec 002 §2): table with actions, image, question, category;
// search and category filter; add/edit dialog and the add-from-table dialog; delete with
// «تراجع», row selection and bulk actions on the shared list panel (issue 26).
import { ImageOff, Pencil, Plus, Table2, Trash2 } from "lucide-react";
import { useState } from "react";
import type { AdminMostLikely, CreateMostLikely } from "../../../../../../schema/api/content";
import { GAME_IDS } from "../../../../../../schema/limits";
import { Button } from "../../../../ui/button";
import { type Column } from "../../../../ui/data-table";
import { countText, QUESTIONS } from "../../../../../../schema/arabic-count";
import { ListPanel, statusColumn } from "../../ui/list-panel";
import { SectionHeading } from "../../ui/section-heading";
import { useListQuery } from "../../ui/use-list-query";
import { useBulkChange } from "../bulk-queries";
import { useGameCategories } from "../categories/queries";
import { IconButton } from "../controls";
import { RowDeleteConfirm, useRowEditing } from "../row-editing";
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
    {
      key: "actions",
      header: "الإجراءات",
      actions: true,
      cell: (p) => (
        <div className="flex gap-1">
          <IconButton label="تعديل السؤال" onClick={() => rows.openEdit(p)}>
            <Pencil aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton tone="danger" label="حذف السؤال" onClick={() => rows.askDelete(p)}>
            <Trash2 aria-hidden="true" className="size-4" />
          </IconButton>
        </div>
      ),
    },
    {
      key: "image",
      header: "الصورة",
      cell: (p) => (p.imageUrl ? <img src={p.imageUrl} alt="" loading="lazy" className="size-11 rounded-lg bg-white/5 object-cover" /> : <ImageOff aria-label="بلا صورة" className="size-5 text-white/30" />),
    },
    { key: "content", header: "السؤال", primary: true, cell: (p) => p.content },
    { key: "category", header: "الفئة", cell: (p) => p.category.nameAr, className: "whitespace-nowrap" },
    statusColumn<AdminMostLikely>(),
  ];


  return (
    <section aria-labelledby="most-likely-heading">
      <SectionHeading
        id="most-likely-heading"
        title="أسئلة مين الأكثر"
        description={list.result.data ? countText(list.result.data.total, QUESTIONS) : undefined}
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => setImportOpen(true)} icon={<Table2 aria-hidden="true" className="size-4" />}>
              إضافة من جدول
            </Button>
            <Button size="sm" onClick={rows.openNew} icon={<Plus aria-hidden="true" className="size-4" />}>
              إضافة سؤال
            </Button>
          </>
        }
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
