// Admin content and image uploads (spec 002 §5, §9), deleted content, and the rules shipped content
// must respect. Re-exported by schema/limits.ts, which importers use.

/** Image files every admin uploads (content, memes, blog): the spec's size, batch, concurrency and downscale; the grant lifetime is ours. */
export const IMAGE_UPLOADS = {
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 300,
  concurrency: 4,
  /** Files above this are drawn again on a canvas before they are sent. */
  downscaleAboveBytes: 1024 * 1024,
  downscaleMaxSide: 1200,
  downscaleQuality: 0.8,
  /** How long an upload link stays good: long enough for a 10 MB file on a slow phone, short enough to be useless later. */
  grantTtlSeconds: 600,
} as const;

/** The accepted image types (spec 002 §5: jpg, jpeg, png, gif, webp, heic, heif, bmp, svg) and the extension each is stored under. */
export const IMAGE_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/heic": "heic",
  "image/heif": "heif",
  "image/bmp": "bmp",
  "image/svg+xml": "svg",
} as const;
export type ImageContentType = keyof typeof IMAGE_TYPES;
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp", "heic", "heif", "bmp", "svg"] as const;

/** Content form bounds: the minimums are the spec's (§5, §9), the maximums ours. */
export const CONTENT_LIMITS = {
  questionMin: 5,
  questionMax: 500,
  answerMax: 100,
  categoryNameMin: 2,
  categoryNameMax: 60,
  memeNameMax: 120,
  textBoxCounts: [1, 2],
  imageUrlMax: 2_000,
  searchMax: 100,
  displayOrderMax: 100_000,
  /** Rows of a pasted table sent in one import (each row is one POST, as the spec says). */
  importMaxRows: 500,
  /** Rows per page of the admin content lists, paginated on the server. */
  pageSize: 50,
  pageSizeMax: 200,
} as const;

/**
 * Deleted admin content (questions, prompts, memes, categories, avatars, posts): a soft delete
 * first, undone from the toast while it shows, purged by the cleanup job after the retention.
 * Bulk changes name at most `bulkMaxIds` rows, so one D1 batch stays small.
 */
export const CONTENT_TRASH = {
  undoMs: 8_000,
  retentionDays: 30,
  bulkMaxIds: 200,
  /** Rows purged per cleanup run and table. */
  purgeBatch: 500,
  /** Rows per page of the admin's trash screen. */
  pageSize: 50,
} as const;

/**
 * What shipped content must respect (checked by `npm run content:check`). Lies must stay
 * as short as the truths they imitate, and a most-likely prompt must fit a 360 px phone in
 * three lines of the prompt card.
 */
export const CONTENT_RULES = {
  triviaAnswerMaxWords: 3,
  triviaSubcategoryMinQuestions: 25,
  triviaMinQuestions: 1200,
  triviaMinSubcategories: { free: 8, premium: 8 },
  mostLikelyPromptMaxChars: 70,
  mostLikelyMinPrompts: 500,
  mostLikelyMinCategories: 6,
  /** The most share of prompts opening with «مين أكثر واحد», so a night of prompts does not sound like one sentence. */
  mostLikelyCommonOpeningMaxShare: 0.4,
  memeMinPictures: 80,
  /** The easy category's most share of all trivia, so a family evening is not a school quiz. */
  easyMaxShare: 0.1,
} as const;

/** content:check's near-duplicate rule (scripts/near-duplicates.ts): key words two questions with one answer may share before they ask the same fact. */
export const NEAR_DUPLICATES = { sharedKeyWords: 2 } as const;

/**
 * Seasons a shipped or admin category may belong to: «سهرة رمضانية» deals from the
 * "ramadan" categories first. `minItems` is the least Ramadan content across the games (trivia
 * questions, «عنّا» questions, most-likely prompts, meme pictures) that content:check accepts.
 */
export const CONTENT_SEASONS = ["ramadan"] as const;
export type ContentSeason = (typeof CONTENT_SEASONS)[number];
export const RAMADAN_CONTENT = { season: "ramadan", minItems: 150 } as const satisfies { season: ContentSeason; minItems: number };
