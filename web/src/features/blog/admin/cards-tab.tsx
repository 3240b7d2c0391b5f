// A blog admin tab of cards (authors, categories): a title with its «new» button, the list
// with its loading, error and empty states, edit and delete on each card, the editing dialog
// and the delete confirm. Each tab says only what its card shows and what its dialog asks.
import type { UseQueryResult } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useId, useState, type ComponentType, type ReactNode } from "react";
import { messageFor } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { ListError } from "../../../ui/data-table";
import { SkeletonRows } from "../../../ui/skeleton";
import { DeleteConfirm, type DeleteTexts } from "./delete-confirm";

export interface EditorProps<Item> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit, or null to add one. */
  item: Item | null;
}

export function CardsTab<Item extends { id: number }>({
  title,
  newLabel,
  newIcon,
  list,
  loadError,
  empty,
  card,
  Editor,
  kind,
  deleteTexts,
}: {
  title: string;
  newLabel: string;
  newIcon: ReactNode;
  list: UseQueryResult<Item[]>;
  loadError: string;
  empty: string;
  card: (item: Item) => ReactNode;
  Editor: ComponentType<EditorProps<Item>>;
  kind: "categories" | "authors";
  deleteTexts: DeleteTexts<Item>;
}) {
  const titleId = useId();
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <Button onClick={() => setEditing({ item: null })} icon={newIcon}>
          {newLabel}
        </Button>
      </div>
      {list.isPending ? (
        <SkeletonRows rows={3} />
      ) : list.isError ? (
        <ListError message={messageFor(list.error, loadError)} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="rounded-2xl bg-white/[0.03] px-4 py-10 text-center text-white/60">{empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.map((item) => (
            <li key={item.id} className="flex flex-col gap-3 rounded-3xl bg-white/[0.04] p-5 ring-1 ring-white/10">
              {card(item)}
              <div className="mt-auto flex justify-end gap-1 border-t border-white/5 pt-2">
                <Button variant="ghost" size="sm" onClick={() => setEditing({ item })} icon={<Pencil aria-hidden="true" className="size-4" />}>
                  تعديل
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(item)} icon={<Trash2 aria-hidden="true" className="size-4 text-rose-300" />}>
                  حذف
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Editor open={!!editing} onOpenChange={(open) => !open && setEditing(null)} item={editing?.item ?? null} />
      <DeleteConfirm kind={kind} item={deleting} onClose={() => setDeleting(null)} texts={deleteTexts} />
    </section>
  );
}
