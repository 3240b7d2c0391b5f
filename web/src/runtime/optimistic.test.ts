import { describe, expect, it } from "vitest";
import { nextOptimistic } from "./optimistic";

describe("nextOptimistic (React 19's useOptimistic over Preact)", () => {
  it("lays the action over the state, as the value itself without a reducer", () => {
    expect(nextOptimistic(null, { n: 1 }, { n: 5 })).toEqual({ base: { n: 1 }, value: { n: 5 } });
  });

  it("makes the value from the current one when the action is a function", () => {
    expect(nextOptimistic(null, 2, (n: number) => n * 10)).toEqual({ base: 2, value: 20 });
  });

  it("builds on a pending value laid over the same state, through the reducer", () => {
    const add = (list: string[], item: string) => [...list, item];
    const base = ["a"];
    const first = nextOptimistic(null, base, "b", add);
    expect(nextOptimistic(first, base, "c", add)).toEqual({ base, value: ["a", "b", "c"] });
  });

  it("drops a pending value once the state it was laid over has changed", () => {
    const add = (list: string[], item: string) => [...list, item];
    const stale = nextOptimistic(null, ["a"], "b", add);
    const arrived = ["a", "b"];
    expect(nextOptimistic(stale, arrived, "c", add)).toEqual({ base: arrived, value: ["a", "b", "c"] });
  });
});
