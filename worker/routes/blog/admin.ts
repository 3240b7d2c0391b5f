// The blog admin (spec 002 §6, §7): its own sign-in under /api/blog/admin, and full
// create, update and delete over posts, categories, tags, authors and images under
// /api/admin/blog, all behind one guard that reads the blog admin's session only.
import { Hono, type Context } from "hono";
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
  type BlogAdminSession,
} from "../../../schema/api/blog";
import type { AppEnv } from "../../app-env";
import { HttpError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { requireBlogAdmin } from "../../middleware/admin";
import { adminCredentials, adminSessionOf, checkAdminPassword, endAdminSession, revokeAllAdminSessions, startAdminSession } from "../../services/admin-sessions";
import { createPost, deletePost, restorePost, updatePost } from "../../services/blog/admin-posts";
import { adminAuthors, adminTags, createAuthor, createCategory, createTag, deleteAuthor, deleteCategory, deleteTag, updateAuthor, updateCategory, updateTag } from "../../services/blog/admin-taxonomy";
import type { BlogActor } from "../../services/blog/activity";
import { addImage, deleteImage, editImage, imageUsage, listImages } from "../../services/blog/images";
import { allPosts, listCategories } from "../../services/blog/queries";
import { throttledLogin } from "../../services/login-throttle";
import { issueUploadGrant } from "../../services/uploads";

const THROTTLE_SCOPE = "blog-admin-login";

/** Who acts, for the activity log: the blog admin of the session the guard checked. */
const actor = (c: Context<AppEnv>): BlogActor => ({ username: c.get("blogAdmin")?.username ?? null });

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

/** /api/admin/blog: the blog admin's data, every route behind the blog admin session. The queries live in worker/services/blog/. */
export const blogAdminRoutes = new Hono<AppEnv>()
  .use("*", requireBlogAdmin)

  // ---------- posts ----------
  .get("/posts", async (c) => c.json(await allPosts(c.get("db"))))

  .post("/posts", validate("json", blogPostBodySchema), async (c) => c.json(await createPost(c.get("db"), c.req.valid("json"), actor(c)), 201))

  .put("/posts/:id", validate("param", idParamSchema), validate("json", blogPostBodySchema), async (c) =>
    c.json(await updatePost(c.get("db"), c.req.valid("param").id, c.req.valid("json"), actor(c))),
  )

  /** Soft delete: the post disappears everywhere at once; the restore below is the toast's «تراجع». */
  .delete("/posts/:id", validate("param", idParamSchema), async (c) => {
    await deletePost(c.get("db"), c.req.valid("param").id, actor(c));
    return c.json({ success: true });
  })

  .post("/posts/:id/restore", validate("param", idParamSchema), async (c) => c.json(await restorePost(c.get("db"), c.req.valid("param").id, actor(c))))

  // ---------- categories ----------
  .get("/categories", async (c) => c.json(await listCategories(c.get("db"), { activeOnly: false })))

  .post("/categories", validate("json", blogCategoryBodySchema), async (c) => c.json(await createCategory(c.get("db"), c.req.valid("json"), actor(c)), 201))

  .put("/categories/:id", validate("param", idParamSchema), validate("json", blogCategoryBodySchema), async (c) =>
    c.json(await updateCategory(c.get("db"), c.req.valid("param").id, c.req.valid("json"), actor(c))),
  )

  .delete("/categories/:id", validate("param", idParamSchema), async (c) => {
    await deleteCategory(c.get("db"), c.req.valid("param").id, actor(c));
    return c.json({ success: true });
  })

  // ---------- tags ----------
  .get("/tags", async (c) => c.json(await adminTags(c.get("db"))))

  .post("/tags", validate("json", blogTagBodySchema), async (c) => c.json(await createTag(c.get("db"), c.req.valid("json"), actor(c)), 201))

  .put("/tags/:id", validate("param", idParamSchema), validate("json", blogTagBodySchema), async (c) =>
    c.json(await updateTag(c.get("db"), c.req.valid("param").id, c.req.valid("json"), actor(c))),
  )

  .delete("/tags/:id", validate("param", idParamSchema), async (c) => {
    await deleteTag(c.get("db"), c.req.valid("param").id, actor(c));
    return c.json({ success: true });
  })

  // ---------- authors ----------
  .get("/authors", async (c) => c.json(await adminAuthors(c.get("db"))))

  .post("/authors", validate("json", blogAuthorBodySchema), async (c) => c.json(await createAuthor(c.get("db"), c.req.valid("json"), actor(c)), 201))

  .put("/authors/:id", validate("param", idParamSchema), validate("json", blogAuthorBodySchema), async (c) =>
    c.json(await updateAuthor(c.get("db"), c.req.valid("param").id, c.req.valid("json"), actor(c))),
  )

  .delete("/authors/:id", validate("param", idParamSchema), async (c) => {
    await deleteAuthor(c.get("db"), c.req.valid("param").id, actor(c));
    return c.json({ success: true });
  })

  // ---------- images ----------
  .get("/images", async (c) => c.json(await listImages(c.get("db"))))

  /**
   * Pictures take the app's one upload path (worker/services/uploads.ts): a single-use
   * link from here, the file PUT to it (checked by size and by its bytes), then the
   * library row below. The spec's multipart post is replaced by these two steps.
   */
  .post("/images/upload-link", validate("json", blogUploadLinkBodySchema), async (c) =>
    c.json(await issueUploadGrant(c.env, { kind: "blog", contentType: c.req.valid("json").contentType ?? null })),
  )

  .post("/images", validate("json", blogImageCreateBodySchema), async (c) => c.json(await addImage(c.get("db"), c.req.valid("json"), actor(c)), 201))

  .put("/images/:id", validate("param", idParamSchema), validate("json", blogImageEditBodySchema), async (c) =>
    c.json(await editImage(c.get("db"), c.req.valid("param").id, c.req.valid("json"), actor(c))),
  )

  /** The posts that show a picture, asked before its delete is confirmed. */
  .get("/images/:id/usage", validate("param", idParamSchema), async (c) => c.json(await imageUsage(c.get("db"), c.req.valid("param").id)))

  /** Refused (409, naming the posts) while a published or scheduled post shows the picture. */
  .delete("/images/:id", validate("param", idParamSchema), async (c) => {
    await deleteImage(c.env, c.get("db"), c.req.valid("param").id, actor(c));
    return c.json({ success: true });
  });
