// «عنّا»'s loader against the migrated database (migration 0015): the chosen categories' live
// questions only, each marked played when this room played it. The game row is inserted here when
// the test database was not seeded.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { GAME_IDS } from "../../schema/limits";
import { loadAboutUsContent } from "../../durable-objects/games/about-us/content";
import { FRESHNESS } from "../../durable-objects/games/shared/content";

const source = { query: async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).all<T>()).results };
const GAME = GAME_IDS["about-us"];
let live = 0;
let hidden = 0;
const ids: Record<string, string> = {};

beforeAll(async () => {
  await env.DB.prepare("INSERT OR IGNORE INTO games (id, name_ar, description_ar, game_type, is_premium) VALUES (?, 'عنّا', 'اختبار', 'about-us', 0)").bind(GAME).run();
  const category = async (name: string, active: number) =>
    (await env.DB.prepare("INSERT INTO categories (game_id, name_ar, is_active) VALUES (?, ?, ?) RETURNING id").bind(GAME, name, active).first<{ id: number }>())!.id;
  live = await category("أسئلة خفيفة", 1);
  hidden = await category("فئة موقوفة", 0);
  const question = async (key: string, categoryId: number, extra = "") => {
    const row = await env.DB.prepare(`INSERT INTO about_us_questions (game_id, category_id, content${extra ? ", " + extra : ""}) VALUES (?, ?, ?${extra ? ", ?" : ""}) RETURNING id`)
      .bind(GAME, categoryId, `سؤال ${key}؟`, ...(extra === "is_active" ? [0] : extra === "deleted_at" ? [Date.now()] : []))
      .first<{ id: number }>();
    ids[key] = String(row!.id);
  };
  await question("أ", live);
  await question("ب", live);
  await question("موقوف", live, "is_active");
  await question("محذوف", live, "deleted_at");
  await question("في فئة موقوفة", hidden);
});

describe("«عنّا»: loading its questions", () => {
  it("reads the chosen categories' live questions, marking the ones this room played", async () => {
    const loaded = await loadAboutUsContent(source, { categories: [String(live), String(hidden)], settings: {}, players: [], played: [ids["ب"]] });
    expect(loaded!.questions.sort((a, b) => Number(a.id) - Number(b.id))).toEqual([
      { id: ids["أ"], content: "سؤال أ؟", freshness: FRESHNESS.fresh, seenBy: 0 },
      { id: ids["ب"], content: "سؤال ب؟", freshness: FRESHNESS.playedHere, seenBy: 0 },
    ]);
  });

  it("has nothing to play without a category or without questions", async () => {
    const selection = { settings: {}, players: [], played: [] };
    expect(await loadAboutUsContent(source, { ...selection, categories: [] })).toBeNull();
    expect(await loadAboutUsContent(source, { ...selection, categories: ["x"] })).toBeNull();
    expect(await loadAboutUsContent(source, { ...selection, categories: [String(hidden)] })).toBeNull();
  });
});
