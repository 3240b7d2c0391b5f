// The room as the page knows it, kept from the server's messages (spec 000 §4
// "Messages from the server that the client handles", spec 001 §4 "Room").
// `reduceRoom` is pure. `RoomStore` adds what needs a clock: asking for a sync
// when events are missing, the refresh mode and the background return.
import type { LivePlayer, RoomView, ServerMessage } from "../../../schema/protocol";
import { LIVE_CLIENT, LIVE_LIMITS, ROOM_CLIENT } from "../../../schema/limits";
import type { TimerApi } from "./room-connection";

/** A gap wider than the server's event log needs a full sync. */
export const DELTA_LOG_SIZE = LIVE_LIMITS.deltaLogSize;
export const REFRESH_MODE_MS = LIVE_CLIENT.refreshModeMs;
export const BACKGROUND_STATE_WAIT_MS = LIVE_CLIENT.backgroundStateWaitMs;
/** Ours: a sync request unanswered for this long may be sent again. */
export const SYNC_RETRY_MS = 3_000;

export interface ReduceResult {
  state: RoomView | null;
  /** Events are missing between our version and the message's: ask for a delta (or full) sync. */
  needsSync: boolean;
}

/** Messages whose `data.state` is the whole room. */
export const WHOLE_STATE_TYPES = [
  "room-joined",
  "game-state",
  "get-game-state-response",
  "full-sync-response",
  "game-started",
  "phase-changed",
  "game-ended",
  "game-restarted",
] as const satisfies readonly ServerMessage["type"][];

/** Versioned incremental events (RoomView.version grows by exactly 1 per event). */
export const VERSIONED_TYPES = [
  "player-joined",
  "player-left",
  "participants-sync",
  "player-status-update",
  "avatar-updated",
  "nickname-changed",
  "player-kicked",
  "lobby-settings",
] as const satisfies readonly ServerMessage["type"][];

type WholeStateMessage = Extract<ServerMessage, { type: (typeof WHOLE_STATE_TYPES)[number] }>;
type VersionedMessage = Extract<ServerMessage, { type: (typeof VERSIONED_TYPES)[number] }>;

const wholeStateTypes: ReadonlySet<string> = new Set(WHOLE_STATE_TYPES);
const versionedTypes: ReadonlySet<string> = new Set(VERSIONED_TYPES);

export function isWholeStateMessage(message: ServerMessage): message is WholeStateMessage {
  return wholeStateTypes.has(message.type);
}

export function isVersionedMessage(message: ServerMessage): message is VersionedMessage {
  return versionedTypes.has(message.type);
}

/** The version an incremental event brings the room to, or null for other messages. */
export function eventVersion(message: ServerMessage): number | null {
  if (!isVersionedMessage(message)) return null;
  const version = (message.data as { version?: unknown }).version;
  return typeof version === "number" ? version : null;
}

/**
 * How much longer the lobby stays after the game it started has arrived (spec 001 §9: the start
 * button's spinner shows at least 1.2 s, on success too). `startedAt` is when the host
 * pressed start, null when they have not.
 */
export function startSpinnerHoldMs(startedAt: number | null, now: number): number {
  return startedAt === null ? 0 : Math.max(0, ROOM_CLIENT.minStartSpinnerMs - (now - startedAt));
}

/** A game is on: a phase other than lobby or none, and not flagged inLobby (spec 001 §2). */
export function isInGame(state: RoomView | null | undefined): boolean {
  return !!state && !state.inLobby && !!state.currentPhase && state.currentPhase !== "lobby" && state.currentPhase !== "none";
}

/** Identifies the phase shown: lobby, or the game's phase and its sequence number. */
export function phaseKey(state: RoomView | null): string {
  if (!state) return "";
  if (state.inLobby || !isInGame(state)) return "lobby";
  return `${state.currentPhase}#${state.game?.phaseSeq ?? ""}`;
}

function looksLikeRoom(value: unknown): value is RoomView {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<RoomView>;
  return typeof v.code === "string" && typeof v.version === "number" && typeof v.players === "object" && v.players !== null;
}

/** A whole state as we keep it: a room in the lobby has no game. */
function wholeState(state: RoomView, forceLobby: boolean): RoomView {
  if (forceLobby) return { ...state, inLobby: true, game: null };
  return state.inLobby && state.game !== null ? { ...state, game: null } : state;
}

