import { describe, expect, it } from "vitest";
import type { LivePlayer } from "../../../../schema/protocol";
import { sortPlayers } from "./player-tile";

const player = (playerId: string, joinedAt: number) => ({ playerId, joinedAt }) as LivePlayer;

describe("seat order", () => {
  it("goes by joining time, and two joins in one millisecond by id, the same order on every phone", () => {
    const players = { b: player("guest-b", 5), z: player("guest-Z", 5), a: player("guest-a", 9), c: player("guest-c", 1) };
    expect(sortPlayers(players).map((p) => p.playerId)).toEqual(["guest-c", "guest-Z", "guest-b", "guest-a"]);
  });
});
