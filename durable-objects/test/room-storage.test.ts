// What the room costs at rest and per action: an idle room keeps only its expiry
// alarm, an avatar change and a vote each write a small part of the room, and a
// room stored whole by an earlier deploy is split when it loads.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ServerMessageOf } from "../../schema/protocol";
import { readRoom, toEntries, LEGACY_KEY } from "../room/room-storage";
import { categoriesOf, hostedRoom, seatGuests, stored, stubOf } from "./game-helpers";
import { joinRoom, type LiveSocket } from "./live-client";

/** A write budget per action: the target for an avatar change or a vote. */
const MAX_BYTES_PER_ACTION = 2_048;

async function metrics(socket: LiveSocket): Promise<ServerMessageOf<"metrics-response">["data"]> {
  socket.send("metrics-request");
  return (await socket.next("metrics-response")).data;
}

/** Bytes and calls the actor wrote while `act` ran and `settled` was heard. */
async function written(socket: LiveSocket, act: () => void, settled: () => Promise<unknown>) {
  const before = await metrics(socket);
  act();
  await settled();
  const after = await metrics(socket);
  return { bytes: after.bytesWritten - before.bytesWritten, calls: after.storageWrites - before.storageWrites };
}

describe("small writes", () => {
  it("an avatar change writes the seat and the room's version, well under 2 KB, in one call", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    await seatGuests(room.code, ["سارة", "فهد", "نورة", "خالد", "ريم", "عمر", "هند"]);
    host.drain();
    const cost = await written(
      host,
      () => host.send("update-avatar", { avatar: { color: 6, face: 14, custom: 23 } }),
      () => host.next("avatar-updated"),
    );
    expect(cost.calls).toBe(1);
    expect(cost.bytes).toBeGreaterThan(0);
    expect(cost.bytes).toBeLessThanOrEqual(MAX_BYTES_PER_ACTION);
  });

  it("a most-likely vote leaves the prompt pool and the played ids unwritten, under 2 KB", async () => {
    const { room, host } = await hostedRoom("most-likely");
    const guests = await seatGuests(room.code, ["سارة", "فهد", "نورة", "خالد", "ريم", "عمر", "هند"]);
    host.send("start-game", { gameType: "most-likely", categories: [(await categoriesOf("most-likely"))[0].id], settings: { rounds: 10 } });
    await host.next("game-started");
    host.drain();
    const whole = [...toEntries(await stored(room.id))].reduce((sum, [key, value]) => sum + key.length + JSON.stringify(value).length, 0);
    const cost = await written(
      host,
      () => guests[0].socket.send("game-action", { action: "SUBMIT_VOTE", payload: { votedPlayerId: guests[1].playerId, submissionId: crypto.randomUUID() } }),
      () => host.next("game-state"),
    );
    expect(cost.calls).toBe(1);
    expect(cost.bytes).toBeGreaterThan(0);
    expect(cost.bytes).toBeLessThanOrEqual(MAX_BYTES_PER_ACTION);
    // The point of the split: the whole room is far larger than what a vote writes.
    expect(whole).toBeGreaterThan(cost.bytes * 2);
  });
});

describe("a room at rest", () => {
  it("with joined sockets and nobody acting, schedules no alarm but its expiry", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    await seatGuests(room.code, ["سارة", "فهد"]);
    host.send("update-avatar", { avatar: { color: 3, face: 8, custom: 16 } });
    await host.next("avatar-updated");
    const { expiresAt } = await stored(room.id);
    const stub = stubOf(room.id);
    expect(await runInDurableObject(stub, (_i, state) => state.storage.getAlarm())).toBe(expiresAt);
    // Woken by that alarm early (as a test may), the room changes nothing and keeps the same one alarm.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await runInDurableObject(stub, (_i, state) => state.storage.getAlarm())).toBe(expiresAt);
    expect(Object.values((await stored(room.id)).seats).every((s) => s.isOnline)).toBe(true);
  });

  it("a seat whose sockets went quiet past the heartbeat timeout is shown offline when the room next wakes", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const [sara] = await seatGuests(room.code, ["سارة"]);
    const stub = stubOf(room.id);
    // Sara's socket was accepted long ago and never answered a heartbeat since: rewrite its attachment so.
    await runInDurableObject(stub, (_i, state) => {
      for (const ws of state.getWebSockets(sara.playerId)) ws.serializeAttachment({ ...ws.deserializeAttachment(), connectedAt: Date.now() - 10 * 60_000 });
    });
    await evictDurableObject(stub, { webSockets: "hibernate" });
    host.send("get-game-state");
    expect((await host.next("player-status-update")).data).toMatchObject({ playerId: sara.playerId, isOnline: false });
    expect((await host.next("get-game-state-response")).data.state.players[sara.playerId].isOnline).toBe(false);
  });
});

describe("a room stored whole by an earlier deploy", () => {
  it("is split into its parts when the actor loads, and plays on", async () => {
    const { admin, room, host } = await hostedRoom("trivia-deception");
    const stub = stubOf(room.id);
    const before = await stored(room.id);
    await runInDurableObject(stub, async (_i, state) => {
      await state.storage.deleteAll();
      await state.storage.put(LEGACY_KEY, before);
    });
    await evictDurableObject(stub, { webSockets: "close" });
    const back = await joinRoom(admin, room.code, "المضيف");
    expect(back.joined.data.state.code).toBe(room.code);
    const keys = await runInDurableObject(stub, async (_i, state) => [...(await state.storage.list()).keys()]);
    expect(keys).not.toContain(LEGACY_KEY);
    expect(keys).toEqual(expect.arrayContaining(["meta", `seat:${Object.keys(before.seats)[0]}`]));
    expect((await runInDurableObject(stub, (_i, state) => readRoom(state.storage)))!.seats).toHaveProperty(Object.keys(before.seats)[0]);
    host.close();
  });
});
