// The line above a paged admin list (activity log, users, payments log): how many rows
// match, read out when it changes, and the CSV export of what the filters show.
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "../../../ui/cx";
import { formatAdminDateTime } from "../format";

export function ListSummary({
  text,
  exportHref,
  className,
  textClassName = "text-white/60",
  testId,
}: {
  text: ReactNode;
  /** The CSV of the filtered rows; no link when there is nothing to export. */
  exportHref: string | null;
  className?: string;
  textClassName?: string;
  testId?: string;
}) {
  return (
    <div className={cx(className, "flex flex-wrap items-center justify-between gap-3")}>
      <p className={cx("text-sm", textClassName)} aria-live="polite" data-testid={testId}>
        {text}
      </p>
      {exportHref ? (
        <a
          href={exportHref}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white/[0.06] px-4 text-sm font-bold text-white ring-1 ring-white/15 hover:bg-white/10"
        >
          <Download aria-hidden="true" className="size-4" />
          تصدير CSV
        </a>
      ) : null}
    </div>
  );
}

/** A moment in an admin list: the date and time, and under it how long ago. */
export function WhenCell({ at, ago }: { at: string; ago: ReactNode }) {
  return (
    <span className="flex flex-col">
      <time dateTime={at}>{formatAdminDateTime(at)}</time>
      <span className="text-xs text-white/55">{ago}</span>
    </span>
  );
}
