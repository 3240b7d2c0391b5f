// Files uploaded by admins, served back from R2 under /uploads/{key}.
import { Hono } from "hono";
import type { AppEnv } from "../app-env";

/** Keys are written by the app only: a folder, a random name and an extension. */
const KEY_PATTERN = /^[a-z-]+\/[A-Za-z0-9-]{8,80}\.[a-z0-9]{2,5}$/;

export const uploadRoutes = new Hono<AppEnv>().get("/uploads/:folder/:name", async (c) => {
  const key = `${c.req.param("folder")}/${c.req.param("name")}`;
  const notFound = () => c.text("Not found", 404, { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" });
  if (!KEY_PATTERN.test(key)) return notFound();
  const object = await c.env.UPLOADS.get(key);
  if (!object) return notFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/octet-stream");
  // Keys are random and never rewritten, so a copy can be kept for a year.
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  headers.set("ETag", object.httpEtag);
  headers.set("X-Content-Type-Options", "nosniff");
  // An uploaded file is shown as an image, never run as a page.
  headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (c.req.header("If-None-Match") === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
