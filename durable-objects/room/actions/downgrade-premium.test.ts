// Issue 42: a refund ends the premium of the buyer's open rooms. The room turns free; a premium
// game already running plays on, and nothing premium starts or restarts after it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replaceGameForTests } from "../../engine/registry";
import { countingRegistration } from "../../test/counting-game";
import type { Me, RoomChange } from "../change";
import type { Catalog } from "../ports";
import { isLiveError, joinSeat, newRoomRecord, type LiveError, type RoomRecord } from "../room-record";
import { PLAYER_ACTIONS, ROOM_ACTIONS } from "./index";
import { launch, type LaunchReads } from "./launch";

let restore: () => void;
beforeAll(() => {
  restore = replaceGameForTests("trivia-deception", countingRegistration);
});
afterAll(() => restore());

const info = { roomId: "r1", code: "ABC234", name: null, creatorId: "creator", isPremium: true, expiresAt: 10_000_000, gameType: "trivia-deception" as const };
const me = (playerId: string): Me => ({ playerId, userId: null, isAnonymous: true });
const reads: LaunchReads = { listed: { nameAr: "عدّ" }, content: { label: "" }, seed: 1 };
const freeGame: Catalog = { gamePremium: false, categories: [] };
const premiumGame: Catalog = { gamePremium: true, categories: [] };

const change = (result: RoomChange | LiveError): RoomChange => {
  if (isLiveError(result)) throw new Error(`refused: ${result.code}`);
  return result;
};

/** A premium room with two players in a running game. */
function playingPremium(): RoomRecord {
  let room = newRoomRecord(info, 0);
  for (const [i, id] of ["creator", "guest"].entries()) {
    const joined = joinSeat(room, { ...me(id), nickname: `لاعب ${id}` }, i + 1);
    if (isLiveError(joined)) throw new Error(joined.message);
    room = joined.room;
  }
  return change(launch(room, reads, 100, "game-started")).room!;
}

const downgrade = (room: RoomRecord) => ROOM_ACTIONS["downgrade-premium"].handle(room, me("room"), {}, { now: 200, loaded: undefined });
const restart = (room: RoomRecord, catalog: Catalog) =>
  PLAYER_ACTIONS.restart_game.handle(room, me("creator"), {}, { now: 300, loaded: { catalog, launch: reads } });

describe("downgrade-premium", () => {
  it("makes the room free and tells everyone, leaving the running game as it is", () => {
    const room = playingPremium();
    const result = change(downgrade(room));
    expect(result.room).toEqual({ ...room, isPremium: false });
    expect(result.state).toBe("game-state");
    // Said twice, or to a room already free or ended, it changes nothing.
    expect(downgrade(result.room!)).toEqual({});
    expect(downgrade({ ...room, expired: true })).toEqual({});
  });

  it("refuses to restart a premium game once the room is free, and restarts a free one", () => {
    const free = change(downgrade(playingPremium())).room!;
    expect((restart(free, premiumGame) as LiveError).code).toBe("premium_required");
    expect(change(restart(free, freeGame)).state).toBe("game-restarted");
    // A room still premium restarts its premium game as before.
    expect(change(restart(playingPremium(), premiumGame)).state).toBe("game-restarted");
  });

  it("refuses to start a premium game in the lobby afterwards", () => {
    const free = { ...change(downgrade(playingPremium())).room!, game: null };
    const started = PLAYER_ACTIONS["start-game"].handle(free, me("creator"), {}, { now: 400, loaded: { catalog: premiumGame, launch: reads } });
    expect((started as LiveError).code).toBe("premium_required");
  });
});
