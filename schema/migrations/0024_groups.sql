-- «مجلسنا»: groups with members (a guest, an account, or a guest later signed in), the nights
-- their linked rooms played (the turns dealt and the ranking), what each member wrote and voted
-- that night (kept per member, so removing one deletes their texts), the ghosts who played a
-- night later, and the points of each monthly season.
CREATE TABLE `groups` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`name_ar` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `groups_code_unique` ON `groups` (`code`);
--> statement-breakpoint
CREATE TABLE `group_members` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`nickname` text NOT NULL,
	`guest_id` text,
	`user_id` text,
	`is_owner` integer DEFAULT false NOT NULL,
	`joined_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `group_members_guest` ON `group_members` (`group_id`,`guest_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `group_members_user` ON `group_members` (`group_id`,`user_id`);
--> statement-breakpoint
CREATE INDEX `group_members_by_guest` ON `group_members` (`guest_id`);
--> statement-breakpoint
CREATE INDEX `group_members_by_user` ON `group_members` (`user_id`);
--> statement-breakpoint
CREATE TABLE `group_nights` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`room_id` text NOT NULL,
	`game_type` text NOT NULL,
	`season` text NOT NULL,
	`played_at` integer NOT NULL,
	`turns_json` text NOT NULL,
	`ranking_json` text NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `group_nights_by_group` ON `group_nights` (`group_id`,`played_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `group_nights_room_game` ON `group_nights` (`room_id`,`played_at`);
--> statement-breakpoint
CREATE TABLE `group_night_texts` (
	`night_id` text NOT NULL,
	`member_id` text NOT NULL,
	`turn` integer NOT NULL,
	`lie` text,
	`vote` text,
	`ghost` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`night_id`, `member_id`, `turn`),
	FOREIGN KEY (`night_id`) REFERENCES `group_nights`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `group_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `group_night_texts_by_member` ON `group_night_texts` (`member_id`);
--> statement-breakpoint
CREATE TABLE `group_ghosts` (
	`night_id` text NOT NULL,
	`member_id` text NOT NULL,
	`points` integer NOT NULL,
	`played_at` integer NOT NULL,
	PRIMARY KEY(`night_id`, `member_id`),
	FOREIGN KEY (`night_id`) REFERENCES `group_nights`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `group_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `group_season_points` (
	`group_id` text NOT NULL,
	`season` text NOT NULL,
	`member_id` text NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`games` integer DEFAULT 0 NOT NULL,
	`wins` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`group_id`, `season`, `member_id`),
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `group_members`(`id`) ON UPDATE no action ON DELETE cascade
);
