-- Issue 36: an admin change records what it changed, field by field, before and after, so the
-- activity log answers "who changed what" (a tier's price 15 → 16, not only "edited the tier").
-- JSON array of {field, label, before, after}; null for entries that change no fields (a sign-in,
-- a room created) and for every row written before this migration.
ALTER TABLE `activity_log` ADD `changes` text;
