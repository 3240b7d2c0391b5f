import { env } from "cloudflare:test";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import type { UploadGrantAnswer } from "../../schema/api/content";
import { IMAGE_UPLOADS } from "../../schema/limits";
import { issueUploadGrant } from "../services/uploads";
import { adminClient } from "./helpers/admin";
import { TestClient } from "./helpers/client";

const bytes = (b64: string) => Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
const PNG = bytes("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==");
const GIF = new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;");
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const SVG = new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const HTML = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");

let admin: TestClient;
beforeAll(async () => {
  admin = await adminClient();
});

async function grant(body: Record<string, unknown>, client = admin) {
  const res = await client.post("/api/admin/upload-image", body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as UploadGrantAnswer;
}

/** A PUT as the page sends it: same origin, the file as the body, its type as Content-Type. */
function put(url: string, body: BodyInit, type?: string, headers: Record<string, string> = {}) {
  return new TestClient().fetch(url, { method: "PUT", body, headers: { ...(type ? { "Content-Type": type } : {}), ...headers } });
}

const keyOf = (imageUrl: string) => imageUrl.replace(/^\/uploads\//, "");
async function stored(imageUrl: string) {
  const key = keyOf(imageUrl);
  const object = await env.UPLOADS.get(key);
  const row = await env.DB.prepare("SELECT kind, content_type, size FROM uploads WHERE key = ?").bind(key).first();
  return { object, row };
}

describe("upload grant", () => {
  it("refuses the grant without an admin session", async () => {
    const res = await new TestClient().post("/api/admin/upload-image", { imageType: "meme" });
    expect(res.status).toBe(401);
  });

  it("answers 400 with Arabic messages for a bad image kind or type", async () => {
    for (const body of [{}, { imageType: "avatar" }, { imageType: "meme", contentType: "text/html" }]) {
      const res = await admin.post("/api/admin/upload-image", body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { errors: { field: string; message: string }[] };
      expect(answer.errors[0].message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("names a fresh key in the kind's folder with the type's extension", async () => {
    const a = await grant({ imageType: "meme", contentType: "image/png" });
    const b = await grant({ imageType: "question", contentType: "image/jpg" });
    const c = await grant({ imageType: "mostlikely" });
    expect(a.imageUrl).toMatch(/^\/uploads\/meme\/[0-9a-f-]{36}\.png$/);
    expect(b.imageUrl).toMatch(/^\/uploads\/question\/[0-9a-f-]{36}\.jpg$/);
    expect(c.imageUrl).toMatch(/^\/uploads\/mostlikely\/[0-9a-f-]{36}\.img$/);
    expect(a.uploadUrl.startsWith(`${a.imageUrl}?token=`)).toBe(true);
    expect(a.imageUrl).not.toBe((await grant({ imageType: "meme", contentType: "image/png" })).imageUrl);
  });
});

describe("PUT to the upload link", () => {
  it("stores the file in R2 with its real type and serves it back with long caching and nosniff", async () => {
    const { uploadUrl, imageUrl } = await grant({ imageType: "meme", contentType: "image/png" });
    const res = await put(uploadUrl, PNG, "image/png");
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ imageUrl, contentType: "image/png", size: PNG.byteLength });

    const { object, row } = await stored(imageUrl);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PNG);
    expect(row).toEqual({ kind: "meme", content_type: "image/png", size: PNG.byteLength });

    for (const path of [imageUrl, `/attached_assets${imageUrl}`]) {
      const served = await new TestClient().fetch(path);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/png");
      expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    }
  });

  it("works once: the same token again is refused and the first file stays", async () => {
    const { uploadUrl, imageUrl } = await grant({ imageType: "question", contentType: "image/png" });
    expect((await put(uploadUrl, PNG, "image/png")).status).toBe(201);
    const again = await put(uploadUrl, GIF, "image/gif");
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "upload_token_used", message: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect(new Uint8Array(await (await env.UPLOADS.get(keyOf(imageUrl)))!.arrayBuffer())).toEqual(PNG);
  });

  it("refuses a forged, foreign, expired or missing token, and a token for another key, storing nothing", async () => {
    const { uploadUrl, imageUrl } = await grant({ imageType: "meme", contentType: "image/png" });
    const token = new URL(uploadUrl, "http://x").searchParams.get("token")!;
    const [head, payload] = token.split(".");
    const forgedPayload = btoa(JSON.stringify({ key: keyOf(imageUrl), kind: "meme", type: null, max: 10 ** 9, aud: "majlis:upload", exp: 4102444800 }))
      .replace(/=+$/, "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_");
    const secret = new TextEncoder().encode("test-secret-that-is-long-enough-for-hs256");
    const sign = (claims: Record<string, unknown>, aud: string, exp: number) =>
      new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setAudience(aud).setIssuedAt().setExpirationTime(exp).sign(secret);
    const now = Math.floor(Date.now() / 1000);
    const claims = { key: keyOf(imageUrl), kind: "meme", type: "image/png", max: IMAGE_UPLOADS.maxBytes };
    const other = await grant({ imageType: "meme", contentType: "image/png" });

    const attempts = [
      `${imageUrl}?token=${head}.${forgedPayload}.${token.split(".")[2]}`,
      `${imageUrl}?token=${await sign(claims, "majlis:upload", now - 1)}`,
      `${imageUrl}?token=${await sign(claims, "majlis:session", now + 600)}`,
      `${imageUrl}?token=${await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setAudience("majlis:upload").setExpirationTime(now + 600).sign(new TextEncoder().encode("another-secret-that-is-long-enough-xx"))}`,
      `${imageUrl}?token=${head}.${payload}`,
      imageUrl,
      `${imageUrl}?token=`,
      // A valid token names its own key only.
      `${imageUrl}?${new URL(other.uploadUrl, "http://x").searchParams}`,
    ];
    for (const url of attempts) {
      const res = await put(url, PNG, "image/png");
      expect(res.status, url).toBe(403);
      expect(await res.json()).toMatchObject({ code: "upload_token_invalid", message: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
    expect(await stored(imageUrl)).toEqual({ object: null, row: null });
    // The real token still works afterwards.
    expect((await put(uploadUrl, PNG, "image/png")).status).toBe(201);
  });

  it("refuses a body over 10 MB, by its declared length or by what arrives, storing nothing", async () => {
    const big = new Uint8Array(IMAGE_UPLOADS.maxBytes + 1);
    big.set(PNG);
    const declared = await grant({ imageType: "meme", contentType: "image/png" });
    const res = await put(declared.uploadUrl, big, "image/png");
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "file_too_large", message: expect.stringContaining("10 ميجابايت") });
    expect(await stored(declared.imageUrl)).toEqual({ object: null, row: null });

    // A streamed body has no length to trust: the bytes are counted as they come.
    const streamed = await grant({ imageType: "meme", contentType: "image/png" });
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > IMAGE_UPLOADS.maxBytes) return controller.close();
        controller.enqueue(sent === 0 ? Uint8Array.from([...PNG, ...chunk.subarray(PNG.length)]) : chunk);
        sent += chunk.byteLength;
      },
    });
    const res2 = await put(streamed.uploadUrl, stream, "image/png");
    expect(res2.status).toBe(413);
    expect(await stored(streamed.imageUrl)).toEqual({ object: null, row: null });
    // Exactly at the limit is fine.
    const atLimit = await grant({ imageType: "meme" });
    const exact = new Uint8Array(IMAGE_UPLOADS.maxBytes);
    exact.set(PNG);
    expect((await put(atLimit.uploadUrl, exact, "image/png")).status).toBe(201);
  });

  it("refuses a file whose first bytes are no accepted image, whatever it is called or claims", async () => {
    for (const [body, type] of [
      [HTML, "image/png"],
      [HTML, "text/html"],
      [new TextEncoder().encode("BM this is text, not a bitmap header"), "image/bmp"],
      [new Uint8Array(), "image/png"],
    ] as const) {
      const g = await grant({ imageType: "meme" });
      const res = await put(g.uploadUrl, body, type);
      expect([400, 415], `${type} ${body.byteLength}`).toContain(res.status);
      expect(await stored(g.imageUrl)).toEqual({ object: null, row: null });
    }
  });

  it("refuses a lying extension or Content-Type: the bytes must be the type the link and the sender name", async () => {
    const png = await grant({ imageType: "meme", contentType: "image/png" });
    const asGif = await put(png.uploadUrl, GIF, "image/png");
    expect(asGif.status).toBe(400);
    expect(await asGif.json()).toMatchObject({ code: "file_type_mismatch" });
    expect(await stored(png.imageUrl)).toEqual({ object: null, row: null });

    const any = await grant({ imageType: "meme" });
    const claimsPng = await put(any.uploadUrl, JPEG, "image/png");
    expect(claimsPng.status).toBe(400);
    // With no claim, the bytes decide; a JPEG sent as image/jpg is a JPEG.
    expect((await put(any.uploadUrl, JPEG, "image/jpg")).status).toBe(201);
    expect((await stored(any.imageUrl)).object?.httpMetadata?.contentType).toBe("image/jpeg");
  });

  it("stores an SVG but serves it so no script in it runs on the site's origin", async () => {
    const g = await grant({ imageType: "mostlikely", contentType: "image/svg+xml" });
    expect((await put(g.uploadUrl, SVG, "image/svg+xml")).status).toBe(201);
    const served = await new TestClient().fetch(g.imageUrl);
    expect(served.headers.get("Content-Type")).toBe("image/svg+xml");
    const csp = served.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("sandbox");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
  });

  it("refuses a cross-site PUT even with a valid token", async () => {
    const g = await grant({ imageType: "meme", contentType: "image/png" });
    const res = await put(g.uploadUrl, PNG, "image/png", { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await stored(g.imageUrl)).toEqual({ object: null, row: null });
  });

  it("issues grants from any authorised route through the service (the blog admin's way in)", async () => {
    const g = await issueUploadGrant(env as never, { kind: "blog", contentType: "image/gif" });
    expect(g.imageUrl).toMatch(/^\/uploads\/blog\/[0-9a-f-]{36}\.gif$/);
    expect((await put(g.uploadUrl, GIF, "image/gif")).status).toBe(201);
    expect((await stored(g.imageUrl)).row).toMatchObject({ kind: "blog", content_type: "image/gif" });
  });
});
