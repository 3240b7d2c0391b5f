// The room's screens and audience on the wire: who watches, the one
// public view every change sends them, the audience's tally and the host's watcher list,
// each folded to at most one frame every WATCH_LIMITS.tallyEveryMs. The rules of what
// they see are watchers.ts's and socket-caps.ts's; this sends it. Audience sockets on the
// room's shards (durable-objects/audience/) are reached through one push per shard: the
// view, the total tally and the notices, each serialised once here.
import { AUDIENCE_SHARDS, WATCH_LIMITS } from "../../schema/limits";
import type { AudienceTallyView, ClientMessage, RoomView, WatchRole } from "../../schema/protocol";
import { AudienceRoster } from "../audience/roster";
import type { ShardPush, ShardView } from "../audience/messages";
import { currentPhaseSeq } from "./applied-actions";
import { errorMessage, type RoomChange } from "./change";
import type { Clock, Connections, ShardsPort, Timer } from "./ports";
import type { RoomRecord } from "./room-record";
import type { RoomStore } from "./room-storage";
import { watchersView, watchingIdentities } from "./socket-caps";
import type { Attachment, Sockets } from "./sockets";
import type { ServerMessage } from "../../schema/protocol";
import { gameView } from "./views";
import { publicView, tally, tallyScope, WATCHER_VIEWPOINT } from "./watchers";

export class WatchFanout<S extends object> {
  /** A tally frame is pending: votes are told as counts, at most every WATCH_LIMITS.tallyEveryMs. */
  private tallyPending = false;
  /** The watcher list for the host is pending, folded like the tally. */
  private listPending = false;
  /** The scope (round, and in «عنّا» the subject's vote) the watchers' tally was last told for; undefined after a wake, so the first change tells it again. */
  private tallyKey: string | undefined;
  /** When the last total went out: the next goes at once if the interval has passed since, else when it has. */
  private toldAt = -Infinity;
  /**
   * Each shard's totals: one pending at most, at most every AUDIENCE_SHARDS.totalEveryMs, and
   * none while the shard is still sending the last on (it then hears the newest once done, never
   * a queue of older ones). Per shard, so a shard busy with its votes holds no other shard's total.
   */
  private readonly toShards = new Map<number, ShardTotals>();
  /** The favourite last told, which keeps it on a tie of the shards' summed counts. */
  private toldChoice: string | null = null;
  /** The audience on the room's shards; null where the room runs without them. */
  readonly roster: AudienceRoster | null;

  constructor(
    private readonly connections: Connections<S>,
    private readonly sockets: Sockets<S>,
    private readonly store: RoomStore,
    private readonly timer: Timer,
    private readonly clock: Clock,
    private readonly currentRoom: () => RoomRecord | null,
    private readonly shards?: ShardsPort,
  ) {
    this.roster = shards ? new AudienceRoster(store.storage, shards.size) : null;
  }

  /** One push to every shard the room opened; settles once every shard has sent it on. */
  private pushAll(push: ShardPush): Promise<unknown> {
    const roomId = this.currentRoom()?.roomId;
    const shards = this.shards;
    if (!shards || !this.roster || !roomId) return Promise.resolve();
    return Promise.all(this.roster.shards().map((shard) => shards.push(roomId, shard, push)));
  }

  /** What a shard decides its votes with, and the view frame it sends on; `view` is the room's public view when the caller built it already. */
  shardView(room: RoomRecord, newGame = false, view: RoomView = publicView(room), frame = JSON.stringify({ type: "watch-state", data: { state: view } })): ShardView {
    return { version: room.version, frame, view, phaseSeq: currentPhaseSeq(room), seated: Object.keys(room.seats), newGame };
  }

  /** Watching sockets of one role that have joined (docs/protocol.md). */
  list(role: WatchRole): readonly S[] {
    return this.sockets.watching(role);
  }

  /** A watching identity's account and browser, as its socket carries them; null when it watches nothing now. */
  facts(playerId: string): { userId: string | null; deviceId: string | null } | null {
    const a = this.connections.list(playerId).map((ws) => this.sockets.of(ws)).find((x) => x?.role && x.watching) ?? this.roster?.member(playerId);
    return a ? { userId: a.userId, deviceId: a.deviceId ?? null } : null;
  }

  /** Attachments of every open socket that watches, the shards' audience members included. */
  attachments(): Attachment[] {
    const local = [...this.list("screen"), ...this.list("audience")].filter((ws) => this.connections.isOpen(ws)).map((ws) => this.sockets.of(ws));
    return this.roster?.count ? [...local, ...this.roster.attachments()] : local;
  }

