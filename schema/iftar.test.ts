import { describe, expect, it } from "vitest";
import { iftarText, minutesToIftar } from "./iftar";

const fajr = Date.UTC(2025, 2, 10, 1, 50);
const maghrib = Date.UTC(2025, 2, 10, 15, 5);

describe("the time to iftar", () => {
  it("counts whole minutes up to Maghrib while the fast runs, and nothing before Fajr or from Maghrib on", () => {
    const fast = { fajr, maghrib };
    expect(minutesToIftar(fast, maghrib - 85 * 60_000)).toBe(85);
    // 84 minutes and a second left still read as 85: the clock shows the minute under way.
    expect(minutesToIftar(fast, maghrib - 84 * 60_000 - 1_000)).toBe(85);
    expect(minutesToIftar(fast, maghrib - 1)).toBe(1);
    expect(minutesToIftar(fast, fajr)).toBe(795);
    expect(minutesToIftar(fast, maghrib)).toBeNull();
    expect(minutesToIftar(fast, fajr - 1)).toBeNull();
    expect(minutesToIftar(null, fajr + 1)).toBeNull();
  });

  it("reads hours and minutes as a clock does", () => {
    expect(iftarText(85)).toBe("على الفطور 1:25");
    expect(iftarText(9)).toBe("على الفطور 0:09");
    expect(iftarText(795)).toBe("على الفطور 13:15");
  });
});
