// Issue 37 over real sockets: one identity or one address cannot flood or fill a room.
// Sockets are bounded per identity (the newest wins) and per address (the newcomer is
// refused); a socket that never joins is closed by the room's alarm; a refused one is
// closed at once; a frame flood ends the flooder's socket while another player's round
// trip is answered; screens and the audience count identities; the host sees them and
// removes one for the room's life; seated and kicked identities do not watch; the
// room's metrics are the host's.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CLOSE_CODES, RETRY_CLOSE_CODES, SOCKET_LIMITS, WATCH_LIMITS } from "../../schema/limits";
import type { ServerMessageOf } from "../../schema/protocol";
import { TestClient } from "../../worker/test/helpers/client";
import type { Attachment } from "../room/sockets";
import { hostedRoom, seatGuests, stored, stubOf } from "./game-helpers";
import { joinRoom, LiveSocket, openSocket } from "./live-client";

/** A socket opened with a watcher's role (not yet joined). */
async function openWatcher(client: TestClient, code: string, role: "screen" | "audience") {
  const res = await client.fetch(`/ws?code=${code}&role=${role}`, { headers: { Upgrade: "websocket" } });
  const ws = res.webSocket;
  if (!ws) throw new Error(`no socket: ${res.status}`);
  ws.accept();
  return new LiveSocket(ws);
}

/** A watcher let in; `client` defaults to a fresh guest. */
async function watcher(code: string, role: "screen" | "audience", client?: TestClient) {
  if (!client) {
    client = new TestClient();
    await client.becomeGuest();
  }
  const socket = await openWatcher(client, code, role);
  socket.send(role === "screen" ? "join-screen" : "join-audience");
  await socket.next("watch-joined");
  return { client, socket };
}

/** A fresh guest and its id. */
async function newGuest() {
  const client = new TestClient();
  const playerId = await client.becomeGuest();
  return { client, playerId };
}

/** A refusal at a watcher's door: the error, then the socket closes at once. */
async function refusedWatcher(client: TestClient, code: string, role: "screen" | "audience") {
  const socket = await openWatcher(client, code, role);
  socket.send(role === "screen" ? "join-screen" : "join-audience");
  const error = await socket.next("error");
  const closed = await socket.waitClose();
  return { error: error.data, closed };
}

/** The host's next watcher list that satisfies `check` (lists come folded, a few a second). */
async function hostSees(host: LiveSocket, check: (w: ServerMessageOf<"watchers">["data"]) => boolean) {
  for (;;) {
    const { data } = await host.next("watchers", 5_000);
    if (check(data)) return data;
  }
}

