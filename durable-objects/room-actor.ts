import { DurableObject } from "cloudflare:workers";
import { CLOSE_CODES, RETRY_CLOSE_CODES, SOCKET_LIMITS, WATCH_LIMITS } from "../schema/limits";
import {
  clientMessageSchema,
  LIVE_LIMITS,
  PING_FRAME,
  PONG_FRAME,
  type ClientMessage,
  type LiveErrorCode,
  type ServerMessage,
  type AudienceTallyView,
  type WatchRole,
  WATCH_ROLES,
} from "../schema/protocol";
import type { Env } from "../data/env";
import { PLAYER_ACTIONS, playerActionOf, ROOM_ACTIONS, WATCH_ACTIONS } from "./room/actions";
import { adminHandOverAt, graceEnds } from "./room/actions/tick";
import type { RoomAction } from "./room/actions/types";
import { ROOM_ITSELF, type Me, type RoomChange } from "./room/change";
import { EventLog } from "./room/event-log";
import { withRoster } from "./room/game-step";
import { prayerAlarmAt, withPrayerWatch } from "./room/prayer-breaks";
import { requestsChanged, requestViews } from "./room/join-requests";
import { RateLimit } from "./room/rate-limit";
import { RoomDb } from "./room/room-db";
import { isLiveError, livePlayers, newRoomRecord, type LiveError, type RoomInfo, type RoomRecord } from "./room/room-record";
import { RoomStore } from "./room/room-storage";
import { displaced, joinDueAt, roleOf, watchersView, watchingIdentities } from "./room/socket-caps";
import { Sockets, type Attachment } from "./room/sockets";
import { gameView, roomView } from "./room/views";
import { WATCHER_VIEWPOINT } from "./room/watchers";
import { publicView, tally, tallyScope } from "./room/watchers";

/** Headers the worker sets when it forwards an upgrade; the actor trusts only these for identity. */
export const IDENTITY_HEADERS = {
  playerId: "X-Majlis-Player",
  userId: "X-Majlis-User",
  anonymous: "X-Majlis-Anonymous",
  /** The browser's signed device id (issue 30), checked by the worker; absent when the browser has none. */
  device: "X-Majlis-Device",
  /** "screen" or "audience" for a watching socket; absent for a player. */
  role: "X-Majlis-Role",
  /** The caller's address as limits count it (an IPv6 /64, issue 37); absent where it is not counted (this machine in development). */
  address: "X-Majlis-Address",
} as const;

/** Refusals after which a socket has nothing left to try (issue 37): it hears why and is closed at once. */
const CLOSING_REFUSALS: ReadonlySet<string> = new Set(["room_full", "kicked", "too_many_connections"]);

const CLOSE = CLOSE_CODES;

/**
 * One live room, as a thin shell: parse a frame, look its action up, check the
 * admin once, run the action, and `apply` the change it returns (store, alarm,
 * fan-out). Room rules live in room/, game rules in the games, D1 in room/room-db.ts.
 */
