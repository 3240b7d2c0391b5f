// The live room connection (spec 000 §4 "Live room connection", §9; DESIGN §6).
// One WebSocket to /ws?code={CODE} with join, heartbeat, clock sync, reconnect
// with backoff, send debounce and a short send queue. The one client for every
// role: a player joins a seat; a big screen or an audience member
// (`role`) joins as a watcher on the same socket life. No React here: the hook
// in use-room.ts wires it to a screen, and everything that waits takes its
// clock and timers from the options so tests drive it with fake ones.
//
// Only types come from schema/protocol.ts: importing its values would pull zod
// into the room screen's bundle (about 120 KiB); the wire constants live in
// schema/limits.ts, which has no dependencies. The timings and pure send rules
// are in connection-policy.ts, the reading of server frames in server-frames.ts.
import { LIVE_CLIENT, PING_FRAME, PONG_FRAME, PROTOCOL_VERSION } from "../../../schema/limits";
import { NOT_SENT_CODE, notSentText } from "../../../schema/not-sent";
import type { ClientMessage, ClientMessageType, LiveAvatar, ServerMessage, WatchRole } from "../../../schema/protocol";
import {
  CLIENT_RESET_CLOSE_CODE,
  CLOCK_SLEW_RATE,
  CLOCK_SYNC_INTERVAL_MS,
  CLOCK_SYNC_RETRIES,
  CLOCK_SYNC_RETRY_MS,
  CLOCK_SYNC_SAMPLES,
  CLOCK_SYNC_SLOW_RTT_MS,
  CONNECT_TIMEOUT_MS,
  ERROR_RECONNECT_MS,
  FINAL_CLOSE_CODES,
  HEARTBEAT_MS,
  JOIN_REFUSALS,
  JOIN_STATE_REQUEST_DELAY_MS,
  MONITOR_MS,
  PAGE_HIDDEN_CLOSE_CODE,
  PROBE_TIMEOUT_MS,
  QUEUE_POLL_MS,
  QUEUE_WAIT_MS,
  STALE_AFTER_MS,
  WATCH_STALE_AFTER_MS,
  backoffDelay,
  debounceOf,
  shouldSendAvatar,
  unsentActionOf,
} from "./connection-policy";
import { parseServerFrame } from "./server-frames";
import { TapOutbox, tapOf } from "./tap-outbox";

export { PING_FRAME, PONG_FRAME, PROTOCOL_VERSION };
export * from "./connection-policy";
export { parseServerFrame } from "./server-frames";

const OPEN = 1;
const CLOSED = 3;

// ---------- types ----------

export type ConnectionStatus = "disconnected" | "connecting" | "connected" | "reconnecting";

/** The part of the browser WebSocket the connection uses. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface TimerApi {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface DocumentLike extends EventTargetLike {
  readonly visibilityState?: string;
}

/** Who is on the socket: a seated player, or a watcher (the big screen, the audience). */
export type SocketRole = "player" | WatchRole;

export interface RoomConnectionOptions {
  roomCode: string;
  playerId: string;
  /** "player" (the default) joins a seat with `join`; "screen" and "audience" join as watchers as soon as the socket opens. */
  role?: SocketRole;
  /** Defaults to ws(s)://{host}/ws?code={CODE} of the current page. */
  url?: string;
  createSocket?: (url: string) => WebSocketLike;
  now?: () => number;
  timers?: TimerApi;
  /** Listened to for "online"; defaults to the global window. */
  window?: EventTargetLike | null;
  /** Listened to for "visibilitychange"; defaults to the global document. */
  document?: DocumentLike | null;
  /** The running game's phase as the page shows it (null outside a game): a tap carries it, so the room never applies it to a later phase. */
  phaseSeq?: () => number | null;
}

export interface JoinInfo {
  nickname: string;
  isAnonymous: boolean;
  avatar: LiveAvatar | null;
  /** The page was just reloaded: the server's avatar wins, ours is not sent. */
  justRefreshed: boolean;
}

/** The data of one client message without the fields the connection adds. */
export type ClientMessageData<T extends ClientMessageType> = Omit<Extract<ClientMessage, { type: T }>["data"], "playerId" | "roomCode">;

