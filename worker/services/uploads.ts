/**
 * The one image upload path of the app (spec 002 §7 upload-image, §5 image files).
 *
 * How an admin screen uses it, whichever admin it belongs to:
 *
 * 1. A route that has ALREADY authorised its caller (the platform admin guard, the
 *    blog admin's session check, ...) calls `issueUploadGrant(env, { kind, contentType })`
 *    and answers `{ uploadUrl, imageUrl }` to its page. `kind` names the R2 folder
 *    (`question`, `meme`, `mostlikely`, `blog`, ...); `contentType` is optional: with it the
 *    file must be of that type, without it any accepted image type.
 * 2. The page sends the file itself: `PUT uploadUrl` with the file as the body and its
 *    type as Content-Type (`web/src/features/admin/uploads/` does this, with progress).
 *    `PUT /uploads/{kind}/{name}?token=…` (worker/routes/uploads.ts) checks the token,
 *    the size and the real type by the first bytes, then stores the body in R2.
 * 3. The page saves `imageUrl` (`/uploads/{kind}/{name}`) in its own record; the same
 *    address serves the file back with its stored type.
 *
 * The grant is a short-lived signed token naming the key, the type and the size cap;
 * it is checked in constant time (HMAC verified by WebCrypto) and works once: the key's
 * row in the `uploads` table is written with the file, and a second PUT finds it there.
 */
import { eq, sql } from "drizzle-orm";
import { uploads } from "../../schema/db";
import { IMAGE_EXTENSIONS, IMAGE_TYPES, IMAGE_UPLOADS, type ImageContentType } from "../../schema/limits";
import type { Db } from "../../data/db";
import type { Env } from "../../data/env";
import { HttpError } from "../lib/errors";
import { readImageSize, type ImageSize } from "./image-size";
import { signToken, verifyToken } from "./tokens";

export type UploadKind = (typeof uploads.$inferInsert)["kind"];

export const UPLOADS_PATH = "/uploads/";

/** What a signed grant allows: one key, one type (or any accepted one), up to a size. */
type GrantClaims = {
  key: string;
  kind: UploadKind;
  /** Null: any accepted image type. */
  type: ImageContentType | null;
  max: number;
};

export interface UploadGrant {
  /** Where the page PUTs the file (same origin, relative). */
  uploadUrl: string;
  /** Where the stored file is served from; what the content record keeps. */
  imageUrl: string;
}

/** Files of unknown type before upload are kept under this extension; the stored type decides how they are served. */
const ANY_TYPE_EXTENSION = "img";

/** Issues a single-use upload link. Call it only from a route that has authorised its caller. */
export async function issueUploadGrant(env: Env, options: { kind: UploadKind; contentType?: ImageContentType | null }): Promise<UploadGrant> {
  const type = options.contentType ?? null;
  const key = `${options.kind}/${crypto.randomUUID()}.${type ? IMAGE_TYPES[type] : ANY_TYPE_EXTENSION}`;
  const claims: GrantClaims = { key, kind: options.kind, type, max: IMAGE_UPLOADS.maxBytes };
  const token = await signToken(env, "upload", { ...claims }, IMAGE_UPLOADS.grantTtlSeconds);
  const imageUrl = `${UPLOADS_PATH}${key}`;
  return { uploadUrl: `${imageUrl}?token=${encodeURIComponent(token)}`, imageUrl };
}

const MAX_MB = IMAGE_UPLOADS.maxBytes / (1024 * 1024);

export const UPLOAD_MESSAGES = {
  invalidToken: "رابط الرفع غير صالح أو انتهت صلاحيته، يُرجى طلب رابط جديد",
  used: "استُخدم رابط الرفع من قبل، يُرجى طلب رابط جديد",
  tooLarge: `حجم الملف كبير جداً (الحد الأقصى ${MAX_MB} ميجابايت)`,
  empty: "الملف فارغ",
  unsupported: `نوع الملف غير مدعوم. الأنواع المسموحة: ${IMAGE_EXTENSIONS.join("، ")}`,
  mismatch: "محتوى الملف لا يطابق نوعه المعلن",
} as const;

/** The grant behind a PUT, or a 403: a forged, expired or foreign token, or one for another key. */
export async function readGrant(env: Env, key: string, token: string | undefined): Promise<GrantClaims> {
  const payload = await verifyToken<GrantClaims & { exp: number }>(env, "upload", token);
  if (!payload || payload.key !== key || typeof payload.max !== "number") throw new HttpError(403, "upload_token_invalid", UPLOAD_MESSAGES.invalidToken);
  return { key: payload.key, kind: payload.kind, type: payload.type ?? null, max: payload.max };
}

// ---------- the file's own type ----------

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** ISO-BMFF brands of HEIF stills: `heic`-family for HEVC, `mif1`/`msf1` for any HEIF. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);
const HEIF_BRANDS = new Set(["mif1", "msf1", "heif"]);

const BMP_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