export class RoomActor extends DurableObject<Env> {
  private room: RoomRecord | null = null;
  private readonly store: RoomStore;
  private readonly db: RoomDb;
  private readonly sockets: Sockets;
  private readonly eventLog = new EventLog();
  private readonly rate = new RateLimit();
  /** The last frame from each socket; memory only, the runtime's auto-response time covers a sleep. */
  private lastHeard = new Map<WebSocket, number>();
  /** The alarm as last set; undefined until read after a wake, since the runtime clears one that fired. */
  private alarmAt: number | null | undefined;
  /** When presence was last derived from the sockets; 0 after a wake, so the first message looks. */
  private presenceAt = 0;
  private metrics = { startedAt: Date.now(), framesIn: 0 };
  /** The pending audience tally frame: votes are told as counts, at most every WATCH_LIMITS.tallyEveryMs. */
  private tallyTimer: ReturnType<typeof setTimeout> | null = null;
  /** The pending watcher list for the host (issue 37), folded like the tally. */
  private watchersTimer: ReturnType<typeof setTimeout> | null = null;
  /** The scope (round, and in «عنّا» the subject's vote) the watchers' tally was last told for; undefined after a wake, so the first change tells it again. */
  private tallyKey: string | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RoomStore(ctx.storage);
    this.db = new RoomDb(env.DB);
    this.sockets = new Sockets(ctx);
    // Heartbeats are answered by the runtime without waking the room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
    ctx.blockConcurrencyWhile(async () => {
      this.room = await this.store.load();
    });
  }

  // ---------- RPCs from the worker ----------

  /** Called when the room is created, so its expiry alarm exists even if nobody connects. */
  async init(info: RoomInfo): Promise<void> {
    if (!this.room) await this.apply({ room: newRoomRecord(info, Date.now()) });
  }

  /** Players and state for `GET /api/rooms/{code}`. */
  async summary() {
    const room = this.room;
    if (!room) return null;
    return {
      players: Object.values(livePlayers(room)),
      stateJson: { currentPhase: gameView(room, room.adminId)?.currentPhase ?? "lobby", inLobby: !room.game, gameType: room.lobby.gameType },
      expired: room.expired,
      // How the room speaks (the big screen's first frame, worker/routes/pages.ts); not part of the public lookup.
      addressForm: room.addressForm,
    };
  }

  /** Categories changed: the lobby's next check and the next start read them from D1 again. */
  async contentChanged(): Promise<void> {
    this.db.contentChanged();
  }

  /** The room left the D1 index: its storage and alarm go, so no play data stays behind. */
  async purge(): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) ws.close(CLOSE.expired, "room expired");
    await this.store.purge();
    this.room = null;
    this.alarmAt = null;
  }

  async upgradeToPremium(): Promise<void> {
    await this.run(ROOM_ACTIONS["upgrade-premium"], ROOM_ITSELF, {});
  }

  /** Development only (issue 34): the prayer the running game waits for comes in `inMs`; false when it waits for none. */
  async rehearsePrayer(inMs: number): Promise<boolean> {
    await this.run(ROOM_ACTIONS["rehearse-prayer"], ROOM_ITSELF, { inMs });
    return !!this.room?.prayerNext && this.room.prayerNext.at <= Date.now() + inMs;
  }

  // ---------- sockets ----------

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response("expected a WebSocket", { status: 426 });
    // The worker calls `init` over RPC before forwarding: room names are Arabic, and header values must be ASCII.
    const room = this.room;
    const playerId = request.headers.get(IDENTITY_HEADERS.playerId);
    const [client, server] = Object.values(new WebSocketPair());
    if (!room || !playerId || room.expired) {
      server.accept();
      server.send(JSON.stringify(errorMessage("room_expired", "انتهت صلاحية الغرفة")));
      server.close(CLOSE.refused, "room unavailable");
      return new Response(null, { status: 101, webSocket: client });
    }
    const role = WATCH_ROLES.find((r) => r === request.headers.get(IDENTITY_HEADERS.role));
    const address = request.headers.get(IDENTITY_HEADERS.address);
    // One address holds a bounded number of sockets across roles (issue 37); past it the newcomer is refused and closed.
    if (address && this.ctx.getWebSockets(`addr:${address}`).filter((ws) => ws.readyState === WebSocket.OPEN).length >= SOCKET_LIMITS.perAddress) {
      server.accept();
      server.send(JSON.stringify(errorMessage("too_many_connections", "اتصالات كثيرة بهذه الغرفة من هذه الشبكة، يُرجى المحاولة بعد قليل")));
      server.close(CLOSE.refused, "too many connections");
      return new Response(null, { status: 101, webSocket: client });
    }
    // One identity holds a bounded number of sockets per role (issue 37): the newest wins, the oldest are told and closed.
    const mine = this.ctx
      .getWebSockets(playerId)
      .filter((ws) => ws.readyState === WebSocket.OPEN)
      .map((socket) => ({ socket, attachment: this.sockets.of(socket) }))
      .filter((s) => roleOf(s.attachment) === (role ?? "player"));
    for (const old of displaced(mine, role ?? "player")) {
      this.reply(old, errorMessage("too_many_connections", "فُتحت هذه الغرفة في صفحة أخرى بالهوية نفسها، فأُغلقت هنا"));
      old.close(CLOSE.refused, "opened elsewhere");
    }
    // A watching socket carries its role as a tag too, so the room finds its screens and audience without reading every attachment; the address tag counts it for its network.
    this.ctx.acceptWebSocket(server, [playerId, ...(role ? [`role:${role}`] : []), ...(address ? [`addr:${address}`] : [])]);
    this.sockets.attach(server, {
      playerId,
      userId: request.headers.get(IDENTITY_HEADERS.userId) || null,
      isAnonymous: request.headers.get(IDENTITY_HEADERS.anonymous) === "1",
      deviceId: request.headers.get(IDENTITY_HEADERS.device) || null,
      joined: false,
      connectedAt: Date.now(),
      ...(role ? { role } : {}),
    });
    // The alarm closes it if it has not joined in time (issue 37), even while the room sleeps. An alarm
    // already due sooner will look again when it fires, so a burst of upgrades writes no alarm each.
    const due = Date.now() + SOCKET_LIMITS.joinWithinMs;
    if (this.alarmAt === undefined || this.alarmAt === null || this.alarmAt > due) await this.schedule();
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    this.metrics.framesIn++;
    // A socket the room has closed (displaced by a newer one, refused, over the rate) is served no more: its last frames would cost the room work for nobody.
    if (ws.readyState !== WebSocket.OPEN) return;
    const now = Date.now();
    // Every frame counts, a heartbeat or a malformed one too (issue 37): past the rate the socket is told and closed, so a flood ends the flooder's socket, not the room.
    if (this.rate.over(ws, now)) {
      this.reply(ws, errorMessage("rate_limited", "رسائل كثيرة بسرعة، هدّي شوي"));
      this.rate.forget(ws);
      return ws.close(RETRY_CLOSE_CODES.rateLimited, "rate limited");
    }
    this.lastHeard.set(ws, now);
    if (typeof raw !== "string") return this.reply(ws, errorMessage("invalid_message", "رسالة غير صالحة"));
    if (raw.length > LIVE_LIMITS.maxFrameChars) return this.reply(ws, errorMessage("frame_too_large", "الرسالة أكبر من المسموح"));
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return this.reply(ws, errorMessage("invalid_message", "رسالة غير صالحة"));
    }
    const parsed = clientMessageSchema.safeParse(json);
    if (!parsed.success) return this.reply(ws, errorMessage("invalid_message", "رسالة غير صالحة"));
    const message = parsed.data;
    const me = this.sockets.of(ws);
    const room = this.room;
    if (!room) return;
    // Identity comes from the cookie checked at upgrade; fields in the frame must agree with it.
    if ((message.data.playerId && message.data.playerId !== me.playerId) || (message.data.roomCode && message.data.roomCode.toUpperCase() !== room.code))
      return this.reply(ws, errorMessage("identity_mismatch", "هوية اللاعب لا تطابق الاتصال"));
    try {
      if (now - this.presenceAt >= LIVE_LIMITS.offlineAfterMs) await this.run(ROOM_ACTIONS.presence, ROOM_ITSELF, { online: this.heardFrom(now) });
      await this.handle(ws, me, message);
    } catch (error) {
      console.error("room actor failed to handle", message.type, error);
      this.reply(ws, errorMessage("invalid_action", "تعذّر تنفيذ الطلب، يُرجى المحاولة مرة أخرى"));
    }
  }

  async webSocketClose(ws: WebSocket): Promise<void> {
    await this.socketGone(ws);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    await this.socketGone(ws);
  }

  /** The only alarm: the room's expiry, its phase deadline, or a one-shot while something waits on an offline player. */
  async alarm(): Promise<void> {
    this.alarmAt = undefined;
    const room = this.room;
    if (!room || room.expired) return;
    const now = Date.now();
    this.closeIdle(now);
    if (now >= room.expiresAt) return this.run(ROOM_ACTIONS.expire, ROOM_ITSELF, {});
    await this.run(ROOM_ACTIONS.tick, ROOM_ITSELF, { online: this.heardFrom(now) });
    await this.schedule();
  }

  // ---------- messages ----------

  /** Queries are answered here; everything that changes the room goes through the action table. */
  private async handle(ws: WebSocket, me: Attachment, message: ClientMessage): Promise<void> {
    const room = this.room!;
    switch (message.type) {
      case "ping":
        return this.reply(ws, { type: "pong", data: {} });
      case "heartbeat":
        return this.reply(ws, { type: "heartbeat-ack", data: { serverTime: Date.now() } });
      case "clock-sync-request":
        return this.reply(ws, { type: "clock-sync-response", data: { clientTime: message.data.clientTime, serverTime: Date.now() } });
      case "metrics-request":
        // The room's counts are the host's (issue 37): connections, frames and writes tell a stranger how to hurt it.
        if (!me.joined || me.role || room.adminId !== me.playerId) return this.reply(ws, errorMessage("not_admin", "هذه المعلومات لمشرف الغرفة فقط"));
        return this.reply(ws, { type: "metrics-response", data: this.metricsSnapshot() });
    }
    // Screens and the audience enter through room actions too (issue 31); a player socket is refused by them.
    if (message.type === "join-screen" || message.type === "join-audience" || message.type === "audience-vote")
      return this.run(WATCH_ACTIONS[message.type], me, message.data, ws);
    if (me.role) return this.watcherQuery(ws, me, message);
    if (message.type !== "join-room" && (!me.joined || !room.seats[me.playerId])) return this.reply(ws, errorMessage("not_joined", "يلزم دخول الغرفة أولًا"));
    switch (message.type) {
      case "get-game-state":
        return this.reply(ws, { type: "get-game-state-response", data: { state: roomView(room, me.playerId) } });
      case "request-full-sync":
        return this.reply(ws, { type: "full-sync-response", data: { full: true, state: roomView(room, me.playerId) } });
      case "delta-sync-request":
        return this.reply(ws, this.eventLog.since(room, message.data.sinceVersion, me.playerId));
    }
    // What the room knows of the watcher to remove comes from its socket, never from the frame (issue 37).
    if (message.type === "remove-watcher")
      return this.run(PLAYER_ACTIONS["remove-watcher"], me, { targetPlayerId: message.data.targetPlayerId, watcher: this.watcherFacts(message.data.targetPlayerId) }, ws);
    const name = playerActionOf(message.type, message.type === "game-action" ? message.data.action : undefined);
    await this.run(PLAYER_ACTIONS[name], me, message.data, ws);
  }

  // ---------- screens and the audience ----------

  /** Watching sockets of one role that have joined (docs/protocol.md). */
  private watchers(role: WatchRole): WebSocket[] {
    return this.ctx.getWebSockets(`role:${role}`).filter((ws) => this.sockets.of(ws)?.watching);
  }

  /** A watching identity's account and browser, as its socket carries them; null when it watches nothing now. */
  private watcherFacts(playerId: string): { userId: string | null; deviceId: string | null } | null {
    const a = this.ctx.getWebSockets(playerId).map((ws) => this.sockets.of(ws)).find((x) => x?.role && x.watching);
    return a ? { userId: a.userId, deviceId: a.deviceId ?? null } : null;
  }

  /** Attachments of every open socket that watches. */
  private watchingAttachments(): Attachment[] {
    return [...this.watchers("screen"), ...this.watchers("audience")].filter((ws) => ws.readyState === WebSocket.OPEN).map((ws) => this.sockets.of(ws));
  }

  /**
   * Tells the host who watches (issue 37), at most every WATCH_LIMITS.tallyEveryMs however many
   * come and go: the screens, the newest audience members and their count.
   */
  private watchersSoon() {
    if (this.watchersTimer) return;
    this.watchersTimer = setTimeout(() => {
      this.watchersTimer = null;
      const room = this.room;
      if (!room) return;
      this.tellHostWatchers(room);
    }, WATCH_LIMITS.tallyEveryMs);
  }

  private tellHostWatchers(room: RoomRecord, sockets = this.sockets.joined().get(room.adminId) ?? []) {
    if (!sockets.length) return;
    const frame = JSON.stringify({ type: "watchers", data: watchersView(this.watchingAttachments(), room.adminId, WATCH_LIMITS.hostListAudience) });
    for (const socket of sockets) this.sockets.send(socket, frame);
  }

  /** Closes the sockets that have not joined within SOCKET_LIMITS.joinWithinMs (issue 37); a page opens another once its name is typed. */
  private closeIdle(now: number) {
    const held = new Set((this.room?.pendingJoins ?? []).map((p) => p.playerId));
    for (const ws of this.ctx.getWebSockets()) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      const due = joinDueAt(this.sockets.of(ws), held);
      if (due !== null && due <= now) ws.close(RETRY_CLOSE_CODES.idle, "join timeout");
    }
  }

  /** The earliest time a socket that has not joined is due to close, or null. */
  private idleDueAt(): number | null {
    const held = new Set((this.room?.pendingJoins ?? []).map((p) => p.playerId));
    let due: number | null = null;
    for (const ws of this.ctx.getWebSockets()) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      const at = joinDueAt(this.sockets.of(ws), held);
      if (at !== null && (due === null || at < due)) due = at;
    }
    return due;
  }

  /** What a watching socket may ask besides its actions: the public view again. Nothing else. */
  private watcherQuery(ws: WebSocket, me: Attachment, message: ClientMessage): void {
    if (!me.watching) return this.reply(ws, errorMessage("not_joined", "يُرجى الانضمام أولًا"));
    if (message.type === "get-game-state" || message.type === "request-full-sync")
      return this.reply(ws, { type: "watch-state", data: { state: publicView(this.room!) } });
    return this.reply(ws, errorMessage("not_watching", "الشاشة والجمهور يشاهدون فقط"));
  }

  /**
   * Every change reaches the watchers as one public view, serialised once for all of them.
   * A new round (or game) starts the audience's tally empty (issue 31): the last round's votes
   * go, and the watchers are told the empty tally, so no count of an earlier pick lingers.
   */
  private async watchersHear(room: RoomRecord, change: RoomChange) {
    const watchers = [...this.watchers("screen"), ...this.watchers("audience")];
    if (watchers.length === 0 && this.store.votes.size === 0) return;
    const view = publicView(room);
    const round = view.game?.roundNumber ?? null;
    const newGame = change.state === "game-started" || change.state === "game-restarted";
    // A new game's round 1 is not the last game's: null keeps no vote.
    await this.store.dropVotesBut(newGame ? null : round);
    if (newGame || tallyScope(view.game).key !== this.tallyKey) this.tallySoon();
    if (watchers.length === 0) return;
    const frame = JSON.stringify({ type: "watch-state", data: { state: view } });
    for (const ws of watchers) this.sockets.send(ws, frame);
  }

  /** A frame every socket in the room reads: joined players, screens and the audience. */
  private tellEveryone(frame: string) {
    this.sockets.sendAll(this.sockets.joined(), frame);
    for (const ws of [...this.watchers("screen"), ...this.watchers("audience")]) this.sockets.send(ws, frame);
  }

  /** The audience's votes of the current round as counts (the public view's round: null outside a game). */
  private currentTally(room: RoomRecord | null = this.room): AudienceTallyView {
    const scope = this.tallyScopeOf(room);
    return tally(this.store.votes.values(), scope.round, this.watchers("audience").length, scope.options);
  }

  /** Which votes count now (watchers.ts's tallyScope of the public view): the round's, or in «عنّا» the current subject's. */
  private tallyScopeOf(room: RoomRecord | null) {
    return tallyScope(room?.game ? gameView(room, WATCHER_VIEWPOINT) : null);
  }

  /**
   * Schedules one tally frame; more calls before it goes are folded into it. It goes to the
   * screens and the audience, who show it; players never read it, so they are not sent it.
   */
  private tallySoon() {
    if (this.tallyTimer) return;
    this.tallyTimer = setTimeout(() => {
      this.tallyTimer = null;
      const current = this.currentTally();
      const watchers = [...this.watchers("screen"), ...this.watchers("audience")];
      const key = this.tallyScopeOf(this.room).key;
      if (!watchers.length || (current.count === 0 && current.total === 0 && key === this.tallyKey)) return;
      this.tallyKey = key;
      const frame = JSON.stringify({ type: "audience-tally", data: current });
      for (const ws of watchers) this.sockets.send(ws, frame);
    }, WATCH_LIMITS.tallyEveryMs);
  }

  /** Look up → authorise → read → handle → apply: the one path every change takes. */
  private async run(action: RoomAction, me: Me, data: unknown, ws?: WebSocket): Promise<void> {
    const notAdmin = (room: RoomRecord) => action.adminOnly && room.adminId !== me.playerId;
    const refusal = { code: "not_admin", message: action.notAdminMessage ?? "هذا الإجراء لمشرف الغرفة فقط" } as const;
    if (!this.room) return;
    if (notAdmin(this.room)) return this.refuse(ws, refusal);
    const now = Date.now();
    const loaded = action.load ? await action.load(this.room, me, data, this.db, now) : undefined;
    // The reads may have let other frames in: the step runs on the room as it is now, and its admin is asked again.
    const before = this.room;
    if (!before || before.expired) return;
    if (notAdmin(before)) return this.refuse(ws, refusal);
    // Only a watcher at the door is counted against its role's cap: a vote, or a player's action, never needs the counts.
    // Identities, not sockets (issue 37), the actor's own left out: a second page of a watcher takes no second slot.
    const others = (role: WatchRole) => {
      const ids = watchingIdentities(this.watchingAttachments(), role);
      ids.delete(me.playerId);
      return ids.size;
    };
    const watchers = me.role && !me.watching ? { screen: others("screen"), audience: others("audience") } : undefined;
    const result = action.handle(before, me, data, { now, loaded, watchers });
    if (isLiveError(result)) return this.refuse(ws, result);
    await this.apply(withPrayerWatch(withRoster(before, result, now), now), ws);
  }

  /**
   * A refusal of a name stays on an open socket (issue 30): the join page shows why and the person
   * may try another name. One with nothing left to try (a full room, a kicked identity, a watcher
   * refused at its door) is closed at once after it is said (issue 37), not left open.
   */
  private refuse(ws: WebSocket | undefined, error: LiveError) {
    if (!ws) return;
    this.reply(ws, errorMessage(error.code, error.message));
    const me = this.sockets.of(ws);
    if (CLOSING_REFUSALS.has(error.code) || (me.role && !me.watching)) ws.close(CLOSE.refused, error.code);
  }

  /** Stores the change as the next version, then schedules, logs and tells: nothing a player hears is lost by a restart. */
  private async apply(change: RoomChange, ws?: WebSocket): Promise<void> {
    const before = this.room;
    if (change.room) {
      const next = { ...change.room, version: (this.room?.version ?? -1) + 1 };
      await this.store.write(next);
      this.room = next;
      await this.schedule();
    }
    const room = this.room!;
    const joined = this.sockets.joined();
    for (const event of change.room ? (change.events ?? []) : []) {
      const message = { type: event.type, data: { ...event.data, version: room.version } } as ServerMessage;
      this.eventLog.push(room.version, message);
      this.sockets.sendAll(joined, JSON.stringify(message));
    }
    if (change.state) {
      // Whole-state messages differ per player, so a delta sync after one needs a full sync.
      this.eventLog.clear();
      this.sockets.broadcastState(joined, room, change.state);
    }
    for (const event of change.gameEvents ?? []) {
      const frame = JSON.stringify({ type: event.type, data: event.data });
      if (event.to === "all") this.sockets.sendAll(joined, frame);
      else for (const socket of joined.get(event.to) ?? []) this.sockets.send(socket, frame);
    }
    for (const { playerId, message, closeCode } of change.dismiss ?? []) this.sockets.dismiss(playerId, message, closeCode);
    for (const { playerId, message } of change.tell ?? []) for (const socket of this.playerSockets(playerId)) this.reply(socket, message);
    if (change.room) await this.watchersHear(room, change);
    for (const notice of change.notices ?? []) this.tellEveryone(JSON.stringify({ type: "room-notice", data: notice }));
    if (change.vote) {
      this.store.keepVote(change.vote.audienceId, change.vote.vote);
      this.tallySoon();
    }
    if (change.reply && ws) this.reply(ws, change.reply);
    if (change.watching && ws) {
      const me = this.sockets.of(ws);
      if (!me.watching) this.sockets.attach(ws, { ...me, watching: true });
      this.reply(ws, { type: "watch-joined", data: { role: change.watching, state: publicView(room), audience: this.currentTally(room) } });
      // Everyone watching sees the audience grow.
      if (change.watching === "audience") this.tallySoon();
      if (!me.watching) this.watchersSoon();
    }
    if (change.watchersChanged || (change.room && before && before.adminId !== room.adminId)) this.watchersSoon();
    if (change.seated && ws) {
      // Marked joined only now, so the joiner hears room-joined rather than their own arrival.
      const me = this.sockets.of(ws);
      this.sockets.attach(ws, { ...me, joined: true });
      const state = roomView(room, me.playerId);
      this.reply(ws, { type: "room-joined", data: { playerId: me.playerId, isAdmin: state.isAdmin, state } });
      if (state.isAdmin && room.pendingJoins?.length) this.reply(ws, { type: "join-requests", data: { requests: requestViews(room) } });
      if (state.isAdmin && this.watchingAttachments().length) this.tellHostWatchers(room, [ws]);
    }
    for (const playerId of change.admitted ?? []) await this.admitted(room, playerId);
    // The host hears the waiting requests whenever they change or the host does (issue 30).
    if (change.room && requestsChanged(before, room))
      for (const socket of this.sockets.joined().get(room.adminId) ?? []) this.reply(socket, { type: "join-requests", data: { requests: requestViews(room) } });
    if (change.expired) {
      await this.db.markExpired(room.roomId, Date.now());
      this.sockets.dismiss(undefined, { type: "room-expired", data: { message: change.expired } }, CLOSE.expired);
    }
    if (change.shown) await this.db.rememberSeen(change.shown.gameType, change.shown.shown);
    if (change.activity) await this.db.logSystemActivity(change.activity, room.roomId);
  }

  private reply(ws: WebSocket, message: ServerMessage) {
    this.sockets.reply(ws, message);
  }

  /** A person's player sockets, joined or not (a held joiner has no seat yet); never a screen or audience socket. */
  private playerSockets(playerId: string): WebSocket[] {
    return this.ctx.getWebSockets(playerId).filter((socket) => !this.sockets.of(socket)?.role);
  }

  /** The host let someone in (issue 30): their open sockets are seated; with none, the seat waits offline for their return. */
  private async admitted(room: RoomRecord, playerId: string) {
    const sockets = this.playerSockets(playerId).filter((socket) => socket.readyState === WebSocket.OPEN);
    for (const socket of sockets) {
      this.sockets.attach(socket, { ...this.sockets.of(socket), joined: true });
      const state = roomView(room, playerId);
      this.reply(socket, { type: "room-joined", data: { playerId, isAdmin: state.isAdmin, state } });
    }
    if (!sockets.length) await this.run(ROOM_ACTIONS.presence, ROOM_ITSELF, { online: { [playerId]: false } });
  }

  // ---------- presence and the alarm ----------

  /** A closed socket takes its seat offline at once, unless the player has another joined socket. */
  private async socketGone(ws: WebSocket) {
    this.rate.forget(ws);
    this.sockets.forget(ws);
    this.lastHeard.delete(ws);
    const a = this.sockets.of(ws);
    if (a?.role === "audience" && a.watching) this.tallySoon();
    if (a?.role && a.watching) this.watchersSoon();
    if (!a?.joined || !this.room?.seats[a.playerId]) return;
    // Only a joined socket keeps the seat online: one abandoned mid-handshake can linger open for many seconds.
    if (!this.sockets.hasOther(a.playerId, ws)) await this.run(ROOM_ACTIONS.presence, ROOM_ITSELF, { online: { [a.playerId]: false } });
  }

  /**
   * Which seats have a joined socket heard from within the heartbeat timeout: the
   * runtime's auto-response time (pings answered while the room slept), the last
   * frame, or the connection itself.
   */
  private heardFrom(now: number): Record<string, boolean> {
    this.presenceAt = now;
    const online: Record<string, boolean> = Object.fromEntries(Object.keys(this.room?.seats ?? {}).map((id) => [id, false]));
    for (const [playerId, sockets] of this.sockets.joined())
      for (const ws of sockets) if (now - this.heardAt(ws, now) < LIVE_LIMITS.offlineAfterMs && playerId in online) online[playerId] = true;
    return online;
  }

  /** The last sign of life on a socket: a frame, a ping the runtime answered, or the connection itself. */
  private heardAt(ws: WebSocket, now: number): number {
    return Math.max(this.lastHeard.get(ws) ?? 0, this.ctx.getWebSocketAutoResponseTimestamp(ws)?.getTime() ?? 0, this.sockets.of(ws).connectedAt ?? now);
  }

  /**
   * When the first seat shown online would fall silent past the heartbeat timeout (issue 22):
   * the alarm looks then, so a phone that died without closing its socket is noticed within
   * seconds even when nobody else sends anything. Null when no seat is online.
   */
  private silenceDueAt(now: number): number | null {
    let due: number | null = null;
    for (const seat of Object.values(this.room?.seats ?? {})) {
      if (!seat.isOnline) continue;
      const sockets = this.ctx.getWebSockets(seat.playerId).filter((ws) => this.sockets.of(ws)?.joined);
      if (!sockets.length) continue;
      const at = Math.max(...sockets.map((ws) => this.heardAt(ws, now))) + LIVE_LIMITS.offlineAfterMs;
      due = due === null ? at : Math.min(due, at);
    }
    return due;
  }

  /** Sets the one alarm to the earliest of expiry, the phase deadline, and any wait on an offline player. */
  private async schedule() {
    const room = this.room;
    if (!room || room.expired) {
      this.alarmAt = null;
      return this.ctx.storage.deleteAlarm();
    }
    const now = Date.now();
    const times = [room.expiresAt];
    if (room.game?.deadline) times.push(room.game.deadline.at);
    if (room.game) times.push(...graceEnds(room).filter((at) => at > now));
    // «استراحة الصلاة» (issue 34): a break's end, the next prayer, or its notice a minute before.
    const prayer = prayerAlarmAt(room);
    if (prayer !== null) times.push(Math.max(prayer, now + 1));
    const handOver = adminHandOverAt(room);
    if (handOver !== null && handOver > now) times.push(handOver);
    // Only while a game runs: a lobby at rest does not wake (a silent seat there is seen by the next frame).
    const silence = room.game ? this.silenceDueAt(now) : null;
    if (silence !== null) times.push(Math.max(silence, now + 1));
    // A socket that has not joined closes when its join window ends (issue 37).
    const idle = this.idleDueAt();
    if (idle !== null) times.push(Math.max(idle, now + 1));
    const next = Math.min(...times);
    if (this.alarmAt === undefined) this.alarmAt = await this.ctx.storage.getAlarm();
    if (this.alarmAt === next) return;
    await this.ctx.storage.setAlarm(next);
    this.alarmAt = next;
  }

  private metricsSnapshot() {
    const room = this.room!;
    const seats = Object.values(room.seats);
    return {
      connections: this.ctx.getWebSockets().length,
      players: seats.length,
      onlinePlayers: seats.filter((s) => s.isOnline).length,
      version: room.version,
      uptimeMs: Date.now() - this.metrics.startedAt,
      framesIn: this.metrics.framesIn,
      framesOut: this.sockets.framesOut,
      storageWrites: this.store.storageWrites,
      bytesWritten: this.store.bytesWritten,
    };
  }
}

function errorMessage(code: LiveErrorCode, message: string): ServerMessage {
  return { type: "error", data: { code, message, ...(code === "duplicate_nickname" ? { type: code } : {}) } };
}
