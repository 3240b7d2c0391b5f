-- A category may belong to a season («ramadan»), so «سهرة رمضانية» deals from it first
-- and the admin sees it; null for the rest of the year's categories. Subcategories follow their category.
ALTER TABLE `categories` ADD `season` text;
