// Issue 26: og:image width and height are the picture's own. An upload's size is read
// from its header when it arrives and stored; a page sends it, or no size when unknown.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminClient } from "./helpers/admin";
import { shellAssets } from "./helpers/blog";
import { TestClient } from "./helpers/client";

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const hex = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(text.match(/../g)!.map((h) => parseInt(h, 16)));
/** A 37×21 lossless WebP (ImageMagick). */
const WEBP_37x21 = hex("524946461c000000574542505650384c0f0000002f240005000710fd8ffe0722a2ff0100");
/** A PNG header saying 800×418 (what the reader needs; the stored file is what the admin sent). */
const PNG_800x418 = hex("89504e470d0a1a0a0000000d49484452" + "00000320" + "000001a2" + "0806000000" + "00000000");

async function upload(admin: TestClient, bytes: Uint8Array<ArrayBuffer>, type: string) {
  const granted = await admin.post("/api/admin/upload-image", { imageType: "meme" });
  const { uploadUrl, imageUrl } = (await granted.json()) as { uploadUrl: string; imageUrl: string };
  const res = await new TestClient().fetch(uploadUrl, { method: "PUT", body: bytes, headers: { "Content-Type": type } });
  expect(res.status, await res.clone().text()).toBe(201);
  return { imageUrl };
}

async function publishedPost(featuredImage: string | null) {
  const slug = `og-${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.prepare("INSERT INTO blog_posts (slug, title_ar, excerpt_ar, featured_image, status, published_at) VALUES (?, 'مقال الصورة', 'مقتطف', ?, 'published', ?)")
    .bind(slug, featuredImage, Date.now() - 60_000)
    .run();
  const res = await new TestClient({ ASSETS: shellAssets }).fetch(`/blog/${slug}`);
  expect(res.status).toBe(200);
  return res.text();
}

describe("og:image size", () => {
  it("stores an upload's real size and sends it in the post's link preview", async () => {
    const admin = await adminClient();
    const webp = await upload(admin, WEBP_37x21, "image/webp");
    const row = await env.DB.prepare("SELECT width, height FROM uploads WHERE key = ?").bind(webp.imageUrl.replace("/uploads/", "")).first();
    expect(row).toEqual({ width: 37, height: 21 });
    const html = await publishedPost(webp.imageUrl);
    expect(meta(html, "og:image")).toMatch(new RegExp(`${webp.imageUrl}$`));
    expect(meta(html, "og:image:width")).toBe("37");
    expect(meta(html, "og:image:height")).toBe("21");

    const png = await upload(admin, PNG_800x418, "image/png");
    const second = await publishedPost(png.imageUrl);
    expect([meta(second, "og:image:width"), meta(second, "og:image:height")]).toEqual(["800", "418"]);
  });

  it("sends no size for a picture it cannot measure, and 1200×630 for the site's own picture", async () => {
    const admin = await adminClient();
    // An upload from before sizes were stored.
    const old = await upload(admin, WEBP_37x21, "image/webp");
    await env.DB.prepare("UPDATE uploads SET width = NULL, height = NULL WHERE key = ?").bind(old.imageUrl.replace("/uploads/", "")).run();
    const unknown = await publishedPost(old.imageUrl);
    expect(meta(unknown, "og:image")).toBeTruthy();
    expect(meta(unknown, "og:image:width")).toBeUndefined();
    expect(meta(unknown, "og:image:height")).toBeUndefined();

    const site = await publishedPost(null);
    expect(meta(site, "og:image")).toMatch(/\/og\/majlis\.jpg$/);
    expect([meta(site, "og:image:width"), meta(site, "og:image:height")]).toEqual(["1200", "630"]);
  });
});
