import { cx } from "./cx";
import { LOADING_TEXT } from "./spinner";

/** A pulsing placeholder block. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx("block animate-pulse rounded-lg bg-white/10", className)} />;
}

/**
 * A card's placeholder while its list loads, drawn from the card's outline (`className`) and
 * its bars (one class list each), so each card keeps its own shape from one drawing.
 */
export function SkeletonCard({ className, bars }: { className: string; bars: readonly string[] }) {
  return (
    <div aria-hidden="true" className={className}>
      {bars.map((bar, i) => (
        <div key={i} className={bar} />
      ))}
    </div>
  );
}

/** `rows` placeholder lines while a list loads, announced with the loading text. */
export function SkeletonRows({ rows, className }: { rows: number; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cx("flex flex-col gap-3", className)}>
      <span className="sr-only">{LOADING_TEXT}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3 rounded-2xl bg-white/[0.03] p-3">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
