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

export function errorBody(code: string, message: string, errors: ApiError["errors"] = []): ApiError {
  return { message, code, errors };
}

export function validationErrorBody(error: z.ZodError): ApiError {
  return errorBody(
    "invalid_input",
    "البيانات المرسلة غير صالحة",
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
 */
export function errorResponse(err: Error, c: Context) {
  if (err instanceof HttpError) return sendError(c, err);
  if (err instanceof HTTPException && err.status < 500) {
    const invalidBody = err.status === 400;
    return c.json(
      invalidBody
        ? errorBody("invalid_json", "البيانات المرسلة ليست بصيغة صالحة", [{ field: "body", message: "تعذّر قراءة البيانات المرسلة" }])
        : errorBody("bad_request", "الطلب غير صالح"),
      err.status,
    );
  }
  // Bad percent-encoding or bytes that are not text, wherever a decoder met them.
  if (err instanceof URIError || err instanceof SyntaxError || (err instanceof TypeError && /decode|encod|utf-?8/i.test(err.message)))
    return c.json(errorBody("invalid_encoding", "الطلب يحتوي على ترميز غير صالح"), 400);
  console.error("unhandled error", err);
  return c.json(errorBody("internal_error", "حدث خطأ غير متوقع، حاول مرة أخرى"), 500);
}
