// The images tab of a table import (spec 002 §2, §4 "optional images linked"): upload
// pictures through the shared path, then link them, in order, to the rows that have none.
import { ImagePlus, Link2 } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../ui/button";
import { toast } from "../../../ui/toast";
import { IMAGE_ACCEPT, UPLOAD_TEXTS } from "../uploads/files";
import { UploadList } from "../uploads/upload-list";
import type { useUploadQueue } from "../uploads/use-upload-queue";
import { countText, PICTURES } from "../../../../../schema/arabic-count";

export function ImportImages({ queue, onLink, rowsWithoutImage }: { queue: ReturnType<typeof useUploadQueue>; onLink: (urls: string[]) => void; rowsWithoutImage: number }) {
  const inputId = useId();
  const urls = queue.completed.map((item) => item.url!);
  return (
    <div className="flex flex-col gap-4">
      <label htmlFor={inputId} className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-white/20 p-4 text-center text-sm text-white/70 hover:border-brand-400/60">
        <ImagePlus aria-hidden="true" className="size-7 text-white/50" />
        اختيار صور لربطها بالأسئلة (حتى 300 صورة، 10 ميجابايت لكل صورة)
        <input
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className="sr-only"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = "";
            if (!files?.length) return;
            const refused = queue.add(files);
            if (refused) toast({ title: UPLOAD_TEXTS.uploadErrorTitle, description: refused, variant: "destructive" });
          }}
        />
      </label>
      <UploadList items={queue.items} onRemove={queue.remove} onRetry={queue.retryFailed} busy={queue.running} />
      <Button variant="secondary" disabled={urls.length === 0 || rowsWithoutImage === 0 || queue.busy} onClick={() => onLink(urls)} icon={<Link2 aria-hidden="true" className="size-4" />}>
        ربط {countText(Math.min(urls.length, rowsWithoutImage), PICTURES, { oblique: true })} بالصفوف التي بلا صورة (بالترتيب)
      </Button>
    </div>
  );
}
