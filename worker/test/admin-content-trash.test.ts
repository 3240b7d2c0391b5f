// Issue 26 services: soft delete and «تراجع» (restore), the cleanup job's purge after the
// retention (with the meme's R2 file), bulk changes in one batch, and the server-side
// search and filters at 10,000 rows.
import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminCategory, AdminMemeImage, AdminMostLikely, AdminQuestion, AdminSubcategory, ContentPage } from "../../schema/api/content";
import type { CategorySummary } from "../../schema/api";
import { CONTENT_TRASH, GAME_IDS } from "../../schema/limits";
import { loadMostLikelyContent } from "../../durable-objects/games/most-likely/content";
import { database } from "../../data/db";
import { purgeDeletedContent } from "../services/content-trash";
import { adminClient } from "./helpers/admin";
import { nextTestAddress, TestClient } from "./helpers/client";

const TRIVIA = GAME_IDS["trivia-deception"];
const MEME = GAME_IDS["meme-game"];
const MOST_LIKELY = GAME_IDS["most-likely"];
const DAY = 86_400_000;
const afterRetention = () => Date.now() + (CONTENT_TRASH.retentionDays + 1) * DAY;

let admin: TestClient;
beforeAll(async () => {
  admin = await adminClient();
});
beforeEach(() => {
  if (admin) admin.address = nextTestAddress();
});

async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(status);
  return JSON.parse(text) as T;
}
const del = (path: string) => admin.fetch(path, { method: "DELETE", headers: { "Content-Type": "application/json" } });
const bulk = (kind: string, body: unknown) => admin.post(`/api/admin/bulk/${kind}`, body);
let counter = 0;
const unique = (label: string) => `${label} ${++counter}-${Math.random().toString(36).slice(2, 7)}`;
const newCategory = async (gameId: number) => ok<AdminCategory>(await admin.post("/api/admin/categories", { nameAr: unique("فئة"), gameId }), 201);
const newPrompt = async (categoryId: number, content = unique("مين أكثر واحد يحب")) =>
  ok<AdminMostLikely>(await admin.post("/api/admin/most-likely-questions", { content, categoryId, gameId: MOST_LIKELY, imageUrl: "" }), 201);
const promptsIn = async (categoryId: number, extra = "") =>
  ok<ContentPage<AdminMostLikely>>(await admin.fetch(`/api/admin/most-likely-questions?category=${categoryId}${extra}`));
const source = { query: async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).all<T>()).results };

describe("soft delete and undo", () => {
  it("hides a deleted prompt from the admin list and the room's pool, and restore brings it back", async () => {
    const category = await newCategory(MOST_LIKELY);
    const kept = await newPrompt(category.id);
    const gone = await newPrompt(category.id);
    await ok(await del(`/api/admin/most-likely-questions/${gone.id}`));

    expect((await promptsIn(category.id)).items.map((p) => p.id)).toEqual([kept.id]);
    const row = await env.DB.prepare("SELECT deleted_at FROM most_likely_questions WHERE id = ?").bind(gone.id).first<{ deleted_at: number | null }>();
    expect(row?.deleted_at).toBeGreaterThan(0);
    const pool = await loadMostLikelyContent(source, { categories: [String(category.id)], settings: {}, players: [], played: [] });
    expect(pool?.prompts.map((p) => p.id)).toEqual([String(kept.id)]);
    // Deleted is gone for the other routes too: edit and a second delete answer 404.
    expect((await admin.fetch(`/api/admin/most-likely-questions/${gone.id}`, { method: "PUT", json: { content: "مين أكثر واحد يتأخر؟" } })).status).toBe(404);
    expect((await del(`/api/admin/most-likely-questions/${gone.id}`)).status).toBe(404);

    expect(await ok(await bulk("most-likely-questions", { action: "restore", ids: [gone.id] }))).toEqual({ changed: 1 });
    expect((await promptsIn(category.id)).items.map((p) => p.id).sort()).toEqual([kept.id, gone.id].sort());
    // Restoring what is not deleted reaches nothing.
    expect(await ok(await bulk("most-likely-questions", { action: "restore", ids: [gone.id] }))).toEqual({ changed: 0 });
  });

  it("a deleted category leaves the catalogue and comes back with its subcategories", async () => {
    const category = await newCategory(TRIVIA);
    const sub = await ok<AdminSubcategory>(await admin.post("/api/admin/subcategories", { nameAr: unique("فرعية"), categoryId: category.id }), 201);
    const catalogue = async () => ok<CategorySummary[]>(await new TestClient().fetch("/api/games/trivia-deception/categories"));
    expect((await catalogue()).some((c) => c.id === String(category.id))).toBe(true);
    await ok(await del(`/api/admin/categories/${category.id}`));
    expect((await catalogue()).some((c) => c.id === String(category.id))).toBe(false);
    const admins = await ok<AdminCategory[]>(await admin.fetch(`/api/admin/categories/${TRIVIA}`));
    expect(admins.some((c) => c.id === category.id)).toBe(false);
    await ok(await bulk("categories", { action: "restore", ids: [category.id] }));
    const back = (await catalogue()).find((c) => c.id === String(category.id));
    expect(back?.subcategories.map((s) => s.id)).toEqual([String(sub.id)]);
  });

  it("deleted avatars leave the public list and the editor's choices", async () => {
    const before = await ok<{ layerType: string; assetNumber: number }[]>(await new TestClient().fetch("/api/avatar-assets"));
    const all = await ok<{ id: number; layerType: string; assetNumber: number }[]>(await admin.fetch("/api/admin/avatar-assets"));
    const target = all[all.length - 1];
    await ok(await bulk("avatar-assets", { action: "delete", ids: [target.id] }));
    const after = await ok<{ layerType: string; assetNumber: number }[]>(await new TestClient().fetch("/api/avatar-assets"));
    expect(after.length).toBe(before.length - 1);
    expect((await ok<{ id: number }[]>(await admin.fetch("/api/admin/avatar-assets"))).some((a) => a.id === target.id)).toBe(false);
    await ok(await bulk("avatar-assets", { action: "restore", ids: [target.id] }));
    expect((await ok<unknown[]>(await new TestClient().fetch("/api/avatar-assets"))).length).toBe(before.length);
  });
});

