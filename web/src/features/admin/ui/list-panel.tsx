// The one list of the admin: search and filters sent to the server, the page,
// row selection with select-all on this page, a bar of bulk actions (activate, deactivate,
// move to a category, delete with one confirm that names the count, undone from the toast),
// and the loading, empty and error states. Cards on phones, a table from md up (scrolling
// sideways with a visible sign when its columns do not fit), or a grid of cards (pictures).
import { CircleCheck, CircleOff, FolderInput, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { BulkAction } from "../../../../../schema/api/content-bulk";
import { CONTENT_TRASH } from "../../../../../schema/limits";
import { messageFor } from "../../../lib/api";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { cx } from "../../../ui/cx";
import { DataTable, type Column } from "../../../ui/data-table";
import { toast } from "../../../ui/toast";
import { SearchBox, SelectField, Toolbar, type Option } from "../content/controls";
import { Pager } from "./pager";
import { countText, ITEMS, SECONDS, type CountForms } from "../../../../../schema/arabic-count";
import type { ListQuery, RowId } from "./use-list-query";

// ---------- the status column ----------

/** Whether a row plays: every list with a status filter shows it, so a bulk switch-off is seen. */
export function statusColumn<T extends { isActive: boolean }>(): Column<T> {
  return {
    key: "status",
    header: "الحالة",
    className: "whitespace-nowrap",
    cell: (row) => <Badge tone={row.isActive ? "success" : undefined}>{row.isActive ? "مفعّل" : "موقوف"}</Badge>,
  };
}

// ---------- undo ----------

/**
 * The toast after a soft delete: «تراجع» while the undo is possible; pressing it restores the
 * rows and says so (or says why it could not).
 */
export function offerUndo(title: string, restore: () => Promise<unknown>, restored = "تمت الاستعادة") {
  toast({
    title,
    durationMs: CONTENT_TRASH.undoMs,
    action: {
      label: "تراجع",
      onClick: () =>
        void restore().then(
          () => toast({ title: restored }),
          () => toast({ title: "تعذّرت الاستعادة", description: "يُرجى المحاولة مرة أخرى", variant: "destructive" }),
        ),
    },
  });
}

// ---------- the panel ----------

export interface BulkConfig {
  /** The counted noun of the list («3 أسئلة»). */
  noun: CountForms;
  /** Sends one bulk change; resolves when the server has applied it. */
  run: (change: { action: BulkAction; ids: number[]; categoryId?: number }) => Promise<unknown>;
  /** Which actions the bar offers (by default all but move, which needs `moveOptions`). */
  actions?: Exclude<BulkAction, "restore">[];
  /** Categories rows can move to; without them there is no move. */
  moveOptions?: Option[];
}

export interface ListPanelProps<T> {
  list: ListQuery<T>;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => RowId;
  /** What the row is called for a screen reader («تحديد …»). */
  rowLabel: (row: T) => string;
  searchLabel: string;
  /** The category filter (omit for lists without categories). */
  categoryOptions?: Option[];
  /** Offer the active / stopped filter. */
  statusFilter?: boolean;
  /** More filters of this list, placed after the category. */
  filters?: ReactNode;
  bulk?: BulkConfig;
  /** Shown when the list is empty without any filter. */
  empty: ReactNode;
  /** Shown when a search or filter matched nothing. */
  emptyFiltered?: ReactNode;
  errorText: string;
  /** The rows scroll inside this height (px) instead of the page (a list the spec gives a fixed height). */
  maxBodyHeight?: number;
  /** Pictures or rows with their own layout: cards instead of a table (`className` sets the columns); `select` is the row's checkbox. */
  grid?: { className?: string; card: (row: T, select: ReactNode) => ReactNode };
}

function Check({ checked, indeterminate, onChange, label, disabled }: { checked: boolean; indeterminate?: boolean; onChange: () => void; label: string; disabled?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!indeterminate;
  }, [indeterminate]);
  // The label is the 44 px target; the box itself stays the usual size.
  return (
    <label className="-m-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-xl hover:bg-white/5">
      <input ref={ref} type="checkbox" className="size-5 cursor-pointer accent-brand-500" checked={checked} onChange={onChange} aria-label={label} disabled={disabled} />
    </label>
  );
}

