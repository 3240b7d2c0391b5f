// The blog's picture library (spec 002 §7): a row per picture already stored through the
// app's one upload path (worker/services/uploads.ts), its alt text and caption, and a delete
// that also removes the blog's own file (R2 object and its `uploads` row).
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { BlogImage, blogImageCreateBodySchema, blogImageEditBodySchema } from "../../../schema/api/blog";
import { blogImages, uploads } from "../../../schema/db";
import type { Db } from "../../db";
import type { Env } from "../../env";
import { HttpError } from "../../lib/errors";
import { isKeyTaken, uploadKeyOfUrl } from "../uploads";
import { notFound } from "./admin-posts";
import { imageOf } from "./queries";

export async function listImages(db: Db): Promise<BlogImage[]> {
  return (await db.select().from(blogImages).orderBy(desc(blogImages.id))).map(imageOf);
}

/** A picture enters the library once its file is stored, and only once. */
export async function addImage(db: Db, { url, alt, caption }: z.output<typeof blogImageCreateBodySchema>): Promise<BlogImage> {
  const key = uploadKeyOfUrl(url);
  if (!key || !(await isKeyTaken(db, key)))
    throw new HttpError(400, "invalid_input", "الصورة لم تُرفع بعد، يُرجى رفعها ثم إضافتها إلى المكتبة", [{ field: "url", message: "الصورة غير موجودة" }]);
  if (await db.select({ id: blogImages.id }).from(blogImages).where(eq(blogImages.url, url)).get())
    throw new HttpError(409, "image_exists", "هذه الصورة موجودة في المكتبة", [{ field: "url", message: "الصورة موجودة" }]);
  const [row] = await db.insert(blogImages).values({ url, alt, caption }).returning();
  return imageOf(row);
}

export async function editImage(db: Db, id: number, body: z.output<typeof blogImageEditBodySchema>): Promise<BlogImage> {
  const [row] = await db.update(blogImages).set(body).where(eq(blogImages.id, id)).returning();
  if (!row) throw notFound("الصورة");
  return imageOf(row);
}

/** The row first, then the file if it is the blog's own upload (a picture linked from elsewhere keeps its file). */
export async function deleteImage(env: Pick<Env, "UPLOADS">, db: Db, id: number): Promise<void> {
  const [row] = await db.delete(blogImages).where(eq(blogImages.id, id)).returning();
  if (!row) throw notFound("الصورة");
  const key = uploadKeyOfUrl(row.url);
  if (key?.startsWith("blog/")) {
    await env.UPLOADS.delete(key);
    await db.delete(uploads).where(eq(uploads.key, key));
  }
}
