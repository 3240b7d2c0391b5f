// No network locks others out (issue 42): seats whose pages closed lapse in the lobby after a
// grace, even while the room sleeps; the host locks the room («قفل الغرفة») so every new seat
// waits for «قبول»; the host frees every seat with no open page at once («إزالة غير المتصلين»);
// and a held join whose page hung up leaves the queue. Real sockets through the worker, the
// room's alarm fired as the runtime fires it.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PLAYER_LIMITS, RETRY_CLOSE_CODES, ROOM_CONTROLS, SEAT_LAPSE, SOCKET_LIMITS } from "../../schema/limits";
import type { Attachment } from "../room/sockets";
import { TestClient } from "../../worker/test/helpers/client";
import { LOBBY_ONLY } from "../room/actions/clear-offline-seats";
import { readRoom, writeRoom } from "../room/room-storage";
import { categoriesOf, hostedRoom, seatGuests, stored, stubOf } from "./game-helpers";
import { joinRoom, openSocket, type LiveSocket } from "./live-client";

/** A guest made on its own address (the hourly guest bound is not what these test), then moved to `address` to open its pages. */
async function guestOn(address?: string) {
  const client = new TestClient();
  const playerId = await client.becomeGuest();
  if (address) client.address = address;
  return { client, playerId };
}

/** Closes these pages and waits until the room shows every one of their seats offline to `watcher`. */
async function closeAll(watcher: LiveSocket, sockets: { socket: LiveSocket; playerId: string }[]) {
  const waiting = new Set(sockets.map((s) => s.playerId));
  for (const s of sockets) s.socket.close();
  while (waiting.size) {
    const update = await watcher.next("player-status-update");
    if (!update.data.isOnline) waiting.delete(update.data.playerId);
  }
}

/**
 * The lapse grace passes for every offline seat, as time would: the alarm was set for it (checked),
 * the room sleeps, and the runtime fires the alarm from storage.
 */
async function graceOver(roomId: string, { lapses = true } = {}) {
  const stub = stubOf(roomId);
  await runInDurableObject(stub, async (_instance, state) => {
    const record = (await readRoom(state.storage))!;
    const offline = Object.values(record.seats).filter((s) => !s.isOnline);
    const due = Math.min(...offline.map((s) => s.offlineSince! + SEAT_LAPSE.lobbyGraceMs));
    // The room's alarm already looks when the first grace ends (or sooner, for another reason).
    if (lapses) expect(await state.storage.getAlarm()).toBeLessThanOrEqual(due);
    const long = Date.now() - SEAT_LAPSE.lobbyGraceMs - 1;
    const seats = Object.fromEntries(Object.entries(record.seats).map(([id, seat]) => [id, seat.isOnline ? seat : { ...seat, offlineSince: long }]));
    await writeRoom(state.storage, { ...record, seats });
    await state.storage.setAlarm(Date.now());
  });
  await evictDurableObject(stub, { webSockets: "hibernate" });
  expect(await runDurableObjectAlarm(stub)).toBe(true);
}

describe("seats whose pages closed lapse in the lobby (issue 42)", () => {
  it("guests from one network fill the room and close their pages; after the grace a guest from another network gets a seat", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const shared = "10.77.3.9";
    const guests = [];
    for (let i = 1; i < PLAYER_LIMITS.maxPlayers; i++) {
      const g = await guestOn(shared);
      guests.push({ ...g, socket: (await joinRoom(g.client, room.code, `ضيف ${i}`)).socket });
    }
    await closeAll(host, guests);
    // Before the grace the seats are still held: the room is full.
    const stranger = await guestOn();
    const early = await openSocket(stranger.client, room.code);
    early.send("join-room", { nickname: "جارة" });
    expect((await early.next("error")).data.code).toBe("room_full");

    host.drain();
    await graceOver(room.id);
    const sync = await host.next("participants-sync");
    expect(Object.keys(sync.data.players), "only the host's seat is left").toEqual([Object.keys(sync.data.players).find((id) => sync.data.players[id].isAdmin)]);
    expect(Object.keys((await stored(room.id)).seats)).toHaveLength(1);
    const { joined } = await joinRoom(stranger.client, room.code, "جارة");
    expect(joined.data.state.players[stranger.playerId]).toMatchObject({ nickname: "جارة", isOnline: true });
  });

  it("a seat with an open page, the creator's seat and a seat that played do not lapse", async () => {
    const { room, host, user } = await hostedRoom("trivia-deception");
    const [sara, fahad, noor] = await seatGuests(room.code, ["سارة", "فهد", "نور"]);
    // نور's page is still open (a phone on the lobby): its seat stays however long it is quiet.
    await closeAll(host, [sara, fahad]);
    await graceOver(room.id);
    const sync = await host.next("participants-sync");
    expect(Object.keys(sync.data.players).sort()).toEqual([user.id, noor.playerId].sort());

    // A game starts with everyone in it: from then on their seats stay, back in the lobby too.
    const [badr] = await seatGuests(room.code, ["بدر"]);
    const subcategories = (await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception"))
      .flatMap((c) => c.subcategories)
      .filter((s) => !s.isPremium)
      .map((s) => s.id);
    host.send("start-game", { gameType: "trivia-deception", categories: subcategories, settings: { rounds: 3 } });
    await badr.socket.next("game-started");
    host.send("game-action", { action: "back_to_lobby" });
    await badr.socket.next("game-ended");
    expect((await stored(room.id)).seats[badr.playerId].played).toBe(true);
    await closeAll(host, [badr]);
    await graceOver(room.id, { lapses: false });
    expect(Object.keys((await stored(room.id)).seats).sort()).toEqual([user.id, noor.playerId, badr.playerId].sort());
    noor.socket.close();
  });
});

