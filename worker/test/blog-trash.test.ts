// Blog post soft delete and «تراجع» (issue 26): a deleted post leaves every public and admin
// list, the sitemap, the RSS feed and search at once; the restore route brings it back; the
// cleanup job purges it after the content trash's retention (CONTENT_TRASH.retentionDays).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { BlogCategory, BlogList, BlogPost, BlogTag, BlogTagWithCount } from "../../schema/api/blog";
import { CONTENT_TRASH } from "../../schema/limits";
import { database } from "../../data/db";
import { purgeDeletedContent } from "../services/content-trash";
import { deletePost } from "../services/blog/admin-posts";
import { adminClient } from "./helpers/admin";
import { blogAdminClient, shellAssets } from "./helpers/blog";
import { ORIGIN, TestClient } from "./helpers/client";

const DAY = 86_400_000;
const DELETE = { method: "DELETE", headers: { "Content-Type": "application/json" } };
let unique = 0;
const slug = (base: string) => `${base}-trash-${Date.now().toString(36)}-${++unique}`;
/** A word only this file's posts carry, for search. */
const WORD = `قطرميز${Math.random().toString(36).slice(2, 6)}`;

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(status);
  return JSON.parse(text) as T;
}

/** A published post in its own category with its own tag, so its counts can be read. */
async function publishedPost(admin: TestClient) {
  const category = await json<BlogCategory>(await admin.post("/api/admin/blog/categories", { nameAr: "تصنيف المحذوفات", slug: slug("cat") }), 201);
  const tag = await json<BlogTag>(await admin.post("/api/admin/blog/tags", { nameAr: "وسم المحذوفات", slug: slug("tag") }), 201);
  const post = await json<BlogPost>(
    await admin.post("/api/admin/blog/posts", { titleAr: `مقال ${WORD}`, slug: slug("post"), excerptAr: "مقتطف", contentAr: "نص", status: "published", categoryId: category.id, tags: [tag.id] }),
    201,
  );
  return { post, category, tag };
}

/** Where the public and the admin can see a post: each answer says whether it is there. */
async function whereShown(admin: TestClient, { post, category, tag }: Awaited<ReturnType<typeof publishedPost>>) {
  const visitor = new TestClient({ ASSETS: shellAssets });
  const has = (list: BlogList) => list.posts.some((p) => p.id === post.id);
  const loc = `<loc>${ORIGIN}/blog/${encodeURIComponent(post.slug)}</loc>`;
  return {
    publicPost: (await visitor.fetch(`/api/blog/posts/${encodeURIComponent(post.slug)}`)).status,
    postPage: (await visitor.fetch(`/blog/${encodeURIComponent(post.slug)}`)).status,
    publicList: has(await json<BlogList>(await visitor.fetch("/api/blog/posts?limit=50"))),
    search: has(await json<BlogList>(await visitor.fetch(`/api/blog/search?q=${encodeURIComponent(WORD)}`))),
    categoryList: has(await json<BlogList>(await visitor.fetch(`/api/blog/category/${encodeURIComponent(category.slug)}`))),
    tagList: has(await json<BlogList>(await visitor.fetch(`/api/blog/tag/${encodeURIComponent(tag.slug)}`))),
    categoryCount: (await json<BlogCategory[]>(await visitor.fetch("/api/blog/categories"))).find((c) => c.id === category.id)?.postCount,
    tagCount: (await json<BlogTagWithCount[]>(await visitor.fetch("/api/blog/tags"))).find((t) => t.id === tag.id)?.postCount,
    sitemap: (await (await visitor.fetch("/sitemap.xml")).text()).includes(loc),
    rss: (await (await visitor.fetch("/blog/rss.xml")).text()).includes(encodeURIComponent(post.slug)),
    adminList: (await json<BlogPost[]>(await admin.fetch("/api/admin/blog/posts"))).some((p) => p.id === post.id),
  };
}

const everywhere = { publicPost: 200, postPage: 200, publicList: true, search: true, categoryList: true, tagList: true, categoryCount: 1, tagCount: 1, sitemap: true, rss: true, adminList: true };
const nowhere = { publicPost: 404, postPage: 404, publicList: false, search: false, categoryList: false, tagList: false, categoryCount: 0, tagCount: 0, sitemap: false, rss: false, adminList: false };

