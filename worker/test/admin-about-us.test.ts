// Issue 32: «عنّا»'s personal questions in the admin, like the other games' content: list with
// search and filters, add, edit, delete and restore, a table import with its failed rows named,
// bulk changes, the category's count, and a malformed body refused with the Arabic 400.
import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminAboutUs, AdminCategory, BulkResult, ContentPage } from "../../schema/api/content";
import { ABOUT_US_GAME_ID } from "../../schema/games/about-us";
import { ABOUT_US, GAME_IDS } from "../../schema/limits";
import { loadAboutUsContent } from "../../durable-objects/games/about-us/content";
import { adminClient } from "./helpers/admin";
import { nextTestAddress, TestClient } from "./helpers/client";

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
let counter = 0;
const unique = (label: string) => `${label} ${++counter}-${Math.random().toString(36).slice(2, 7)}`;
const newCategory = async (gameId: number, isPremium = false) => ok<AdminCategory>(await admin.post("/api/admin/categories", { nameAr: unique("فئة"), gameId, isPremium }), 201);
const newQuestion = async (categoryId: number, content = `${unique("وش أغرب شي")}؟`) =>
  ok<AdminAboutUs>(await admin.post("/api/admin/about-us-questions", { content, categoryId, gameId: ABOUT_US_GAME_ID }), 201);
const questionsIn = async (categoryId: number, extra = "") => ok<ContentPage<AdminAboutUs>>(await admin.fetch(`/api/admin/about-us-questions?category=${categoryId}${extra}`));
const source = { query: async <T,>(sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).all<T>()).results };
const pool = async (categoryId: number) =>
  ((await loadAboutUsContent(source, { categories: [String(categoryId)], settings: {}, players: [], played: [] }))?.questions ?? []).map((q) => q.content).sort();

