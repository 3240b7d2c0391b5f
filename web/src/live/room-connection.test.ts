import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as protocol from "../../../schema/protocol";
import type { ServerMessage } from "../../../schema/protocol";
import { ACTION_DELIVERY, LIVE_CLIENT } from "../../../schema/limits";
import { NOT_SENT_TEXTS } from "../../../schema/not-sent";
import {
  BACKOFF_BASE_MS,
  HEARTBEAT_MS,
  JOIN_STATE_REQUEST_DELAY_MS,
  MONITOR_MS,
  PING_FRAME,
  STALE_AFTER_MS,
  PONG_FRAME,
  PROTOCOL_VERSION,
  RoomConnection,
  backoffDelay,
  debounceOf,
  parseServerFrame,
  roomSocketUrl,
  type SocketRole,
  shouldSendAvatar,
  type ConnectionStatus,
  type WebSocketLike,
} from "./room-connection";
import { CLOCK_SLEW_RATE, CLOCK_SYNC_RETRIES, CLOCK_SYNC_RETRY_MS } from "./connection-policy";

/** A socket whose server side the test plays. */
class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  /** Answers PING_FRAME with PONG_FRAME, like the room's auto-response. */
  autoPong = true;
  onopen: WebSocketLike["onopen"] = null;
  onclose: WebSocketLike["onclose"] = null;
  onerror: WebSocketLike["onerror"] = null;
  onmessage: WebSocketLike["onmessage"] = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    if (this.readyState !== 1) throw new Error("InvalidStateError");
    this.sent.push(data);
    if (this.autoPong && data === PING_FRAME) this.onmessage?.({ data: PONG_FRAME });
  }
  close(code = 1000): void {
    // As browsers do: only 1000 and 3000-4999 may be sent; anything else (1001 too) throws and the socket stays open.
    if (code !== 1000 && (code < 3000 || code > 4999)) throw new DOMException("close code refused", "InvalidAccessError");
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.closedWith = code;
    this.onclose?.({ code });
  }
  // ----- server side -----
  accept(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  error(): void {
    this.onerror?.({});
  }
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  push(type: string, data: unknown): void {
    this.onmessage?.({ data: JSON.stringify({ type, data }) });
  }
  raw(data: unknown): void {
    this.onmessage?.({ data });
  }
  pings(): number {
    return this.sent.filter((s) => s === PING_FRAME).length;
  }
  frames(type?: string): { type: string; data: Record<string, unknown> }[] {
    return this.sent
      .filter((s) => s !== PING_FRAME)
      .map((s) => JSON.parse(s) as { type: string; data: Record<string, unknown> })
      .filter((f) => !type || f.type === type);
  }
}

function setup(role?: SocketRole, phaseSeq?: () => number | null) {
  const sockets: FakeSocket[] = [];
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: "visible" });
  const conn = new RoomConnection({
    roomCode: "ABC234",
    playerId: "p1",
    ...(role ? { role } : {}),
    ...(phaseSeq ? { phaseSeq } : {}),
    url: "ws://test/ws?code=ABC234",
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    window: win,
    document: doc,
  });
  const statuses: ConnectionStatus[] = [];
  conn.onStatus((s) => statuses.push(s));
  const messages: ServerMessage[] = [];
  conn.onMessage((m) => messages.push(m));
  const last = () => sockets[sockets.length - 1];
  return { conn, sockets, win, doc, statuses, messages, last };
}

const JOIN = { nickname: "  سارة  ", isAnonymous: true, avatar: { color: 3, face: 9, custom: 17 }, justRefreshed: false };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("wire constants", () => {
  it("match schema/protocol.ts (repeated to keep zod out of the page bundle)", () => {
    expect(PING_FRAME).toBe(protocol.PING_FRAME);
    expect(PONG_FRAME).toBe(protocol.PONG_FRAME);
    expect(PROTOCOL_VERSION).toBe(protocol.PROTOCOL_VERSION);
  });

  it("builds the socket address on the page's host, wss on https", () => {
    expect(roomSocketUrl("ABC234", { protocol: "https:", host: "majlis.games" })).toBe("wss://majlis.games/ws?code=ABC234");
    expect(roomSocketUrl("ABC234", { protocol: "http:", host: "localhost:5173" })).toBe("ws://localhost:5173/ws?code=ABC234");
  });
});

describe("statuses", () => {
  it("goes disconnected → connecting → connected, and back to disconnected on close()", () => {
    const { conn, last, statuses } = setup();
    expect(conn.status).toBe("disconnected");
    conn.connect();
    expect(conn.status).toBe("connecting");
    expect(last().url).toBe("ws://test/ws?code=ABC234");
    last().accept();
    expect(conn.status).toBe("connected");
    const socket = last();
    conn.close();
    expect(conn.status).toBe("disconnected");
    expect(socket.closedWith).toBe(1000);
    expect(statuses).toEqual(["connecting", "connected", "disconnected"]);
  });

  it("is reconnecting after a drop until the new socket opens", () => {
    const { conn, last, statuses } = setup();
    conn.connect();
    last().accept();
    last().drop(1006);
    expect(conn.status).toBe("reconnecting");
    vi.advanceTimersByTime(1_000);
    expect(conn.status).toBe("reconnecting");
    last().accept();
    expect(statuses).toEqual(["connecting", "connected", "reconnecting", "connected"]);
  });
});

