import { describe, expect, it } from "vitest";
import { AVATAR_LAYERS } from "../../../../schema/limits";
import { catalogFrom } from "../../lib/avatar-assets";
import { avatarLayerSrc, normaliseAvatar } from "../../ui/layered-avatar";
import { joinNicknameError, profileNicknameError } from "./nickname-field";
import { randomAvatar, stepAvatarLayer } from "./profile";

describe("avatars (spec 001 §3)", () => {
  it("maps an out-of-range layer id to the first of its layer", () => {
    expect(normaliseAvatar({ color: 9, face: 3, custom: 23 })).toEqual({ color: 2, face: 7, custom: 23 });
    expect(normaliseAvatar(null)).toEqual({ color: 2, face: 7, custom: 15 });
    expect(avatarLayerSrc("custom", "16")).toBe("/avatars/custom/16.svg");
    expect(avatarLayerSrc("face", "smile")).toBe("/avatars/face/7.svg");
  });

  it("draws a number the page does not offer by its address, so a seat keeps a disabled asset's picture", () => {
    expect(avatarLayerSrc("face", 99)).toBe("/api/avatar-assets/face/99");
  });

  it("offers the active assets from D1: an added one can be chosen, a disabled one is skipped", () => {
    const catalog = catalogFrom([
      { layerType: "Color", assetNumber: 3, filePath: "/avatars/color/3.svg", displayOrder: 0 },
      { layerType: "Color", assetNumber: 40, filePath: "/uploads/avatars/a.png", displayOrder: 1 },
      { layerType: "Face", assetNumber: 8, filePath: "/avatars/face/8.svg", displayOrder: 0 },
    ]);
    expect(catalog.color.numbers).toEqual([3, 40]);
    expect(avatarLayerSrc("color", 40, catalog)).toBe("/uploads/avatars/a.png");
    expect(normaliseAvatar({ color: 2, face: 8, custom: 15 }, catalog)).toEqual({ color: 3, face: 8, custom: 15 });
    expect(stepAvatarLayer({ color: 3, face: 8, custom: 15 }, "color", 1, catalog).color).toBe(40);
    expect(stepAvatarLayer({ color: 40, face: 8, custom: 15 }, "color", 1, catalog).color).toBe(3);
    // A layer with no active asset falls back to the shipped ones.
    expect(catalog.custom.numbers[0]).toBe(15);
    expect(randomAvatar(catalog, () => 0.99)).toEqual({ color: 40, face: 8, custom: 23 });
  });

  it("draws a random avatar within each layer's count and offset", () => {
    expect(randomAvatar(undefined, () => 0)).toEqual({ color: 2, face: 7, custom: 15 });
    expect(randomAvatar(undefined, () => 0.9999)).toEqual({ color: 6, face: 14, custom: 23 });
    for (let i = 0; i < 200; i++) {
      const avatar = randomAvatar();
      for (const layer of ["color", "face", "custom"] as const) {
        const { first, count } = AVATAR_LAYERS[layer];
        expect(avatar[layer]).toBeGreaterThanOrEqual(first);
        expect(avatar[layer]).toBeLessThan(first + count);
      }
    }
  });

  it("cycles a layer with wrap-around", () => {
    const avatar = { color: 6, face: 7, custom: 15 };
    expect(stepAvatarLayer(avatar, "color", 1)).toEqual({ color: 2, face: 7, custom: 15 });
    expect(stepAvatarLayer(avatar, "face", -1)).toEqual({ color: 6, face: 14, custom: 15 });
  });
});

describe("nickname checks (spec 001 §5)", () => {
  const rules = { min: 2, max: 5 };
  it("joins: empty, too short with the minimum, too long", () => {
    expect(joinNicknameError("   ", rules)).toBe("يلزم كتابة اسمك في اللعبة");
    expect(joinNicknameError(" ن ", rules)).toBe("الاسم قصير، يلزم أن يكون حرفين على الأقل");
    expect(joinNicknameError("عبدالرحمن", rules)).toMatch(/^الاسم طويل/);
    expect(joinNicknameError(" فهد ", rules)).toBeNull();
  });

  it("profile: trimmed, at least one character, at most the profile maximum", () => {
    expect(profileNicknameError("  ", 15)).toBe("يُرجى كتابة اسم صحيح");
    expect(profileNicknameError("أ".repeat(16), 15)).toMatch(/^الاسم طويل/);
    expect(profileNicknameError(" مها ", 15)).toBeNull();
  });
});
