// One live room, whatever carries it: a frame after parsing, the action table, `run` and
// `apply` (the one place a change becomes a write, an alarm and frames), presence and the
// alarm's time. It reaches the world only through the ports (ports.ts): the Durable Object
// adapts them to sockets, storage and alarms (room-actor.ts), the node tests to memory.
import { readClientFrame } from "./client-frame";
import { refusalWords } from "./refusal-words";
import { CLOSE_CODES, RETRY_CLOSE_CODES, SOCKET_LIMITS } from "../../schema/limits";
import { MODERATOR_ROLE, SOCKET_ROLES, type ClientMessage, type RoomView, type ServerMessage, type WatchRole } from "../../schema/protocol";
import { MODERATOR_ACTIONS, PLAYER_ACTIONS, playerActionOf, ROOM_ACTIONS, WATCH_ACTIONS } from "./actions";
import { moderationQueue } from "./moderation";
import type { RoomAction } from "./actions/types";
import { errorMessage, ROOM_ITSELF, type Me, type RoomChange } from "./change";
import { effectsOf } from "./effects";
import { EventLog } from "./event-log";
import { withRoster } from "./game-step";
import { requestViews } from "./join-requests";
import type { RoomPorts } from "./ports";
import { withNight } from "./group-night";
import { withPrayerWatch } from "./prayer-breaks";
import { withFast } from "./iftar";
import { Presence } from "./presence";
import { RateLimit } from "./rate-limit";
import { isLiveError, livePlayers, newRoomRecord, type LiveError, type RoomInfo, type RoomRecord } from "./room-record";
import { RoomStore } from "./room-storage";
import { withPlayedSeats } from "./seat-lapse";
import { displaced, roleOf, watchingIdentities } from "./socket-caps";
import { Sockets, type Attachment } from "./sockets";
import { gameView, roomView } from "./views";
import { WatchFanout } from "./watch-fanout";
import type { AdmitAnswer, ShardArrival, ShardReport } from "../audience/messages";
import type { Door } from "../audience/roster";
import { publicView } from "./watchers";
import { withAudienceTeam } from "../games/shared/audience-team";

/** Refusals after which a socket has nothing left to try: it hears why and is closed at once. */
const CLOSING_REFUSALS: ReadonlySet<string> = new Set(["room_full", "kicked", "too_many_connections"]);

const CLOSE = CLOSE_CODES;

/** Who opens a socket, as the worker vouched for it at the upgrade (room-actor.ts's IDENTITY_HEADERS); null when absent. */
export interface Arrival {
  playerId: string | null;
  userId: string | null;
  /** "1" for a guest. */
  anonymous: string | null;
  device: string | null;
  /** "screen" or "audience" for a watching socket. */
  role: string | null;
  address: string | null;
}

/** A game that starts marks every seat as having played: from then on the seat does not lapse. */
function playedSeats(change: RoomChange): RoomChange {
  return change.room ? { ...change, room: withPlayedSeats(change.room) } : change;
}

export class Room<S extends object> {
  private room: RoomRecord | null = null;
  private readonly store: RoomStore;
  private readonly sockets: Sockets<S>;
  private readonly presence: Presence<S>;
  private readonly watch: WatchFanout<S>;
  private readonly eventLog = new EventLog();
  private readonly rate = new RateLimit<S>();
  /** The alarm as last set; undefined until read after a wake, since the transport clears one that fired. */
  private alarmAt: number | null | undefined;
  private readonly metrics: { startedAt: number; framesIn: number };

  constructor(private readonly ports: RoomPorts<S>) {
    this.store = new RoomStore(ports.storage);
    this.sockets = new Sockets(ports.connections);
    this.presence = new Presence(ports.connections, this.sockets);
    this.watch = new WatchFanout(ports.connections, this.sockets, this.store, ports.timer, ports.clock, () => this.room, ports.shards);
    this.metrics = { startedAt: ports.clock.now(), framesIn: 0 };
  }

  /** Reads the stored room; the transport calls it once, before any frame or RPC. */
  async load(): Promise<void> {
    this.room = await this.store.load((stored) => this.watch.roster?.load(stored));
    // The shards' tallies lived in this room's memory: each shard is asked for its own before any frame is served.
    await this.watch.readShardTallies();
  }

