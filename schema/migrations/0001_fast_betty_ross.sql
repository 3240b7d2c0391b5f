CREATE TABLE `admin_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE INDEX `admin_sessions_created` ON `admin_sessions` (`created_at`);