describe("«قفل الغرفة»: the host holds every new join (issue 42)", () => {
  it("while locked a newcomer waits and the host admits or refuses; a seated player comes back without waiting; only the host locks", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const [sara] = await seatGuests(room.code, ["سارة"]);
    sara.socket.send("set-join-approval", { on: true });
    expect((await sara.socket.next("error")).data.code).toBe("not_admin");

    host.send("set-join-approval", { on: true });
    expect((await sara.socket.next("game-state")).data.state.joinApproval).toBe(true);
    expect((await stored(room.id)).joinApproval).toBe(true);

    const mohammed = await guestOn();
    const held = await openSocket(mohammed.client, room.code);
    held.send("join-room", { nickname: "محمد" });
    expect((await held.next("join-pending")).data).toEqual({ message: "بانتظار موافقة المشرف", nickname: "محمد" });
    const list = await host.next("join-requests");
    expect(list.data.requests).toEqual([expect.objectContaining({ playerId: mohammed.playerId, nickname: "محمد", reason: "locked" })]);
    host.send("answer-join-request", { targetPlayerId: mohammed.playerId, admit: true });
    expect((await held.next("room-joined")).data.playerId).toBe(mohammed.playerId);

    const other = await guestOn();
    const refused = await openSocket(other.client, room.code);
    refused.send("join-room", { nickname: "غريب" });
    await refused.next("join-pending");
    await host.next("join-requests");
    host.send("answer-join-request", { targetPlayerId: other.playerId, admit: false });
    expect((await refused.next("error")).data.code).toBe("join_refused");
    expect((await stored(room.id)).seats[other.playerId]).toBeUndefined();

    // سارة reloads: her seat is hers, the lock does not hold her.
    sara.socket.close();
    const back = await joinRoom(sara.client, room.code, "سارة");
    expect(back.joined.data.playerId).toBe(sara.playerId);

    // Unlocked, a newcomer is seated at once again.
    host.send("set-join-approval", { on: false });
    expect((await back.socket.next("game-state")).data.state.joinApproval).toBe(false);
    const late = await guestOn();
    expect((await joinRoom(late.client, room.code, "متأخر")).joined.data.playerId).toBe(late.playerId);
  });
});

describe("«إزالة غير المتصلين» (issue 42)", () => {
  it("the host frees every seat with no open page in one action; the host's and the creator's stay; nobody else may", async () => {
    const { room, host, user } = await hostedRoom("trivia-deception");
    const [sara, fahad, noor] = await seatGuests(room.code, ["سارة", "فهد", "نور"]);
    await closeAll(host, [fahad, noor]);
    sara.socket.send("clear-offline-seats");
    expect((await sara.socket.next("error")).data.code).toBe("not_admin");
    expect(Object.keys((await stored(room.id)).seats)).toHaveLength(4);

    host.send("clear-offline-seats");
    const sync = await sara.socket.next("participants-sync");
    expect(Object.keys(sync.data.players).sort()).toEqual([user.id, sara.playerId].sort());
    // Freed, not kicked: فهد may join again.
    expect((await joinRoom(fahad.client, room.code, "فهد")).joined.data.playerId).toBe(fahad.playerId);
  });

  it("mid-game it is refused with a word: a seat there holds a score", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const [sara] = await seatGuests(room.code, ["سارة"]);
    const subcategories = (await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception"))
      .flatMap((c) => c.subcategories)
      .filter((s) => !s.isPremium)
      .map((s) => s.id);
    host.send("start-game", { gameType: "trivia-deception", categories: subcategories, settings: { rounds: 3 } });
    await sara.socket.next("game-started");
    host.send("clear-offline-seats");
    expect((await host.next("error")).data).toMatchObject({ code: "invalid_action", message: LOBBY_ONLY });
  });
});

