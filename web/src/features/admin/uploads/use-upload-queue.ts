// A batch of picked images going up (spec 002 §3 upload item, §4, §9): each item
// pending → uploading (with progress) → completed or error; at most 300 per batch,
// 4 at a time; failed items are retried on demand. Links come in one call per batch.
import { useCallback, useRef, useState } from "react";
import type { ContentImageKind, UploadGrantAnswer } from "../../../../../schema/api/content";
import { IMAGE_UPLOADS } from "../../../../../schema/limits";
import { adminApi } from "../queries";
import { checkFile, downscaleIfLarge, UPLOAD_TEXTS } from "./files";
import { eachLimited, putFile, UploadFailure } from "./upload-client";

export type UploadStatus = "pending" | "uploading" | "completed" | "error";

export interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  progress: number;
  url?: string;
  error?: string;
  /** False for a file that can never go (wrong type, too big): retrying it would fail the same way. */
  retryable: boolean;
}

let nextId = 1;

export function useUploadQueue(kind: ContentImageKind) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const [running, setRunning] = useState(false);

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    async (batch: UploadItem[]) => {
      if (batch.length === 0) return;
      setRunning(true);
      try {
        let grants: UploadGrantAnswer[];
        try {
          // The type may change when a big picture is redrawn, so the links take any accepted type.
          ({ grants } = await adminApi<{ grants: UploadGrantAnswer[] }>("POST", "/api/admin/upload-images", { imageType: kind, contentTypes: batch.map(() => null) }));
        } catch (error) {
          const message = `${UPLOAD_TEXTS.linkFailed}: ${error instanceof Error ? error.message : UPLOAD_TEXTS.networkError}`;
          for (const item of batch) patch(item.id, { status: "error", error: message });
          return;
        }
        const links = new Map(batch.map((item, i) => [item.id, grants[i]]));
        await eachLimited(batch, IMAGE_UPLOADS.concurrency, async (item) => {
          const grant = links.get(item.id)!;
          patch(item.id, { status: "uploading", progress: 0, error: undefined });
          try {
            const check = checkFile(item.file);
            if (!check.ok) throw new Error(check.message);
            const { blob, type } = await downscaleIfLarge(item.file, check.type);
            await putFile(grant.uploadUrl, blob, type, (progress) => patch(item.id, { progress }));
            patch(item.id, { status: "completed", progress: 100, url: grant.imageUrl });
          } catch (error) {
            patch(item.id, {
              status: "error",
              error: error instanceof Error ? error.message : UPLOAD_TEXTS.unexpected,
              retryable: !(error instanceof UploadFailure) || error.retryable,
            });
          }
        });
      } finally {
        setRunning(false);
      }
    },
    [kind, patch],
  );

  /** Adds picked files and starts sending them; returns a message when the batch is refused as a whole. */
  const add = useCallback(
    (files: FileList | File[]): string | null => {
      const picked = [...files];
      if (itemsRef.current.length + picked.length > IMAGE_UPLOADS.maxFiles) return UPLOAD_TEXTS.tooMany;
      const added: UploadItem[] = picked.map((file) => {
        const check = checkFile(file);
        return check.ok
          ? { id: String(nextId++), file, status: "pending", progress: 0, retryable: true }
          : { id: String(nextId++), file, status: "error", progress: 0, error: check.message, retryable: false };
      });
      setItems((list) => [...list, ...added]);
      void run(added.filter((item) => item.status === "pending"));
      return null;
    },
    [run],
  );

  const retryFailed = useCallback(() => {
    const failed = itemsRef.current.filter((item) => item.status === "error" && item.retryable);
    setItems((list) => list.map((item) => (failed.some((f) => f.id === item.id) ? { ...item, status: "pending", progress: 0, error: undefined } : item)));
    void run(failed);
  }, [run]);

  const remove = useCallback((id: string) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const clear = useCallback(() => setItems([]), []);

  const completed = items.filter((item) => item.status === "completed");
  const failed = items.filter((item) => item.status === "error");
  return { items, add, retryFailed, remove, clear, running, completed, failed, busy: items.some((i) => i.status === "pending" || i.status === "uploading") };
}
