// The order a change is applied in (effects.ts): the write before any frame, the seats' frames
// in reading order, the watchers, the seating, the expiry, the D1 writes last; and the effects
// read off the room before and after (a new host's watcher list, changed join requests).
import { describe, expect, it } from "vitest";
import { DEFAULT_AVATAR } from "../../schema/limits";
import type { RoomChange } from "./change";
import { effectsOf } from "./effects";
import { newRoomRecord, type RoomRecord } from "./room-record";

const info = { roomId: "r1", code: "ABC234", name: null, creatorId: "creator", isPremium: true, expiresAt: 10_000_000, gameType: "trivia-deception" as const };
const before: RoomRecord = newRoomRecord(info, 0);
const tellSara = { type: "error", data: { code: "invalid_action", message: "لا" } } as const;

describe("a change's effects", () => {
  it("come in the stated order, whatever order the change names them in", () => {
    const change: RoomChange = {
      night: { kind: "ghost", record: {} as never },
      activity: "سطر",
      shown: { gameType: "trivia-deception", shown: [] },
      expired: "انتهت",
      admitted: ["sara"],
      seated: true,
      watchersChanged: true,
      watching: "screen",
      reply: tellSara,
      vote: { audienceId: "fan", vote: { round: 1, optionId: "a" } },
      notices: [{ kind: "question-skipped", message: "تخطّى المشرف السؤال" }],
      tell: [{ playerId: "sara", message: tellSara }],
      dismiss: [{ playerId: "sara", message: tellSara, closeCode: 1000 }],
      gameEvents: [{ to: "all", type: "x", data: {} }],
      state: "game-state",
      events: [{ type: "player-status-update", data: { playerId: "sara", isOnline: false } }],
      room: { ...before, version: 0 },
    };
    expect(effectsOf(before, change).map((e) => e.kind)).toEqual([
      "write",
      "events",
      "state",
      "game-events",
      "dismiss",
      "tell",
      "watchers-hear",
      "notice",
      "vote",
      "reply",
      "watching",
      "watcher-list",
      "seated",
      "admitted",
      "expired",
      "shown",
      "activity",
      "night",
    ]);
  });

  it("send no delta event and tell no watcher of a change that writes nothing", () => {
    const change: RoomChange = { events: [{ type: "player-status-update", data: { playerId: "sara", isOnline: false } }], reply: tellSara };
    expect(effectsOf(before, change).map((e) => e.kind)).toEqual(["reply"]);
  });

  it("tell a new host who watches, and the host the join requests when they change", () => {
    const handedOver = { ...before, adminId: "sara" };
    expect(effectsOf(before, { room: handedOver }).map((e) => e.kind)).toEqual(["write", "watchers-hear", "watcher-list"]);
    const asked: RoomRecord = { ...before, pendingJoins: [{ playerId: "huda", userId: null, isAnonymous: true, deviceId: null, nickname: "هدى", avatar: DEFAULT_AVATAR, requestedAt: 1 }] };
    expect(effectsOf(before, { room: asked }).map((e) => e.kind)).toEqual(["write", "watchers-hear", "join-requests"]);
  });
});