  /** The room as stored last (null before it is created or after a purge). */
  get record(): RoomRecord | null {
    return this.room;
  }

  // ---------- RPCs from the worker ----------

  /** Called when the room is created, so its expiry alarm exists even if nobody connects. */
  async init(info: RoomInfo): Promise<void> {
    if (!this.room) await this.apply({ room: newRoomRecord(info, this.ports.clock.now()) });
  }

  /** Players and state for `GET /api/rooms/{code}`. */
  summary() {
    const room = this.room;
    if (!room) return null;
    return {
      players: Object.values(livePlayers(room)),
      stateJson: { currentPhase: gameView(room, room.adminId)?.currentPhase ?? "lobby", inLobby: !room.game, gameType: room.lobby.gameType },
      expired: room.expired,
      // How the room speaks (the big screen's first frame, worker/routes/pages.ts); not part of the public lookup.
      addressForm: room.addressForm,
      // A streamed room hides its code from the screen: the worker draws no first frame with it.
      hideCode: !!room.hideCode,
    };
  }

  /** Categories changed: the lobby's next check and the next start read them from D1 again. */
  contentChanged(): void {
    this.ports.db.contentChanged();
  }

  /** The room left the D1 index: its storage and alarm go, so no play data stays behind. */
  async purge(): Promise<void> {
    for (const ws of this.ports.connections.list()) this.ports.connections.close(ws, CLOSE.expired, "room expired");
    this.watch.purgeShards({ type: "room-expired", data: { message: "انتهت صلاحية الغرفة" } }, CLOSE.expired);
    await this.store.purge();
    this.room = null;
    this.alarmAt = null;
  }

  async upgradeToPremium(): Promise<void> {
    await this.run(ROOM_ACTIONS["upgrade-premium"], ROOM_ITSELF, {});
  }

  /** The creator's premium ended (a refund): a free room from now on. */
  async downgradeFromPremium(): Promise<void> {
    await this.run(ROOM_ACTIONS["downgrade-premium"], ROOM_ITSELF, {});
  }

  /** Development only: the prayer the running game waits for comes in `inMs`; false when it waits for none. */
  async rehearsePrayer(inMs: number): Promise<boolean> {
    await this.run(ROOM_ACTIONS["rehearse-prayer"], ROOM_ITSELF, { inMs });
    return !!this.room?.prayerNext && this.room.prayerNext.at <= this.ports.clock.now() + inMs;
  }

  // ---------- the audience shards (durable-objects/audience/) ----------

  /** Which shard an audience socket opens on, asked by the worker at the upgrade; or why it may not open. */
  audienceDoor(playerId: string, address: string | null): Door {
    const roster = this.watch.roster;
    if (!roster) return { refused: { code: "room_expired", message: "انتهت صلاحية الغرفة" } };
    const connections = this.ports.connections;
    const local = address ? connections.list(`addr:${address}`).filter((ws) => connections.isOpen(ws)).length : 0;
    return roster.door(playerId, address, local, this.ports.clock.now());
  }

  /** A shard's socket sent `join-audience`: the room decides it as it decides its own sockets' (caps, bans, seats). */
  admitAudience(shard: number, arrival: ShardArrival): AdmitAnswer {
    const room = this.room;
    const roster = this.watch.roster;
    if (!room || room.expired || !roster) return { refused: { code: "room_expired", message: "انتهت صلاحية الغرفة" } };
    const me: Me = { playerId: arrival.playerId, userId: arrival.userId, isAnonymous: arrival.isAnonymous, deviceId: arrival.deviceId, role: "audience", watching: roster.has(arrival.playerId) };
    const result = WATCH_ACTIONS["join-audience"].handle(room, me, {}, { now: this.ports.clock.now(), loaded: undefined, watchers: this.watch.watchingBesides(me.playerId) });
    if (isLiveError(result)) return { refused: { code: result.code, message: result.message } };
    const fresh = !roster.has(arrival.playerId);
    roster.add(shard, arrival);
    this.watch.tallySoon();
    if (fresh) this.watch.listSoon();
    return { view: this.watch.shardView(room), audience: this.watch.currentTally(room) };
  }

  /** A shard's folded tally and departures: the room sums the shards and tells the total. */
  shardReport(report: ShardReport): void {
    const roster = this.watch.roster;
    if (!roster || !this.room) return;
    if (roster.heard(report)) this.watch.listSoon();
    this.watch.tallySoon();
  }