  /**
   * How many identities watch in each role besides `except`, as the caps count them (socket-caps.ts):
   * the room's own sockets listed, the shards' members counted, so a join of the ten-thousandth lists no ten thousand.
   */
  watchingBesides(except: string): Record<WatchRole, number> {
    const local = [...this.list("screen"), ...this.list("audience")].filter((ws) => this.connections.isOpen(ws)).map((ws) => this.sockets.of(ws));
    const screens = watchingIdentities(local, "screen");
    const audience = watchingIdentities(local, "audience");
    screens.delete(except);
    audience.delete(except);
    const roster = this.roster;
    const onShards = roster ? roster.count - (roster.has(except) ? 1 : 0) - [...audience.keys()].filter((id) => roster.has(id)).length : 0;
    return { screen: screens.size, audience: audience.size + onShards };
  }

  /** Closes an identity's watching sockets on the shards (a removed watcher), or every shard socket (`undefined`: the room ended). */
  dismissOnShards(playerId: string | undefined, message: ServerMessage, closeCode: number) {
    if (!this.shards || !this.roster) return;
    if (playerId === undefined) return this.pushAll({ dismiss: [{ playerId: "all", message, closeCode }] });
    const member = this.roster.member(playerId);
    const roomId = this.currentRoom()?.roomId;
    if (!member || !roomId) return;
    this.roster.forget([playerId]);
    this.shards.push(roomId, member.shard, { dismiss: [{ playerId, message, closeCode }] });
  }

  /** After the room's wake: every shard's tally, which lived in the room's memory. A shard that does not answer tells it with its next report. */
  async readShardTallies() {
    const roomId = this.currentRoom()?.roomId;
    const shards = this.shards;
    if (!shards || !this.roster || !roomId) return;
    const roster = this.roster;
    await Promise.all(
      roster.shards().map(async (shard) => {
        try {
          roster.heard({ shard, tally: await shards.tally(roomId, shard), left: [] });
        } catch (error) {
          console.error("room could not read its audience shard's tally", shard, error);
        }
      }),
    );
  }

  /** The room was purged: every shard closes its sockets and forgets its votes. */
  purgeShards(message: ServerMessage, closeCode: number) {
    this.pushAll({ dismiss: [{ playerId: "all", message, closeCode }], purge: true });
  }

  /**
   * Every change reaches the watchers as one public view, serialised once for all of them.
   * A new round (or game) starts the audience's tally empty: the last round's votes
   * go, and the watchers are told the empty tally, so no count of an earlier pick lingers.
   */
  async hear(room: RoomRecord, change: RoomChange, viewOf: () => RoomView = () => publicView(room)) {
    const watchers = [...this.list("screen"), ...this.list("audience")];
    const shards = this.roster?.shards().length ?? 0;
    if (watchers.length === 0 && this.store.votes.size === 0 && shards === 0) return;
    const view = viewOf();
    const round = view.game?.roundNumber ?? null;
    const newGame = change.state === "game-started" || change.state === "game-restarted";
    // A new game's round 1 is not the last game's: null keeps no vote.
    await this.store.dropVotesBut(newGame ? null : round);
    if (newGame || tallyScope(view.game).key !== this.tallyKey) this.tallySoon();
    if (watchers.length === 0 && shards === 0) return;
    const frame = JSON.stringify({ type: "watch-state", data: { state: view } });
    for (const ws of watchers) this.sockets.send(ws, frame);
    if (shards) this.pushAll({ view: this.shardView(room, newGame, view, frame) });
  }

  /** A frame every socket in the room reads: joined players, screens and the audience (on the shards too). */
  tellEveryone(frame: string) {
    this.sockets.sendAll(this.sockets.joined(), frame);
    for (const ws of [...this.list("screen"), ...this.list("audience")]) this.sockets.send(ws, frame);
    this.pushAll({ frames: [frame] });
  }

  /** The audience's votes of the current round as counts (the public view's round: null outside a game). */
  currentTally(room: RoomRecord | null = this.currentRoom()): AudienceTallyView {
    const scope = scopeOf(room);
    const local = tally(this.store.votes.values(), scope.round, this.list("audience").length, scope.options);
    return this.roster ? this.roster.sum(local, scope.key, scope.key === this.tallyKey ? this.toldChoice : null) : local;
  }

  /**
   * Schedules one tally frame; more calls before it goes are folded into it. It goes to the
   * screens and the audience, who show it; players never read it, so they are not sent it.
   * It goes at once when no total went out in the last WATCH_LIMITS.tallyEveryMs, else when that
   * interval has passed: the bound holds between totals, and a vote after a quiet spell is not
   * held for a full interval it need not wait.
   */
  tallySoon() {
    if (this.tallyPending) return;
    this.tallyPending = true;
    this.timer.later(() => void this.tellTally(), Math.max(0, this.toldAt + WATCH_LIMITS.tallyEveryMs - this.clock.now()));
  }

