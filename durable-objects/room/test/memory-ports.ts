// The room's ports in memory, for node tests that drive room/room.ts as the Durable Object
// would: sockets that record what they hear, a Map for storage, one alarm, a clock and a
// timer that move only when the test says, and a D1 that answers from fixed data.
import { compileFilter } from "../../../schema/family-filter";
import type { CategorySummary } from "../../../schema/api";
import type { GameType } from "../../../schema/limits";
import type { ServerMessage } from "../../../schema/protocol";
import type { ShownContent } from "../../engine/types";
import type { AlarmPort, Clock, Connections, RoomDbPort, RoomStorage, ShardsPort, Timer } from "../ports";
import type { Catalog } from "../room-db";
import type { GhostRecord, NightRecord } from "../../../data/group-nights";
import type { RoomInfo } from "../room-record";
import { Room } from "../room";
import type { Attachment } from "../sockets";

/** One socket as the room sees it, and what its page received. */
export class FakeSocket {
  /** The room kept it (hibernatable), or took it only to refuse it. */
  accepted: "kept" | "refused" | null = null;
  tags: string[] = [];
  open = true;
  closed: { code: number; reason: string } | null = null;
  /** Every frame the page received, parsed, in order. */
  heard: ServerMessage[] = [];
  /** The attachment as the transport keeps it: serialised, so a restart reads a copy. */
  attachment: string | null = null;
  autoResponseAt: number | null = null;

  constructor(readonly name: string) {}

  /** The frames of one type the page received. */
  of<T extends ServerMessage["type"]>(type: T): Extract<ServerMessage, { type: T }>[] {
    return this.heard.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);
  }

  last<T extends ServerMessage["type"]>(type: T): Extract<ServerMessage, { type: T }> {
    const all = this.of(type);
    if (!all.length) throw new Error(`${this.name} heard no ${type}; heard ${this.heard.map((m) => m.type).join(", ")}`);
    return all[all.length - 1];
  }
}

export class MemoryConnections implements Connections<FakeSocket> {
  /** Sockets the room has accepted and whose close the room has not yet been told of. */
  readonly live: FakeSocket[] = [];

  list(tag?: string): FakeSocket[] {
    return this.live.filter((s) => s.accepted === "kept" && (tag === undefined || s.tags.includes(tag)));
  }
  accept(socket: FakeSocket, tags: string[]) {
    socket.accepted = "kept";
    socket.tags = tags;
    this.live.push(socket);
  }
  acceptRefused(socket: FakeSocket) {
    socket.accepted = "refused";
  }
  isOpen(socket: FakeSocket) {
    return socket.open;
  }
  send(socket: FakeSocket, frame: string) {
    if (!socket.open) throw new Error("socket closed");
    socket.heard.push(JSON.parse(frame) as ServerMessage);
  }
  close(socket: FakeSocket, code: number, reason: string) {
    if (!socket.open) return;
    socket.open = false;
    socket.closed = { code, reason };
  }
  readAttachment(socket: FakeSocket): Attachment {
    return JSON.parse(socket.attachment ?? "null") as Attachment;
  }
  writeAttachment(socket: FakeSocket, attachment: Attachment) {
    socket.attachment = JSON.stringify(attachment);
  }
  autoResponseAt(socket: FakeSocket) {
    return socket.autoResponseAt;
  }
  /** The transport has finished closing these: they leave the list, as the runtime's do after the close handshake. */
  settle(sockets: FakeSocket[]) {
    for (const s of sockets) this.live.splice(this.live.indexOf(s), 1);
  }
}

/** Key-value storage, values copied in and out as the runtime's structured clone does, and the one alarm. */
export class MemoryStorage implements RoomStorage {
  readonly data = new Map<string, unknown>();
  alarmAt: number | null = null;
  puts = 0;

  async list() {
    return new Map([...this.data].map(([k, v]) => [k, structuredClone(v)]));
  }
  put(entries: Record<string, unknown>): Promise<void>;
  put(key: string, value: unknown): Promise<void>;
  async put(keyOrEntries: string | Record<string, unknown>, value?: unknown) {
    this.puts++;
    if (typeof keyOrEntries === "string") this.data.set(keyOrEntries, structuredClone(value));
    else for (const [k, v] of Object.entries(keyOrEntries)) this.data.set(k, structuredClone(v));
  }
  async delete(keys: string[]) {
    let n = 0;
    for (const k of keys) if (this.data.delete(k)) n++;
    return n;
  }
  async deleteAll() {
    this.data.clear();
  }
  async deleteAlarm() {
    this.alarmAt = null;
  }
  /** The alarm port over the same storage, as the runtime keeps the alarm with the object's data. */
  alarm(): AlarmPort {
    return {
      get: async () => this.alarmAt,
      set: async (at) => void (this.alarmAt = at),
      delete: () => this.deleteAlarm(),
    };
  }
}

/** A clock and timer that move only on `advance`: the folded frames go when their time comes. */
export class FakeTime implements Clock, Timer {
  private pending: { at: number; run: () => void }[] = [];

  constructor(private t: number) {}

