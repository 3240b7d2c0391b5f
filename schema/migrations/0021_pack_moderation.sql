-- Issue 42: who deleted a pack (the author may undo only their own deletion), and one play per pack and room.
CREATE TABLE `pack_plays` (
	`pack_id` text NOT NULL,
	`room_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`pack_id`, `room_id`),
	FOREIGN KEY (`pack_id`) REFERENCES `packs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `packs` ADD `deleted_by` text;--> statement-breakpoint
-- Issue 42: packs deleted before this migration, by whom. The admin's deletions are named in the
-- activity log («حذف المشرف الحزمة «…» (CODE)»); every other deleted pack was its author's.
UPDATE `packs` SET `deleted_by` = CASE
	WHEN EXISTS (SELECT 1 FROM `activity_log` WHERE `actor_type` = 'admin' AND instr(`action_ar`, 'حذف المشرف الحزمة ') = 1 AND substr(`action_ar`, -9) = '(' || `packs`.`code` || ')') THEN 'admin'
	ELSE 'owner'
END WHERE `deleted_at` IS NOT NULL;
