import { LIVE_CLIENT, PING_FRAME, PONG_FRAME } from "../../schema/limits";
import type { ServerMessage } from "../../schema/protocol";
import type { TestClient } from "../../worker/test/helpers/client";

/**
 * A test's end of a room socket: send frames, await the next message of a type. Like the
 * page it pings every heartbeat (the runtime answers; pongs are not recorded), unless made
 * `silent`: a phone that died without closing its socket.
 */
export class LiveSocket {
  received: ServerMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  private closeWaiters: ((c: { code: number }) => void)[] = [];
  /** Received and not yet taken by `next`. */
  private pending: ServerMessage[] = [];

  private heartbeat: ReturnType<typeof setInterval> | null = null;

  constructor(
    readonly ws: WebSocket,
    { silent = false }: { silent?: boolean } = {},
  ) {
    if (!silent) this.heartbeat = setInterval(() => this.closed || ws.send(PING_FRAME), LIVE_CLIENT.heartbeatMs);
    ws.addEventListener("message", (event) => {
      if (event.data === PONG_FRAME) return;
      const message = JSON.parse(event.data as string) as ServerMessage;
      this.received.push(message);
      const i = this.waiters.findIndex((w) => w.match(message));
      if (i >= 0) this.waiters.splice(i, 1)[0].resolve(message);
      else this.pending.push(message);
    });
    ws.addEventListener("close", (event) => {
      this.closed = { code: event.code, reason: event.reason };
      this.silence();
      for (const w of this.closeWaiters.splice(0)) w(this.closed);
    });
  }

  /** Stops the heartbeat: the socket stays open and says nothing more. */
  silence() {
    if (this.heartbeat !== null) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  send(type: string, data: Record<string, unknown> = {}) {
    this.ws.send(JSON.stringify({ type, data }));
  }

  /** The next message of `type` not yet taken (including ones already received). */
  next<T extends ServerMessage["type"]>(type: T, timeoutMs = 3000): Promise<Extract<ServerMessage, { type: T }>> {
    const match = (m: ServerMessage) => m.type === type;
    const earlier = this.pending.findIndex(match);
    if (earlier >= 0) return Promise.resolve(this.pending.splice(earlier, 1)[0] as Extract<ServerMessage, { type: T }>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms; got ${this.received.slice(-5).map((m) => m.type).join(", ")}`)), timeoutMs);
      this.waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m as Extract<ServerMessage, { type: T }>)) });
    });
  }

  /** Forgets messages received so far that no one asked for. */
  drain() {
    this.pending = [];
  }

  waitClose(timeoutMs = 3000): Promise<{ code: number }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("socket did not close")), timeoutMs);
      this.closeWaiters.push((c) => (clearTimeout(timer), resolve(c)));
    });
  }

  close() {
    this.silence();
    this.ws.close(1000, "done");
  }
}

export async function openSocket(client: TestClient, code: string, options: { silent?: boolean } = {}): Promise<LiveSocket> {
  const res = await client.fetch(`/ws?code=${code}`, { headers: { Upgrade: "websocket" } });
  const ws = res.webSocket;
  if (!ws) throw new Error(`no socket: ${res.status} ${await res.text()}`);
  ws.accept();
  return new LiveSocket(ws, options);
}

/** Connects and joins; resolves with the room-joined message. */
export async function joinRoom(
  client: TestClient,
  code: string,
  nickname: string,
  avatar?: { color: number; face: number; custom: number },
  options: { silent?: boolean } = {},
) {
  const socket = await openSocket(client, code, options);
  socket.send("join-room", { nickname, isAnonymous: true, ...(avatar ? { avatar } : {}) });
  const joined = await socket.next("room-joined");
  return { socket, joined };
}