// ---------- helpers ----------

const defaultTimers: TimerApi = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};

/** The socket address of a room on the page's own host (wss on https); a watcher's carries its role. */
export function roomSocketUrl(roomCode: string, location: { protocol: string; host: string } = globalThis.location, role: SocketRole = "player"): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/ws?code=${encodeURIComponent(roomCode)}${role === "player" ? "" : `&role=${role}`}`;
}

// ---------- the connection ----------

export class RoomConnection {
  readonly roomCode: string;
  readonly playerId: string;
  readonly role: SocketRole;
  private readonly url: string;
  private readonly createSocket: (url: string) => WebSocketLike;
  private readonly now: () => number;
  private readonly timers: TimerApi;
  private readonly win: EventTargetLike | null;
  private readonly doc: DocumentLike | null;

  private ws: WebSocketLike | null = null;
  private wsOpened = false;
  private wsCreatedAt = 0;
  private lastFrameAt = 0;
  private currentStatus: ConnectionStatus = "disconnected";
  /** close() was called: nothing reconnects until connect(). */
  private stopped = true;
  /** The server ended this seat (final close code or final message): nothing reconnects. */
  private ended = false;
  private finalCode: number | null = null;
  private everOpened = false;
  private attempts = 0;

  private reconnectTimer: unknown = null;
  private heartbeatTimer: unknown = null;
  private monitorTimer: unknown = null;
  private clockTimer: unknown = null;
  private stateTimer: unknown = null;
  private clockRetryTimer: unknown = null;
  /** Slow samples taken again since the last join (CLOCK_SYNC_RETRIES). */
  private clockRetries = 0;
  private probeTimer: unknown = null;

  private joinInfo: JoinInfo | null = null;
  private joinSent = false;
  private joinAccepted = false;
  private readonly lastSentAt = new Map<string, number>();
  private clockSamples: { rtt: number; offset: number }[] = [];
  private offset = 0;
  /** While `serverNow` moves towards a corrected offset: the offset it had when the correction came, and when (CLOCK_SLEW_RATE). */
  private slewFrom: { offset: number; at: number } | null = null;

  private readonly messageListeners = new Set<(message: ServerMessage) => void>();
  private readonly statusListeners = new Set<(status: ConnectionStatus) => void>();
  /** Players' moves and audience votes kept until the room answers them. */
  private readonly taps: TapOutbox;
  private readonly phaseSeq: () => number | null;

  constructor(options: RoomConnectionOptions) {
    this.roomCode = options.roomCode;
    this.playerId = options.playerId;
    this.role = options.role ?? "player";
    this.url = options.url ?? roomSocketUrl(options.roomCode, globalThis.location, this.role);
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as WebSocketLike);
    this.now = options.now ?? (() => Date.now());
    this.timers = options.timers ?? defaultTimers;
    this.win = options.window !== undefined ? options.window : typeof window !== "undefined" ? window : null;
    this.doc = options.document !== undefined ? options.document : typeof document !== "undefined" ? document : null;
    this.phaseSeq = options.phaseSeq ?? (() => null);
    this.taps = new TapOutbox({ timers: this.timers, write: (frame) => this.write(frame), emit: (message) => this.dispatch(message) });
  }

  /** Taps the room has not answered yet. */
  get pendingTaps(): number {
    return this.taps.size;
  }

  get status(): ConnectionStatus {
    return this.currentStatus;
  }

  /** Server clock minus ours, in ms (best of the last 5 round trips). */
  get clockOffset(): number {
    return this.offset;
  }

  /** The server's idea of now, to count down to `phaseEndsAt`. */
  serverNow(): number {
    const t = this.now();
    return t + this.shownOffset(t);
  }

  /** The offset `serverNow` uses at `t`: the estimate, reached gradually after a correction. */
  private shownOffset(t: number): number {
    const from = this.slewFrom;
    if (!from) return this.offset;
    const gap = this.offset - from.offset;
    const step = Math.max(0, t - from.at) * CLOCK_SLEW_RATE;
    if (Math.abs(gap) <= step) {
      this.slewFrom = null;
      return this.offset;
    }
    return from.offset + Math.sign(gap) * step;
  }

  /** A room-joined answered the current join (stays true across reconnects). */
  get joined(): boolean {
    return this.joinAccepted;
  }

  /** The close code that ended the connection for good (1000, 1001, 4001-4003), if any. */
  get closeCode(): number | null {
    return this.finalCode;
  }

  /** Whether the socket is open right now. */
  get isOpen(): boolean {
    return this.ws !== null && this.ws.readyState === OPEN && this.wsOpened;
  }

  onMessage(fn: (message: ServerMessage) => void): () => void {
    this.messageListeners.add(fn);
    return () => void this.messageListeners.delete(fn);
  }

  onStatus(fn: (status: ConnectionStatus) => void): () => void {
    this.statusListeners.add(fn);
    return () => void this.statusListeners.delete(fn);
  }

  connect(): void {
    if (!this.stopped && !this.ended) return;
    this.teardown();
    this.stopped = false;
    this.ended = false;
    this.finalCode = null;
    this.attempts = 0;
    this.everOpened = false;
    this.monitorTimer = this.timers.setInterval(() => this.monitor(), MONITOR_MS);
    this.clockTimer = this.timers.setInterval(() => this.syncClock(), CLOCK_SYNC_INTERVAL_MS);
    this.win?.addEventListener("online", this.resume);
    this.win?.addEventListener("pagehide", this.onPageHide);
    this.win?.addEventListener("pageshow", this.resume);
    this.doc?.addEventListener("visibilitychange", this.onVisibility);
    this.openSocket();
  }

  /** Intentional close (code 1000): no reconnect. */
  close(): void {
    this.stopped = true;
    this.taps.clear();
    this.teardown();
    this.dropSocket(1000, "client closed");
    this.setStatus("disconnected");
  }

  /** Remembers the join and sends it now and after every reconnect; the state is requested 100 ms later. */
  join(info: JoinInfo): void {
    this.joinInfo = { ...info, nickname: info.nickname.trim() };
    this.joinSent = false;
    this.joinAccepted = false;
    if (this.isOpen) this.sendJoin();
  }

  /**
   * Sends one message, adding playerId and roomCode. Resolves false when it was a
   * duplicate inside its debounce window, or the socket did not open within 1 s; the
   * second is told to the page as a `submission-error` (NOT_SENT_CODE), so a host's
   * control or a lobby setting that never left is said, not dropped unseen.
   * A tap (a player's move, an audience vote) is kept until the room answers it
   * instead (tap-outbox.ts): it resolves true at once, and a tap never delivered is
   * told to the page the same way.
   */
  send<T extends ClientMessageType>(type: T, data: ClientMessageData<T>): Promise<boolean> {
    if (this.stopped || this.ended) return Promise.resolve(false);
    const body = { ...(data as Record<string, unknown>), playerId: this.playerId, roomCode: this.roomCode };
    const debounce = debounceOf(type, body);
    if (debounce) {
      const t = this.now();
      const last = this.lastSentAt.get(debounce.key);
      if (last !== undefined && t - last < debounce.windowMs) return Promise.resolve(false);
      this.lastSentAt.set(debounce.key, t);
    }
    const tap = tapOf(type, body);
    if (tap) return this.taps.add(type, tap, body, this.phaseSeq());
    const frame = JSON.stringify({ type, data: body });
    const told = (written: boolean) => {
      if (!written) this.tellUnsent(type, body);
      return written;
    };
    if (this.isOpen) return Promise.resolve(told(this.write(frame)));
    return new Promise((resolve) => {
      let waited = 0;
      const poll = () => {
        if (this.isOpen) return resolve(told(this.write(frame)));
        waited += QUEUE_POLL_MS;
        if (waited >= QUEUE_WAIT_MS || this.stopped || this.ended) return resolve(told(false));
        this.timers.setTimeout(poll, QUEUE_POLL_MS);
      };
      this.timers.setTimeout(poll, QUEUE_POLL_MS);
    });
  }

  /** A message that could not leave, told as the outbox tells a tap it gave up; nothing once the page closed the connection. */
  private tellUnsent(type: string, body: Record<string, unknown>): void {
    const action = unsentActionOf(type, body);
    if (this.stopped || this.ended || action === null) return;
    this.dispatch({ type: "submission-error", data: { message: notSentText(action), action, code: NOT_SENT_CODE } });
  }

  requestFullSync(): Promise<boolean> {
    return this.send("request-full-sync", {});
  }

  requestDelta(sinceVersion: number): Promise<boolean> {
    return this.send("delta-sync-request", { sinceVersion });
  }

  // ---------- socket life ----------

  private openSocket(): void {
    this.clearTimer("reconnectTimer");
    this.dropSocket(CLIENT_RESET_CLOSE_CODE, "reconnect");
    this.setStatus(this.everOpened || this.attempts > 0 ? "reconnecting" : "connecting");
    let ws: WebSocketLike;
    try {
      ws = this.createSocket(this.url);
    } catch {
      this.scheduleReconnect(backoffDelay(this.attempts++));
      return;
    }
    this.ws = ws;
    this.wsOpened = false;
    this.wsCreatedAt = this.now();
    this.taps.socketOpened();
    ws.onopen = () => {
      if (ws !== this.ws) return;
      this.wsOpened = true;
      this.everOpened = true;
      this.attempts = 0;
      this.lastFrameAt = this.now();
      this.setStatus("connected");
      this.heartbeatTimer = this.timers.setInterval(() => this.write(PING_FRAME), this.role === "player" ? HEARTBEAT_MS : LIVE_CLIENT.watchHeartbeatMs);
      if (this.role !== "player") this.sendWatch();
      else if (this.joinInfo) this.sendJoin();
    };
    ws.onmessage = (event) => {
      if (ws !== this.ws) return;
      this.lastFrameAt = this.now();
      this.clearTimer("probeTimer");
      this.handleFrame(event.data);
    };
    ws.onerror = () => {
      if (ws !== this.ws || this.stopped || this.ended || this.reconnectTimer !== null) return;
      // An error on a live socket: back in 1 s. A failed attempt keeps backing off.
      this.scheduleReconnect(this.wsOpened ? ERROR_RECONNECT_MS : backoffDelay(this.attempts++));
    };
    ws.onclose = (event) => {
      if (ws !== this.ws) return;
      this.clearTimer("heartbeatTimer");
      this.clearTimer("probeTimer");
      this.wsOpened = false;
      this.taps.socketClosed();
      if (FINAL_CLOSE_CODES.includes(event.code) || this.ended) {
        this.ended = true;
        this.taps.clear();
        if (FINAL_CLOSE_CODES.includes(event.code)) this.finalCode = event.code;
        this.teardown();
        this.setStatus("disconnected");
        return;
      }
      if (this.stopped) return;
      if (this.reconnectTimer === null) this.scheduleReconnect(backoffDelay(this.attempts++));
    };
  }

  private scheduleReconnect(delay: number): void {
    this.clearTimer("reconnectTimer");
    this.setStatus("reconnecting");
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped && !this.ended) this.openSocket();
    }, delay);
  }

  /** Detaches the current socket and closes it without triggering our handlers. */
  private dropSocket(code: number, reason: string): void {
    const ws = this.ws;
    this.clearTimer("heartbeatTimer");
    this.clearTimer("probeTimer");
    this.ws = null;
    this.wsOpened = false;
    this.taps.socketClosed();
    if (!ws) return;
    ws.onopen = ws.onmessage = ws.onerror = null;
    ws.onclose = null;
    if (ws.readyState !== CLOSED) {
      try {
        ws.close(code, reason);
      } catch {
        /* already closing */
      }
    }
  }

  /** Every 10 s: reopen a closed socket, abandon a stuck or silent one. */
  private monitor(): void {
    if (this.stopped || this.ended || this.reconnectTimer !== null) return;
    const ws = this.ws;
    const t = this.now();
    if (!ws || ws.readyState === CLOSED) return this.openSocket();
    const staleAfter = this.role === "player" ? STALE_AFTER_MS : WATCH_STALE_AFTER_MS;
    if (ws.readyState === OPEN && this.wsOpened && t - this.lastFrameAt > staleAfter) return this.openSocket();
    if (!this.wsOpened && ws.readyState !== OPEN && t - this.wsCreatedAt > CONNECT_TIMEOUT_MS) return this.openSocket();
  }

  /** The page came back or the network returned: reconnect now, or check that the open socket still answers. */
  private readonly resume = (): void => {
    if (this.stopped || this.ended) return;
    const ws = this.ws;
    if (ws && ws.readyState === OPEN && this.wsOpened) {
      if (this.probeTimer !== null) return;
      const sentAt = this.now();
      this.write(PING_FRAME);
      this.probeTimer = this.timers.setTimeout(() => {
        this.probeTimer = null;
        if (this.ws === ws && this.lastFrameAt < sentAt) this.openSocket();
      }, PROBE_TIMEOUT_MS);
      return;
    }
    if (ws && !this.wsOpened && ws.readyState !== CLOSED && this.reconnectTimer === null) return; // still connecting
    this.openSocket();
  };

  /**
   * The page is closing or going into the back-forward cache: say goodbye now, so the
   * room shows this player offline at once (a browser may otherwise hold a dead page's
   * socket open for many seconds). A page restored from the cache reconnects on pageshow.
   * The code is 1000: browsers refuse to send 1001 (InvalidAccessError, thrown and
   * swallowed, leaving the socket open). Not a leave: a reload passes here too, and the
   * seat keeps its turn for the grace period.
   */
  private readonly onPageHide = (): void => {
    if (this.stopped || this.ended) return;
    this.dropSocket(PAGE_HIDDEN_CLOSE_CODE, "page hidden");
  };

  private readonly onVisibility = (): void => {
    if (this.doc?.visibilityState === undefined || this.doc.visibilityState === "visible") this.resume();
  };

  private teardown(): void {
    for (const name of ["reconnectTimer", "stateTimer", "probeTimer", "clockRetryTimer"] as const) this.clearTimer(name);
    if (this.monitorTimer !== null) this.timers.clearInterval(this.monitorTimer);
    if (this.clockTimer !== null) this.timers.clearInterval(this.clockTimer);
    this.monitorTimer = this.clockTimer = null;
    this.clearTimer("heartbeatTimer");
    this.win?.removeEventListener("online", this.resume);
    this.win?.removeEventListener("pagehide", this.onPageHide);
    this.win?.removeEventListener("pageshow", this.resume);
    this.doc?.removeEventListener("visibilitychange", this.onVisibility);
  }

  private clearTimer(name: "reconnectTimer" | "heartbeatTimer" | "stateTimer" | "probeTimer" | "clockRetryTimer"): void {
    const handle = this[name];
    if (handle === null) return;
    if (name === "heartbeatTimer") this.timers.clearInterval(handle);
    else this.timers.clearTimeout(handle);
    this[name] = null;
  }

  private setStatus(status: ConnectionStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const fn of [...this.statusListeners]) fn(status);
  }

  private write(frame: string): boolean {
    if (!this.isOpen || !this.ws) return false;
    try {
      this.ws.send(frame);
      return true;
    } catch {
      return false;
    }
  }

  // ---------- join, state request, clock ----------

  private sendJoin(): void {
    const info = this.joinInfo;
    if (!info) return;
    const data: Record<string, unknown> = {
      roomCode: this.roomCode,
      playerId: this.playerId,
      nickname: info.nickname,
      isAnonymous: info.isAnonymous,
      protocolVersion: PROTOCOL_VERSION,
    };
    // After the server accepted us once it holds our avatar (maybe changed since); never overwrite it on a rejoin.
    if (!this.joinAccepted && shouldSendAvatar(info.avatar, info.justRefreshed)) data.avatar = info.avatar;
    if (!this.write(JSON.stringify({ type: "join-room", data }))) return;
    this.joinSent = true;
    this.clearTimer("stateTimer");
    this.stateTimer = this.timers.setTimeout(() => {
      this.stateTimer = null;
      this.write(JSON.stringify({ type: "get-game-state", data: { playerId: this.playerId, roomCode: this.roomCode } }));
    }, JOIN_STATE_REQUEST_DELAY_MS);
  }

  /** A watcher joins on every open: the answer (`watch-joined`) carries the whole public view. */
  private sendWatch(): void {
    if (this.write(JSON.stringify({ type: this.role === "screen" ? "join-screen" : "join-audience", data: {} }))) this.joinSent = true;
  }

  /** Sends a clock-sync-request (after each accepted join, so on every connect, and every 60 s). */
  private syncClock(): void {
    if (!this.joinAccepted || !this.isOpen) return;
    this.write(JSON.stringify({ type: "clock-sync-request", data: { clientTime: this.now(), playerId: this.playerId, roomCode: this.roomCode } }));
  }

  private recordClockSample(clientTime: unknown, serverTime: unknown): void {
    if (typeof clientTime !== "number" || typeof serverTime !== "number") return;
    const receivedAt = this.now();
    const rtt = receivedAt - clientTime;
    if (!Number.isFinite(rtt) || rtt < 0) return;
    this.clockSamples = [...this.clockSamples, { rtt, offset: serverTime + rtt / 2 - receivedAt }].slice(-CLOCK_SYNC_SAMPLES);
    const best = this.clockSamples.reduce((fastest, s) => (s.rtt < fastest.rtt ? s : fastest));
    // The first sample sets the clock at once; a later correction is walked to (shownOffset).
    const first = this.clockSamples.length === 1;
    if (!first && best.offset !== this.offset) this.slewFrom = { offset: this.shownOffset(receivedAt), at: receivedAt };
    this.offset = best.offset;
    if (best.rtt > CLOCK_SYNC_SLOW_RTT_MS && this.clockRetries < CLOCK_SYNC_RETRIES && this.clockRetryTimer === null) {
      this.clockRetries += 1;
      this.clockRetryTimer = this.timers.setTimeout(() => {
        this.clockRetryTimer = null;
        this.syncClock();
      }, CLOCK_SYNC_RETRY_MS);
    }
  }

  // ---------- incoming ----------

  private handleFrame(raw: unknown): void {
    if (raw === PONG_FRAME) return;
    const message = parseServerFrame(raw);
    if (!message || message.type === "pong") return;
    const data = message.data as Record<string, unknown>;
    switch (message.type) {
      case "clock-sync-response":
        this.recordClockSample(data.clientTime, data.serverTime);
        break;
      case "room-joined":
      case "watch-joined":
        this.joinAccepted = true;
        this.clockRetries = 0;
        this.syncClock();
        // The room knows who this socket is now: the taps made while it was down go.
        this.taps.admitted();
        break;
      case "error":
        // The join was refused (duplicate nickname, full room...): asking for the state would only fail again.
        if (this.joinSent && !this.joinAccepted) this.clearTimer("stateTimer");
        // A refusal is never sent again by itself, not even after a reconnect: the person chooses what to do.
        if (!this.joinAccepted && typeof data.code === "string" && JOIN_REFUSALS.has(data.code)) this.joinInfo = null;
        break;
      case "join-pending":
        // Held for the host: there is no state to ask for until they answer.
        this.clearTimer("stateTimer");
        break;
      case "nickname-changed":
        // A rejoin after a reconnect must carry the nickname the room knows now.
        if (data.playerId === this.playerId && typeof data.nickname === "string" && this.joinInfo) this.joinInfo = { ...this.joinInfo, nickname: data.nickname };
        break;
      case "kicked":
      case "left-room":
      case "room-expired":
        this.ended = true;
        this.clearTimer("reconnectTimer");
        this.taps.clear();
        break;
    }
    this.taps.heard(message);
    this.dispatch(message);
  }

  /** Hands a message to every listener: the room's frames, and the outbox's word on a tap it gave up. */
  private dispatch(message: ServerMessage): void {
    for (const fn of [...this.messageListeners]) {
      try {
        fn(message);
      } catch (error) {
        console.error(error);
      }
    }
  }
}
