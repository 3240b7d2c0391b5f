-- Issue 36: a post whose slug changes keeps its old addresses. Each old slug points at the post
-- (not at a slug), so a chain of renames resolves in one step to the post's current slug; the
-- redirects go with the post when it is purged.
CREATE TABLE `blog_slug_redirects` (
	`old_slug` text PRIMARY KEY NOT NULL,
	`post_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `blog_slug_redirects_post` ON `blog_slug_redirects` (`post_id`);
