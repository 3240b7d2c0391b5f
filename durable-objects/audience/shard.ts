// One audience shard (docs/decisions.md, «10,000 in the audience»): up to AUDIENCE_SHARDS
// sockets of one room's audience. It holds their sockets, sends them what the room pushes
// (the public view once per change, the total tally, the notices), decides and keeps their
// votes, and tells the room its folded tally at most every AUDIENCE_SHARDS.reportEveryMs.
// The room decides every join; a vote is decided here by the room's own rule
// (actions/audience-vote.ts) over the facts the room pushed. Votes are stored one key per
// identity, so a restart loses none and a repeated vote replaces, never adds.
import { readClientFrame } from "../room/client-frame";
import { readAudienceVote } from "./vote-frame";
import { AUDIENCE_SHARDS, CLOSE_CODES, RETRY_CLOSE_CODES, SOCKET_LIMITS } from "../../schema/limits";
import type { ClientMessage, ServerMessage } from "../../schema/protocol";
import { decideAudienceVote } from "../room/actions/audience-vote";
import { errorMessage, type AudienceVote } from "../room/change";
import { RateLimit } from "../room/rate-limit";
import { displaced, type SocketFacts } from "../room/socket-caps";
import type { Attachment } from "../room/sockets";
import { tally, tallyScope } from "../room/watchers";
import type { AdmitAnswer, ShardArrival, ShardPush, ShardReport, ShardTally, ShardView } from "./messages";

const VOTE = "vote:";
const VIEW = "view";
const HOME = "home";

/** A shard socket's memory across hibernation: the room's attachment, with its address and whether its join is being decided. */
export interface ShardAttachment extends Attachment {
  address: string | null;
  admitting?: boolean;
}

/** Which room and index this shard is: set by the worker's first upgrade, kept in storage. */
export interface ShardHome {
  roomId: string;
  shard: number;
}

/** How the shard reaches its room: two RPCs of the room actor. */
export interface RoomLink {
  admit(home: ShardHome, arrival: ShardArrival): Promise<AdmitAnswer>;
  report(home: ShardHome, report: ShardReport): Promise<void>;
}

export interface ShardRuntime {
  ctx: DurableObjectState;
  room: RoomLink;
  now(): number;
  later(run: () => void, ms: number): void;
}

export class AudienceShard {
  private home: ShardHome | null = null;
  private view: ShardView | null = null;
  private votes = new Map<string, AudienceVote>();
  /** Votes decided this turn, and their answers: written together, and answered once durable. */
  private unwritten = new Map<string, AudienceVote>();
  private unanswered: [WebSocket, ServerMessage][] = [];
  private writePending = false;
  private left: ShardReport["left"] = [];
  private reportPending = false;
  /** When the last report went: the next goes at once if AUDIENCE_SHARDS.reportEveryMs has passed since, else when it has. */
  private reportedAt = -Infinity;
  /** Woken without its memory: the next report lists the members it holds, so the room drops any it lost. */
  private resync = true;
  private readonly rate = new RateLimit<WebSocket>();
  private readonly attachments = new WeakMap<WebSocket, ShardAttachment>();
  /**
   * Sockets this shard closed: their frames still coming in are dropped. A set lookup per
   * frame instead of asking the runtime for each socket's readyState, which the profile at 9,900
   * had at 7% of the isolate's busy time; a socket the client closes is told by webSocketClose,
   * after every frame it sent while open.
   */
  private readonly closed = new WeakSet<WebSocket>();
  /** The joined sockets (watching()); null until first needed after a wake. */
  private watchers: Set<WebSocket> | null = null;

  constructor(private readonly rt: ShardRuntime) {}

  private get storage() {
    return this.rt.ctx.storage;
  }

  async load() {
    const stored = await this.storage.list();
    this.home = (stored.get(HOME) as ShardHome | undefined) ?? null;
    this.view = (stored.get(VIEW) as ShardView | undefined) ?? null;
    for (const [key, value] of stored) if (key.startsWith(VOTE)) this.votes.set(key.slice(VOTE.length), value as AudienceVote);
  }

  private of(ws: WebSocket): ShardAttachment {
    let a = this.attachments.get(ws);
    if (!a) {
      a = ws.deserializeAttachment() as ShardAttachment;
      this.attachments.set(ws, a);
    }
    return a;
  }

  private attach(ws: WebSocket, a: ShardAttachment) {
    ws.serializeAttachment(a);
    this.attachments.set(ws, a);
    if (a.watching) this.watchers?.add(ws);
    else this.watchers?.delete(ws);
  }

