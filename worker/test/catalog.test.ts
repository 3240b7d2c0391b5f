import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CHARACTER_LIMITS, GAME_SETTING_LIMITS, PLAYER_LIMITS } from "../../schema/limits";
import { TestClient } from "./helpers/client";

const count = async (sql: string) => ((await env.DB.prepare(sql).first<{ n: number }>())!.n);

describe("seed content", () => {
  it("loads the shipped Arabic content on the first request, once", async () => {
    const client = new TestClient();
    await Promise.all([client.fetch("/api/games"), client.fetch("/api/site-settings"), client.fetch("/api/games")]);
    expect(await count("SELECT count(*) n FROM games")).toBe(4);
    expect(await count("SELECT count(*) n FROM categories WHERE game_id = 1")).toBeGreaterThanOrEqual(4);
    expect(await count("SELECT count(*) n FROM subcategories")).toBeGreaterThanOrEqual(12);
    expect(await count("SELECT count(*) n FROM subcategories WHERE is_premium = 1")).toBeGreaterThan(0);
    expect(await count("SELECT count(*) n FROM trivia_questions")).toBeGreaterThanOrEqual(150);
    expect(await count("SELECT count(*) n FROM categories WHERE game_id = 3")).toBeGreaterThanOrEqual(3);
    expect(await count("SELECT count(*) n FROM most_likely_questions")).toBeGreaterThanOrEqual(80);
    expect(await count("SELECT count(*) n FROM categories WHERE game_id = 2")).toBeGreaterThanOrEqual(2);
    expect(await count("SELECT count(*) n FROM meme_images")).toBeGreaterThanOrEqual(24);
    expect(await count("SELECT count(*) n FROM categories WHERE game_id = 4")).toBeGreaterThanOrEqual(6);
    expect(await count("SELECT count(*) n FROM about_us_questions")).toBeGreaterThanOrEqual(300);
    expect(await count("SELECT count(*) n FROM avatar_assets WHERE layer_type = 'Color' AND asset_number BETWEEN 2 AND 6")).toBe(5);
    expect(await count("SELECT count(*) n FROM avatar_assets WHERE layer_type = 'Face' AND asset_number BETWEEN 7 AND 14")).toBe(8);
    expect(await count("SELECT count(*) n FROM avatar_assets WHERE layer_type = 'Custom' AND asset_number BETWEEN 15 AND 23")).toBe(9);
    expect(await count("SELECT count(*) n FROM pricing_tiers")).toBe(3);
    expect(await count("SELECT count(*) n FROM app_meta WHERE key = 'seedVersion'")).toBe(1);
  });

  it("gives every trivia question a correct answer and three distinct fakes", async () => {
    await new TestClient().fetch("/api/games");
    const bad = await env.DB.prepare(
      `SELECT id FROM trivia_questions WHERE correct_answer = '' OR fake_answer_1 = fake_answer_2 OR fake_answer_2 = fake_answer_3
       OR fake_answer_1 = fake_answer_3 OR correct_answer IN (fake_answer_1, fake_answer_2, fake_answer_3)`,
    ).all();
    expect(bad.results).toEqual([]);
  });

  it("stores the admin settings defaults", async () => {
    await new TestClient().fetch("/api/games");
    const row = await env.DB.prepare("SELECT value_json FROM admin_settings WHERE section = 'general'").first<{ value_json: string }>();
    expect(JSON.parse(row!.value_json)).toEqual({ defaultRoomExpiry: 24, enableAutoCleanup: true, cleanupIntervalMinutes: 5 });
  });
});

describe("catalogue calls", () => {
  it("answers site settings with the default favicon", async () => {
    const res = await new TestClient().fetch("/api/site-settings");
    expect(await res.json()).toMatchObject({ faviconUrl: "/NewFavicon.svg", siteName: "مجلس", siteImage: "" });
  });

  it("answers the character limits", async () => {
    expect(await (await new TestClient().fetch("/api/character-limits")).json()).toEqual(CHARACTER_LIMITS);
  });

  it("lists the four games with ids, types and premium flags", async () => {
    const games = (await (await new TestClient().fetch("/api/games")).json()) as { id: number; gameType: string; isPremium: boolean }[];
    expect(games.map((g) => [g.id, g.gameType, g.isPremium])).toEqual([
      [1, "trivia-deception", false],
      [2, "meme-game", true],
      [3, "most-likely", true],
      [4, "about-us", false],
    ]);
  });

  it("lists trivia categories with subcategories, ids as strings", async () => {
    const cats = (await (await new TestClient().fetch("/api/games/trivia-deception/categories")).json()) as {
      id: string;
      isPremium: boolean;
      subcategories: { id: string; isPremium: boolean }[];
    }[];
    expect(cats.length).toBeGreaterThanOrEqual(4);
    expect(typeof cats[0].id).toBe("string");
    expect(cats.flatMap((c) => c.subcategories).length).toBeGreaterThanOrEqual(12);
    // a premium category carries only premium subcategories
    for (const c of cats.filter((c) => c.isPremium)) expect(c.subcategories.every((s) => s.isPremium)).toBe(true);
  });

  it("marks every category of a premium game premium", async () => {
    const cats = (await (await new TestClient().fetch("/api/games/most-likely/categories")).json()) as { isPremium: boolean; subcategories: unknown[] }[];
    expect(cats.length).toBeGreaterThanOrEqual(3);
    expect(cats.every((c) => c.isPremium && c.subcategories.length === 0)).toBe(true);
  });

  it("hides an inactive category", async () => {
    const client = new TestClient();
    const before = (await (await client.fetch("/api/games/meme-game/categories")).json()) as { id: string }[];
    await env.DB.prepare("UPDATE categories SET is_active = 0 WHERE id = ?").bind(Number(before[0].id)).run();
    const after = (await (await client.fetch("/api/games/meme-game/categories")).json()) as { id: string }[];
    expect(after.map((c) => c.id)).not.toContain(before[0].id);
  });

  it("answers configurations and default settings per game", async () => {
    const client = new TestClient();
    const conf = await (await client.fetch("/api/games/meme-game/configurations")).json();
    expect(conf).toEqual({ gameType: "meme-game", settings: GAME_SETTING_LIMITS["meme-game"], roomConfig: PLAYER_LIMITS });
    expect(await (await client.fetch("/api/games/most-likely/settings")).json()).toEqual({ votingTime: 30, rounds: 7 });
    expect(await (await client.fetch("/api/games/trivia-deception/settings")).json()).toMatchObject({ rounds: 5 });
  });

  it("refuses an unknown game type with the error shape", async () => {
    const res = await new TestClient().fetch("/api/games/chess/categories");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "نوع اللعبة غير مدعوم", code: "unsupported_game_type", errors: [] });
  });

  it("answers an unknown API path with the error shape", async () => {
    const res = await new TestClient().fetch("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found", errors: [] });
  });
});
