// One content kind's add, edit and delete with «تراجع» (questions, most-likely prompts, meme
// pictures): the calls on its admin route, the dialog's state, the toasts and the delete confirm,
// said once. A panel says only its noun and what its dialog and confirm show.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { BulkResult } from "../../../../../schema/api/content";
import type { BulkKind } from "../../../../../schema/api/content-bulk";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { toast } from "../../../ui/toast";
import { adminApi } from "../queries";
import { offerUndo } from "../ui/list-panel";
import { useBulkChange } from "./bulk-queries";
import { describeError } from "./form-errors";
import { CONTENT_KEY } from "./keys";

type RowKind = Extract<BulkKind, "questions" | "most-likely-questions" | "meme-images">;

/** Add, edit and delete on `/api/admin/{kind}`; every change refetches the content lists. */
export function useRowMutations<Row, Create, Update = Partial<Create>>(kind: RowKind) {
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
}: ReturnType<typeof useRowEditing<Row & { id: number }, unknown>>["confirm"] & { row: Row | null; title: string; describe: (row: Row) => string }) {
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
