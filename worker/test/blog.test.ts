import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BLOG, type BlogCategory, type BlogImage, type BlogList, type BlogPost, type BlogTag } from "../../schema/api/blog";
import { ADMIN_AUTH } from "../../schema/limits";
import { seedBlogPosts } from "../../content";
import { adminClient } from "./helpers/admin";
import { blogAdminClient, shellAssets } from "./helpers/blog";
import { ORIGIN, TestClient } from "./helpers/client";

const HOUR = 3_600_000;
/** The app sends JSON's content type on every state-changing call, DELETE included. */
const DELETE = { method: "DELETE", headers: { "Content-Type": "application/json" } };
let unique = 0;
const slug = (base: string) => `${base}-${Date.now().toString(36)}-${++unique}`;

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(status);
  return JSON.parse(text) as T;
}

async function createPost(admin: TestClient, fields: Record<string, unknown> = {}) {
  const body = { titleAr: "مقال تجريبي", slug: slug("post"), excerptAr: "مقتطف قصير", contentAr: "نص المقال", status: "published", ...fields };
  return json<BlogPost>(await admin.post("/api/admin/blog/posts", body), 201);
}

const png = () =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]);


describe("public blog", () => {
  it("lists the seeded posts newest first, 9 to a page, without bodies", async () => {
    const list = await json<BlogList>(await new TestClient().fetch("/api/blog/posts"));
    expect(list.posts.length).toBeLessThanOrEqual(BLOG.pageSize);
    expect(list.total).toBeGreaterThanOrEqual(seedBlogPosts.length);
    expect(list.pages).toBe(Math.ceil(list.total / BLOG.pageSize));
    expect(list.totalPages).toBe(list.pages);
    const dates = list.posts.map((p) => Date.parse(p.publishedAt!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(list.posts[0]).not.toHaveProperty("contentAr");
    const seeded = list.posts.find((p) => p.slug === seedBlogPosts[0].slug)!;
    expect(seeded.category).toMatchObject({ nameAr: "طرق اللعب" });
    expect(seeded.author).toMatchObject({ nameAr: "فريق مجلس" });
    expect(seeded.tags.length).toBeGreaterThan(0);

    const second = await json<BlogList>(await new TestClient().fetch("/api/blog/posts?page=2&limit=3"));
    expect(second.page).toBe(2);
    expect(second.posts.length).toBe(3);
  });

  it("shows published posts and scheduled posts whose time has come, never drafts or future ones", async () => {
    const admin = await blogAdminClient();
    const word = `ظاهرة${Date.now()}`;
    const published = await createPost(admin, { titleAr: `منشور ${word}`, status: "published" });
    const due = await createPost(admin, { titleAr: `مجدول حان ${word}`, status: "scheduled", publishedAt: new Date(Date.now() - HOUR).toISOString() });
    const future = await createPost(admin, { titleAr: `مجدول لاحق ${word}`, status: "scheduled", publishedAt: new Date(Date.now() + HOUR).toISOString() });
    const undated = await createPost(admin, { titleAr: `مجدول بلا تاريخ ${word}`, status: "scheduled", publishedAt: "" });
    const draft = await createPost(admin, { titleAr: `مسودة ${word}`, status: "draft" });
    // A post published without a date is dated now.
    expect(published.publishedAt).not.toBeNull();
    expect(undated.publishedAt).toBeNull();

    const visitor = new TestClient();
    const found = await json<BlogList>(await visitor.fetch(`/api/blog/search?q=${encodeURIComponent(word)}`));
    expect(found.posts.map((p) => p.slug).sort()).toEqual([published.slug, due.slug].sort());
    const all = await json<BlogList>(await visitor.fetch("/api/blog/posts?limit=50"));
    const slugs = all.posts.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining([published.slug, due.slug]));
    for (const hidden of [future, undated, draft]) {
      expect(slugs).not.toContain(hidden.slug);
      expect((await visitor.fetch(`/api/blog/posts/${encodeURIComponent(hidden.slug)}`)).status).toBe(404);
    }
    const one = await json<BlogPost>(await visitor.fetch(`/api/blog/posts/${encodeURIComponent(due.slug)}`));
    expect(one.contentAr).toBe("نص المقال");
  });

  it("searches title, excerpt and body, takes % and _ literally, and refuses fewer than 2 letters", async () => {
    const admin = await blogAdminClient();
    const word = `كلمة${Date.now()}`;
    const post = await createPost(admin, { contentAr: `في النص ${word} هنا وهناك في كل مكان` });
    const visitor = new TestClient();
    expect((await json<BlogList>(await visitor.fetch(`/api/blog/search?q=${encodeURIComponent(word)}`))).posts.map((p) => p.slug)).toEqual([post.slug]);
    expect((await json<BlogList>(await visitor.fetch("/api/blog/search?q=%25%25"))).total).toBe(0);
    // A whole phrase (past D1's 50-byte cap on a LIKE pattern) still answers.
    expect((await json<BlogList>(await visitor.fetch(`/api/blog/search?q=${encodeURIComponent(`في النص ${word} هنا وهناك في كل مكان`)}`))).posts.map((p) => p.slug)).toEqual([post.slug]);
    const short = await visitor.fetch("/api/blog/search?q=%20a%20");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: "invalid_input", message: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect((await visitor.fetch("/api/blog/posts?limit=500")).status).toBe(400);
    expect((await visitor.fetch("/api/blog/posts?page=0")).status).toBe(400);
  });

  it("serves categories, tags, their pages and related posts; unknown slugs are 404", async () => {
    const visitor = new TestClient();
    const categories = await json<BlogCategory[]>(await visitor.fetch("/api/blog/categories"));
    const howTo = categories.find((c) => c.slug === "طرق-اللعب")!;
    expect(howTo.postCount).toBeGreaterThanOrEqual(3);
    const info = await json<{ nameAr: string; descriptionAr: string }>(await visitor.fetch(`/api/blog/categories/${encodeURIComponent(howTo.slug)}`));
    expect(info.nameAr).toBe("طرق اللعب");
    const page = await json<BlogList & { category: { nameAr: string } }>(await visitor.fetch(`/api/blog/category/${encodeURIComponent(howTo.slug)}?page=1&limit=9`));
    expect(page.category.nameAr).toBe("طرق اللعب");
    expect(page.posts.every((p) => p.category?.slug === howTo.slug)).toBe(true);

    const first = seedBlogPosts[0];
    const related = await json<BlogList>(
      await visitor.fetch(`/api/blog/categories/${encodeURIComponent(howTo.slug)}/posts?limit=3&exclude=${encodeURIComponent(first.slug)}`),
    );
    expect(related.posts.length).toBeGreaterThan(0);
    expect(related.posts.length).toBeLessThanOrEqual(3);
    expect(related.posts.map((p) => p.slug)).not.toContain(first.slug);

    const tags = await json<(BlogTag & { postCount: number })[]>(await visitor.fetch("/api/blog/tags"));
    const tips = tags.find((t) => t.slug === "نصايح")!;
    expect(tips.postCount).toBeGreaterThan(0);
    expect(await json(await visitor.fetch(`/api/blog/tags/${encodeURIComponent(tips.slug)}`))).toMatchObject({ nameAr: "نصائح" });
    const tagged = await json<BlogList & { tag: BlogTag }>(await visitor.fetch(`/api/blog/tag/${encodeURIComponent(tips.slug)}`));
    expect(tagged.posts.every((p) => p.tags.some((t) => t.slug === tips.slug))).toBe(true);

    for (const path of ["/api/blog/posts/لا-يوجد", "/api/blog/categories/لا-يوجد", "/api/blog/category/لا-يوجد", "/api/blog/tags/لا-يوجد", "/api/blog/tag/لا-يوجد"]) {
      const res = await visitor.fetch(encodeURI(path));
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ message: expect.stringMatching(/غير موجود/) });
    }
  });

  it("narrows a category's and a tag's page by ?search=, and an empty search is none (issue 50)", async () => {
    const admin = await blogAdminClient();
    const visitor = new TestClient();
    const word = `بحثتصنيف${Date.now()}`;
    const tag = await json<BlogTag>(await admin.post("/api/admin/blog/tags", { nameAr: "وسم البحث", slug: slug("search-tag") }), 201);
    const category = await json<BlogCategory>(await admin.post("/api/admin/blog/categories", { nameAr: "تصنيف البحث", slug: slug("search-cat") }), 201);
    const found = await createPost(admin, { titleAr: `مقال ${word}`, categoryId: String(category.id), tags: [tag.id] });
    const other = await createPost(admin, { titleAr: "مقال آخر", categoryId: String(category.id), tags: [tag.id] });
    for (const base of [`/api/blog/category/${encodeURIComponent(category.slug)}`, `/api/blog/tag/${encodeURIComponent(tag.slug)}`]) {
      const narrowed = await json<BlogList>(await visitor.fetch(`${base}?search=${encodeURIComponent(word)}`));
      expect(narrowed.posts.map((p) => p.slug), base).toEqual([found.slug]);
      expect(narrowed.total).toBe(1);
      const all = await json<BlogList>(await visitor.fetch(`${base}?search=`));
      expect(all.posts.map((p) => p.slug).sort(), base).toEqual([found.slug, other.slug].sort());
      expect((await json<BlogList>(await visitor.fetch(`${base}?search=${encodeURIComponent("لا-شيء-يطابق")}`))).total).toBe(0);
      const short = await json<{ code: string }>(await visitor.fetch(`${base}?search=a`), 400);
      expect(short.code).toBeTruthy();
    }
  });

  it("hides an inactive category from the public", async () => {
    const admin = await blogAdminClient();
    const category = await json<BlogCategory>(await admin.post("/api/admin/blog/categories", { nameAr: "مخفي", slug: slug("hidden"), isActive: false }), 201);
    const visitor = new TestClient();
    expect((await json<BlogCategory[]>(await visitor.fetch("/api/blog/categories"))).map((c) => c.slug)).not.toContain(category.slug);
    expect((await visitor.fetch(`/api/blog/category/${category.slug}`)).status).toBe(404);
  });
});

