// The blog admin (spec 002 §6, §7): its own sign-in under /api/blog/admin, and full
// create, update and delete over posts, categories, tags, authors and images under
// /api/admin/blog, all behind one guard that reads the blog admin's session only.
import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  BLOG,
  blogAuthorBodySchema,
  blogCategoryBodySchema,
  blogImageEditBodySchema,
  blogImageUploadFieldsSchema,
  blogLoginBodySchema,
  blogPostBodySchema,
  blogTagBodySchema,
  idParamSchema,
  readingTimeOf,
  type BlogAdminSession,
} from "../../../schema/api/blog";
import { blogAuthors, blogCategories, blogImages, blogPosts, blogPostTags, blogTags, uploads } from "../../../schema/db";
import type { AppEnv } from "../../app-env";
import type { Db } from "../../db";
import { HttpError, validationErrorBody } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { blogUploadKey, sniffImage } from "../../services/blog/images";
import { allPosts, authorOf, imageOf, listCategories, postById } from "../../services/blog/queries";
import { blogAdminCredentials, blogAdminFromCookie, checkBlogAdminPassword, endBlogAdminSession, startBlogAdminSession } from "../../services/blog/session";
import { publishDateOnSave } from "../../services/blog/visibility";
import { clearLoginFailures, loginWaitMs, recordLoginFailure } from "../../services/login-throttle";

const THROTTLE_SCOPE = "blog-admin-login";

/** /api/blog/admin: check-auth, login, logout. */
export const blogAdminSessionRoutes = new Hono<AppEnv>()
  .get("/check-auth", async (c) => {
    const credentials = blogAdminCredentials(c.env);
    const session = await blogAdminFromCookie(c);
    const answer: BlogAdminSession = {
      authenticated: !!session,
      username: session?.username ?? null,
      configured: credentials.kind !== "missing",
      developmentCredentials: credentials.kind === "development" ? { username: credentials.username, password: credentials.password } : null,
    };
    c.header("Cache-Control", "no-store");
    return c.json(answer);
  })

  .post("/login", validate("json", blogLoginBodySchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const db = c.get("db");
    const credentials = blogAdminCredentials(c.env);
    if (credentials.kind === "missing")
      throw new HttpError(503, "blog_admin_not_configured", "لم تُضبط بيانات دخول مشرف المدونة على الخادم بعد (BLOG_ADMIN_USERNAME و BLOG_ADMIN_PASSWORD_HASH)");
    const keys = { scope: THROTTLE_SCOPE, address: c.req.header("CF-Connecting-IP") ?? "local", username };
    const wait = await loginWaitMs(db, keys);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      c.header("Retry-After", String(seconds));
      throw new HttpError(429, "login_throttled", `محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد ${seconds} ثانية`);
    }
    if (!(await checkBlogAdminPassword(credentials, username, password))) {
      await recordLoginFailure(db, keys);
      throw new HttpError(401, "invalid_credentials", "اسم المستخدم أو كلمة المرور غير صحيحة");
    }
    await clearLoginFailures(db, keys);
    await startBlogAdminSession(c, credentials.username);
    return c.json({ success: true, authenticated: true });
  })

  .post("/logout", async (c) => {
    await endBlogAdminSession(c);
    return c.json({ success: true });
  });

const requireBlogAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const session = await blogAdminFromCookie(c);
  if (!session) throw new HttpError(401, "blog_admin_unauthenticated", "انتهت جلسة مشرف المدونة أو لم تسجّل الدخول. سجّل الدخول مرة أخرى");
  c.header("Cache-Control", "no-store");
  await next();
});

const notFound = (what: string) => new HttpError(404, "not_found", `${what} غير موجود`);

function slugTaken(where: string): HttpError {
  return new HttpError(409, "slug_taken", `الرابط المختصر مستخدم في ${where} آخر، اختر رابطًا غيره`, [{ field: "slug", message: "الرابط المختصر مستخدم" }]);
}

/** Category, author and tags named by a post must exist; a clear 400 rather than a foreign-key failure. */
async function checkReferences(db: Db, body: { categoryId: number | null; authorId: number | null; tags: number[] }) {
  if (body.categoryId !== null && !(await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, body.categoryId)).get()))
    throw new HttpError(400, "invalid_input", "التصنيف المختار غير موجود", [{ field: "categoryId", message: "التصنيف غير موجود" }]);
  if (body.authorId !== null && !(await db.select({ id: blogAuthors.id }).from(blogAuthors).where(eq(blogAuthors.id, body.authorId)).get()))
    throw new HttpError(400, "invalid_input", "الكاتب المختار غير موجود", [{ field: "authorId", message: "الكاتب غير موجود" }]);
  if (body.tags.length) {
    const found = await db.select({ id: blogTags.id }).from(blogTags).where(inArray(blogTags.id, body.tags));
    if (found.length !== body.tags.length) throw new HttpError(400, "invalid_input", "أحد الوسوم المختارة غير موجود", [{ field: "tags", message: "وسم غير موجود" }]);
  }
}

