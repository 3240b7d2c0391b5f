// What a room action returns: the room it becomes and what to tell whom. effects.ts
// turns it into the ordered list of effects the room's `apply` runs, the only place a
// change becomes a write, an alarm and frames on sockets.
import type { GameType } from "../../schema/limits";
import type { ConnectionRole, LiveErrorCode, RoomNotice, ServerMessage, WatchRole } from "../../schema/protocol";
import type { ServerEvent, ShownContent } from "../engine/types";
import type { AvatarChoices, LiveError, RoomRecord } from "./room-record";
import type { NightEffect } from "./group-night";

/** A delta event before `apply` stamps the new version on it; logged for delta sync and sent to every seat. */
export type RoomEvent = ServerMessage extends infer M
  ? M extends { type: infer T; data: infer D }
    ? D extends { version: number }
      ? { type: T; data: Omit<D, "version"> }
      : never
    : never
  : never;

/** Whole-state messages: each seat gets its own view of the room. */
export type StateBroadcast = "game-started" | "game-restarted" | "phase-changed" | "game-state" | { ended: "back_to_lobby" | "end_game" };

export interface RoomChange {
  /** What the room becomes; absent when nothing is stored (a rejoin of a seat already online). */
  room?: RoomRecord;
  /** Delta events for everyone, in order. */
  events?: RoomEvent[];
  /** Sends each seat its view of the new room, after the events. */
  state?: StateBroadcast;
  /** The game's own events (for everyone or one player), after the state. */
  gameEvents?: ServerEvent[];
  /** Content put in front of players, remembered for signed-in ones. */
  shown?: { gameType: GameType; shown: ShownContent[] };
  /** The sockets of these players hear a last message and are closed (kick, leave). */
  dismiss?: { playerId: string; message: ServerMessage; closeCode: number }[];
  /** The acting socket is now seated: it hears `room-joined` (not its own arrival). */
  seated?: true;
  /** Players let in by the host: every socket of theirs is seated and hears `room-joined`. */
  admitted?: string[];
  /** A word to every player socket of someone, seated or not: a held joiner hears they wait, or the host's no. */
  tell?: { playerId: string; message: ServerMessage }[];
  /** The acting socket is now a screen or an audience member: it hears `watch-joined` (one door for every role). */
  watching?: WatchRole;
  /** The screens or the audience changed: the host, who may remove a watcher, hears the watcher list again. */
  watchersChanged?: true;
  /** An audience vote to keep: stored, and counted in the next tally frame (never one frame per vote). */
  vote?: { audienceId: string; vote: AudienceVote };
  /** A message for the acting socket only: an audience vote accepted or refused. */
  reply?: ServerMessage;
  /** The acting socket is now a moderator: it hears `moderator-joined` with the texts waiting. */
  moderating?: true;
  /** A refusal that still stores the room (a wrong passcode counted): the acting socket hears it, and one at its door is closed. */
  refused?: LiveError;
  /** Announcements for everyone in the room, players and watchers: host actions, a player gone. */
  notices?: RoomNotice[];
  /** The room ended: every socket hears this and closes, and the room index marks it expired. */
  expired?: string;
  /** A line for the platform's activity log. */
  activity?: string;
  /** «مجلسنا»: a group's game ended, to record as its night or as a ghost's game (group-night.ts). */
  night?: NightEffect;
}

/** One audience member's vote of a round: a storage entry of its own beside the record, so a vote rewrites no seat; told only as a tally. */
export interface AudienceVote {
  round: number;
  optionId: string;
  /** The page's id of the tap: the same vote sent again after a reconnect is answered, not kept twice. */
  actionId?: string;
}

/** Who acts: the socket's identity; null for the room itself (alarm, RPC). */
export interface Me {
  playerId: string;
  userId: string | null;
  isAnonymous: boolean;
  /** The browser's signed device id from the upgrade, so a kick holds against a new guest id; absent or null when it has none. */
  deviceId?: string | null;
  /** A big screen, an audience member or a moderator (never seated); absent for a player. */
  role?: ConnectionRole;
  /** The watcher has been let in (`watch-joined`). */
  watching?: boolean;
}

/** What every action may read besides the room: the clock and the avatar assets (loaded by the actor). */
export interface ActionCtx {
  now: number;
  /** Identities other than the actor's watching in each role, for their caps (watching actions only). */
  watchers?: Record<WatchRole, number>;
  avatarChoices?: AvatarChoices;
  /** The acting audience member's stored vote (audience votes only), to answer a repeated action id. */
  myVote?: AudienceVote;
}

export type ActionResult = RoomChange | LiveError;

export const refuse = (code: LiveErrorCode, message: string): LiveError => ({ code, message });

/** A refusal as the frame the socket hears; a duplicate name carries its code as `type` too. */
export function errorMessage(code: LiveErrorCode, message: string): ServerMessage {
  return { type: "error", data: { code, message, ...(code === "duplicate_nickname" ? { type: code } : {}) } };
}

/** The room acting by itself (its alarm, a closed socket, an RPC): never the admin, and never seated. */
export const ROOM_ITSELF: Me = { playerId: "", userId: null, isAnonymous: false };
