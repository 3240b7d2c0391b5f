-- Issue 33: packs that signed-in players write and share by a 7-letter code, the reports
-- against them (one per identity and pack) and the authors blocked from writing packs.
CREATE TABLE `packs` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`owner_id` text NOT NULL,
	`author_name` text NOT NULL,
	`game_type` text NOT NULL,
	`title` text NOT NULL,
	`items_json` text NOT NULL,
	`item_count` integer NOT NULL,
	`is_draft` integer DEFAULT false NOT NULL,
	`hidden_at` integer,
	`hidden_reason` text,
	`publish` text DEFAULT 'none' NOT NULL,
	`play_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `packs_code_unique` ON `packs` (`code`);
--> statement-breakpoint
CREATE INDEX `packs_owner` ON `packs` (`owner_id`,`updated_at`);
--> statement-breakpoint
CREATE INDEX `packs_publish` ON `packs` (`publish`,`play_count`);
--> statement-breakpoint
CREATE TABLE `pack_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pack_id` text NOT NULL,
	`reporter` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`resolved_at` integer,
	FOREIGN KEY (`pack_id`) REFERENCES `packs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pack_reports_once` ON `pack_reports` (`pack_id`,`reporter`);
--> statement-breakpoint
CREATE INDEX `pack_reports_open` ON `pack_reports` (`resolved_at`,`created_at`);
--> statement-breakpoint
CREATE TABLE `pack_author_blocks` (
	`user_id` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
