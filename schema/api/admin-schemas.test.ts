import { describe, expect, it } from "vitest";
import { daysText, grantAccessBodySchema } from "./admin-users";
import { isPng, nextAssetNumber } from "./avatars";
import { formatRiyals } from "../money";
import { createPricingTierSchema } from "./pricing";

describe("riyal amounts", () => {
  it("shows whole amounts without decimals and others with two", () => {
    expect(formatRiyals(15)).toBe("15");
    expect(formatRiyals(149.99)).toBe("149.99");
    expect(formatRiyals(12.5)).toBe("12.50");
    expect(formatRiyals(0)).toBe("0");
    expect(formatRiyals(1500)).toBe("1,500");
  });
});

describe("tier form", () => {
  it("fills the spec's defaults for a new tier", () => {
    expect(createPricingTierSchema.parse({ tierNameAr: "باقة" })).toEqual({
      tierNameAr: "باقة",
      price: 0,
      durationDays: 1,
      isActive: true,
      displayOrder: 0,
      badgeText: null,
      displayText: "",
    });
  });

  it("takes prices to the halala and no finer", () => {
    expect(createPricingTierSchema.safeParse({ tierNameAr: "باقة", price: 0.1 + 0.2 }).success).toBe(true);
    expect(createPricingTierSchema.safeParse({ tierNameAr: "باقة", price: 19.999 }).success).toBe(false);
  });
});

describe("grant days", () => {
  it("accepts positive whole numbers only", () => {
    expect(grantAccessBodySchema.safeParse({ days: 30 }).success).toBe(true);
    for (const days of [0, -7, 2.5, "7", Number.NaN]) expect(grantAccessBodySchema.safeParse({ days }).success).toBe(false);
  });

  it("counts days in Arabic", () => {
    expect([1, 2, 7, 30, 365].map(daysText)).toEqual(["يوم واحد", "يومان", "7 أيام", "30 يومًا", "365 يومًا"]);
  });
});

describe("avatar assets", () => {
  it("numbers a new asset after the highest of its layer, else from the layer's first number", () => {
    expect(nextAssetNumber("Face", [7, 12, 9])).toBe(13);
    expect(nextAssetNumber("Color", [])).toBe(2);
    expect(nextAssetNumber("Face", [])).toBe(7);
    expect(nextAssetNumber("Custom", [])).toBe(15);
    expect(nextAssetNumber("Other", [])).toBe(1);
  });

  it("recognises a PNG by its first eight bytes", () => {
    expect(isPng(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(isPng(new TextEncoder().encode("GIF89a......"))).toBe(false);
    expect(isPng(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});
