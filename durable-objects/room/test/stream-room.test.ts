// A streamed room through its ports: the code hidden from the big screen and shown on it for a
// moment, the host's cap on seats, the stream's delay, and the host answering a crowd at the door.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAYER_LIMITS, STREAM_CONTROLS } from "../../../schema/limits";
import { replaceGameForTests } from "../../engine/registry";
import "../../games/registry";
import { countingGame, countingRegistration } from "../../test/counting-game";
import type { SetupCtx } from "../../engine/types";
import { STREAM_DELAY_LOBBY_ONLY } from "../actions/set-stream-delay";
import { holdJoin, requestViews, TOO_MANY_FROM_NETWORK } from "../join-requests";
import { isLiveError, newRoomRecord } from "../room-record";
import { readRoom } from "../room-storage";
import { World } from "./memory-ports";

// The counting game stands in for bluff trivia; its setup notes the delay the room hands every new game.
const setupDelays: (number | undefined)[] = [];
let restore: () => void;
beforeAll(() => {
  const definition = { ...countingGame, setup: (ctx: SetupCtx) => (setupDelays.push(ctx.streamDelay), countingGame.setup(ctx as SetupCtx<{ label: string }>)) };
  restore = replaceGameForTests("trivia-deception", { ...countingRegistration, definition });
});
afterAll(() => restore());

const START = Date.UTC(2026, 0, 1, 18, 0, 0);
const info = { roomId: "room-1", code: "ABC234", name: null, creatorId: "host", isPremium: true, expiresAt: START + 3 * 3_600_000, gameType: "trivia-deception" as const };

async function lobby() {
  const world = new World(START);
  await world.create(info);
  const host = await world.join("host", "المضيفة");
  const sara = await world.join("sara", "سارة");
  const tv = await world.open("tv-1", { role: "screen" });
  await world.send(tv, "join-screen");
  return { world, host, sara, tv };
}

const stored = async (world: World) => (await readRoom(world.storage))!;

describe("the hidden code", () => {
  it("the host hides the code from the big screen and shows it there for a moment; a player may not", async () => {
    const { world, host, sara, tv } = await lobby();
    await world.send(sara, "set-hide-code", { hidden: true });
    expect(sara.last("error").data.code).toBe("not_admin");
    expect(tv.last("watch-joined").data.state.hideCode).toBe(false);

    await world.send(host, "set-hide-code", { hidden: true });
    expect(tv.last("watch-state").data.state).toMatchObject({ hideCode: true });
    expect(tv.last("watch-state").data.state.codeShownUntil).toBeUndefined();
    expect(host.last("game-state").data.state.hideCode).toBe(true);

    await world.send(sara, "show-code-on-screen");
    expect(sara.last("error").data.code).toBe("not_admin");
    await world.send(host, "show-code-on-screen");
    expect(tv.last("watch-state").data.state.codeShownUntil).toBe(world.time.now() + STREAM_CONTROLS.showCodeMs);

    // Shown again, then hidden for good: the moment is forgotten with the setting.
    await world.send(host, "set-hide-code", { hidden: false });
    expect(tv.last("watch-state").data.state).toMatchObject({ hideCode: false });
    expect(tv.last("watch-state").data.state.codeShownUntil).toBeUndefined();
    expect((await stored(world)).hideCode).toBeUndefined();
  });

  it("a malformed setting is refused as an invalid frame", async () => {
    const { world, host } = await lobby();
    await world.send(host, "set-hide-code", { hidden: "yes" });
    expect(host.last("error").data.code).toBe("invalid_message");
  });
});

describe("the host's cap on seats", () => {
  it("joins past the cap hear «الغرفة ممتلئة» with the cap; the cap is bounded and never below the seats taken", async () => {
    const { world, host, sara } = await lobby();
    await world.send(sara, "set-max-players", { max: 3 });
    expect(sara.last("error").data.code).toBe("not_admin");
    await world.send(host, "set-max-players", { max: PLAYER_LIMITS.maxPlayers + 1 });
    expect(host.last("error").data.code).toBe("invalid_message");
    await world.send(host, "set-max-players", { max: 1 });
    expect(host.last("error").data).toMatchObject({ code: "invalid_action" });

    await world.send(host, "set-max-players", { max: 3 });
    expect(sara.last("game-state").data.state.maxPlayers).toBe(3);
    await world.join("noor", "نور");
    const late = await world.join("badr", "بدر");
    expect(late.last("error").data).toMatchObject({ code: "room_full", message: "الغرفة ممتلئة، الحد الأقصى 3 لاعبين" });
    expect(Object.keys((await stored(world)).seats)).toEqual(["host", "sara", "noor"]);

    // Back to the platform's maximum: the room takes the newcomer.
    await world.send(host, "set-max-players", { max: PLAYER_LIMITS.maxPlayers });
    expect((await stored(world)).maxPlayers).toBeUndefined();
    // The full room closed the refused page; the newcomer tries again.
    expect(late.closed).not.toBeNull();
    expect((await world.join("badr", "بدر")).last("room-joined").data.playerId).toBe("badr");
  });
});

describe("the stream's delay", () => {
  it("the host sets it in the lobby, the big screen sees it, the game takes it; out of range, a player's or mid-game is refused", async () => {
    const { world, host, sara, tv } = await lobby();
    await world.send(sara, "set-stream-delay", { seconds: 10 });
    expect(sara.last("error").data.code).toBe("not_admin");
    await world.send(host, "set-stream-delay", { seconds: STREAM_CONTROLS.streamDelaySeconds.max + 1 });
    expect(host.last("error").data.code).toBe("invalid_message");

    await world.send(host, "set-stream-delay", { seconds: 10 });
    expect(tv.last("watch-state").data.state.streamDelay).toBe(10);
    await world.send(host, "start-game", { gameType: "trivia-deception", categories: ["sub-1"] });
    expect(setupDelays.at(-1)).toBe(10);

    await world.send(host, "set-stream-delay", { seconds: 20 });
    expect(host.last("error").data).toMatchObject({ code: "invalid_action", message: STREAM_DELAY_LOBBY_ONLY });
    expect((await stored(world)).streamDelay).toBe(10);
  });
});

