import { describe, expect, it } from "vitest";
import { arabicLongDate } from "./arabic-date";

const options = { day: "numeric", month: "long", year: "numeric" } as const;

describe("arabicLongDate", () => {
  // A day in each month of three years, at both ends of a day (the UTC day and the device's can differ).
  const dates = [2009, 2025, 2026].flatMap((year) =>
    Array.from({ length: 12 }, (_, month) => [new Date(Date.UTC(year, month, 1 + month * 2, 0, 5)), new Date(Date.UTC(year, month, 28, 23, 55))]).flat(),
  );

  it("writes a day in UTC as the runtime's Arabic formatter does: «29 نوفمبر 2026»", () => {
    const intl = new Intl.DateTimeFormat("ar-u-nu-latn-ca-gregory", { ...options, timeZone: "UTC" });
    for (const date of dates) expect(arabicLongDate(date, "utc")).toBe(intl.format(date));
    expect(arabicLongDate(new Date("2026-11-29T12:00:00Z"), "utc")).toBe("29 نوفمبر 2026");
  });

  it("writes a day on this device's clock as the runtime's Arabic formatter does", () => {
    const intl = new Intl.DateTimeFormat("ar-u-ca-gregory-nu-latn", options);
    for (const date of dates) expect(arabicLongDate(date, "local")).toBe(intl.format(date));
  });
});
