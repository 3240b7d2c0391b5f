// Frames whose reads finish together: each step must run on the room its predecessor left,
// however the awaits of the storage write interleave with them. Found through a shared D1
// read (the avatar assets, the family filter), whose waiters all resume in one tick.
import { describe, expect, it } from "vitest";
import { joinSeat, newRoomRecord, removeSeat, type RoomRecord } from "../room-record";
import { readRoom, RoomStore } from "../room-storage";
import { MemoryStorage, World } from "./memory-ports";

const START = Date.UTC(2026, 0, 1, 18, 0, 0);
const info = { roomId: "room-1", code: "ABC234", name: null, creatorId: "host", isPremium: true, expiresAt: START + 3 * 3_600_000, gameType: "trivia-deception" as const };

/** D1's avatar assets answered by hand: every frame reading them waits for the same answer. */
function heldAvatarRead(world: World) {
  let answer!: () => void;
  // Undefined: the room keeps the shipped avatar layers, as when D1 has none.
  const read = new Promise<undefined>((resolve) => (answer = () => resolve(undefined)));
  world.db.avatarChoices = () => read;
  return answer;
}

describe("changes whose reads land together", () => {
  it("two players change their avatars while one D1 read is awaited: both changes are kept, each in its own version", async () => {
    const world = new World(START);
    await world.create(info);
    const host = await world.join("host", "المضيفة");
    const sara = await world.join("sara", "سارة");
    const before = (await readRoom(world.storage))!.version;

    const answer = heldAvatarRead(world);
    const frames = [
      world.room.message(host, JSON.stringify({ type: "update-avatar", data: { avatar: { color: 3, face: 8, custom: 16 } } })),
      world.room.message(sara, JSON.stringify({ type: "update-avatar", data: { avatar: { color: 4, face: 9, custom: 17 } } })),
    ];
    answer();
    await Promise.all(frames);

    // The room in memory, which the next frame steps from, and the room on disk.
    for (const room of [world.room.record!, (await readRoom(world.storage))!]) {
      expect(room.seats.host.avatar).toEqual({ color: 3, face: 8, custom: 16 });
      expect(room.seats.sara.avatar).toEqual({ color: 4, face: 9, custom: 17 });
      expect(room.version).toBe(before + 2);
    }
    // Every page heard both changes, under two versions in order.
    for (const socket of [host, sara]) {
      const heard = socket.of("avatar-updated").map((m) => [m.data.playerId, m.data.version]);
      expect(heard).toEqual([
        ["host", before + 1],
        ["sara", before + 2],
      ]);
    }

    // A restart reads the same room back.
    await world.restart();
    expect(world.room.record!.seats.host.avatar).toEqual({ color: 3, face: 8, custom: 16 });
    expect(world.room.record!.seats.sara.avatar).toEqual({ color: 4, face: 9, custom: 17 });
    expect(world.room.record!.version).toBe(before + 2);
  });

  it("a write begun while the one before it is committed removes a seat that one added", async () => {
    const storage = new MemoryStorage();
    const store = new RoomStore(storage);
    await store.load();
    const empty = { ...newRoomRecord(info, START), version: 0 };
    await store.write(empty);
    const seated = joinSeat(empty, { playerId: "sara", userId: null, isAnonymous: true, nickname: "سارة" }, START) as { room: RoomRecord };
    const withSara = { ...seated.room, version: 1 };
    const withoutSara = { ...removeSeat(withSara, "sara", START), version: 2 };
    // The second write starts before the first one's commit is awaited, as a frame let in by an await would.
    await Promise.all([store.write(withSara), store.write(withoutSara)]);
    expect([...storage.data.keys()].filter((key) => key.startsWith("seat:"))).toEqual([]);
    expect((await readRoom(storage))!.seats).toEqual({});
  });
});
