// The blog's picture library starts with the seeded posts' pictures (issue 50), on a fresh
// database and, once, on one seeded before the library held them.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlogImage } from "../../schema/api/blog";
import { seedBlogPosts } from "../../content";
import { database } from "../../data/db";
import { CONTENT_VERSION_KEY, topUpContent } from "../services/content-topup";
import { ensureSeeded } from "../services/seed";
import { blogAdminClient } from "./helpers/blog";

const db = () => database(env.DB);
const shipped = [...new Set(seedBlogPosts.map((p) => p.image))];

beforeAll(() => ensureSeeded(db()));

describe("the blog's picture library", () => {
  it("holds every picture the seeded posts show, once, with its alt text, as the blog admin lists it", async () => {
    const admin = await blogAdminClient();
    const res = await admin.fetch("/api/admin/blog/images");
    expect(res.status).toBe(200);
    const images = (await res.json()) as BlogImage[];
    const seeded = images.filter((i) => shipped.includes(i.url));
    expect(seeded.map((i) => i.url).sort()).toEqual([...shipped].sort());
    for (const image of seeded) expect(image.alt).toBe(seedBlogPosts.find((p) => p.image === image.url)!.imageAlt);
    // The library knows which posts show each one.
    const usage = (await (await admin.fetch(`/api/admin/blog/images/${seeded[0].id}/usage`)).json()) as { posts: { slug: string }[] };
    expect(usage.posts.map((p) => p.slug)).toEqual(expect.arrayContaining(seedBlogPosts.filter((p) => p.image === seeded[0].url).map((p) => p.slug)));
  });

  it("reaches a database seeded before it, once, without doubling a picture already there", async () => {
    const kept = shipped[0];
    await env.DB.prepare("delete from blog_images where url != ?1").bind(kept).run();
    await env.DB.prepare("delete from app_meta where key = ?1").bind(CONTENT_VERSION_KEY).run();
    await topUpContent(db());
    const urls = (await env.DB.prepare("select url from blog_images").all<{ url: string }>()).results.map((r) => r.url);
    expect(urls.filter((u) => shipped.includes(u)).sort()).toEqual([...shipped].sort());
    expect(urls.filter((u) => u === kept)).toHaveLength(1);
  });
});
