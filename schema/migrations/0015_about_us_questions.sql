-- Issue 32: «عنّا» (about-us), personal questions a player answers about themselves, in the
-- categories of its game row like most likely's prompts. Its rows and its game row are seeded when
-- the game joins GAME_TYPES; until then the table stays empty and no room can load it.
CREATE TABLE `about_us_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`content` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `about_us_questions_category` ON `about_us_questions` (`category_id`);--> statement-breakpoint
CREATE INDEX `about_us_questions_trash` ON `about_us_questions` (`deleted_at`) WHERE "about_us_questions"."deleted_at" is not null;
