-- Issue 26: an uploaded picture's real size, read from its header when it arrives, so link
-- previews send the true og:image width and height (null when the type has no reader).
ALTER TABLE `uploads` ADD `width` integer;
--> statement-breakpoint
ALTER TABLE `uploads` ADD `height` integer;