describe("purge after the retention", () => {
  it("removes rows deleted longer ago than the retention with the meme's R2 file, and keeps recent ones", async () => {
    const category = await newCategory(MEME);
    const key = `meme/${crypto.randomUUID()}.png`;
    await env.UPLOADS.put(key, new Uint8Array([1, 2, 3]));
    await env.DB.prepare("INSERT INTO uploads (key, kind, content_type, size) VALUES (?, 'meme', 'image/png', 3)").bind(key).run();
    const meme = await ok<AdminMemeImage>(await admin.post("/api/admin/meme-images", { imageUrl: `/uploads/${key}`, categoryId: category.id, textBoxCount: 1 }), 201);
    const prompts = await newCategory(MOST_LIKELY);
    const recent = await newPrompt(prompts.id);
    await ok(await del(`/api/admin/meme-images/${meme.id}`));
    await ok(await del(`/api/admin/most-likely-questions/${recent.id}`));

    // Within the retention nothing goes.
    await purgeDeletedContent(env, database(env.DB), Date.now() + DAY);
    expect(await env.DB.prepare("SELECT id FROM meme_images WHERE id = ?").bind(meme.id).first()).not.toBeNull();

    // The meme was deleted long ago; the prompt only now.
    await env.DB.prepare("UPDATE meme_images SET deleted_at = ? WHERE id = ?").bind(Date.now() - (CONTENT_TRASH.retentionDays + 1) * DAY, meme.id).run();
    const purged = await purgeDeletedContent(env, database(env.DB));
    expect(purged.files).toBe(1);
    expect(await env.DB.prepare("SELECT id FROM meme_images WHERE id = ?").bind(meme.id).first()).toBeNull();
    expect(await env.DB.prepare("SELECT key FROM uploads WHERE key = ?").bind(key).first()).toBeNull();
    expect(await env.UPLOADS.head(key)).toBeNull();
    expect(await env.DB.prepare("SELECT id FROM most_likely_questions WHERE id = ?").bind(recent.id).first()).not.toBeNull();

    // A deleted category with nothing live in it goes after the retention.
    await ok(await del(`/api/admin/categories/${category.id}`));
    await purgeDeletedContent(env, database(env.DB), afterRetention());
    expect(await env.DB.prepare("SELECT id FROM categories WHERE id = ?").bind(category.id).first()).toBeNull();
  });
});

