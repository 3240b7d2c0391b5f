-- Issue 24: each meme picture may name where its caption boxes go (MEME_CAPTION_LAYOUTS in
-- schema/limits.ts). NULL keeps the default placement for its box count (one box at the top,
-- or top and bottom), so admin uploads and older rows look as before. The 24 pictures seeded
-- before this get their placement, unless an admin changed their box count meanwhile.
ALTER TABLE `meme_images` ADD `caption_layout` text;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top' WHERE `image_url` = '/seed/memes/meme-01.svg' AND `text_box_count` = 1 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top-bottom' WHERE `image_url` = '/seed/memes/meme-02.svg' AND `text_box_count` = 2 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'split' WHERE `image_url` = '/seed/memes/meme-03.svg' AND `text_box_count` = 2 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top' WHERE `image_url` = '/seed/memes/meme-04.svg' AND `text_box_count` = 1 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top' WHERE `image_url` = '/seed/memes/meme-05.svg' AND `text_box_count` = 1 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top-bottom' WHERE `image_url` = '/seed/memes/meme-06.svg' AND `text_box_count` = 2 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top-bottom' WHERE `image_url` = '/seed/memes/meme-07.svg' AND `text_box_count` = 2 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top' WHERE `image_url` = '/seed/memes/meme-08.svg' AND `text_box_count` = 1 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'right' WHERE `image_url` = '/seed/memes/meme-09.svg' AND `text_box_count` = 1 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'split' WHERE `image_url` = '/seed/memes/meme-10.svg' AND `text_box_count` = 2 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'left' WHERE `image_url` = '/seed/memes/meme-11.svg' AND `text_box_count` = 1 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top-bottom' WHERE `image_url` = '/seed/memes/meme-12.svg' AND `text_box_count` = 2 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top-bottom' WHERE `image_url` = '/seed/memes/meme-13.svg' AND `text_box_count` = 2 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top' WHERE `image_url` = '/seed/memes/meme-14.svg' AND `text_box_count` = 1 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top' WHERE `image_url` = '/seed/memes/meme-15.svg' AND `text_box_count` = 1 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top-bottom' WHERE `image_url` = '/seed/memes/meme-16.svg' AND `text_box_count` = 2 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'bottom' WHERE `image_url` = '/seed/memes/meme-17.svg' AND `text_box_count` = 1 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'right' WHERE `image_url` = '/seed/memes/meme-18.svg' AND `text_box_count` = 1 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top' WHERE `image_url` = '/seed/memes/meme-19.svg' AND `text_box_count` = 1 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top' WHERE `image_url` = '/seed/memes/meme-20.svg' AND `text_box_count` = 1 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top-bottom' WHERE `image_url` = '/seed/memes/meme-21.svg' AND `text_box_count` = 2 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'bottom' WHERE `image_url` = '/seed/memes/meme-22.svg' AND `text_box_count` = 1 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top-bottom' WHERE `image_url` = '/seed/memes/meme-23.svg' AND `text_box_count` = 2 AND `caption_layout` IS NULL;
--> statement-breakpoint
UPDATE `meme_images` SET `caption_layout` = 'top' WHERE `image_url` = '/seed/memes/meme-24.svg' AND `text_box_count` = 1 AND `caption_layout` IS NULL;
