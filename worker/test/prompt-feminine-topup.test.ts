// Issue 34: a database seeded before the prompts had feminine forms gets them through the content
// top-up, with the rewritten prompts in place of the old ones: the old rows leave through the trash
// unless the admin edited them, and a feminine form the admin wrote stays theirs.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { mostLikelyCategories, retiredMostLikelyPrompts } from "../../content";
import { database } from "../../data/db";
import { CONTENT_VERSION_KEY, topUpContent } from "../services/content-topup";
import { ensureSeeded } from "../services/seed";

const db = () => database(env.DB);
const count = async (query: string, ...params: unknown[]) => (await env.DB.prepare(query).bind(...params).first<{ n: number }>())?.n ?? 0;
const shipped = mostLikelyCategories.flatMap((c) => c.prompts);
const ACTIVE = "select count(*) n from most_likely_questions where deleted_at is null";

beforeAll(() => ensureSeeded(db()));

describe("content top-up: feminine prompts", () => {
  it("a fresh database has every shipped prompt with its feminine form, and none of the retired ones", async () => {
    expect(await count(ACTIVE)).toBe(shipped.length);
    expect(await count("select count(*) n from most_likely_questions where feminine is null or feminine = ''")).toBe(0);
    const [first] = shipped;
    expect(await env.DB.prepare("select feminine from most_likely_questions where content = ?").bind(first.content).first("feminine")).toBe(first.feminine);
    const contents = new Set((await env.DB.prepare("select content from most_likely_questions").all<{ content: string }>()).results.map((r) => r.content));
    expect(retiredMostLikelyPrompts.filter((p) => contents.has(p))).toEqual([]);
  });

  it("an older database gets the feminine forms and the rewritten prompts; the old ones retire unless the admin edited them", async () => {
    // The database as issue 34 found it: no feminine forms, the old wordings in place of the new.
    const category = (await env.DB.prepare("select min(id) id from categories where game_id = 3").first<{ id: number }>())!.id;
    const replaced = shipped.slice(0, 30).filter((p) => p.content.includes("فينا") || p.content.includes("اللي"));
    // The first retired wordings (the translated openings) and the last (the openings and family-safety rewrites after them).
    const [edited, pictured, ...plainOld] = [...retiredMostLikelyPrompts.slice(0, 12), ...retiredMostLikelyPrompts.slice(-6)];
    await env.DB.batch([
      env.DB.prepare("delete from app_meta where key = ?").bind(CONTENT_VERSION_KEY),
      env.DB.prepare("update most_likely_questions set feminine = null"),
      ...replaced.map((p) => env.DB.prepare("delete from most_likely_questions where content = ?").bind(p.content)),
      ...[edited, pictured, ...plainOld].map((content) =>
        env.DB.prepare("insert into most_likely_questions (game_id, category_id, content) values (3, ?, ?)").bind(category, content),
      ),
      // The admin's own touches: a reworded old prompt, a picture on another, a feminine form they wrote.
      env.DB.prepare("update most_likely_questions set content = ? where content = ?").bind(`${edited} (نسخة المشرف)`, edited),
      env.DB.prepare("update most_likely_questions set image_url = '/uploads/admin.png' where content = ?").bind(pictured),
      env.DB.prepare("update most_likely_questions set feminine = 'صيغة المشرف' where content = ?").bind(shipped[1].content),
    ]);
    expect(replaced.length).toBeGreaterThan(3);
    expect(await count("select count(*) n from most_likely_questions where feminine is not null")).toBe(1);

    await topUpContent(db());

    // Every shipped prompt is there once, with its feminine form (the admin's own kept).
    for (const p of shipped) {
      const row = await env.DB.prepare("select count(*) n, max(feminine) feminine from most_likely_questions where content = ? and deleted_at is null").bind(p.content).first<{ n: number; feminine: string }>();
      expect(row, p.content).toEqual({ n: 1, feminine: p === shipped[1] ? "صيغة المشرف" : p.feminine });
    }
    // The old wordings went to the trash; the edited one and the one with a picture stayed.
    for (const content of plainOld) expect(await count("select count(*) n from most_likely_questions where content = ? and deleted_at is not null", content)).toBe(1);
    expect(await count(`${ACTIVE} and content = ?`, `${edited} (نسخة المشرف)`)).toBe(1);
    expect(await count(`${ACTIVE} and content = ?`, pictured)).toBe(1);
    expect(await count(ACTIVE)).toBe(shipped.length + 2);

    // Once: a second run (even with the mark removed) adds nothing and changes nothing.
    await env.DB.prepare("delete from app_meta where key = ?").bind(CONTENT_VERSION_KEY).run();
    await topUpContent(db());
    expect(await count(ACTIVE)).toBe(shipped.length + 2);
    expect(await count("select count(*) n from most_likely_questions")).toBe(shipped.length + 2 + plainOld.length);
  });
});
