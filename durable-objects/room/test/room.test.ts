// The room without a runtime (issue 35): room/room.ts driven through memory ports, as the
// Durable Object drives it. Frames, close codes, storage and the alarm are read where a
// phone, the runtime and the disk would see them; the clock moves only when a test says.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLOSE_CODES, RETRY_CLOSE_CODES, SOCKET_LIMITS, WATCH_LIMITS } from "../../../schema/limits";
import { LIVE_LIMITS } from "../../../schema/protocol";
import { replaceGameForTests } from "../../engine/registry";
import "../../games/registry";
import { countingRegistration } from "../../test/counting-game";
import { readRoom } from "../room-storage";
import { World, type FakeSocket } from "./memory-ports";

// The counting game stands in for bluff trivia, as in the actor's workerd tests: no content to read.
let restore: () => void;
beforeAll(() => {
  restore = replaceGameForTests("trivia-deception", countingRegistration);
});
afterAll(() => restore());

const START = Date.UTC(2026, 0, 1, 18, 0, 0);
const info = { roomId: "room-1", code: "ABC234", name: null, creatorId: "host", isPremium: true, expiresAt: START + 3 * 3_600_000, gameType: "trivia-deception" as const };

async function lobby() {
  const world = new World(START);
  await world.create(info);
  const host = await world.join("host", "المضيفة");
  const sara = await world.join("sara", "سارة");
  return { world, host, sara };
}

/** The host starts the counting game over the one subcategory; resolves with what everyone was told. */
async function started() {
  const { world, host, sara } = await lobby();
  await world.send(host, "start-game", { gameType: "trivia-deception", categories: ["sub-1"] });
  return { world, host, sara };
}

const phaseOf = (socket: FakeSocket) => {
  const states = socket.heard.filter((m) => m.type === "game-started" || m.type === "phase-changed");
  const last = states[states.length - 1] as { data: { state: { game: { currentPhase: string; phaseEndsAt: number | null } } } } | undefined;
  return last?.data.state.game;
};