describe("sockets per identity and per address (issue 37)", () => {
  it("one identity holds two player sockets: a third closes the oldest, which is told why", async () => {
    const { room } = await hostedRoom("trivia-deception");
    const [sara] = await seatGuests(room.code, ["سارة"]);
    const second = await openSocket(sara.client, room.code);
    const third = await openSocket(sara.client, room.code);
    expect((await sara.socket.next("error")).data.code).toBe("too_many_connections");
    expect((await sara.socket.waitClose()).code).toBe(CLOSE_CODES.refused);
    // The newest two stay; the third page joins the same seat.
    third.send("join-room", { nickname: "سارة" });
    expect((await third.next("room-joined")).data.playerId).toBe(sara.playerId);
    expect(second.closed).toBeNull();
    second.close();
    third.close();
  });

  it("a flood of audience sockets from one cookie keeps only the newest, and the room counts one audience member", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const flooder = new TestClient();
    await flooder.becomeGuest();
    const sockets: LiveSocket[] = [];
    for (let i = 0; i < 20; i++) {
      const s = await openWatcher(flooder, room.code, "audience");
      s.send("join-audience");
      sockets.push(s);
    }
    await sockets.at(-1)!.next("watch-joined");
    // Every older socket was closed as the next one opened: one live audience socket per identity.
    for (const s of sockets.slice(0, -1)) expect((await s.waitClose()).code).toBe(CLOSE_CODES.refused);
    expect(sockets.at(-1)!.closed).toBeNull();
    const seen = await hostSees(host, (w) => w.audienceCount === 1);
    expect(seen.audience.map((a) => a.playerId)).toHaveLength(1);
    sockets.at(-1)!.close();
  });

  it("an address holds a bounded number of sockets across roles; past it a newcomer is refused and closed", async () => {
    const { room } = await hostedRoom("trivia-deception");
    const shared = "10.99.1.7";
    const sockets: LiveSocket[] = [];
    for (let i = 0; i < SOCKET_LIMITS.perAddress; i++) {
      const client = new TestClient(); // its own address while it becomes a guest, so the hourly guest bound is not what this tests
      await client.becomeGuest();
      client.address = shared;
      sockets.push(i % 2 ? await openWatcher(client, room.code, "audience") : await openSocket(client, room.code));
    }
    const late = new TestClient();
    await late.becomeGuest();
    late.address = shared;
    const refused = await openSocket(late, room.code);
    expect((await refused.next("error")).data.code).toBe("too_many_connections");
    expect((await refused.waitClose()).code).toBe(CLOSE_CODES.refused);
    // Another network is not affected.
    const other = new TestClient();
    await other.becomeGuest();
    (await joinRoom(other, room.code, "جار")).socket.close();
    for (const s of sockets) s.close();
  });

  it("a socket that has not joined within the window is closed by the room's alarm; a joined one stays", async () => {
    const { room } = await hostedRoom("trivia-deception");
    const idle = new TestClient();
    await idle.becomeGuest();
    const socket = await openSocket(idle, room.code);
    const [sara] = await seatGuests(room.code, ["سارة"]);
    const stub = stubOf(room.id);
    // Time passes: the idle socket opened longer ago than the join window.
    await runInDurableObject(stub, async (_instance, state) => {
      for (const ws of state.getWebSockets()) {
        const a = ws.deserializeAttachment() as Attachment;
        ws.serializeAttachment({ ...a, connectedAt: a.connectedAt - SOCKET_LIMITS.joinWithinMs - 1 });
      }
      // The alarm was set for the idle socket's window; it fires now.
      expect(await state.storage.getAlarm()).toBeLessThanOrEqual(Date.now() + SOCKET_LIMITS.joinWithinMs);
      await state.storage.setAlarm(Date.now());
    });
    await evictDurableObject(stub, { webSockets: "hibernate" });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    // A close code the page reconnects on: it opens another socket once a name is typed.
    expect((await socket.waitClose()).code).toBe(RETRY_CLOSE_CODES.idle);
    expect(Object.values(CLOSE_CODES)).not.toContain(RETRY_CLOSE_CODES.idle);
    // A joined socket stays.
    expect(sara.socket.closed).toBeNull();
    sara.socket.send("get-game-state");
    expect((await sara.socket.next("get-game-state-response")).data.state.code).toBe(room.code);
  });

  it("a refused socket is closed at once: a full room's screen, and a kicked player at the door", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const screens = [];
    for (let i = 0; i < WATCH_LIMITS.maxScreens; i++) screens.push(await watcher(room.code, "screen"));
    const stranger = new TestClient();
    await stranger.becomeGuest();
    const full = await refusedWatcher(stranger, room.code, "screen");
    expect(full.error.code).toBe("room_full");
    expect(full.closed.code).toBe(CLOSE_CODES.refused);

    const [badr] = await seatGuests(room.code, ["بدر"]);
    host.send("game-action", { action: "kick_player", targetPlayerId: badr.playerId });
    expect((await badr.socket.waitClose()).code).toBe(CLOSE_CODES.kicked);
    const back = await openSocket(badr.client, room.code);
    back.send("join-room", { nickname: "اسم آخر" });
    expect((await back.next("error")).data.code).toBe("kicked");
    expect((await back.waitClose()).code).toBe(CLOSE_CODES.refused);
    for (const s of screens) s.socket.close();
  });
});

describe("a flood of frames (issue 37)", () => {
  it("a flooder's heartbeats past the rate end its socket; another player's clock round trip is answered in order", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const [flooder] = await seatGuests(room.code, ["فهد"]);
    // Every frame type counts, a plain heartbeat too.
    const frame = JSON.stringify({ type: "heartbeat", data: {} });
    for (let i = 0; i < 500; i++) flooder.socket.ws.send(frame);
    host.send("clock-sync-request", { clientTime: 4242 });
    const clock = await host.next("clock-sync-response", 10_000);
    expect(clock.data.clientTime).toBe(4242);
    expect((await flooder.socket.waitClose(10_000)).code).toBe(RETRY_CLOSE_CODES.rateLimited);
    const acks = flooder.socket.received.filter((m) => m.type === "heartbeat-ack").length;
    expect(acks).toBeLessThan(500);
    expect(flooder.socket.received.at(-1)).toMatchObject({ type: "error", data: { code: "rate_limited" } });
    // The host's next round trip is as good as the first: the room was never the one that stopped.
    host.send("clock-sync-request", { clientTime: 4343 });
    expect((await host.next("clock-sync-response")).data.clientTime).toBe(4343);
    // The flooder is still a player: a new socket takes the seat back.
    expect((await joinRoom(flooder.client, room.code, "فهد")).joined.data.playerId).toBe(flooder.playerId);
  });
});

