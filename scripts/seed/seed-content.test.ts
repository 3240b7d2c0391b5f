import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { seedAvatarAssets, seedGames, seedPricingTiers } from "./catalog";
import { memeCategories } from "./memes";
import { mostLikelyCategories } from "./most-likely";
import { triviaCategoriesA } from "./trivia-a";
import { triviaCategoriesB } from "./trivia-b";

const publicDir = resolve(import.meta.dirname, "../../web/public");
const trivia = [...triviaCategoriesA, ...triviaCategoriesB];
const questions = trivia.flatMap((c) => c.subcategories.flatMap((s) => s.questions));

describe("seed content", () => {
  it("has the games with ids 1-3 and their types", () => {
    expect(seedGames.map((g) => [g.id, g.gameType])).toEqual([
      [1, "trivia-deception"],
      [2, "meme-game"],
      [3, "most-likely"],
    ]);
  });

  it("has enough trivia, some of it premium", () => {
    expect(trivia.length).toBeGreaterThanOrEqual(4);
    const subs = trivia.flatMap((c) => c.subcategories);
    expect(subs.length).toBeGreaterThanOrEqual(12);
    expect(subs.some((s) => s.isPremium)).toBe(true);
    expect(questions.length).toBeGreaterThanOrEqual(150);
  });

  it("gives each question a short correct answer and three distinct wrong ones", () => {
    for (const q of questions) {
      const right = [q.correctAnswer, q.alternativeAnswer1, q.alternativeAnswer2].filter(Boolean);
      expect(new Set(q.fakeAnswers).size, q.content).toBe(3);
      for (const fake of q.fakeAnswers) expect(right, q.content).not.toContain(fake);
      expect(q.correctAnswer.length).toBeLessThanOrEqual(50);
    }
    expect(new Set(questions.map((q) => q.content)).size).toBe(questions.length);
  });

  it("has most-likely prompts and meme pictures that exist on disk", () => {
    expect(mostLikelyCategories.length).toBeGreaterThanOrEqual(3);
    const prompts = mostLikelyCategories.flatMap((c) => c.prompts);
    expect(prompts.length).toBeGreaterThanOrEqual(80);
    expect(new Set(prompts).size).toBe(prompts.length);
    expect(memeCategories.length).toBeGreaterThanOrEqual(2);
    const pictures = memeCategories.flatMap((c) => c.pictures);
    expect(pictures.length).toBeGreaterThanOrEqual(24);
    for (const p of pictures) {
      expect([1, 2]).toContain(p.textBoxCount);
      expect(existsSync(resolve(publicDir, "seed/memes", p.file)), p.file).toBe(true);
    }
  });

  it("ships every avatar layer as an image file", () => {
    expect(seedAvatarAssets).toHaveLength(22);
    for (const a of seedAvatarAssets) {
      const file = resolve(publicDir, a.filePath.slice(1));
      expect(readFileSync(file, "utf8"), a.filePath).toContain("<svg");
    }
  });

  it("prices three tiers in riyals", () => {
    expect(seedPricingTiers).toHaveLength(3);
    for (const t of seedPricingTiers) expect(t.price).toBeGreaterThan(0);
  });
});