describe("bulk changes", () => {
  it("activates, deactivates, moves and deletes many rows at once, each undone or checked", async () => {
    const from = await newCategory(MOST_LIKELY);
    const to = await newCategory(MOST_LIKELY);
    const rows = await Promise.all([1, 2, 3].map(() => newPrompt(from.id)));
    const ids = rows.map((r) => r.id);

    expect(await ok(await bulk("most-likely-questions", { action: "deactivate", ids }))).toEqual({ changed: 3 });
    expect((await promptsIn(from.id, "&status=inactive")).total).toBe(3);
    expect((await promptsIn(from.id, "&status=active")).total).toBe(0);
    expect(await ok(await bulk("most-likely-questions", { action: "activate", ids: ids.slice(0, 2) }))).toEqual({ changed: 2 });
    expect((await promptsIn(from.id, "&status=active")).total).toBe(2);

    expect(await ok(await bulk("most-likely-questions", { action: "move", ids: ids.slice(1), categoryId: to.id }))).toEqual({ changed: 2 });
    expect((await promptsIn(to.id)).items.map((p) => p.id).sort()).toEqual(ids.slice(1).sort());
    // A category of another game is refused on its field.
    const trivia = await newCategory(TRIVIA);
    const wrong = await bulk("most-likely-questions", { action: "move", ids, categoryId: trivia.id });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { errors: { field: string }[] }).errors[0].field).toBe("categoryId");

    expect(await ok(await bulk("most-likely-questions", { action: "delete", ids }))).toEqual({ changed: 3 });
    expect((await promptsIn(from.id)).total + (await promptsIn(to.id)).total).toBe(0);
    expect(await ok(await bulk("most-likely-questions", { action: "restore", ids }))).toEqual({ changed: 3 });
    expect((await promptsIn(to.id)).total).toBe(2);

    const logged = await env.DB.prepare("SELECT action_ar FROM activity_log WHERE action_ar = ?").bind("حذف المشرف 3 من أسئلة «مين الأكثر»").first();
    expect(logged).not.toBeNull();
  });

  it("moves trivia questions to a subcategory and its category", async () => {
    const a = await newCategory(TRIVIA);
    const b = await newCategory(TRIVIA);
    const subA = await ok<AdminSubcategory>(await admin.post("/api/admin/subcategories", { nameAr: unique("فرعية"), categoryId: a.id }), 201);
    const subB = await ok<AdminSubcategory>(await admin.post("/api/admin/subcategories", { nameAr: unique("فرعية"), categoryId: b.id }), 201);
    const q = await ok<AdminQuestion>(
      await admin.post("/api/admin/questions", { content: unique("ما هو السؤال"), correctAnswer: "أ", fakeAnswer1: "ب", fakeAnswer2: "ج", fakeAnswer3: "د", categoryId: a.id, subcategoryId: subA.id }),
      201,
    );
    expect(await ok(await bulk("questions", { action: "move", ids: [q.id], subcategoryId: subB.id }))).toEqual({ changed: 1 });
    const page = await ok<ContentPage<AdminQuestion>>(await admin.fetch(`/api/admin/questions?category=${b.id}`));
    expect(page.items[0]).toMatchObject({ id: q.id, categoryId: b.id, subcategoryId: subB.id });
  });

  it("validates the body: known kind and action, ids within the limit, a target for a move, no non-empty category", async () => {
    const cases: [string, unknown][] = [
      ["questions", { action: "explode", ids: [1] }],
      ["questions", { action: "delete", ids: [] }],
      ["questions", { action: "delete", ids: Array.from({ length: CONTENT_TRASH.bulkMaxIds + 1 }, (_, i) => i + 1) }],
      ["questions", { action: "move", ids: [1] }],
      ["questions", { action: "delete", ids: ["x"] }],
      ["posts", { action: "delete", ids: [1] }],
    ];
    for (const [kind, body] of cases) {
      const res = await bulk(kind, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    }
    const full = await newCategory(MOST_LIKELY);
    await newPrompt(full.id);
    expect((await bulk("categories", { action: "delete", ids: [full.id] })).status).toBe(409);
    const visitor = new TestClient();
    await visitor.devSignIn("premium");
    expect((await visitor.post("/api/admin/bulk/questions", { action: "delete", ids: [1] })).status).toBe(401);
  });
});

describe("the categories page", () => {
  it("searches by name and filters by game and status, without deleted ones", async () => {
    const name = unique("فئة الصفحة");
    const active = await ok<AdminCategory>(await admin.post("/api/admin/categories", { nameAr: name, gameId: MOST_LIKELY }), 201);
    const stopped = await ok<AdminCategory>(await admin.post("/api/admin/categories", { nameAr: `${name} موقوفة`, gameId: MOST_LIKELY, isActive: false }), 201);
    const gone = await ok<AdminCategory>(await admin.post("/api/admin/categories", { nameAr: `${name} محذوفة`, gameId: MOST_LIKELY }), 201);
    await ok(await del(`/api/admin/categories/${gone.id}`));
    const page = async (query: string) => ok<ContentPage<AdminCategory>>(await admin.fetch(`/api/admin/categories?q=${encodeURIComponent(name)}${query}`));
    expect((await page("")).items.map((c) => c.id)).toEqual([active.id, stopped.id]);
    expect((await page("&status=inactive")).items.map((c) => c.id)).toEqual([stopped.id]);
    expect((await page(`&gameId=${TRIVIA}`)).total).toBe(0);
    expect((await page(`&gameId=${MOST_LIKELY}&status=active`)).items[0]).toMatchObject({ id: active.id, questionCount: 0, game: { id: MOST_LIKELY } });
  });
});