  private open(ws: WebSocket) {
    return ws.readyState === WebSocket.OPEN;
  }

  private close(ws: WebSocket, code: number, reason: string) {
    this.closed.add(ws);
    ws.close(code, reason);
  }

  private send(ws: WebSocket, frame: string) {
    try {
      ws.send(frame);
    } catch (error) {
      // A socket that closed under us: its close handler tells the room.
      if (this.open(ws)) console.error("audience shard failed to send", error);
    }
  }

  private reply(ws: WebSocket, message: ServerMessage) {
    this.send(ws, JSON.stringify(message));
  }

  /**
   * The joined sockets, kept as they join and leave rather than listed from the runtime and
   * filtered by attachment at each push (a thousand sockets a push, a push per total); read from
   * the runtime once after a wake.
   */
  private watching(): Set<WebSocket> {
    this.watchers ??= new Set(this.rt.ctx.getWebSockets().filter((ws) => this.of(ws)?.watching));
    return this.watchers;
  }

  // ---------- the worker's upgrade ----------

  /** A socket the worker sent here: its room and index remembered once, the identity's older socket on this shard displaced. */
  async connect(server: WebSocket, home: ShardHome, arrival: Omit<ShardArrival, "connectedAt">) {
    if (!this.home) {
      this.home = home;
      await this.storage.put(HOME, home);
    }
    const mine: SocketFacts<WebSocket>[] = this.rt.ctx
      .getWebSockets(arrival.playerId)
      .filter((ws) => this.open(ws))
      .map((socket) => ({ socket, attachment: this.of(socket) }));
    for (const old of displaced(mine, "audience")) {
      this.reply(old, errorMessage("too_many_connections", "فُتحت هذه الغرفة في صفحة أخرى بالهوية نفسها، فأُغلقت هنا"));
      this.close(old, CLOSE_CODES.refused, "opened elsewhere");
    }
    this.rt.ctx.acceptWebSocket(server, [arrival.playerId]);
    this.attach(server, { ...arrival, joined: false, role: "audience", connectedAt: this.rt.now() });
    // A socket that has not joined in time is closed by the alarm, as the room closes its own.
    if ((await this.storage.getAlarm()) === null) await this.storage.setAlarm(this.rt.now() + SOCKET_LIMITS.joinWithinMs);
  }

  async alarm() {
    const now = this.rt.now();
    let next: number | null = null;
    for (const ws of this.rt.ctx.getWebSockets()) {
      const a = this.of(ws);
      if (a.watching || a.admitting || !this.open(ws)) continue;
      const due = a.connectedAt + SOCKET_LIMITS.joinWithinMs;
      if (due <= now) this.close(ws, RETRY_CLOSE_CODES.idle, "join timeout");
      else next = Math.min(next ?? due, due);
    }
    if (next !== null) await this.storage.setAlarm(next);
  }

  // ---------- frames ----------

  async message(ws: WebSocket, raw: string | ArrayBuffer) {
    if (this.closed.has(ws)) return;
    const now = this.rt.now();
    if (this.rate.over(ws, now)) {
      this.reply(ws, errorMessage("rate_limited", "رسائل كثيرة بسرعة، هدّي شوي"));
      this.rate.forget(ws);
      return this.close(ws, RETRY_CLOSE_CODES.rateLimited, "rate limited");
    }
    const frame = readClientFrame(raw, readAudienceVote);
    if ("refusal" in frame) return this.reply(ws, frame.refusal);
    const { message } = frame;
    const me = this.of(ws);
    const code = this.view?.view.code;
    if ((message.data.playerId && message.data.playerId !== me.playerId) || (message.data.roomCode && code && message.data.roomCode.toUpperCase() !== code))
      return this.reply(ws, errorMessage("identity_mismatch", "هوية اللاعب لا تطابق الاتصال"));
    try {
      await this.handle(ws, me, message);
    } catch (error) {
      console.error("audience shard failed to handle", message.type, error);
      this.reply(ws, errorMessage("invalid_action", "تعذّر تنفيذ الطلب، يُرجى المحاولة مرة أخرى"));
    }
  }

