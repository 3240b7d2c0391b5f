// What the room needs of the world, as small interfaces: the Durable Object fills them
// with its sockets, storage and alarm (room-actor.ts), the node tests with memory
// (room/test/memory-ports.ts). Nothing here names the runtime, so the room runs anywhere.
import type { CategorySummary } from "../../schema/api";
import type { GameType } from "../../schema/limits";
import type { ConnectionRole } from "../../schema/protocol";
import type { CompiledFilter } from "../../schema/family-filter";
import type { ContentSource, ShownContent } from "../engine/types";
import type { PackRecord } from "./pack-game";
import type { GhostDeal, GhostRecord, NightRecord } from "../../data/group-nights";
import type { Me } from "./change";
import type { AvatarChoices } from "./room-record";
import type { ShardPush, ShardTally } from "../audience/messages";

/** What each socket remembers across hibernation (small: it is serialised). */
export interface Attachment extends Me {
  joined: boolean;
  /** A big screen, an audience member or a moderator (never seated); absent for a player. */
  role?: ConnectionRole;
  /** The watcher has sent its join frame. */
  watching?: boolean;
  /** When the socket was accepted: its freshness until the first heartbeat is answered. */
  connectedAt: number;
  /** The network the worker saw at the upgrade: a held join counts against its share of the waiting list. */
  address?: string | null;
}

/**
 * The room's live connections, whatever carries them (`S`: a socket as the transport knows it).
 * Tags are what a socket was accepted with: its player id, `role:<role>`, `addr:<address>`.
 */
export interface Connections<S> {
  /** Accepted sockets, all of them or those carrying a tag, open or closing. */
  list(tag?: string): S[];
  /** Takes a socket in for good, with its tags; it lives on while the room sleeps. */
  accept(socket: S, tags: string[]): void;
  /** Takes a socket in only to tell it why it is refused and close it. */
  acceptRefused(socket: S): void;
  /** Whether the socket is still open (not closing or closed). */
  isOpen(socket: S): boolean;
  /** Sends one text frame; may throw when the socket closed under us. */
  send(socket: S, frame: string): void;
  close(socket: S, code: number, reason: string): void;
  /** What the socket remembers across the room's sleep. */
  readAttachment(socket: S): Attachment;
  writeAttachment(socket: S, attachment: Attachment): void;
  /** When the transport last answered a heartbeat on this socket by itself (the room asleep); null if never. */
  autoResponseAt(socket: S): number | null;
}

/** The part of key-value storage the room record and the audience's votes use. */
export interface RoomStorage {
  list(): Promise<Map<string, unknown>>;
  put(entries: Record<string, unknown>): Promise<void>;
  put(key: string, value: unknown): Promise<void>;
  delete(keys: string[]): Promise<number>;
  deleteAll(): Promise<void>;
  deleteAlarm(): Promise<void>;
}

/** The room's one alarm: when the transport should call `Room.alarm` next. */
export interface AlarmPort {
  get(): Promise<number | null>;
  set(at: number): Promise<void>;
  delete(): Promise<void>;
}

/** A game's catalogue as the lobby checks a selection against it. */
export interface Catalog {
  gamePremium: boolean;
  categories: CategorySummary[];
}

/** Everything the room reads from or writes to D1 (room-db.ts is the real one). */
export interface RoomDbPort {
  catalog(gameType: GameType): Promise<Catalog>;
  contentChanged(): void;
  familyFilter(now: number): Promise<CompiledFilter>;
  listedGame(gameType: GameType): Promise<{ nameAr: string } | null>;
  contentSource(): ContentSource;
  avatarChoices(now: number): Promise<AvatarChoices | undefined>;
  rememberSeen(gameType: GameType, shown: ShownContent[]): Promise<void>;
  pack(code: string): Promise<PackRecord | null>;
  /** Counts a game played with the pack once per room. */
  countPackPlay(code: string, roomId: string): Promise<void>;
  /** «مجلسنا»: a linked room's game ended; a ghost's game ended (group-night.ts). Best effort. */
  recordNight(record: NightRecord): Promise<void>;
  recordGhost(record: GhostRecord): Promise<void>;
  /** The night a ghost room deals, or null when the member may not (or no longer) play it. */
  ghostDeal(nightId: string, memberId: string): Promise<GhostDeal | null>;
  markExpired(roomId: string, now: number): Promise<void>;
  logSystemActivity(actionAr: string, roomId: string): Promise<void>;
}

export interface Clock {
  now(): number;
}

/** Runs a callback once after a delay: the folded tally and watcher-list frames. */
export interface Timer {
  later(run: () => void, ms: number): void;
}

/** The room's audience shards (durable-objects/audience-shard.ts), each reached by its index. */
export interface ShardsPort {
  /** Sockets one shard holds before the room opens the next. */
  size: number;
  /** Settles once the shard has sent the push on to its sockets; never rejects (a shard that fails to hear one is told the next view, which carries all of it). */
  push(roomId: string, shard: number, push: ShardPush): Promise<void>;
  /** A shard's current tally, read when the room wakes (the shards' tallies live in the room's memory). */
  tally(roomId: string, shard: number): Promise<ShardTally>;
}

export interface RoomPorts<S> {
  connections: Connections<S>;
  /** Absent where the room runs without shards (the node tests): every watcher is then on the room's own sockets. */
  shards?: ShardsPort;
  storage: RoomStorage;
  alarm: AlarmPort;
  db: RoomDbPort;
  clock: Clock;
  timer: Timer;
}
