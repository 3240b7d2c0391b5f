// Every constant of the specification lives here, once. Server, room actor and
// page all import from this module, so a number changes in one place only.
import { countText, LETTERS } from "./arabic-count";

export const SITE = {
  name: "مجلس",
  defaultSiteName: "مجلس | منصة الألعاب الجماعية",
  defaultDescription:
    "العبوا مع أصحابكم ألعابًا جماعية بالعربي: خمّنوا واخدعوا أصحابكم، وعلّقوا على الميمز، وصوّتوا لمن يليق به الوصف… كلها من جوالاتكم.",
  defaultImage: "",
  defaultFavicon: "/NewFavicon.svg",
  contactEmail: "support@majlis.games",
} as const;

export const GAME_TYPES = ["trivia-deception", "meme-game", "most-likely", "about-us"] as const;
export type GameType = (typeof GAME_TYPES)[number];
export const GAME_IDS: Record<GameType, number> = {
  "trivia-deception": 1,
  "meme-game": 2,
  "most-likely": 3,
  "about-us": 4,
};

export const ROOM_CODE = {
  length: 6,
  /** Uppercase letters and digits without look-alikes (0/O, 1/I). */
  alphabet: "ABCDEFGHJKLMNPQRSTUVWXYZ23456789",
  inputMax: 10,
  joinFormMin: 6,
} as const;

export const GUEST_ID_PREFIX = "anonymous_";

/** The one limit of a player's name: at join, at room creation and in the profile editor alike (issue 30). */
export const PLAYER_NAME_MAX = 20;

export const CHARACTER_LIMITS = {
  triviaAnswer: { max: 50 },
  memeCaption: { max: 100 },
  playerName: { min: 1, max: PLAYER_NAME_MAX },
  roomName: { max: 20 },
  // The spec's separate nickname limit is the same name, so it is the same number.
  nickname: { max: PLAYER_NAME_MAX },
} as const;

/**
 * Where a meme picture's caption boxes sit (issue 24): a few named placements, each a list of
 * boxes in fractions of the picture's width (x, w) and height (y, h), box 1 first. A picture
 * without one (admin uploads, rows from before) gets the default for its box count, which is
 * the classic look: one box at the top, or one at the top and one at the bottom. The seed
 * pictures are drawn so that faces stay out of their boxes.
 */
export const MEME_CAPTION_LAYOUTS = {
  top: [{ x: 0.04, y: 0.025, w: 0.92, h: 0.34 }],
  bottom: [{ x: 0.04, y: 0.635, w: 0.92, h: 0.34 }],
  right: [{ x: 0.52, y: 0.05, w: 0.45, h: 0.9 }],
  left: [{ x: 0.03, y: 0.05, w: 0.45, h: 0.9 }],
  "top-bottom": [
    { x: 0.04, y: 0.025, w: 0.92, h: 0.3 },
    { x: 0.04, y: 0.675, w: 0.92, h: 0.3 },
  ],
  /** Two boxes side by side at the top, box 1 on the right (read first in Arabic). */
  split: [
    { x: 0.51, y: 0.025, w: 0.46, h: 0.34 },
    { x: 0.03, y: 0.025, w: 0.46, h: 0.34 },
  ],
} as const satisfies Record<string, readonly { x: number; y: number; w: number; h: number }[]>;
export type MemeCaptionLayout = keyof typeof MEME_CAPTION_LAYOUTS;
export const MEME_CAPTION_LAYOUT_NAMES = Object.keys(MEME_CAPTION_LAYOUTS) as MemeCaptionLayout[];
/** The placement of a picture that names none, by its box count. */
export const MEME_DEFAULT_LAYOUT = { 1: "top", 2: "top-bottom" } as const satisfies Record<1 | 2, MemeCaptionLayout>;

export const PLAYER_LIMITS = { minPlayers: 1, maxPlayers: 10 } as const;