  /** The total now, to the room's own watchers; the shards hear it at their own pace (shardsSoon). */
  private tellTally() {
    this.tallyPending = false;
    const current = this.currentTally();
    const watchers = [...this.list("screen"), ...this.list("audience")];
    const key = scopeOf(this.currentRoom()).key;
    const shards = this.roster?.shards().length ?? 0;
    if ((!watchers.length && !shards) || (current.count === 0 && current.total === 0 && key === this.tallyKey)) return;
    this.toldAt = this.clock.now();
    this.tallyKey = key;
    this.toldChoice = current.choice;
    const frame = JSON.stringify({ type: "audience-tally", data: current });
    for (const ws of watchers) this.sockets.send(ws, frame);
    if (shards) this.shardsSoon();
  }

  /**
   * The shards hear the total at most every AUDIENCE_SHARDS.totalEveryMs, at once after a quiet
   * interval: each total is a frame to every audience socket, a thousand sends a shard, while
   * the screens (a room has four) keep WATCH_LIMITS.tallyEveryMs.
   */
  private shardsSoon() {
    for (const shard of this.roster?.shards() ?? []) this.shardSoon(shard);
  }

  private shardSoon(shard: number) {
    let state = this.toShards.get(shard);
    if (!state) this.toShards.set(shard, (state = { pending: false, busy: false, owed: false, toldAt: -Infinity }));
    if (state.pending) return;
    state.pending = true;
    this.timer.later(() => this.tellShard(shard, state), Math.max(0, state.toldAt + AUDIENCE_SHARDS.totalEveryMs - this.clock.now()));
  }

  /** The newest total to one shard, or once it has sent the last on. */
  private tellShard(shard: number, state: ShardTotals) {
    const roomId = this.currentRoom()?.roomId;
    if (!this.shards || !roomId) return void (state.pending = false);
    // Still sending the last: it stays pending, and hears the newest when done.
    if (state.busy) return void (state.owed = true);
    state.pending = false;
    state.busy = true;
    state.toldAt = this.clock.now();
    const frame = JSON.stringify({ type: "audience-tally", data: this.currentTally() });
    void this.shards.push(roomId, shard, { frames: [frame] }).finally(() => {
      state.busy = false;
      if (!state.owed) return;
      state.owed = false;
      state.pending = false;
      // Due already (it waited at least an interval): at once, not a turn of the timer later.
      if (state.toldAt + AUDIENCE_SHARDS.totalEveryMs <= this.clock.now()) this.tellShard(shard, state);
      else this.shardSoon(shard);
    });
  }

  /**
   * Tells the host who watches, at most every WATCH_LIMITS.tallyEveryMs however many
   * come and go: the screens, the newest audience members and their count.
   */
  listSoon() {
    if (this.listPending) return;
    this.listPending = true;
    this.timer.later(() => {
      this.listPending = false;
      const room = this.currentRoom();
      if (!room) return;
      this.tellHost(room);
    }, WATCH_LIMITS.tallyEveryMs);
  }

  tellHost(room: RoomRecord, sockets = this.sockets.joined().get(room.adminId) ?? []) {
    if (!sockets.length) return;
    const frame = JSON.stringify({ type: "watchers", data: watchersView(this.attachments(), room.adminId, WATCH_LIMITS.hostListAudience) });
    for (const socket of sockets) this.sockets.send(socket, frame);
  }

  /** What a watching socket may ask besides its actions: the public view again. Nothing else. */
  query(ws: S, me: Attachment, message: ClientMessage, room: RoomRecord): void {
    if (!me.watching) return this.sockets.reply(ws, errorMessage("not_joined", "يُرجى الانضمام أولًا"));
    if (message.type === "get-game-state" || message.type === "request-full-sync")
      return this.sockets.reply(ws, { type: "watch-state", data: { state: publicView(room) } });
    return this.sockets.reply(ws, errorMessage("not_watching", "الشاشة والجمهور يشاهدون فقط"));
  }
}

/** One shard's totals from the room (WatchFanout.toShards). */
interface ShardTotals {
  pending: boolean;
  busy: boolean;
  /** A total fell due while the shard was busy: it hears the newest once done. */
  owed: boolean;
  toldAt: number;
}

/** Which votes count now (watchers.ts's tallyScope of the public view): the round's, or in «عنّا» the current subject's. */
function scopeOf(room: RoomRecord | null) {
  return tallyScope(room?.game ? gameView(room, WATCHER_VIEWPOINT) : null);
}
