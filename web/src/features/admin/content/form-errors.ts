// Checks a content form with its shared schema (the server's own rules and Arabic
// messages) and gives the first message of each field.
import type { z } from "zod";
import { ApiError } from "../../../lib/api";

export type FieldErrors = Record<string, string>;

export function validateWith<S extends z.ZodType>(schema: S, values: unknown): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join(".") || "form";
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

/** The message of a failed call for a toast: the server's, else the fallback. */
export function describeError(error: unknown, fallback = "حدث خطأ غير متوقع"): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message && !(error instanceof ApiError)) return error.message;
  return fallback;
}
