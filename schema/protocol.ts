// Every live message of the room socket, both directions, as zod schemas.
// Frames are JSON `{ type, data }`. The room actor parses each incoming frame
// once with `clientMessageSchema.safeParse`; the page reads server frames with
// the `ServerMessage` types. Names follow the specification.
import { z } from "zod";
import { ADDRESS_FORMS, type AddressForm } from "./address";
import type { AboutUsView, MemeView, MostLikelyView, TriviaView } from "./game-views";
import { packCodeSchema } from "./api/packs";
import { CHARACTER_LIMITS, GAME_TYPES, PLAYER_LIMITS, PRAYER_BREAKS, ROOM_CONTROLS, STREAM_CONTROLS, TEAMS } from "./limits";
import { PRAYER_CITY_IDS, type PrayerName } from "./prayer-cities";
import type { Fast } from "./iftar";

export { LIVE_LIMITS, PING_FRAME, PONG_FRAME, PROTOCOL_VERSION } from "./limits";

const gameType = z.enum(GAME_TYPES);
const layer = z.number().int();
export const liveAvatarSchema = z.object({ color: layer, face: layer, custom: layer });
export type LiveAvatar = z.infer<typeof liveAvatarSchema>;

/** Fields every client frame carries (spec 000 §4); checked against the socket's identity. */
const base = { roomCode: z.string().max(10).optional(), playerId: z.string().max(80).optional() };

const nickname = z.string().max(CHARACTER_LIMITS.playerName.max * 4);
const settings = z.record(z.string().max(40), z.number().finite()).refine((s) => Object.keys(s).length <= 12, "إعدادات كثيرة");
const categories = z.array(z.string().max(20)).max(100);

export const GAME_ACTIONS = [
  "SUBMIT_ANSWER",
  // «ساعدوني بكذبة» (trivia): a house lie sent as the player's own.
  "SUGGEST_LIE",
  // «عنّا»: a player's own true answer to their question (answering).
  "SUBMIT_TRUTH",
  // A room in teams: a member picks one of the team's proposed lies as the team's.
  "PICK_LIE",
  "SUBMIT_VOTE",
  "SELECT_SUBCATEGORY",
  "submit_caption",
  "vote_meme",
  "next_round",
  // «انتظار»: the host holds the countdown after a round's results.
  "hold_next",
  "restart_game",
  "back_to_lobby",
  "expire_room",
  "leave_room",
  "kick_player",
  "hide_submission",
] as const;
export type GameActionName = (typeof GAME_ACTIONS)[number];

const msg = <T extends string, D extends z.ZodRawShape>(type: T, data: D) =>
  z.object({ type: z.literal(type), data: z.object({ ...base, ...data }) });

