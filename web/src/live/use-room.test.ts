import { describe, expect, it } from "vitest";
import type { RoomView } from "../../../schema/protocol";
import { EMPTY_ROOM_VIEW, viewOnMessage, viewOnStatus } from "./use-room";

const state = { code: "ABC234", version: 1, players: {} } as unknown as RoomView;

describe("useRoom view updates", () => {
  it("keeps the last live error and clears it when the room accepts the join", () => {
    const failed = viewOnMessage(EMPTY_ROOM_VIEW, { type: "error", data: { message: "الاسم مستخدم", code: "duplicate_nickname", type: "duplicate_nickname" } }, null);
    expect(failed.lastError).toEqual({ code: "duplicate_nickname", message: "الاسم مستخدم", type: "duplicate_nickname" });
    const joined = viewOnMessage(failed, { type: "room-joined", data: { playerId: "me", isAdmin: false, state } }, state);
    expect(joined.lastError).toBeNull();
    expect(joined.state).toBe(state);
  });

  it("returns the same view when nothing it shows changed", () => {
    const view = { ...EMPTY_ROOM_VIEW, state };
    expect(viewOnMessage(view, { type: "heartbeat-ack", data: { serverTime: 1 } }, state)).toBe(view);
  });

  it.each(["kicked", "left-room", "room-expired"] as const)("%s is final, and the first final wins", (type) => {
    const view = viewOnMessage(EMPTY_ROOM_VIEW, { type, data: { message: "وداعًا" } }, null);
    expect(view.final).toEqual({ type, message: "وداعًا" });
    expect(viewOnMessage(view, { type: "room-expired", data: { message: "x" } }, null).final).toEqual({ type, message: "وداعًا" });
    expect(viewOnStatus(view, "disconnected", 4002).final).toEqual({ type, message: "وداعًا" });
  });

  it("maps final close codes without a final message", () => {
    expect(viewOnStatus(EMPTY_ROOM_VIEW, "disconnected", 4001).final?.type).toBe("kicked");
    expect(viewOnStatus(EMPTY_ROOM_VIEW, "disconnected", 4002).final?.type).toBe("room-expired");
    const refused = viewOnStatus(EMPTY_ROOM_VIEW, "disconnected", 4003);
    expect(refused.final).toBeNull();
    expect(refused.lastError?.code).toBe("room_refused");
    const intentional = viewOnStatus(EMPTY_ROOM_VIEW, "disconnected", 1000);
    expect(intentional).toEqual({ ...EMPTY_ROOM_VIEW, status: "disconnected" });
    expect(viewOnStatus(EMPTY_ROOM_VIEW, "reconnecting", null).status).toBe("reconnecting");
  });
});
