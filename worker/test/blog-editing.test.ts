// Issue 36's blog items on the worker: a renamed post keeps its old addresses (permanent
// redirects, chains resolved, the sitemap listing current slugs only), a library picture shown by
// a published post cannot be deleted (409 naming the posts), tags are edited through their route,
// authors' social links are saved only as https links, /blog's list filters by a category chip,
// and every blog admin change lands in the activity log with its before and after.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ActivityItem, ActivityPage } from "../../schema/api/admin";
import type { BlogAuthor, BlogCategory, BlogImage, BlogImageUsage, BlogList, BlogPost, BlogTag, BlogTagWithCount } from "../../schema/api/blog";
import { adminClient } from "./helpers/admin";
import { blogAdminClient, shellAssets } from "./helpers/blog";
import { ORIGIN, TestClient } from "./helpers/client";

let unique = 0;
const stamp = Date.now().toString(36);
const slug = (base: string) => `${base}-ed-${stamp}-${++unique}`;
const DELETE = { method: "DELETE", headers: { "Content-Type": "application/json" } };

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text.slice(0, 400)).toBe(status);
  return JSON.parse(text) as T;
}

const postBody = (fields: Record<string, unknown> = {}) => ({ titleAr: "مقال تحرير", slug: slug("post"), excerptAr: "مقتطف", contentAr: "نص المقال", status: "published", ...fields });

async function createPost(admin: TestClient, fields: Record<string, unknown> = {}) {
  return json<BlogPost>(await admin.post("/api/admin/blog/posts", postBody(fields)), 201);
}

/** The whole post as the editor saves it, with some fields changed. */
async function savePost(admin: TestClient, post: BlogPost, fields: Record<string, unknown>): Promise<BlogPost> {
  const body = {
    titleAr: post.titleAr,
    slug: post.slug,
    excerptAr: post.excerptAr,
    contentAr: post.contentAr,
    status: post.status,
    publishedAt: post.publishedAt,
    categoryId: post.categoryId,
    authorId: post.authorId,
    featuredImage: post.featuredImage,
    featuredImageAlt: post.featuredImageAlt,
    tags: post.tags.map((t) => t.id),
    ...fields,
  };
  return json<BlogPost>(await admin.fetch(`/api/admin/blog/posts/${post.id}`, { method: "PUT", json: body }));
}

const visitor = () => new TestClient({ ASSETS: shellAssets });
const enc = encodeURIComponent;

