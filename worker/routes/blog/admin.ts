// The blog admin (spec 002 §6, §7): its own sign-in under /api/blog/admin, and full
// create, update and delete over posts, categories, tags, authors and images under
// /api/admin/blog, all behind one guard that reads the blog admin's session only.
import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { Hono } from "hono";
import {
  blogAuthorBodySchema,
  blogCategoryBodySchema,
  blogImageCreateBodySchema,
  blogImageEditBodySchema,
  blogLoginBodySchema,
  blogPostBodySchema,
  blogTagBodySchema,
  blogUploadLinkBodySchema,
  idParamSchema,
  readingTimeOf,
  type BlogAdminSession,
} from "../../../schema/api/blog";
import { blogAuthors, blogCategories, blogImages, blogPosts, blogPostTags, blogTags, uploads } from "../../../schema/db";
import type { AppEnv } from "../../app-env";
import type { Db } from "../../db";
import { HttpError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { allPosts, authorOf, imageOf, listCategories, postById } from "../../services/blog/queries";
import { requireBlogAdmin } from "../../middleware/admin";
import { adminCredentials, adminSessionOf, checkAdminPassword, endAdminSession, revokeAllAdminSessions, startAdminSession } from "../../services/admin-sessions";
import { publishDateOnSave } from "../../services/blog/visibility";
import { throttledLogin } from "../../services/login-throttle";
import { isKeyTaken, issueUploadGrant, uploadKeyOfUrl } from "../../services/uploads";

const THROTTLE_SCOPE = "blog-admin-login";

/** /api/blog/admin: check-auth, login, logout. */
export const blogAdminSessionRoutes = new Hono<AppEnv>()
  .get("/check-auth", async (c) => {
    const credentials = adminCredentials(c.env, "blog");
    const session = await adminSessionOf(c, "blog");
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
    const credentials = adminCredentials(c.env, "blog");
    if (credentials.kind === "missing")
      throw new HttpError(503, "blog_admin_not_configured", "لم تُضبط بيانات دخول مشرف المدونة على الخادم بعد (BLOG_ADMIN_USERNAME و BLOG_ADMIN_PASSWORD_HASH)");
    await throttledLogin(c, c.get("db"), THROTTLE_SCOPE, username, () => checkAdminPassword(credentials, username, password));
    await startAdminSession(c, "blog");
    return c.json({ success: true, authenticated: true });
  })

  .post("/logout", async (c) => {
    await endAdminSession(c, "blog");
    return c.json({ success: true });
  })

  /** «تسجيل الخروج من كل الأجهزة» for the blog admin: only a live blog session may ask. */
  .post("/logout-everywhere", requireBlogAdmin, async (c) => {
    const revoked = await revokeAllAdminSessions(c, "blog");
    return c.json({ success: true, revoked });
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

  /**
   * Pictures take the app's one upload path (worker/services/uploads.ts): a single-use
   * link from here, the file PUT to it (checked by size and by its bytes), then the
   * library row below. The spec's multipart post is replaced by these two steps.
   */
  .post("/images/upload-link", validate("json", blogUploadLinkBodySchema), async (c) =>
    c.json(await issueUploadGrant(c.env, { kind: "blog", contentType: c.req.valid("json").contentType ?? null })),
  )

  .post("/images", validate("json", blogImageCreateBodySchema), async (c) => {
    const db = c.get("db");
    const { url, alt, caption } = c.req.valid("json");
    const key = uploadKeyOfUrl(url);
    if (!key || !(await isKeyTaken(db, key)))
      throw new HttpError(400, "invalid_input", "الصورة لم تُرفع بعد، ارفعها ثم أضفها إلى المكتبة", [{ field: "url", message: "الصورة غير موجودة" }]);
    if (await db.select({ id: blogImages.id }).from(blogImages).where(eq(blogImages.url, url)).get())
      throw new HttpError(409, "image_exists", "هذه الصورة موجودة في المكتبة", [{ field: "url", message: "الصورة موجودة" }]);
    const [row] = await db.insert(blogImages).values({ url, alt, caption }).returning();
    return c.json(imageOf(row), 201);
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
    const key = uploadKeyOfUrl(row.url);
    if (key?.startsWith("blog/")) {
      await c.env.UPLOADS.delete(key);
      await db.delete(uploads).where(eq(uploads.key, key));
    }
    return c.json({ success: true });
  });
