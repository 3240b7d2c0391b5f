-- Issue 34: what each guest has been shown, as seen_content does for signed-in users, so a
-- returning group of guests is not served the same questions again after a few games. A
-- guest is no user row (its id is the signed guest cookie's), hence a table of its own;
-- seen_at moves on each showing, and the cleanup drops rows older than a guest identity lives.
CREATE TABLE `guest_seen_content` (
	`guest_id` text NOT NULL,
	`game_id` integer NOT NULL,
	`content_id` integer NOT NULL,
	`seen_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`guest_id`, `game_id`, `content_id`)
);
--> statement-breakpoint
CREATE INDEX `guest_seen_content_seen_at` ON `guest_seen_content` (`seen_at`);
