// The blog's picture library (spec 002 §7): a row per picture already stored through the
// app's one upload path (worker/services/uploads.ts), its alt text and caption, and a delete
// that also removes the blog's own file (R2 object and its `uploads` row). A picture that a
// published or scheduled post shows is not deleted: the refusal names those posts, and
// the confirmation lists the drafts that would lose it.
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { BLOG, type BlogImage, type BlogImageUsage, type blogImageCreateBodySchema, type blogImageEditBodySchema } from "../../../schema/api/blog";
import { countText, type CountForms } from "../../../schema/arabic-count";
import { blogImages, blogPosts, uploads } from "../../../schema/db";
import type { Db } from "../../../data/db";
import type { Env } from "../../../data/env";
import { HttpError } from "../../lib/errors";
import { live } from "../trash";
import { isKeyTaken, uploadKeyOfUrl } from "../uploads";
import { logItem, type BlogActor } from "./activity";
import { notFound } from "./admin-posts";
import { imageOf } from "./queries";

export async function listImages(db: Db): Promise<BlogImage[]> {
  return (await db.select().from(blogImages).orderBy(desc(blogImages.id))).map(imageOf);
}

/** A picture enters the library once its file is stored, and only once. */
/** A picture enters the library once its file is stored, and only once. */
export async function addImage(db: Db, { url, alt, caption }: z.output<typeof blogImageCreateBodySchema>, actor: BlogActor): Promise<BlogImage> {
  const key = uploadKeyOfUrl(url);
  if (!key || !(await isKeyTaken(db, key)))
    throw new HttpError(400, "invalid_input", "الصورة لم تُرفع بعد، يُرجى رفعها ثم إضافتها إلى المكتبة", [{ field: "url", message: "الصورة غير موجودة" }]);
  if (await db.select({ id: blogImages.id }).from(blogImages).where(eq(blogImages.url, url)).get())
    throw new HttpError(409, "image_exists", "هذه الصورة موجودة في المكتبة", [{ field: "url", message: "الصورة موجودة" }]);
  const [row] = await db.insert(blogImages).values({ url, alt, caption }).returning();
  const image = imageOf(row);
  await logItem(db, actor, "image", "create", null, image);
  return image;
}

export async function editImage(db: Db, id: number, body: z.output<typeof blogImageEditBodySchema>, actor: BlogActor): Promise<BlogImage> {
  const before = await db.select().from(blogImages).where(eq(blogImages.id, id)).get();
  if (!before) throw notFound("الصورة");
  const [row] = await db.update(blogImages).set(body).where(eq(blogImages.id, id)).returning();
  if (!row) throw notFound("الصورة");
  const image = imageOf(row);
  await logItem(db, actor, "image", "edit", imageOf(before), image);
  return image;
}

/** A post that shows the picture: as its featured image, or anywhere in its body (a markdown picture or link). */
const usesUrl = (url: string) => or(eq(blogPosts.featuredImage, url), sql`instr(${blogPosts.contentAr}, ${url}) > 0`);

/** The posts (not deleted) that show a library picture, the public ones first; `blocking` when any is published or scheduled. */
export async function imageUsage(db: Db, id: number): Promise<BlogImageUsage> {
  const image = await db.select({ url: blogImages.url }).from(blogImages).where(eq(blogImages.id, id)).get();
  if (!image) throw notFound("الصورة");
  const posts = await db
    .select({ id: blogPosts.id, titleAr: blogPosts.titleAr, slug: blogPosts.slug, status: blogPosts.status })
    .from(blogPosts)
    .where(and(live(blogPosts), usesUrl(image.url)))
    .orderBy(sql`case ${blogPosts.status} when 'draft' then 1 else 0 end`, asc(blogPosts.id));
  return { posts, blocking: posts.some(blocksDelete) };
}

/** A post the public sees, or will see at its time without anyone acting, keeps its picture. */
const blocksDelete = (post: { status: string }) => post.status !== "draft";

const OTHER_POSTS: CountForms = { zero: "", one: "مقال آخر", two: "مقالان آخران", few: "مقالات أخرى", many: "مقالًا آخر", other: "مقال آخر" };

/** ««أ»، «ب» و3 مقالات أخرى»: a few titles, the rest counted, for a refusal that fits a toast. */
export function namedPosts(titles: string[]): string {
  const named = titles.slice(0, BLOG.imageUsageNamed).map((t) => `«${t}»`).join("، ");
  const rest = titles.length - BLOG.imageUsageNamed;
  return rest > 0 ? `${named} و${countText(rest, OTHER_POSTS)}` : named;
}

/**
 * Refused (409, naming the posts) while a published or scheduled post shows the picture; otherwise
 * the row first, then the file if it is the blog's own upload (a picture linked from elsewhere keeps its file).
 */
export async function deleteImage(env: Pick<Env, "UPLOADS">, db: Db, id: number, actor: BlogActor): Promise<void> {
  const usage = await imageUsage(db, id);
  if (usage.blocking) {
    const shown = usage.posts.filter(blocksDelete).map((p) => p.titleAr);
    throw new HttpError(
      409,
      "image_in_use",
      `لا يمكن حذف الصورة لأن ${shown.length === 1 ? "مقالًا منشورًا أو مجدولًا يستخدمها" : "مقالات منشورة أو مجدولة تستخدمها"}: ${namedPosts(shown)}. يُرجى إزالتها من ${shown.length === 1 ? "المقال" : "هذه المقالات"} أولًا.`,
    );
  }
  const [row] = await db.delete(blogImages).where(eq(blogImages.id, id)).returning();
  if (!row) throw notFound("الصورة");
  const key = uploadKeyOfUrl(row.url);
  if (key?.startsWith("blog/")) {
    await env.UPLOADS.delete(key);
    await db.delete(uploads).where(eq(uploads.key, key));
  }
  await logItem(db, actor, "image", "delete", imageOf(row), null);
}
