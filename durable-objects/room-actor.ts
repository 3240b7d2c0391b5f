import { DurableObject } from "cloudflare:workers";
import type { CategorySummary } from "../schema/api";
import { AVATAR_ASSETS, CLOSE_CODES, GAME_IDS, type GameType } from "../schema/limits";
import {
  clientMessageSchema,
  LIVE_LIMITS,
  PING_FRAME,
  PONG_FRAME,
  type ClientMessage,
  type GameView,
  type LiveErrorCode,
  type RoomView,
  type ServerMessage,
} from "../schema/protocol";
import { database } from "../worker/db";
import type { Env } from "../worker/env";
import { logActivity } from "../worker/services/activity";
import { activeAvatarChoices } from "../worker/services/avatars";
import { listCategories } from "../worker/services/catalog";
import "./games";
import { stepRandom } from "./engine/random";
import { findGame } from "./engine/registry";
import type { EngineAction, ServerEvent, ShownContent, Step } from "./engine/types";
import {
  checkSelection,
  checkStart,
  enginePlayers,
  isLiveError,
  joinSeat,
  livePlayers,
  newRoomRecord,
  removeSeat,
  renameSeat,
  setAvatar,
  setOnline,
  withAdmin,
  withPlayed,
  type AvatarChoices,
  type LiveError,
  type RoomInfo,
  type RoomRecord,
} from "./room/room-record";

/** What each socket remembers across hibernation (small: it is serialised). */
interface Attachment {
  playerId: string;
  userId: string | null;
  isAnonymous: boolean;
  joined: boolean;
}

/** Headers the worker sets when it forwards an upgrade; the actor trusts only these for identity. */
export const IDENTITY_HEADERS = {
  playerId: "X-Majlis-Player",
  userId: "X-Majlis-User",
  anonymous: "X-Majlis-Anonymous",
} as const;

const CLOSE = CLOSE_CODES;

const ADMIN_ONLY = new Set(["kick_player", "back_to_lobby", "restart_game", "expire_room", "next_round"]);
const STORAGE_KEY = "room";

/**
 * One live room: its sockets, its storage, its single alarm and the fan-out of
 * what changes. Room rules live in room/room-record.ts and game rules in the
 * games; this class only moves data between them, storage and sockets.
 */
