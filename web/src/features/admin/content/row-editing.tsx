// One content kind's add, edit and delete with «تراجع» (questions, most-likely prompts, meme
// pictures): the calls on its admin route, the dialog's state, the toasts and the delete confirm,
// said once. A panel says only its noun and what its dialog and confirm show.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ImageOff, Pencil, Plus, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { BulkResult } from "../../../../../schema/api/content";
import type { BulkKind } from "../../../../../schema/api/content-bulk";
import { countText, type CountForms } from "../../../../../schema/arabic-count";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import type { Column } from "../../../ui/data-table";
import { toast } from "../../../ui/toast";
import { adminApi } from "../queries";
import { offerUndo } from "../ui/list-panel";
import { SectionHeading } from "../ui/section-heading";
import { useBulkChange } from "./bulk-queries";
import { IconButton } from "./controls";
import { describeError } from "./form-errors";
import { CONTENT_KEY } from "./keys";

type RowKind = Exclude<BulkKind, "categories" | "avatar-assets">;

/** Add, edit and delete on `/api/admin/{kind}`; every change refetches the content lists. */
function useRowMutations<Row, Create, Update = Partial<Create>>(kind: RowKind) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: CONTENT_KEY });
  const path = `/api/admin/${kind}`;
  return {
    create: useMutation({ mutationFn: (body: Create) => adminApi<Row>("POST", path, body), onSettled: refresh }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: Update }) => adminApi<Row>("PUT", `${path}/${id}`, body), onSettled: refresh }),
    remove: useMutation({ mutationFn: (id: number) => adminApi<{ success: boolean }>("DELETE", `${path}/${id}`), onSettled: refresh }),
  };
}

/** Many rows at once, from a pasted table or an upload queue: POST `/api/admin/{kind}/bulk`. */
export function useRowImport<Body>(kind: RowKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => adminApi<BulkResult>("POST", `/api/admin/${kind}/bulk`, body),
    onSettled: () => void client.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

/**
 * The panel's editing: which row the dialog shows (null to add one), saving it, and which row
 * awaits the delete confirm. `noun` is the row as the toasts name it, e.g. «السؤال», «صورة الميم».
 */
export function useRowEditing<Row extends { id: number }, Body>(kind: RowKind, noun: string) {
  const { create, update, remove } = useRowMutations<Row, Body>(kind);
  const restore = useBulkChange(kind);
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const failed = (title: string) => (error: unknown) => toast({ title, description: describeError(error), variant: "destructive" });

  function save(body: Body) {
    const editing = dialog?.editing;
    const done = (title: string) => () => (setDialog(null), toast({ title }));
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: done(`تم تحديث ${noun} بنجاح`), onError: failed(`فشل في تحديث ${noun}`) });
    else create.mutate(body, { onSuccess: done(`تمت إضافة ${noun} بنجاح`), onError: failed(`فشل في إضافة ${noun}`) });
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (_, id) => (setDeleting(null), offerUndo(`تم حذف ${noun} بنجاح`, () => restore.mutateAsync({ action: "restore", ids: [id] }), `تمت استعادة ${noun}`)),
      onError: (error) => (setDeleting(null), failed(`فشل في حذف ${noun}`)(error)),
    });
  }

  return {
    openNew: () => setDialog({ editing: null }),
    openEdit: (row: Row) => setDialog({ editing: row }),
    askDelete: setDeleting,
    /** Props for the kind's own dialog. */
    dialog: { open: !!dialog, onOpenChange: (open: boolean) => !open && setDialog(null), editing: dialog?.editing ?? null, pending: create.isPending || update.isPending, onSubmit: save },
    /** Props for RowDeleteConfirm. */
    confirm: { row: deleting, onClose: () => setDeleting(null), pending: remove.isPending, onConfirm: confirmDelete },
  };
}

/** «حذف …؟» for one row: it leaves every new game, and «تراجع» brings it back for a few seconds. */
export function RowDeleteConfirm<Row>({
  row,
  onClose,
  pending,
  onConfirm,
  title,
  describe,
}: {
  row: Row | null;
  onClose: () => void;
  pending: boolean;
  onConfirm: () => void;
  title: string;
  describe: (row: Row) => string;
}) {
  return (
    <ConfirmDialog
      open={!!row}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={row ? `${describe(row)}، ويمكن التراجع عن الحذف لثوانٍ بعده.` : undefined}
      confirmLabel="حذف"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}

/** A content panel's heading: its title, how many rows in all, and its two ways to add. */
export function ContentHeading({
  id,
  title,
  total,
  noun,
  addLabel,
  onAdd,
  addMany,
}: {
  id: string;
  title: string;
  total: number | undefined;
  noun: CountForms;
  addLabel: string;
  onAdd: () => void;
  /** The kind's "many at once" button: a pasted table, an upload queue. */
  addMany: { label: string; icon: ReactNode; onClick: () => void };
}) {
  return (
    <SectionHeading
      id={id}
      title={title}
      description={total === undefined ? undefined : countText(total, noun)}
      actions={
        <>
          <Button variant="secondary" size="sm" onClick={addMany.onClick} icon={addMany.icon}>
            {addMany.label}
          </Button>
          <Button size="sm" onClick={onAdd} icon={<Plus aria-hidden="true" className="size-4" />}>
            {addLabel}
          </Button>
        </>
      }
    />
  );
}

/** Edit and delete on one row, named for screen readers («تعديل السؤال», «حذف الصورة»). */
export function RowActions({ noun, onEdit, onDelete }: { noun: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex gap-1">
      <IconButton label={`تعديل ${noun}`} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton tone="danger" label={`حذف ${noun}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" className="size-4" />
      </IconButton>
    </div>
  );
}

/** The table's actions column for a kind edited through useRowEditing. */
export function actionsColumn<Row extends { id: number }>(rows: { openEdit: (row: Row) => void; askDelete: (row: Row) => void }, noun: string): Column<Row> {
  return { key: "actions", header: "الإجراءات", actions: true, cell: (row) => <RowActions noun={noun} onEdit={() => rows.openEdit(row)} onDelete={() => rows.askDelete(row)} /> };
}

/** The row's optional picture, small, or a sign that it has none. */
export function imageColumn<Row extends { imageUrl: string | null }>(): Column<Row> {
  return {
    key: "image",
    header: "الصورة",
    cell: (row) => (row.imageUrl ? <img src={row.imageUrl} alt="" loading="lazy" className="size-11 rounded-lg bg-white/5 object-cover" /> : <ImageOff aria-label="بلا صورة" className="size-5 text-white/30" />),
  };
}
