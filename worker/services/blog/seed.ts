// The blog's seed rows (content/blog.json), added to the one seed batch of services/seed.ts.
import type { BatchItem } from "drizzle-orm/batch";
import { readingTimeOf } from "../../../schema/api/blog";
import * as t from "../../../schema/db";
import { seedBlogAuthor, seedBlogCategories, seedBlogPosts, seedBlogTags } from "../../../content";
import type { Db } from "../../../data/db";

const DAY_MS = 86_400_000;

/**
 * The pictures the seeded posts show, once each, with the first post's alt text: the
 * blog's picture library starts with them, so an editor finds the pictures already in use there.
 */
export function seedBlogImages(): { url: string; alt: string }[] {
  const byUrl = new Map<string, string>();
  for (const post of seedBlogPosts) if (post.image && !byUrl.has(post.image)) byUrl.set(post.image, post.imageAlt);
  return [...byUrl].map(([url, alt]) => ({ url, alt }));
}

/** For a database seeded before the library held them: each picture it lacks (by address), once; one the admin deleted comes back only with a new content version. */
export function blogImageTopUpStatements(): { sql: string; params: string[] }[] {
  return seedBlogImages().map(({ url, alt }) => ({
    sql: "insert into blog_images (url, alt) select ?1, ?2 where not exists (select 1 from blog_images where url = ?1)",
    params: [url, alt],
  }));
}

export function blogSeedStatements(db: Db, now = Date.now()): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [db.insert(t.blogAuthors).values({ id: 1, ...seedBlogAuthor })];
  const categoryId = new Map(seedBlogCategories.map((c, i) => [c.slug, i + 1]));
  const tagId = new Map(seedBlogTags.map((tag, i) => [tag.slug, i + 1]));
  seedBlogCategories.forEach((c, i) => statements.push(db.insert(t.blogCategories).values({ id: i + 1, displayOrder: i, ...c })));
  seedBlogTags.forEach((tag, i) => statements.push(db.insert(t.blogTags).values({ id: i + 1, ...tag })));
  seedBlogPosts.forEach((post, i) => {
    const id = i + 1;
    // Whole minutes before now, so the dates read naturally.
    const publishedAt = new Date(Math.floor((now - post.daysAgo * DAY_MS) / 60_000) * 60_000);
    statements.push(
      db.insert(t.blogPosts).values({
        id,
        slug: post.slug,
        titleAr: post.titleAr,
        excerptAr: post.excerptAr,
        contentAr: post.contentAr,
        featuredImage: post.image,
        featuredImageAlt: post.imageAlt,
        status: "published",
        publishedAt,
        readingTime: readingTimeOf(post.contentAr),
        categoryId: categoryId.get(post.category) ?? null,
        authorId: 1,
        metaDescriptionAr: post.metaDescriptionAr ?? null,
        createdAt: publishedAt,
      }),
    );
    for (const slug of post.tags) statements.push(db.insert(t.blogPostTags).values({ postId: id, tagId: tagId.get(slug)! }));
  });
  for (const image of seedBlogImages()) statements.push(db.insert(t.blogImages).values(image));
  return statements;
}