  now() {
    return this.t;
  }
  later(run: () => void, ms: number) {
    this.pending.push({ at: this.t + ms, run });
  }
  /** Moves the clock on, running each timer that falls due, in time order. */
  advance(ms: number) {
    const end = this.t + ms;
    for (;;) {
      const due = this.pending.filter((p) => p.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.pending.splice(this.pending.indexOf(due), 1);
      this.t = Math.max(this.t, due.at);
      due.run();
    }
    this.t = end;
  }
  set(at: number) {
    this.advance(at - this.t);
  }
}

/** D1 as the room reads it: one free trivia category with one subcategory, the game switched on. */
export class FakeDb implements RoomDbPort {
  readonly expired: string[] = [];
  readonly seen: { gameType: GameType; shown: ShownContent[] }[] = [];
  readonly activity: string[] = [];
  readonly categories: CategorySummary[] = [
    { id: "cat-1", nameAr: "عامة", isPremium: false, subcategories: [{ id: "sub-1", nameAr: "منوعات", isPremium: false }] } as unknown as CategorySummary,
  ];

  async catalog(): Promise<Catalog> {
    return { gamePremium: false, categories: this.categories };
  }
  contentChanged() {}
  async familyFilter() {
    return compileFilter([]);
  }
  async listedGame() {
    return { nameAr: "لعبة العد" };
  }
  contentSource() {
    return { query: async () => [] as never[] };
  }
  async avatarChoices() {
    return undefined;
  }
  async rememberSeen(gameType: GameType, shown: ShownContent[]) {
    this.seen.push({ gameType, shown });
  }
  async pack() {
    return null;
  }
  async countPackPlay() {}
  readonly nights: NightRecord[] = [];
  readonly ghosts: GhostRecord[] = [];
  async recordNight(record: NightRecord) {
    this.nights.push(record);
  }
  async recordGhost(record: GhostRecord) {
    this.ghosts.push(record);
  }
  async ghostDeal() {
    return null;
  }
  async markExpired(roomId: string) {
    this.expired.push(roomId);
  }
  async logSystemActivity(actionAr: string) {
    this.activity.push(actionAr);
  }
}

/** A room over memory ports, driven as the Durable Object drives it: upgrades, frames, closes and the alarm. */
export class World {
  readonly time: FakeTime;
  readonly storage = new MemoryStorage();
  readonly connections = new MemoryConnections();
  readonly db = new FakeDb();
  room: Room<FakeSocket>;

  /** `shards`: the room's audience shards, where a test plays them; without, every watcher is on the room's own sockets. */
  constructor(
    start: number,
    private readonly shards?: ShardsPort,
  ) {
    this.time = new FakeTime(start);
    this.room = this.newRoom();
  }

  private newRoom() {
    return new Room<FakeSocket>({ connections: this.connections, storage: this.storage, alarm: this.storage.alarm(), db: this.db, clock: this.time, timer: this.time, ...(this.shards ? { shards: this.shards } : {}) });
  }

  /** The room is created (the worker's `init`), as the Durable Object loads it first. */
  async create(info: RoomInfo) {
    await this.room.load();
    await this.room.init(info);
  }

  /** The object is evicted and comes back: a new room over the same storage, the same open sockets. */
  async restart() {
    this.room = this.newRoom();
    await this.room.load();
  }

  /** An upgrade the worker forwarded with this identity. */
  async open(playerId: string, options: { role?: "screen" | "audience" | "moderator"; address?: string; userId?: string } = {}): Promise<FakeSocket> {
    const socket = new FakeSocket(playerId);
    await this.room.connect(socket, {
      playerId,
      userId: options.userId ?? null,
      anonymous: options.userId ? null : "1",
      device: null,
      role: options.role ?? null,
      address: options.address ?? null,
    });
    await this.settle();
    return socket;
  }

  /** A frame from the page. */
  async send(socket: FakeSocket, type: string, data: Record<string, unknown> = {}) {
    await this.room.message(socket, JSON.stringify({ type, data }));
    await this.settle();
  }

  async join(playerId: string, nickname: string): Promise<FakeSocket> {
    const socket = await this.open(playerId);
    await this.send(socket, "join-room", { nickname, isAnonymous: true });
    return socket;
  }

  /** The page closes its socket. */
  async drop(socket: FakeSocket) {
    this.connections.close(socket, 1000, "done");
    await this.settle();
  }

  /** The runtime answered a heartbeat on these sockets just now, the room asleep. */
  pinged(sockets: FakeSocket[]) {
    for (const s of sockets) s.autoResponseAt = this.time.now();
  }

  /** The clock reaches the alarm and the runtime fires it (clearing it, as a fired alarm is). */
  async fireAlarm() {
    const at = this.storage.alarmAt;
    if (at === null) throw new Error("no alarm is set");
    this.time.set(Math.max(at, this.time.now()));
    this.storage.alarmAt = null;
    await this.room.alarm();
    await this.settle();
  }

  /** Every socket the room closed finishes closing: it leaves the list and the room hears it gone, in order. */
  private async settle() {
    for (;;) {
      const closed = this.connections.live.filter((s) => !s.open);
      if (!closed.length) return;
      this.connections.settle(closed);
      for (const s of closed) await this.room.socketGone(s);
    }
  }
}
