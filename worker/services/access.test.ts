import { describe, expect, it } from "vitest";
import { accessStatus, extendAccess, hasAccess, revokedEnd } from "./access";
import { reorderPlan } from "./reorder";

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 86_400_000;
const ends = (ms: number | null) => ({ premiumEnds: ms === null ? null : new Date(ms) });

describe("access rules", () => {
  it("has access only while premiumEnds is in the future", () => {
    expect(hasAccess(ends(NOW + 1), NOW)).toBe(true);
    expect(hasAccess(ends(NOW), NOW)).toBe(false);
    expect(hasAccess(ends(null), NOW)).toBe(false);
    expect(hasAccess(null, NOW)).toBe(false);
  });

  it("tells free (never had access), active and expired apart", () => {
    expect(accessStatus(ends(null), NOW)).toBe("free");
    expect(accessStatus(ends(NOW + DAY), NOW)).toBe("active");
    expect(accessStatus(ends(NOW - DAY), NOW)).toBe("expired");
  });

  it("extends from what is left, or from now when nothing is left", () => {
    expect(extendAccess(ends(null), 7, NOW).getTime()).toBe(NOW + 7 * DAY);
    expect(extendAccess(ends(NOW - 30 * DAY), 1, NOW).getTime()).toBe(NOW + DAY);
    expect(extendAccess(ends(NOW + 3 * DAY), 365, NOW).getTime()).toBe(NOW + 368 * DAY);
  });

  it("revokes by ending access now, and only from a user who has it", () => {
    expect(revokedEnd(ends(NOW + DAY), NOW)?.getTime()).toBe(NOW);
    expect(revokedEnd(ends(NOW - DAY), NOW)).toBeNull();
    expect(revokedEnd(ends(null), NOW)).toBeNull();
  });
});

describe("tier reorder plan", () => {
  it("swaps with the neighbour and numbers every tier from 0", () => {
    expect([...reorderPlan([5, 2, 9], 2, "up")!]).toEqual([
      [2, 0],
      [5, 1],
      [9, 2],
    ]);
    expect([...reorderPlan([5, 2, 9], 2, "down")!]).toEqual([
      [5, 0],
      [9, 1],
      [2, 2],
    ]);
  });

  it("cannot move the first up, the last down, or a tier that is not there", () => {
    expect(reorderPlan([5, 2, 9], 5, "up")).toBeNull();
    expect(reorderPlan([5, 2, 9], 9, "down")).toBeNull();
    expect(reorderPlan([5, 2, 9], 7, "up")).toBeNull();
    expect(reorderPlan([], 1, "down")).toBeNull();
  });
});
