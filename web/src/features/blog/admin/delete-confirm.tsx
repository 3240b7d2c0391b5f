// The one "delete this?" step of the blog admin's tabs: a confirm that names the item, then a
// toast that says it was done or why not.
import { messageFor } from "../../../lib/api";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { toast } from "../../../ui/toast";
import { useDeleteItem } from "../queries";

export interface DeleteTexts<Item> {
  /** e.g. «حذف الكاتب؟» */
  title: string;
  /** What deleting this one item does, e.g. «سيُحذف «سارة»، وتبقى مقالاته بلا كاتب.» */
  consequence: (item: Item) => string;
  /** The confirm button, e.g. «حذف الكاتب» */
  confirmLabel: string;
  done: string;
  failed: string;
  failedDescription: string;
}

export function DeleteConfirm<Item extends { id: number }>({
  kind,
  item,
  onClose,
  texts,
}: {
  kind: Parameters<typeof useDeleteItem>[0];
  item: Item | null;
  onClose: () => void;
  texts: DeleteTexts<Item>;
}) {
  const remove = useDeleteItem(kind);
  return (
    <ConfirmDialog
      open={!!item}
      onOpenChange={(open) => !open && onClose()}
      title={texts.title}
      description={item ? texts.consequence(item) : undefined}
      confirmLabel={texts.confirmLabel}
      pending={remove.isPending}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => {
            toast({ title: texts.done });
            onClose();
          },
          onError: (error) => toast({ title: texts.failed, description: messageFor(error, texts.failedDescription), variant: "destructive" }),
        })
      }
    />
  );
}
