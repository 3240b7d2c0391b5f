CREATE TABLE `tap_sandbox_charges` (
	`id` text PRIMARY KEY NOT NULL,
	`idempotency_key` text,
	`charge_json` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tap_sandbox_charges_idempotency_key_unique` ON `tap_sandbox_charges` (`idempotency_key`);