// Picking many pictures for an upload queue: a drop-zone label over a hidden file input (the
// whole zone opens the picker), a refusal of the batch as a toast, then the queue's list with
// each picture's progress, remove and retry.
import { useId, type ReactNode } from "react";
import { cx } from "../../../ui/cx";
import { toast } from "../../../ui/toast";
import { IMAGE_ACCEPT, UPLOAD_TEXTS } from "./files";
import { UploadList } from "./upload-list";
import type { useUploadQueue } from "./use-upload-queue";

export function UploadPicker({ queue, icon, label, zoneHeight }: { queue: ReturnType<typeof useUploadQueue>; icon: ReactNode; label: string; zoneHeight: "min-h-24" | "min-h-28" }) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className={cx("flex", zoneHeight, "cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-white/20 p-4 text-center text-sm text-white/70 hover:border-brand-400/60")}>
        {icon}
        {label}
        <input
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className="sr-only"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            // Emptied at once, so picking the same files again still fires a change.
            e.target.value = "";
            if (!files.length) return;
            const refused = queue.add(files);
            if (refused) toast({ title: UPLOAD_TEXTS.uploadErrorTitle, description: refused, variant: "destructive" });
          }}
        />
      </label>
      <UploadList items={queue.items} onRemove={queue.remove} onRetry={queue.retryFailed} busy={queue.running} />
    </>
  );
}
