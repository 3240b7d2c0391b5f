// The request helper of spec 000 §7-§8: JSON with credentials, and one way of
// turning a failed answer into a readable error.

/** A failed API call. `message` is the full error text; `serverMessage` is the server's own `message` field only. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly serverMessage?: string;
  /** The answer's `errors`: which field each refusal concerns, so a form shows it under that field. */
  readonly fieldErrors: readonly { field: string; message: string }[];

  constructor(status: number, text: string, code?: string, serverMessage?: string, fieldErrors: readonly { field: string; message: string }[] = []) {
    super(text);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
  }
}

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  errors?: unknown;
}

/** Reads a non-OK answer as the spec says: message (+ " - field: message, ..."), else the JSON text, else raw text, status text, "request failed". */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  let raw = "";
  try {
    raw = await res.text();
  } catch {
    raw = "";
  }
  try {
    const json = JSON.parse(raw) as unknown;
    if (json && typeof json === "object") {
      const body = json as ErrorBody;
      const code = typeof body.code === "string" ? body.code : undefined;
      if (typeof body.message === "string" && body.message) {
        let text = body.message;
        const fieldErrors = Array.isArray(body.errors)
          ? body.errors
              .filter((e): e is { field: unknown; message: unknown } => !!e && typeof e === "object")
              .map((e) => ({ field: String(e.field), message: String(e.message) }))
          : [];
        if (fieldErrors.length > 0) text += ` - ${fieldErrors.map((e) => `${e.field}: ${e.message}`).join(", ")}`;
        return new ApiError(res.status, text, code, body.message, fieldErrors);
      }
      return new ApiError(res.status, JSON.stringify(json), code);
    }
    return new ApiError(res.status, JSON.stringify(json));
  } catch {
    return new ApiError(res.status, raw || res.statusText || "request failed");
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await errorFromResponse(res);
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";

/**
 * Sends a request with credentials. State-changing calls always carry the JSON
 * content type (the worker requires it), with a body only when `data` is given.
 * Throws `ApiError` on a non-OK answer.
 */
export async function apiRequest(method: Method, url: string, data?: unknown, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET" && method !== "HEAD") headers["Content-Type"] = "application/json";
  const res = await fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
    signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/** `apiRequest` that parses the JSON answer. */
export async function apiJson<T>(method: Method, url: string, data?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await apiRequest(method, url, data, signal);
  return (await res.json()) as T;
}

/** The text to show a person: the server's own message when there is one, else the fallback. */
export function messageFor(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