  // ---------- sockets ----------

  /** A socket the transport accepted for this room: refused, or let in past the caps and displacing older pages. */
  async connect(server: S, arrival: Arrival): Promise<void> {
    const connections = this.ports.connections;
    const room = this.room;
    const playerId = arrival.playerId;
    if (!room || !playerId || room.expired) {
      connections.acceptRefused(server);
      connections.send(server, JSON.stringify(errorMessage("room_expired", "انتهت صلاحية الغرفة")));
      connections.close(server, CLOSE.refused, "room unavailable");
      return;
    }
    const role = SOCKET_ROLES.find((r) => r === arrival.role);
    const address = arrival.address;
    // One address holds a bounded number of sockets across roles; past it the newcomer is refused and closed.
    const onShards = address ? (this.watch.roster?.atAddress(address, this.ports.clock.now()) ?? 0) : 0;
    if (address && connections.list(`addr:${address}`).filter((ws) => connections.isOpen(ws)).length + onShards >= SOCKET_LIMITS.perAddress) {
      connections.acceptRefused(server);
      connections.send(server, JSON.stringify(errorMessage("too_many_connections", "اتصالات كثيرة بهذه الغرفة من هذه الشبكة، يُرجى المحاولة بعد قليل")));
      connections.close(server, CLOSE.refused, "too many connections");
      return;
    }
    // One identity holds a bounded number of sockets per role: the newest wins, the oldest are told and closed.
    const mine = connections
      .list(playerId)
      .filter((ws) => connections.isOpen(ws))
      .map((socket) => ({ socket, attachment: this.sockets.of(socket) }))
      .filter((s) => roleOf(s.attachment) === (role ?? "player"));
    for (const old of displaced(mine, role ?? "player")) {
      this.reply(old, errorMessage("too_many_connections", "فُتحت هذه الغرفة في صفحة أخرى بالهوية نفسها، فأُغلقت هنا"));
      connections.close(old, CLOSE.refused, "opened elsewhere");
    }
    // A watching socket carries its role as a tag too, so the room finds its screens and audience without reading every attachment; the address tag counts it for its network.
    connections.accept(server, [playerId, ...(role ? [`role:${role}`] : []), ...(address ? [`addr:${address}`] : [])]);
    this.sockets.attach(server, {
      playerId,
      userId: arrival.userId || null,
      isAnonymous: arrival.anonymous === "1",
      deviceId: arrival.device || null,
      joined: false,
      connectedAt: this.ports.clock.now(),
      ...(role ? { role } : {}),
      // Its network: a held join counts against that network's share of the waiting list.
      ...(address ? { address } : {}),
    });
    // The alarm closes it if it has not joined in time, even while the room sleeps. An alarm
    // already due sooner will look again when it fires, so a burst of upgrades writes no alarm each.
    const due = this.ports.clock.now() + SOCKET_LIMITS.joinWithinMs;
    if (this.alarmAt === undefined || this.alarmAt === null || this.alarmAt > due) await this.schedule();
  }

  async message(ws: S, raw: string | ArrayBuffer): Promise<void> {
    this.metrics.framesIn++;
    // A socket the room has closed (displaced by a newer one, refused, over the rate) is served no more: its last frames would cost the room work for nobody.
    if (!this.ports.connections.isOpen(ws)) return;
    const now = this.ports.clock.now();
    // Every frame counts, a heartbeat or a malformed one too: past the rate the socket is told and closed, so a flood ends the flooder's socket, not the room.
    if (this.rate.over(ws, now)) {
      this.reply(ws, errorMessage("rate_limited", "رسائل كثيرة بسرعة، هدّي شوي"));
      this.rate.forget(ws);
      return this.ports.connections.close(ws, RETRY_CLOSE_CODES.rateLimited, "rate limited");
    }
    this.presence.heard(ws, now);
    const frame = readClientFrame(raw);
    if ("refusal" in frame) return this.reply(ws, frame.refusal);
    const { message } = frame;
    const me = this.sockets.of(ws);
    const room = this.room;
    if (!room) return;
    // Identity comes from the cookie checked at upgrade; fields in the frame must agree with it.
    if ((message.data.playerId && message.data.playerId !== me.playerId) || (message.data.roomCode && message.data.roomCode.toUpperCase() !== room.code))
      return this.reply(ws, errorMessage("identity_mismatch", "هوية اللاعب لا تطابق الاتصال"));
    try {
      if (this.presence.stale(now)) await this.run(ROOM_ACTIONS.presence, ROOM_ITSELF, { online: this.presence.heardFrom(this.room, now) });
      await this.handle(ws, me, message);
    } catch (error) {
      console.error("room actor failed to handle", message.type, error);
      this.reply(ws, errorMessage("invalid_action", "تعذّر تنفيذ الطلب، يُرجى المحاولة مرة أخرى"));
    }
  }

