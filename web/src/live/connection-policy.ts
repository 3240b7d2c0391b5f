// What the live connection sends and when (spec 000 §4, §9): the timings of the heartbeat,
// the reconnect backoff and the send debounce, the close codes, and the pure rules built on
// them. Apart from the socket's life in room-connection.ts so each rule is read (and unit
// tested) on its own; room-connection.ts re-exports it as the connection's public face.
import { CLOSE_CODES, DEFAULT_AVATAR, LIVE_CLIENT } from "../../../schema/limits";
import type { LiveAvatar } from "../../../schema/protocol";
import { GAME_SUBMIT_ACTIONS } from "../../../schema/games";

export const HEARTBEAT_MS = LIVE_CLIENT.heartbeatMs;
export const ERROR_RECONNECT_MS = LIVE_CLIENT.errorReconnectMs;
export const BACKOFF_BASE_MS = LIVE_CLIENT.backoffBaseMs;
export const BACKOFF_MAX_MS = LIVE_CLIENT.backoffMaxMs;
export const MONITOR_MS = LIVE_CLIENT.monitorMs;
export const SUBMIT_DEBOUNCE_MS = LIVE_CLIENT.submitDebounceMs;
export const ACTION_DEBOUNCE_MS = LIVE_CLIENT.actionDebounceMs;
export const JOIN_STATE_REQUEST_DELAY_MS = LIVE_CLIENT.joinStateRequestDelayMs;
export const QUEUE_WAIT_MS = LIVE_CLIENT.queueWaitMs;
export const QUEUE_POLL_MS = LIVE_CLIENT.queuePollMs;
/** Spec 000 §9 "Default avatar in the join message: color 1, face 1, custom 1". */
export const SPEC_DEFAULT_AVATAR: LiveAvatar = { color: 1, face: 1, custom: 1 };
/** Spec 000 §4 (clock-sync-request); the period and sample count are ours. */
export const CLOCK_SYNC_INTERVAL_MS = 60_000;
export const CLOCK_SYNC_SAMPLES = 5;
/**
 * Ours: a sample is worth half its round trip in error. One whose answer waited this long (a TV
 * still starting its app when it joined) is taken again after CLOCK_SYNC_RETRY_MS, up to
 * CLOCK_SYNC_RETRIES times, so the clock a show walks on is settled within seconds of the join
 * instead of jumping at the next period's sample.
 */
export const CLOCK_SYNC_SLOW_RTT_MS = 250;
export const CLOCK_SYNC_RETRY_MS = 1_000;
export const CLOCK_SYNC_RETRIES = 4;
/**
 * Ours: once the clock has a first sample, a corrected offset is reached gradually, at most this
 * many ms per ms that passes (the room's time runs a fifth faster or slower meanwhile). A big
 * screen walks its reveal on this clock: corrected at once by seconds (a first estimate taken
 * while a loaded machine answered slowly), it jumped past a whole beat while its page ran.
 */
export const CLOCK_SLEW_RATE = 0.2;
/** Spec 000 §4: 1000 and 1001 are intentional; 4001 kicked, 4002 room expired, 4003 room refused (server contract). */
export const FINAL_CLOSE_CODES: readonly number[] = Object.values(CLOSE_CODES);
/** Ours: an open socket with no frame (not even a pong) for three heartbeats is dead (half-open mobile links). */
export const STALE_AFTER_MS = 3 * HEARTBEAT_MS + 5_000;
/** A screen's or audience member's socket pings less often (they hold no turn), so it is judged on its own beat. */
export const WATCH_STALE_AFTER_MS = 3 * LIVE_CLIENT.watchHeartbeatMs + 5_000;
/** Ours: after the page returns or the network comes back, an open socket must answer a ping this fast. */
export const PROBE_TIMEOUT_MS = 5_000;
/** Ours: a socket still connecting after this long is abandoned by the monitor. */
export const CONNECT_TIMEOUT_MS = 20_000;
/** Close code we use when we drop a dead socket ourselves (private range, never final). */
export const CLIENT_RESET_CLOSE_CODE = 4000;
/** The page's goodbye: a code browsers let a page send (a page calling close(1001) gets an error). */
export const PAGE_HIDDEN_CLOSE_CODE = 1000;

const SUBMIT_ACTIONS: ReadonlySet<string> = new Set([...GAME_SUBMIT_ACTIONS, "kick_player"]);
/** A second tap within the window is dropped: «+30 ثانية» tapped twice must not give a minute. */
const SUBMIT_TYPES: ReadonlySet<string> = new Set(["start-game", "end-game", "pause-game", "resume-game", "add-time", "skip-question"]);

/** The room's answers that refuse a join: the join is forgotten, so no reconnect sends it again. */
export const JOIN_REFUSALS: ReadonlySet<string> = new Set(["kicked", "join_refused", "too_many_requests", "duplicate_nickname", "invalid_nickname", "room_full", "room_expired"]);

/** The backoff delay before reconnect attempt `attempt` (0-based): 1, 2, 4, 8, 16, 30, 30 ... s. */
export function backoffDelay(attempt: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** attempt, BACKOFF_MAX_MS);
}

/** The connection's own requests: the page asked for nothing, so there is nothing to tell it when one could not leave. */
const QUIET_SENDS: ReadonlySet<string> = new Set(["request-full-sync", "delta-sync-request"]);

/**
 * The action to name when a message could not leave (the socket stayed down past QUEUE_WAIT_MS):
 * a game action's own name, else the message's type; null for the connection's own requests.
 */
export function unsentActionOf(type: string, data: Record<string, unknown>): string | null {
  if (QUIET_SENDS.has(type)) return null;
  return type === "game-action" && typeof data.action === "string" ? data.action : type;
}

/** What a control acts on (a player, a lie, its payload): the same control on two targets is two taps, not a double one. */
function targetOf(data: Record<string, unknown>): string {
  return [data.targetPlayerId, data.submissionId, data.payload === undefined ? undefined : JSON.stringify(data.payload)].filter((part) => part !== undefined).join("|");
}

/**
 * The debounce window of an outgoing message, and the key duplicates share (spec 000 §4). A
 * player's own submission is one per phase whatever it says, so its key is the action alone; a
 * control's key names its target too, so hiding two lies or kicking two players at once sends both.
 */
export function debounceOf(type: string, data: Record<string, unknown>): { key: string; windowMs: number } | null {
  if (SUBMIT_TYPES.has(type)) return { key: type, windowMs: SUBMIT_DEBOUNCE_MS };
  if (type !== "game-action") return null;
  const action = typeof data.action === "string" ? data.action : "";
  const target = GAME_SUBMIT_ACTIONS.includes(action) ? "" : targetOf(data);
  const key = target ? `${type}:${action}:${target}` : `${type}:${action}`;
  return { key, windowMs: SUBMIT_ACTIONS.has(action) ? SUBMIT_DEBOUNCE_MS : ACTION_DEBOUNCE_MS };
}

/** Whether the join message carries this avatar: not a default and not right after a reload (spec 000 §4). */
export function shouldSendAvatar(avatar: LiveAvatar | null, justRefreshed: boolean): avatar is LiveAvatar {
  if (!avatar || justRefreshed) return false;
  const same = (d: LiveAvatar) => avatar.color === d.color && avatar.face === d.face && avatar.custom === d.custom;
  return !same(SPEC_DEFAULT_AVATAR) && !same(DEFAULT_AVATAR);
}