describe("blog admin session", () => {
  const adminPaths: [string, string][] = [
    ["GET", "/api/admin/blog/posts"],
    ["POST", "/api/admin/blog/posts"],
    ["PUT", "/api/admin/blog/posts/1"],
    ["DELETE", "/api/admin/blog/posts/1"],
    ["POST", "/api/admin/blog/posts/1/restore"],
    ["GET", "/api/admin/blog/categories"],
    ["POST", "/api/admin/blog/categories"],
    ["PUT", "/api/admin/blog/categories/1"],
    ["DELETE", "/api/admin/blog/categories/1"],
    ["GET", "/api/admin/blog/tags"],
    ["POST", "/api/admin/blog/tags"],
    ["PUT", "/api/admin/blog/tags/1"],
    ["DELETE", "/api/admin/blog/tags/1"],
    ["GET", "/api/admin/blog/authors"],
    ["POST", "/api/admin/blog/authors"],
    ["PUT", "/api/admin/blog/authors/1"],
    ["DELETE", "/api/admin/blog/authors/1"],
    ["GET", "/api/admin/blog/images"],
    ["POST", "/api/admin/blog/images"],
    ["PUT", "/api/admin/blog/images/1"],
    ["DELETE", "/api/admin/blog/images/1"],
  ];

  it("refuses every admin call without the blog admin session, the platform admin's included", async () => {
    const platformAdmin = await adminClient();
    const user = new TestClient();
    await user.devSignIn("free");
    for (const caller of [new TestClient(), user, platformAdmin]) {
      for (const [method, path] of adminPaths) {
        const res = await caller.fetch(path, method === "GET" ? { method } : method === "DELETE" ? DELETE : { method, json: {} });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(await res.json()).toMatchObject({ code: "blog_admin_unauthenticated" });
      }
    }
    // The seeded posts are all still there.
    expect((await json<BlogList>(await new TestClient().fetch("/api/blog/posts"))).total).toBeGreaterThanOrEqual(seedBlogPosts.length);
  });

  it("keeps the two admin sessions apart: a blog cookie is not a platform admin cookie", async () => {
    const blog = await blogAdminClient();
    const token = blog.cookies.get("majlis_blog_admin")!;
    const forged = new TestClient();
    forged.cookies.set(ADMIN_AUTH.cookie, token);
    expect(await json(await forged.fetch("/api/admin/config"))).toMatchObject({ isAdmin: false });
    expect((await forged.fetch("/api/admin/analytics")).status).toBe(401);

    const platform = await adminClient();
    const other = new TestClient();
    other.cookies.set("majlis_blog_admin", platform.cookies.get(ADMIN_AUTH.cookie)!);
    expect(await json(await other.fetch("/api/blog/admin/check-auth"))).toMatchObject({ authenticated: false });
  });

  it("checks, signs in, signs out, and says which development credentials are in force", async () => {
    const visitor = new TestClient();
    expect(await json(await visitor.fetch("/api/blog/admin/check-auth"))).toEqual({
      authenticated: false,
      username: null,
      configured: true,
      developmentCredentials: { username: "blog", password: "majlis-blog" },
    });
    const admin = await blogAdminClient();
    expect(await json(await admin.fetch("/api/blog/admin/check-auth"))).toMatchObject({ authenticated: true, username: "blog" });
    expect((await admin.fetch("/api/admin/blog/posts")).status).toBe(200);
    const stolen = new Map(admin.cookies);
    expect(await json(await admin.post("/api/blog/admin/logout"))).toEqual({ success: true });
    expect(await json(await admin.fetch("/api/blog/admin/check-auth"))).toMatchObject({ authenticated: false });
    // The server ended the session: the old cookie no longer works.
    const replay = new TestClient();
    replay.cookies = stolen;
    expect((await replay.fetch("/api/admin/blog/posts")).status).toBe(401);
  });

  it("refuses wrong credentials, slows repeated failures, and asks for both fields", async () => {
    await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'blog-admin-login:%'").run();
    const client = new TestClient();
    const wrong = await client.post("/api/blog/admin/login", { username: "blog", password: "nope" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: "اسم المستخدم أو كلمة المرور غير صحيحة" });
    for (let i = 0; i < ADMIN_AUTH.freeFailures; i++) await client.post("/api/blog/admin/login", { username: "blog", password: "nope" });
    const throttled = await client.post("/api/blog/admin/login", { username: "blog", password: "majlis-blog" });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("Retry-After")).toMatch(/^\d+$/);
    const empty = await new TestClient().post("/api/blog/admin/login", { username: "", password: "" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errors: expect.arrayContaining([expect.objectContaining({ message: "الرجاء إدخال اسم المستخدم وكلمة المرور" })]) });
    // The platform admin's credentials are not the blog admin's.
    expect((await new TestClient().post("/api/blog/admin/login", { username: "admin", password: "majlis-admin" })).status).toBe(401);
    await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'blog-admin-login:%'").run();
  });

  it("in production refuses sign-in until BLOG_ADMIN_* are set, then accepts only the configured hash", async () => {
    const production = { APP_ENV: "production", SESSION_SECRET: "test-secret-that-is-long-enough-for-hs256" };
    const client = new TestClient(production);
    expect(await json(await client.fetch("/api/blog/admin/check-auth"))).toMatchObject({ configured: false, developmentCredentials: null });
    const refused = await client.post("/api/blog/admin/login", { username: "blog", password: "majlis-blog" });
    expect(refused.status).toBe(503);

    const { hashPassword } = await import("../../data/passwords");
    const configured = new TestClient({ ...production, BLOG_ADMIN_USERNAME: "editor", BLOG_ADMIN_PASSWORD_HASH: await hashPassword("s3cret-pass", 1000) });
    expect((await configured.post("/api/blog/admin/login", { username: "blog", password: "majlis-blog" })).status).toBe(401);
    expect((await configured.post("/api/blog/admin/login", { username: "editor", password: "s3cret-pass" })).status).toBe(200);
    expect(await json(await configured.fetch("/api/blog/admin/check-auth"))).toMatchObject({ authenticated: true, username: "editor" });
  });
});