describe("the held-join queue (issue 42)", () => {
  it("held joins whose pages hang up leave the queue: the next newcomer waits instead of being refused", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    host.send("set-join-approval", { on: true });
    await host.next("game-state");
    const hungUp = [];
    for (let i = 0; i < ROOM_CONTROLS.maxPendingJoins; i++) {
      const g = await guestOn();
      const socket = await openSocket(g.client, room.code);
      socket.send("join-room", { nickname: `طالب ${i + 1}` });
      await socket.next("join-pending");
      hungUp.push(socket);
    }
    expect((await stored(room.id)).pendingJoins).toHaveLength(ROOM_CONTROLS.maxPendingJoins);
    host.drain();
    for (const socket of hungUp) socket.close();
    // The host's list empties as each page closes.
    for (;;) if ((await host.next("join-requests")).data.requests.length === 0) break;
    expect((await stored(room.id)).pendingJoins).toBeUndefined();

    const mohammed = await guestOn();
    const socket = await openSocket(mohammed.client, room.code);
    socket.send("join-room", { nickname: "محمد" });
    expect((await socket.next("join-pending")).data.nickname).toBe("محمد");
  });

  it("a held person with a second page open keeps their place until the last one closes", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    host.send("set-join-approval", { on: true });
    await host.next("game-state");
    const g = await guestOn();
    const first = await openSocket(g.client, room.code);
    const second = await openSocket(g.client, room.code);
    first.send("join-room", { nickname: "ريم" });
    await first.next("join-pending");
    await host.next("join-requests");
    first.close();
    // The room has heard the first page go: only the second is left under her identity.
    const stub = stubOf(room.id);
    while ((await runInDurableObject(stub, (_instance, state) => state.getWebSockets(g.playerId).length)) > 1);
    // Still waiting on the other page: the host can let her in there.
    second.send("get-game-state");
    await second.next("error");
    expect((await stored(room.id)).pendingJoins?.map((p) => p.playerId)).toEqual([g.playerId]);
    host.send("answer-join-request", { targetPlayerId: g.playerId, admit: true });
    expect((await second.next("room-joined")).data.playerId).toBe(g.playerId);
  });
});

describe("the join window (issue 42)", () => {
  it("the alarm is set for a silent socket's window at its upgrade, and closes it like one that sent a frame", async () => {
    const { room } = await hostedRoom("trivia-deception");
    const silent = await openSocket((await guestOn()).client, room.code, { silent: true });
    const framed = await openSocket((await guestOn()).client, room.code, { silent: true });
    const stub = stubOf(room.id);
    // No frame yet from either: the alarm already looks when the first window ends.
    await runInDurableObject(stub, async (_instance, state) => {
      const opened = state.getWebSockets().map((ws) => ws.deserializeAttachment() as Attachment).filter((a) => !a.joined);
      expect(opened).toHaveLength(2);
      expect(await state.storage.getAlarm()).toBe(Math.min(...opened.map((a) => a.connectedAt)) + SOCKET_LIMITS.joinWithinMs);
    });
    framed.send("heartbeat");
    await framed.next("heartbeat-ack");
    // The window passes for both; the room sleeps, and the runtime fires the alarm from storage.
    await runInDurableObject(stub, async (_instance, state) => {
      for (const ws of state.getWebSockets()) {
        const a = ws.deserializeAttachment() as Attachment;
        if (!a.joined) ws.serializeAttachment({ ...a, connectedAt: a.connectedAt - SOCKET_LIMITS.joinWithinMs });
      }
      await state.storage.setAlarm(Date.now());
    });
    await evictDurableObject(stub, { webSockets: "hibernate" });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    for (const socket of [silent, framed]) expect((await socket.waitClose()).code).toBe(RETRY_CLOSE_CODES.idle);
  });
});
