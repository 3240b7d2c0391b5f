import { describe, expect, it } from "vitest";
import { ARABIC_MONTHS, joinDate } from "./date-field";

describe("DateField's day", () => {
  it("names the months in Arabic, January first", () => {
    expect(ARABIC_MONTHS).toHaveLength(12);
    expect(ARABIC_MONTHS[0]).toBe("يناير");
    expect(ARABIC_MONTHS[11]).toBe("ديسمبر");
  });

  it("joins day, month and year as yyyy-MM-dd once all three are chosen, clamping to the month's end", () => {
    expect(joinDate({ day: "5", month: "1", year: "2025" })).toBe("2025-01-05");
    expect(joinDate({ day: "31", month: "2", year: "2024" })).toBe("2024-02-29");
    expect(joinDate({ day: "31", month: "2", year: "2025" })).toBe("2025-02-28");
    expect(joinDate({ day: "", month: "2", year: "2025" })).toBe("");
  });
});
