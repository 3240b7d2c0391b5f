// The most-likely tab (spec 002 §2): table with actions, image, question, category;
// search and category filter; add/edit dialog and the add-from-table dialog.
import { ImageOff, Pencil, Plus, Table2, Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import type { AdminMostLikely, CreateMostLikely } from "../../../../../../schema/api/content";
import { GAME_IDS } from "../../../../../../schema/limits";
import { Button } from "../../../../ui/button";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { DataTable, type Column } from "../../../../ui/data-table";
import { toast } from "../../../../ui/toast";
import { SectionHeading } from "../../ui/section-heading";
import { useGameCategories } from "../categories/queries";
import { IconButton, Pager, SearchBox, SelectField, Toolbar } from "../controls";
import { describeError } from "../form-errors";
import { ImportPromptsDialog, PromptDialog } from "./prompt-dialogs";
import { useCreateMostLikely, useDeleteMostLikely, useMostLikely, useUpdateMostLikely } from "./queries";

export function MostLikelyPanel() {
  const categories = useGameCategories(GAME_IDS["most-likely"]);
  const [categoryId, setCategoryId] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const list = useMostLikely({ categoryId, search, page });
  const [dialog, setDialog] = useState<{ editing: AdminMostLikely | null } | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminMostLikely | null>(null);
  const create = useCreateMostLikely();
  const update = useUpdateMostLikely();
  const remove = useDeleteMostLikely();
  const onSearch = useCallback((text: string) => (setSearch(text), setPage(1)), []);

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
        description={list.data ? `${list.data.total} سؤال` : undefined}
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
      <Toolbar>
        <SearchBox value={search} onChange={onSearch} label="ابحث في الأسئلة" />
        <SelectField
          label="الفئة"
          hideLabel
          className="flex-1 basis-40"
          value={categoryId}
          onChange={(v) => (setCategoryId(v), setPage(1))}
          placeholder="كل الفئات"
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.nameAr }))}
        />
      </Toolbar>
      <DataTable
        caption="أسئلة مين الأكثر"
        columns={columns}
        rows={list.data?.items}
        rowKey={(p) => p.id}
        isLoading={list.isLoading}
        error={list.error ? "Failed to fetch questions" : null}
        onRetry={() => void list.refetch()}
        empty={search || categoryId ? "لا توجد أسئلة تطابق البحث أو الفلتر." : "لا توجد أسئلة بعد. أضف فئة للعبة «مين الأكثر» من قسم «الفئات» ثم أضف الأسئلة."}
      />
      {list.data ? <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} /> : null}
      <PromptDialog open={!!dialog} onOpenChange={(open) => !open && setDialog(null)} editing={dialog?.editing ?? null} pending={create.isPending || update.isPending} onSubmit={save} />
      <ImportPromptsDialog open={importOpen} onOpenChange={setImportOpen} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="حذف السؤال؟"
        description={deleting ? `«${deleting.content}» سيُحذف نهائيًا.` : undefined}
        confirmLabel="حذف"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => (setDeleting(null), toast({ title: "تم حذف السؤال بنجاح" })),
            onError: (error) => (setDeleting(null), toast({ title: "فشل في حذف السؤال", description: describeError(error), variant: "destructive" })),
          })
        }
      />
    </section>
  );
}
