// The public blog calls of spec 002 §7: lists of 9 per page, search, categories,
// tags, one post, and related posts. Only public posts ever leave (services/blog/visibility).
import { Hono } from "hono";
import { postsQuerySchema, relatedQuerySchema, searchQuerySchema, slugParamSchema, taxonomyQuerySchema } from "../../../schema/api/blog";
import type { AppEnv } from "../../app-env";
import { HttpError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { listCategories, listPublicPosts, listTags, publicCategoryBySlug, publicPostBySlug, tagBySlug } from "../../services/blog/queries";
import { redirectedSlug } from "../../services/blog/slug-redirects";

const postNotFound = () => new HttpError(404, "post_not_found", "المقال غير موجود");
const categoryNotFound = () => new HttpError(404, "category_not_found", "التصنيف غير موجود");
const tagNotFound = () => new HttpError(404, "tag_not_found", "الوسم غير موجود");

export const blogPublicRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    // Lists change when a scheduled post's time comes; a short shared cache is enough.
    if (c.req.method === "GET" && c.res.status === 200 && !c.res.headers.has("Cache-Control")) c.header("Cache-Control", "public, max-age=30");
  })
  .get("/posts", validate("query", postsQuerySchema), async (c) => c.json(await listPublicPosts(c.get("db"), c.req.valid("query"))))

  .get("/search", validate("query", searchQuerySchema), async (c) => {
    const { q, page, limit, category } = c.req.valid("query");
    return c.json(await listPublicPosts(c.get("db"), { page, limit, search: q, category }));
  })

  /** A renamed post's old slug answers a permanent redirect to the post under its current slug. */
  .get("/posts/:slug", validate("param", slugParamSchema), async (c) => {
    const db = c.get("db");
    const { slug } = c.req.valid("param");
    const post = await publicPostBySlug(db, slug);
    if (post) return c.json(post);
    const current = await redirectedSlug(db, slug);
    if (current) {
      // Permanent, but cached an hour only: the post may take its old name back one day.
      c.header("Cache-Control", "public, max-age=3600");
      return c.redirect(`/api/blog/posts/${encodeURIComponent(current)}`, 301);
    }
    throw postNotFound();
  })

  .get("/categories", async (c) => c.json(await listCategories(c.get("db"), { activeOnly: true })))

  .get("/categories/:slug", validate("param", slugParamSchema), async (c) => {
    const category = await publicCategoryBySlug(c.get("db"), c.req.valid("param").slug);
    if (!category) throw categoryNotFound();
    return c.json({ id: category.id, nameAr: category.nameAr, slug: category.slug, descriptionAr: category.descriptionAr });
  })

  /** Related posts: the newest others in the same category. */
  .get("/categories/:slug/posts", validate("param", slugParamSchema), validate("query", relatedQuerySchema), async (c) => {
    const db = c.get("db");
    const category = await publicCategoryBySlug(db, c.req.valid("param").slug);
    if (!category) throw categoryNotFound();
    const { limit, exclude } = c.req.valid("query");
    return c.json(await listPublicPosts(db, { page: 1, limit, categoryId: category.id, excludeSlug: exclude }));
  })

  // A category's and a tag's pages narrow by the page's own search.
  .get("/category/:slug", validate("param", slugParamSchema), validate("query", taxonomyQuerySchema), async (c) => {
    const db = c.get("db");
    const category = await publicCategoryBySlug(db, c.req.valid("param").slug);
    if (!category) throw categoryNotFound();
    const list = await listPublicPosts(db, { ...c.req.valid("query"), categoryId: category.id });
    return c.json({ ...list, category: { id: category.id, nameAr: category.nameAr, slug: category.slug, descriptionAr: category.descriptionAr } });
  })

  .get("/tags", async (c) => c.json(await listTags(c.get("db"))))

  .get("/tags/:slug", validate("param", slugParamSchema), async (c) => {
    const tag = await tagBySlug(c.get("db"), c.req.valid("param").slug);
    if (!tag) throw tagNotFound();
    return c.json({ id: tag.id, nameAr: tag.nameAr, slug: tag.slug });
  })

  .get("/tag/:slug", validate("param", slugParamSchema), validate("query", taxonomyQuerySchema), async (c) => {
    const db = c.get("db");
    const tag = await tagBySlug(db, c.req.valid("param").slug);
    if (!tag) throw tagNotFound();
    const list = await listPublicPosts(db, { ...c.req.valid("query"), tagId: tag.id });
    return c.json({ ...list, tag: { id: tag.id, nameAr: tag.nameAr, slug: tag.slug } });
  });
