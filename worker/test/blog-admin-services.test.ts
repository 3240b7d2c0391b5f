// The services behind the blog admin's routes (issue 26 item 4), called directly on D1:
// what worker/routes/blog/admin.ts used to do inline, now in worker/services/blog/.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { blogPostBodySchema, BLOG } from "../../schema/api/blog";
import { database } from "../../data/db";
import { createPost, deletePost, postValues, updatePost } from "../services/blog/admin-posts";
import { adminAuthors, adminTags, createAuthor, createCategory, createTag, deleteCategory, deleteTag, updateAuthor, updateCategory, updateTag } from "../services/blog/admin-taxonomy";
import { addImage, deleteImage, editImage, listImages } from "../services/blog/images";
import { postById } from "../services/blog/queries";

const db = () => database(env.DB);
const ACTOR = { username: "blog" };
let counter = 0;
const slug = (base: string) => `${base}-svc-${Date.now().toString(36)}-${++counter}`;
const body = (fields: Record<string, unknown> = {}) =>
  blogPostBodySchema.parse({ titleAr: "مقال خدمة", slug: slug("post"), excerptAr: "مقتطف", contentAr: "نص", status: "draft", ...fields });

describe("blog posts service", () => {
  it("dates a post published without a date now, keeps a draft undated, and counts its reading time (the default for an empty body)", () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const words = Array.from({ length: 450 }, () => "كلمة").join(" ");
    expect(postValues(body({ status: "published", contentAr: words }), now)).toMatchObject({ publishedAt: now, readingTime: 3 });
    expect(postValues(body({ status: "draft", contentAr: "" }), now)).toMatchObject({ publishedAt: null, readingTime: BLOG.defaultReadingTime });
    expect(postValues(body(), now)).not.toHaveProperty("tags");
  });

  it("creates a post with its tags, replaces them on edit, and refuses taken slugs and unknown references", async () => {
    const [a, b] = [await createTag(db(), { nameAr: "أ", slug: slug("tag") }, ACTOR), await createTag(db(), { nameAr: "ب", slug: slug("tag") }, ACTOR)];
    const post = await createPost(db(), body({ tags: [a.id] }), ACTOR);
    expect(post.tags.map((t) => t.id)).toEqual([a.id]);
    const edited = await updatePost(db(), post.id, body({ slug: post.slug, titleAr: "عنوان آخر", tags: [b.id] }), ACTOR);
    expect(edited).toMatchObject({ id: post.id, titleAr: "عنوان آخر" });
    expect(edited.tags.map((t) => t.id)).toEqual([b.id]);
    expect(edited.updatedAt).not.toBeNull();

    await expect(createPost(db(), body({ slug: post.slug }), ACTOR)).rejects.toMatchObject({ status: 409, code: "slug_taken" });
    const other = await createPost(db(), body(), ACTOR);
    await expect(updatePost(db(), other.id, body({ slug: post.slug }), ACTOR)).rejects.toMatchObject({ status: 409, code: "slug_taken" });
    await expect(createPost(db(), body({ categoryId: 987654 }), ACTOR)).rejects.toMatchObject({ status: 400, errors: [{ field: "categoryId" }] });
    await expect(createPost(db(), body({ authorId: 987654 }), ACTOR)).rejects.toMatchObject({ status: 400, errors: [{ field: "authorId" }] });
    await expect(createPost(db(), body({ tags: [a.id, 987654] }), ACTOR)).rejects.toMatchObject({ status: 400, errors: [{ field: "tags" }] });
    await expect(updatePost(db(), 987654, body(), ACTOR)).rejects.toMatchObject({ status: 404 });

    await deletePost(db(), other.id, ACTOR);
    expect(await postById(db(), other.id)).toBeNull();
    await expect(deletePost(db(), other.id, ACTOR)).rejects.toMatchObject({ status: 404 });
  });
});