  /** A closed socket takes its seat offline at once, unless the player has another joined socket. */
  async socketGone(ws: S): Promise<void> {
    this.rate.forget(ws);
    this.sockets.forget(ws);
    this.presence.forget(ws);
    const a = this.sockets.of(ws);
    if (a?.role === "audience" && a.watching) this.watch.tallySoon();
    if (a?.role && a.watching) this.watch.listSoon();
    // The last big screen gone: the next show no longer waits for it on the phones.
    if (a?.role === "screen" && a.watching && this.room?.screenOn && !this.watch.attachments().some((x) => x.role === "screen" && x.watching && (x.playerId !== a.playerId || x.connectedAt !== a.connectedAt)))
      await this.run(ROOM_ACTIONS["screen-on"], ROOM_ITSELF, { on: false });
    // A held join leaves the queue with its last page: a request nobody waits on does not keep a place.
    if (a && !a.role && !a.joined && this.room?.pendingJoins?.some((p) => p.playerId === a.playerId) && !this.hasOpenPage(a.playerId, ws))
      return this.run(ROOM_ACTIONS["join-request-gone"], ROOM_ITSELF, { playerId: a.playerId });
    // A seat's last page that never joined: its seat's lapse may now come due, so the alarm looks again.
    if (a && !a.role && !a.joined && this.room?.seats[a.playerId]) return this.schedule();
    if (!a?.joined || !this.room?.seats[a.playerId]) return;
    // Only a joined socket keeps the seat online: one abandoned mid-handshake can linger open for many seconds.
    if (!this.sockets.hasOther(a.playerId, ws)) await this.run(ROOM_ACTIONS.presence, ROOM_ITSELF, { online: { [a.playerId]: false } });
  }

  /** The only alarm: the room's expiry, its phase deadline, or a one-shot while something waits on an offline player. */
  async alarm(): Promise<void> {
    this.alarmAt = undefined;
    const room = this.room;
    if (!room || room.expired) return;
    const now = this.ports.clock.now();
    this.presence.closeIdle(this.room, now);
    if (now >= room.expiresAt) return this.run(ROOM_ACTIONS.expire, ROOM_ITSELF, {});
    await this.run(ROOM_ACTIONS.tick, ROOM_ITSELF, { online: this.presence.heardFrom(this.room, now), connected: [...this.presence.connectedPlayers()] });
    await this.schedule();
  }

  // ---------- messages ----------

