import { describe, expect, it } from "vitest";
import { breakClock } from "./countdown";

describe("breakClock", () => {
  it("writes minutes and seconds, rounding a started second up", () => {
    expect(breakClock(15 * 60_000)).toBe("15:00");
    expect(breakClock(14 * 60_000 + 32_000)).toBe("14:32");
    expect(breakClock(14 * 60_000 + 31_001)).toBe("14:32");
    expect(breakClock(9_000)).toBe("0:09");
    expect(breakClock(-5)).toBe("0:00");
  });
});
