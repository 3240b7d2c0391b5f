// The items of an upload batch with their status, progress and error, and the retry button.
import { CheckCircle2, CircleAlert, Clock, RotateCw, Trash2 } from "lucide-react";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { Spinner } from "../../../ui/spinner";
import type { UploadItem } from "./use-upload-queue";

const STATUS_TEXT = { pending: "في الانتظار", uploading: "جاري الرفع", completed: "تم الرفع", error: "فشل الرفع" } as const;

export function UploadList({ items, onRemove, onRetry, busy }: { items: UploadItem[]; onRemove: (id: string) => void; onRetry: () => void; busy: boolean }) {
  if (items.length === 0) return null;
  const done = items.filter((i) => i.status === "completed").length;
  const retryable = items.filter((i) => i.status === "error" && i.retryable).length;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-white/75" aria-live="polite">
          تم رفع {done} من {items.length}
        </p>
        {retryable > 0 ? (
          <Button variant="secondary" size="sm" onClick={onRetry} disabled={busy} icon={<RotateCw aria-hidden="true" className="size-4" />}>
            إعادة محاولة الفاشلة ({retryable})
          </Button>
        ) : null}
      </div>
      <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto pe-1" aria-label="الملفات المرفوعة">
        {items.map((item) => (
          <li key={item.id} className={cx("flex items-center gap-3 rounded-xl p-2 ring-1 ring-inset", item.status === "error" ? "bg-rose-500/10 ring-rose-400/25" : "bg-white/[0.04] ring-white/10")}>
            <span className="inline-flex size-8 shrink-0 items-center justify-center" aria-hidden="true">
              {item.status === "completed" ? (
                <CheckCircle2 className="size-5 text-emerald-300" />
              ) : item.status === "error" ? (
                <CircleAlert className="size-5 text-rose-300" />
              ) : item.status === "uploading" ? (
                <Spinner className="size-5" label={null} />
              ) : (
                <Clock className="size-5 text-white/50" />
              )}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-white/90" dir="auto">
                {item.file.name}
              </p>
              {item.status === "error" ? (
                <p className="text-xs text-rose-200">{item.error}</p>
              ) : (
                <div className="mt-1 flex items-center gap-2">
                  <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-white/10" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={item.progress} aria-label={`${STATUS_TEXT[item.status]}: ${item.file.name}`}>
                    <div className="h-full rounded-full bg-brand-400 transition-[width]" style={{ width: `${item.status === "completed" ? 100 : item.progress}%` }} />
                  </div>
                  <span className="w-20 shrink-0 text-end text-xs text-white/60">{item.status === "uploading" ? `${item.progress}%` : STATUS_TEXT[item.status]}</span>
                </div>
              )}
            </div>
            <Button variant="ghost" size="icon" aria-label={`إزالة ${item.file.name}`} onClick={() => onRemove(item.id)} disabled={item.status === "uploading"}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