  private async handle(ws: WebSocket, me: ShardAttachment, message: ClientMessage) {
    switch (message.type) {
      case "ping":
        return this.reply(ws, { type: "pong", data: {} });
      case "heartbeat":
        return this.reply(ws, { type: "heartbeat-ack", data: { serverTime: this.rt.now() } });
      case "clock-sync-request":
        return this.reply(ws, { type: "clock-sync-response", data: { clientTime: message.data.clientTime, serverTime: this.rt.now() } });
      case "metrics-request":
        // The room's counts are the host's, never an audience member's.
        return this.reply(ws, errorMessage("not_admin", "هذه المعلومات لمشرف الغرفة فقط"));
      case "join-audience":
        return this.join(ws, me);
      case "join-screen":
        return this.refuseAndClose(ws, me, "not_watching", "هذا الاتصال لدور آخر");
      case "audience-vote":
        return this.vote(ws, me, message.data);
    }
    if (!me.watching) return this.reply(ws, errorMessage("not_joined", "يُرجى الانضمام أولًا"));
    if ((message.type === "get-game-state" || message.type === "request-full-sync") && this.view) return this.send(ws, this.view.frame);
    return this.reply(ws, errorMessage("not_watching", "الشاشة والجمهور يشاهدون فقط"));
  }

  /** A refusal to a watcher not yet in closes it, as the room closes its own. */
  private refuseAndClose(ws: WebSocket, me: ShardAttachment, code: Parameters<typeof errorMessage>[0], text: string) {
    this.reply(ws, errorMessage(code, text));
    if (!me.watching) this.close(ws, CLOSE_CODES.refused, code);
  }

  /** The room decides the join; the shard lets the socket in with the room's view and total tally. */
  private async join(ws: WebSocket, me: ShardAttachment) {
    if (!this.home) return this.refuseAndClose(ws, me, "room_expired", "انتهت صلاحية الغرفة");
    this.attach(ws, { ...me, admitting: true });
    const { playerId, userId, isAnonymous, deviceId, address, connectedAt } = me;
    const answer = await this.rt.room.admit(this.home, { playerId, userId, isAnonymous, deviceId: deviceId ?? null, address, connectedAt });
    const now = this.of(ws);
    this.attach(ws, { ...now, admitting: false });
    if ("refused" in answer) return this.refuseAndClose(ws, now, answer.refused.code as Parameters<typeof errorMessage>[0], answer.refused.message);
    this.adopt(answer.view);
    // Closed while the room decided: the room counted a member who is gone, so it hears so.
    if (!this.open(ws)) return this.gone(ws);
    this.attach(ws, { ...now, admitting: false, watching: true });
    this.reply(ws, { type: "watch-joined", data: { role: "audience", state: answer.view.view, audience: answer.audience } });
  }

  private async vote(ws: WebSocket, me: ShardAttachment, data: { optionId: string; actionId?: string; phaseSeq?: number }) {
    const view = this.view;
    const facts = { seated: !!view?.seated.includes(me.playerId), phaseSeq: view?.phaseSeq ?? null, game: view?.view.game ?? null };
    const decided = decideAudienceVote(facts, me, data, this.votes.get(me.playerId));
    if ("refused" in decided) return this.refuseAndClose(ws, me, decided.refused.code, decided.refused.message);
    if (!decided.vote) return this.reply(ws, decided.reply);
    // A changed mind moves to the end, as in the room: a tie goes to whoever reached it first.
    this.votes.delete(me.playerId);
    this.votes.set(me.playerId, decided.vote);
    this.unwritten.set(me.playerId, decided.vote);
    this.unanswered.push([ws, decided.reply]);
    if (!this.writePending) {
      this.writePending = true;
      this.rt.later(() => this.writeVotes(), 0);
    }
    this.reportSoon();
  }

  /**
   * The votes decided since the last write, in one write per AUDIENCE_SHARDS.votesPerWrite keys
   * (a crowd's votes are not one write and one commit each), then their answers once the votes are
   * durable, so no vote is answered that a restart would lose (the report waits the same way).
   * The writes do not hold the output gate: a shard writes votes nearly every turn while a crowd
   * votes, and through the gate every total and view it sends its thousand sockets meanwhile would
   * wait for the next commit too, though none of them says anything a restart could take back.
   */
  private writeVotes() {
    this.writePending = false;
    const entries = [...this.unwritten].map(([id, vote]) => [VOTE + id, vote] as const);
    this.unwritten.clear();
    for (let i = 0; i < entries.length; i += AUDIENCE_SHARDS.votesPerWrite)
      void this.storage.put(Object.fromEntries(entries.slice(i, i + AUDIENCE_SHARDS.votesPerWrite)), { allowUnconfirmed: true });
    const answers = this.unanswered.splice(0);
    this.durable().then(
      () => {
        for (const [ws, reply] of answers) this.reply(ws, reply);
      },
      // Not durable: unanswered, so each page sends its tap again (its actionId counts it once).
      (error) => console.error("audience shard could not write its votes", error),
    );
  }

