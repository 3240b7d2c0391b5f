import type { Context } from "hono";

/**
 * The caller's address for throttles and limits. On Cloudflare, CF-Connecting-IP is set
 * by the edge and replaces whatever a client sent; no other header (X-Forwarded-For,
 * X-Real-IP, …) is read, since a client could write it. Locally (no edge) every request
 * shares one address unless the dev server or a test sets the header.
 */
export function clientAddress(c: Context): string {
  return c.req.header("CF-Connecting-IP")?.trim() || "local";
}
