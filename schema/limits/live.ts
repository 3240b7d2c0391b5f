// The live room: its connection (frames, heartbeat, sockets, close codes, the client's timings), the
// watching roles, and the host's controls during a game. Re-exported by schema/limits.ts, which importers use.

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
  /** A seat whose heartbeat is older than this is shown offline (heartbeat every 5 s: two missed beats and a margin). */
  offlineAfterMs: 12_000,
  /**
   * How long a player who dropped offline keeps their turn and the host role: a phase does
   * not end early without them until then (the deadline still does). Long enough for a
   * reconnect storm or a tunnel, short enough for a party (docs/decisions.md).
   */
  turnGraceMs: 15_000,
  /** Events kept for delta sync. */
  deltaLogSize: 200,
} as const;

/** The host's controls of a running game: «+30 ثانية» and the lobby's «وقت أطول» multipliers. */
export const ROOM_CONTROLS = {
  addTimeMs: 30_000,
  timeScales: [1, 1.5, 2],
  /** Join requests waiting for the host at once: a namesake of a kicked player is held, never refused; more wait their turn. */
  maxPendingJoins: 40,
} as const;
export type TimeScale = (typeof ROOM_CONTROLS.timeScales)[number];

/**
 * A room shown on a stream or played with strangers: the code hidden from the big screen and
 * shown on it for a moment on the host's word, a waiting list for a crowd that one network
 * cannot fill, the host's answers to many at once, and a delay the audience's votes wait for.
 */
export const STREAM_CONTROLS = {
  /** «إظهار على الشاشة»: how long a hidden code shows on the big screen. */
  showCodeMs: 30_000,
  /** Join requests one address holds at once: a crowd waits, one network does not fill the list. */
  pendingJoinsPerAddress: 3,
  /** Requests answered in one frame: the whole waiting list. */
  answerManyMax: ROOM_CONTROLS.maxPendingJoins,
  /** The stream's delay in seconds that lengthens the audience's voting phases. */
  streamDelaySeconds: { min: 0, max: 30 },
} as const;

/**
 * The moderator's door: a passcode of `passcodeDigits` random digits the host's phone shows,
 * typed on a phone. A room takes `attemptsPerWindow` wrong ones per `attemptWindowMs` from
 * everyone together, then refuses every attempt until the window passes, so guessing 10^8
 * codes five at a time never ends within a room's life. Each wrong attempt also costs a socket.
 */
/** The key of a new name held at the door for the moderator's word («name:» and the person's id); other keys are the games'. */
export const NAME_KEY_PREFIX = "name:";

export const MODERATION = {
  passcodeDigits: 8,
  attemptsPerWindow: 5,
  attemptWindowMs: 10 * 60_000,
} as const;

/**
 * A lobby seat that never played and has no open socket is freed after this long, so
 * pages that closed do not fill the room. Longer than a page's longest reconnect wait
 * (LIVE_CLIENT.backoffMaxMs, 30 s) after the heartbeat timeout (LIVE_LIMITS.offlineAfterMs, 12 s):
 * a phone still trying to come back keeps its seat; one that is gone frees it within a minute.
 */
export const SEAT_LAPSE = { lobbyGraceMs: 45_000 } as const;

/** «استراحة الصلاة»: how long a prayer pauses the game, the notice before it, and the host's «تمديد 5 دقائق». */
export const PRAYER_BREAKS = {
  minutes: [10, 15, 20],
  defaultMinutes: 15,
  noticeMs: 60_000,
  extendMs: 5 * 60_000,
  /** A break is never stretched past this, however often the host extends it. */
  maxBreakMs: 60 * 60_000,
} as const;
export type PrayerBreakMinutes = (typeof PRAYER_BREAKS.minutes)[number];

/** The watching roles of a room (docs/protocol.md). */
export const WATCH_LIMITS = {
  /** Big screens connected to one room at once (a TV, a laptop, a spare). */
  maxScreens: 4,
  /** Audience members one room holds, across its audience shards (AUDIENCE_SHARDS). */
  maxAudience: 10_000,
  /** The audience tally goes out at most this often, however fast votes arrive. */
  tallyEveryMs: 250,
  /** Audience members the host's watcher list names (newest first); the rest are counted only. */
  hostListAudience: 30,
} as const;

/**
 * The audience spread over shard objects (docs/decisions.md, «10,000 in the audience»): each
 * shard holds up to `socketsPerShard` audience sockets, and the room opens the next shard when
 * the ones it has are full. A shard tells the room its folded tally at most every `reportEveryMs`,
 * and the room sends the shards the total at most every `totalEveryMs` (a total is one frame to
 * every audience socket; the screens hear it every WATCH_LIMITS.tallyEveryMs).
 * `testSocketsPerShard` is the shard size the workers tests run with (AUDIENCE_SHARD_SIZE=test),
 * so a test sees shards open with a handful of sockets.
 */
export const AUDIENCE_SHARDS = {
  socketsPerShard: 1_000,
  testSocketsPerShard: 2,
  reportEveryMs: 250,
  totalEveryMs: 500,
  /** Votes a shard writes in one storage call: the runtime's limit of keys per put. */
  votesPerWrite: 128,
} as const;

/**
 * How many live sockets one person or one address may hold in one room
 * (docs/decisions.md). Screens and the audience count identities, not sockets: one identity
 * holds one screen and one audience socket, a player two (the old page and the new during a
 * reload); a newer socket of the same identity and role takes the place of the oldest. An
 * address (an IPv6 /64) holds at most `perAddress` sockets across roles, a party behind one
 * home router with its TV and audience included; past it a new socket is refused. A socket
 * that has not joined within `joinWithinMs` is closed (by the room's alarm), and one over the
 * frame rate (LIVE_LIMITS) is told `rate_limited` and closed.
 */
export const SOCKET_LIMITS = {
  perIdentity: { player: 2, screen: 1, audience: 1, moderator: 1 },
  /** Forty seats behind one home router, each with a reload's second socket, its screens and some audience. */
  perAddress: 100,
  joinWithinMs: 10_000,
} as const;

/** Close codes after which the client does not reconnect: 1000/1001 (spec 000 §4) and ours. */
export const CLOSE_CODES = { normal: 1000, goingAway: 1001, kicked: 4001, expired: 4002, refused: 4003 } as const;
/**
 * Close codes after which the client does reconnect: a socket that sat without joining
 * (the page opens its socket before the name is typed, and opens another once it is), and one
 * closed for sending over the frame rate.
 */
export const RETRY_CLOSE_CODES = { idle: 4008, rateLimited: 4009 } as const;

/**
 * No tap lost in a reconnect (docs/protocol.md "actionId"): a player's move or an
 * audience vote made while the socket is down waits on the page and is sent after the re-join;
 * the room applies each action id at most once.
 */
export const ACTION_DELIVERY = {
  /** A tap still not acknowledged this long after it was made is given up, and the page says so. */
  giveUpMs: 20_000,
  /** Action ids a seat's record remembers (newest last): several phases' worth of one player's taps. */
  rememberedPerSeat: 16,
} as const;

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
  /** A room notice («+30 ثانية», a skipped question, a player gone) stays on the phones this long. */
  noticeShowMs: 6_000,
} as const;
