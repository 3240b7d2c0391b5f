// Reading blog rows into the shapes of schema/api/blog.ts. Lists fetch one page of
// posts, then their categories, authors and tags in three more queries (never one per post).
import { and, asc, count, eq, inArray, max, ne, or, sql, type SQL } from "drizzle-orm";
import type { BlogAuthor, BlogCategory, BlogImage, BlogList, BlogPost, BlogPostSummary, BlogTag, BlogTagWithCount } from "../../../schema/api/blog";
import { blogAuthors, blogCategories, blogImages, blogPosts, blogPostTags, blogTags } from "../../../schema/db";
import type { Db } from "../../../data/db";
import { live } from "../trash";
import { like } from "../sql-like";
import { newestFirst, publiclyVisible } from "./visibility";

type PostRow = typeof blogPosts.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);


async function tagsByPost(db: Db, postIds: number[]): Promise<Map<number, BlogTag[]>> {
  const map = new Map<number, BlogTag[]>();
  if (postIds.length === 0) return map;
  const rows = await db
    .select({ postId: blogPostTags.postId, id: blogTags.id, slug: blogTags.slug, nameAr: blogTags.nameAr })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(inArray(blogPostTags.postId, postIds))
    .orderBy(asc(blogTags.nameAr));
  for (const { postId, ...tag } of rows) {
    const list = map.get(postId) ?? [];
    list.push(tag);
    map.set(postId, list);
  }
  return map;
}

async function hydrate(db: Db, rows: PostRow[]): Promise<BlogPost[]> {
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((v): v is number => v !== null))];
  const authorIds = [...new Set(rows.map((r) => r.authorId).filter((v): v is number => v !== null))];
  const [categories, authors, tags] = await Promise.all([
    categoryIds.length ? db.select().from(blogCategories).where(inArray(blogCategories.id, categoryIds)) : [],
    authorIds.length ? db.select().from(blogAuthors).where(inArray(blogAuthors.id, authorIds)) : [],
    tagsByPost(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const authorById = new Map(authors.map((a) => [a.id, a]));
  return rows.map((r) => {
    const category = r.categoryId ? categoryById.get(r.categoryId) : undefined;
    const author = r.authorId ? authorById.get(r.authorId) : undefined;
    return {
      id: r.id,
      slug: r.slug,
      titleAr: r.titleAr,
      excerptAr: r.excerptAr,
      contentAr: r.contentAr,
      featuredImage: r.featuredImage,
      featuredImageAlt: r.featuredImageAlt,
      publishedAt: iso(r.publishedAt),
      updatedAt: iso(r.updatedAt),
      readingTime: r.readingTime,
      categoryId: r.categoryId,
      authorId: r.authorId,
      status: r.status,
      metaTitleAr: r.metaTitleAr,
      metaDescriptionAr: r.metaDescriptionAr,
      metaKeywords: r.metaKeywords,
      category: category ? { slug: category.slug, nameAr: category.nameAr } : null,
      author: author ? { nameAr: author.nameAr, avatar: author.avatar, bio: author.bio } : null,
      tags: tags.get(r.id) ?? [],
    };
  });
}

function summary(post: BlogPost): BlogPostSummary {
  const { contentAr: _content, metaTitleAr: _t, metaDescriptionAr: _d, metaKeywords: _k, ...rest } = post;
  return rest;
}

export interface ListFilter {
  page: number;
  limit: number;
  search?: string;
  categoryId?: number;
  /** /blog's category chips: an active category's slug; an unknown one matches no post. */
  category?: string;
  tagId?: number;
  excludeSlug?: string;
}

/** One page of public posts, newest first. */
export async function listPublicPosts(db: Db, filter: ListFilter, now = new Date()): Promise<BlogList> {
  const conditions: SQL[] = [publiclyVisible(now)];
  if (filter.search) {
    conditions.push(or(like(blogPosts.titleAr, filter.search), like(blogPosts.excerptAr, filter.search), like(blogPosts.contentAr, filter.search))!);
  }
  if (filter.categoryId !== undefined) conditions.push(eq(blogPosts.categoryId, filter.categoryId));
  if (filter.category)
    conditions.push(
      eq(blogPosts.categoryId, sql`(select ${blogCategories.id} from ${blogCategories} where ${blogCategories.slug} = ${filter.category} and ${blogCategories.isActive} = 1)`),
    );
  if (filter.tagId !== undefined)
    conditions.push(sql`exists (select 1 from ${blogPostTags} where ${blogPostTags.postId} = ${blogPosts.id} and ${blogPostTags.tagId} = ${filter.tagId})`);
  if (filter.excludeSlug) conditions.push(ne(blogPosts.slug, filter.excludeSlug));
  const where = and(...conditions);

  const [{ total }] = await db.select({ total: count() }).from(blogPosts).where(where);
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const pages = Math.max(1, Math.ceil(total / filter.limit));
  return { posts: (await hydrate(db, rows)).map(summary), total, page: filter.page, pages, totalPages: pages };
}

export async function publicPostBySlug(db: Db, slug: string, now = new Date()): Promise<BlogPost | null> {
  const row = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), publiclyVisible(now)))
    .get();
  if (!row) return null;
  return (await hydrate(db, [row]))[0];
}

