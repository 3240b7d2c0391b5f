import { describe, expect, it } from "vitest";
import type { LivePlayer, RoomView } from "../../../../../schema/protocol";
import { kickablePlayers } from "./game-menu";

const seat = (playerId: string, joinedAt: number, extra: Partial<LivePlayer> = {}): LivePlayer => ({
  playerId,
  nickname: playerId,
  isAnonymous: true,
  avatarColor: 1,
  avatarFace: 1,
  avatarCustom: 1,
  isOnline: true,
  isAdmin: false,
  joinedAt,
  ...extra,
});

describe("the host's «طرد لاعب» list", () => {
  it("never offers the room's creator, nor yourself (issue 37)", () => {
    const players = {
      creator: seat("creator", 1, { isCreator: true, isOnline: false }),
      sara: seat("sara", 2, { isAdmin: true }),
      fahad: seat("fahad", 3),
    };
    const state = { you: "sara", isAdmin: true, players } as unknown as RoomView;
    expect(kickablePlayers(state).map((p) => p.playerId)).toEqual(["fahad"]);
  });
});