describe("«عنّا» questions in the admin", () => {
  it("the shipped questions are in the database under the game's categories, free and premium", async () => {
    const cats = await ok<ContentPage<AdminCategory>>(await admin.fetch(`/api/admin/categories?gameId=${ABOUT_US_GAME_ID}&pageSize=50`));
    expect(cats.items.length).toBeGreaterThanOrEqual(6);
    expect(cats.items.some((c) => c.isPremium) && cats.items.some((c) => !c.isPremium)).toBe(true);
    const shipped = cats.items.reduce((n, c) => n + c.questionCount, 0);
    expect(shipped).toBeGreaterThanOrEqual(ABOUT_US.content.minQuestions);
    expect((await ok<ContentPage<AdminAboutUs>>(await admin.fetch("/api/admin/about-us-questions"))).total).toBeGreaterThanOrEqual(ABOUT_US.content.minQuestions);
  });

  it("adds, edits, searches, deletes and restores a question, which reaches a room's pool only while live and active", async () => {
    const category = await newCategory(ABOUT_US_GAME_ID);
    const q = await newQuestion(category.id, "وش أول شي تسويه إذا صحيت؟");
    expect(q).toMatchObject({ content: "وش أول شي تسويه إذا صحيت؟", categoryId: category.id, gameId: ABOUT_US_GAME_ID, isActive: true, category: { id: category.id } });
    expect(await pool(category.id)).toEqual(["وش أول شي تسويه إذا صحيت؟"]);

    const edited = await ok<AdminAboutUs>(await admin.fetch(`/api/admin/about-us-questions/${q.id}`, { method: "PUT", json: { content: "وش آخر شي تسويه قبل النوم؟" } }));
    expect(edited.content).toBe("وش آخر شي تسويه قبل النوم؟");
    expect((await questionsIn(category.id, `&q=${encodeURIComponent("قبل النوم")}`)).items.map((i) => i.id)).toEqual([q.id]);
    expect((await questionsIn(category.id, `&q=${encodeURIComponent("لا يوجد")}`)).total).toBe(0);

    await ok(await admin.fetch(`/api/admin/about-us-questions/${q.id}`, { method: "PUT", json: { isActive: false } }));
    expect((await questionsIn(category.id, "&status=inactive")).total).toBe(1);
    expect(await pool(category.id)).toEqual([]);
    await ok(await admin.fetch(`/api/admin/about-us-questions/${q.id}`, { method: "PUT", json: { isActive: true } }));

    await ok(await admin.fetch(`/api/admin/about-us-questions/${q.id}`, { method: "DELETE", headers: { "Content-Type": "application/json" } }));
    expect((await questionsIn(category.id)).total).toBe(0);
    expect(await pool(category.id)).toEqual([]);
    expect((await admin.fetch(`/api/admin/about-us-questions/${q.id}`, { method: "PUT", json: { content: "وش لونك المفضل؟" } })).status).toBe(404);
    expect(await ok(await admin.post("/api/admin/bulk/about-us-questions", { action: "restore", ids: [q.id] }))).toEqual({ changed: 1 });
    expect(await pool(category.id)).toEqual(["وش آخر شي تسويه قبل النوم؟"]);

    // The category counts its questions.
    const listed = await ok<ContentPage<AdminCategory>>(await admin.fetch(`/api/admin/categories?gameId=${ABOUT_US_GAME_ID}&q=${encodeURIComponent(category.nameAr)}`));
    expect(listed.items.find((c) => c.id === category.id)!.questionCount).toBe(1);
    // A category holding a question is not deleted.
    expect((await admin.fetch(`/api/admin/categories/${category.id}`, { method: "DELETE", headers: { "Content-Type": "application/json" } })).status).toBe(409);
  });

  it("refuses a malformed question with the Arabic 400, and a category of another game on its field", async () => {
    const category = await newCategory(ABOUT_US_GAME_ID);
    const bad = await admin.post("/api/admin/about-us-questions", { content: "وش", categoryId: category.id });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { message: string; code: string; errors: { field: string; message: string }[] };
    expect(body.code).toBe("invalid_input");
    expect(body.errors[0].field).toBe("content");
    const noMark = await admin.post("/api/admin/about-us-questions", { content: "اسم أول جوال كان عندك", categoryId: category.id });
    expect(((await noMark.json()) as { errors: { message: string }[] }).errors[0].message).toBe("السؤال ينتهي بعلامة الاستفهام «؟»");
    const long = await admin.post("/api/admin/about-us-questions", { content: `${"و".repeat(ABOUT_US.content.questionMaxChars)}؟`, categoryId: category.id });
    expect(long.status).toBe(400);
    const otherGame = await newCategory(GAME_IDS["most-likely"]);
    const wrong = await admin.post("/api/admin/about-us-questions", { content: "وش أغرب أكلة جربتها؟", categoryId: otherGame.id });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { errors: { field: string }[] }).errors[0].field).toBe("categoryId");
    // Only the admin reaches it.
    expect((await new TestClient().fetch("/api/admin/about-us-questions")).status).toBe(401);
  });

  it("imports a table, naming the rows that failed, and moves and switches many at once", async () => {
    const from = await newCategory(ABOUT_US_GAME_ID);
    const to = await newCategory(ABOUT_US_GAME_ID, true);
    const result = await ok<BulkResult>(
      await admin.post("/api/admin/about-us-questions/bulk", { categoryId: from.id, rows: [{ content: "وش أغرب هدية وصلتك؟" }, { content: "قصير" }, { content: "وش آخر شي طبخته؟" }] }),
      201,
    );
    expect(result.added).toBe(2);
    expect(result.failed.map((f) => f.index)).toEqual([1]);
    expect((await questionsIn(from.id)).total).toBe(2);
    expect(await ok(await admin.post("/api/admin/bulk/about-us-questions", { action: "deactivate", ids: result.ids }))).toEqual({ changed: 2 });
    expect(await pool(from.id)).toEqual([]);
    expect(await ok(await admin.post("/api/admin/bulk/about-us-questions", { action: "move", ids: result.ids, categoryId: to.id }))).toEqual({ changed: 2 });
    expect((await questionsIn(to.id)).total).toBe(2);
    const trivia = await newCategory(GAME_IDS["trivia-deception"]);
    expect((await admin.post("/api/admin/bulk/about-us-questions", { action: "move", ids: result.ids, categoryId: trivia.id })).status).toBe(400);
  });
});
