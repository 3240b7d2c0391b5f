// Reading the server's frames: JSON with a known `type`, anything else dropped. Only the
// type list comes from schema/protocol.ts (as a type): its zod values would weigh on the room
// screen's bundle.
import type { ServerMessage, ServerMessageType } from "../../../schema/protocol";

/** Every server message type the client passes on; the Record keeps it in step with ServerMessage. */
const KNOWN_SERVER_TYPES: Record<ServerMessageType, true> = {
  "room-joined": true,
  "game-state": true,
  "get-game-state-response": true,
  "full-sync-response": true,
  "delta-sync-response": true,
  "lobby-settings": true,
  "player-joined": true,
  "player-left": true,
  "participants-sync": true,
  "player-status-update": true,
  "avatar-updated": true,
  "nickname-changed": true,
  "game-started": true,
  "phase-changed": true,
  "game-ended": true,
  "game-restarted": true,
  "player-kicked": true,
  kicked: true,
  "left-room": true,
  "room-expired": true,
  "submission-error": true,
  error: true,
  "clock-sync-response": true,
  "metrics-response": true,
  "heartbeat-ack": true,
  "action-ack": true,
  pong: true,
  "watch-joined": true,
  "watch-state": true,
  "audience-tally": true,
  "audience-voted": true,
  "join-pending": true,
  "join-requests": true,
  "room-notice": true,
  watchers: true,
  "moderator-joined": true,
  "moderation-queue": true,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads one server frame; null for non-JSON, malformed or unknown frames. */
export function parseServerFrame(raw: unknown): ServerMessage | null {
  if (typeof raw !== "string") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.type !== "string" || !Object.hasOwn(KNOWN_SERVER_TYPES, parsed.type)) return null;
  return { type: parsed.type, data: isRecord(parsed.data) ? parsed.data : {} } as ServerMessage;
}
