// The one-category games' loaders against the migrated database: one shared query
// (games/shared/content.ts), so a category an admin switched off or deleted gives no
// content to most likely, as it gives none to the meme game.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { GAME_IDS } from "../../schema/limits";
import { loadMemeContent } from "../games/meme-game/content";
import { loadMostLikelyContent } from "../games/most-likely/content";
import { FRESHNESS } from "../games/shared/content";

const source = { query: async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).all<T>()).results };
const selection = (categoryId: number) => ({ categories: [String(categoryId)], settings: {}, players: [], played: [] });

const category = async (gameId: number, name: string, state: "live" | "off" | "deleted") =>
  (await env.DB.prepare("INSERT INTO categories (game_id, name_ar, is_active, deleted_at) VALUES (?, ?, ?, ?) RETURNING id")
    .bind(gameId, name, state === "off" ? 0 : 1, state === "deleted" ? Date.now() : null)
    .first<{ id: number }>())!.id;

const ML = GAME_IDS["most-likely"];
const MEME = GAME_IDS["meme-game"];
const cats: Record<string, number> = {};

beforeAll(async () => {
  for (const [id, name, type] of [[ML, "مين الأكثر", "most-likely"], [MEME, "ميمز", "meme-game"]] as const)
    await env.DB.prepare("INSERT OR IGNORE INTO games (id, name_ar, description_ar, game_type, is_premium) VALUES (?, ?, 'اختبار', ?, 0)").bind(id, name, type).run();
  for (const state of ["live", "off", "deleted"] as const) {
    cats[`ml-${state}`] = await category(ML, `فئة ${state}`, state);
    await env.DB.prepare("INSERT INTO most_likely_questions (game_id, category_id, content) VALUES (?, ?, ?)").bind(ML, cats[`ml-${state}`], `مين ${state}؟`).run();
    cats[`meme-${state}`] = await category(MEME, `ميمز ${state}`, state);
    await env.DB.prepare("INSERT INTO meme_images (game_id, category_id, image_url, text_box_count) VALUES (?, ?, ?, 1)").bind(MEME, cats[`meme-${state}`], `/m/${state}.webp`).run();
  }
});

describe("content of one category", () => {
  it("most likely reads a live category's prompts, and nothing from a category switched off or deleted", async () => {
    const live = await loadMostLikelyContent(source, selection(cats["ml-live"]));
    expect(live!.prompts).toEqual([expect.objectContaining({ content: "مين live؟", feminine: null, imageUrl: null, freshness: FRESHNESS.fresh, seenBy: 0 })]);
    expect(await loadMostLikelyContent(source, selection(cats["ml-off"]))).toBeNull();
    expect(await loadMostLikelyContent(source, selection(cats["ml-deleted"]))).toBeNull();
  });

  it("the meme game does the same through the same query", async () => {
    const live = await loadMemeContent(source, selection(cats["meme-live"]));
    expect(live!.pictures).toEqual([expect.objectContaining({ imageUrl: "/m/live.webp", textBoxCount: 1, freshness: FRESHNESS.fresh })]);
    expect(await loadMemeContent(source, selection(cats["meme-off"]))).toBeNull();
    expect(await loadMemeContent(source, selection(cats["meme-deleted"]))).toBeNull();
  });
});
