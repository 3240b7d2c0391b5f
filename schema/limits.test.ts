import { describe, expect, it } from "vitest";
import { GAME_SETTING_LIMITS } from "./limits";

const sliders = Object.entries(GAME_SETTING_LIMITS).flatMap(([game, settings]) =>
  Object.entries(settings).map(([setting, limit]) => ({ name: `${game}.${setting}`, ...limit })),
);

describe("settings sliders (spec 001 §9)", () => {
  it("covers every game's sliders", () => {
    expect(sliders.map((s) => s.name)).toContain("meme-game.captioningTime");
    expect(sliders.map((s) => s.name)).toContain("about-us.answeringTime");
    // Trivia 4, memes 3, most likely 2, «عنّا» 4.
    expect(sliders).toHaveLength(13);
  });

  it.each(sliders)("$name reaches its min and max in whole steps, through its default", ({ min, max, step, default: fallback }) => {
    expect(step).toBeGreaterThan(0);
    expect(min).toBeLessThan(max);
    // A range input snaps to min + k·step, so a max off that grid can never be chosen.
    expect((max - min) % step).toBe(0);
    expect(fallback).toBeGreaterThanOrEqual(min);
    expect(fallback).toBeLessThanOrEqual(max);
    expect((fallback - min) % step).toBe(0);
  });

  it("keeps the spec's captioning range of 20 to 120 s", () => {
    expect(GAME_SETTING_LIMITS["meme-game"].captioningTime).toMatchObject({ min: 20, max: 120, default: 60 });
  });
});