function withoutPlayer(players: Record<string, LivePlayer>, playerId: string): Record<string, LivePlayer> {
  const next = { ...players };
  delete next[playerId];
  return next;
}

function updatePlayer(state: RoomView, playerId: string, change: Partial<LivePlayer>): RoomView {
  const player = state.players[playerId];
  if (!player) return state;
  return { ...state, players: { ...state.players, [playerId]: { ...player, ...change } } };
}

function applyEvent(state: RoomView, message: VersionedMessage): RoomView {
  switch (message.type) {
    case "player-joined": {
      const player = message.data.player;
      return { ...state, players: { ...state.players, [player.playerId]: player } };
    }
    case "player-left":
    case "player-kicked":
      return { ...state, players: withoutPlayer(state.players, message.data.playerId) };
    case "participants-sync": {
      const { adminId } = message.data;
      const players: Record<string, LivePlayer> = {};
      for (const [id, player] of Object.entries(message.data.players ?? {})) players[id] = { ...player, isAdmin: id === adminId };
      return { ...state, players, adminId, isAdmin: state.you === adminId };
    }
    case "player-status-update":
      return updatePlayer(state, message.data.playerId, { isOnline: message.data.isOnline });
    case "avatar-updated": {
      const { color, face, custom } = message.data.avatar;
      return updatePlayer(state, message.data.playerId, { avatarColor: color, avatarFace: face, avatarCustom: custom });
    }
    case "nickname-changed":
      return updatePlayer(state, message.data.playerId, { nickname: message.data.nickname });
    case "lobby-settings": {
      const { gameType, categories, settings } = message.data;
      return { ...state, lobby: { gameType, categories, settings } };
    }
  }
}

/**
 * Applies one server message to the room. Whole states replace it; versioned
 * events apply only in order (version === state.version + 1), are ignored when
 * stale, and report `needsSync` when events are missing.
 */
export function reduceRoom(state: RoomView | null, message: ServerMessage): ReduceResult {
  if (isWholeStateMessage(message)) {
    const next = message.data.state;
    if (!looksLikeRoom(next)) return { state, needsSync: false };
    return { state: wholeState(next, message.type === "game-ended"), needsSync: false };
  }
  if (isVersionedMessage(message)) {
    const version = eventVersion(message);
    if (!state || version === null || version <= state.version) return { state, needsSync: false };
    if (version > state.version + 1) return { state, needsSync: true };
    return { state: { ...applyEvent(state, message), version }, needsSync: false };
  }
  if (message.type === "delta-sync-response") {
    const { full, events, toVersion } = message.data;
    if (full) {
      const next = message.data.state;
      return looksLikeRoom(next) ? { state: wholeState(next, false), needsSync: false } : { state, needsSync: true };
    }
    if (!state) return { state, needsSync: false };
    let current: RoomView | null = state;
    let gap = false;
    for (const event of Array.isArray(events) ? events : []) {
      const result = reduceRoom(current, event);
      current = result.state;
      gap ||= result.needsSync;
    }
    return { state: current, needsSync: gap || (current !== null && typeof toVersion === "number" && current.version < toVersion) };
  }
  return { state, needsSync: false };
}

// ---------- the store ----------

export type SyncRequest = { kind: "full" } | { kind: "delta"; sinceVersion: number };

export interface RoomStoreOptions {
  /** Called when the store wants the server's state: send request-full-sync or delta-sync-request. */
  requestSync: (request: SyncRequest) => void;
  /** The page was just reloaded: 1.5 s refresh mode (spec 001 §4). */
  justRefreshed?: boolean;
  now?: () => number;
  timers?: Pick<TimerApi, "setTimeout" | "clearTimeout">;
}

/** Whole states that, while refreshing, must not throw a running game back to the lobby unverified. */
const VERIFY_WHEN_REFRESHING: ReadonlySet<string> = new Set(["room-joined", "game-state", "get-game-state-response", "phase-changed"]);
/**
 * Pushed whole states that may say "lobby" (spec 000 §4's `lobby-state`): the server ends a game only
 * with `game-ended`, so one of these in the lobby while a game is on is checked with a full sync
 * before the game view is cleared, at any time, not only while refreshing.
 */