  /** Settles once every write issued so far is on disk. */
  private durable(): Promise<void> {
    return this.storage.sync();
  }

  // ---------- closes ----------

  async gone(ws: WebSocket) {
    this.rate.forget(ws);
    const a = this.of(ws);
    if (!a?.watching && !a?.admitting) return;
    this.attach(ws, { ...a, watching: false, admitting: false });
    const other = this.rt.ctx.getWebSockets(a.playerId).some((s) => s !== ws && this.open(s) && (this.of(s).watching || this.of(s).admitting));
    if (other) return;
    this.left.push({ playerId: a.playerId, connectedAt: a.connectedAt });
    this.reportSoon();
  }

  // ---------- the room's pushes and the shard's reports ----------

  /** A newer view replaces the one kept (pushes may cross an admit's answer); a new round or game drops the votes of the old. */
  private adopt(view: ShardView): boolean {
    if (this.view && view.version < this.view.version) return false;
    const changed = !this.view || view.version > this.view.version;
    this.view = view;
    void this.storage.put(VIEW, view);
    const round = view.newGame ? null : (view.view.game?.roundNumber ?? null);
    const stale = [...this.votes].filter(([, v]) => v.round !== round || view.newGame).map(([id]) => id);
    if (stale.length) {
      // Votes of the old round still unwritten are written first (they were counted and are answered), then dropped with the rest.
      if (this.unwritten.size) this.writeVotes();
      for (const id of stale) this.votes.delete(id);
      for (let i = 0; i < stale.length; i += 128) void this.storage.delete(stale.slice(i, i + 128).map((id) => VOTE + id));
      this.reportSoon();
    }
    return changed;
  }

  async push(push: ShardPush) {
    if (push.purge) {
      this.votes = new Map();
      this.unwritten.clear();
      this.unanswered = [];
      this.view = null;
    }
    const sockets = this.watching();
    if (push.view && this.adopt(push.view)) for (const ws of sockets) this.send(ws, push.view.frame);
    for (const frame of push.frames ?? []) for (const ws of sockets) this.send(ws, frame);
    for (const { playerId, message, closeCode } of push.dismiss ?? []) {
      const frame = JSON.stringify(message);
      for (const ws of playerId === "all" ? this.rt.ctx.getWebSockets() : this.rt.ctx.getWebSockets(playerId)) {
        // Dismissed by the room: it knows they left, so no report names them.
        this.attach(ws, { ...this.of(ws), watching: false, admitting: false });
        this.send(ws, frame);
        this.close(ws, closeCode, "dismissed");
      }
    }
    if (push.purge) {
      await this.storage.deleteAll();
      this.home = null;
      return;
    }
  }

  /** The shard's tally of the room's current scope (watchers.ts), as counts only; the room asks for it when it wakes. */
  currentTally(): ShardTally {
    const scope = tallyScope(this.view?.view.game ?? null);
    const t = tally(this.votes.values(), scope.round, 0, scope.options);
    return { scopeKey: scope.key, counts: t.counts, total: t.total };
  }

  /**
   * One report per AUDIENCE_SHARDS.reportEveryMs at most, however many votes and departures come:
   * at once after a quiet interval (the first vote of a crowd is not held a full interval), else
   * when the interval since the last report has passed.
   */
  private reportSoon() {
    if (this.reportPending) return;
    this.reportPending = true;
    this.rt.later(() => {
      this.reportPending = false;
      const home = this.home;
      if (!home) return;
      this.reportedAt = this.rt.now();
      // The report counts only durable votes: it leaves once the votes it counts are written.
      if (this.unwritten.size) this.writeVotes();
      const report: ShardReport = { shard: home.shard, tally: this.currentTally(), left: this.left.splice(0) };
      if (this.resync) {
        this.resync = false;
        report.holds = [...new Set(this.rt.ctx.getWebSockets().filter((ws) => this.open(ws) && (this.of(ws).watching || this.of(ws).admitting)).map((ws) => this.of(ws).playerId))];
      }
      this.durable().then(() => this.rt.room.report(home, report)).catch((error) => {
        // The room did not hear it: the departures and the tally go with the next report.
        console.error("audience shard could not report to its room", error);
        this.left.unshift(...report.left);
        this.resync ||= !!report.holds;
        this.reportSoon();
      });
    }, Math.max(0, this.reportedAt + AUDIENCE_SHARDS.reportEveryMs - this.rt.now()));
  }
}
