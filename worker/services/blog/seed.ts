// The blog's seed rows (content/blog.json), added to the one seed batch of services/seed.ts.
import type { BatchItem } from "drizzle-orm/batch";
import { readingTimeOf } from "../../../schema/api/blog";
import * as t from "../../../schema/db";
import { seedBlogAuthor, seedBlogCategories, seedBlogPosts, seedBlogTags } from "../../../content";
import type { Db } from "../../../data/db";

const DAY_MS = 86_400_000;

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
  return statements;
}