export const clientMessageSchema = z.discriminatedUnion("type", [
  msg("join-room", {
    nickname,
    isAnonymous: z.boolean().optional(),
    avatar: liveAvatarSchema.optional(),
    protocolVersion: z.number().int().optional(),
  }),
  msg("update-avatar", { avatar: liveAvatarSchema }),
  msg("change-nickname", { nickname }),
  msg("set-family-filter", { enabled: z.boolean() }),
  // «جلسة بنات»: how the game speaks, to everyone or to women; a lobby setting.
  msg("set-address-form", { form: z.enum(ADDRESS_FORMS) }),
  msg("update-settings", { gameType, categories: categories.optional(), settings: settings.optional() }),
  // A player's pack in place of categories: its 7-letter code.
  msg("start-game", { gameType: gameType.optional(), categories: categories.optional(), settings: settings.optional(), packCode: packCodeSchema.optional() }),
  msg("end-game", {}),
  // The host steers a running game; «وقت أطول» is a lobby setting.
  msg("pause-game", {}),
  msg("resume-game", {}),
  msg("add-time", {}),
  msg("skip-question", {}),
  msg("set-time-scale", { scale: z.union(ROOM_CONTROLS.timeScales.map((s) => z.literal(s))) }),
  // The game moves on by itself after each round's results, or waits for the host's «التالي»; a lobby setting.
  msg("set-pacing", { hostPaced: z.boolean() }),
  // «سهرة رمضانية»: every game deals from the Ramadan categories first, then the host's choice; a lobby setting.
  msg("set-ramadan-night", { on: z.boolean() }),
  // Teams: 0 for none, or TEAMS.minCount–maxCount; the room deals the seats into balanced teams; a lobby setting.
  msg("set-teams", { count: z.number().int().refine((n) => n === 0 || (n >= TEAMS.minCount && n <= TEAMS.maxCount), "عدد الفرق غير صحيح") }),
  // The host moves a seated player into another team (`targetPlayerId`, as in a kick: a frame's `playerId` is its sender's).
  msg("move-to-team", { targetPlayerId: z.string().min(1).max(80), teamId: z.string().min(1).max(8) }),
  // The host answers a held join request: «قبول» seats them, «رفض» tells them no.
  msg("answer-join-request", { targetPlayerId: z.string().min(1).max(80), admit: z.boolean() }),
  // «قفل الغرفة»: while on, every new seat waits for the host's «قبول» through the same requests.
  msg("set-join-approval", { on: z.boolean() }),
  // «قبول الكل» / «رفض الكل»: the host answers many held requests at once.
  msg("answer-join-requests", { ids: z.array(z.string().min(1).max(80)).min(1).max(STREAM_CONTROLS.answerManyMax), admit: z.boolean() }),
  // A streamed room: the big screen shows neither the code nor its QR code and link.
  msg("set-hide-code", { hidden: z.boolean() }),
  // «إظهار على الشاشة»: the hidden code shows on the big screen for STREAM_CONTROLS.showCodeMs.
  msg("show-code-on-screen", {}),
  // The host's cap on seats; joins past it hear «الغرفة ممتلئة».
  msg("set-max-players", { max: z.number().int().min(PLAYER_LIMITS.minPlayers).max(PLAYER_LIMITS.maxPlayers) }),
  // The stream's delay in seconds: the next game's audience voting phases last that much longer; a lobby setting.
  msg("set-stream-delay", { seconds: z.number().int().min(STREAM_CONTROLS.streamDelaySeconds.min).max(STREAM_CONTROLS.streamDelaySeconds.max) }),
  // The audience plays as one team «الجمهور»: its favourite option is one more vote each voting phase; a lobby setting.
  msg("set-audience-team", { on: z.boolean() }),
  // Moderation: players' texts wait for a moderator's verdict before the big screen and the voters see them; a lobby setting.
  msg("set-moderation", { on: z.boolean() }),
  // A new moderator's passcode: the old one opens nothing more (moderators already in stay).
  msg("rotate-moderator-passcode", {}),
  // A moderator's socket (`/ws?code=…&role=moderator`) enters with the passcode the host's phone shows.
  msg("join-moderator", { passcode: z.string().min(1).max(20) }),
  // The moderator's «قبول» or «رفض» of one waiting text, by its key.
  msg("moderate-text", { key: z.string().min(1).max(200), approve: z.boolean() }),
  // «إزالة غير المتصلين»: the lobby's seats with no open socket are freed in one action.
  msg("clear-offline-seats", {}),
  // «استراحة الصلاة»: on or off, the city whose times the room follows, the break's length.
  msg("set-prayer-breaks", { enabled: z.boolean(), cityId: z.enum(PRAYER_CITY_IDS), minutes: z.union(PRAYER_BREAKS.minutes.map((m) => z.literal(m))) }),
  // «تمديد 5 دقائق» during a prayer break; «استئناف الآن» is `resume-game`.
  msg("extend-prayer-break", {}),
  msg("game-action", {
    action: z.enum(GAME_ACTIONS),
    payload: z.record(z.string(), z.unknown()).optional(),
    targetPlayerId: z.string().max(80).optional(),
    captions: z.array(z.string().max(CHARACTER_LIMITS.memeCaption.max * 2)).max(2).optional(),
    votedPlayerId: z.string().max(80).optional(),
    submissionId: z.string().max(80).optional(),
    actionId: z.string().max(80).optional(),
    // The phase the tap was made in: a frame that arrives after it ended is refused, never applied to the next.
    phaseSeq: z.number().int().min(0).optional(),
    priority: z.string().max(10).optional(),
  }),
  msg("get-game-state", {}),
  msg("request-full-sync", {}),
  msg("delta-sync-request", { sinceVersion: z.number().int().min(0) }),
  msg("clock-sync-request", { clientTime: z.number().finite() }),
  msg("metrics-request", {}),
  msg("ping", {}),
  msg("heartbeat", {}),
  // The watching roles (docs/protocol.md): the socket's role comes from the upgrade (`/ws?code=…&role=…`).
  msg("join-screen", {}),
  msg("join-audience", {}),
  // `actionId` and `phaseSeq` as in game-action: a vote sent again after a reconnect counts once, and never in a later phase.
  msg("audience-vote", { optionId: z.string().min(1).max(80), actionId: z.string().max(80).optional(), phaseSeq: z.number().int().min(0).optional() }),
  // The host removes a screen or an audience member for the room's life, like a kick.
  msg("remove-watcher", { targetPlayerId: z.string().min(1).max(80) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage["type"];

// ---------- what the server sends ----------

/** A seat in the room, as every member sees it. */
export interface LivePlayer {
  playerId: string;
  nickname: string;
  isAnonymous: boolean;
  avatarColor: number;
  avatarFace: number;
  avatarCustom: number;
  isOnline: boolean;
  isAdmin: boolean;
  /** The room's creator: nobody can kick them, and the host role comes back to them when they return. */
  isCreator?: boolean;
  joinedAt: number;
  /** Pressed «خروج» mid-game: seat and score kept, shown as away, not waited for. */
  hasLeft?: boolean;
  /** Set by the running game: trivia answers, meme captions, votes. */
  hasAnswered?: boolean;
  hasSubmitted?: boolean;
  hasVoted?: boolean;
}

export interface LobbySelection {
  gameType: (typeof GAME_TYPES)[number];
  categories: string[];
  settings: Record<string, number>;
  /** The player's pack the game was started with, in place of categories. */
  pack?: { code: string; title: string; authorName: string; itemCount: number };
}

/**
 * The room as one player may see it. `game` is the running game's playerView
 * (its own shape per game), absent in the lobby.
 */
export interface RoomView {
  code: string;
  name: string | null;
  version: number;
  isPremium: boolean;
  expiresAt: number;
  adminId: string;
  isAdmin: boolean;
  you: string;
  inLobby: boolean;
  currentPhase: string;
  gameType: (typeof GAME_TYPES)[number];
  lobby: LobbySelection;
  /** «فلتر الألفاظ»: player text with a listed word is refused to its writer; absent reads as on. */
  familyFilter?: boolean;
  /** «جلسة بنات»: the room speaks to everyone or to women (schema/address.ts); absent reads as everyone. */
  addressForm?: AddressForm;
  /** «وقت أطول»: the next game's phase timers are multiplied by it (1, 1.5 or 2). */
  timeScale?: number;
  /** The host keeps the old pacing: every round waits for «التالي»; absent reads as moving on by itself. */
  hostPaced?: boolean;
  /** «سهرة رمضانية»: the next game deals from the Ramadan categories first; absent reads as off. */
  ramadanNight?: boolean;
  /** The lobby's phase times in seconds as the next game runs them, «وقت أطول» applied (×2 shows 60/90 s). */
  effectiveTimes?: Record<string, number>;
  /** «استراحة الصلاة»: absent when never set; `notice` is the prayer due within a minute while a game runs. */
  prayerBreaks?: PrayerBreaksView;
  /** «قفل الغرفة»: every new seat waits for the host's answer; absent reads as open. */
  joinApproval?: boolean;
  /** The room in teams: each team's seated players, in the order they were dealt; absent: no teams. */
  teams?: TeamView[];
  /** The big screen hides the code, its QR code and link; the host's phone still shows them. */
  hideCode?: boolean;
  /** «إظهار على الشاشة»: the hidden code shows on the big screen until then (epoch ms). */
  codeShownUntil?: number;
  /** The host's cap on seats (PLAYER_LIMITS.maxPlayers when not set). */
  maxPlayers?: number;
  /** The stream's delay in seconds (0: none): the audience's voting phases last that much longer. */
  streamDelay?: number;
  /** The audience plays as one team «الجمهور», with its own score (schema/audience-team.ts). */
  audienceTeam?: boolean;
  /** Moderation is on: players' texts wait for a moderator's verdict before the vote shows them. */
  moderation?: boolean;
  /** The moderator's passcode, in the host's view only (never a player's, a screen's or the audience's). */
  moderatorPasscode?: string;
  players: Record<string, LivePlayer>;
  game: GameView | null;
}

/** One team of the room: its id («t1»…), its Arabic name and its seated players. */
export interface TeamView {
  id: string;
  nameAr: string;
  playerIds: string[];
}

/** The room's prayer-break setting as everyone sees it. */
export interface PrayerBreaksView {
  enabled: boolean;
  cityId: string;
  minutes: number;
  notice: { prayer: PrayerName; at: number } | null;
  /** The next fast's Fajr and Maghrib while it is a Ramadan day or «سهرة رمضانية» is on: the TV counts down to iftar. */
  fast?: Fast | null;
}

/**
 * A game's player view as sent, discriminated by `gameType`: the page narrows on it
 * (`view.gameType === MEME_TYPE`) instead of casting.
 */
export type GameView = TriviaView | MemeView | MostLikelyView | AboutUsView;

export type ServerMessage =
  | { type: "room-joined"; data: { playerId: string; isAdmin: boolean; state: RoomView } }
  | { type: "game-state"; data: { state: RoomView } }
  | { type: "get-game-state-response"; data: { state: RoomView } }
  | { type: "full-sync-response"; data: { full: true; state: RoomView } }
  | { type: "delta-sync-response"; data: { fromVersion: number; toVersion: number; full: boolean; events: ServerMessage[]; state?: RoomView } }
  | { type: "lobby-settings"; data: LobbySelection & { version: number } }
  | { type: "player-joined"; data: { player: LivePlayer; version: number } }
  | { type: "player-left"; data: { playerId: string; version: number } }
  | { type: "participants-sync"; data: { players: Record<string, LivePlayer>; adminId: string; version: number } }
  | { type: "player-status-update"; data: { playerId: string; isOnline: boolean; version: number } }
  | { type: "avatar-updated"; data: { playerId: string; avatar: LiveAvatar; version: number } }
  | { type: "nickname-changed"; data: { playerId: string; nickname: string; version: number } }
  | { type: "game-started"; data: { state: RoomView } }
  | { type: "phase-changed"; data: { state: RoomView } }
  | { type: "game-ended"; data: { reason: "back_to_lobby" | "end_game"; state: RoomView } }
  | { type: "game-restarted"; data: { state: RoomView } }
  | { type: "player-kicked"; data: { playerId: string; version: number } }
  /** To the person held at the door: their name is a kicked player's, so the host decides. */
  | { type: "join-pending"; data: { message: string; nickname: string } }
  /** To the host, whenever the held requests or the host change, and when the host's seat joins: every request waiting. */
  | { type: "join-requests"; data: { requests: JoinRequestView[] } }
  | { type: "kicked"; data: { message: string } }
  | { type: "left-room"; data: { message: string } }
  | { type: "room-expired"; data: { message: string } }
  /** A refused game action; `hint` ones are shown under the submit button, not as a toast (spec 001 §5). */
  | { type: "submission-error"; data: { message: string; action?: string; code?: string; hint?: boolean; actionId?: string } }
  | { type: "error"; data: { message: string; code: string; type?: string; actionId?: string } }
  /** The room took the action with this id, applied now or before: the page stops sending it. */
  | { type: "action-ack"; data: { actionId: string } }
  | { type: "clock-sync-response"; data: { clientTime: number; serverTime: number } }
  /** `storageWrites` counts the actor's storage put and delete calls; `bytesWritten` sums each put entry's key and JSON length. */
  | { type: "metrics-response"; data: { connections: number; players: number; onlinePlayers: number; version: number; uptimeMs: number; framesIn: number; framesOut: number; storageWrites: number; bytesWritten: number } }
  | { type: "heartbeat-ack"; data: { serverTime: number } }
  /** A screen or audience member is in: the room as a player who takes no part sees it, and the audience so far. */
  | { type: "watch-joined"; data: { role: WatchRole; state: RoomView; audience: AudienceTallyView } }
  /** Watchers hear every change as the whole public view, serialised once for all of them. */
  | { type: "watch-state"; data: { state: RoomView } }
  /** The audience's votes of a round as counts, to everyone in the room, a few times a second at most. */
  | { type: "audience-tally"; data: AudienceTallyView }
  /** The audience member's own vote, accepted. */
  | { type: "audience-voted"; data: { optionId: string; round: number; actionId?: string } }
  /** An announcement for every screen in the room, players and watchers: not versioned, not logged. */
  | { type: "room-notice"; data: RoomNotice }
  /** To the host: the screens and the audience watching now, whenever they change and when the host's seat joins. */
  | { type: "watchers"; data: WatchersView }
  /** To a moderator let in by the passcode: the texts waiting for a verdict now. */
  | { type: "moderator-joined"; data: { texts: PendingTextView[] } }
  /** To the moderators, whenever the texts waiting change. */
  | { type: "moderation-queue"; data: { texts: PendingTextView[] } }
  | { type: "pong"; data: Record<string, never> };
export type ServerMessageType = ServerMessage["type"];

/** A player's text waiting for a moderator's verdict: its key for `moderate-text`, the text and its writer's name. */
export interface PendingTextView {
  key: string;
  text: string;
  nickname: string;
}

/** A person held at the door, as the host sees them. */
export interface JoinRequestView {
  playerId: string;
  nickname: string;
  avatar: LiveAvatar;
  requestedAt: number;
  /** Why they wait: «قفل الغرفة» is on; «name»: moderation is on and a moderator judges the new name; absent: the name is one a kicked player wore. */
  reason?: "locked" | "name";
}

/**
 * What changed that everyone should see: the host gave «+30 ثانية» or skipped the
 * question, or a player dropped out of a running game, which goes on without them. `message`
 * is the Arabic line every screen shows; the other fields let a screen draw it its own way.
 */
export type RoomNotice =
  | { kind: "time-added"; seconds: number; message: string }
  | { kind: "question-skipped"; message: string }
  | { kind: "player-offline" | "player-left"; playerId: string; nickname: string; message: string };

/** One watching identity as the host sees it: no name, so when it came and whether it is the host's own. */
export interface WatcherView {
  playerId: string;
  role: WatchRole;
  /** When its socket was let in (epoch ms). */
  since: number;
  /** The host's own identity: their TV, never refused and never removable. */
  isYou: boolean;
}

export interface WatchersView {
  screens: WatcherView[];
  /** The newest audience members, at most WATCH_LIMITS.hostListAudience; `audienceCount` counts them all. */
  audience: WatcherView[];
  audienceCount: number;
}

export const WATCH_ROLES = ["screen", "audience"] as const;
export type WatchRole = (typeof WATCH_ROLES)[number];
/** A moderator's socket: neither a player nor a watcher; it judges players' texts once the passcode let it in. */
export const MODERATOR_ROLE = "moderator" as const;
/** Every role a socket may open with besides a player's (`/ws?code=…&role=…`). */
export const SOCKET_ROLES = [...WATCH_ROLES, MODERATOR_ROLE] as const;
export type ConnectionRole = (typeof SOCKET_ROLES)[number];

export interface AudienceTallyView {
  /** Audience connections now. */
  count: number;
  /** The round the counts belong to (null before the game's first audience vote). */
  round: number | null;
  counts: Record<string, number>;
  total: number;
  /** «اختيار الجمهور»: the round's favourite option (a lie, a caption or a player), null with no votes. */
  choice: string | null;
}
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

/** Error codes of the live `error` message, for programs; the message is for people. */
export const LIVE_ERROR_CODES = [
  "invalid_message",
  "frame_too_large",
  "rate_limited",
  "not_joined",
  "identity_mismatch",
  "duplicate_nickname",
  "invalid_nickname",
  "room_full",
  "kicked",
  "not_admin",
  "not_connected",
  "premium_required",
  "premium_category",
  "no_category",
  "too_many_categories",
  "not_enough_players",
  /** More players than TEAMS.requiredAbove and no teams, or a team without a player: the game starts only in teams. */
  "teams_required",
  "game_unavailable",
  "no_content",
  "invalid_target",
  "invalid_action",
  "room_expired",
  "not_watching",
  /** The host said no to a held join request. */
  "join_refused",
  /** Too many join requests wait for the host already. */
  "too_many_requests",
  /** The player's pack asked for is missing, deleted, hidden, a draft or of another game. */
  "pack_unavailable",
  /** One identity or one address holds too many sockets in this room: the socket is closed. */
  "too_many_connections",
  /** The moderator's passcode is wrong. */
  "wrong_passcode",
  /** Too many wrong passcodes at this room lately: every attempt waits. */
  "too_many_attempts",
  /** A moderator's action from a socket that is not one, or in a room without moderation. */
  "not_moderator",
] as const;
export type LiveErrorCode = (typeof LIVE_ERROR_CODES)[number];
