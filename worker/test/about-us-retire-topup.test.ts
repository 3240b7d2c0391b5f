// «عنّا»'s rewritten questions leave a database seeded before the rewrite through the trash, as an
// admin's delete would, while the row reads as shipped (its text, in the category it shipped in);
// a row the admin edited, moved or deleted stays as the admin left it.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { aboutUsCategories, retiredAboutUsQuestions } from "../../content";
import { database } from "../../data/db";
import { ABOUT_US_GAME_ID } from "../../schema/games/about-us";
import { CONTENT_VERSION_KEY, topUpContent } from "../services/content-topup";
import { ensureSeeded } from "../services/seed";

const db = () => database(env.DB);
const GAME = ABOUT_US_GAME_ID;
const shipped = aboutUsCategories.flatMap((c) => c.questions).length;
const live = async () => (await env.DB.prepare("select count(*) n from about_us_questions where game_id = ? and deleted_at is null").bind(GAME).first<{ n: number }>())!.n;
const row = (id: number) => env.DB.prepare("select content, deleted_at from about_us_questions where id = ?").bind(id).first<{ content: string; deleted_at: number | null }>();

beforeAll(() => ensureSeeded(db()));

describe("«عنّا»'s rewrite reaching a database seeded before it", () => {
  it("retires the old questions that read as shipped and keeps the ones the admin edited, moved or deleted", async () => {
    expect(await live()).toBe(shipped);
    const categoryId = async (name: string) => (await env.DB.prepare("select min(id) id from categories where game_id = ? and name_ar = ?").bind(GAME, name).first<{ id: number }>())!.id;
    const [asShipped, edited, moved, deleted] = retiredAboutUsQuestions;
    const mine = (await env.DB.prepare("insert into categories (game_id, name_ar, is_premium) values (?, 'أسئلة المشرف', 0) returning id").bind(GAME).first<{ id: number }>())!.id;
    const insert = async (content: string, category: number, deletedAt: number | null = null) =>
      (await env.DB.prepare("insert into about_us_questions (game_id, category_id, content, deleted_at) values (?, ?, ?, ?) returning id").bind(GAME, category, content, deletedAt).first<{ id: number }>())!.id;
    // A database seeded before the rewrite: its old questions, as its admin left them.
    const ids = {
      asShipped: await insert(asShipped.content, await categoryId(asShipped.category)),
      edited: await insert(`${edited.content.slice(0, -1)} بالضبط؟`, await categoryId(edited.category)),
      moved: await insert(moved.content, mine),
      deleted: await insert(deleted.content, await categoryId(deleted.category), 1),
    };
    await env.DB.prepare("delete from app_meta where key = ?").bind(CONTENT_VERSION_KEY).run();

    await topUpContent(db());
    expect((await row(ids.asShipped))!.deleted_at).toBeGreaterThan(1);
    expect(await row(ids.edited)).toEqual({ content: `${edited.content.slice(0, -1)} بالضبط؟`, deleted_at: null });
    expect(await row(ids.moved)).toEqual({ content: moved.content, deleted_at: null });
    expect(await row(ids.deleted)).toEqual({ content: deleted.content, deleted_at: 1 });
    // The new questions are all there once, beside the two rows the admin kept.
    expect(await live()).toBe(shipped + 2);

    // Once per content version: a second loader changes nothing.
    await topUpContent(db());
    expect(await live()).toBe(shipped + 2);
  });
});
