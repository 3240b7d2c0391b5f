// Seats nobody holds (issue 42), without a runtime: the lapse rules, and the room's alarm
// freeing them while the room sleeps (memory ports, the clock moved by the test).
import { describe, expect, it } from "vitest";
import { LIVE_CLIENT, LIVE_LIMITS, SEAT_LAPSE } from "../../schema/limits";
import { readRoom } from "./room-storage";
import { lapseDueAt, lapsedSeats, offlineSeats, withPlayedSeats } from "./seat-lapse";
import { newRoomRecord, type RoomRecord, type Seat } from "./room-record";
import { World } from "./test/memory-ports";

const START = Date.UTC(2026, 0, 1, 18, 0, 0);
const info = { roomId: "room-1", code: "ABC234", name: null, creatorId: "host", isPremium: true, expiresAt: START + 3 * 3_600_000, gameType: "trivia-deception" as const };

const seat = (playerId: string, extra: Partial<Seat> = {}): Seat => ({
  playerId,
  userId: null,
  nickname: playerId,
  isAnonymous: true,
  avatar: { color: 1, face: 1, custom: 1 },
  joinedAt: START,
  isOnline: false,
  offlineSince: START,
  ...extra,
});

function roomWith(seats: Seat[], extra: Partial<RoomRecord> = {}): RoomRecord {
  return { ...newRoomRecord(info, START), seats: Object.fromEntries(seats.map((s) => [s.playerId, s])), ...extra };
}

describe("the lapse rules", () => {
  it("is longer than a page's longest reconnect wait after the heartbeat timeout", () => {
    expect(SEAT_LAPSE.lobbyGraceMs).toBeGreaterThan(LIVE_CLIENT.backoffMaxMs + LIVE_LIMITS.offlineAfterMs);
  });

  it("a never-played offline seat with no open page lapses after the grace; the creator's, the host's, an online one and one that played never", () => {
    const room = roomWith([seat("host"), seat("sara"), seat("fahad", { played: true }), seat("noor", { isOnline: true, offlineSince: null }), seat("badr")], { adminId: "host" });
    const due = START + SEAT_LAPSE.lobbyGraceMs;
    expect(lapsedSeats(room, new Set(), due - 1)).toEqual([]);
    expect(lapsedSeats(room, new Set(), due).sort()).toEqual(["badr", "sara"]);
    // A page still open (about to join, or quiet) keeps its seat, and the alarm does not look for it.
    expect(lapsedSeats(room, new Set(["badr"]), due)).toEqual(["sara"]);
    expect(lapseDueAt(room, new Set(["sara", "badr"]))).toBeNull();
    expect(lapseDueAt(room, new Set())).toBe(due);
    // The host role held by a guest keeps that seat too.
    expect(lapsedSeats({ ...room, adminId: "sara" }, new Set(), due)).toEqual(["badr"]);
  });

  it("nothing lapses while a game runs, and a game marks every seat as having played", () => {
    const room = roomWith([seat("host"), seat("sara")], { game: { gameType: "trivia-deception", seed: 1, step: 1, state: {}, deadline: null } });
    expect(lapsedSeats(room, new Set(), START + SEAT_LAPSE.lobbyGraceMs * 2)).toEqual([]);
    expect(Object.values(withPlayedSeats(room).seats).every((s) => s.played)).toBe(true);
    const lobby = roomWith([seat("sara")]);
    expect(withPlayedSeats(lobby)).toBe(lobby);
  });

  it("«إزالة غير المتصلين» frees every offline seat with no open page but the creator's and the host's, played or not", () => {
    const room = roomWith([seat("host"), seat("sara", { played: true }), seat("fahad"), seat("noor", { isOnline: true, offlineSince: null }), seat("badr")], { adminId: "fahad" });
    expect(offlineSeats(room, new Set(["badr"])).sort()).toEqual(["sara"]);
  });
});

describe("the room frees lapsed seats by its alarm", () => {
  it("guests whose pages closed are freed while the room sleeps, and everyone hears the roster", async () => {
    const world = new World(START);
    await world.create(info);
    const host = await world.join("host", "المضيفة");
    const sara = await world.join("sara", "سارة");
    const fahad = await world.join("fahad", "فهد");
    world.time.advance(1_000);
    await world.drop(sara);
    await world.drop(fahad);
    // The alarm looks when the grace ends, not at the room's expiry.
    expect(world.storage.alarmAt).toBe(START + 1_000 + SEAT_LAPSE.lobbyGraceMs);
    await world.restart();
    world.pinged([host]);
    await world.fireAlarm();
    expect(Object.keys((await readRoom(world.storage))!.seats)).toEqual(["host"]);
    expect(Object.keys(host.last("participants-sync").data.players)).toEqual(["host"]);
    // Nothing else waits: the alarm goes back to the room's expiry.
    expect(world.storage.alarmAt).toBe(info.expiresAt);
  });
});
