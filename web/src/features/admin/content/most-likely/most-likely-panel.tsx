// The most-likely tab (spec 002 §2): table with actions, image, question, category;
// search and category filter; add/edit dialog and the add-from-table dialog; delete with
// «تراجع», row selection and bulk actions on the shared list panel (issue 26).
import { ImageOff, Pencil, Plus, Table2, Trash2 } from "lucide-react";
import { useState } from "react";
import type { AdminMostLikely, CreateMostLikely } from "../../../../../../schema/api/content";
import { GAME_IDS } from "../../../../../../schema/limits";
import { Button } from "../../../../ui/button";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { type Column } from "../../../../ui/data-table";
import { toast } from "../../../../ui/toast";
import { countText, QUESTIONS } from "../../../../../../schema/arabic-count";
import { ListPanel, offerUndo, statusColumn } from "../../ui/list-panel";
import { SectionHeading } from "../../ui/section-heading";
import { useListQuery } from "../../ui/use-list-query";
import { useBulkChange } from "../bulk-queries";
import { useGameCategories } from "../categories/queries";
import { IconButton } from "../controls";
import { describeError } from "../form-errors";
import { ImportPromptsDialog, PromptDialog } from "./prompt-dialogs";
import { MOST_LIKELY_KEY, useCreateMostLikely, useDeleteMostLikely, useUpdateMostLikely } from "./queries";

export function MostLikelyPanel() {
  const categories = useGameCategories(GAME_IDS["most-likely"]);
  const list = useListQuery<AdminMostLikely>({ queryKey: MOST_LIKELY_KEY, path: "/api/admin/most-likely-questions", fixed: { gameId: GAME_IDS["most-likely"] } });
  const bulk = useBulkChange("most-likely-questions");
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.nameAr }));
  const [dialog, setDialog] = useState<{ editing: AdminMostLikely | null } | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminMostLikely | null>(null);
  const create = useCreateMostLikely();
  const update = useUpdateMostLikely();
  const remove = useDeleteMostLikely();

  const columns: Column<AdminMostLikely>[] = [
    {
      key: "actions",
      header: "الإجراءات",
      actions: true,
      cell: (p) => (
        <div className="flex gap-1">
          <IconButton label="تعديل السؤال" onClick={() => setDialog({ editing: p })}>
            <Pencil aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton tone="danger" label="حذف السؤال" onClick={() => setDeleting(p)}>
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

  function save(body: CreateMostLikely) {
    const editing = dialog?.editing;
    const failed = (title: string) => (error: unknown) => toast({ title, description: describeError(error, "حدث خطأ غير متوقع"), variant: "destructive" });
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: () => (setDialog(null), toast({ title: "تم تحديث السؤال بنجاح" })), onError: failed("فشل في تحديث السؤال") });
    else create.mutate(body, { onSuccess: () => (setDialog(null), toast({ title: "تم إضافة السؤال بنجاح" })), onError: failed("فشل في إضافة السؤال") });
  }

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
            <Button size="sm" onClick={() => setDialog({ editing: null })} icon={<Plus aria-hidden="true" className="size-4" />}>
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
      <PromptDialog open={!!dialog} onOpenChange={(open) => !open && setDialog(null)} editing={dialog?.editing ?? null} pending={create.isPending || update.isPending} onSubmit={save} />
      <ImportPromptsDialog open={importOpen} onOpenChange={setImportOpen} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="حذف السؤال؟"
        description={deleting ? `«${deleting.content}» لن يظهر في أي لعبة جديدة، ويمكن التراجع عن الحذف لثوانٍ بعده.` : undefined}
        confirmLabel="حذف"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (_, id) => (setDeleting(null), offerUndo("تم حذف السؤال بنجاح", () => bulk.mutateAsync({ action: "restore", ids: [id] }), "تمت استعادة السؤال")),
            onError: (error) => (setDeleting(null), toast({ title: "فشل في حذف السؤال", description: describeError(error), variant: "destructive" })),
          })
        }
      />
    </section>
  );
}
