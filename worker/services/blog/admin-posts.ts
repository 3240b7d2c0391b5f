// The blog admin's posts (spec 002 §7): add, edit and delete, with the unique slug and the
// category, author and tags a post names checked first, so a bad choice is a clear Arabic
// 400 or 409 rather than a constraint failure. Reads live in ./queries.
import { and, eq, inArray, ne } from "drizzle-orm";
import type { z } from "zod";
import { readingTimeOf, type BlogPost, type blogPostBodySchema } from "../../../schema/api/blog";
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogTags } from "../../../schema/db";
import type { Db } from "../../db";
import { HttpError } from "../../lib/errors";
import { postById } from "./queries";
import { publishDateOnSave } from "./visibility";

export type PostBody = z.output<typeof blogPostBodySchema>;

export const notFound = (what: string) => new HttpError(404, "not_found", `${what} غير موجود`);

export function slugTaken(where: string): HttpError {
  return new HttpError(409, "slug_taken", `الرابط المختصر مستخدم في ${where} آخر، اختر رابطًا غيره`, [{ field: "slug", message: "الرابط المختصر مستخدم" }]);
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

/** Whether another post (any but `exceptId`) already holds this slug. */
async function slugHeld(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId === undefined ? undefined : ne(blogPosts.id, exceptId)))
    .get();
  return !!row;
}

export async function createPost(db: Db, body: PostBody, now = new Date()): Promise<BlogPost> {
  if (await slugHeld(db, body.slug)) throw slugTaken("مقال");
  await checkReferences(db, body);
  const [created] = await db.insert(blogPosts).values(postValues(body, now)).returning({ id: blogPosts.id });
  if (body.tags.length) await db.insert(blogPostTags).values(body.tags.map((tagId) => ({ postId: created.id, tagId })));
  return (await postById(db, created.id))!;
}

/** A whole edit: the row and its tags replaced in one batch. */
export async function updatePost(db: Db, id: number, body: PostBody, now = new Date()): Promise<BlogPost> {
  if (!(await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)).get())) throw notFound("المقال");
  if (await slugHeld(db, body.slug, id)) throw slugTaken("مقال");
  await checkReferences(db, body);
  await db.batch([
    db
      .update(blogPosts)
      .set({ ...postValues(body, now), updatedAt: now })
      .where(eq(blogPosts.id, id)),
    db.delete(blogPostTags).where(eq(blogPostTags.postId, id)),
    ...body.tags.map((tagId) => db.insert(blogPostTags).values({ postId: id, tagId })),
  ]);
  return (await postById(db, id))!;
}

export async function deletePost(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (!deleted.length) throw notFound("المقال");
}