describe("join", () => {
  it("sends join-room on open with the trimmed nickname, identity and protocol version", () => {
    const { conn, last } = setup();
    conn.join(JOIN);
    conn.connect();
    expect(last().sent).toEqual([]);
    last().accept();
    const [join] = last().frames("join-room");
    expect(join.data).toEqual({
      roomCode: "ABC234",
      playerId: "p1",
      nickname: "سارة",
      isAnonymous: true,
      avatar: { color: 3, face: 9, custom: 17 },
      protocolVersion: PROTOCOL_VERSION,
    });
  });

  it("sends at once when called on an open socket", () => {
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    conn.join(JOIN);
    expect(last().frames("join-room")).toHaveLength(1);
  });

  it("leaves out a default avatar and any avatar right after a refresh", () => {
    expect(shouldSendAvatar({ color: 1, face: 1, custom: 1 }, false)).toBe(false);
    expect(shouldSendAvatar({ color: 2, face: 7, custom: 15 }, false)).toBe(false);
    expect(shouldSendAvatar(null, false)).toBe(false);
    expect(shouldSendAvatar({ color: 3, face: 9, custom: 17 }, true)).toBe(false);
    expect(shouldSendAvatar({ color: 3, face: 9, custom: 17 }, false)).toBe(true);
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    conn.join({ ...JOIN, justRefreshed: true });
    expect(last().frames("join-room")[0].data).not.toHaveProperty("avatar");
  });

  it("is sent again on every new socket, without the avatar once the room accepted us", () => {
    const { conn, last, sockets } = setup();
    conn.join(JOIN);
    conn.connect();
    last().accept();
    expect(last().frames("join-room")[0].data.avatar).toBeDefined();
    last().drop(1006);
    vi.advanceTimersByTime(1_000);
    last().accept();
    expect(sockets).toHaveLength(2);
    expect(last().frames("join-room")[0].data.avatar).toBeDefined(); // never accepted yet
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    expect(conn.joined).toBe(true);
    last().drop(1006);
    vi.advanceTimersByTime(1_000);
    last().accept();
    expect(sockets).toHaveLength(3);
    const rejoin = last().frames("join-room")[0].data;
    expect(rejoin.nickname).toBe("سارة");
    expect(rejoin).not.toHaveProperty("avatar");
  });

  it("rejoins with the nickname the room knows after a nickname change", () => {
    const { conn, last } = setup();
    conn.join(JOIN);
    conn.connect();
    last().accept();
    last().push("nickname-changed", { playerId: "p1", nickname: "نورة", version: 3 });
    last().drop(1006);
    vi.advanceTimersByTime(1_000);
    last().accept();
    expect(last().frames("join-room")[0].data.nickname).toBe("نورة");
  });

  it("requests the game state 100 ms after the join", () => {
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    conn.join(JOIN);
    vi.advanceTimersByTime(99);
    expect(last().frames("get-game-state")).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(last().frames("get-game-state")).toEqual([{ type: "get-game-state", data: { playerId: "p1", roomCode: "ABC234" } }]);
  });

  it("skips the state request when the join is refused", () => {
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    conn.join(JOIN);
    last().push("error", { message: "الاسم مستخدم", code: "duplicate_nickname", type: "duplicate_nickname" });
    vi.advanceTimersByTime(200);
    expect(last().frames("get-game-state")).toHaveLength(0);
    expect(conn.joined).toBe(false);
    conn.join({ ...JOIN, nickname: "سارة 2" });
    vi.advanceTimersByTime(100);
    expect(last().frames("join-room").map((f) => f.data.nickname)).toEqual(["سارة", "سارة 2"]);
    expect(last().frames("get-game-state")).toHaveLength(1);
  });

  it("does not send anything but pings before a join", () => {
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    vi.advanceTimersByTime(130_000);
    expect(last().frames()).toEqual([]);
  });
});