describe("blog admin data", () => {
  it("creates, edits and deletes a post with the spec's null rules, reading time and tag ids", async () => {
    const admin = await blogAdminClient();
    const tag = await json<BlogTag>(await admin.post("/api/admin/blog/tags", { nameAr: "وسم", slug: slug("tag") }), 201);
    const category = await json<BlogCategory>(await admin.post("/api/admin/blog/categories", { nameAr: "تصنيف", slug: slug("cat"), displayOrder: 3 }), 201);
    const words = Array.from({ length: 450 }, () => "كلمة").join(" ");
    const post = await createPost(admin, {
      categoryId: "none",
      authorId: "none",
      publishedAt: "",
      featuredImage: "none",
      status: "draft",
      tags: [tag.id, tag.id],
      contentAr: words,
    });
    expect(post).toMatchObject({ categoryId: null, authorId: null, publishedAt: null, featuredImage: null, status: "draft", readingTime: 3 });
    expect(post.tags.map((t) => t.id)).toEqual([tag.id]);

    const edited = await json<BlogPost>(
      await admin.fetch(`/api/admin/blog/posts/${post.id}`, {
        method: "PUT",
        json: { titleAr: "عنوان جديد", slug: post.slug, excerptAr: "مقتطف", categoryId: String(category.id), status: "scheduled", publishedAt: "2030-05-01T10:30", tags: [] },
      }),
    );
    expect(edited).toMatchObject({ titleAr: "عنوان جديد", categoryId: category.id, status: "scheduled", tags: [], readingTime: BLOG.defaultReadingTime });
    expect(edited.publishedAt).toMatch(/^2030-05-01T\d\d:30:00\.000Z$/);
    expect(edited.updatedAt).not.toBeNull();
    const listed = await json<BlogPost[]>(await admin.fetch("/api/admin/blog/posts"));
    expect(listed.find((p) => p.id === post.id)).toMatchObject({ category: { nameAr: "تصنيف" } });

    expect(await json(await admin.fetch(`/api/admin/blog/posts/${post.id}`, DELETE))).toEqual({ success: true });
    expect((await admin.fetch(`/api/admin/blog/posts/${post.id}`, DELETE)).status).toBe(404);
    expect((await admin.fetch(`/api/admin/blog/posts/${post.id}`, { method: "PUT", json: { titleAr: "x", slug: slug("x"), excerptAr: "x" } })).status).toBe(404);
  });

  it("validates post bodies with Arabic messages and keeps slugs unique", async () => {
    const admin = await blogAdminClient();
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: slug("a"), excerptAr: "x" }, "titleAr"],
      [{ titleAr: "x", excerptAr: "x" }, "slug"],
      [{ titleAr: "x", slug: slug("a") }, "excerptAr"],
      [{ titleAr: "x", slug: "Has Spaces", excerptAr: "x" }, "slug"],
      [{ titleAr: "x", slug: slug("a"), excerptAr: "x", metaTitleAr: "م".repeat(BLOG.metaTitleMax + 1) }, "metaTitleAr"],
      [{ titleAr: "x", slug: slug("a"), excerptAr: "x", metaDescriptionAr: "م".repeat(BLOG.metaDescriptionMax + 1) }, "metaDescriptionAr"],
      [{ titleAr: "x", slug: slug("a"), excerptAr: "x", status: "live" }, "status"],
      [{ titleAr: "x", slug: slug("a"), excerptAr: "x", publishedAt: "not a date" }, "publishedAt"],
      [{ titleAr: "x", slug: slug("a"), excerptAr: "x", featuredImage: "javascript:alert(1)" }, "featuredImage"],
      [{ titleAr: "x", slug: slug("a"), excerptAr: "x", featuredImage: "/\\evil.example/x.png" }, "featuredImage"],
      [{ titleAr: "x", slug: slug("a"), excerptAr: "x", featuredImage: "http://evil.example/x.png" }, "featuredImage"],
      [{ titleAr: "x", slug: slug("a"), excerptAr: "x", featuredImage: "/uploads/x\tjavascript:1" }, "featuredImage"],
      [{ titleAr: "x", slug: slug("a"), excerptAr: "x", tags: "1,2" }, "tags"],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post("/api/admin/blog/posts", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
      expect(error.errors.map((e) => e.field)).toContain(field);
      expect(error.errors.find((e) => e.field === field)!.message).toMatch(/[\u0600-\u06FF]/);
    }
    const missingRefs = await admin.post("/api/admin/blog/posts", { titleAr: "x", slug: slug("a"), excerptAr: "x", tags: [999999] });
    expect(missingRefs.status).toBe(400);
    expect((await admin.post("/api/admin/blog/posts", { titleAr: "x", slug: slug("a"), excerptAr: "x", categoryId: 999999 })).status).toBe(400);

    const taken = await admin.post("/api/admin/blog/posts", { titleAr: "x", slug: seedBlogPosts[0].slug, excerptAr: "x" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: "slug_taken", message: expect.stringContaining("الرابط المختصر مستخدم") });
    const other = await createPost(admin);
    const clash = await admin.fetch(`/api/admin/blog/posts/${other.id}`, { method: "PUT", json: { titleAr: "x", slug: seedBlogPosts[1].slug, excerptAr: "x" } });
    expect(clash.status).toBe(409);
    // Its own slug is not a clash.
    expect((await admin.fetch(`/api/admin/blog/posts/${other.id}`, { method: "PUT", json: { titleAr: "x", slug: other.slug, excerptAr: "x" } })).status).toBe(200);
  });

  it("manages categories, tags and authors with unique slugs and required names", async () => {
    const admin = await blogAdminClient();
    const s = slug("cat");
    const category = await json<BlogCategory>(await admin.post("/api/admin/blog/categories", { nameAr: "ألغاز", slug: s, descriptionAr: "", displayOrder: "2" }), 201);
    expect(category).toMatchObject({ nameAr: "ألغاز", descriptionAr: null, displayOrder: 2, isActive: true });
    expect((await admin.post("/api/admin/blog/categories", { nameAr: "ألغاز ٢", slug: s })).status).toBe(409);
    expect((await admin.post("/api/admin/blog/categories", { nameAr: "", slug: slug("c") })).status).toBe(400);
    expect((await admin.post("/api/admin/blog/categories", { nameAr: "x", slug: slug("c"), displayOrder: "abc" })).status).toBe(400);
    const updated = await json<BlogCategory>(await admin.fetch(`/api/admin/blog/categories/${category.id}`, { method: "PUT", json: { nameAr: "ألغاز وأحاجي", slug: s, isActive: false } }));
    expect(updated).toMatchObject({ nameAr: "ألغاز وأحاجي", isActive: false });
    expect((await admin.fetch("/api/admin/blog/categories/999999", { method: "PUT", json: { nameAr: "x", slug: slug("c") } })).status).toBe(404);

    const post = await createPost(admin, { categoryId: category.id });
    expect(await json(await admin.fetch(`/api/admin/blog/categories/${category.id}`, DELETE))).toEqual({ success: true });
    // The post stays, uncategorised.
    expect((await json<BlogPost[]>(await admin.fetch("/api/admin/blog/posts"))).find((p) => p.id === post.id)).toMatchObject({ categoryId: null, category: null });

    const tagSlug = slug("tag");
    const tag = await json<BlogTag>(await admin.post("/api/admin/blog/tags", { nameAr: "ألعاب", slug: tagSlug }), 201);
    expect((await admin.post("/api/admin/blog/tags", { nameAr: "ألعاب", slug: tagSlug })).status).toBe(409);
    expect((await admin.post("/api/admin/blog/tags", { nameAr: "ألعاب" })).status).toBe(400);
    expect(await json(await admin.fetch(`/api/admin/blog/tags/${tag.id}`, { method: "PUT", json: { nameAr: "ألعاب جماعية", slug: tagSlug } }))).toMatchObject({ nameAr: "ألعاب جماعية" });
    expect(await json(await admin.fetch(`/api/admin/blog/tags/${tag.id}`, DELETE))).toEqual({ success: true });

    const author = await json<{ id: number; socialLinks: Record<string, string> }>(
      await admin.post("/api/admin/blog/authors", { nameAr: "سارة", nameEn: "Sara", bio: "", email: "sara@example.com", avatar: "", socialLinks: { x: "https://x.com/sara" } }),
      201,
    );
    expect(author).toMatchObject({ nameAr: "سارة", nameEn: "Sara", bio: null, avatar: null, socialLinks: { x: "https://x.com/sara" }, isActive: true });
    expect((await admin.post("/api/admin/blog/authors", { nameAr: "" })).status).toBe(400);
    expect((await admin.post("/api/admin/blog/authors", { nameAr: "x", email: "not-an-email" })).status).toBe(400);
    expect((await admin.post("/api/admin/blog/authors", { nameAr: "x", socialLinks: { x: "javascript:alert(1)" } })).status).toBe(400);
    expect(await json(await admin.fetch(`/api/admin/blog/authors/${author.id}`, { method: "PUT", json: { nameAr: "سارة أحمد" } }))).toMatchObject({ nameAr: "سارة أحمد", nameEn: null });
    expect(await json(await admin.fetch(`/api/admin/blog/authors/${author.id}`, DELETE))).toEqual({ success: true });
    expect((await admin.fetch(`/api/admin/blog/authors/${author.id}`, DELETE)).status).toBe(404);
  });

  it("uploads a picture through the shared upload path, adds it to the library, edits its alt text and deletes it with its file", async () => {
    const admin = await blogAdminClient();
    const grant = await json<{ uploadUrl: string; imageUrl: string }>(await admin.post("/api/admin/blog/images/upload-link", { contentType: "image/png" }));
    expect(grant.imageUrl).toMatch(/^\/uploads\/blog\/[A-Za-z0-9-]+\.png$/);
    // Not in the library before its file is stored.
    const early = await admin.post("/api/admin/blog/images", { url: grant.imageUrl, alt: "صورة" });
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ message: expect.stringContaining("لم تُرفع بعد") });
    const put = await admin.fetch(grant.uploadUrl, { method: "PUT", body: png(), headers: { "Content-Type": "image/png" } });
    expect(put.status, await put.clone().text()).toBeLessThan(300);

    const noAlt = await admin.post("/api/admin/blog/images", { url: grant.imageUrl, alt: " " });
    expect(noAlt.status).toBe(400);
    expect(JSON.stringify(await noAlt.json())).toContain("النص البديل مطلوب");
    for (const url of ["javascript:alert(1)", "https://evil.example/x.png", "/uploads/question/abcdefgh-1234.png", "/uploads/blog/../x.png"])
      expect((await admin.post("/api/admin/blog/images", { url, alt: "x" })).status, url).toBe(400);

    const image = await json<BlogImage>(await admin.post("/api/admin/blog/images", { url: grant.imageUrl, alt: "صورة تجريبية", caption: "تعليق" }), 201);
    expect(image).toMatchObject({ url: grant.imageUrl, alt: "صورة تجريبية", caption: "تعليق" });
    expect((await admin.post("/api/admin/blog/images", { url: grant.imageUrl, alt: "مرة ثانية" })).status).toBe(409);
    const served = await new TestClient().fetch(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png());

    const edited = await json<BlogImage>(await admin.fetch(`/api/admin/blog/images/${image.id}`, { method: "PUT", json: { alt: "نص جديد", caption: "" } }));
    expect(edited).toMatchObject({ alt: "نص جديد", caption: null });
    expect((await admin.fetch(`/api/admin/blog/images/${image.id}`, { method: "PUT", json: { alt: "" } })).status).toBe(400);
    expect((await json<BlogImage[]>(await admin.fetch("/api/admin/blog/images"))).map((i) => i.id)).toContain(image.id);

    expect(await json(await admin.fetch(`/api/admin/blog/images/${image.id}`, DELETE))).toEqual({ success: true });
    expect((await new TestClient().fetch(image.url)).status).toBe(404);
    expect(await env.UPLOADS.get(image.url.replace("/uploads/", ""))).toBeNull();
  });

  it("asks only the blog admin for an upload link, and refuses a type that is not an image", async () => {
    expect((await new TestClient().post("/api/admin/blog/images/upload-link", { contentType: "image/png" })).status).toBe(401);
    expect((await (await adminClient()).post("/api/admin/blog/images/upload-link", { contentType: "image/png" })).status).toBe(401);
    const admin = await blogAdminClient();
    expect((await admin.post("/api/admin/blog/images/upload-link", { contentType: "text/html" })).status).toBe(400);
    // A file that is not the picture it claims is refused when it arrives.
    const grant = await json<{ uploadUrl: string }>(await admin.post("/api/admin/blog/images/upload-link", { contentType: "image/png" }));
    const html = await admin.fetch(grant.uploadUrl, { method: "PUT", body: "<script>alert(1)</script>", headers: { "Content-Type": "image/png" } });
    expect(html.status).toBeGreaterThanOrEqual(400);
    expect(html.status).toBeLessThan(500);
  });
});

