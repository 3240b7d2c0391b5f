// What crosses between a room and its audience shards (docs/decisions.md, «10,000 in the
// audience»). These are RPC arguments between two of our own objects, never client frames:
// a shard is reached from outside only through the worker's /ws upgrade, and the room's and
// the shard's RPC methods only through their namespaces' stubs (docs/security.md).
import { AUDIENCE_SHARDS } from "../../schema/limits";
import type { AudienceTallyView, RoomView, ServerMessage } from "../../schema/protocol";

/** The identity a shard's socket carries, as the worker vouched for it at the upgrade. */
export interface ShardArrival {
  playerId: string;
  userId: string | null;
  isAnonymous: boolean;
  deviceId: string | null;
  address: string | null;
  connectedAt: number;
}

/** The room's answer to a shard's `join-audience`: the joiner's first frame, or why not. */
export type AdmitAnswer = { refused: { code: string; message: string } } | { view: ShardView; audience: AudienceTallyView };

/**
 * The room's facts a shard decides a vote with: the public view (the options and the round),
 * the phase's sequence (a tap of an ended phase never counts) and who is seated (a seated
 * identity never votes with the audience). `newGame` drops every stored vote, as the room does.
 */
export interface ShardView {
  version: number;
  /** The `watch-state` frame, serialised once by the room for every shard and socket. */
  frame: string;
  view: RoomView;
  phaseSeq: number | null;
  seated: string[];
  newGame: boolean;
}

/** One push from the room to a shard: any of a new view, frames for every joined socket, closes. */
export interface ShardPush {
  view?: ShardView;
  /** Frames every joined audience socket of the shard hears (the total tally, a room notice). */
  frames?: string[];
  /** Identities whose sockets hear a last message and close (a removed watcher); `all` closes every socket (the room expired or was purged). */
  dismiss?: { playerId: string | "all"; message: ServerMessage; closeCode: number }[];
  /** The room was purged: the shard forgets its votes and view. */
  purge?: boolean;
}

/** A shard's folded counts of one tally scope (watchers.ts's `tallyScope`). */
export interface ShardTally {
  scopeKey: string;
  counts: Record<string, number>;
  total: number;
}

/** What a shard tells the room, at most every AUDIENCE_SHARDS.reportEveryMs. */
export interface ShardReport {
  shard: number;
  tally: ShardTally;
  /** Audience members who left the shard (their last socket closed) since the last report. */
  left: { playerId: string; connectedAt: number }[];
  /** After the shard woke without its memory: every identity it holds now (joined or being decided), so the room drops members it lost. */
  holds?: string[];
}

/** The shard's name in its namespace: one per room and index, so the room and the worker find the same object. */
export const shardName = (roomId: string, shard: number) => `${roomId}/audience/${shard}`;

/** Sockets per shard: the production size, or the small one the workers tests set. */
export const shardSize = (setting: string | undefined) => (setting === "test" ? AUDIENCE_SHARDS.testSocketsPerShard : AUDIENCE_SHARDS.socketsPerShard);

/** Headers the worker sets on an audience upgrade it forwards to a shard, beside the identity headers. */
export const SHARD_HEADERS = { roomId: "X-Majlis-Room", shard: "X-Majlis-Shard" } as const;