describe("heartbeat", () => {
  it("sends exactly PING_FRAME every heartbeat (5 s, issue 22)", () => {
    expect(HEARTBEAT_MS).toBe(5_000);
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(last().pings()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(last().pings()).toBe(1);
    expect(last().sent[0]).toBe(PING_FRAME);
    vi.advanceTimersByTime(2 * HEARTBEAT_MS);
    expect(last().pings()).toBe(3);
  });

  it("handles PONG_FRAME silently", () => {
    const { conn, last, messages } = setup();
    conn.connect();
    last().accept();
    vi.advanceTimersByTime(25_000);
    expect(messages).toEqual([]);
  });
});

describe("reconnect", () => {
  it("never sends a refused join again by itself, even on a new socket (issue 30)", () => {
    const { conn, last, sockets } = setup();
    conn.join(JOIN);
    conn.connect();
    last().accept();
    last().push("error", { message: "تم إخراجك من هذه الغرفة، ولا يمكنك الانضمام إليها مرة أخرى", code: "kicked" });
    last().drop(1006);
    vi.advanceTimersByTime(1_000);
    last().accept();
    expect(sockets).toHaveLength(2);
    expect(last().frames("join-room")).toHaveLength(0);
    // The person chooses to try again: that join goes.
    conn.join({ ...JOIN, nickname: "اسم آخر" });
    expect(last().frames("join-room").map((f) => f.data.nickname)).toEqual(["اسم آخر"]);
  });

  it("held for the host, it asks for no state and asks again to be let in after a reconnect (issue 30)", () => {
    const { conn, last } = setup();
    conn.join(JOIN);
    conn.connect();
    last().accept();
    last().push("join-pending", { message: "بانتظار موافقة المشرف", nickname: "سارة" });
    vi.advanceTimersByTime(200);
    expect(last().frames("get-game-state")).toHaveLength(0);
    last().drop(1006);
    vi.advanceTimersByTime(1_000);
    last().accept();
    expect(last().frames("join-room").map((f) => f.data.nickname)).toEqual(["سارة"]);
  });

  it("reconnects 1 s after an error on a live socket", () => {
    const { conn, last, sockets } = setup();
    conn.connect();
    last().accept();
    last().error();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(conn.status).toBe("reconnecting");
  });

  it("schedules one reconnect when an error is followed by its close", () => {
    const { conn, last, sockets } = setup();
    conn.connect();
    last().accept();
    last().error();
    last().drop(1006);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
  });

  it("backs off 1, 2, 4, 8, 16, 30, 30 s after abnormal closes, and resets on open", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backoffDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    const { conn, last, sockets } = setup();
    conn.connect();
    last().accept();
    last().drop(1006);
    for (const [i, delay] of [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000].entries()) {
      vi.advanceTimersByTime(delay - 1);
      expect(sockets).toHaveLength(i + 1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(i + 2);
      if (i < 6) last().drop(1006); // the attempt fails
    }
    last().accept();
    last().drop(1006);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(9);
  });

  it("failed attempts that report an error keep backing off", () => {
    const { conn, last, sockets } = setup();
    conn.connect();
    last().accept();
    last().drop(1006);
    vi.advanceTimersByTime(1_000);
    last().error();
    last().drop(1006);
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });

  it.each([1000, 1001, 4001, 4002, 4003])("does not reconnect after close code %i", (code) => {
    const { conn, last, sockets } = setup();
    conn.connect();
    last().accept();
    last().drop(code);
    expect(conn.status).toBe("disconnected");
    expect(conn.closeCode).toBe(code);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
  });

  it("does not reconnect after a kicked message, whatever the close code", () => {
    const { conn, last, sockets } = setup();
    conn.connect();
    last().accept();
    last().push("kicked", { message: "تم طردك" });
    last().drop(1006);
    expect(conn.status).toBe("disconnected");
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
  });

  it("does not reconnect after close()", () => {
    const { conn, last, sockets, win } = setup();
    conn.connect();
    last().accept();
    conn.close();
    win.dispatchEvent(new Event("online"));
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
  });

  it("the 10 s monitor reopens a socket that closed without telling us", () => {
    const { conn, last, sockets } = setup();
    conn.connect();
    last().accept();
    last().readyState = 3; // closed silently: no close event
    vi.advanceTimersByTime(9_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it("the monitor replaces an open socket that stopped answering pings", () => {
    const { conn, last, sockets } = setup();
    conn.connect();
    last().accept();
    last().autoPong = false;
    vi.advanceTimersByTime(20_000); // three heartbeats and a margin (STALE_AFTER_MS), seen by the 10 s monitor
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(2);
    expect(sockets[0].closedWith).toBe(4000);
  });

  it("reconnects at once when the network returns", () => {
    const { conn, last, sockets, win } = setup();
    conn.connect();
    last().accept();
    last().drop(1006);
    vi.advanceTimersByTime(1_000);
    last().drop(1006); // now waiting 2 s
    win.dispatchEvent(new Event("online"));
    expect(sockets).toHaveLength(3);
    last().accept();
    expect(conn.status).toBe("connected");
  });

  it("closes its socket when the page goes away, and reconnects if the page is shown again", () => {
    const { conn, last, sockets, win } = setup();
    conn.connect();
    last().accept();
    win.dispatchEvent(new Event("pagehide"));
    // The goodbye is a close the browser accepts (1001 is refused, silently keeping the socket open: issue 22).
    expect(sockets[0].closedWith).toBe(1000);
    expect(sockets[0].readyState).toBe(3);
    // Restored from the back-forward cache.
    win.dispatchEvent(new Event("pageshow"));
    expect(sockets).toHaveLength(2);
    last().accept();
    expect(conn.status).toBe("connected");
  });

  it("reconnects at once when the page becomes visible, not when it hides", () => {
    const { conn, last, sockets, doc } = setup();
    conn.connect();
    last().accept();
    last().drop(1006);
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(sockets).toHaveLength(1);
    doc.visibilityState = "visible";
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(sockets).toHaveLength(2);
  });

  it("on return, probes an open socket and replaces it when it does not answer", () => {
    const { conn, last, sockets, doc } = setup();
    conn.connect();
    last().accept();
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(last().pings()).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(1); // it answered
    last().autoPong = false;
    vi.advanceTimersByTime(1_000); // away from the heartbeat's own pong
    doc.dispatchEvent(new Event("visibilitychange"));
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
  });
});

describe("send", () => {
  it("adds playerId and roomCode to the data", async () => {
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    expect(await conn.send("update-avatar", { avatar: { color: 4, face: 8, custom: 16 } })).toBe(true);
    expect(last().frames("update-avatar")).toEqual([
      { type: "update-avatar", data: { avatar: { color: 4, face: 8, custom: 16 }, playerId: "p1", roomCode: "ABC234" } },
    ]);
  });

  it("ignores duplicates of start-game, end-game and submit actions within 1 s", async () => {
    expect(debounceOf("start-game", {})).toEqual({ key: "start-game", windowMs: 1_000 });
    expect(debounceOf("end-game", {})).toEqual({ key: "end-game", windowMs: 1_000 });
    // The host's clock controls (issue 22): a double tap is one tap.
    for (const type of ["pause-game", "resume-game", "add-time", "skip-question"]) expect(debounceOf(type, {})).toEqual({ key: type, windowMs: 1_000 });
    for (const action of ["SUBMIT_ANSWER", "SUBMIT_VOTE", "submit_caption", "vote_meme", "kick_player"]) {
      expect(debounceOf("game-action", { action })?.windowMs).toBe(1_000);
    }
    expect(debounceOf("update-settings", {})).toBeNull();
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    last().push("room-joined", { playerId: "p1", isAdmin: true, state: {} });
    expect(await conn.send("start-game", { gameType: "trivia-deception" })).toBe(true);
    vi.advanceTimersByTime(999);
    expect(await conn.send("start-game", { gameType: "trivia-deception" })).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await conn.send("start-game", { gameType: "trivia-deception" })).toBe(true);
    expect(await conn.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "أ" } })).toBe(true);
    vi.advanceTimersByTime(500);
    expect(await conn.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "ب" } })).toBe(false);
    expect(last().frames("start-game")).toHaveLength(2);
    expect(last().frames("game-action")).toHaveLength(1);
  });

  it("ignores duplicates of other game actions within 100 ms only", async () => {
    expect(debounceOf("game-action", { action: "next_round" })).toEqual({ key: "game-action:next_round", windowMs: 100 });
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    expect(await conn.send("game-action", { action: "next_round" })).toBe(true);
    vi.advanceTimersByTime(99);
    expect(await conn.send("game-action", { action: "next_round" })).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await conn.send("game-action", { action: "next_round" })).toBe(true);
  });

  it("a host control on two different targets is two actions: hiding two lies or kicking two players at once sends both", async () => {
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    // «إخفاء» is kept until answered (tap-outbox.ts): it is written once the room has let the socket in.
    last().push("room-joined", { playerId: "p1", isAdmin: true, state: {} });
    expect(await conn.send("game-action", { action: "hide_submission", submissionId: "s1" })).toBe(true);
    expect(await conn.send("game-action", { action: "hide_submission", submissionId: "s2" })).toBe(true);
    expect(await conn.send("game-action", { action: "hide_submission", submissionId: "s2" })).toBe(false);
    expect(await conn.send("game-action", { action: "kick_player", targetPlayerId: "p2" })).toBe(true);
    expect(await conn.send("game-action", { action: "kick_player", targetPlayerId: "p3" })).toBe(true);
    expect(await conn.send("game-action", { action: "PICK_LIE", payload: { authorId: "p2" } })).toBe(true);
    expect(await conn.send("game-action", { action: "PICK_LIE", payload: { authorId: "p3" } })).toBe(true);
    expect(last().frames("game-action")).toHaveLength(6);
  });

  it("does not debounce different actions, or messages without a window", async () => {
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    last().push("room-joined", { playerId: "p1", isAdmin: true, state: {} });
    expect(await conn.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "أ" } })).toBe(true);
    expect(await conn.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: "1" } })).toBe(true);
    expect(await conn.send("game-action", { action: "next_round" })).toBe(true);
    expect(await conn.send("update-settings", { gameType: "meme-game" })).toBe(true);
    expect(await conn.send("update-settings", { gameType: "most-likely" })).toBe(true);
    expect(last().frames().filter((f) => f.type !== "clock-sync-request")).toHaveLength(5);
  });

  it("waits for a reconnect that comes within 1 s and then delivers", async () => {
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(300);
    const sent = conn.send("add-time", {});
    await vi.advanceTimersByTimeAsync(700); // the reconnect timer fires, 700 ms into the wait
    last().accept();
    await vi.advanceTimersByTimeAsync(10);
    expect(await sent).toBe(true);
    expect(last().frames("add-time")[0].data).toMatchObject({ playerId: "p1", roomCode: "ABC234" });
  });

  it("drops the message when the socket does not open within 1 s", async () => {
    const { conn, last, sockets } = setup();
    conn.connect();
    last().accept();
    last().drop(1006);
    let result: boolean | undefined;
    void conn.send("change-nickname", { nickname: "ليلى" }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(990);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10);
    expect(result).toBe(false);
    last().accept();
    await vi.advanceTimersByTimeAsync(100);
    expect(sockets.flatMap((s) => s.frames("change-nickname"))).toEqual([]);
  });

  it("requests full and delta syncs", async () => {
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    await conn.requestFullSync();
    await conn.requestDelta(7);
    expect(last().frames().map((f) => [f.type, f.data])).toEqual([
      ["request-full-sync", { playerId: "p1", roomCode: "ABC234" }],
      ["delta-sync-request", { sinceVersion: 7, playerId: "p1", roomCode: "ABC234" }],
    ]);
  });
});

