// Files uploaded by admins: received with a signed upload link (worker/services/uploads.ts)
// and served back from R2 under /uploads/{key} and the spec's /attached_assets/uploads/{key}.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env";
import { database } from "../../data/db";
import { HttpError, REFUSALS } from "../lib/errors";
import { claimedImageType, decideStoredType, isKeyTaken, readCapped, readGrant, storeUpload, UPLOAD_MESSAGES } from "../services/uploads";

/** Keys are written by the app only: a folder, a random name and an extension. */
const KEY_PATTERN = /^[a-z-]+\/[A-Za-z0-9-]{8,80}\.[a-z0-9]{2,5}$/;

async function serve(c: Context<AppEnv>) {
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
  // An uploaded file is shown as an image, never run as a page: an SVG opened directly gets
  // a sandboxed, script-less document, so nothing in it runs on the site's origin.
  headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (c.req.header("If-None-Match") === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}

/** Reads away a body nobody will use: workerd drops a connection with one left unread, and a proxy reusing it fails. */
async function discardBody(c: Context<AppEnv>) {
  if (c.req.raw.body && !c.req.raw.bodyUsed) await c.req.raw.arrayBuffer().catch(() => undefined);
}

/**
 * `PUT /uploads/{key}?token=…`: the second half of the upload path. The token is the
 * only credential (the page got it from an authorised admin route), so it is checked
 * before anything else; nothing is stored unless every check passes.
 */
async function receive(c: Context<AppEnv>) {
  try {
    const origin = c.req.header("Origin");
    if (origin && origin !== new URL(c.req.url).origin) throw new HttpError(403, "cross_site_request", REFUSALS.crossSite);
    const key = `${c.req.param("folder")}/${c.req.param("name")}`;
    const grant = await readGrant(c.env, key, c.req.query("token"));
    const db = database(c.env.DB);
    if (await isKeyTaken(db, grant.key)) throw new HttpError(409, "upload_token_used", UPLOAD_MESSAGES.used);
    const declared = Number(c.req.header("Content-Length"));
    if (Number.isFinite(declared) && declared > grant.max) throw new HttpError(413, "file_too_large", UPLOAD_MESSAGES.tooLarge);
    const claim = claimedImageType(c.req.header("Content-Type"));
    const bytes = await readCapped(c.req.raw.body, grant.max);
    if (bytes === "too-large") throw new HttpError(413, "file_too_large", UPLOAD_MESSAGES.tooLarge);
    const type = decideStoredType(bytes, claim, grant.type);
    await storeUpload(c.env, db, grant, bytes, type);
    return c.json({ imageUrl: `/uploads/${grant.key}`, contentType: type, size: bytes.byteLength }, 201);
  } finally {
    await discardBody(c);
  }
}

export const uploadRoutes = new Hono<AppEnv>()
  .get("/uploads/:folder/:name", serve)
  .get("/attached_assets/uploads/:folder/:name", serve)
  .put("/uploads/:folder/:name", receive);