  /** Queries are answered here; everything that changes the room goes through the action table. */
  private async handle(ws: S, me: Attachment, message: ClientMessage): Promise<void> {
    const room = this.room!;
    switch (message.type) {
      case "ping":
        return this.reply(ws, { type: "pong", data: {} });
      case "heartbeat":
        return this.reply(ws, { type: "heartbeat-ack", data: { serverTime: this.ports.clock.now() } });
      case "clock-sync-request":
        return this.reply(ws, { type: "clock-sync-response", data: { clientTime: message.data.clientTime, serverTime: this.ports.clock.now() } });
      case "metrics-request":
        // The room's counts are the host's: connections, frames and writes tell a stranger how to hurt it.
        if (!me.joined || me.role || room.adminId !== me.playerId) return this.reply(ws, errorMessage("not_admin", "هذه المعلومات لمشرف الغرفة فقط"));
        return this.reply(ws, { type: "metrics-response", data: this.metricsSnapshot() });
    }
    // Screens and the audience enter through room actions too; a player socket is refused by them.
    if (message.type === "join-screen" || message.type === "join-audience" || message.type === "audience-vote")
      return this.run(WATCH_ACTIONS[message.type], me, message.data, ws);
    // A moderator's socket enters with its passcode and judges texts; it asks the room nothing else.
    if (message.type === "join-moderator" || message.type === "moderate-text") return this.run(MODERATOR_ACTIONS[message.type], me, message.data, ws);
    if (me.role === MODERATOR_ROLE) return this.reply(ws, errorMessage("not_moderator", "هذا الاتصال لمشرف النصوص: يقبل النصوص أو يرفضها فقط"));
    if (me.role) return this.watch.query(ws, me, message, this.room!);
    if (message.type !== "join-room" && (!me.joined || !room.seats[me.playerId])) return this.reply(ws, errorMessage("not_joined", "يلزم دخول الغرفة أولًا"));
    switch (message.type) {
      case "get-game-state":
        return this.reply(ws, { type: "get-game-state-response", data: { state: roomView(room, me.playerId) } });
      case "request-full-sync":
        return this.reply(ws, { type: "full-sync-response", data: { full: true, state: roomView(room, me.playerId) } });
      case "delta-sync-request":
        return this.reply(ws, this.eventLog.since(room, message.data.sinceVersion, me.playerId));
    }
    // What the room knows of the watcher to remove comes from its socket, never from the frame.
    if (message.type === "remove-watcher")
      return this.run(PLAYER_ACTIONS["remove-watcher"], me, { targetPlayerId: message.data.targetPlayerId, watcher: this.watch.facts(message.data.targetPlayerId) }, ws);
    // Which seats still hold an open page is the room's to know, never the frame's.
    if (message.type === "clear-offline-seats") return this.run(PLAYER_ACTIONS["clear-offline-seats"], me, { connected: [...this.presence.connectedPlayers()] }, ws);
    const name = playerActionOf(message.type, message.type === "game-action" ? message.data.action : undefined);
    await this.run(PLAYER_ACTIONS[name], me, message.data, ws);
  }

  /** Look up → authorise → read → handle → apply: the one path every change takes. */
  private async run(action: RoomAction, me: Me, data: unknown, ws?: S): Promise<void> {
    const notAdmin = (room: RoomRecord) => action.adminOnly && room.adminId !== me.playerId;
    const refusal = { code: "not_admin", message: action.notAdminMessage ?? "هذا الإجراء لمشرف الغرفة فقط" } as const;
    if (!this.room) return;
    if (notAdmin(this.room)) return this.refuse(ws, refusal);
    const now = this.ports.clock.now();
    const loaded = action.load ? await action.load(this.room, me, data, this.ports.db, now) : undefined;
    // The reads may have let other frames in: the step runs on the room as it is now, and its admin is asked again.
    const before = this.room;
    if (!before || before.expired) return;
    if (notAdmin(before)) return this.refuse(ws, refusal);
    // Only a watcher at the door is counted against its role's cap: a vote, or a player's action, never needs the counts.
    // Identities, not sockets, the actor's own left out: a second page of a watcher takes no second slot.
    const others = (role: WatchRole) => {
      const ids = watchingIdentities(this.watch.attachments(), role);
      ids.delete(me.playerId);
      return ids.size;
    };
    const watchers = me.role && !me.watching ? { screen: others("screen"), audience: others("audience") } : undefined;
    // An audience member's stored vote lives beside the record (room-storage.ts): a repeated action id is answered from it.
    const myVote = me.role === "audience" ? this.store.votes.get(me.playerId) : undefined;
    const result = action.handle(before, me, data, { now, loaded, watchers, ...(myVote ? { myVote } : {}) });
    if (isLiveError(result)) return this.refuse(ws, result);
    const change = withFast(withNight(withPrayerWatch(withRoster(before, playedSeats(result), now), now), now), now);
    // The audience as one team: a change ending a voting phase scores the audience's pick of it, read from the tally now.
    await this.apply(withAudienceTeam(before, change, () => this.watch.currentTally(before).choice), ws);
  }

  /**
   * A refusal of a name stays on an open socket: the join page shows why and the person
   * may try another name. One with nothing left to try (a full room, a kicked identity, a watcher
   * refused at its door) is closed at once after it is said, not left open.
   */
  private refuse(ws: S | undefined, error: LiveError) {
    if (!ws) return;
    this.reply(ws, errorMessage(error.code, error.message));
    const me = this.sockets.of(ws);
    if (CLOSING_REFUSALS.has(error.code) || (me.role && !me.watching)) this.ports.connections.close(ws, CLOSE.refused, error.code);
  }

