// An activity entry's changes, field by field: «السعر: 15 ← 16» read right to left as before → after.
import type { ActivityChange } from "../../../../../schema/api/admin";
import { formatChangeValue } from "./change-value";

export function ActivityChanges({ changes }: { changes: ActivityChange[] }) {
  if (!changes.length) return null;
  return (
    <dl className="mt-2 flex flex-col gap-1 text-xs text-white/70" data-testid="activity-changes">
      {changes.map((change) => (
        <div key={change.field} className="flex flex-wrap items-baseline gap-x-2">
          <dt className="font-bold text-white/80">{change.label}:</dt>
          <dd className="flex flex-wrap items-baseline gap-x-1.5 break-words">
            <span className="sr-only">قبل</span>
            <del className="text-rose-200/80 decoration-rose-300/50" data-testid="change-before">
              {formatChangeValue(change.before)}
            </del>
            <span aria-hidden="true">←</span>
            <span className="sr-only">بعد</span>
            <ins className="text-emerald-200 no-underline" data-testid="change-after">
              {formatChangeValue(change.after)}
            </ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
