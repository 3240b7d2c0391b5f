// Which posts the public sees: published ones, and scheduled ones whose
// time has come. Drafts, and scheduled posts without a date or with a future date, stay hidden;
// so does a deleted post until «تراجع» brings it back.
import { and, eq, isNotNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { BlogStatus } from "../../../schema/api/blog";
import { blogPosts } from "../../../schema/db";
import { live } from "../trash";

export function isPubliclyVisible(post: { status: BlogStatus; publishedAt: Date | null }, now: Date): boolean {
  if (post.status === "published") return true;
  if (post.status === "scheduled") return !!post.publishedAt && post.publishedAt.getTime() <= now.getTime();
  return false;
}

/** The same rule as a WHERE condition, deleted posts left out: every public read (lists, search, post, sitemap, RSS, counts) goes through it. */
export function publiclyVisible(now: Date): SQL {
  return and(
    live(blogPosts),
    or(eq(blogPosts.status, "published"), and(eq(blogPosts.status, "scheduled"), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now))),
  )!;
}

/** Newest first by the date readers see; undated posts by when they were written. */
export const newestFirst = [sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt}) desc`, sql`${blogPosts.id} desc`];

/**
 * The date saved with a post: what the admin chose (null when left empty), except that a
 * post published without a date is dated now, so it sorts, appears in feeds and shows a date.
 */
export function publishDateOnSave(status: BlogStatus, chosen: Date | null, now: Date): Date | null {
  if (status === "published" && !chosen) return now;
  return chosen;
}
