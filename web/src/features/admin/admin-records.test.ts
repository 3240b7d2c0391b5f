// Issue 36: how the activity log's before/after values read, the tier form's note on a price a
// buyer cannot pay, the user deletion's warning, and the users CSV link.
import { describe, expect, it } from "vitest";
import { formatChangeValue } from "./overview/change-value";
import { priceHiddenReason } from "./pricing/tier-fields";
import { deleteWarning } from "./users/users-tab";
import { DEFAULT_USERS_PARAMS, usersExportUrl } from "./users/queries";

describe("activity change values", () => {
  it("reads numbers, flags, nothing, lists and dates the Arabic way", () => {
    expect(formatChangeValue(15)).toBe("15");
    expect(formatChangeValue(12.5)).toBe("12.5");
    expect(formatChangeValue(true)).toBe("نعم");
    expect(formatChangeValue(false)).toBe("لا");
    expect(formatChangeValue(null)).toBe("—");
    expect(formatChangeValue("")).toBe("—");
    expect(formatChangeValue(["أ", "ب"])).toBe("أ، ب");
    expect(formatChangeValue("باقة الأسبوع")).toBe("باقة الأسبوع");
    expect(formatChangeValue("2026-01-02T03:04:05.000Z")).toMatch(/يناير 2026/);
  });
});

describe("the tier form's note", () => {
  it("explains a price under the least price buyers are offered, and says nothing from it up", () => {
    expect(priceHiddenReason(0)).toMatch(/لن تظهر هذه الباقة في صفحة الاشتراك/);
    expect(priceHiddenReason(0.5)).not.toBeNull();
    expect(priceHiddenReason(Number.NaN)).not.toBeNull();
    expect(priceHiddenReason(1)).toBeNull();
    expect(priceHiddenReason(29)).toBeNull();
  });
});

describe("the user deletion's warning", () => {
  const now = Date.parse("2026-03-01T12:00:00Z");
  const at = (days: number) => new Date(now + days * 86_400_000 - 60_000).toISOString();
  it("counts the days of access left as Arabic counts them", () => {
    expect(deleteWarning({ displayName: "سارة", premiumEnds: at(1) }, now)).toContain("لدى سارة يوم واحد من الوصول المميز");
    expect(deleteWarning({ displayName: "سارة", premiumEnds: at(2) }, now)).toContain("لدى سارة يومان من الوصول المميز");
    expect(deleteWarning({ displayName: "سارة", premiumEnds: at(5) }, now)).toContain("لدى سارة 5 أيام من الوصول المميز");
    expect(deleteWarning({ displayName: "سارة", premiumEnds: at(12) }, now)).toContain("لدى سارة 12 يومًا من الوصول المميز");
    expect(deleteWarning({ displayName: "سارة", premiumEnds: at(100) }, now)).toContain("لدى سارة 100 يوم من الوصول المميز");
  });
  it("says there is nothing left for a free or an expired account", () => {
    expect(deleteWarning({ displayName: "سارة", premiumEnds: null }, now)).toContain("ليس لدى سارة أيام وصول مميز متبقية");
    expect(deleteWarning({ displayName: "سارة", premiumEnds: at(-3) }, now)).toContain("ليس لدى سارة أيام وصول مميز متبقية");
  });
});

describe("the users CSV link", () => {
  it("carries the list's search, filter and sort, without its page", () => {
    const url = new URL(usersExportUrl({ ...DEFAULT_USERS_PARAMS, search: " سارة ", filter: "active", page: 3 }), "http://x");
    expect(url.pathname).toBe("/api/admin/users/export");
    expect(url.searchParams.get("search")).toBe("سارة");
    expect(url.searchParams.get("filter")).toBe("active");
    expect(url.searchParams.get("sort")).toBe("createdAt");
    expect(url.searchParams.has("page")).toBe(false);
    expect(url.searchParams.has("tzOffset")).toBe(true);
  });
});
