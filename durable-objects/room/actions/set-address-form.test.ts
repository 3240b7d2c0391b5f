// «جلسة بنات» (issue 34): the host sets how the game speaks in the lobby; everyone's view says it,
// and the next game takes it when it starts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replaceGameForTests } from "../../engine/registry";
import { countingRegistration } from "../../test/counting-game";
import type { Me, RoomChange } from "../change";
import { isLiveError, joinSeat, newRoomRecord, type LiveError, type RoomRecord } from "../room-record";
import { roomView } from "../views";
import { PLAYER_ACTIONS } from "./index";
import { launch } from "./launch";

let restore: () => void;
beforeAll(() => {
  restore = replaceGameForTests("trivia-deception", countingRegistration);
});
afterAll(() => restore());

const info = { roomId: "r1", code: "ABC234", name: null, creatorId: "a", isPremium: true, expiresAt: 10_000_000, gameType: "trivia-deception" as const };
const me = (playerId: string): Me => ({ playerId, userId: null, isAnonymous: true });

function seated(...ids: string[]): RoomRecord {
  let room = newRoomRecord(info, 0);
  ids.forEach((id, i) => {
    const result = joinSeat(room, { ...me(id), nickname: `لاعبة ${id}` }, i + 1);
    if (isLiveError(result)) throw new Error(result.message);
    room = result.room;
  });
  return room;
}

const setForm = (room: RoomRecord, who: string, form: string) => PLAYER_ACTIONS["set-address-form"].handle(room, me(who), { form } as never, { now: 100, loaded: undefined });
const changed = (result: RoomChange | LiveError): RoomChange => {
  if (isLiveError(result)) throw new Error(`refused: ${result.code}`);
  return result;
};

describe("set-address-form", () => {
  it("is the host's: a room starts speaking to everyone, the host turns it to women and back", () => {
    const room = seated("a", "b");
    expect(PLAYER_ACTIONS["set-address-form"].adminOnly).toBe(true);
    expect(roomView(room, "b").addressForm).toBe("everyone");
    const women = changed(setForm(room, "a", "women"));
    expect(women.state).toBe("game-state");
    expect(roomView(women.room!, "b").addressForm).toBe("women");
    expect(changed(setForm(women.room!, "a", "women"))).toEqual({});
    expect(roomView(changed(setForm(women.room!, "a", "everyone")).room!, "b").addressForm).toBe("everyone");
  });

  it("the next game starts with the room's form, and the form stays put while it runs", () => {
    const women = changed(setForm(seated("a", "b"), "a", "women")).room!;
    // The game's setup hears the room's form (phaseDriven keeps it in the state for its texts).
    const heard: unknown[] = [];
    const { definition } = countingRegistration;
    const back = replaceGameForTests("trivia-deception", { ...countingRegistration, definition: { ...definition, setup: (ctx) => (heard.push(ctx.addressForm), definition.setup(ctx)) } });
    let started: RoomRecord;
    try {
      started = changed(launch(women, { listed: { nameAr: "عدّ" }, content: { label: "" }, seed: 1 }, 100, "game-started")).room!;
    } finally {
      back();
    }
    expect(heard).toEqual(["women"]);
    const refused = setForm(started, "a", "everyone") as LiveError;
    expect(refused.code).toBe("invalid_action");
    expect(refused.message).toBe("يمكن تغيير طريقة المخاطبة في اللوبي فقط");
  });
});