describe("clock sync", () => {
  it("offset = serverTime + rtt/2 − receive time, from the fastest of the last 5 samples", () => {
    vi.setSystemTime(1_000_000);
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    conn.join(JOIN);
    expect(last().frames("clock-sync-request")).toEqual([]); // not before the room accepts us
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    const [request] = last().frames("clock-sync-request");
    expect(request.data).toEqual({ clientTime: 1_000_000, playerId: "p1", roomCode: "ABC234" });
    vi.advanceTimersByTime(200); // rtt 200
    last().push("clock-sync-response", { clientTime: 1_000_000, serverTime: 1_005_000 });
    expect(conn.clockOffset).toBe(1_005_000 + 100 - 1_000_200); // 4 900
    expect(conn.serverNow()).toBe(Date.now() + 4_900);

    // Every 60 s another sample; a faster one wins, a slower one does not.
    vi.advanceTimersByTime(60_000 - 200);
    const second = last().frames("clock-sync-request")[1].data.clientTime as number;
    vi.advanceTimersByTime(40); // rtt 40
    last().push("clock-sync-response", { clientTime: second, serverTime: second + 5_020 });
    expect(conn.clockOffset).toBe(5_020 + 20 - 40); // 5 000
    vi.advanceTimersByTime(60_000 - 40);
    const third = last().frames("clock-sync-request")[2].data.clientTime as number;
    vi.advanceTimersByTime(400);
    last().push("clock-sync-response", { clientTime: third, serverTime: third + 9_000 });
    expect(conn.clockOffset).toBe(5_000);
  });

  it("walks to a corrected clock a fifth faster, never jumping, so a big screen's reveal plays every beat", () => {
    vi.setSystemTime(1_000_000);
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    conn.join(JOIN);
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    // A first answer that waited 4 s (a loaded machine): the clock is set at once, 2 s off.
    const [first] = last().frames("clock-sync-request");
    vi.advanceTimersByTime(4_000);
    last().push("clock-sync-response", { clientTime: first.data.clientTime, serverTime: (first.data.clientTime as number) + 4_000 });
    expect(conn.clockOffset).toBe(2_000);
    expect(conn.serverNow()).toBe(Date.now() + 2_000);
    // Taken again a second later, fast: the estimate is right (offset 0) at once; the room's time the page uses gets there gradually.
    vi.advanceTimersByTime(1_000);
    const [, again] = last().frames("clock-sync-request");
    vi.advanceTimersByTime(10);
    last().push("clock-sync-response", { clientTime: again.data.clientTime, serverTime: (again.data.clientTime as number) + 5 });
    expect(conn.clockOffset).toBe(0);
    const before = conn.serverNow();
    expect(before).toBe(Date.now() + 2_000);
    let previous = before;
    // 2 s at a fifth of real time: there within 10 s.
    for (let step = 0; step < 20; step++) {
      vi.advanceTimersByTime(500);
      const now = conn.serverNow();
      // Never back, never ahead by more than the slew allows.
      expect(now - previous).toBeGreaterThanOrEqual(500 * (1 - CLOCK_SLEW_RATE));
      expect(now - previous).toBeLessThanOrEqual(500 * (1 + CLOCK_SLEW_RATE));
      previous = now;
    }
    expect(conn.serverNow()).toBe(Date.now());
  });

  it("takes a slow sample again at once, so a page busy at its join does not keep a clock half a round trip off", () => {
    vi.setSystemTime(1_000_000);
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    conn.join(JOIN);
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    const first = last().frames("clock-sync-request")[0].data.clientTime as number;
    // The answer waited 4 s on a busy page: the sample puts the clock 2 s behind the room's.
    vi.advanceTimersByTime(4_000);
    last().push("clock-sync-response", { clientTime: first, serverTime: first + 10 });
    expect(conn.clockOffset).toBe(10 + 2_000 - 4_000);
    vi.advanceTimersByTime(CLOCK_SYNC_RETRY_MS);
    const second = last().frames("clock-sync-request")[1].data.clientTime as number;
    vi.advanceTimersByTime(20);
    last().push("clock-sync-response", { clientTime: second, serverTime: second + 10 });
    expect(conn.clockOffset).toBe(10 + 10 - 20);
    // A fast sample settles it: the next one is the usual period's.
    vi.advanceTimersByTime(CLOCK_SYNC_RETRY_MS * 5);
    expect(last().frames("clock-sync-request")).toHaveLength(2);
  });

  it("stops retrying after a few slow samples and waits for the usual period", () => {
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    conn.join(JOIN);
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    for (let i = 0; i <= CLOCK_SYNC_RETRIES; i++) {
      const t = last().frames("clock-sync-request")[i].data.clientTime as number;
      vi.advanceTimersByTime(1_000);
      last().push("clock-sync-response", { clientTime: t, serverTime: t });
      vi.advanceTimersByTime(CLOCK_SYNC_RETRY_MS);
    }
    expect(last().frames("clock-sync-request")).toHaveLength(CLOCK_SYNC_RETRIES + 1);
  });

  it("syncs again on every reconnect", () => {
    const { conn, last } = setup();
    conn.join(JOIN);
    conn.connect();
    last().accept();
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    last().drop(1006);
    vi.advanceTimersByTime(1_000);
    last().accept();
    expect(last().frames("clock-sync-request")).toHaveLength(0);
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    expect(last().frames("clock-sync-request")).toHaveLength(1);
  });

  it("forgets samples older than the last 5", () => {
    vi.setSystemTime(0);
    const { conn, last } = setup();
    conn.connect();
    last().accept();
    const reply = (rtt: number, serverAhead: number) => {
      const t = Date.now();
      vi.advanceTimersByTime(rtt);
      last().push("clock-sync-response", { clientTime: t, serverTime: t + serverAhead });
    };
    reply(10, 1_000); // best, offset 1000 + 5 - 10 = 995
    expect(conn.clockOffset).toBe(995);
    for (let i = 0; i < 4; i++) reply(100, 2_000);
    expect(conn.clockOffset).toBe(995);
    reply(100, 2_000); // the 10 ms sample falls out
    expect(conn.clockOffset).toBe(2_000 + 50 - 100);
  });
});