export class RoomActor extends DurableObject<Env> {
  private room: RoomRecord | null = null;
  /** Recent broadcast events for delta sync; memory only, so a miss falls back to a full sync. */
  private eventLog: { version: number; message: ServerMessage }[] = [];
  private rate = new Map<WebSocket, { tokens: number; at: number }>();
  private lastSeen = new Map<WebSocket, number>();
  private attachments = new WeakMap<WebSocket, Attachment>();
  private catalogCache = new Map<GameType, { gamePremium: boolean; categories: CategorySummary[] }>();
  private avatarCache: { at: number; choices: AvatarChoices } | null = null;
  private metrics = { startedAt: Date.now(), framesIn: 0, framesOut: 0 };
  /** Grace periods ending up to here were handed to the game; after a wake it starts at 0, so one may be handed twice, harmlessly. */
  private graceCheckedAt = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Heartbeats are answered by the runtime without waking the room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
    ctx.blockConcurrencyWhile(async () => {
      this.room = (await ctx.storage.get<RoomRecord>(STORAGE_KEY)) ?? null;
    });
  }

  // ---------- entry points ----------

  /** Called by the worker when the room is created, so its expiry alarm exists even if nobody connects. */
  async init(info: RoomInfo): Promise<void> {
    if (this.room) return;
    await this.save(newRoomRecord(info, Date.now()));
    await this.schedule();
  }

  /** Players and state for `GET /api/rooms/{code}`. */
  async summary() {
    const room = this.room;
    if (!room) return null;
    return {
      players: Object.values(livePlayers(room)),
      stateJson: {
        currentPhase: room.game ? this.gameView(room, room.adminId)?.currentPhase ?? "lobby" : "lobby",
        inLobby: !room.game,
        gameType: room.lobby.gameType,
      },
      expired: room.expired,
    };
  }

  /** Told by the admin content routes that categories changed: the lobby's next check and the next start read them from D1 again. */
  async contentChanged(): Promise<void> {
    this.catalogCache.clear();
  }

  /** Called by room cleanup after the room left the D1 index: its storage and alarm go, so no play data stays behind. */
  async purge(): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) ws.close(CLOSE.expired, "room expired");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.room = null;
  }

  /** The creator bought premium while the room is open: its premium games and categories unlock for everyone in it, now. */
  async upgradeToPremium(): Promise<void> {
    const room = this.room;
    if (!room || room.isPremium || room.expired) return;
    await this.save({ ...room, isPremium: true, version: room.version + 1 });
    this.broadcastState("game-state");
  }

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response("expected a WebSocket", { status: 426 });
    // The worker calls `init` over RPC before forwarding: room names are Arabic, and header values must be ASCII.
    const room = this.room;
    const playerId = request.headers.get(IDENTITY_HEADERS.playerId);
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    if (!room || !playerId || room.expired) {
      server.accept();
      server.send(JSON.stringify(errorMessage("room_expired", "انتهت صلاحية الغرفة")));
      server.close(CLOSE.refused, "room unavailable");
      return new Response(null, { status: 101, webSocket: client });
    }
    const attachment: Attachment = {
      playerId,
      userId: request.headers.get(IDENTITY_HEADERS.userId) || null,
      isAnonymous: request.headers.get(IDENTITY_HEADERS.anonymous) === "1",
      joined: false,
    };
    this.ctx.acceptWebSocket(server, [playerId]);
    this.attach(server, attachment);
    this.lastSeen.set(server, Date.now());
    await this.schedule();
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    this.metrics.framesIn++;
    this.lastSeen.set(ws, Date.now());
    if (typeof raw !== "string") return this.reply(ws, errorMessage("invalid_message", "رسالة غير صالحة"));
    if (raw.length > LIVE_LIMITS.maxFrameChars) return this.reply(ws, errorMessage("frame_too_large", "الرسالة أكبر من المسموح"));
    if (this.overRate(ws)) return this.reply(ws, errorMessage("rate_limited", "رسائل كثيرة بسرعة، هدّي شوي"));
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return this.reply(ws, errorMessage("invalid_message", "رسالة غير صالحة"));
    }
    const parsed = clientMessageSchema.safeParse(json);
    if (!parsed.success) return this.reply(ws, errorMessage("invalid_message", "رسالة غير صالحة"));
    const message = parsed.data;
    const me = this.attachmentOf(ws);
    const room = this.room;
    if (!room) return;
    // Identity comes from the cookie checked at upgrade; fields in the frame must agree with it.
    if ((message.data.playerId && message.data.playerId !== me.playerId) || (message.data.roomCode && message.data.roomCode.toUpperCase() !== room.code))
      return this.reply(ws, errorMessage("identity_mismatch", "هوية اللاعب لا تطابق الاتصال"));
    try {
      await this.handle(ws, me, message);
    } catch (error) {
      console.error("room actor failed to handle", message.type, error);
      this.reply(ws, errorMessage("invalid_action", "تعذّر تنفيذ الطلب، حاول مرة أخرى"));
    }
  }

  async webSocketClose(ws: WebSocket): Promise<void> {
    await this.socketGone(ws);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    await this.socketGone(ws);
  }

  /** One alarm serves every timer: room expiry, the game's phase deadline and the presence check. */
  async alarm(): Promise<void> {
    const room = this.room;
    if (!room || room.expired) return;
    const now = Date.now();
    if (now >= room.expiresAt) return this.expire("انتهت صلاحية الغرفة");
    const deadline = room.game?.deadline;
    if (deadline && now >= deadline.at) await this.runEngine({ kind: "timer", phaseSeq: deadline.phaseSeq });
    // A player offline past the grace period is no longer waited for: the game may now end the phase early.
    if (this.room!.game && graceEndsBetween(this.room!, this.graceCheckedAt, now)) await this.runEngine({ kind: "roster", players: enginePlayers(this.room!) });
    this.graceCheckedAt = now;
    await this.checkPresence(now);
    await this.schedule();
  }

  // ---------- messages ----------

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
        return this.reply(ws, { type: "metrics-response", data: this.metricsSnapshot() });
      case "join-room":
        return this.join(ws, me, message.data);
    }
    if (!me.joined || !room.seats[me.playerId]) return this.reply(ws, errorMessage("not_joined", "ادخل الغرفة أولاً"));
    switch (message.type) {
      case "get-game-state":
        return this.reply(ws, { type: "get-game-state-response", data: { state: this.view(room, me.playerId) } });
      case "request-full-sync":
        return this.reply(ws, { type: "full-sync-response", data: { full: true, state: this.view(room, me.playerId) } });
      case "delta-sync-request":
        return this.reply(ws, this.delta(message.data.sinceVersion, me.playerId));
      case "update-avatar": {
        const choices = await this.avatarChoices();
        if (!this.room?.seats[me.playerId]) return;
        const next = setAvatar(this.room, me.playerId, message.data.avatar, choices);
        const avatar = next.seats[me.playerId].avatar;
        return this.commit(next, (version) => ({ type: "avatar-updated", data: { playerId: me.playerId, avatar, version } }));
      }
      case "change-nickname": {
        const next = renameSeat(room, me.playerId, message.data.nickname);
        if (isLiveError(next)) return this.reply(ws, liveError(next));
        const nickname = next.seats[me.playerId].nickname;
        return this.commit(next, (version) => ({ type: "nickname-changed", data: { playerId: me.playerId, nickname, version } }));
      }
      case "update-settings":
        return this.updateSettings(ws, me, message.data);
      case "start-game":
        return this.startGame(ws, me, message.data);
      case "end-game":
        return this.adminOnly(ws, me, () => this.endGame("end_game"));
      case "game-action":
        return this.gameAction(ws, me, message.data);
    }
  }

  private async join(ws: WebSocket, me: Attachment, data: Extract<ClientMessage, { type: "join-room" }>["data"]) {
    const avatarChoices = await this.avatarChoices();
    const room = this.room!;
    const result = joinSeat(room, { playerId: me.playerId, userId: me.userId, isAnonymous: me.isAnonymous, nickname: data.nickname, avatar: data.avatar, avatarChoices }, Date.now());
    if (isLiveError(result)) {
      this.reply(ws, liveError(result));
      if (result.code === "kicked") ws.close(CLOSE.kicked, "kicked");
      return;
    }
    const seat = result.room.seats[me.playerId];
    const changed = !result.rejoined || !room.seats[me.playerId]?.isOnline || room.adminId !== result.room.adminId;
    if (changed) {
      const player = livePlayers(result.room)[me.playerId];
      await this.commit(result.room, (version) =>
        room.adminId !== result.room.adminId
          ? { type: "participants-sync", data: { players: livePlayers(result.room), adminId: result.room.adminId, version } }
          : result.rejoined
            ? { type: "player-status-update", data: { playerId: seat.playerId, isOnline: true, version } }
            : { type: "player-joined", data: { player, version } },
      );
      if (result.room.game) await this.runEngine({ kind: "roster", players: enginePlayers(this.room!) });
    }
    // Marked joined only now, so the joiner hears room-joined rather than their own arrival.
    this.attach(ws, { ...me, joined: true });
    const state = this.view(this.room!, me.playerId);
    this.reply(ws, { type: "room-joined", data: { playerId: me.playerId, isAdmin: state.isAdmin, state } });
  }

  private async updateSettings(ws: WebSocket, me: Attachment, data: { gameType: GameType; categories?: string[]; settings?: Record<string, number> }) {
    const room = this.room!;
    if (room.adminId !== me.playerId) return this.reply(ws, errorMessage("not_admin", "تغيير الإعدادات لمشرف الغرفة فقط"));
    const selection = checkSelection(room, data, await this.catalog(data.gameType));
    if (isLiveError(selection)) return this.reply(ws, liveError(selection));
    await this.commit({ ...room, lobby: selection }, (version) => ({ type: "lobby-settings", data: { ...selection, version } }));
  }

  private async startGame(ws: WebSocket, me: Attachment, data: { gameType?: GameType; categories?: string[]; settings?: Record<string, number> }) {
    const room = this.room!;
    // The checks of spec 001 §5, in order: admin, (connection), players, premium game, categories.
    if (room.adminId !== me.playerId) return this.reply(ws, errorMessage("not_admin", "بدء اللعبة لمشرف الغرفة فقط"));
    const gameType = data.gameType ?? room.lobby.gameType;
    const requested = { gameType, categories: data.categories ?? room.lobby.categories, settings: data.settings ?? room.lobby.settings };
    const selection = checkSelection(room, requested, await this.catalog(gameType));
    if (isLiveError(selection)) return this.reply(ws, liveError(selection));
    const refusal = checkStart(room, selection);
    if (refusal) return this.reply(ws, liveError(refusal));
    if (!findGame(gameType)) return this.reply(ws, errorMessage("game_unavailable", "هذه اللعبة غير متاحة حاليًا"));
    await this.launch(ws, { ...room, lobby: selection }, "game-started");
  }

  private async gameAction(ws: WebSocket, me: Attachment, data: Extract<ClientMessage, { type: "game-action" }>["data"]) {
    const room = this.room!;
    const now = Date.now();
    if (ADMIN_ONLY.has(data.action) && room.adminId !== me.playerId)
      return this.reply(ws, errorMessage("not_admin", "هذا الإجراء لمشرف الغرفة فقط"));
    switch (data.action) {
      case "leave_room": {
        await this.commit(removeSeat(room, me.playerId, now), (version) => ({ type: "player-left", data: { playerId: me.playerId, version } }));
        await this.afterRosterChange(room.adminId);
        for (const socket of this.ctx.getWebSockets(me.playerId)) {
          this.reply(socket, { type: "left-room", data: { message: "طلعت من الغرفة" } });
          socket.close(1000, "left");
        }
        return;
      }
      case "kick_player": {
        const target = data.targetPlayerId;
        if (!target || target === me.playerId || !room.seats[target])
          return this.reply(ws, errorMessage("invalid_target", "ما تقدر تطرد هذا اللاعب"));
        await this.commit(removeSeat(room, target, now, true), (version) => ({ type: "player-kicked", data: { playerId: target, version } }));
        await this.afterRosterChange(room.adminId);
        for (const socket of this.ctx.getWebSockets(target)) {
          this.reply(socket, { type: "kicked", data: { message: "تم طردك من الغرفة" } });
          socket.close(CLOSE.kicked, "kicked");
        }
        return;
      }
      case "back_to_lobby":
        return this.endGame("back_to_lobby");
      case "restart_game":
        if (!room.game) return this.reply(ws, errorMessage("invalid_action", "ما فيه لعبة تنعاد"));
        return this.launch(ws, room, "game-restarted");
      case "expire_room":
        return this.expire("انتهت الغرفة بقرار من مشرفها");
      default:
        if (!room.game) return this.reply(ws, errorMessage("invalid_action", "اللعبة ما بدأت"));
        return this.runEngine({ kind: "player", playerId: me.playerId, action: data.action, data: { ...data } });
    }
  }

  private adminOnly(ws: WebSocket, me: Attachment, run: () => Promise<void>) {
    if (this.room!.adminId !== me.playerId) return this.reply(ws, errorMessage("not_admin", "هذا الإجراء لمشرف الغرفة فقط"));
    return run();
  }

  // ---------- game engine ----------

  private async launch(ws: WebSocket, room: RoomRecord, kind: "game-started" | "game-restarted") {
    const gameType = room.lobby.gameType;
    const game = findGame(gameType)!;
    const players = enginePlayers(room);
    const db = this.env.DB;
    // Asked each time, not cached: an admin may switch a game off while rooms of it are open.
    const listed = await db.prepare("SELECT is_active, name_ar FROM games WHERE id = ?").bind(GAME_IDS[gameType]).first<{ is_active: number; name_ar: string }>();
    if (!listed?.is_active) return this.reply(ws, errorMessage("game_unavailable", "هذه اللعبة غير متاحة حاليًا، اختر لعبة ثانية"));
    const content = await game.loadContent(
      { query: async (sql, ...params) => ((await db.prepare(sql).bind(...params).all()).results as never[]) },
      { categories: room.lobby.categories, settings: room.lobby.settings, players, played: room.played?.[gameType] ?? [] },
    );
    if (content === null) return this.reply(ws, errorMessage("no_content", "ما فيه محتوى كافي في الفئات المختارة، اختر فئات ثانية"));
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    const step = game.definition.setup({
      players,
      settings: room.lobby.settings,
      categories: room.lobby.categories,
      content,
      random: stepRandom(seed, 0),
      now: Date.now(),
    });
    const next: RoomRecord = {
      ...withPlayed(room, gameType, step.shown),
      version: room.version + 1,
      game: { gameType, seed, step: 1, state: step.state, deadline: step.deadline ?? null },
    };
    await this.save(next);
    await this.schedule();
    this.broadcastState(kind);
    this.sendEvents(step.events);
    await this.rememberSeen(gameType, step.shown);
    if (kind === "game-started") await logActivity(database(db), { actionAr: `بدأت لعبة «${listed.name_ar}» في الغرفة ${room.code}`, actorType: "system", actorId: room.roomId });
  }

  private async runEngine(action: EngineAction) {
    const room = this.room!;
    const record = room.game;
    if (!record) return;
    const game = findGame(record.gameType);
    if (!game) return;
    const before = this.gameView(room, room.adminId)?.phaseSeq;
    const step: Step<unknown> = game.definition.apply(record.state, action, {
      random: stepRandom(record.seed, record.step),
      now: Date.now(),
      adminId: room.adminId,
    });
    const stateChanged = step.state !== record.state;
    if (stateChanged) {
      const deadline = step.deadline === undefined ? record.deadline : step.deadline;
      await this.save({
        ...withPlayed(room, record.gameType, step.shown),
        version: room.version + 1,
        game: { ...record, step: record.step + 1, state: step.state, deadline },
      });
      await this.schedule();
      const after = this.gameView(this.room!, this.room!.adminId)?.phaseSeq;
      this.broadcastState(after !== before ? "phase-changed" : "game-state");
    }
    this.sendEvents(step.events);
    await this.rememberSeen(record.gameType, step.shown);
  }

  /** Remembers what signed-in players saw, so their next rooms prefer fresh content. Best effort. */
  private async rememberSeen(gameType: GameType, shown: ShownContent[] | undefined) {
    const rows = (shown ?? []).flatMap((s) => s.userIds.map((userId) => [userId, GAME_IDS[gameType], Number(s.contentId)] as const));
    if (rows.length === 0) return;
    const insert = this.env.DB.prepare("INSERT OR IGNORE INTO seen_content (user_id, game_id, content_id) VALUES (?, ?, ?)");
    try {
      await this.env.DB.batch(rows.map((row) => insert.bind(...row)));
    } catch (error) {
      console.error("could not remember seen content", error);
    }
  }

  private async endGame(reason: "back_to_lobby" | "end_game") {
    const room = this.room!;
    await this.save({ ...room, version: room.version + 1, game: null });
    await this.schedule();
    for (const [ws, playerId] of this.joinedSockets()) this.reply(ws, { type: "game-ended", data: { reason, state: this.view(this.room!, playerId) } });
  }

  private async afterRosterChange(previousAdmin: string) {
    const room = this.room!;
    if (room.adminId !== previousAdmin)
      await this.commit(room, (version) => ({ type: "participants-sync", data: { players: livePlayers(room), adminId: room.adminId, version } }));
    if (room.game) await this.runEngine({ kind: "roster", players: enginePlayers(this.room!) });
  }

  private gameView(room: RoomRecord, playerId: string): GameView | null {
    const record = room.game;
    const game = record && findGame(record.gameType);
    if (!record || !game) return null;
    const view = game.definition.playerView(record.state, playerId);
    return { ...view, gameType: record.gameType };
  }

  // ---------- state, storage and fan-out ----------

  private view(room: RoomRecord, playerId: string): RoomView {
    const game = this.gameView(room, playerId);
    const players = livePlayers(room);
    for (const [id, status] of Object.entries(game?.playerStatus ?? {})) if (players[id]) Object.assign(players[id], status);
    return {
      code: room.code,
      name: room.name,
      version: room.version,
      isPremium: room.isPremium,
      expiresAt: room.expiresAt,
      adminId: room.adminId,
      isAdmin: room.adminId === playerId,
      you: playerId,
      inLobby: !game,
      currentPhase: game?.currentPhase ?? "lobby",
      gameType: room.lobby.gameType,
      lobby: room.lobby,
      players,
      game,
    };
  }

  /** Stores the room first, then tells everyone: nothing a player hears is lost by a restart. */
  private async save(room: RoomRecord) {
    await this.ctx.storage.put(STORAGE_KEY, room);
    this.room = room;
  }

  /** Saves a change as the next version and broadcasts its event to every seated socket. */
  private async commit(room: RoomRecord, event: (version: number) => ServerMessage) {
    const version = room.version + 1;
    await this.save({ ...room, version });
    const message = event(version);
    this.eventLog.push({ version, message });
    if (this.eventLog.length > LIVE_LIMITS.deltaLogSize) this.eventLog.shift();
    const frame = JSON.stringify(message);
    for (const [ws] of this.joinedSockets()) this.sendFrame(ws, frame);
  }

  /** Whole-state messages differ per player, so delta sync after one needs a full sync. */
  private broadcastState(type: "game-started" | "game-restarted" | "phase-changed" | "game-state") {
    const room = this.room!;
    this.eventLog = [];
    for (const [ws, playerId] of this.joinedSockets()) this.reply(ws, { type, data: { state: this.view(room, playerId) } } as ServerMessage);
  }

  private sendEvents(events: ServerEvent[]) {
    for (const event of events)
      for (const [ws, playerId] of this.joinedSockets())
        if (event.to === "all" || event.to === playerId) this.reply(ws, { type: event.type, data: event.data } as ServerMessage);
  }

  private delta(sinceVersion: number, playerId: string): ServerMessage {
    const room = this.room!;
    const events = this.eventLog.filter((e) => e.version > sinceVersion);
    const contiguous = sinceVersion >= room.version || (events.length > 0 && events[0].version === sinceVersion + 1 && events.at(-1)!.version === room.version);
    if (contiguous)
      return { type: "delta-sync-response", data: { fromVersion: sinceVersion, toVersion: room.version, full: false, events: events.map((e) => e.message) } };
    return { type: "delta-sync-response", data: { fromVersion: sinceVersion, toVersion: room.version, full: true, events: [], state: this.view(room, playerId) } };
  }

  private *joinedSockets(): Generator<[WebSocket, string]> {
    for (const ws of this.ctx.getWebSockets()) {
      const a = this.attachmentOf(ws);
      if (a?.joined) yield [ws, a.playerId];
    }
  }

  /** Stores a socket's attachment (it survives hibernation) and keeps a copy at hand. */
  private attach(ws: WebSocket, attachment: Attachment) {
    ws.serializeAttachment(attachment);
    this.attachments.set(ws, attachment);
  }

  /** Every broadcast walks every socket, so attachments are deserialised once per wake, not per send. */
  private attachmentOf(ws: WebSocket): Attachment {
    let attachment = this.attachments.get(ws);
    if (!attachment) {
      attachment = ws.deserializeAttachment() as Attachment;
      this.attachments.set(ws, attachment);
    }
    return attachment;
  }

  private reply(ws: WebSocket, message: ServerMessage) {
    this.sendFrame(ws, JSON.stringify(message));
  }

  private sendFrame(ws: WebSocket, frame: string) {
    try {
      ws.send(frame);
      this.metrics.framesOut++;
    } catch {
      // The socket closed under us; its close handler updates presence.
    }
  }

  /** Token bucket per socket; it lives in memory only, so waking from hibernation simply refills it. */
  private overRate(ws: WebSocket): boolean {
    const now = Date.now();
    const bucket = this.rate.get(ws) ?? { tokens: LIVE_LIMITS.rateBurstFrames, at: now };
    bucket.tokens = Math.min(LIVE_LIMITS.rateBurstFrames, bucket.tokens + ((now - bucket.at) / 1000) * LIVE_LIMITS.rateRefillPerSecond);
    bucket.at = now;
    this.rate.set(ws, bucket);
    if (bucket.tokens < 1) return true;
    bucket.tokens -= 1;
    return false;
  }

  private async catalog(gameType: GameType) {
    let entry = this.catalogCache.get(gameType);
    if (!entry) {
      const db = database(this.env.DB);
      const categories = await listCategories(db, gameType);
      const game = await this.env.DB.prepare("SELECT is_premium FROM games WHERE id = ?").bind(GAME_IDS[gameType]).first<{ is_premium: number }>();
      entry = { gamePremium: !!game?.is_premium, categories };
      this.catalogCache.set(gameType, entry);
    }
    return entry;
  }

  /** Active avatar assets from D1, re-read after a short while so an admin's change reaches live rooms; the last good copy if D1 fails. */
  private async avatarChoices(): Promise<AvatarChoices | undefined> {
    const now = Date.now();
    if (this.avatarCache && now - this.avatarCache.at < AVATAR_ASSETS.actorCacheMs) return this.avatarCache.choices;
    try {
      this.avatarCache = { at: now, choices: await activeAvatarChoices(this.env.DB) };
    } catch (error) {
      console.error("room actor could not read avatar assets", error);
    }
    return this.avatarCache?.choices;
  }

  // ---------- presence, expiry and the alarm ----------

  private async socketGone(ws: WebSocket) {
    this.rate.delete(ws);
    this.lastSeen.delete(ws);
    const a = this.attachmentOf(ws);
    const room = this.room;
    if (!a?.joined || !room?.seats[a.playerId]) return;
    // Only a socket that joined keeps the seat online: one abandoned while connecting (a page
    // that closed or remounted mid-handshake) can linger open here for many seconds.
    const stillHere = this.ctx.getWebSockets(a.playerId).some((s) => s !== ws && s.readyState === WebSocket.OPEN && this.attachmentOf(s)?.joined);
    if (!stillHere) await this.markOnline(a.playerId, false);
  }

  private async markOnline(playerId: string, isOnline: boolean) {
    const room = this.room!;
    const next = setOnline(room, playerId, isOnline, Date.now());
    if (next === room) return;
    await this.commit(next, (version) => ({ type: "player-status-update", data: { playerId, isOnline, version } }));
    await this.afterRosterChange(room.adminId);
  }

  /** A seat whose sockets have all missed heartbeats is shown offline; it comes back when they answer again. */
  private async checkPresence(now: number) {
    const room = this.room!;
    const fresh = new Set<string>();
    for (const [ws, playerId] of this.joinedSockets()) {
      const heard = Math.max(this.lastSeen.get(ws) ?? 0, this.ctx.getWebSocketAutoResponseTimestamp(ws)?.getTime() ?? 0);
      // After hibernation nothing lived in memory: give the socket the benefit of the doubt once.
      if (!this.lastSeen.has(ws)) this.lastSeen.set(ws, now);
      if (now - (heard || now) < LIVE_LIMITS.offlineAfterMs) fresh.add(playerId);
    }
    for (const seat of Object.values(room.seats)) {
      if (seat.isOnline && !fresh.has(seat.playerId)) await this.markOnline(seat.playerId, false);
      else if (!seat.isOnline && fresh.has(seat.playerId)) await this.markOnline(seat.playerId, true);
    }
    // An admin hand-over may have come due without any socket event.
    const current = this.room!;
    const next = withAdmin(current, now);
    if (next !== current)
      await this.commit(next, (version) => ({ type: "participants-sync", data: { players: livePlayers(next), adminId: next.adminId, version } }));
  }

  private async expire(message: string) {
    const room = this.room!;
    await this.save({ ...room, expired: true, game: null, version: room.version + 1 });
    await this.env.DB.prepare("UPDATE rooms SET status = 'expired', ended_at = ? WHERE id = ?").bind(Date.now(), room.roomId).run();
    await this.ctx.storage.deleteAlarm();
    for (const ws of this.ctx.getWebSockets()) {
      this.reply(ws, { type: "room-expired", data: { message } });
      ws.close(CLOSE.expired, "room expired");
    }
  }

  private async schedule() {
    const room = this.room;
    if (!room || room.expired) return;
    const times = [room.expiresAt];
    if (room.game?.deadline) times.push(room.game.deadline.at);
    if (room.game) times.push(...graceEnds(room).filter((at) => at > Date.now()));
    if (this.ctx.getWebSockets().length > 0) times.push(Date.now() + LIVE_LIMITS.presenceCheckMs);
    const next = Math.min(...times);
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > next || current < Date.now()) await this.ctx.storage.setAlarm(next);
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
      framesOut: this.metrics.framesOut,
    };
  }
}

/** When each offline seat's turn grace ends. */
function graceEnds(room: RoomRecord): number[] {
  return Object.values(room.seats).flatMap((s) => (!s.isOnline && s.offlineSince !== null ? [s.offlineSince + LIVE_LIMITS.turnGraceMs] : []));
}

function graceEndsBetween(room: RoomRecord, after: number, upTo: number): boolean {
  return graceEnds(room).some((at) => at > after && at <= upTo);
}

function errorMessage(code: LiveErrorCode, message: string): ServerMessage {
  return { type: "error", data: { code, message, ...(code === "duplicate_nickname" ? { type: code } : {}) } };
}

function liveError(error: LiveError): ServerMessage {
  return errorMessage(error.code, error.message);
}