describe("link previews without JavaScript", () => {
  const crawler = () => new TestClient({ ASSETS: shellAssets });
  const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];

  it("fills a post's title, description, absolute image, twitter card and BlogPosting JSON-LD", async () => {
    const post = seedBlogPosts[0];
    const res = await crawler().fetch(`/blog/${encodeURIComponent(post.slug)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/text\/html/);
    expect(res.headers.get("Content-Security-Policy")).toMatch(/script-src 'self'; .*frame-ancestors 'none'/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const html = await res.text();
    expect(html).toContain(`<title>${post.titleAr.replace(/"/g, "&quot;")} | مجلس</title>`.replace(/&quot;/g, '"'));
    expect(meta(html, "og:title")).toBe(`${post.titleAr} | مجلس`);
    expect(meta(html, "og:description")).toBe(post.excerptAr);
    expect(meta(html, "description")).toBe(post.excerptAr);
    expect(meta(html, "og:image")).toBe(`${ORIGIN}${post.image}`);
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:type")).toBe("article");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "robots")).toBe("index,follow");
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/${encodeURIComponent(post.slug)}" />`);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(ld).toMatchObject({ "@type": "BlogPosting", headline: post.titleAr, image: [`${ORIGIN}${post.image}`], author: { name: "فريق مجلس" } });
    // The app's own script is still there.
    expect(html).toContain('src="/assets/index-abc.js"');
  });

  it("escapes a hostile title in the head and in JSON-LD", async () => {
    const admin = await blogAdminClient();
    const post = await createPost(admin, { titleAr: `"><script>alert(1)</script></script>` });
    const html = await (await crawler().fetch(`/blog/${post.slug}`)).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(meta(html, "og:title")).toBe("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/script&gt; | مجلس");
    expect(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]).not.toContain("</");
  });

  it("answers unknown and unpublished posts with 404 and noindex", async () => {
    const admin = await blogAdminClient();
    const draft = await createPost(admin, { status: "draft" });
    for (const path of [`/blog/${draft.slug}`, "/blog/no-such-post", "/blog/category/no-such", "/blog/tag/no-such", "/blog/a/b/c", "/room/ABC123/extra", "/join/ABC123/x"]) {
      const res = await crawler().fetch(path);
      expect(res.status, path).toBe(404);
      expect(meta(await res.text(), "robots")).toBe("noindex,nofollow");
    }
  });

  /** Text as React writes it into HTML. */
  const asHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[ch]!);
  const dataOf = (html: string) => {
    const json = /<script type="application\/json" id="blog-data">(.*?)<\/script>/s.exec(html)?.[1];
    return json ? (JSON.parse(json) as [unknown[], unknown][]) : null;
  };

  it("draws a published post into the page, with the data its queries fetch as JSON", async () => {
    const admin = await blogAdminClient();
    const post = await createPost(admin, { titleAr: "مقال يُرسم على الخادم", contentAr: "## قسم أول\n\nنص لا يظهر إلا في هذا المقال\n\n<script>alert(1)</script>" });
    const html = await (await crawler().fetch(`/blog/${encodeURIComponent(post.slug)}`)).text();
    expect(html).toMatch(/<div id="root"[^>]* data-prerendered="blog">/);
    expect(html).toMatch(/<h1 dir="auto"[^>]*>مقال يُرسم على الخادم<\/h1>/);
    expect(html).toMatch(/<h2 dir="auto"[^>]*>قسم أول<\/h2>/);
    expect(html).toContain("نص لا يظهر إلا في هذا المقال");
    // The body is as safe as in the browser: raw HTML is text, and the JSON cannot close its element.
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const data = dataOf(html)!;
    const [key, body] = data.find(([k]) => k[0] === "/api/blog/posts")!;
    expect(key).toEqual(["/api/blog/posts", "slug", post.slug]);
    expect(body).toEqual(await json<BlogPost>(await new TestClient().fetch(`/api/blog/posts/${encodeURIComponent(post.slug)}`)));
  });

  it("draws nothing of a draft or a scheduled post whose time has not come", async () => {
    const admin = await blogAdminClient();
    const draft = await createPost(admin, { titleAr: "مسودة سرية للرسم", contentAr: "نص المسودة السري", status: "draft" });
    const future = await createPost(admin, { titleAr: "مجدول سري للرسم", contentAr: "نص المجدول السري", status: "scheduled", publishedAt: new Date(Date.now() + 3_600_000).toISOString() });
    for (const post of [draft, future]) {
      const res = await crawler().fetch(`/blog/${encodeURIComponent(post.slug)}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).not.toContain(post.titleAr);
      expect(html).not.toContain("السري");
      expect(html).not.toContain("data-prerendered");
      expect(dataOf(html)).toBeNull();
    }
  });

  it("draws the first page of the list, and the category and tag pages, with their data", async () => {
    const list = await json<BlogList>(await new TestClient().fetch(`/api/blog/posts?page=1&limit=${BLOG.pageSize}`));
    const blog = await (await crawler().fetch("/blog")).text();
    expect(blog).toMatch(/<h1[^>]*>مدونة مجلس<\/h1>/);
    for (const post of list.posts) expect(blog).toContain(`>${asHtml(post.titleAr)}</a></h2>`);
    expect(dataOf(blog)).toContainEqual([["/api/blog/posts", 1], list]);

    const category = await (await crawler().fetch(`/blog/category/${encodeURIComponent("طرق-اللعب")}`)).text();
    expect(category).toMatch(/<h1[^>]*>[^<]*طرق اللعب/);
    const inCategory = await json<BlogList>(await new TestClient().fetch(`/api/blog/category/${encodeURIComponent("طرق-اللعب")}?page=1&limit=${BLOG.pageSize}`));
    expect(inCategory.posts.length).toBeGreaterThan(0);
    for (const post of inCategory.posts) expect(category).toContain(asHtml(post.titleAr));
    expect(dataOf(category)).toContainEqual([["/api/blog/category", "طرق-اللعب", 1], inCategory]);

    const tag = await (await crawler().fetch(`/blog/tag/${encodeURIComponent("نصايح")}`)).text();
    const tagged = await json<BlogList>(await new TestClient().fetch(`/api/blog/tag/${encodeURIComponent("نصايح")}?page=1&limit=${BLOG.pageSize}`));
    expect(tagged.posts.length).toBeGreaterThan(0);
    for (const post of tagged.posts) expect(tag).toContain(asHtml(post.titleAr));
    expect(dataOf(tag)).toContainEqual([["/api/blog/tag", "نصايح", 1], tagged]);
  });

  it("fills the blog, category and tag pages", async () => {
    const slash = await crawler().fetch("/blog/");
    expect(slash.status).toBe(200);
    expect(meta(await slash.text(), "og:title")).toBe("المدونة | مجلس");
    const blog = await (await crawler().fetch("/blog")).text();
    expect(meta(blog, "og:title")).toBe("المدونة | مجلس");
    expect(meta(blog, "og:image")).toMatch(/^http:\/\/majlis\.test\/og\/majlis\.jpg$/);
    const category = await (await crawler().fetch(`/blog/category/${encodeURIComponent("طرق-اللعب")}`)).text();
    expect(meta(category, "og:title")).toBe("طرق اللعب | مجلس");
    const tag = await (await crawler().fetch(`/blog/tag/${encodeURIComponent("نصايح")}`)).text();
    expect(meta(tag, "og:title")).toBe("مقالات عن نصائح | مجلس");
  });

  it("gives room links a generic invitation whose preview reveals nothing, marked noindex", async () => {
    const host = new TestClient();
    const playerId = await host.becomeGuest();
    const created = await host.post("/api/rooms", { gameType: "trivia-deception", playerId, nickname: "مضيف خفي", name: "سهرة سرية جدًا" });
    const room = (await created.json()) as { code: string };
    expect(room.code).toMatch(/^[A-Z0-9]{6}$/);
    for (const path of [`/join/${room.code}`, `/room/${room.code}`, `/join-room/${room.code}`]) {
      const res = await crawler().fetch(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(meta(html, "og:title")).toBe(`دعوة للعب في الغرفة ${room.code} | مجلس`);
      expect(meta(html, "og:image")).toBe(`${ORIGIN}/og/invite.jpg`);
      expect(meta(html, "twitter:card")).toBe("summary_large_image");
      expect(meta(html, "robots")).toBe("noindex,nofollow");
      // The preview (the head) stays generic; the page itself draws the join card, which shows the
      // room to whoever holds the link, as the app did once it loaded (issue 30).
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).not.toContain("سرية");
      expect(head).not.toContain("مضيف خفي");
    }
    const odd = await (await crawler().fetch('/join/"><b>x')).text();
    expect(odd).not.toContain("<b>x");
  });
});

describe("robots, sitemap and feed", () => {
  it("robots.txt disallows admin, blog admin, room and payment paths and names the sitemap", async () => {
    const res = await new TestClient().fetch("/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const path of ["/admin", "/blogadmin", "/room/", "/join/", "/screen/", "/watch/", "/mod/", "/payment/", "/payment-success"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("sitemap.xml lists home, legal pages, public posts, categories and tags with dates, and no drafts", async () => {
    const admin = await blogAdminClient();
    const draft = await createPost(admin, { status: "draft" });
    const res = await new TestClient().fetch("/sitemap.xml");
    expect(res.headers.get("Content-Type")).toMatch(/application\/xml/);
    const xml = await res.text();
    for (const path of ["/", "/privacy", "/terms", "/contact", "/blog"]) expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    const post = seedBlogPosts[0];
    expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/blog/${encodeURIComponent(post.slug)}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
    expect(xml).toContain(`<loc>${ORIGIN}/blog/category/${encodeURIComponent("طرق-اللعب")}</loc><lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/blog/tag/${encodeURIComponent("نصايح")}</loc><lastmod>`);
    expect(xml).not.toContain(draft.slug);
  });

  it("/blog/rss.xml carries the latest 20 public posts", async () => {
    const admin = await blogAdminClient();
    for (let i = 0; i < 14; i++) await createPost(admin, { titleAr: `مقال رقم ${i} & <كذا>` });
    const draft = await createPost(admin, { status: "draft" });
    const res = await new TestClient().fetch("/blog/rss.xml");
    expect(res.headers.get("Content-Type")).toMatch(/application\/rss\+xml/);
    const xml = await res.text();
    expect(xml.match(/<item>/g)?.length).toBe(BLOG.rssItems);
    expect(xml).toContain("&amp; &lt;كذا&gt;");
    expect(xml).not.toContain(draft.slug);
    expect(xml).toContain("<language>ar</language>");
  });
});