describe("a crowd at the door", () => {
  async function crowd(names: string[]) {
    const room = await lobby();
    await room.world.send(room.host, "set-join-approval", { on: true });
    const held = [];
    for (const [i, name] of names.entries()) {
      const socket = await room.world.open(`guest-${i}`);
      await room.world.send(socket, "join-room", { nickname: name });
      expect(socket.last("join-pending").data.nickname).toBe(name);
      held.push(socket);
    }
    return { ...room, held };
  }

  it("the host admits many at once; each hears room-joined and everyone the arrivals", async () => {
    const { world, host, sara, held } = await crowd(["نور", "بدر", "ريم"]);
    await world.send(sara, "answer-join-requests", { ids: ["guest-0"], admit: true });
    expect(sara.last("error").data.code).toBe("not_admin");

    await world.send(host, "answer-join-requests", { ids: ["guest-0", "guest-2", "nobody"], admit: true });
    expect(held[0].last("room-joined").data.playerId).toBe("guest-0");
    expect(held[2].last("room-joined").data.playerId).toBe("guest-2");
    expect(held[1].of("room-joined")).toHaveLength(0);
    expect(sara.of("player-joined").map((m) => m.data.player.nickname)).toEqual(["نور", "ريم"]);
    expect(host.last("join-requests").data.requests.map((r) => r.playerId)).toEqual(["guest-1"]);
    const record = await stored(world);
    expect(Object.keys(record.seats)).toEqual(["host", "sara", "guest-0", "guest-2"]);
  });

  it("the host refuses many at once; each hears why, and a room that fills on the way tells the rest", async () => {
    const { world, host, held } = await crowd(["نور", "بدر", "ريم"]);
    await world.send(host, "answer-join-requests", { ids: ["guest-0", "guest-1"], admit: false });
    expect(held[0].last("error").data.code).toBe("join_refused");
    expect(held[1].last("error").data.code).toBe("join_refused");
    expect(host.last("join-requests").data.requests.map((r) => r.playerId)).toEqual(["guest-2"]);

    await world.send(host, "set-max-players", { max: 2 });
    await world.send(host, "answer-join-requests", { ids: ["guest-2"], admit: true });
    expect(held[2].last("error").data.code).toBe("room_full");
    expect((await stored(world)).pendingJoins).toBeUndefined();
  });

  it("an empty or oversized list is an invalid frame", async () => {
    const { world, host } = await crowd(["نور"]);
    await world.send(host, "answer-join-requests", { ids: [], admit: true });
    expect(host.last("error").data.code).toBe("invalid_message");
    await world.send(host, "answer-join-requests", { ids: Array.from({ length: STREAM_CONTROLS.answerManyMax + 1 }, (_, i) => `p${i}`), admit: true });
    expect(host.last("error").data.code).toBe("invalid_message");
  });
});

describe("the waiting list's share per network", () => {
  it("one network holds a few places of the list; another network and one's own request again still get theirs", () => {
    let room = newRoomRecord(info, START);
    const ask = (playerId: string, address: string | null) =>
      holdJoin(room, { playerId, userId: null, isAnonymous: true, deviceId: null, nickname: playerId, avatar: { color: 1, face: 1, custom: 1 }, address, reason: "locked" }, START);
    for (let i = 0; i < STREAM_CONTROLS.pendingJoinsPerAddress; i++) {
      const held = ask(`troll-${i}`, "10.0.0.1");
      if (isLiveError(held)) throw new Error(held.message);
      room = held;
    }
    expect(ask("troll-more", "10.0.0.1")).toEqual(TOO_MANY_FROM_NETWORK);
    expect(isLiveError(ask("troll-0", "10.0.0.1")), "asking again keeps one's place").toBe(false);
    expect(isLiveError(ask("neighbour", "10.0.0.2"))).toBe(false);
    // What the host sees carries no network.
    expect(requestViews(room).some((r) => "address" in r)).toBe(false);
  });
});

describe("the waiting list's share per network, at the room's door", () => {
  it("a locked room holds a few newcomers from one network; the next from it hears why, one from elsewhere waits", async () => {
    const { world, host } = await lobby();
    await world.send(host, "set-join-approval", { on: true });
    for (let i = 0; i < STREAM_CONTROLS.pendingJoinsPerAddress; i++) {
      const socket = await world.open(`crowd-${i}`, { address: "10.9.9.9" });
      await world.send(socket, "join-room", { nickname: `ضيف ${i + 1}` });
      expect(socket.last("join-pending").data.nickname).toBe(`ضيف ${i + 1}`);
    }
    const more = await world.open("crowd-more", { address: "10.9.9.9" });
    await world.send(more, "join-room", { nickname: "ضيف آخر" });
    expect(more.last("error").data).toMatchObject({ code: "too_many_requests", message: TOO_MANY_FROM_NETWORK.message });
    const elsewhere = await world.open("neighbour", { address: "10.9.9.10" });
    await world.send(elsewhere, "join-room", { nickname: "جارة" });
    expect(elsewhere.last("join-pending").data.nickname).toBe("جارة");
    expect((await stored(world)).pendingJoins).toHaveLength(STREAM_CONTROLS.pendingJoinsPerAddress + 1);
  });
});
