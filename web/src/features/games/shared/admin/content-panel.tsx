// A game's content section in the admin content tab (questions, prompts, meme pictures): the
// heading with its two ways to add, the shared list panel (search, category and status filters,
// selection and bulk actions), the row dialog, the add-many dialog and the delete confirm with
// «تراجع». A game says what it lists and how; a game with subcategories (trivia) also filters by
// one once a category is chosen, and moves rows to a subcategory.
import type { QueryKey } from "@tanstack/react-query";
import { useState, type ComponentType, type ReactNode } from "react";
import type { BulkKind } from "../../../../../../schema/api/content-bulk";
import { QUESTIONS, type CountForms } from "../../../../../../schema/arabic-count";
import type { Column } from "../../../../ui/data-table";
import { useBulkChange } from "../../../admin/content/bulk-queries";
import { useGameCategories } from "../../../admin/content/categories/queries";
import { SelectField } from "../../../admin/content/controls";
import { ContentHeading, RowDeleteConfirm, useRowEditing } from "../../../admin/content/row-editing";
import { ListPanel, type ListPanelProps } from "../../../admin/ui/list-panel";
import { useListQuery } from "../../../admin/ui/use-list-query";
import { categoryOptions, type RowDialogProps } from "./row-dialog";

type RowKind = Exclude<BulkKind, "categories" | "avatar-assets">;
type RowEditing<Row extends { id: number }, Body> = ReturnType<typeof useRowEditing<Row, Body>>;

export interface ContentPanelSpec<Row extends { id: number }, Body> {
  /** The admin route's kind, e.g. "about-us-questions". */
  kind: RowKind;
  gameId: number;
  queryKey: QueryKey;
  /** The list's rows per page, when not the usual. */
  pageSize?: number;
  /** The row as the toasts name it («السؤال»). */
  rowNoun: string;
  /** The section's title, also the table's caption. */
  title: string;
  headingId: string;
  /** The counted noun of the total and the bulk bar («3 أسئلة»). */
  count: CountForms;
  addLabel: string;
  addMany: { label: string; icon: ReactNode };
  columns: (rows: RowEditing<Row, Body>) => Column<Row>[];
  /** Cards instead of a table (meme pictures). */
  grid?: (rows: RowEditing<Row, Body>) => ListPanelProps<Row>["grid"];
  rowLabel: (row: Row) => string;
  searchLabel: string;
  errorText: string;
  empty: string;
  emptyFiltered: string;
  /** Rows sit in subcategories: a subcategory filter, and moves to a subcategory. */
  subcategories?: boolean;
  Dialog: ComponentType<RowDialogProps<Row, Body>>;
  AddManyDialog: ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;
  deleteTitle: string;
  describeDelete: (row: Row) => string;
}

/** What a list of questions says, in every game that lists questions («عنّا», most likely, trivia). */
export const QUESTION_ROWS = {
  rowNoun: "السؤال",
  count: QUESTIONS,
  addLabel: "إضافة سؤال",
  rowLabel: (q: { content: string }) => q.content,
  searchLabel: "البحث في الأسئلة",
  errorText: "تعذّر تحميل الأسئلة",
  emptyFiltered: "لا توجد أسئلة تطابق البحث أو الفلتر.",
  deleteTitle: "حذف السؤال؟",
  describeDelete: (q: { content: string }) => `«${q.content}» لن يظهر في أي لعبة جديدة`,
} satisfies Partial<ContentPanelSpec<{ id: number; content: string }, unknown>>;

export function GameContentPanel<Row extends { id: number }, Body>({ spec }: { spec: ContentPanelSpec<Row, Body> }) {
  const categories = useGameCategories(spec.gameId);
  const list = useListQuery<Row>({
    queryKey: spec.queryKey,
    path: `/api/admin/${spec.kind}`,
    fixed: { gameId: spec.gameId },
    initial: spec.pageSize ? { pageSize: spec.pageSize } : undefined,
  });
  const bulk = useBulkChange(spec.kind);
  const options = categoryOptions(categories.data);
  const [addManyOpen, setAddManyOpen] = useState(false);
  const rows = useRowEditing<Row, Body>(spec.kind, spec.rowNoun);
  const category = spec.subcategories ? categories.data?.find((c) => String(c.id) === list.params.category) : undefined;
  const { Dialog, AddManyDialog } = spec;

  return (
    <section aria-labelledby={spec.headingId}>
      <ContentHeading
        id={spec.headingId}
        title={spec.title}
        total={list.result.data?.total}
        noun={spec.count}
        addLabel={spec.addLabel}
        onAdd={rows.openNew}
        addMany={{ ...spec.addMany, onClick: () => setAddManyOpen(true) }}
      />
      <ListPanel
        list={list}
        caption={spec.title}
        columns={spec.columns(rows)}
        rowKey={(row) => row.id}
        rowLabel={spec.rowLabel}
        searchLabel={spec.searchLabel}
        categoryOptions={options}
        statusFilter
        filters={
          category ? (
            // Appears once a category is chosen; a new category starts with all its subcategories.
            <SelectField
              key={category.id}
              label="الفئة الفرعية"
              hideLabel
              className="flex-1 basis-40"
              value={list.params.extra.subcategoryId ?? ""}
              onChange={(v) => list.setExtra("subcategoryId", v)}
              placeholder="كل الفئات الفرعية"
              options={category.subcategories.map((s) => ({ value: String(s.id), label: s.nameAr }))}
            />
          ) : null
        }
        bulk={
          spec.subcategories
            ? {
                noun: spec.count,
                // A row moves to a subcategory; its category follows on the server.
                run: ({ categoryId, ...change }) => bulk.mutateAsync({ ...change, subcategoryId: categoryId }),
                moveOptions: (categories.data ?? []).flatMap((c) => c.subcategories.map((s) => ({ value: String(s.id), label: `${c.nameAr} › ${s.nameAr}` }))),
              }
            : { noun: spec.count, run: (change) => bulk.mutateAsync(change), moveOptions: options }
        }
        errorText={spec.errorText}
        empty={spec.empty}
        emptyFiltered={spec.emptyFiltered}
        grid={spec.grid?.(rows)}
      />
      <Dialog {...rows.dialog} />
      <AddManyDialog open={addManyOpen} onOpenChange={setAddManyOpen} />
      <RowDeleteConfirm {...rows.confirm} title={spec.deleteTitle} describe={spec.describeDelete} />
    </section>
  );
}
