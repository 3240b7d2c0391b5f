// A rank as the results and final screens show it: a drawn medal for the first
// three, "#n" after. The medal carries its own label; the rank itself is read
// from the sr-only «المركز n» beside it.
import { cx } from "../../../ui/cx";
import { Medal, medalFor } from "../../../ui/medal";
import { rankText } from "./ranking";

export function RankBadge({ rank, size = "md", className }: { rank: number; size?: "md" | "lg"; className?: string }) {
  const medal = medalFor(rank);
  return (
    <span className={cx("inline-flex w-9 shrink-0 items-center justify-center", className)} data-testid="rank-badge">
      {medal ? (
        <Medal kind={medal} className={size === "lg" ? "size-10" : "size-8"} />
      ) : (
        <span aria-hidden="true" className="text-base font-bold tabular-nums text-white/70">
          {rankText(rank)}
        </span>
      )}
    </span>
  );
}