  /**
   * Stores the change as the next version, then schedules, logs and tells: nothing a player hears
   * is lost by a restart. The change is run as its list of effects, in the order effects.ts gives
   * and explains (the write, the seats' frames, the watchers, the seating, the expiry, then D1).
   * The public view is built once for every effect that sends it; each game view is built once
   * per state and viewpoint (views.ts).
   */
  private async apply(change: RoomChange, ws?: S): Promise<void> {
    const effects = effectsOf(this.room, change);
    // The players' joined sockets as the write left them, for the frames every seat hears.
    let joined: Map<string, S[]> | undefined;
    let publicState: RoomView | undefined;
    const seats = () => (joined ??= this.sockets.joined());
    const publicOf = (room: RoomRecord) => (publicState ??= publicView(room));
    // The room as written: every effect after the write speaks of it, even after a nested run (an admitted player's presence) moved the room on.
    let room = this.room as RoomRecord;
    for (const effect of effects) {
      switch (effect.kind) {
        case "write": {
          const next = { ...effect.room, version: (this.room?.version ?? -1) + 1 };
          // The room moves on before the write is awaited: a frame whose read lands meanwhile steps from this
          // version, not the one before (its change would drop this one and reuse its version number).
          this.room = room = next;
          await this.store.write(next);
          await this.schedule();
          break;
        }
        case "events":
          for (const event of effect.events) {
            const message = { type: event.type, data: { ...event.data, version: room.version } } as ServerMessage;
            this.eventLog.push(room.version, message);
            this.sockets.sendAll(seats(), JSON.stringify(message));
          }
          break;
        case "state":
          // Whole-state messages differ per player, so a delta sync after one needs a full sync.
          this.eventLog.clear();
          this.sockets.broadcastState(seats(), room, effect.state);
          break;
        case "game-events":
          for (const event of effect.events) {
            const frame = JSON.stringify({ type: event.type, data: event.data });
            if (event.to === "all") this.sockets.sendAll(seats(), frame);
            else for (const socket of seats().get(event.to) ?? []) this.sockets.send(socket, frame);
          }
          break;
        case "dismiss":
          this.sockets.dismiss(effect.playerId, effect.message, effect.closeCode);
          this.watch.dismissOnShards(effect.playerId, effect.message, effect.closeCode);
          break;
        case "tell":
          for (const socket of this.playerSockets(effect.playerId)) this.reply(socket, effect.message);
          break;
        case "watchers-hear":
          await this.watch.hear(room, effect.change, () => publicOf(room));
          break;
        case "notice":
          this.watch.tellEveryone(JSON.stringify({ type: "room-notice", data: effect.notice }));
          break;
        case "vote":
          this.store.keepVote(effect.audienceId, effect.vote);
          this.watch.tallySoon();
          break;
        case "reply":
          if (ws) this.reply(ws, effect.message);
          break;
        case "watching": {
          if (!ws) break;
          const me = this.sockets.of(ws);
          if (!me.watching) this.sockets.attach(ws, { ...me, watching: true });
          this.reply(ws, { type: "watch-joined", data: { role: effect.role, state: publicOf(room), audience: this.watch.currentTally(room) } });
          // Everyone watching sees the audience grow.
          if (effect.role === "audience") this.watch.tallySoon();
          if (!me.watching) this.watch.listSoon();
          break;
        }
        case "watcher-list":
          this.watch.listSoon();
          break;
        case "refused":
          this.refuse(ws, effect.error);
          break;
        case "moderating": {
          if (!ws) break;
          const me = this.sockets.of(ws);
          if (!me.watching) this.sockets.attach(ws, { ...me, watching: true });
          this.reply(ws, { type: "moderator-joined", data: { texts: moderationQueue(room) } });
          // In: the alarm no longer waits to close it.
          await this.schedule();
          break;
        }
        case "moderation-queue": {
          const frame = JSON.stringify({ type: "moderation-queue", data: { texts: moderationQueue(room) } });
          for (const socket of this.ports.connections.list(`role:${MODERATOR_ROLE}`))
            if (this.ports.connections.isOpen(socket) && this.sockets.of(socket).watching) this.sockets.send(socket, frame);
          break;
        }
        case "seated": {
          if (!ws) break;
          // Marked joined only now, so the joiner hears room-joined rather than their own arrival.
          const me = this.sockets.of(ws);
          this.sockets.attach(ws, { ...me, joined: true });
          const state = roomView(room, me.playerId);
          this.reply(ws, { type: "room-joined", data: { playerId: me.playerId, isAdmin: state.isAdmin, state } });
          if (state.isAdmin && room.pendingJoins?.length) this.reply(ws, { type: "join-requests", data: { requests: requestViews(room) } });
          if (state.isAdmin && this.watch.attachments().length) this.watch.tellHost(room, [ws]);
          // Its join window no longer counts: the alarm set for it moves on, not left to wake the room for nothing.
          await this.schedule();
          break;
        }
        case "admitted":
          await this.admitted(room, effect.playerId);
          break;
        case "join-requests":
          // The host hears the waiting requests whenever they change or the host does.
          for (const socket of this.sockets.joined().get(room.adminId) ?? []) this.reply(socket, { type: "join-requests", data: { requests: requestViews(room) } });
          break;
        case "expired": {
          const message: ServerMessage = { type: "room-expired", data: { message: effect.message } };
          await this.ports.db.markExpired(room.roomId, this.ports.clock.now());
          this.sockets.dismiss(undefined, message, CLOSE.expired);
          this.watch.dismissOnShards(undefined, message, CLOSE.expired);
          break;
        }
        case "shown":
          await this.ports.db.rememberSeen(effect.shown.gameType, effect.shown.shown);
          break;
        case "activity":
          await this.ports.db.logSystemActivity(effect.line, room.roomId);
          break;
        case "night":
          if (effect.night.kind === "night") await this.ports.db.recordNight(effect.night.record);
          else await this.ports.db.recordGhost(effect.night.record);
          break;
      }
    }
  }

