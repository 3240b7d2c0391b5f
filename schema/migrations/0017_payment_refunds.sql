-- Issue 36: no paid charge lost, and refunds. A pending payment remembers when Tap was last asked
-- about it (the scheduled re-check takes the least recently asked first); a refund holds its payment
-- while Tap is asked, then keeps Tap's refund id and time. The statuses gain «refunded» and
-- «abandoned» (the column is plain text). The local sandbox keeps its refunds as Tap answers them.
ALTER TABLE `payments` ADD `rechecked_at` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `refund_claimed_at` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `refund_id` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `refunded_at` integer;--> statement-breakpoint
CREATE INDEX `payments_recheck` ON `payments` (`status`, `rechecked_at`) WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE TABLE `tap_sandbox_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`charge_id` text NOT NULL,
	`refund_json` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tap_sandbox_refunds_charge` ON `tap_sandbox_refunds` (`charge_id`);