/** Every post for the blog admin but the deleted ones, newest first, bodies included (the editor opens them). */
export async function allPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(live(blogPosts))
    .orderBy(...newestFirst);
  return hydrate(db, rows);
}

/** One post for the blog admin; a deleted post is no longer there. */
export async function postById(db: Db, id: number): Promise<BlogPost | null> {
  const row = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), live(blogPosts)))
    .get();
  return row ? (await hydrate(db, [row]))[0] : null;
}

type CategoryRow = typeof blogCategories.$inferSelect;

function categoryOf(row: CategoryRow, postCount: number): BlogCategory {
  return {
    id: row.id,
    nameAr: row.nameAr,
    slug: row.slug,
    descriptionAr: row.descriptionAr,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
    postCount,
  };
}

/** Categories by display order with their count of public posts; the public sees active ones only. */
export async function listCategories(db: Db, { activeOnly }: { activeOnly: boolean }, now = new Date()): Promise<BlogCategory[]> {
  const counts = await db
    .select({ categoryId: blogPosts.categoryId, n: count() })
    .from(blogPosts)
    .where(publiclyVisible(now))
    .groupBy(blogPosts.categoryId);
  const countOf = new Map(counts.map((r) => [r.categoryId, r.n]));
  const rows = await db
    .select()
    .from(blogCategories)
    .where(activeOnly ? eq(blogCategories.isActive, true) : undefined)
    .orderBy(asc(blogCategories.displayOrder), asc(blogCategories.id));
  return rows.map((r) => categoryOf(r, countOf.get(r.id) ?? 0));
}

export async function publicCategoryBySlug(db: Db, slug: string): Promise<CategoryRow | null> {
  return (
    (await db
      .select()
      .from(blogCategories)
      .where(and(eq(blogCategories.slug, slug), eq(blogCategories.isActive, true)))
      .get()) ?? null
  );
}

/** Tags by name with their count of public posts. */
export async function listTags(db: Db, now = new Date()): Promise<BlogTagWithCount[]> {
  const counts = await db
    .select({ tagId: blogPostTags.tagId, n: count() })
    .from(blogPostTags)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostTags.postId))
    .where(publiclyVisible(now))
    .groupBy(blogPostTags.tagId);
  const countOf = new Map(counts.map((r) => [r.tagId, r.n]));
  const rows = await db.select().from(blogTags).orderBy(asc(blogTags.nameAr));
  return rows.map((t) => ({ id: t.id, slug: t.slug, nameAr: t.nameAr, postCount: countOf.get(t.id) ?? 0 }));
}

export async function tagBySlug(db: Db, slug: string) {
  return (await db.select().from(blogTags).where(eq(blogTags.slug, slug)).get()) ?? null;
}

export function authorOf(row: typeof blogAuthors.$inferSelect): BlogAuthor {
  let socialLinks: Record<string, string> = {};
  try {
    const parsed = row.socialLinksJson ? (JSON.parse(row.socialLinksJson) as unknown) : {};
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      socialLinks = Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"));
  } catch {
    socialLinks = {};
  }
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    bio: row.bio,
    email: row.email,
    avatar: row.avatar,
    socialLinks,
    isActive: row.isActive,
  };
}

export function imageOf(row: typeof blogImages.$inferSelect): BlogImage {
  return { id: row.id, url: row.url, alt: row.alt, caption: row.caption, createdAt: row.createdAt.toISOString() };
}

/** Public posts for the sitemap and feeds: slug, title, excerpt, dates, image. Newest first. */
export async function publicPostIndex(db: Db, limit?: number, now = new Date()) {
  const query = db
    .select({
      slug: blogPosts.slug,
      titleAr: blogPosts.titleAr,
      excerptAr: blogPosts.excerptAr,
      featuredImage: blogPosts.featuredImage,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      createdAt: blogPosts.createdAt,
      categoryId: blogPosts.categoryId,
    })
    .from(blogPosts)
    .where(publiclyVisible(now))
    .orderBy(...newestFirst);
  return limit ? query.limit(limit) : query;
}

/** The sitemap's category and tag pages, each dated by its newest public post: active categories (an empty one too), tags with a public post. */
export async function publicTaxonomyIndex(db: Db, now = new Date()) {
  const [categories, tags] = await Promise.all([
    db
      .select({ slug: blogCategories.slug, last: max(blogPosts.publishedAt) })
      .from(blogCategories)
      .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), publiclyVisible(now)))
      .where(eq(blogCategories.isActive, true))
      .groupBy(blogCategories.id),
    db
      .select({ slug: blogTags.slug, last: max(blogPosts.publishedAt) })
      .from(blogTags)
      .innerJoin(blogPostTags, eq(blogPostTags.tagId, blogTags.id))
      .innerJoin(blogPosts, and(eq(blogPosts.id, blogPostTags.postId), publiclyVisible(now)))
      .groupBy(blogTags.id),
  ]);
  return { categories, tags };
}
