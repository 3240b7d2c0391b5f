// The seed meme pictures (issue 24): enough of them for a season, in several categories,
// free and premium, each file small, each naming a caption placement that fits its boxes.
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { MEME_CAPTION_LAYOUTS } from "../schema/limits";
import { memeCategories } from ".";

const dir = resolve(import.meta.dirname, "../web/public/seed/memes");
const pictures = memeCategories.flatMap((c) => c.pictures);

describe("seed meme pictures", () => {
  it("are at least 84, in at least six categories, free and premium", () => {
    expect(pictures.length).toBeGreaterThanOrEqual(84);
    expect(memeCategories.length).toBeGreaterThanOrEqual(6);
    expect(memeCategories.some((c) => c.isPremium)).toBe(true);
    expect(memeCategories.some((c) => !c.isPremium)).toBe(true);
    expect(new Set(pictures.map((p) => p.file)).size).toBe(pictures.length);
    expect(new Set(pictures.map((p) => p.name)).size).toBe(pictures.length);
  });

  it("each exists on disk, under 12 KB, with a placement holding exactly its boxes", () => {
    for (const p of pictures) {
      const file = resolve(dir, p.file);
      expect(existsSync(file), p.file).toBe(true);
      expect(statSync(file).size, p.file).toBeLessThan(12 * 1024);
      expect(MEME_CAPTION_LAYOUTS[p.captionLayout], p.file).toHaveLength(p.textBoxCount);
    }
  });

  it("uses more than the two classic placements", () => {
    expect(new Set(pictures.map((p) => p.captionLayout)).size).toBeGreaterThanOrEqual(5);
  });
});