describe("watchers the host controls (issue 37)", () => {
  it("screens count identities: a stranger's second page takes no second slot, and the host's own TV always gets one", async () => {
    const { room, admin } = await hostedRoom("trivia-deception");
    const strangers = [];
    for (let i = 0; i < WATCH_LIMITS.maxScreens; i++) strangers.push(await watcher(room.code, "screen"));
    // A stranger opens the screen again: the newer page takes their own slot, the room is not more full.
    const again = await watcher(room.code, "screen", strangers[0].client);
    expect((await strangers[0].socket.waitClose()).code).toBe(CLOSE_CODES.refused);
    // The host's TV (the host's identity) is never refused for the cap.
    const tv = await watcher(room.code, "screen", admin);
    expect(tv.socket.closed).toBeNull();
    for (const s of [again, tv, ...strangers.slice(1)]) s.socket.close();
  });

  it("the host sees screens and the audience, removes an audience member for good, and only the host may", async () => {
    const { room, admin, host, user } = await hostedRoom("trivia-deception");
    const [sara] = await seatGuests(room.code, ["سارة"]);
    const tv = await watcher(room.code, "screen", admin);
    const fan = await newGuest();
    const fanSocket = (await watcher(room.code, "audience", fan.client)).socket;
    const other = await newGuest();
    const otherSocket = (await watcher(room.code, "audience", other.client)).socket;
    const list = await hostSees(host, (w) => w.audienceCount === 2 && w.screens.length === 1);
    // The host's list names its own TV, and every audience member by identity.
    expect(list.screens).toEqual([expect.objectContaining({ playerId: user.id, isYou: true, role: "screen" })]);
    expect(list.audience.map((a) => a.playerId).sort()).toEqual([fan.playerId, other.playerId].sort());

    // Nobody but the host removes a watcher.
    sara.socket.send("remove-watcher", { targetPlayerId: fan.playerId });
    expect((await sara.socket.next("error")).data.code).toBe("not_admin");
    // Not the host's own TV, not a seated player, not someone who is not watching.
    for (const target of [user.id, sara.playerId, "anonymous_nobody"]) {
      host.send("remove-watcher", { targetPlayerId: target });
      expect((await host.next("error")).data.code).toBe("invalid_target");
    }
    expect(tv.socket.closed).toBeNull();

    host.send("remove-watcher", { targetPlayerId: fan.playerId });
    const gone = await fanSocket.next("kicked");
    expect(gone.data.message).toContain("لا يمكنك مشاهدتها");
    expect((await fanSocket.waitClose()).code).toBe(CLOSE_CODES.kicked);
    expect((await hostSees(host, (w) => w.audienceCount === 1)).audience.map((a) => a.playerId)).toEqual([other.playerId]);
    // Out for the room's life, like a kick: not as audience, not as a screen, not in a seat.
    for (const role of ["audience", "screen"] as const) {
      const back = await refusedWatcher(fan.client, room.code, role);
      expect(back.error.code).toBe("kicked");
      expect(back.closed.code).toBe(CLOSE_CODES.refused);
    }
    const seat = await openSocket(fan.client, room.code);
    seat.send("join-room", { nickname: "متفرج" });
    expect((await seat.next("error")).data.code).toBe("kicked");
    expect((await stored(room.id)).kicked).toContain(fan.playerId);
    expect(otherSocket.closed).toBeNull();
    for (const s of [tv.socket, otherSocket]) s.close();
  });
});

describe("who may watch (issue 37)", () => {
  it("a seated identity cannot join its own room's audience, nor vote with it after taking a seat; a kicked identity cannot watch", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const [sara, badr] = await seatGuests(room.code, ["سارة", "بدر"]);
    const seated = await refusedWatcher(sara.client, room.code, "audience");
    expect(seated.error.code).toBe("not_watching");
    expect(seated.closed.code).toBe(CLOSE_CODES.refused);

    // Someone in the audience who then takes a seat no longer votes with the audience.
    const late = await newGuest();
    const audience = (await watcher(room.code, "audience", late.client)).socket;
    await joinRoom(late.client, room.code, "متأخر");
    audience.send("audience-vote", { optionId: "any" });
    expect((await audience.next("error")).data.code).toBe("not_watching");

    host.send("game-action", { action: "kick_player", targetPlayerId: badr.playerId });
    await badr.socket.waitClose();
    for (const role of ["screen", "audience"] as const) {
      const back = await refusedWatcher(badr.client, room.code, role);
      expect(back.error.code).toBe("kicked");
    }
  });

  it("the room's metrics are the host's: a player, a watcher and a socket that never joined are refused", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const [sara] = await seatGuests(room.code, ["سارة"]);
    const fan = await watcher(room.code, "audience");
    const stranger = await newGuest();
    const unjoined = await openSocket(stranger.client, room.code);
    for (const socket of [sara.socket, fan.socket, unjoined]) {
      socket.send("metrics-request");
      expect((await socket.next("error")).data.code).toBe("not_admin");
      expect(socket.received.some((m) => m.type === "metrics-response")).toBe(false);
    }
    host.send("metrics-request");
    expect((await host.next("metrics-response")).data.players).toBe(2);
    for (const s of [fan.socket, unjoined]) s.close();
  });
});
