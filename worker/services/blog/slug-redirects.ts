// A renamed post keeps its old addresses: every slug a post once had points at the
// post itself, so /blog/{old} answers a permanent redirect to the post's current slug however
// many renames lie between (a chain resolves in one step). A slug in use by a live post always
// wins over an old one: whoever takes it (a new post, or the post taking back its old name)
// removes the redirect, so a redirect never hides a post. The sitemap and feeds read the posts'
// current slugs only.
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { blogPosts, blogSlugRedirects } from "../../../schema/db";
import type { Db } from "../../../data/db";
import { publiclyVisible } from "./visibility";

/**
 * The statements that go with saving `slug` on post `postId` whose slug was `previous` (undefined
 * for a new post): the old slug now points at the post, and nothing redirects away from the slug
 * the post now holds. Run in the same batch as the save.
 */
export function slugRedirectStatements(db: Db, postId: number, slug: string, previous?: string): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [db.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, slug))];
  if (previous !== undefined && previous !== slug)
    statements.push(
      db
        .insert(blogSlugRedirects)
        .values({ oldSlug: previous, postId })
        .onConflictDoUpdate({ target: blogSlugRedirects.oldSlug, set: { postId, createdAt: new Date() } }),
    );
  return statements;
}

/** The current slug of the public post that once had `oldSlug`; null when there is none (never redirected, or the post is no longer public). */
export async function redirectedSlug(db: Db, oldSlug: string, now = new Date()): Promise<string | null> {
  const row = await db
    .select({ slug: blogPosts.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
    .where(and(eq(blogSlugRedirects.oldSlug, oldSlug), publiclyVisible(now)))
    .get();
  return row && row.slug !== oldSlug ? row.slug : null;
}