  private reply(ws: S, message: ServerMessage) {
    if (message.type === "error") message = { ...message, data: { ...message.data, message: refusalWords(message.data.message, this.room?.addressForm) } };
    this.sockets.reply(ws, message);
  }

  /** Whether the person has another open player page than `ws` (a screen or an audience socket is not one). */
  private hasOpenPage(playerId: string, ws: S): boolean {
    return this.playerSockets(playerId).some((s) => s !== ws && this.ports.connections.isOpen(s));
  }

  /** A person's player sockets, joined or not (a held joiner has no seat yet); never a screen or audience socket. */
  private playerSockets(playerId: string): S[] {
    return this.ports.connections.list(playerId).filter((socket) => !this.sockets.of(socket)?.role);
  }

  /** The host let someone in: their open sockets are seated; with none, the seat waits offline for their return. */
  private async admitted(room: RoomRecord, playerId: string) {
    const sockets = this.playerSockets(playerId).filter((socket) => this.ports.connections.isOpen(socket));
    for (const socket of sockets) {
      this.sockets.attach(socket, { ...this.sockets.of(socket), joined: true });
      const state = roomView(room, playerId);
      this.reply(socket, { type: "room-joined", data: { playerId, isAdmin: state.isAdmin, state } });
    }
    if (sockets.length) await this.schedule();
    if (!sockets.length) await this.run(ROOM_ACTIONS.presence, ROOM_ITSELF, { online: { [playerId]: false } });
  }

  // ---------- the alarm ----------

  /** Sets the one alarm to the earliest of expiry, the phase deadline, and any wait on an offline player. */
  private async schedule() {
    const room = this.room;
    if (!room || room.expired) {
      this.alarmAt = null;
      return this.ports.alarm.delete();
    }
    const next = this.presence.nextAlarmAt(room, this.ports.clock.now());
    if (this.alarmAt === undefined) this.alarmAt = await this.ports.alarm.get();
    if (this.alarmAt === next) return;
    await this.ports.alarm.set(next);
    this.alarmAt = next;
  }

  private metricsSnapshot() {
    const room = this.room!;
    const seats = Object.values(room.seats);
    return {
      connections: this.ports.connections.list().length,
      players: seats.length,
      onlinePlayers: seats.filter((s) => s.isOnline).length,
      version: room.version,
      uptimeMs: this.ports.clock.now() - this.metrics.startedAt,
      framesIn: this.metrics.framesIn,
      framesOut: this.sockets.framesOut,
      storageWrites: this.store.storageWrites,
      bytesWritten: this.store.bytesWritten,
    };
  }
}