const VERIFY_LOBBY_DURING_GAME: ReadonlySet<string> = new Set(["game-state", "phase-changed"]);
/** Answers to our own requests for the whole state: already authoritative, never re-requested. */
const SYNC_ANSWERS: ReadonlySet<string> = new Set(["full-sync-response", "get-game-state-response", "room-joined", "delta-sync-response"]);

/**
 * Keeps the room from the server's messages and decides when to ask for a sync:
 * missing events (delta, or full when more than the server's log behind), the
 * refresh mode, and the return of a page from the background.
 */
export class RoomStore {
  private current: RoomView | null = null;
  private readonly requestSync: (request: SyncRequest) => void;
  private readonly now: () => number;
  private readonly timers: Pick<TimerApi, "setTimeout" | "clearTimeout">;
  private readonly refreshUntil: number;
  private pending: { kind: SyncRequest["kind"]; until: number } | null = null;
  private hidden = false;
  private phaseAtHide = "";
  /** Set after a background return until the first state (or the 5 s wait) passes. */
  private returning = false;
  private stateTimer: unknown = null;

  constructor(options: RoomStoreOptions) {
    this.requestSync = options.requestSync;
    this.now = options.now ?? (() => Date.now());
    this.timers = options.timers ?? {
      setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
    };
    this.refreshUntil = options.justRefreshed ? this.now() + REFRESH_MODE_MS : 0;
  }

  get state(): RoomView | null {
    return this.current;
  }

  /** Whether the 1.5 s refresh mode is still on. */
  get refreshing(): boolean {
    return this.now() < this.refreshUntil;
  }

  /** Applies one message; returns true when the state changed. */
  receive(message: ServerMessage): boolean {
    const before = this.current;
    const whole = isWholeStateMessage(message) || message.type === "delta-sync-response";
    if (whole) this.clearStateTimer();
    if (message.type === "full-sync-response" || message.type === "delta-sync-response") this.pending = null;

    // A lobby state while a game is on is verified, not applied (spec 000 §4, spec 001 §4): always for a
    // pushed state, and in refresh mode also for the answers that may predate the reload.
    const verify = VERIFY_LOBBY_DURING_GAME.has(message.type) || (this.refreshing && VERIFY_WHEN_REFRESHING.has(message.type));
    if (verify && isInGame(before)) {
      const next = (message.data as { state?: RoomView }).state;
      if (next && next.inLobby) {
        this.request({ kind: "full" });
        return false;
      }
    }

    const { state, needsSync } = reduceRoom(before, message);
    this.current = state;

    if (needsSync) {
      const version = eventVersion(message);
      if (message.type === "delta-sync-response" || !state || version === null || version - state.version > DELTA_LOG_SIZE) this.request({ kind: "full" });
      else this.request({ kind: "delta", sinceVersion: state.version });
    }

    // A phase change seen after a background return forces a full sync (spec 000 §4).
    if (this.returning && whole) {
      this.returning = false;
      if (!SYNC_ANSWERS.has(message.type) && phaseKey(state) !== this.phaseAtHide) this.request({ kind: "full" }, true);
    }
    return state !== before;
  }

  /** The page went to the background. */
  pageHidden(): void {
    if (this.hidden) return;
    this.hidden = true;
    this.phaseAtHide = phaseKey(this.current);
  }

  /** The page is visible again: sync if the phase moved; otherwise expect a state within 5 s or ask for one. */
  pageVisible(): void {
    if (!this.hidden) return;
    this.hidden = false;
    if (!this.current) return;
    if (phaseKey(this.current) !== this.phaseAtHide) {
      this.request({ kind: "full" }, true);
      return;
    }
    this.returning = true;
    this.clearStateTimer();
    this.stateTimer = this.timers.setTimeout(() => {
      this.stateTimer = null;
      this.returning = false;
      this.request({ kind: "full" }, true);
    }, BACKGROUND_STATE_WAIT_MS);
  }

  dispose(): void {
    this.clearStateTimer();
  }

  private request(request: SyncRequest, force = false): void {
    const t = this.now();
    const pending = this.pending && t < this.pending.until ? this.pending : null;
    if (!force && pending && (pending.kind === "full" || request.kind === "delta")) return;
    this.pending = { kind: request.kind, until: t + SYNC_RETRY_MS };
    this.requestSync(request);
  }

  private clearStateTimer(): void {
    if (this.stateTimer === null) return;
    this.timers.clearTimeout(this.stateTimer);
    this.stateTimer = null;
  }
}
