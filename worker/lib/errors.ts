import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { ApiError } from "../../schema/api";

/** An error a route throws on purpose; the app's error handler turns it into the API error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly errors: ApiError["errors"] = [],
  ) {
    super(message);
  }
}

/**
 * The refusals every route can give, each saying in Arabic what to do next
 * (no technical text, no refusal that hides the real problem).
 */
export const REFUSALS = {
  invalidInput: "البيانات المرسلة غير صالحة: يُرجى تصحيح الحقول المذكورة ثم المحاولة مرة أخرى",
  invalidJson: "تعذّرت قراءة البيانات المرسلة: يُرجى إرسالها بصيغة JSON صحيحة (أقواس وفواصل وعلامات تنصيص مكتملة)",
  invalidJsonField: "يُرجى إرسال كائن JSON صحيح",
  missingContentType: "لم تُحدَّد صيغة البيانات المرسلة: يُرجى إضافة الترويسة Content-Type: application/json وإرسال البيانات بصيغة JSON",
  wrongContentType: "صيغة البيانات المرسلة غير مقبولة هنا: يُرجى إرسالها بصيغة JSON مع الترويسة Content-Type: application/json",
  crossSite: "لا يُقبل هذا الطلب من موقع آخر: يُرجى استخدام صفحات الموقع نفسه",
  invalidEncoding: "يحتوي الطلب على ترميز غير صالح: يُرجى ترميز العنوان والبيانات بـ UTF-8 ثم المحاولة مرة أخرى",
  notFound: "لا يوجد شيء على هذا العنوان: يُرجى التحقق من الرابط",
  tooLarge: "البيانات المرسلة أكبر من المسموح: يُرجى تصغيرها ثم المحاولة مرة أخرى",
  badRequest: "تعذّر فهم الطلب: يُرجى التحقق منه ثم المحاولة مرة أخرى",
  internal: "حدث خطأ غير متوقع: يُرجى المحاولة مرة أخرى بعد قليل",
} as const;

export function errorBody(code: string, message: string, errors: ApiError["errors"] = []): ApiError {
  return { message, code, errors };
}

export function validationErrorBody(error: z.ZodError): ApiError {
  return errorBody(
    "invalid_input",
    REFUSALS.invalidInput,
    error.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: issue.message })),
  );
}

export function sendError(c: Context, err: HttpError) {
  return c.json(errorBody(err.code, err.message, err.errors), err.status);
}

/**
 * The one place that turns any thrown error into an API answer. Errors the
 * framework raises on bad input (unparsable JSON or form bodies, bad encoding)
 * are the caller's fault: 4xx with the usual shape, never `internal_error`.
 * The caller's body parse reaches here as Hono's 400 HTTPException (its validator
 * wraps the parse); any other `SyntaxError` comes from our own JSON (a stored row,
 * a provider's answer) and is a logged 500, so a fault of ours never looks like the caller's.
 */
export function errorResponse(err: Error, c: Context) {
  if (err instanceof HttpError) return sendError(c, err);
  if (err instanceof HTTPException && err.status < 500) {
    if (err.status === 400) return c.json(errorBody("invalid_json", REFUSALS.invalidJson, [{ field: "body", message: REFUSALS.invalidJsonField }]), 400);
    if (err.status === 413) return c.json(errorBody("too_large", REFUSALS.tooLarge), 413);
    return c.json(errorBody("bad_request", REFUSALS.badRequest), err.status);
  }
  // Bad percent-encoding or bytes that are not text, wherever a decoder met them.
  if (err instanceof URIError || (err instanceof TypeError && /decode|encod|utf-?8/i.test(err.message)))
    return c.json(errorBody("invalid_encoding", REFUSALS.invalidEncoding), 400);
  console.error("unhandled error", err);
  return c.json(errorBody("internal_error", REFUSALS.internal), 500);
}
