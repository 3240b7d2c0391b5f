// The meme pictures tab (spec 002 §2): a grid with category, text-box and premium
// badges; edit and delete on hover (always shown on touch screens), search and
// category filter, add/edit dialog and bulk upload.
import { Images, Pencil, Plus, Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import type { AdminMemeImage, CreateMemeImage } from "../../../../../../schema/api/content";
import { GAME_IDS } from "../../../../../../schema/limits";
import { Badge } from "../../../../ui/badge";
import { Button } from "../../../../ui/button";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { ListError } from "../../../../ui/data-table";
import { Skeleton } from "../../../../ui/skeleton";
import { toast } from "../../../../ui/toast";
import { SectionHeading } from "../../ui/section-heading";
import { useGameCategories } from "../categories/queries";
import { IconButton, Pager, SearchBox, SelectField, Toolbar } from "../controls";
import { describeError } from "../form-errors";
import { BulkMemesDialog, MemeDialog } from "./meme-dialogs";
import { useCreateMeme, useDeleteMeme, useMemeImages, useUpdateMeme } from "./queries";

export function MemesPanel() {
  const categories = useGameCategories(GAME_IDS["meme-game"]);
  const [categoryId, setCategoryId] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const list = useMemeImages({ categoryId, search, page });
  const [dialog, setDialog] = useState<{ editing: AdminMemeImage | null } | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminMemeImage | null>(null);
  const create = useCreateMeme();
  const update = useUpdateMeme();
  const remove = useDeleteMeme();
  const onSearch = useCallback((text: string) => (setSearch(text), setPage(1)), []);

  function save(body: CreateMemeImage) {
    const editing = dialog?.editing;
    const failed = (title: string) => (error: unknown) => toast({ title, description: describeError(error), variant: "destructive" });
    if (editing)
      update.mutate({ id: editing.id, body }, { onSuccess: () => (setDialog(null), toast({ title: "تم تحديث صورة الميم بنجاح" })), onError: failed("فشل في تحديث صورة الميم") });
    else create.mutate(body, { onSuccess: () => (setDialog(null), toast({ title: "تم إضافة صورة الميم بنجاح" })), onError: failed("فشل في إضافة صورة الميم") });
  }

  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby="memes-heading">
      <SectionHeading
        id="memes-heading"
        title="صور الميمز"
        description={list.data ? `${list.data.total} صورة` : undefined}
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => setBulkOpen(true)} icon={<Images aria-hidden="true" className="size-4" />}>
              رفع متعدد
            </Button>
            <Button size="sm" onClick={() => setDialog({ editing: null })} icon={<Plus aria-hidden="true" className="size-4" />}>
              إضافة صورة
            </Button>
          </>
        }
      />
      <Toolbar>
        <SearchBox value={search} onChange={onSearch} label="ابحث باسم الصورة أو الفئة" />
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
      {list.isLoading ? (
        <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          <span className="sr-only">جاري التحميل...</span>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-square rounded-2xl" />
          ))}
        </div>
      ) : list.error ? (
        <ListError message="Failed to fetch meme images" onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-2xl bg-white/[0.03] px-4 py-10 text-center text-white/60">
          {search || categoryId ? "لا توجد صور تطابق البحث أو الفلتر." : "لا توجد صور ميمز بعد. أضف فئة للعبة الميمز من قسم «الفئات» ثم ارفع الصور."}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="صور الميمز">
          {items.map((meme) => (
            <li key={meme.id} className="group relative overflow-hidden rounded-2xl bg-white/[0.04] ring-1 ring-white/10" tabIndex={0}>
              <img src={meme.imageUrl} alt={meme.name ?? `صورة ميم في ${meme.category.nameAr}`} loading="lazy" className="aspect-square w-full bg-night-950/50 object-cover" />
              <div className="flex flex-wrap gap-1 p-2">
                <Badge tone="info">{meme.category.nameAr}</Badge>
                <Badge>{meme.textBoxCount === 1 ? "صندوق واحد" : "صندوقان"}</Badge>
                {meme.isPremium ? <Badge tone="premium">مميزة</Badge> : null}
              </div>
              {meme.name ? <p className="truncate px-2 pb-2 text-xs text-white/60">{meme.name}</p> : null}
              <div className="absolute end-2 top-2 flex gap-1 rounded-xl bg-night-950/80 p-0.5 backdrop-blur transition-opacity md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100">
                <IconButton label="تعديل الصورة" onClick={() => setDialog({ editing: meme })}>
                  <Pencil aria-hidden="true" className="size-4" />
                </IconButton>
                <IconButton tone="danger" label="حذف الصورة" onClick={() => setDeleting(meme)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </IconButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.data ? <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} /> : null}

      <MemeDialog open={!!dialog} onOpenChange={(open) => !open && setDialog(null)} editing={dialog?.editing ?? null} pending={create.isPending || update.isPending} onSubmit={save} />
      <BulkMemesDialog open={bulkOpen} onOpenChange={setBulkOpen} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="حذف صورة الميم؟"
        description="ستُحذف الصورة نهائيًا ولن تظهر في أي لعبة جديدة."
        confirmLabel="حذف"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => (setDeleting(null), toast({ title: "تم حذف صورة الميم بنجاح" })),
            onError: (error) => (setDeleting(null), toast({ title: "فشل في حذف صورة الميم", description: describeError(error), variant: "destructive" })),
          })
        }
      />
    </section>
  );
}
