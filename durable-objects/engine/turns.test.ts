import { describe, expect, it } from "vitest";
import { LIVE_LIMITS } from "../../schema/limits";
import type { EnginePlayer } from "./types";
import { everyoneWaitedForActed } from "./turns";

const NOW = 1_000_000;
const player = (playerId: string, isOnline: boolean, offlineSince: number | null = null): EnginePlayer => ({ playerId, nickname: playerId, isOnline, offlineSince, joinedAt: 0, userId: null });
const ids = ["a", "b", "c"];
const actedA = (id: string) => id === "a";

describe("everyoneWaitedForActed", () => {
  it("waits for online players who have not acted", () => {
    expect(everyoneWaitedForActed([player("a", true), player("b", true)], ids, actedA, NOW)).toBe(false);
  });

  it("keeps waiting for a player who dropped a moment ago", () => {
    expect(everyoneWaitedForActed([player("a", true), player("b", false, NOW - 500)], ids, actedA, NOW)).toBe(false);
  });

  it("stops waiting once the grace period has passed", () => {
    expect(everyoneWaitedForActed([player("a", true), player("b", false, NOW - LIVE_LIMITS.turnGraceMs)], ids, actedA, NOW)).toBe(true);
  });

  it("does not end a phase when the one player back has acted but the others only just dropped", () => {
    const storm = [player("a", true), player("b", false, NOW - 200), player("c", false, NOW - 200)];
    expect(everyoneWaitedForActed(storm, ids, actedA, NOW)).toBe(false);
  });

  it("never ends early when nobody is left to wait for", () => {
    const gone = [player("a", false, NOW - 2 * LIVE_LIMITS.turnGraceMs), player("b", false)];
    expect(everyoneWaitedForActed(gone, ids, () => false, NOW)).toBe(false);
  });

  it("ignores seated players who do not take part", () => {
    expect(everyoneWaitedForActed([player("a", true), player("z", true)], ids, actedA, NOW)).toBe(true);
  });
});