/** An SVG document's start: optional BOM, XML declaration, comments and doctype, then `<svg`. */
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

/**
 * The image type a file really is, from its first bytes; null when it is none of
 * the accepted types. The name and the sender's Content-Type are only claims.
 */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "image/gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  // "BM" alone starts plenty of text; the DIB header's own size must be one of the known ones too.
  if (bytes.length >= 18 && ascii(bytes, 0, 2) === "BM" && BMP_HEADER_SIZES.has(bytes[14] | (bytes[15] << 8) | (bytes[16] << 16) | (bytes[17] << 24))) return "image/bmp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (HEIC_BRANDS.has(brand)) return "image/heic";
    if (HEIF_BRANDS.has(brand)) return "image/heif";
    return null;
  }
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096));
  if (SVG_START.test(head)) return "image/svg+xml";
  return null;
}

/** HEIC and HEIF are one format family; a phone may name either. */
function sameFamily(a: ImageContentType, b: ImageContentType) {
  const heif = (t: ImageContentType) => t === "image/heic" || t === "image/heif";
  return a === b || (heif(a) && heif(b));
}

/** Normalises a sender's Content-Type (`image/jpg`, parameters, case) to an accepted type, or null. */
export function claimedImageType(header: string | undefined): ImageContentType | null | "absent" {
  const type = (header ?? "").split(";")[0].trim().toLowerCase();
  if (!type || type === "application/octet-stream") return "absent";
  const normal = type === "image/jpg" || type === "image/pjpeg" ? "image/jpeg" : type;
  return normal in IMAGE_TYPES ? (normal as ImageContentType) : null;
}

/**
 * Decides the stored type of an uploaded body: its sniffed type, which must be an
 * accepted image, agree with the sender's claim and with the grant. Throws the 4xx to answer.
 */
export function decideStoredType(bytes: Uint8Array, claim: ImageContentType | null | "absent", grant: ImageContentType | null): ImageContentType {
  if (bytes.byteLength === 0) throw new HttpError(400, "file_empty", UPLOAD_MESSAGES.empty);
  const real = sniffImageType(bytes);
  if (!real || claim === null) throw new HttpError(415, "unsupported_file_type", UPLOAD_MESSAGES.unsupported);
  if ((claim !== "absent" && !sameFamily(claim, real)) || (grant && !sameFamily(grant, real)))
    throw new HttpError(400, "file_type_mismatch", UPLOAD_MESSAGES.mismatch);
  return real;
}

/**
 * Reads a request body up to `max` bytes. Past the cap it stops keeping bytes, reads the
 * rest away (a body left unread breaks the connection for a proxy that reuses it) and says so.
 */
export async function readCapped(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array | "too-large"> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) over = true;
    if (!over) chunks.push(value);
  }
  if (over) return "too-large";
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Stores one granted upload: claims the key in D1 first (so a second PUT with the same
 * token loses, even a concurrent one), then writes R2; a failed R2 write gives the key back.
 */
export async function storeUpload(env: Env, db: Db, grant: GrantClaims, bytes: Uint8Array, type: ImageContentType): Promise<ImageSize | null> {
  // Read once, here, so a page's og:image can name the real size without fetching the file.
  const dimensions = readImageSize(bytes, type);
  const claimed = await db
    .insert(uploads)
    .values({ key: grant.key, kind: grant.kind, contentType: type, size: bytes.byteLength, width: dimensions?.width ?? null, height: dimensions?.height ?? null })
    .onConflictDoNothing()
    .returning({ key: uploads.key });
  if (claimed.length === 0) throw new HttpError(409, "upload_token_used", UPLOAD_MESSAGES.used);
  try {
    await env.UPLOADS.put(grant.key, bytes, { httpMetadata: { contentType: type } });
  } catch (error) {
    await db.delete(uploads).where(eq(uploads.key, grant.key));
    throw error;
  }
  return dimensions;
}

/** The stored size of the picture at an address, when it is one of our uploads and its size was read; else null. */
export async function uploadedImageSize(db: Db, url: string | null | undefined): Promise<ImageSize | null> {
  const key = uploadKeyOfUrl(url);
  if (!key) return null;
  const row = await db.select({ width: uploads.width, height: uploads.height }).from(uploads).where(eq(uploads.key, key)).get();
  return row?.width && row.height ? { width: row.width, height: row.height } : null;
}

export async function isKeyTaken(db: Db, key: string): Promise<boolean> {
  const row = await db.select({ n: sql<number>`1` }).from(uploads).where(eq(uploads.key, key)).get();
  return !!row;
}

/** The R2 key behind a stored image address (`/uploads/...` or the spec's `/attached_assets/uploads/...`), or null for any other address. */
export function uploadKeyOfUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  for (const prefix of [UPLOADS_PATH, `/attached_assets${UPLOADS_PATH}`]) if (url.startsWith(prefix)) return url.slice(prefix.length);
  return null;
}