describe("blog categories, tags and authors service", () => {
  it("keeps category and tag slugs unique, answers 404 for unknown ones, and leaves a deleted category's posts uncategorised", async () => {
    const category = await createCategory(db(), { nameAr: "تصنيف", slug: slug("cat"), descriptionAr: null, displayOrder: 1, isActive: true }, ACTOR);
    expect(category).toMatchObject({ nameAr: "تصنيف", postCount: 0, createdAt: undefined });
    const second = await createCategory(db(), { nameAr: "ثان", slug: slug("cat"), descriptionAr: null, displayOrder: 2, isActive: true }, ACTOR);
    await expect(createCategory(db(), { ...second, slug: category.slug, descriptionAr: null }, ACTOR)).rejects.toMatchObject({ status: 409 });
    await expect(updateCategory(db(), second.id, { nameAr: "ثان", slug: category.slug, descriptionAr: null, displayOrder: 2, isActive: true }, ACTOR)).rejects.toMatchObject({ status: 409 });
    expect(await updateCategory(db(), second.id, { nameAr: "ثان معدّل", slug: second.slug, descriptionAr: "وصف", displayOrder: 2, isActive: false }, ACTOR)).toMatchObject({ nameAr: "ثان معدّل", isActive: false });
    await expect(updateCategory(db(), 987654, { nameAr: "x", slug: slug("cat"), descriptionAr: null, displayOrder: 0, isActive: true }, ACTOR)).rejects.toMatchObject({ status: 404 });

    const post = await createPost(db(), body({ categoryId: category.id }), ACTOR);
    await deleteCategory(db(), category.id, ACTOR);
    expect((await postById(db(), post.id))?.categoryId).toBeNull();
    await expect(deleteCategory(db(), category.id, ACTOR)).rejects.toMatchObject({ status: 404 });

    const tag = await createTag(db(), { nameAr: "وسم خدمة", slug: slug("tag") }, ACTOR);
    expect((await adminTags(db())).find((t) => t.id === tag.id)).toEqual(tag);
    await expect(createTag(db(), { nameAr: "آخر", slug: tag.slug }, ACTOR)).rejects.toMatchObject({ status: 409 });
    expect(await updateTag(db(), tag.id, { nameAr: "وسم معدّل", slug: tag.slug }, ACTOR)).toEqual({ ...tag, nameAr: "وسم معدّل" });
    await deleteTag(db(), tag.id, ACTOR);
    await expect(updateTag(db(), tag.id, { nameAr: "x", slug: slug("tag") }, ACTOR)).rejects.toMatchObject({ status: 404 });
  });

  it("stores an author's social links as one JSON text and reads them back", async () => {
    const author = await createAuthor(db(), { nameAr: "كاتب", nameEn: null, bio: null, email: null, avatar: null, socialLinks: { x: "https://x.com/kateb" }, isActive: true }, ACTOR);
    expect(author.socialLinks).toEqual({ x: "https://x.com/kateb" });
    const edited = await updateAuthor(db(), author.id, { nameAr: "كاتب", nameEn: "Kateb", bio: null, email: null, avatar: null, socialLinks: {}, isActive: false }, ACTOR);
    expect(edited).toMatchObject({ nameEn: "Kateb", socialLinks: {}, isActive: false });
    expect((await adminAuthors(db())).find((a) => a.id === author.id)).toEqual(edited);
    await expect(updateAuthor(db(), 987654, { nameAr: "x", nameEn: null, bio: null, email: null, avatar: null, socialLinks: {}, isActive: true }, ACTOR)).rejects.toMatchObject({ status: 404 });
  });
});

describe("blog picture library service", () => {
  it("adds only an uploaded picture, once; deleting it removes the blog's file and its upload row", async () => {
    const key = `blog/svc-${crypto.randomUUID()}.png`;
    const url = `/uploads/${key}`;
    await expect(addImage(db(), { url, alt: "صورة", caption: null }, ACTOR)).rejects.toMatchObject({ status: 400, errors: [{ field: "url" }] });
    await env.UPLOADS.put(key, new Uint8Array([1, 2, 3]));
    await env.DB.prepare("INSERT INTO uploads (key, kind, content_type, size, created_at) VALUES (?, 'blog', 'image/png', 3, ?)").bind(key, Date.now()).run();

    const image = await addImage(db(), { url, alt: "صورة", caption: null }, ACTOR);
    await expect(addImage(db(), { url, alt: "مرة أخرى", caption: null }, ACTOR)).rejects.toMatchObject({ status: 409, code: "image_exists" });
    expect(await editImage(db(), image.id, { alt: "نص بديل", caption: "تعليق" }, ACTOR)).toMatchObject({ alt: "نص بديل", caption: "تعليق" });
    expect((await listImages(db()))[0].id).toBe(image.id);

    await deleteImage(env, db(), image.id, ACTOR);
    expect(await env.UPLOADS.get(key)).toBeNull();
    expect(await env.DB.prepare("SELECT key FROM uploads WHERE key = ?").bind(key).first()).toBeNull();
    expect((await listImages(db())).some((i) => i.id === image.id)).toBe(false);
    await expect(deleteImage(env, db(), image.id, ACTOR)).rejects.toMatchObject({ status: 404 });
  });
});
