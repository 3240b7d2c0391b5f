// The platform admin: its lists, access grants, avatar assets, settings, sign-in, cleanup, overview and
// activity log (spec 002). Re-exported by schema/limits.ts, which importers use.

/** Admin grant presets in days (spec 002 §2, §9); a custom grant is a positive whole number up to the max (ours). */
export const ACCESS_GRANT = { presetDays: [1, 7, 30, 365], maxDays: 3650 } as const;

/** Admin users list: rows per page and the longest search text (ours); `exportMax` caps one CSV export. */
export const ADMIN_USERS_LIST = { pageSize: 50, searchMax: 100, exportMax: 50_000 } as const;

/** Admin search boxes ask the server once typing pauses this long. */
export const ADMIN_SEARCH_DELAY_MS = 300;

/** Admin avatar uploads (spec 002 §5, §9): PNG only; the size cap is the spec's image limit. */
export const AVATAR_ASSETS = {
  maxBytes: 10 * 1024 * 1024,
  /** The asset number when a layer has none yet. */
  firstNumber: { Color: 2, Face: 7, Custom: 15 },
  assetNumberMax: 100_000,
  listHeightPx: 500,
  /** How long the room actor trusts its copy of the active asset numbers. */
  actorCacheMs: 30_000,
} as const;
export const AVATAR_LAYER_TYPES = ["Color", "Face", "Custom"] as const;
export type AvatarLayerType = (typeof AVATAR_LAYER_TYPES)[number];

/** Admin settings defaults and bounds, spec 002 §5 and §9. */
export const ADMIN_SETTINGS_DEFAULTS = {
  general: { defaultRoomExpiry: 24, enableAutoCleanup: true, cleanupIntervalMinutes: 5 },
  security: { enableRateLimit: true, rateLimitPerMinute: 100, sessionTimeout: 24 },
} as const;
export const ADMIN_SETTINGS_BOUNDS = {
  defaultRoomExpiry: { min: 1, max: 168 },
  cleanupIntervalMinutes: { min: 1, max: 1440 },
  rateLimitPerMinute: { min: 10, max: 1000 },
  sessionTimeout: { min: 1, max: 168 },
} as const;

/** The family filter: the admin's list bounds, and how long a room keeps the list it read. */
export const FAMILY_FILTER = { maxTerms: 500, termMax: 40, actorCacheMs: 60_000 } as const;

/** Platform admin sign-in (spec 002 §4, §6): development credentials, cookie, throttling of failed logins. */
export const ADMIN_AUTH = {
  /** Used only when ADMIN_USERNAME / ADMIN_PASSWORD_HASH are unset and the app is not in production. */
  developmentUsername: "admin",
  developmentPassword: "majlis-admin",
  cookie: "majlis_admin",
  /** Failed logins allowed per address and username together before each further try must wait. */
  freeFailures: 3,
  /** Failed logins allowed per address over all usernames (a spray of guessed names) before it must wait. */
  addressFreeFailures: 20,
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  firstDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  /** A failure streak older than this is forgotten. */
  forgetAfterMs: 24 * 3_600_000,
} as const;

/** Room cleanup (spec 002 §7, §9): the cron fires every minute and runs when the admin's interval has passed. */
export const CLEANUP = {
  /** Rooms purged per run, so one run stays within a Worker's subrequest budget; the next run takes the rest. */
  batchSize: 100,
  statsPollMs: 30_000,
} as const;

/** Admin overview (spec 002 §2, §9). */
export const ADMIN_OVERVIEW = {
  activeRoomsWindowHours: 24,
  recentActivityLimit: 10,
  skeletonRows: 5,
} as const;

/** The admin's activity log: kept 90 days, then the cleanup job drops it; listed 50 a page. */
export const ACTIVITY_LOG = {
  retentionDays: 90,
  pageSize: 50,
  searchMax: 100,
  /** Rows deleted per cleanup run. */
  purgeBatch: 1000,
  /** Entries in one CSV export: 90 days of a busy site. */
  exportMax: 100_000,
} as const;