describe("the room through its ports", () => {
  it("a player joins and hears room-joined; the next player's arrival reaches the first", async () => {
    const world = new World(START);
    await world.create(info);
    const host = await world.join("host", "المضيفة");
    const joined = host.last("room-joined");
    expect(joined.data).toMatchObject({ playerId: "host", isAdmin: true });
    expect(Object.keys(joined.data.state.players)).toEqual(["host"]);
    // The joiner hears room-joined, never its own arrival.
    expect(host.of("player-joined")).toHaveLength(0);

    const sara = await world.join("sara", "سارة");
    expect(sara.last("room-joined").data).toMatchObject({ playerId: "sara", isAdmin: false });
    const arrival = host.last("player-joined");
    expect(arrival.data).toMatchObject({ player: { playerId: "sara", nickname: "سارة", isOnline: true } });
    expect(arrival.data.version).toBe(sara.last("room-joined").data.state.version);
    expect(sara.of("player-joined")).toHaveLength(0);
    // What both were told is what storage holds.
    expect(Object.keys((await readRoom(world.storage))!.seats).sort()).toEqual(["host", "sara"]);
  });

  it("the host starts a game: the alarm is at the phase deadline once the silence checks before it have passed", async () => {
    const { world, host, sara } = await started();
    const game = phaseOf(host)!;
    expect(game.currentPhase).toBe("guessing");
    expect(phaseOf(sara)).toMatchObject({ currentPhase: "guessing", phaseEndsAt: game.phaseEndsAt });
    const deadline = (await readRoom(world.storage))!.game!.deadline!.at;
    expect(game.phaseEndsAt).toBe(deadline);
    // While a game runs the alarm also looks when the first online seat would fall silent.
    expect(world.storage.alarmAt).toBe(Math.min(deadline, START + LIVE_LIMITS.offlineAfterMs));
    // Phones that keep answering heartbeats move the silence check on, until the deadline is first.
    let looks = 0;
    while (world.storage.alarmAt! < deadline) {
      world.time.set(world.storage.alarmAt!);
      world.pinged([host, sara]);
      await world.fireAlarm();
      looks++;
      expect(looks).toBeLessThan(10);
    }
    expect(world.storage.alarmAt).toBe(deadline);
    await world.fireAlarm();
    expect(phaseOf(host)!.currentPhase).toBe("reveal");
    expect(phaseOf(sara)!.currentPhase).toBe("reveal");
    expect(host.of("player-status-update")).toHaveLength(0);
  });

  it("a silent seat goes offline when the alarm fires after the heartbeat timeout, and its next frame brings it back", async () => {
    const { world, host, sara } = await started();
    const silentAt = START + LIVE_LIMITS.offlineAfterMs;
    expect(world.storage.alarmAt).toBe(silentAt);
    // The host's phone pings on; Sara's says nothing.
    world.time.set(silentAt - 1);
    world.pinged([host]);
    await world.fireAlarm();
    const offline = host.last("player-status-update");
    expect(offline.data).toMatchObject({ playerId: "sara", isOnline: false });
    expect((await readRoom(world.storage))!.seats.sara.isOnline).toBe(false);
    expect(host.of("player-status-update").filter((m) => m.data.playerId === "host")).toHaveLength(0);

    // Sara's phone wakes and sends a frame; it is answered at once.
    world.time.advance(1_000);
    await world.send(sara, "heartbeat");
    expect(sara.last("heartbeat-ack").data.serverTime).toBe(world.time.now());
    // Presence is derived at most once per heartbeat timeout: the room's next look finds her frame
    // (not a runtime-answered ping: hers are never marked) and shows her online again.
    const next = world.storage.alarmAt!;
    expect(next).toBeLessThan(world.time.now() + LIVE_LIMITS.offlineAfterMs);
    world.time.set(next);
    world.pinged([host]);
    await world.fireAlarm();
    expect(sara.autoResponseAt).toBeNull();
    expect(host.last("player-status-update").data).toMatchObject({ playerId: "sara", isOnline: true });
    expect(sara.last("player-status-update").data).toMatchObject({ playerId: "sara", isOnline: true });
    expect((await readRoom(world.storage))!.seats.sara.isOnline).toBe(true);
  });

  it("the rate limit closes a flooder with its code while another player is still answered", async () => {
    const { world, host, sara } = await lobby();
    // Every frame counts, Sara's join too: the burst less one is answered.
    for (let i = 1; i < LIVE_LIMITS.rateBurstFrames; i++) await world.send(sara, "ping");
    expect(sara.of("pong")).toHaveLength(LIVE_LIMITS.rateBurstFrames - 1);
    expect(sara.open).toBe(true);
    await world.send(sara, "ping");
    expect(sara.last("error").data.code).toBe("rate_limited");
    expect(sara.closed).toEqual({ code: RETRY_CLOSE_CODES.rateLimited, reason: "rate limited" });
    // A closed socket is served no more.
    const heard = sara.heard.length;
    await world.send(sara, "ping");
    expect(sara.heard).toHaveLength(heard);
    // The room goes on for everyone else: the host is answered, and hears Sara's seat go offline.
    await world.send(host, "ping");
    expect(host.of("pong")).toHaveLength(1);
    expect(host.last("player-status-update").data).toMatchObject({ playerId: "sara", isOnline: false });
  });

  it("a screen joins and hears the public view; the next change reaches it as one watch-state", async () => {
    const { world, host } = await lobby();
    const tv = await world.open("tv-1", { role: "screen" });
    await world.send(tv, "join-screen");
    const joined = tv.last("watch-joined");
    expect(joined.data.role).toBe("screen");
    expect(Object.keys(joined.data.state.players).sort()).toEqual(["host", "sara"]);
    expect(joined.data.state.isAdmin).toBe(false);
    expect(tv.of("room-joined")).toHaveLength(0);
    // The host hears who watches, folded to one frame after the tally interval.
    expect(host.of("watchers")).toHaveLength(0);
    world.time.advance(WATCH_LIMITS.tallyEveryMs);
    expect(host.last("watchers").data.screens.map((s) => s.playerId)).toEqual(["tv-1"]);
    await world.join("noor", "نور");
    expect(Object.keys(tv.last("watch-state").data.state.players)).toContain("noor");
    // A screen asks for nothing but the public view.
    await world.send(tv, "get-game-state");
    expect(tv.heard[tv.heard.length - 1].type).toBe("watch-state");
  });

  it("a socket that never joins is closed at its join deadline", async () => {
    const { world, host } = await lobby();
    world.time.advance(1_000);
    const idle = await world.open("lurker");
    const due = world.time.now() + SOCKET_LIMITS.joinWithinMs;
    // The alarm may look earlier (the players' own join windows); it closes the lurker when its window ends, not before.
    expect(world.storage.alarmAt).toBeLessThanOrEqual(due);
    while (!idle.closed) {
      expect(world.storage.alarmAt).toBeLessThanOrEqual(due);
      await world.fireAlarm();
    }
    expect(world.time.now()).toBe(due);
    expect(idle.closed).toEqual({ code: RETRY_CLOSE_CODES.idle, reason: "join timeout" });
    expect(host.open).toBe(true);
    // With nobody left to wait for and no game, the alarm is back at the room's expiry.
    expect(world.storage.alarmAt).toBe(info.expiresAt);
  });

  it("a restart loses nothing a player was told", async () => {
    const { world, host, sara } = await started();
    await world.send(sara, "game-action", { action: "SUBMIT_ANSWER", payload: { answer: 3 } });
    await world.send(host, "get-game-state");
    const told = host.last("get-game-state-response").data.state;
    const alarm = world.storage.alarmAt;

    await world.restart();
    // The same sockets, read again from their attachments: still joined, still who they were.
    await world.send(host, "get-game-state");
    const after = host.last("get-game-state-response").data.state;
    expect(after).toEqual(told);
    expect(world.storage.alarmAt).toBe(alarm);
    await world.send(sara, "request-full-sync");
    const mine = sara.last("full-sync-response").data.state.game as unknown as { myGuess: number | null };
    expect(mine.myGuess).toBe(3);
    // The next change after the restart is the next version, heard by both.
    await world.send(host, "game-action", { action: "SUBMIT_ANSWER", payload: { answer: 5 } });
    expect(phaseOf(sara)!.currentPhase).toBe("reveal");
    expect((await readRoom(world.storage))!.version).toBe(after.version + 1);
  });

  it("purge closes every socket as expired and leaves no storage or alarm", async () => {
    const { world, host, sara } = await lobby();
    await world.room.purge();
    expect(host.closed?.code).toBe(CLOSE_CODES.expired);
    expect(sara.closed?.code).toBe(CLOSE_CODES.expired);
    expect(world.storage.data.size).toBe(0);
    expect(world.storage.alarmAt).toBeNull();
  });
});
