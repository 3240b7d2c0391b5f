// Every constant of the specification lives here, once: the room and the games below, the other
// domains in limits/ (re-exported here). Server, room actor and page all import from this module,
// so a number changes in one place only.
export * from "./limits/admin";
export * from "./limits/blog";
export * from "./limits/content";
export * from "./limits/groups";
export * from "./limits/live";
export * from "./limits/payments";
export * from "./limits/teams";

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

/** The one limit of a player's name: at join, at room creation and in the profile editor alike. */
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
 * Where a meme picture's caption boxes sit: a few named placements, each a list of
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

/** Seats of a room: a whole gathering of forty plays, in teams above TEAMS.requiredAbove (docs/decisions.md). */
export const PLAYER_LIMITS = { minPlayers: 1, maxPlayers: 40 } as const;

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

/** Bounds on rooms and guest identities (docs/decisions.md). */
export const ROOM_BOUNDS = {
  /** Open rooms one account or guest may hold; a new one closes their oldest room nobody else is in. */
  openRoomsPerCreator: 3,
  /** Rooms created per client address per hour (a café or a family behind one router stays well under). */
  roomsPerAddressPerHour: 30,
  /** New guest identities per client address per hour (a full table of phones, several times over). */
  guestsPerAddressPerHour: 60,
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
  /** The device cookie: a signed id of the browser, so a kicked phone cannot come straight back as a new guest. 400 days is the longest a browser keeps a cookie. */
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

/** Room screen timings, spec 001 §4 and §9, and §7 for the room lookup. */
export const ROOM_CLIENT = {
  kickedRedirectMs: 2_000,
  roomClosedRedirectMs: 1_500,
  expiryCheckMs: 10_000,
  lobbyRefetchMs: 10_000,
  gameRefetchMs: 30_000,
  minStartSpinnerMs: 1_200,
  /** A lobby choice the room has not echoed this long after it was made (refused, or lost) gives way to the room's copy. */
  settingEchoWaitMs: 5_000,
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
 * The big screen's staged reveal, in ms: how long each beat stays before the next.
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

/** How a round's results move on by themselves: the countdown after the show, unless the room keeps the host's pacing. */
export const SHOW_PACE = {
  autoNextMs: 8_000,
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
    /** «ساعدوني بكذبة»: how many house lies each player may take per game. */
    lieHelpsPerGame: 2,
  },
  meme: {
    pointsPerVote: 100,
    /** Extra to the round's top caption (every tied top caption). */
    topCaptionBonus: 200,
  },
  /** Content ids a room remembers per game, so play-again draws fresh content. */
  playedMemory: 1000,
} as const;

/** «عنّا» (about-us): its scoring and the shape of its content; its sliders are in GAME_SETTING_LIMITS. */
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
  content: {
    minQuestions: 400,
    questionMaxChars: 70,
    minCategories: { free: 1, premium: 3 },
    /** Each category holds enough questions for a night of play without repeats. */
    minCategoryQuestions: 50,
    /** A majlis asks in many ways («كم…»، «مين…»، «وين…»، «لو…»): one opening word leads at most this share. */
    opening: { word: "وش", maxShare: 0.45 },
    /** Two questions ask the same thing when they share this many stems, this share of the shorter one's (scripts/about-us-rules.ts). */
    stemDuplicate: { sharedWords: 2, share: 0.5 },
  },
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

/** What guests were shown: rows the cleanup job drops per run once older than AUTH.guestTtlDays. */
export const GUEST_SEEN = { purgeBatch: 5_000 } as const;

/**
 * Players' own packs: sizes per account kind, the text lengths, the share code
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
  /** The newest reasons a queue card shows of a pack's open reports; the card counts them all. */
  queueReportsShown: 20,
  /** Publish requests one account may have waiting in the admin's queue at once. */
  publishRequestsPerAccount: 3,
  /** Packs read by code per address per minute: enough to open shared links, too few to guess codes. */
  lookupsPerAddressPerMinute: 30,
} as const;
