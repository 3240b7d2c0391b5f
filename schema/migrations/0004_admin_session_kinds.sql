-- Every session opened before sessions had a kind and a credentials fingerprint ends here: admins sign in again.
DROP TABLE `admin_sessions`;--> statement-breakpoint
CREATE TABLE `admin_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`username` text NOT NULL,
	`credentials` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer
);--> statement-breakpoint
CREATE INDEX `admin_sessions_created` ON `admin_sessions` (`created_at`);--> statement-breakpoint
CREATE INDEX `admin_sessions_kind` ON `admin_sessions` (`kind`);