/** Slider limits of the room settings, per spec 001 §9. */
export const GAME_SETTING_LIMITS = {
  "trivia-deception": {
    writingTime: { default: 30, min: 30, max: 180, step: 15 },
    votingTime: { default: 45, min: 15, max: 90, step: 15 },
    subcategorySelectionTime: { default: 15, min: 10, max: 30, step: 5 },
    rounds: { default: 5, min: 3, max: 20, step: 1 },
  },
  "meme-game": {
    captioningTime: { default: 60, min: 20, max: 120, step: 10 },
    votingTime: { default: 30, min: 15, max: 90, step: 15 },
    rounds: { default: 5, min: 3, max: 20, step: 1 },
  },
  "most-likely": {
    votingTime: { default: 30, min: 15, max: 90, step: 15 },
    rounds: { default: 7, min: 3, max: 20, step: 1 },
  },
  "about-us": {
    answeringTime: { default: 45, min: 30, max: 120, step: 15 },
    writingTime: { default: 45, min: 30, max: 120, step: 15 },
    votingTime: { default: 30, min: 15, max: 90, step: 15 },
    rounds: { default: 3, min: 3, max: 10, step: 1 },
  },
} as const;

/** The room settings a game starts with: each slider's default. */
export function defaultGameSettings(gameType: GameType): Record<string, number> {
  return Object.fromEntries(Object.entries(GAME_SETTING_LIMITS[gameType]).map(([key, limit]) => [key, limit.default]));
}

export const AVATAR_LAYERS = {
  color: { first: 2, count: 5 },
  face: { first: 7, count: 8 },
  custom: { first: 15, count: 9 },
} as const;
export const DEFAULT_AVATAR = { color: 2, face: 7, custom: 15 } as const;

/** Pricing tier form bounds and the new-tier defaults (spec 002 §5); the upper bounds are ours. */
export const PRICING_TIER_LIMITS = {
  nameMax: 60,
  priceMax: 100_000,
  durationDaysMax: 3650,
  displayOrderMax: 10_000,
  badgeMax: 30,
  displayTextMax: 200,
  defaults: { price: 0, durationDays: 1, isActive: true, displayOrder: 0 },
  /**
   * The least price a buyer is offered (issue 36). Tap charges any positive SAR amount in halalas
   * and publishes no higher floor; a tier below one riyal is a draft (the spec's default price is
   * 0): kept in the admin, never listed on /premium nor sold.
   */
  minPurchasablePrice: 1,
} as const;

/** Admin grant presets in days (spec 002 §2, §9); a custom grant is a positive whole number up to the max (ours). */
export const ACCESS_GRANT = { presetDays: [1, 7, 30, 365], maxDays: 3650 } as const;

/** Admin users list: rows per page and the longest search text (ours); `exportMax` caps one CSV export (issue 36). */
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

/** The family filter (issue 22): the admin's list bounds, and how long a room keeps the list it read. */
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

