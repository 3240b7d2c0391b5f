-- Issue 26: deleted admin content is kept (soft delete) so it can be undone, then purged by
-- the cleanup job. A partial index per table finds the rows due for purging without
-- touching the live ones.
ALTER TABLE `categories` ADD `deleted_at` integer;
--> statement-breakpoint
ALTER TABLE `trivia_questions` ADD `deleted_at` integer;
--> statement-breakpoint
ALTER TABLE `meme_images` ADD `deleted_at` integer;
--> statement-breakpoint
ALTER TABLE `most_likely_questions` ADD `deleted_at` integer;
--> statement-breakpoint
ALTER TABLE `avatar_assets` ADD `deleted_at` integer;
--> statement-breakpoint
CREATE INDEX `categories_trash` ON `categories` (`deleted_at`) WHERE "categories"."deleted_at" is not null;
--> statement-breakpoint
CREATE INDEX `trivia_questions_trash` ON `trivia_questions` (`deleted_at`) WHERE "trivia_questions"."deleted_at" is not null;
--> statement-breakpoint
CREATE INDEX `meme_images_trash` ON `meme_images` (`deleted_at`) WHERE "meme_images"."deleted_at" is not null;
--> statement-breakpoint
CREATE INDEX `most_likely_questions_trash` ON `most_likely_questions` (`deleted_at`) WHERE "most_likely_questions"."deleted_at" is not null;
--> statement-breakpoint
CREATE INDEX `avatar_assets_trash` ON `avatar_assets` (`deleted_at`) WHERE "avatar_assets"."deleted_at" is not null;