describe("incoming frames", () => {
  it("passes known messages on and ignores non-JSON, unknown types and pongs", () => {
    const { conn, last, messages } = setup();
    conn.connect();
    last().accept();
    last().raw("not json");
    last().raw(new ArrayBuffer(4));
    last().raw(JSON.stringify([1, 2]));
    last().push("timer-update", { timeRemaining: 3 });
    last().push("pong", {});
    last().raw(PONG_FRAME);
    last().push("error", { message: "خطأ", code: "not_admin" });
    expect(messages).toEqual([{ type: "error", data: { message: "خطأ", code: "not_admin" } }]);
    expect(parseServerFrame('{"type":"kicked"}')).toEqual({ type: "kicked", data: {} });
    expect(parseServerFrame('{"type":"toString","data":{}}')).toBeNull();
  });

  it("ignores frames from a socket it has replaced", () => {
    const { conn, last, sockets, messages, win } = setup();
    conn.connect();
    last().accept();
    last().drop(1006);
    win.dispatchEvent(new Event("online"));
    sockets[0].push("error", { message: "old", code: "x" });
    expect(messages).toEqual([]);
  });

  it("keeps running when a listener throws", () => {
    const { conn, last, messages } = setup();
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    conn.onMessage(() => {
      throw new Error("screen bug");
    });
    conn.connect();
    last().accept();
    last().push("left-room", { message: "غادرت" });
    expect(messages).toHaveLength(1);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it("stops listening to the page once closed", () => {
    const { conn, last, messages } = setup();
    const off = conn.onMessage(() => {
      throw new Error("should be unsubscribed");
    });
    off();
    conn.connect();
    last().accept();
    last().push("submission-error", { message: "فشل" });
    expect(messages).toHaveLength(1);
  });
});

describe("a watcher's connection (issue 31: one client for every role)", () => {
  it("puts the role in the socket address", () => {
    expect(roomSocketUrl("ABC234", { protocol: "https:", host: "majlis.games" }, "screen")).toBe("wss://majlis.games/ws?code=ABC234&role=screen");
    expect(roomSocketUrl("ABC234", { protocol: "http:", host: "localhost:5173" }, "player")).toBe("ws://localhost:5173/ws?code=ABC234");
  });

  it("joins as its role on every new socket, with no join-room and no state request", () => {
    const { conn, last, sockets } = setup("screen");
    conn.connect();
    last().accept();
    expect(last().frames().map((f) => f.type)).toEqual(["join-screen"]);
    last().push("watch-joined", { role: "screen", state: {}, audience: { count: 0, round: null, counts: {}, total: 0, choice: null } });
    expect(conn.joined).toBe(true);
    vi.advanceTimersByTime(JOIN_STATE_REQUEST_DELAY_MS * 5);
    expect(last().frames("get-game-state")).toHaveLength(0);
    last().drop();
    vi.advanceTimersByTime(BACKOFF_BASE_MS);
    expect(sockets).toHaveLength(2);
    last().accept();
    expect(last().frames("join-screen")).toHaveLength(1);
  });

  it("pings on the watchers' slower beat and is not judged stale between two of them", () => {
    const { conn, last, sockets } = setup("audience");
    conn.connect();
    last().autoPong = false;
    last().accept();
    expect(last().frames().map((f) => f.type)).toEqual(["join-audience"]);
    vi.advanceTimersByTime(LIVE_CLIENT.watchHeartbeatMs - 1);
    expect(last().pings()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(last().pings()).toBe(1);
    // Silent past a player's stale limit, not past a watcher's: the same socket stays.
    vi.advanceTimersByTime(STALE_AFTER_MS + MONITOR_MS);
    expect(sockets).toHaveLength(1);
  });

  it("sends an audience vote with the identity fields, like any player frame", async () => {
    const { conn, last } = setup("audience");
    conn.connect();
    last().accept();
    last().push("watch-joined", { role: "audience", state: {}, audience: {} });
    expect(await conn.send("audience-vote", { optionId: "o1" })).toBe(true);
    expect(last().frames("audience-vote")[0].data).toEqual({ optionId: "o1", playerId: "p1", roomCode: "ABC234", actionId: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });
});

describe("taps kept until the room answers them (issue 42)", () => {
  const VOTE = { action: "SUBMIT_VOTE" as const, payload: { optionId: "2" } };
  /** A player seated on the first socket, in phase 7. */
  function seated() {
    const env = setup(undefined, () => 7);
    env.conn.join(JOIN);
    env.conn.connect();
    env.last().accept();
    env.last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    return env;
  }
  const taps = (socket: { frames: (type?: string) => { data: Record<string, unknown> }[] }) => socket.frames("game-action");
  const notSent = (messages: ServerMessage[]) => messages.filter((m) => m.type === "submission-error");

  it("a vote tapped while the socket is down is not dropped after 1 s: it goes after the re-join, once, with its id and phase", async () => {
    const { conn, last, sockets, messages } = seated();
    last().drop(1006);
    expect(await conn.send("game-action", VOTE)).toBe(true);
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
    expect(sockets).toHaveLength(2);
    last().accept();
    // Open but not yet let in: the room would not know who sends it.
    expect(taps(last())).toEqual([]);
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    const [frame] = taps(last());
    expect(frame.data).toEqual({ ...VOTE, playerId: "p1", roomCode: "ABC234", actionId: expect.stringMatching(/^[0-9a-f]{32}$/), phaseSeq: 7 });
    expect(conn.pendingTaps).toBe(1);
    last().push("action-ack", { actionId: frame.data.actionId });
    expect(conn.pendingTaps).toBe(0);
    // Answered: a later reconnect sends nothing again, and nothing is said to the page.
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
    last().accept();
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    expect(taps(last())).toEqual([]);
    await vi.advanceTimersByTimeAsync(ACTION_DELIVERY.giveUpMs);
    expect(notSent(messages)).toEqual([]);
  });

  it("a tap written just before a drop and never answered is written again on the next socket, with the same id", async () => {
    const { conn, last, sockets } = seated();
    await conn.send("game-action", VOTE);
    const first = taps(last())[0].data.actionId;
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
    last().accept();
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    expect(taps(last()).map((f) => f.data.actionId)).toEqual([first]);
    expect(sockets.flatMap(taps)).toHaveLength(2);
  });

  it("keeps the order of several taps and the id the page made itself", async () => {
    const { conn, last } = seated();
    last().drop(1006);
    await conn.send("game-action", { action: "SELECT_SUBCATEGORY", actionId: "page-made-id-0001", payload: { subcategoryId: "s1" } });
    await conn.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "كذبة" } });
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
    last().accept();
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    expect(taps(last()).map((f) => [f.data.action, f.data.actionId === "page-made-id-0001"])).toEqual([
      ["SELECT_SUBCATEGORY", true],
      ["SUBMIT_ANSWER", false],
    ]);
  });

  it("a tap the socket could not carry in time is given up, and the page is told in the tap's words", async () => {
    const { conn, last, messages } = seated();
    last().drop(1006);
    await conn.send("game-action", VOTE);
    await conn.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "كذبة" } });
    // The network stays away: every reconnect fails.
    for (let t = 0; t < ACTION_DELIVERY.giveUpMs; t += 1_000) {
      await vi.advanceTimersByTimeAsync(1_000);
      if (last().readyState === 0) last().drop(1006);
    }
    expect(conn.pendingTaps).toBe(0);
    expect(notSent(messages).map((m) => m.data)).toEqual([
      { message: NOT_SENT_TEXTS.vote, action: "SUBMIT_VOTE", code: "not_sent", actionId: expect.any(String) },
      { message: NOT_SENT_TEXTS.answer, action: "SUBMIT_ANSWER", code: "not_sent", actionId: expect.any(String) },
    ]);
    expect(NOT_SENT_TEXTS.vote).toBe("لم يُرسل صوتك، حاولوا مرة أخرى");
    // When the network is back, a given-up tap is not sent behind the page's back.
    await vi.advanceTimersByTimeAsync(30_000);
    last().accept();
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    expect(taps(last())).toEqual([]);
  });

  it("a tap that left on a socket that then died is never given up: it goes again when the room is back, however late", async () => {
    const { conn, last, messages } = seated();
    await conn.send("game-action", VOTE);
    const actionId = taps(last())[0].data.actionId;
    last().drop(1006);
    for (let t = 0; t < ACTION_DELIVERY.giveUpMs + 10_000; t += 1_000) {
      await vi.advanceTimersByTimeAsync(1_000);
      if (last().readyState === 0) last().drop(1006);
    }
    expect(notSent(messages)).toEqual([]);
    expect(conn.pendingTaps).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    last().accept();
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    expect(taps(last()).map((f) => f.data.actionId)).toEqual([actionId]);
  });

  it("the room's refusal of a tap ends it: not sent again, and the page hears the room's words only", async () => {
    const { conn, last, messages } = seated();
    await conn.send("game-action", VOTE);
    const actionId = taps(last())[0].data.actionId;
    last().push("submission-error", { message: NOT_SENT_TEXTS.vote, action: "SUBMIT_VOTE", code: "not_sent", actionId });
    expect(conn.pendingTaps).toBe(0);
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
    last().accept();
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    expect(taps(last())).toEqual([]);
    await vi.advanceTimersByTimeAsync(ACTION_DELIVERY.giveUpMs);
    expect(notSent(messages)).toHaveLength(1);
  });

  it("leaving is kept like a tap: a leave made while the socket is down goes after the re-join, and the room's left-room ends it", async () => {
    const { conn, last, messages } = seated();
    last().drop(1006);
    expect(await conn.send("game-action", { action: "leave_room" })).toBe(true);
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
    last().accept();
    last().push("room-joined", { playerId: "p1", isAdmin: false, state: {} });
    expect(taps(last()).map((f) => f.data.action)).toEqual(["leave_room"]);
    last().push("left-room", { message: "غادرت الغرفة" });
    expect(conn.pendingTaps).toBe(0);
    await vi.advanceTimersByTimeAsync(ACTION_DELIVERY.giveUpMs);
    expect(notSent(messages)).toEqual([]);
  });

  it("a leave that could not leave in time is given up in its own words", async () => {
    const { conn, last, messages } = seated();
    last().drop(1006);
    await conn.send("game-action", { action: "leave_room" });
    for (let t = 0; t < ACTION_DELIVERY.giveUpMs; t += 1_000) {
      await vi.advanceTimersByTimeAsync(1_000);
      if (last().readyState === 0) last().drop(1006);
    }
    expect(notSent(messages).map((m) => [m.data.action, m.data.message])).toEqual([["leave_room", NOT_SENT_TEXTS.leave]]);
  });

  it("the host's «التالي» is kept like a move: written on a socket that died, it goes again after the re-join with its id and phase, and only an answer ends it", async () => {
    const { conn, last, messages } = seated();
    // The socket looks open: the frame is written, and reaches nothing.
    expect(await conn.send("game-action", { action: "next_round" })).toBe(true);
    const [first] = taps(last());
    expect(first.data).toMatchObject({ action: "next_round", actionId: expect.stringMatching(/^[0-9a-f]{32}$/), phaseSeq: 7 });
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
    last().accept();
    last().push("room-joined", { playerId: "p1", isAdmin: true, state: {} });
    expect(taps(last()).map((f) => f.data.actionId)).toEqual([first.data.actionId]);
    expect(conn.pendingTaps).toBe(1);
    last().push("action-ack", { actionId: first.data.actionId });
    expect(conn.pendingTaps).toBe(0);
    await vi.advanceTimersByTimeAsync(ACTION_DELIVERY.giveUpMs);
    expect(notSent(messages)).toEqual([]);
  });

  it("the host's «التالي», «انتظار» and «إخفاء» that never left are given up in their words; «التالي» says it came late, not to tap again", async () => {
    const { conn, last, messages } = seated();
    last().drop(1006);
    for (const data of [{ action: "next_round" }, { action: "hold_next" }, { action: "hide_submission", submissionId: "s1" }]) await conn.send("game-action", data as never);
    // Not said after a second: a kept tap waits for the network.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(notSent(messages)).toEqual([]);
    for (let t = 0; t < ACTION_DELIVERY.giveUpMs; t += 1_000) {
      await vi.advanceTimersByTimeAsync(1_000);
      if (last().readyState === 0) last().drop(1006);
    }
    expect(notSent(messages).map((m) => [m.data.action, m.data.message])).toEqual([
      ["next_round", NOT_SENT_TEXTS.late],
      ["hold_next", NOT_SENT_TEXTS.late],
      ["hide_submission", NOT_SENT_TEXTS.other],
    ]);
    expect(NOT_SENT_TEXTS.late).toBe("لم يصل طلبك في وقته");
  });

  it("a control or setting that could not leave is told to the page in its words; a double tap and the connection's own requests are not", async () => {
    const { conn, last, messages } = seated();
    last().drop(1006);
    void conn.send("pause-game", {});
    void conn.send("add-time", {});
    void conn.send("change-nickname", { nickname: "نورة" });
    void conn.send("request-full-sync", {});
    await vi.advanceTimersByTimeAsync(1_000);
    expect(notSent(messages).map((m) => [m.data.action, m.data.message])).toEqual([
      ["pause-game", NOT_SENT_TEXTS.other],
      ["add-time", NOT_SENT_TEXTS.other],
      ["change-nickname", NOT_SENT_TEXTS.name],
    ]);
    // Back on: a second next_round inside its debounce window resolves false, and is not a failure to tell.
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
    last().accept();
    last().push("room-joined", { playerId: "p1", state: {} });
    messages.length = 0;
    expect(await conn.send("game-action", { action: "next_round" })).toBe(true);
    expect(await conn.send("game-action", { action: "next_round" })).toBe(false);
    expect(notSent(messages)).toEqual([]);
  });

  it("a message the page sends after closing the connection says nothing", async () => {
    const { conn, last, messages } = seated();
    last().drop(1006);
    const sent = conn.send("add-time", {});
    conn.close();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await sent).toBe(false);
    expect(notSent(messages)).toEqual([]);
  });

  it("an audience vote waits for watch-joined on the next socket, and audience-voted with its id answers it", async () => {
    const { conn, last, sockets } = setup("audience", () => 3);
    conn.connect();
    last().accept();
    last().push("watch-joined", { role: "audience", state: {}, audience: {} });
    last().drop(1006);
    await conn.send("audience-vote", { optionId: "o2" });
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
    last().accept();
    expect(last().frames("audience-vote")).toEqual([]);
    last().push("watch-joined", { role: "audience", state: {}, audience: {} });
    const [vote] = last().frames("audience-vote");
    expect(vote.data).toMatchObject({ optionId: "o2", phaseSeq: 3 });
    last().push("audience-voted", { optionId: "o2", round: 1, actionId: vote.data.actionId });
    expect(conn.pendingTaps).toBe(0);
    expect(sockets).toHaveLength(2);
  });
});