function postValues(body: ReturnType<typeof blogPostBodySchema.parse>, now: Date) {
  const { tags: _tags, ...fields } = body;
  return { ...fields, publishedAt: publishDateOnSave(body.status, body.publishedAt, now), readingTime: readingTimeOf(body.contentAr) };
}

/** /api/admin/blog: the blog admin's data, every route behind the blog admin session. */
export const blogAdminRoutes = new Hono<AppEnv>()
  .use("*", requireBlogAdmin)

  // ---------- posts ----------
  .get("/posts", async (c) => c.json(await allPosts(c.get("db"))))

  .post("/posts", validate("json", blogPostBodySchema), async (c) => {
    const db = c.get("db");
    const body = c.req.valid("json");
    if (await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, body.slug)).get()) throw slugTaken("مقال");
    await checkReferences(db, body);
    const [created] = await db.insert(blogPosts).values(postValues(body, new Date())).returning({ id: blogPosts.id });
    if (body.tags.length) await db.insert(blogPostTags).values(body.tags.map((tagId) => ({ postId: created.id, tagId })));
    return c.json(await postById(db, created.id), 201);
  })

  .put("/posts/:id", validate("param", idParamSchema), validate("json", blogPostBodySchema), async (c) => {
    const db = c.get("db");
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    if (!(await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)).get())) throw notFound("المقال");
    if (await db.select({ id: blogPosts.id }).from(blogPosts).where(and(eq(blogPosts.slug, body.slug), ne(blogPosts.id, id))).get()) throw slugTaken("مقال");
    await checkReferences(db, body);
    const now = new Date();
    await db.batch([
      db.update(blogPosts).set({ ...postValues(body, now), updatedAt: now }).where(eq(blogPosts.id, id)),
      db.delete(blogPostTags).where(eq(blogPostTags.postId, id)),
      ...body.tags.map((tagId) => db.insert(blogPostTags).values({ postId: id, tagId })),
    ]);
    return c.json(await postById(db, id));
  })

  .delete("/posts/:id", validate("param", idParamSchema), async (c) => {
    const db = c.get("db");
    const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, c.req.valid("param").id)).returning({ id: blogPosts.id });
    if (!deleted.length) throw notFound("المقال");
    return c.json({ success: true });
  })

  // ---------- categories ----------
  .get("/categories", async (c) => c.json(await listCategories(c.get("db"), { activeOnly: false })))

  .post("/categories", validate("json", blogCategoryBodySchema), async (c) => {
    const db = c.get("db");
    const body = c.req.valid("json");
    if (await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, body.slug)).get()) throw slugTaken("تصنيف");
    const [row] = await db.insert(blogCategories).values(body).returning();
    return c.json({ ...row, postCount: 0, createdAt: undefined }, 201);
  })

  .put("/categories/:id", validate("param", idParamSchema), validate("json", blogCategoryBodySchema), async (c) => {
    const db = c.get("db");
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    if (await db.select({ id: blogCategories.id }).from(blogCategories).where(and(eq(blogCategories.slug, body.slug), ne(blogCategories.id, id))).get())
      throw slugTaken("تصنيف");
    const [row] = await db.update(blogCategories).set(body).where(eq(blogCategories.id, id)).returning();
    if (!row) throw notFound("التصنيف");
    return c.json({ ...row, createdAt: undefined });
  })

  .delete("/categories/:id", validate("param", idParamSchema), async (c) => {
    // Its posts stay, uncategorised (the foreign key sets null).
    const deleted = await c.get("db").delete(blogCategories).where(eq(blogCategories.id, c.req.valid("param").id)).returning({ id: blogCategories.id });
    if (!deleted.length) throw notFound("التصنيف");
    return c.json({ success: true });
  })

  // ---------- tags ----------
  .get("/tags", async (c) => c.json(await c.get("db").select({ id: blogTags.id, nameAr: blogTags.nameAr, slug: blogTags.slug }).from(blogTags).orderBy(asc(blogTags.nameAr))))

  .post("/tags", validate("json", blogTagBodySchema), async (c) => {
    const db = c.get("db");
    const body = c.req.valid("json");
    if (await db.select({ id: blogTags.id }).from(blogTags).where(eq(blogTags.slug, body.slug)).get()) throw slugTaken("وسم");
    const [row] = await db.insert(blogTags).values(body).returning({ id: blogTags.id, nameAr: blogTags.nameAr, slug: blogTags.slug });
    return c.json(row, 201);
  })

  .put("/tags/:id", validate("param", idParamSchema), validate("json", blogTagBodySchema), async (c) => {
    const db = c.get("db");
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    if (await db.select({ id: blogTags.id }).from(blogTags).where(and(eq(blogTags.slug, body.slug), ne(blogTags.id, id))).get()) throw slugTaken("وسم");
    const [row] = await db.update(blogTags).set(body).where(eq(blogTags.id, id)).returning({ id: blogTags.id, nameAr: blogTags.nameAr, slug: blogTags.slug });
    if (!row) throw notFound("الوسم");
    return c.json(row);
  })

  .delete("/tags/:id", validate("param", idParamSchema), async (c) => {
    const deleted = await c.get("db").delete(blogTags).where(eq(blogTags.id, c.req.valid("param").id)).returning({ id: blogTags.id });
    if (!deleted.length) throw notFound("الوسم");
    return c.json({ success: true });
  })

  // ---------- authors ----------
  .get("/authors", async (c) => c.json((await c.get("db").select().from(blogAuthors).orderBy(asc(blogAuthors.id))).map(authorOf)))

  .post("/authors", validate("json", blogAuthorBodySchema), async (c) => {
    const { socialLinks, ...body } = c.req.valid("json");
    const [row] = await c.get("db").insert(blogAuthors).values({ ...body, socialLinksJson: JSON.stringify(socialLinks) }).returning();
    return c.json(authorOf(row), 201);
  })

  .put("/authors/:id", validate("param", idParamSchema), validate("json", blogAuthorBodySchema), async (c) => {
    const { socialLinks, ...body } = c.req.valid("json");
    const [row] = await c
      .get("db")
      .update(blogAuthors)
      .set({ ...body, socialLinksJson: JSON.stringify(socialLinks) })
      .where(eq(blogAuthors.id, c.req.valid("param").id))
      .returning();
    if (!row) throw notFound("الكاتب");
    return c.json(authorOf(row));
  })

  .delete("/authors/:id", validate("param", idParamSchema), async (c) => {
    const deleted = await c.get("db").delete(blogAuthors).where(eq(blogAuthors.id, c.req.valid("param").id)).returning({ id: blogAuthors.id });
    if (!deleted.length) throw notFound("الكاتب");
    return c.json({ success: true });
  })

  // ---------- images ----------
  .get("/images", async (c) => c.json((await c.get("db").select().from(blogImages).orderBy(desc(blogImages.id))).map(imageOf)))

  /** Multipart: image, alt, caption (spec 002 §7). The file goes to R2 and is served under /uploads/blog/. */
  .post("/images", async (c) => {
    const form = await c.req.formData().catch(() => null);
    if (!form) throw new HttpError(400, "invalid_input", "يجب إرسال الصورة كنموذج multipart/form-data");
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : undefined;
    };
    const fields = blogImageUploadFieldsSchema.safeParse({ alt: text("alt"), caption: text("caption") });
    if (!fields.success) return c.json(validationErrorBody(fields.error), 400);
    const file = form.get("image");
    const fieldError = (message: string) => new HttpError(400, "invalid_input", message, [{ field: "image", message }]);
    if (!(file instanceof File) || file.size === 0) throw fieldError("يجب اختيار صورة");
    if (file.size > BLOG.imageMaxBytes) throw fieldError(`حجم الملف كبير، الحد الأقصى ${BLOG.imageMaxBytes / 1024 / 1024} ميجابايت`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffImage(bytes);
    if (!kind) throw fieldError("نوع الملف غير مدعوم: PNG أو JPEG أو GIF أو WebP");

    const key = `blog/${crypto.randomUUID()}.${kind.extension}`;
    const db = c.get("db");
    await c.env.UPLOADS.put(key, bytes, { httpMetadata: { contentType: kind.contentType } });
    try {
      const [[row]] = await db.batch([
        db.insert(blogImages).values({ url: `/uploads/${key}`, alt: fields.data.alt, caption: fields.data.caption }).returning(),
        db.insert(uploads).values({ key, kind: "blog", contentType: kind.contentType, size: bytes.byteLength }),
      ]);
      return c.json(imageOf(row), 201);
    } catch (error) {
      // No row, no file: an unlisted object would never be cleaned up.
      await c.env.UPLOADS.delete(key);
      throw error;
    }
  })

  .put("/images/:id", validate("param", idParamSchema), validate("json", blogImageEditBodySchema), async (c) => {
    const [row] = await c.get("db").update(blogImages).set(c.req.valid("json")).where(eq(blogImages.id, c.req.valid("param").id)).returning();
    if (!row) throw notFound("الصورة");
    return c.json(imageOf(row));
  })

  .delete("/images/:id", validate("param", idParamSchema), async (c) => {
    const db = c.get("db");
    const [row] = await db.delete(blogImages).where(eq(blogImages.id, c.req.valid("param").id)).returning();
    if (!row) throw notFound("الصورة");
    const key = blogUploadKey(row.url);
    if (key) {
      await c.env.UPLOADS.delete(key);
      await db.delete(uploads).where(eq(uploads.key, key));
    }
    return c.json({ success: true });
  });
