// The message of a failed admin call, for a toast. (Forms are checked in web/src/features/admin/ui/schema-form.ts.)
import { ApiError } from "../../../lib/api";

/** The message of a failed call for a toast: the server's, else the fallback. */
export function describeError(error: unknown, fallback = "حدث خطأ غير متوقع"): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message && !(error instanceof ApiError)) return error.message;
  return fallback;
}
