// The images tab of a table import (spec 002 §2, §4 "optional images linked"): upload
// pictures through the shared picker and queue, then link them, in order, to the rows that have none.
import { ImagePlus, Link2 } from "lucide-react";
import { Button } from "../../../ui/button";
import { UploadPicker } from "../uploads/upload-picker";
import type { useUploadQueue } from "../uploads/use-upload-queue";
import { countText, PICTURES } from "../../../../../schema/arabic-count";

export function ImportImages({ queue, onLink, rowsWithoutImage }: { queue: ReturnType<typeof useUploadQueue>; onLink: (urls: string[]) => void; rowsWithoutImage: number }) {
  const urls = queue.completed.map((item) => item.url!);
  return (
    <div className="flex flex-col gap-4">
      <UploadPicker
        queue={queue}
        icon={<ImagePlus aria-hidden="true" className="size-7 text-white/50" />}
        label="اختيار صور لربطها بالأسئلة (حتى 300 صورة، 10 ميجابايت لكل صورة)"
        zoneHeight="min-h-24"
      />
      <Button variant="secondary" disabled={urls.length === 0 || rowsWithoutImage === 0 || queue.busy} onClick={() => onLink(urls)} icon={<Link2 aria-hidden="true" className="size-4" />}>
        ربط {countText(Math.min(urls.length, rowsWithoutImage), PICTURES, { oblique: true })} بالصفوف التي بلا صورة (بالترتيب)
      </Button>
    </div>
  );
}
