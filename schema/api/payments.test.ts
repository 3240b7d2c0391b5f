import { describe, expect, it } from "vitest";
import { adminPaymentsQuerySchema, durationTextAr, subscribeBodySchema, verifyBodySchema } from "./payments";

describe("payment schemas", () => {
  it("says a tier's length as people do", () => {
    expect([1, 2, 3, 7, 10, 11, 30, 365].map(durationTextAr)).toEqual(["يوم واحد", "يومان", "3 أيام", "7 أيام", "10 أيام", "11 يومًا", "30 يومًا", "365 يومًا"]);
  });

  it("takes a tier id as a positive whole number, also written as text", () => {
    expect(subscribeBodySchema.parse({ pricingTierId: "3" })).toEqual({ pricingTierId: 3 });
    for (const pricingTierId of [0, -1, 1.5, "abc", null, undefined]) expect(subscribeBodySchema.safeParse({ pricingTierId }).success).toBe(false);
  });

  it("accepts only Tap-shaped charge ids", () => {
    expect(verifyBodySchema.parse({ tapId: " chg_TS02A5720231433Qs1w0809820 " }).tapId).toBe("chg_TS02A5720231433Qs1w0809820");
    for (const tapId of ["", "chg_", "pay_123456", "chg_abc/../x", "chg_<script>", `chg_${"a".repeat(65)}`]) expect(verifyBodySchema.safeParse({ tapId }).success).toBe(false);
  });

  it("reads the log's filter and refuses a range that ends before it starts", () => {
    expect(adminPaymentsQuerySchema.parse({})).toEqual({ status: "all", tzOffset: 0, page: 1 });
    expect(adminPaymentsQuerySchema.parse({ status: "failed", from: "2026-11-01", to: "2026-11-01", tzOffset: "180" })).toMatchObject({ tzOffset: 180 });
    expect(adminPaymentsQuerySchema.safeParse({ from: "2026-11-02", to: "2026-11-01" }).success).toBe(false);
    expect(adminPaymentsQuerySchema.safeParse({ from: "1/11/2026" }).success).toBe(false);
    expect(adminPaymentsQuerySchema.safeParse({ tzOffset: "9999" }).success).toBe(false);
    // Issue 26: a text search (trimmed, empty means none) and pages.
    expect(adminPaymentsQuerySchema.parse({ search: "  chg_ABC ", page: "3" })).toMatchObject({ search: "chg_ABC", page: 3 });
    expect(adminPaymentsQuerySchema.parse({ search: "   " }).search).toBeUndefined();
    expect(adminPaymentsQuerySchema.safeParse({ page: "0" }).success).toBe(false);
  });
});