/** Bounds on rooms and guest identities (issue 21; docs/decisions.md). */
export const ROOM_BOUNDS = {
  /** Open rooms one account or guest may hold; a new one closes their oldest room nobody else is in. */
  openRoomsPerCreator: 3,
  /** Rooms created per client address per hour (a café or a family behind one router stays well under). */
  roomsPerAddressPerHour: 30,
  /** New guest identities per client address per hour (a full table of phones, several times over). */
  guestsPerAddressPerHour: 60,
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

/** The admin's activity log (issue 26): kept 90 days, then the cleanup job drops it; listed 50 a page. */
export const ACTIVITY_LOG = {
  retentionDays: 90,
  pageSize: 50,
  searchMax: 100,
  /** Rows deleted per cleanup run. */
  purgeBatch: 1000,
  /** Entries in one CSV export (issue 36): 90 days of a busy site. */
  exportMax: 100_000,
} as const;

export const LEGAL = {
  minimumAge: 13,
  guardianConsentUnder: 18,
  playDataDeletionHours: 24,
  policyNoticeDays: 30,
  liabilityCapMonths: 12,
} as const;

/** Cookie and token lifetimes. */
export const AUTH = {
  sessionCookie: "majlis_session",
  guestCookie: "majlis_guest",
  oauthCookie: "majlis_oauth",
  guestTtlDays: 365,
  /** The device cookie (issue 30): a signed id of the browser, so a kicked phone cannot come straight back as a new guest. 400 days is the longest a browser keeps a cookie. */
  deviceCookie: "majlis_device",
  deviceTtlDays: 400,
  oauthFlowTtlSeconds: 600,
} as const;

/** Client timings of spec 000 §9. */
export const CLIENT_TIMINGS = {
  siteSettingsStaleMs: 300_000,
  siteSettingsRefetchMs: 120_000,
  toastRemoveDelayMs: 1_000_000,
  toastLimit: 1,
  /** How long a toast stays on screen before it dismisses itself (our choice; the spec is silent). */
  toastVisibleMs: { default: 4_000, destructive: 6_000 },
  /** "Code copied" confirmation (spec 001 §9, spec 002 §9). */
  copiedConfirmationMs: 2_000,
  /** Wait after the sign-out toast before the forced re-login (spec 001 §6). */
  reloginDelayMs: 500,
} as const;

// ---------- the live room connection ----------

/** Bumped when a live message changes shape; the client sends it with join-room. */
export const PROTOCOL_VERSION = 1;

/** Exact frames of the heartbeat, answered by the runtime without waking the room. */
export const PING_FRAME = JSON.stringify({ type: "ping", data: {} });
export const PONG_FRAME = JSON.stringify({ type: "pong", data: {} });

/** Server-side limits of the room socket. */
export const LIVE_LIMITS = {
  /** Largest frame a client may send, in characters. */
  maxFrameChars: 8_192,
  /** Per-socket token bucket: a burst of this many frames, refilled at the rate below. */
  rateBurstFrames: 120,
  rateRefillPerSecond: 20,
  /** A seat whose heartbeat is older than this is shown offline (heartbeat every 5 s: two missed beats and a margin; issue 22). */
  offlineAfterMs: 12_000,
  /**
   * How long a player who dropped offline keeps their turn and the host role: a phase does
   * not end early without them until then (the deadline still does). Long enough for a
   * reconnect storm or a tunnel, short enough for a party (issue 22, docs/decisions.md).
   */
  turnGraceMs: 15_000,
  /** Events kept for delta sync. */
  deltaLogSize: 200,
} as const;

/** The host's controls of a running game (issue 22): «+30 ثانية» and the lobby's «وقت أطول» multipliers. */
export const ROOM_CONTROLS = {
  addTimeMs: 30_000,
  timeScales: [1, 1.5, 2],
  /** Join requests waiting for the host at once (issue 30): a namesake of a kicked player is held, never refused; more wait their turn. */
  maxPendingJoins: 8,
} as const;
export type TimeScale = (typeof ROOM_CONTROLS.timeScales)[number];

/** «استراحة الصلاة» (issue 34): how long a prayer pauses the game, the notice before it, and the host's «تمديد 5 دقائق». */
export const PRAYER_BREAKS = {
  minutes: [10, 15, 20],
  defaultMinutes: 15,
  noticeMs: 60_000,
  extendMs: 5 * 60_000,
  /** A break is never stretched past this, however often the host extends it. */
  maxBreakMs: 60 * 60_000,
} as const;
export type PrayerBreakMinutes = (typeof PRAYER_BREAKS.minutes)[number];

/** The watching roles of a room (issue 23, docs/protocol.md). */
export const WATCH_LIMITS = {
  /** Big screens connected to one room at once (a TV, a laptop, a spare). */
  maxScreens: 4,
  /** Audience connections one room holds. */
  maxAudience: 2_000,
  /** The audience tally goes out at most this often, however fast votes arrive. */
  tallyEveryMs: 250,
  /** Audience members the host's watcher list names (newest first); the rest are counted only. */
  hostListAudience: 30,
} as const;

/**
 * How many live sockets one person or one address may hold in one room (issue 37,
 * docs/decisions.md). Screens and the audience count identities, not sockets: one identity
 * holds one screen and one audience socket, a player two (the old page and the new during a
 * reload); a newer socket of the same identity and role takes the place of the oldest. An
 * address (an IPv6 /64) holds at most `perAddress` sockets across roles, a party behind one
 * home router with its TV and audience included; past it a new socket is refused. A socket
 * that has not joined within `joinWithinMs` is closed (by the room's alarm), and one over the
 * frame rate (LIVE_LIMITS) is told `rate_limited` and closed.
 */
export const SOCKET_LIMITS = {
  perIdentity: { player: 2, screen: 1, audience: 1 },
  perAddress: 60,
  joinWithinMs: 10_000,
} as const;

/** Close codes after which the client does not reconnect: 1000/1001 (spec 000 §4) and ours. */
export const CLOSE_CODES = { normal: 1000, goingAway: 1001, kicked: 4001, expired: 4002, refused: 4003 } as const;
/**
 * Close codes after which the client does reconnect (issue 37): a socket that sat without joining
 * (the page opens its socket before the name is typed, and opens another once it is), and one
 * closed for sending over the frame rate.
 */
export const RETRY_CLOSE_CODES = { idle: 4008, rateLimited: 4009 } as const;

/** Client timings of the live connection, spec 000 §9 and spec 001 §9. */
export const LIVE_CLIENT = {
  /** A ping every 5 s (answered by the runtime without waking the room), so a silent phone is noticed in seconds. */
  heartbeatMs: 5_000,
  /** Screens and the audience hold no turn: their heartbeat only keeps the socket open (2,000 of them at 5 s would be 400 pings a second). */
  watchHeartbeatMs: 25_000,
  errorReconnectMs: 1_000,
  backoffBaseMs: 1_000,
  backoffMaxMs: 30_000,
  monitorMs: 10_000,
  submitDebounceMs: 1_000,
  actionDebounceMs: 100,
  joinStateRequestDelayMs: 100,
  queueWaitMs: 1_000,
  queuePollMs: 10,
  refreshModeMs: 1_500,
  backgroundStateWaitMs: 5_000,
  /** A room notice (issue 31: «+30 ثانية», a skipped question, a player gone) stays on the phones this long. */
  noticeShowMs: 6_000,
} as const;

/** Room screen timings, spec 001 §4 and §9, and §7 for the room lookup. */
export const ROOM_CLIENT = {
  kickedRedirectMs: 2_000,
  roomClosedRedirectMs: 1_500,
  expiryCheckMs: 10_000,
  lobbyRefetchMs: 10_000,
  gameRefetchMs: 30_000,
  minStartSpinnerMs: 1_200,
} as const;

/** Phase lengths the progress bars assume until the server's duration arrives (spec 001 §9), in seconds. */
export const DEFAULT_PHASE_SECONDS = {
  subcategorySelection: 15,
  triviaWriting: 45,
  triviaVoting: 30,
  memeCaptioning: 60,
  memeVoting: 30,
  mostLikelyVoting: 30,
} as const;

/**
 * The big screen's staged reveal (issue 31), in ms: how long each beat stays before the next.
 * A picked lie takes three beats (the lie, who fell for it, whose it was); the show ends on the totals.
 */
export const SCREEN_SHOW = {
  lie: 1_600,
  fooled: 2_000,
  author: 2_400,
  unpicked: 2_600,
  truth: 2_400,
  finders: 2_600,
  caption: 2_800,
  winner: 3_400,
  votes: 2_400,
  accused: 3_400,
  totals: 3_000,
  /** The totals count from the old to the new score in this time. */
  countUp: 1_500,
} as const;

/** Scoring and shape of the games' rounds. */
export const GAME_RULES = {
  /** The last round is the kill round ('جولة الحسم'): every point counts this many times. */
  killRoundMultiplier: 2,
  trivia: {
    correctAnswerPoints: 1000,
    /** To each author of a lie, per vote it draws from someone else. */
    pointsPerFooled: 500,
    /** Decoys of the question are added until the vote has this many options. */
    minOptions: 4,
    /** Subcategories offered to the selector each round. */
    subcategoryChoices: 4,
    /** Votes at which a lie earns the 'strong trick' badge (spec 001 §9). */
    strongTrickVotes: 3,
  },
  meme: {
    pointsPerVote: 100,
    /** Extra to the round's top caption (every tied top caption). */
    topCaptionBonus: 200,
  },
  /** Content ids a room remembers per game, so play-again draws fresh content. */
  playedMemory: 1000,
} as const;

/** «عنّا» (about-us, issue 32): its scoring and the shape of its content; its sliders are in GAME_SETTING_LIMITS. */
export const ABOUT_US = {
  /** To each voter who finds the subject's truth. */
  truthPoints: 1000,
  /** To each author of a lie, per other player it fooled. */
  pointsPerFooled: 500,
  /** To the subject when voters voted and none found their truth. */
  subjectUnfoundPoints: 1000,
  /** How long one subject's reveal stays before the next subject (a fixed beat, not a slider). */
  revealSeconds: 12,
  /** What its shipped questions must respect (content:check): enough of them, each short enough for a 360 px card. */
  content: { minQuestions: 300, questionMaxChars: 70, minCategories: { free: 1, premium: 3 } },
} as const;

/** Submission guards of spec 001 §4 and §9, in milliseconds. */
export const SUBMISSION_TIMINGS = {
  minSubmittingDisplayMs: 800,
  safetyTimeoutMs: 3_000,
  phaseChangeStuckResetMs: 3_000,
  localProtectionMs: 3_000,
  pendingExpiryMs: 10_000,
  globalClickDebounceMs: 100,
  perButtonDelayMs: 300,
  forceReleaseAttempts: 3,
  forceReleaseMs: 3_000,
  actionButtonDisableMs: 1_200,
} as const;

/** Premium purchase (spec 002 §1, §9): riyals, the success screen's pause before home, revenue windows; the log's row cap is ours. */
export const PAYMENTS = {
  currency: "SAR",
  successRedirectMs: 3000,
  revenueWindowDays: { weekly: 7, monthly: 30, yearly: 365 },
  /** The admin's payments log: rows per page, search length, and rows in one CSV export. */
  pageSize: 50,
  searchMax: 100,
  exportMax: 50_000,
  /**
   * The scheduled re-check of pending payments (issue 36): a payment is asked about once it is a
   * minute old (the buyer may still be on Tap's page before that), at most `recheckBatch` per run
   * (the least recently asked first), and given up as abandoned 48 hours after it started.
   */
  recheckAfterMs: 60_000,
  recheckBatch: 20,
  abandonAfterMs: 48 * 3_600_000,
  /** A refund in flight holds its payment this long; a crash in between frees it for another try. */
  refundClaimMs: 5 * 60_000,
} as const;

// ---------- admin content and image uploads (spec 002 §5, §9) ----------

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
  /** Rows per page of the admin's trash screen (issue 36). */
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
  memeMinPictures: 80,
  /** The easy category's most share of all trivia, so a family evening is not a school quiz. */
  easyMaxShare: 0.1,
} as const;

/** content:check's near-duplicate rule (scripts/near-duplicates.ts): key words two questions with one answer may share before they ask the same fact. */
export const NEAR_DUPLICATES = { sharedKeyWords: 2 } as const;

/** What guests were shown (issue 34): rows the cleanup job drops per run once older than AUTH.guestTtlDays. */
export const GUEST_SEEN = { purgeBatch: 5_000 } as const;

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

/**
 * Players' own packs (issue 33): sizes per account kind, the text lengths, the share code
 * (the room code's alphabet, one letter longer so the two never mix), and the bounds on
 * writing and reporting per account and per address, per hour.
 */
export const PACKS = {
  codeLength: 7,
  minItems: 5,
  free: { packs: 3, items: 30 },
  /** Premium accounts hold any number of packs; `packs: null` says so. */
  premium: { packs: null, items: 200 },
  titleMax: 60,
  questionMax: 200,
  liesMax: 3,
  reasonMax: 300,
  writesPerAccountPerHour: 60,
  writesPerAddressPerHour: 120,
  reportsPerIdentityPerHour: 5,
  reportsPerAddressPerHour: 20,
  galleryPageSize: 20,
  searchMax: 60,
  /** The most a page asks for at once in the admin queue. */
  queuePageSize: 50,
} as const;
