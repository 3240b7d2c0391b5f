import { describe, expect, it } from "vitest";
import { formatAdminDate, formatAdminDateTime, timeAgo } from "./format";

describe("admin dates", () => {
  it("formats day first with the Arabic month name, with the time on 24 hours, in local time; empty for nothing", () => {
    const d = new Date(2025, 0, 5, 9, 7);
    expect(formatAdminDate(d)).toBe("5 يناير 2025");
    expect(formatAdminDateTime(d)).toBe("5 يناير 2025، 09:07");
    expect(formatAdminDate(null)).toBe("");
    expect(formatAdminDateTime("not a date")).toBe("");
  });

  it("words time-ago with Intl.RelativeTimeFormat('ar') in the largest whole unit", () => {
    const now = Date.parse("2025-06-01T12:00:00Z");
    const rtf = new Intl.RelativeTimeFormat("ar", { numeric: "auto" });
    expect(timeAgo(now - 5 * 60_000, now)).toBe(rtf.format(-5, "minute"));
    expect(timeAgo(now - 3 * 3_600_000, now)).toBe(rtf.format(-3, "hour"));
    expect(timeAgo(now - 2 * 86_400_000, now)).toBe(rtf.format(-2, "day"));
    expect(timeAgo(now + 3 * 86_400_000, now)).toBe(rtf.format(3, "day"));
    expect(timeAgo(now - 5 * 60_000, now)).toMatch(/دقائق/);
    expect(timeAgo(undefined, now)).toBe("");
  });
});