export function ListPanel<T>({
  list,
  caption,
  columns,
  rowKey,
  rowLabel,
  searchLabel,
  categoryOptions,
  statusFilter,
  filters,
  bulk,
  empty,
  emptyFiltered = "لا توجد نتائج تطابق البحث أو الفلتر.",
  errorText,
  grid,
  maxBodyHeight,
}: ListPanelProps<T>) {
  const { params, result, selected } = list;
  const rows = result.data?.items ?? [];
  const ids = rows.map(rowKey);
  const chosen = ids.filter((id) => selected.has(id));
  const allChosen = ids.length > 0 && chosen.length === ids.length;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<BulkAction | null>(null);
  const [moveTo, setMoveTo] = useState("");
  const moveId = useId();
  const actions = bulk ? (bulk.actions ?? (["activate", "deactivate", "move", "delete"] as const)).filter((a) => a !== "move" || bulk.moveOptions?.length) : [];

  async function apply(action: BulkAction, categoryId?: number) {
    if (!bulk || chosen.length === 0) return;
    const idsNow = chosen.map(Number);
    // After «تم حذف», «تمت استعادة»…: the dual in the oblique («تم حذف سؤالين»).
    const phrase = countText(idsNow.length, bulk.noun, { oblique: true });
    setBusy(action);
    try {
      await bulk.run({ action, ids: idsNow, categoryId });
      list.clearSelection();
      setMoveTo("");
      if (action === "delete")
        offerUndo(`تم حذف ${phrase}`, () => bulk.run({ action: "restore", ids: idsNow }), `تمت استعادة ${phrase}`);
      else toast({ title: action === "activate" ? `تم تفعيل ${phrase}` : action === "deactivate" ? `تم إيقاف ${phrase}` : `تم نقل ${phrase}` });
    } catch (error) {
      // The server's own Arabic reason when it gave one (e.g. a category that still holds content).
      toast({ title: "تعذّر تنفيذ الإجراء", description: messageFor(error, "يُرجى المحاولة مرة أخرى"), variant: "destructive" });
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  }

  const selectCell = (row: T) => {
    const id = rowKey(row);
    return <Check checked={selected.has(id)} onChange={() => list.toggle(id)} label={`تحديد ${rowLabel(row)}`} />;
  };
  // The states, the table and the phone cards are the shared DataTable's; only a grid of pictures is drawn here.
  const body =
    grid && !result.isLoading && !result.error && rows.length > 0 ? (
      <ul className={cx("grid gap-3", grid.className ?? "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4")} aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={cx("relative", selected.has(rowKey(row)) && "rounded-2xl ring-2 ring-brand-400")}>
            {grid.card(row, bulk ? selectCell(row) : null)}
          </li>
        ))}
      </ul>
    ) : (
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        isLoading={result.isLoading}
        error={result.error ? errorText : null}
        onRetry={() => void result.refetch()}
        empty={list.filtered ? emptyFiltered : empty}
        select={{ isSelected: (row) => selected.has(rowKey(row)), cell: bulk ? selectCell : undefined }}
      />
    );

  return (
    <div>
      <Toolbar>
        <SearchBox value={params.q} onChange={(text) => list.set("q", text)} label={searchLabel} />
        {categoryOptions ? (
          <SelectField label="الفئة" hideLabel className="flex-1 basis-40" value={params.category} onChange={(v) => list.set("category", v)} placeholder="كل الفئات" options={categoryOptions} />
        ) : null}
        {filters}
        {statusFilter ? (
          <SelectField
            label="الحالة"
            hideLabel
            className="flex-1 basis-36"
            value={params.status}
            onChange={(v) => list.set("status", v)}
            placeholder="كل الحالات"
            options={[
              { value: "active", label: "مفعّل" },
              { value: "inactive", label: "موقوف" },
            ]}
          />
        ) : null}
      </Toolbar>

      {bulk && rows.length > 0 ? (
        <div
          role="toolbar"
          aria-label="إجراءات على المحدد"
          data-testid="bulk-bar"
          className={cx("mb-3 flex flex-wrap items-center gap-2 rounded-2xl px-3 py-2 ring-1", chosen.length ? "bg-night-800/95 ring-brand-400/40" : "bg-white/[0.03] ring-white/10")}
        >
          <div className="flex min-w-0 flex-1 basis-48 items-center gap-2">
            <Check checked={allChosen} indeterminate={chosen.length > 0 && !allChosen} onChange={() => list.toggleAll(ids)} label="تحديد كل عناصر هذه الصفحة" />
            <p className="me-auto ps-1 text-sm font-bold text-white/85" aria-live="polite">
              {chosen.length ? `المحدد: ${countText(chosen.length, bulk.noun)}` : "تحديد الكل في هذه الصفحة"}
            </p>
            {chosen.length ? (
              <Button size="icon" variant="ghost" aria-label="إلغاء التحديد" title="إلغاء التحديد" onClick={list.clearSelection}>
                <X aria-hidden="true" className="size-4" />
              </Button>
            ) : null}
          </div>
          {chosen.length ? (
            // On phones the actions take their own rows under the count; from sm up they share its line.
            <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
              {actions.includes("activate") ? (
                <Button size="sm" variant="secondary" className="flex-1 sm:flex-none" loading={busy === "activate"} disabled={!!busy} onClick={() => void apply("activate")} icon={<CircleCheck aria-hidden="true" className="size-4" />}>
                  تفعيل
                </Button>
              ) : null}
              {actions.includes("deactivate") ? (
                <Button size="sm" variant="secondary" className="flex-1 sm:flex-none" loading={busy === "deactivate"} disabled={!!busy} onClick={() => void apply("deactivate")} icon={<CircleOff aria-hidden="true" className="size-4" />}>
                  إيقاف
                </Button>
              ) : null}
              {actions.includes("delete") ? (
                <Button size="sm" variant="danger" className="flex-1 sm:flex-none" disabled={!!busy} onClick={() => setConfirming(true)} icon={<Trash2 aria-hidden="true" className="size-4" />}>
                  حذف
                </Button>
              ) : null}
              {actions.includes("move") && bulk?.moveOptions ? (
                <div className="flex w-full items-center gap-2 sm:w-auto">
                  <label htmlFor={moveId} className="sr-only">
                    الفئة التي تُنقل إليها العناصر المحددة
                  </label>
                  <select
                    id={moveId}
                    value={moveTo}
                    onChange={(e) => setMoveTo(e.target.value)}
                    className="min-h-11 min-w-0 flex-1 rounded-xl bg-white/10 px-3 text-sm text-white ring-1 ring-white/15 ring-inset sm:max-w-52"
                  >
                    <option value="">نقل إلى فئة…</option>
                    {bulk.moveOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                  <Button size="sm" variant="secondary" disabled={!moveTo || !!busy} loading={busy === "move"} onClick={() => void apply("move", Number(moveTo))} icon={<FolderInput aria-hidden="true" className="size-4" />}>
                    نقل
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}

      {maxBodyHeight ? (
        <div className="overflow-y-auto overscroll-contain rounded-2xl" style={{ maxHeight: maxBodyHeight }}>
          {body}
        </div>
      ) : (
        body
      )}
      {result.data ? (
        <Pager
          label="الصفحات"
          page={params.page}
          pages={Math.max(1, Math.ceil(result.data.total / result.data.pageSize))}
          summary={countText(result.data.total, ITEMS)}
          onPage={(page) => list.set("page", page)}
        />
      ) : null}

      {bulk ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`حذف ${countText(chosen.length, bulk.noun, { oblique: true })}؟`}
          description={`ستختفي من القوائم ومن الألعاب الجديدة، ويمكن التراجع عن الحذف خلال ${countText(Math.round(CONTENT_TRASH.undoMs / 1000), SECONDS, { oblique: true })}.`}
          confirmLabel="حذف"
          pending={busy === "delete"}
          onConfirm={() => void apply("delete")}
        />
      ) : null}
    </div>
  );
}