describe("the avatars page", () => {
  it("filters by layer and status and pages in the editor's layer order", async () => {
    type Asset = { id: number; layerType: string; isActive: boolean; fileName: string };
    const all = await ok<Asset[]>(await admin.fetch("/api/admin/avatar-assets"));
    const faces = all.filter((a) => a.layerType === "Face");
    const page = await ok<ContentPage<Asset>>(await admin.fetch("/api/admin/avatar-assets/page?layerType=Face&pageSize=5&page=2"));
    expect(page.total).toBe(faces.length);
    expect(page.items.map((a) => a.id)).toEqual(faces.slice(5, 10).map((a) => a.id));
    const first = await ok<ContentPage<Asset>>(await admin.fetch("/api/admin/avatar-assets/page?pageSize=1"));
    expect(first.items[0].layerType).toBe("Color");
    await ok(await bulk("avatar-assets", { action: "deactivate", ids: [faces[0].id] }));
    const stopped = await ok<ContentPage<Asset>>(await admin.fetch("/api/admin/avatar-assets/page?layerType=Face&status=inactive"));
    expect(stopped.items.map((a) => a.id)).toContain(faces[0].id);
    await ok(await bulk("avatar-assets", { action: "activate", ids: [faces[0].id] }));
    const named = await ok<ContentPage<Asset>>(await admin.fetch(`/api/admin/avatar-assets/page?q=${encodeURIComponent(faces[0].fileName)}`));
    expect(named.items.map((a) => a.id)).toContain(faces[0].id);
    expect((await admin.fetch("/api/admin/avatar-assets/page?layerType=Hat")).status).toBe(400);
  });
});

describe("search and filters at 10,000 rows", () => {
  it("answers a filtered page from the server with the right rows and total", async () => {
    const [c1, c2] = [await newCategory(MOST_LIKELY), await newCategory(MOST_LIKELY)];
    const N = 10_000;
    // Row i: category c1 when even; active unless divisible by 3; «مفتاح» in the text when divisible by 7.
    const rows = Array.from({ length: N }, (_, i) => ({
      category: i % 2 === 0 ? c1.id : c2.id,
      active: i % 3 !== 0,
      content: `مين أكثر واحد رقم ${i}${i % 7 === 0 ? " ينسى المفتاح" : " يضحك"}`,
    }));
    const statements = [];
    for (let at = 0; at < N; at += 500) {
      const values = rows
        .slice(at, at + 500)
        .map((r) => `(${MOST_LIKELY}, ${r.category}, '${r.content}', ${r.active ? 1 : 0})`)
        .join(", ");
      statements.push(env.DB.prepare(`INSERT INTO most_likely_questions (game_id, category_id, content, is_active) VALUES ${values}`));
    }
    await env.DB.batch(statements);
    const firstId = (await env.DB.prepare("SELECT MIN(id) AS id FROM most_likely_questions WHERE category_id IN (?, ?)").bind(c1.id, c2.id).first<{ id: number }>())!.id;
    // A few of them deleted: never counted.
    await env.DB.prepare("UPDATE most_likely_questions SET deleted_at = ? WHERE id IN (?, ?)").bind(Date.now(), firstId, firstId + 14).run();

    const expected = rows
      .map((r, i) => ({ ...r, id: firstId + i }))
      .filter((r) => r.id !== firstId && r.id !== firstId + 14)
      .filter((r) => r.category === c1.id && r.active && r.content.includes("المفتاح"))
      .sort((a, b) => b.id - a.id);
    const pageSize = 20;
    const started = Date.now();
    const page = await ok<ContentPage<AdminMostLikely>>(
      await admin.fetch(`/api/admin/most-likely-questions?q=${encodeURIComponent("المفتاح")}&category=${c1.id}&status=active&page=3&pageSize=${pageSize}`),
    );
    const took = Date.now() - started;
    expect(page.total).toBe(expected.length);
    expect(page.items.map((p) => p.id)).toEqual(expected.slice(2 * pageSize, 3 * pageSize).map((r) => r.id));
    expect(page.items.every((p) => p.isActive && p.categoryId === c1.id && p.content.includes("المفتاح"))).toBe(true);
    console.log(`filtered page over 10,000 rows: ${took} ms, total ${page.total}`);

    // The unfiltered count of the category and the last page.
    const all = await ok<ContentPage<AdminMostLikely>>(await admin.fetch(`/api/admin/most-likely-questions?category=${c2.id}&pageSize=200&page=25`));
    expect(all.total).toBe(N / 2);
    expect(all.items.length).toBe(200);
  });
});