describe("a renamed post keeps its old addresses", () => {
  it("answers 301 from every old slug to the current one, API and page alike, and the sitemap lists the current slug only", async () => {
    const admin = await blogAdminClient();
    const first = slug("first");
    const post = await createPost(admin, { slug: first, titleAr: "مقال سيتغير رابطه" });
    const second = slug("second");
    const renamed = await savePost(admin, post, { slug: second });
    const third = slug("third");
    await savePost(admin, renamed, { slug: third });

    const guest = visitor();
    for (const old of [first, second]) {
      const page = await guest.fetch(`/blog/${enc(old)}?utm=share`);
      expect(page.status).toBe(301);
      // Straight to the current slug (no chain of hops), the query kept.
      expect(page.headers.get("Location")).toBe(`/blog/${enc(third)}?utm=share`);
      const api = await guest.fetch(`/api/blog/posts/${enc(old)}`);
      expect(api.status).toBe(301);
      expect(api.headers.get("Location")).toBe(`/api/blog/posts/${enc(third)}`);
    }
    expect((await json<BlogPost>(await guest.fetch(`/api/blog/posts/${enc(third)}`))).id).toBe(post.id);
    expect((await guest.fetch(`/blog/${enc(third)}`)).status).toBe(200);

    const sitemap = await (await guest.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}/blog/${enc(third)}</loc>`);
    expect(sitemap).not.toContain(`/blog/${enc(first)}<`);
    expect(sitemap).not.toContain(`/blog/${enc(second)}<`);

    // Taking an old name back: that name is the post again (no loop), and the later name redirects to it.
    const current = await json<BlogPost>(await guest.fetch(`/api/blog/posts/${enc(third)}`));
    await savePost(admin, { ...renamed, ...current, contentAr: renamed.contentAr }, { slug: first });
    expect((await guest.fetch(`/blog/${enc(first)}`)).status).toBe(200);
    expect((await guest.fetch(`/blog/${enc(third)}`)).headers.get("Location")).toBe(`/blog/${enc(first)}`);
    const rows = await env.DB.prepare("SELECT old_slug FROM blog_slug_redirects WHERE post_id = ? ORDER BY old_slug").bind(post.id).all<{ old_slug: string }>();
    expect(rows.results.map((r) => r.old_slug).sort()).toEqual([second, third].sort());
  });

  it("lets another post take an old slug, and redirects only to a post the public may see", async () => {
    const admin = await blogAdminClient();
    const old = slug("taken");
    const post = await createPost(admin, { slug: old });
    const moved = await savePost(admin, post, { slug: slug("moved") });
    // A new post may take the old name: it is a live post's slug now, never a redirect.
    const newcomer = await createPost(admin, { slug: old, titleAr: "مقال أخذ الرابط القديم" });
    const guest = visitor();
    expect((await json<BlogPost>(await guest.fetch(`/api/blog/posts/${enc(old)}`))).id).toBe(newcomer.id);
    expect((await guest.fetch(`/blog/${enc(old)}`)).status).toBe(200);

    // A renamed post that goes back to draft: its old slugs lead nowhere (404), as its own slug does.
    const other = await createPost(admin, { slug: slug("hidden") });
    const hidden = await savePost(admin, other, { slug: slug("hidden-new"), status: "draft" });
    expect((await guest.fetch(`/blog/${enc(other.slug)}`)).status).toBe(404);
    expect((await guest.fetch(`/api/blog/posts/${enc(other.slug)}`)).status).toBe(404);
    expect((await guest.fetch(`/api/blog/posts/${enc(hidden.slug)}`)).status).toBe(404);
    expect(moved.slug).not.toBe(old);
  });
});

/** A picture in the library, stored as the upload path stores it. */
async function libraryPicture(admin: TestClient, alt = "صورة المكتبة"): Promise<BlogImage> {
  const key = `blog/ed-${crypto.randomUUID()}.png`;
  await env.UPLOADS.put(key, new Uint8Array([137, 80, 78, 71]));
  await env.DB.prepare("INSERT INTO uploads (key, kind, content_type, size, created_at) VALUES (?, 'blog', 'image/png', 4, ?)").bind(key, Date.now()).run();
  return json<BlogImage>(await admin.post("/api/admin/blog/images", { url: `/uploads/${key}`, alt, caption: null }), 201);
}

describe("deleting a library picture", () => {
  it("lists the posts that show it and refuses (409, naming them) while a published or scheduled post does", async () => {
    const admin = await blogAdminClient();
    const image = await libraryPicture(admin);
    const featured = await createPost(admin, { titleAr: "مقال بصورة بارزة", featuredImage: image.url });
    const inBody = await createPost(admin, { titleAr: "مقال بصورة في النص", status: "scheduled", publishedAt: new Date(Date.now() + 86_400_000).toISOString(), contentAr: `قبل\n\n![صورة](${image.url})\n\nبعد` });
    const draft = await createPost(admin, { titleAr: "مسودة بالصورة", status: "draft", featuredImage: image.url });
    await createPost(admin, { titleAr: "مقال بلا صورة" });

    const usage = await json<BlogImageUsage>(await admin.fetch(`/api/admin/blog/images/${image.id}/usage`));
    expect(usage.blocking).toBe(true);
    expect(usage.posts.map((p) => p.id)).toEqual([featured.id, inBody.id, draft.id]);

    const refused = await json<{ code: string; message: string }>(await admin.fetch(`/api/admin/blog/images/${image.id}`, DELETE), 409);
    expect(refused.code).toBe("image_in_use");
    expect(refused.message).toContain("«مقال بصورة بارزة»");
    expect(refused.message).toContain("«مقال بصورة في النص»");
    expect(refused.message).not.toContain("مسودة بالصورة");
    expect(await env.UPLOADS.get(image.url.replace("/uploads/", ""))).not.toBeNull();

    // Once only drafts show it, it can go; the confirmation still names the draft.
    await savePost(admin, featured, { featuredImage: null });
    await savePost(admin, inBody, { contentAr: "نص بلا صورة" });
    const after = await json<BlogImageUsage>(await admin.fetch(`/api/admin/blog/images/${image.id}/usage`));
    expect(after).toEqual({ blocking: false, posts: [{ id: draft.id, titleAr: "مسودة بالصورة", slug: draft.slug, status: "draft" }] });
    expect(await json(await admin.fetch(`/api/admin/blog/images/${image.id}`, DELETE))).toEqual({ success: true });
    expect(await env.UPLOADS.get(image.url.replace("/uploads/", ""))).toBeNull();
    expect((await admin.fetch(`/api/admin/blog/images/${image.id}/usage`)).status).toBe(404);
  });
});

describe("tags, authors' links and category chips", () => {
  it("edits a tag's name and slug through its route, refusing a slug another tag holds", async () => {
    const admin = await blogAdminClient();
    const tag = await json<BlogTag>(await admin.post("/api/admin/blog/tags", { nameAr: "وسم قديم", slug: slug("tag") }), 201);
    const other = await json<BlogTag>(await admin.post("/api/admin/blog/tags", { nameAr: "وسم آخر", slug: slug("tag") }), 201);
    await createPost(admin, { tags: [tag.id] });
    const newSlug = slug("tag-new");
    expect(await json<BlogTag>(await admin.fetch(`/api/admin/blog/tags/${tag.id}`, { method: "PUT", json: { nameAr: "وسم جديد", slug: newSlug } }))).toEqual({ id: tag.id, nameAr: "وسم جديد", slug: newSlug });
    const taken = await json<{ code: string }>(await admin.fetch(`/api/admin/blog/tags/${tag.id}`, { method: "PUT", json: { nameAr: "وسم جديد", slug: other.slug } }), 409);
    expect(taken.code).toBe("slug_taken");
    const tags = await json<BlogTagWithCount[]>(await visitor().fetch("/api/blog/tags"));
    expect(tags.find((t) => t.id === tag.id)).toMatchObject({ nameAr: "وسم جديد", slug: newSlug, postCount: 1 });
    expect((await visitor().fetch(`/blog/tag/${enc(newSlug)}`)).status).toBe(200);
  });

  it("saves an author's social links as https links only, with an Arabic refusal for anything else", async () => {
    const admin = await blogAdminClient();
    const author = await json<BlogAuthor>(await admin.post("/api/admin/blog/authors", { nameAr: "كاتبة الروابط", socialLinks: {} }), 201);
    const links = { x: "https://x.com/majlis", instagram: "https://instagram.com/majlis", website: "https://majlis.example/about" };
    const saved = await json<BlogAuthor>(await admin.fetch(`/api/admin/blog/authors/${author.id}`, { method: "PUT", json: { nameAr: "كاتبة الروابط", socialLinks: links } }));
    expect(saved.socialLinks).toEqual(links);
    expect((await json<BlogAuthor[]>(await admin.fetch("/api/admin/blog/authors"))).find((a) => a.id === author.id)?.socialLinks).toEqual(links);
    for (const bad of ["http://x.com/majlis", "javascript:alert(1)", "https://exa mple.com", "//evil.example/x"]) {
      const refused = await json<{ code: string; message: string; errors: { field: string; message: string }[] }>(
        await admin.fetch(`/api/admin/blog/authors/${author.id}`, { method: "PUT", json: { nameAr: "كاتبة الروابط", socialLinks: { x: bad } } }),
        400,
      );
      expect(refused.errors[0].message).toBe("روابط التواصل يجب أن تبدأ بـ https://");
    }
    expect((await json<BlogAuthor[]>(await admin.fetch("/api/admin/blog/authors"))).find((a) => a.id === author.id)?.socialLinks).toEqual(links);
  });

  it("narrows /blog's list and search to a category chip, drawn on the page before any script", async () => {
    const admin = await blogAdminClient();
    const category = await json<BlogCategory>(await admin.post("/api/admin/blog/categories", { nameAr: "تصنيف الرقائق", slug: slug("chips") }), 201);
    const word = `رقاقة${stamp}`;
    const inside = await createPost(admin, { titleAr: `داخل التصنيف ${word}`, categoryId: category.id });
    const outside = await createPost(admin, { titleAr: `خارج التصنيف ${word}` });
    const guest = visitor();
    const list = await json<BlogList>(await guest.fetch(`/api/blog/posts?category=${enc(category.slug)}`));
    expect(list.posts.map((p) => p.id)).toEqual([inside.id]);
    const search = await json<BlogList>(await guest.fetch(`/api/blog/search?q=${enc(word)}&category=${enc(category.slug)}`));
    expect(search.posts.map((p) => p.id)).toEqual([inside.id]);
    expect((await json<BlogList>(await guest.fetch(`/api/blog/search?q=${enc(word)}`))).posts.map((p) => p.id).sort()).toEqual([inside.id, outside.id].sort());
    expect((await json<BlogList>(await guest.fetch(`/api/blog/posts?category=${slug("nothing")}`))).total).toBe(0);

    const page = await (await guest.fetch(`/blog?category=${enc(category.slug)}`)).text();
    expect(page).toContain(`href="/blog?category=${enc(category.slug)}"`);
    expect(page).toContain(`داخل التصنيف ${word}`);
    expect(page).not.toContain(`خارج التصنيف ${word}`);
  });
});

/** The activity log's entries whose text has `words`, newest first, as the platform admin reads them. */
async function logged(words: string): Promise<ActivityItem[]> {
  const admin = await adminClient();
  return (await json<ActivityPage>(await admin.fetch(`/api/admin/activity?action=${enc(words)}`))).items;
}

describe("blog admin changes in the activity log", () => {
  it("logs a post's create, edit, publish, unpublish, delete and restore with the fields before and after", async () => {
    const admin = await blogAdminClient();
    const title = `مقال السجل ${stamp}`;
    const post = await createPost(admin, { titleAr: title, status: "draft" });
    const edited = await savePost(admin, post, { excerptAr: "مقتطف جديد" });
    const published = await savePost(admin, edited, { status: "published" });
    const unpublished = await savePost(admin, published, { status: "draft" });
    await savePost(admin, unpublished, {}); // nothing changed: no line
    await admin.fetch(`/api/admin/blog/posts/${post.id}`, DELETE);
    await admin.post(`/api/admin/blog/posts/${post.id}/restore`);

    const items = await logged(title);
    expect(items.map((i) => i.actionAr)).toEqual([
      `استعاد المقال المحذوف: «${title}» (مشرف المدونة)`,
      `حذف المقال: «${title}» (مشرف المدونة)`,
      `ألغى نشر المقال: «${title}» (مشرف المدونة)`,
      `نشر المقال: «${title}» (مشرف المدونة)`,
      `عدّل المقال: «${title}» (مشرف المدونة)`,
      `أنشأ مسودة مقال: «${title}» (مشرف المدونة)`,
    ]);
    expect(items.every((i) => i.actorType === "admin" && i.actorId === "blog:blog")).toBe(true);
    const [, , unpublish, publish, edit, create] = items;
    expect(edit.changes).toEqual([{ field: "excerptAr", label: "المقتطف", before: "مقتطف", after: "مقتطف جديد" }]);
    expect(publish.changes).toContainEqual({ field: "status", label: "الحالة", before: "مسودة", after: "منشور" });
    expect(publish.changes.find((c) => c.field === "publishedAt")).toMatchObject({ before: null, after: published.publishedAt });
    expect(unpublish.changes).toContainEqual({ field: "status", label: "الحالة", before: "منشور", after: "مسودة" });
    expect(create.changes).toContainEqual({ field: "titleAr", label: "العنوان", before: null, after: title });
  });

  it("keeps a long body short in the log, and logs categories, tags, authors and pictures with before and after", async () => {
    const admin = await blogAdminClient();
    const long = Array.from({ length: 400 }, (_, i) => `كلمة${i}`).join(" ");
    const title = `مقال طويل ${stamp}`;
    const post = await createPost(admin, { titleAr: title });
    await savePost(admin, post, { contentAr: long });
    const [edit] = await logged(title);
    const content = edit.changes.find((c) => c.field === "contentAr")!;
    expect(content.before).toBe("نص المقال");
    expect(String(content.after).endsWith("… (400 كلمة)")).toBe(true);
    expect(String(content.after).length).toBeLessThan(200);

    const name = `تصنيف السجل ${stamp}`;
    const category = await json<BlogCategory>(await admin.post("/api/admin/blog/categories", { nameAr: name, slug: slug("log-cat"), displayOrder: 1 }), 201);
    await admin.fetch(`/api/admin/blog/categories/${category.id}`, { method: "PUT", json: { nameAr: name, slug: category.slug, displayOrder: 4, isActive: false } });
    await admin.fetch(`/api/admin/blog/categories/${category.id}`, DELETE);
    const categoryLines = await logged(name);
    expect(categoryLines.map((i) => i.actionAr)).toEqual([`حذف التصنيف: «${name}» (مشرف المدونة)`, `عدّل التصنيف: «${name}» (مشرف المدونة)`, `أضاف التصنيف: «${name}» (مشرف المدونة)`]);
    expect(categoryLines[1].changes).toEqual([
      { field: "displayOrder", label: "الترتيب", before: 1, after: 4 },
      { field: "isActive", label: "نشط", before: true, after: false },
    ]);

    const tagName = `وسم السجل ${stamp}`;
    const tag = await json<BlogTag>(await admin.post("/api/admin/blog/tags", { nameAr: tagName, slug: slug("log-tag") }), 201);
    await admin.fetch(`/api/admin/blog/tags/${tag.id}`, { method: "PUT", json: { nameAr: `${tagName} معدّل`, slug: tag.slug } });
    const [tagEdit] = await logged(`${tagName} معدّل`);
    expect(tagEdit.actionAr).toBe(`عدّل الوسم: «${tagName} معدّل» (مشرف المدونة)`);
    expect(tagEdit.changes).toEqual([{ field: "nameAr", label: "الاسم", before: tagName, after: `${tagName} معدّل` }]);

    const authorName = `كاتب السجل ${stamp}`;
    const author = await json<BlogAuthor>(await admin.post("/api/admin/blog/authors", { nameAr: authorName }), 201);
    await admin.fetch(`/api/admin/blog/authors/${author.id}`, { method: "PUT", json: { nameAr: authorName, socialLinks: { x: "https://x.com/log" } } });
    const [authorEdit] = await logged(authorName);
    expect(authorEdit.changes).toEqual([{ field: "socialLinks", label: "روابط التواصل", before: {}, after: { x: "https://x.com/log" } }]);

    const alt = `صورة السجل ${stamp}`;
    const image = await libraryPicture(admin, alt);
    await admin.fetch(`/api/admin/blog/images/${image.id}`, { method: "PUT", json: { alt, caption: "تعليق" } });
    await admin.fetch(`/api/admin/blog/images/${image.id}`, DELETE);
    const imageLines = await logged(alt);
    expect(imageLines.map((i) => i.actionAr)).toEqual([`حذف الصورة: «${alt}» (مشرف المدونة)`, `عدّل الصورة: «${alt}» (مشرف المدونة)`, `أضاف الصورة: «${alt}» (مشرف المدونة)`]);
    expect(imageLines[1].changes).toEqual([{ field: "caption", label: "التعليق", before: null, after: "تعليق" }]);
  });
});
