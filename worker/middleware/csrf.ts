import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { HttpError, REFUSALS } from "../lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The one HTML form the worker serves posts here; everything else speaks JSON. */
const FORM_PATHS = new Set(["/api/auth/dev/login"]);
/** File uploads post multipart forms; a cross-site form can too, so these also need our own Origin. */
const MULTIPART_PATHS = new Set(["/api/admin/avatar-assets"]);

/**
 * State-changing calls must come from our own pages: no cross-site Origin or
 * Sec-Fetch-Site, and a JSON content type, which a plain cross-site form cannot send.
 * A call with no body at all (logout, revoke, cleanup) needs no content type: it
 * carries nothing to parse, browsers send Origin on every such POST, and refusing
 * it with 415 hid the route's real answer.
 */
export const csrf = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const url = new URL(c.req.url);
  const origin = c.req.header("Origin");
  if (origin && origin !== url.origin) throw new HttpError(403, "cross_site_request", REFUSALS.crossSite);
  if (c.req.header("Sec-Fetch-Site") === "cross-site") throw new HttpError(403, "cross_site_request", REFUSALS.crossSite);
  const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  const formAllowed = FORM_PATHS.has(url.pathname) && type === "application/x-www-form-urlencoded";
  const uploadAllowed = MULTIPART_PATHS.has(url.pathname) && type === "multipart/form-data" && origin === url.origin;
  const noBody = c.req.raw.body === null || c.req.header("Content-Length") === "0";
  if (!type && noBody) return next();
  if (type !== "application/json" && !formAllowed && !uploadAllowed)
    throw new HttpError(415, "unsupported_media_type", type ? REFUSALS.wrongContentType : REFUSALS.missingContentType, [
      { field: "Content-Type", message: "يُرجى استخدام application/json" },
    ]);
  await next();
});