describe("blog post soft delete and «تراجع»", () => {
  it("hides a deleted post from every public and admin list, the sitemap, RSS and search, and restore brings it back whole", async () => {
    const admin = await blogAdminClient();
    const shown = await publishedPost(admin);
    expect(await whereShown(admin, shown)).toEqual(everywhere);

    expect(await json(await admin.fetch(`/api/admin/blog/posts/${shown.post.id}`, DELETE))).toEqual({ success: true });
    const row = await env.DB.prepare("SELECT deleted_at FROM blog_posts WHERE id = ?").bind(shown.post.id).first<{ deleted_at: number | null }>();
    expect(row?.deleted_at).toBeGreaterThan(0);
    expect(await whereShown(admin, shown)).toEqual(nowhere);
    // Gone for the admin's other calls too: a second delete and an edit answer 404.
    expect((await admin.fetch(`/api/admin/blog/posts/${shown.post.id}`, DELETE)).status).toBe(404);
    expect((await admin.fetch(`/api/admin/blog/posts/${shown.post.id}`, { method: "PUT", json: { titleAr: "x", slug: shown.post.slug, excerptAr: "x" } })).status).toBe(404);

    const restored = await json<BlogPost>(await admin.post(`/api/admin/blog/posts/${shown.post.id}/restore`));
    expect(restored).toEqual(shown.post);
    expect(await whereShown(admin, shown)).toEqual(everywhere);
    // Only a deleted post can be restored.
    expect((await admin.post(`/api/admin/blog/posts/${shown.post.id}/restore`)).status).toBe(404);
  });

  it("keeps a deleted post's slug until it is purged, and says so when a new post asks for it", async () => {
    const admin = await blogAdminClient();
    const { post } = await publishedPost(admin);
    await admin.fetch(`/api/admin/blog/posts/${post.id}`, DELETE);
    const refused = await json<{ code: string; message: string; errors: { field: string }[] }>(
      await admin.post("/api/admin/blog/posts", { titleAr: "مقال جديد", slug: post.slug, excerptAr: "مقتطف", status: "draft" }),
      409,
    );
    expect(refused).toMatchObject({ code: "slug_taken", message: expect.stringContaining("مقال محذوف"), errors: [{ field: "slug" }] });
  });

  it("restores only for the blog admin, with the path's id validated", async () => {
    const admin = await blogAdminClient();
    const platformAdmin = await adminClient();
    const { post } = await publishedPost(admin);
    await admin.fetch(`/api/admin/blog/posts/${post.id}`, DELETE);
    for (const client of [new TestClient(), platformAdmin]) expect((await client.post(`/api/admin/blog/posts/${post.id}/restore`)).status).toBe(401);
    for (const bad of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const res = await admin.post(`/api/admin/blog/posts/${bad}/restore`);
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", errors: [{ field: "id" }] });
    }
    expect((await admin.post("/api/admin/blog/posts/987654/restore")).status).toBe(404);
  });

  it("the cleanup job purges a post deleted more than the retention ago, with its tags, and keeps newer and restored ones", async () => {
    const admin = await blogAdminClient();
    const db = database(env.DB);
    const now = Date.now();
    const old = await publishedPost(admin);
    const recent = await publishedPost(admin);
    const undone = await publishedPost(admin);
    await deletePost(db, old.post.id, { username: "blog" }, new Date(now - (CONTENT_TRASH.retentionDays + 1) * DAY));
    await deletePost(db, recent.post.id, { username: "blog" }, new Date(now - (CONTENT_TRASH.retentionDays - 1) * DAY));
    await deletePost(db, undone.post.id, { username: "blog" }, new Date(now - (CONTENT_TRASH.retentionDays + 1) * DAY));
    await json(await admin.post(`/api/admin/blog/posts/${undone.post.id}/restore`));

    const purged = await purgeDeletedContent(env, db, now);
    expect(purged.rows).toBeGreaterThanOrEqual(1);
    const ids = async (sql: string) => (await env.DB.prepare(sql).all<{ id: number }>()).results.map((r) => r.id);
    const posts = await ids(`SELECT id FROM blog_posts WHERE id IN (${old.post.id}, ${recent.post.id}, ${undone.post.id}) ORDER BY id`);
    expect(posts).toEqual([recent.post.id, undone.post.id]);
    expect(await ids(`SELECT post_id AS id FROM blog_post_tags WHERE post_id = ${old.post.id}`)).toEqual([]);
    // The recent one is still in the trash, so its undo still works.
    await json(await admin.post(`/api/admin/blog/posts/${recent.post.id}/restore`));
  });
});
