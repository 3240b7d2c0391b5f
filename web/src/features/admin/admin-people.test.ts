import { describe, expect, it } from "vitest";
import type { PricingTier } from "../../../../schema/api/pricing";
import { moveTier } from "./pricing/queries";
import { DEFAULT_USERS_PARAMS, usersQueryString } from "./users/queries";

const tier = (id: number, displayOrder: number): PricingTier => ({ id, tierNameAr: `t${id}`, price: 1, durationDays: 1, isActive: true, displayOrder, badgeText: null, displayText: "" });

describe("tier reorder on the page", () => {
  it("swaps with the neighbour at once and numbers the orders as the server will", () => {
    const moved = moveTier([tier(5, 0), tier(2, 0), tier(9, 4)], 9, "up");
    expect(moved.map((t) => [t.id, t.displayOrder])).toEqual([
      [5, 0],
      [9, 1],
      [2, 2],
    ]);
  });

  it("leaves the list alone at the ends", () => {
    const list = [tier(5, 0), tier(2, 1)];
    expect(moveTier(list, 5, "up")).toBe(list);
    expect(moveTier(list, 2, "down")).toBe(list);
  });
});

describe("users list query", () => {
  it("defaults to newest first and sends the search only when it has text", () => {
    expect(usersQueryString(DEFAULT_USERS_PARAMS)).toBe("type=authenticated&filter=all&sort=createdAt&order=desc&page=1");
    expect(usersQueryString({ ...DEFAULT_USERS_PARAMS, search: "   " })).not.toContain("search");
    expect(new URLSearchParams(usersQueryString({ ...DEFAULT_USERS_PARAMS, search: " نورة ", filter: "expired", sort: "totalSpent", order: "asc" })).get("search")).toBe("نورة");
  });
});
