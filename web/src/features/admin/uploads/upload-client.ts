// The page's half of the shared upload path (worker/services/uploads.ts): ask an
// admin route for a link, then PUT the file to it with progress. Any admin screen
// (content, blog) uses it with its own grant route.
import type { UploadGrantAnswer } from "../../../../../schema/api/content";
import type { ImageContentType } from "../../../../../schema/limits";
import { ApiError, errorFromResponse } from "../../../lib/api";
import { UPLOAD_TEXTS } from "./files";

/** Asks a grant route (POST, JSON) for one upload link. */
export async function requestUploadLink(grantUrl: string, body: Record<string, unknown>): Promise<UploadGrantAnswer> {
  let res: Response;
  try {
    res = await fetch(grantUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "include",
    });
  } catch {
    throw new Error(`${UPLOAD_TEXTS.linkFailed}: ${UPLOAD_TEXTS.networkError}`);
  }
  if (!res.ok) {
    const error = await errorFromResponse(res);
    throw new ApiError(error.status, `${UPLOAD_TEXTS.linkFailed}: ${error.serverMessage ?? UPLOAD_TEXTS.networkError}`, error.code, error.serverMessage);
  }
  return (await res.json()) as UploadGrantAnswer;
}

/** A PUT the storage refused; `status` 0 when the network failed. */
export class UploadFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
  /** A refused file (wrong type, too large) fails again the same way; a network error, a server error or a stale link may not. */
  get retryable() {
    return this.status === 0 || this.status >= 500 || this.status === 403 || this.status === 409;
  }
}

/** PUTs the file to its link, reporting progress 0..100 (fetch cannot report upload progress; XHR can). */
export function putFile(uploadUrl: string, blob: Blob, type: ImageContentType, onProgress?: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", uploadUrl);
    xhr.setRequestHeader("Content-Type", type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let reason = "";
      try {
        reason = (JSON.parse(xhr.responseText) as { message?: string }).message ?? "";
      } catch {
        reason = "";
      }
      reject(new UploadFailure(reason ? `${UPLOAD_TEXTS.storageFailed}: ${reason}` : UPLOAD_TEXTS.storageFailed, xhr.status));
    };
    xhr.onerror = () => reject(new UploadFailure(`${UPLOAD_TEXTS.storageFailed}: ${UPLOAD_TEXTS.networkError}`, 0));
    xhr.send(blob);
  });
}

/** Runs `task` over `items`, at most `limit` at a time, in order of the list. */
export async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
