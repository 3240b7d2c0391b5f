// The blog admin's posts (spec 002 §7): add, edit and delete, with the unique slug and the
// category, author and tags a post names checked first, so a bad choice is a clear Arabic
// 400 or 409 rather than a constraint failure. Delete is soft: the post leaves every
// list at once, «تراجع» restores it, and the cleanup job purges it later (../trash.ts,
// ../content-trash.ts). Reads live in ./queries.
import { and, eq, inArray, ne } from "drizzle-orm";
import type { z } from "zod";
import { readingTimeOf, type BlogPost, type blogPostBodySchema } from "../../../schema/api/blog";
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogTags } from "../../../schema/db";
import type { Db } from "../../../data/db";
import { HttpError } from "../../lib/errors";
import { live, restoreStatement, softDeleteStatement } from "../trash";
import { logPost, type BlogActor } from "./activity";
import { postById } from "./queries";
import { slugRedirectStatements } from "./slug-redirects";
import { publishDateOnSave } from "./visibility";

export type PostBody = z.output<typeof blogPostBodySchema>;

export const notFound = (what: string) => new HttpError(404, "not_found", `${what} غير موجود`);

export function slugTaken(where: string): HttpError {
  return new HttpError(409, "slug_taken", `الرابط المختصر مستخدم في ${where} آخر، يُرجى اختيار رابط غيره`, [{ field: "slug", message: "الرابط المختصر مستخدم" }]);
}

/** Category, author and tags named by a post must exist; a clear 400 rather than a foreign-key failure. */
async function checkReferences(db: Db, body: Pick<PostBody, "categoryId" | "authorId" | "tags">) {
  if (body.categoryId !== null && !(await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, body.categoryId)).get()))
    throw new HttpError(400, "invalid_input", "التصنيف المختار غير موجود", [{ field: "categoryId", message: "التصنيف غير موجود" }]);
  if (body.authorId !== null && !(await db.select({ id: blogAuthors.id }).from(blogAuthors).where(eq(blogAuthors.id, body.authorId)).get()))
    throw new HttpError(400, "invalid_input", "الكاتب المختار غير موجود", [{ field: "authorId", message: "الكاتب غير موجود" }]);
  if (body.tags.length) {
    const found = await db.select({ id: blogTags.id }).from(blogTags).where(inArray(blogTags.id, body.tags));
    if (found.length !== body.tags.length) throw new HttpError(400, "invalid_input", "أحد الوسوم المختارة غير موجود", [{ field: "tags", message: "وسم غير موجود" }]);
  }
}

/** The row's columns for a saved body: the publish date rule and the reading time are the server's. */
export function postValues(body: PostBody, now: Date) {
  const { tags: _tags, ...fields } = body;
  return { ...fields, publishedAt: publishDateOnSave(body.status, body.publishedAt, now), readingTime: readingTimeOf(body.contentAr) };
}

/**
 * Refuses a slug another post (any but `exceptId`) holds. A deleted post keeps its slug until it
 * is purged, so that «تراجع» never meets a taken slug; the refusal then says the holder was deleted.
 */
async function checkSlugFree(db: Db, slug: string, exceptId?: number): Promise<void> {
  const holder = await db
    .select({ id: blogPosts.id, deletedAt: blogPosts.deletedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId === undefined ? undefined : ne(blogPosts.id, exceptId)))
    .get();
  if (!holder) return;
  if (holder.deletedAt)
    throw new HttpError(409, "slug_taken", "الرابط المختصر مستخدم في مقال محذوف حديثًا، يُرجى اختيار رابط غيره", [{ field: "slug", message: "الرابط المختصر مستخدم في مقال محذوف" }]);
  throw slugTaken("مقال");
}

export async function createPost(db: Db, body: PostBody, actor: BlogActor, now = new Date()): Promise<BlogPost> {
  await checkSlugFree(db, body.slug);
  await checkReferences(db, body);
  const [created] = await db.insert(blogPosts).values(postValues(body, now)).returning({ id: blogPosts.id });
  const [first, ...rest] = [
    // The new post's slug is live now: an old address of another post no longer leads away from it.
    ...slugRedirectStatements(db, created.id, body.slug),
    ...body.tags.map((tagId) => db.insert(blogPostTags).values({ postId: created.id, tagId })),
  ];
  await db.batch([first, ...rest]);
  const post = (await postById(db, created.id))!;
  await logPost(db, actor, "create", null, post);
  return post;
}

/** A whole edit: the row and its tags replaced, and a changed slug's old address kept, in one batch. */
export async function updatePost(db: Db, id: number, body: PostBody, actor: BlogActor, now = new Date()): Promise<BlogPost> {
  const before = await postById(db, id);
  if (!before) throw notFound("المقال");
  await checkSlugFree(db, body.slug, id);
  await checkReferences(db, body);
  await db.batch([
    db
      .update(blogPosts)
      .set({ ...postValues(body, now), updatedAt: now })
      .where(eq(blogPosts.id, id)),
    ...slugRedirectStatements(db, id, body.slug, before.slug),
    db.delete(blogPostTags).where(eq(blogPostTags.postId, id)),
    ...body.tags.map((tagId) => db.insert(blogPostTags).values({ postId: id, tagId })),
  ]);
  const after = (await postById(db, id))!;
  await logPost(db, actor, "edit", before, after);
  return after;
}

/** Soft delete: a post already deleted (or never there) is a 404, as a second delete always was. */
export async function deletePost(db: Db, id: number, actor: BlogActor, now = new Date()): Promise<void> {
  const before = await postById(db, id);
  const deleted = before ? await softDeleteStatement(db, blogPosts, [id], now) : [];
  if (!before || !deleted.length) throw notFound("المقال");
  await logPost(db, actor, "delete", before, null);
}

/** «تراجع»: the deleted post comes back as it was (a category or tag deleted meanwhile stays gone); 404 when it is not in the trash. */
export async function restorePost(db: Db, id: number, actor: BlogActor): Promise<BlogPost> {
  const restored = await restoreStatement(db, blogPosts, [id]);
  if (!restored.length) throw notFound("المقال المحذوف");
  const post = (await postById(db, id))!;
  await logPost(db, actor, "restore", null, post);
  return post;
}
