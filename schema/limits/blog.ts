// The blog (spec 002 §9): the public pages, the admin's forms, the feed and the blog admin's sign-in.
// Re-exported by schema/limits.ts, which importers use.
import { countText, LETTERS } from "../arabic-count";

/** Blog constants of spec 002 §9 (the public blog, its admin forms and the feed). */
export const BLOG = {
  pageSize: 9,
  maxPageSize: 50,
  maxPageButtons: 5,
  searchMin: 2,
  searchMax: 100,
  listRetries: 2,
  listRetryDelayMs: 1_000,
  relatedPosts: 3,
  tagBadges: { list: 3, category: 2, tag: 3 },
  otherTagsMax: 20,
  defaultReadingTime: 5,
  /** Words read per minute, for the reading time saved with a post. */
  wordsPerMinute: 200,
  skeletonCards: 6,
  metaTitleMax: 160,
  metaDescriptionMax: 300,
  copiedIndicatorMs: 2_000,
  rssItems: 20,
  titleMax: 200,
  slugMax: 120,
  excerptMax: 600,
  contentMax: 100_000,
  nameMax: 100,
  descriptionMax: 1_000,
  bioMax: 1_000,
  urlMax: 2_000,
  altMax: 300,
  captionMax: 500,
  keywordsMax: 300,
  tagsPerPost: 20,
  /** A long text (a post's body) in the activity log: its first characters only, then its word count. */
  activityTextMax: 160,
  /** Posts named in a picture's refusal or its delete confirmation; the rest are counted. */
  imageUsageNamed: 5,
} as const;

/** The blog search's message for fewer than `BLOG.searchMin` letters (form and API). */
export const BLOG_SEARCH_TOO_SHORT = `يلزم كتابة ${countText(BLOG.searchMin, LETTERS, { oblique: true })} على الأقل للبحث`;

/** Blog admin sign-in: development defaults (never in production) and the cookie's name. */
export const BLOG_ADMIN_AUTH = {
  developmentUsername: "blog",
  developmentPassword: "majlis-blog",
  cookie: "majlis_blog_admin",
} as const;
