-- Issue 26: a deleted blog post is kept (soft delete) so «تراجع» can bring it back, then the
-- cleanup job purges it after the content trash's retention (worker/services/trash.ts). The
-- partial index finds the posts due for purging without touching the live ones.
ALTER TABLE `blog_posts` ADD `deleted_at` integer;
--> statement-breakpoint
CREATE INDEX `blog_posts_trash` ON `blog_posts` (`deleted_at`) WHERE "blog_posts"."deleted_at" is not null;
