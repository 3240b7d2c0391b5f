// A table on wide screens that becomes one card per row on phones, with the
// loading, error and empty states every admin list needs. Only one of the two is
// rendered: a row's cells (inline edit inputs above all) must exist once, or a
// hidden copy shadows the visible one (a tier edit saved old values).
import { CircleAlert, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { cx } from "./cx";
import { ScrollHint } from "./scroll-hint";
import { SkeletonRows } from "./skeleton";
import { useMediaQuery, WIDE_SCREEN } from "./use-media-query";

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for the cell in table mode (alignment, width). */
  className?: string;
  /** On phones: the card's heading (no label shown). */
  primary?: boolean;
  /** On phones: actions go to the card's footer, without a label. */
  actions?: boolean;
}

/**
 * The actions column of a wide table sticks to the end edge: a table wider than its
 * box (the trivia questions at 1280 px) scrolls under it, and the row's buttons stay in view.
 * Opaque, so the cells scrolling under it do not show through.
 */
export const stickyEnd = (actions: boolean | undefined, header = false) =>
  actions ? cx("sticky end-0 z-10 border-s border-white/10", header ? "bg-night-850" : "bg-night-900") : undefined;

export interface RowSelect<T> {
  isSelected: (row: T) => boolean;
  /** The row's checkbox; none when the list offers no bulk action. */
  cell?: (row: T) => ReactNode;
}

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  isLoading,
  error,
  onRetry,
  empty,
  skeletonRows = 5,
  select,
}: {
  /** Read by screen readers; describes the table. */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  empty: ReactNode;
  skeletonRows?: number;
  /**
   * Rows a person picks (the admin's bulk lists): a picked row is marked, and `cell` (the
   * row's checkbox) leads the row, or sits beside the card's heading on phones.
   */
  select?: RowSelect<T>;
}) {
  const wide = useMediaQuery(WIDE_SCREEN);
  if (isLoading) return <SkeletonRows rows={skeletonRows} />;
  if (error) return <ListError message={error} onRetry={onRetry} />;
  if (!rows || rows.length === 0)
    return <p className="rounded-2xl bg-white/[0.03] px-4 py-10 text-center text-white/60">{empty}</p>;

  const primary = columns.find((c) => c.primary);
  const actions = columns.find((c) => c.actions);
  const details = columns.filter((c) => !c.primary && !c.actions);
  if (wide)
    return (
      <ScrollHint>
        <table className="w-full border-collapse text-start text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-white/[0.04] text-white/65">
            <tr>
              {select?.cell ? (
                <th scope="col" className="w-12 px-4 py-3">
                  <span className="sr-only">تحديد</span>
                </th>
              ) : null}
              {columns.map((c) => (
                <th key={c.key} scope="col" data-sticky-end={c.actions || undefined} className={cx("px-4 py-3 text-start font-bold whitespace-nowrap", c.className, stickyEnd(c.actions, true))}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className={cx("border-t border-white/5 hover:bg-white/[0.02]", select?.isSelected(row) && "bg-brand-500/[0.07]")}>
                {select?.cell ? <td className="px-4 py-3 align-middle">{select.cell(row)}</td> : null}
                {columns.map((c) => (
                  <td key={c.key} data-sticky-end={c.actions || undefined} className={cx("px-4 py-3 align-middle", c.className, stickyEnd(c.actions))}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollHint>
    );
  return (
    <ul className="flex flex-col gap-3" aria-label={caption}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={cx("rounded-2xl bg-white/[0.04] p-4 ring-1 ring-white/10", select?.isSelected(row) && "ring-2 ring-brand-400")}>
          {select ? (
            <div className="mb-3 flex items-start gap-3">
              {select.cell?.(row) ?? null}
              {primary ? <div className="min-w-0 flex-1 font-bold text-white">{primary.cell(row)}</div> : null}
            </div>
          ) : primary ? (
            <div className="mb-3 font-bold text-white">{primary.cell(row)}</div>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
            {details.map((c) => (
              <div key={c.key} className="contents">
                <dt className="text-white/55">{c.header}</dt>
                <dd className="min-w-0 text-white/90">{c.cell(row)}</dd>
              </div>
            ))}
          </dl>
          {actions ? <div className="mt-3 flex flex-wrap justify-end gap-2 border-t border-white/5 pt-3">{actions.cell(row)}</div> : null}
        </li>
      ))}
    </ul>
  );
}

/** A list that failed to load: the reason and a retry button. */
export function ListError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-rose-500/10 px-4 py-8 text-center ring-1 ring-rose-400/20">
      <CircleAlert aria-hidden="true" className="size-8 text-rose-300" />
      <p className="text-white/85">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry} icon={<RotateCw aria-hidden="true" className="size-4" />}>
          إعادة المحاولة
        </Button>
      ) : null}
    </div>
  );
}
