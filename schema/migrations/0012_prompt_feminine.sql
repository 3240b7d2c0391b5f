-- Issue 34: each most-likely prompt carries its feminine form, written by hand, which a room set
-- to speak to women («جلسة بنات») plays instead of `content`. NULL (an admin's prompt without one)
-- falls back to `content`. The shipped prompts get theirs from the content top-up
-- (worker/services/content-topup.ts, issue 34's CONTENT_VERSION), which also retires the rewritten ones.
ALTER TABLE `most_likely_questions` ADD `feminine` text;
