import type { Context } from "hono";
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
