// The creator stays (issue 37, item 3): when the creator's phone goes silent mid-game the host role
// passes on, but the new host cannot kick the creator, the creator gets the role back on return, and
// closing the room is the creator's, or the role holder's only while the creator is away.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LIVE_LIMITS } from "../../schema/limits";
import { TestClient } from "../../worker/test/helpers/client";
import { CREATOR_STAYS } from "../room/actions/kick";
import { readRoom, writeRoom } from "../room/room-storage";
import { categoriesOf, hostedRoom, stored, stubOf } from "./game-helpers";
import { joinRoom, type LiveSocket } from "./live-client";

type Player = { client: TestClient; playerId: string; socket: LiveSocket };

async function guest(code: string, name: string): Promise<Player> {
  const client = new TestClient();
  const playerId = await client.becomeGuest();
  return { client, playerId, socket: (await joinRoom(client, code, name)).socket };
}

/** Time passes for a socket that never pinged: its last sign of life is long ago, and the room wakes from storage. */
async function silentFor(roomId: string, playerId: string) {
  const stub = stubOf(roomId);
  await runInDurableObject(stub, async (_instance, state) => {
    for (const ws of state.getWebSockets(playerId))
      ws.serializeAttachment({ ...(ws.deserializeAttachment() as object), connectedAt: Date.now() - LIVE_LIMITS.offlineAfterMs - 1 });
  });
  await evictDurableObject(stub);
  expect(await runDurableObjectAlarm(stub)).toBe(true);
}

/** The turn grace passes for every offline seat, then the room's alarm looks. */
async function graceOver(roomId: string) {
  const stub = stubOf(roomId);
  await runInDurableObject(stub, async (_instance, state) => {
    const record = (await readRoom(state.storage))!;
    const long = Date.now() - LIVE_LIMITS.turnGraceMs - 1;
    const seats = Object.fromEntries(Object.entries(record.seats).map(([id, seat]) => [id, seat.isOnline ? seat : { ...seat, offlineSince: long }]));
    await writeRoom(state.storage, { ...record, seats });
    await state.storage.setAlarm(Date.now());
  });
  await evictDurableObject(stub);
  expect(await runDurableObjectAlarm(stub)).toBe(true);
}

/**
 * A trivia game of the creator (their phone silent: it never pings), سارة and فهد, running; the
 * creator's phone then locks past the grace and the role passes to سارة, the earliest guest.
 */
async function creatorAway() {
  const hosted = await hostedRoom("trivia-deception");
  const { room, user, admin } = hosted;
  hosted.host.close();
  const creator: Player = { client: admin, playerId: user.id, socket: (await joinRoom(admin, room.code, "المضيف", undefined, { silent: true })).socket };
  const sara = await guest(room.code, "سارة");
  const fahad = await guest(room.code, "فهد");
  const subcategories = (await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception"))
    .flatMap((c) => c.subcategories)
    .filter((s) => !s.isPremium)
    .map((s) => s.id);
  creator.socket.send("start-game", { gameType: "trivia-deception", categories: subcategories, settings: { rounds: 3 } });
  await sara.socket.next("game-started");
  await silentFor(room.id, creator.playerId);
  expect((await sara.socket.next("player-status-update")).data).toMatchObject({ playerId: creator.playerId, isOnline: false });
  await graceOver(room.id);
  const sync = await sara.socket.next("participants-sync");
  expect(sync.data.adminId, "the role passed to the earliest guest").toBe(sara.playerId);
  expect(sync.data.players[creator.playerId]).toMatchObject({ isCreator: true, isAdmin: false });
  expect(sync.data.players[sara.playerId].isCreator).toBeUndefined();
  for (const p of [sara, fahad]) p.socket.drain();
  return { room, creator, sara, fahad };
}

describe("the creator is never kicked out (issue 37)", () => {
  it("the host holding the role cannot kick the creator; the creator returns as host, and then only the creator closes the room", async () => {
    const { room, creator, sara, fahad } = await creatorAway();

    sara.socket.send("game-action", { action: "kick_player", targetPlayerId: creator.playerId });
    expect((await sara.socket.next("error")).data).toEqual({ code: "invalid_target", message: CREATOR_STAYS });
    const after = await stored(room.id);
    expect(after.seats[creator.playerId], "the creator's seat stays").toBeDefined();
    expect(after.kicked).not.toContain(creator.playerId);
    // The role holder's other powers still work: فهد can be kicked.
    sara.socket.send("game-action", { action: "kick_player", targetPlayerId: fahad.playerId });
    expect((await fahad.socket.next("kicked")).type).toBe("kicked");

    // Back from the lock screen: the creator is host again, and everyone hears it.
    creator.socket.close();
    const back = await joinRoom(creator.client, room.code, "المضيف");
    expect(back.joined.data.isAdmin).toBe(true);
    expect((await sara.socket.next("participants-sync")).data.adminId).toBe(creator.playerId);
    expect((await stored(room.id)).adminId).toBe(creator.playerId);

    // Closing is the creator's now: سارة is refused, the room stays open.
    sara.socket.send("game-action", { action: "expire_room" });
    expect((await sara.socket.next("error")).data.code).toBe("not_admin");
    expect((await stored(room.id)).expired).toBe(false);
    back.socket.send("game-action", { action: "expire_room" });
    expect((await sara.socket.next("room-expired")).type).toBe("room-expired");
    expect((await stored(room.id)).expired).toBe(true);
  });

  it("while the creator is away, whoever holds the role may close the room; nobody else may", async () => {
    const { room, sara, fahad } = await creatorAway();
    fahad.socket.send("game-action", { action: "expire_room" });
    expect((await fahad.socket.next("error")).data.code).toBe("not_admin");
    expect((await stored(room.id)).expired).toBe(false);
    sara.socket.send("game-action", { action: "expire_room" });
    expect((await fahad.socket.next("room-expired")).type).toBe("room-expired");
    expect((await stored(room.id)).expired).toBe(true);
  });

  it("in the lobby, a creator who pressed «خروج» comes back as host, marked as the creator", async () => {
    const hosted = await hostedRoom("trivia-deception");
    const sara = await guest(hosted.room.code, "سارة");
    hosted.host.send("game-action", { action: "leave_room" });
    await hosted.host.next("left-room");
    expect((await sara.socket.next("participants-sync")).data.adminId).toBe(sara.playerId);
    const back = await joinRoom(hosted.admin, hosted.room.code, "المضيف");
    expect(back.joined.data.isAdmin).toBe(true);
    expect(back.joined.data.state.players[hosted.user.id].isCreator).toBe(true);
    // A host who is not the creator (a stale page) is refused as not admin; the creator's seat stays either way.
    sara.socket.send("game-action", { action: "kick_player", targetPlayerId: hosted.user.id });
    expect((await sara.socket.next("error")).data.code).toBe("not_admin");
    expect((await stored(hosted.room.id)).seats[hosted.user.id]).toBeDefined();
  });
});
