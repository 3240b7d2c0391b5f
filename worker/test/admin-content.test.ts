import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminCategory, AdminMemeImage, AdminMostLikely, AdminQuestion, AdminSubcategory, ContentPage } from "../../schema/api/content";
import { CONTENT_MESSAGES } from "../../schema/api/content";
import { CONTENT_TRASH, GAME_IDS } from "../../schema/limits";
import { database } from "../../data/db";
import { purgeDeletedContent } from "../services/content-trash";
import { hostedRoom, stored } from "../../durable-objects/test/game-helpers";
import { adminClient } from "./helpers/admin";
import { nextTestAddress, TestClient } from "./helpers/client";

const TRIVIA = GAME_IDS["trivia-deception"];
const MEME = GAME_IDS["meme-game"];
const MOST_LIKELY = GAME_IDS["most-likely"];

let admin: TestClient;
beforeAll(async () => {
  admin = await adminClient();
});
// Each test is a fresh address, so the per-address limit on changes (100 a minute) counts one test's calls only.
beforeEach(() => {
  if (admin) admin.address = nextTestAddress();
});

type ApiErrorBody = { message: string; code: string; errors: { field: string; message: string }[] };

async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(status);
  return JSON.parse(text) as T;
}
async function refused(res: Response, status: number): Promise<ApiErrorBody> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(status);
  const body = JSON.parse(text) as ApiErrorBody;
  expect(body.message).toMatch(/[\u0600-\u06FF]/);
  return body;
}
const messages = (body: ApiErrorBody) => body.errors.map((e) => e.message);
const put = (path: string, json: unknown, client = admin) => client.fetch(path, { method: "PUT", json });
const del = (path: string, client = admin) => client.fetch(path, { method: "DELETE", headers: { "Content-Type": "application/json" } });

let counter = 0;
const unique = (label: string) => `${label} ${++counter}-${Math.random().toString(36).slice(2, 7)}`;

async function newCategory(gameId: number, extra: Record<string, unknown> = {}) {
  return ok<AdminCategory>(await admin.post("/api/admin/categories", { nameAr: unique("فئة"), gameId, ...extra }), 201);
}
async function newSubcategory(categoryId: number, extra: Record<string, unknown> = {}) {
  return ok<AdminSubcategory>(await admin.post("/api/admin/subcategories", { nameAr: unique("فرعية"), categoryId, ...extra }), 201);
}
const question = (categoryId: number, subcategoryId: number, content = unique("ما هو السؤال رقم")) => ({
  content,
  correctAnswer: "الرياض",
  alternativeAnswer1: "",
  fakeAnswer1: "جدة",
  fakeAnswer2: "مكة",
  fakeAnswer3: "الدمام",
  categoryId: String(categoryId),
  subcategoryId: String(subcategoryId),
  imageUrl: "",
});

describe("admin content routes are the admin's only", () => {
  it("refuses every content route without an admin session", async () => {
    const visitor = new TestClient();
    await visitor.devSignIn("premium");
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/categories/1"],
      ["GET", "/api/admin/subcategories/1"],
      ["GET", "/api/admin/categories-with-subcategories"],
      ["POST", "/api/admin/categories", { nameAr: "فئة", gameId: 1 }],
      ["PUT", "/api/admin/categories/1", { isActive: false }],
      ["DELETE", "/api/admin/categories/1"],
      ["POST", "/api/admin/categories/1/reorder", { direction: "up" }],
      ["POST", "/api/admin/subcategories", { nameAr: "فئة", categoryId: 1 }],
      ["PUT", "/api/admin/subcategories/1", { isActive: false }],
      ["DELETE", "/api/admin/subcategories/1"],
      ["POST", "/api/admin/subcategories/1/reorder", { direction: "up" }],
      ["GET", "/api/admin/questions"],
      ["POST", "/api/admin/questions", {}],
      ["POST", "/api/admin/questions/duplicates", { subcategoryId: 1, contents: [] }],
      ["PUT", "/api/admin/questions/1", { content: "سؤال طويل" }],
      ["DELETE", "/api/admin/questions/1"],
      ["GET", "/api/admin/meme-images"],
      ["POST", "/api/admin/meme-images", {}],
      ["PUT", "/api/admin/meme-images/1", { textBoxCount: 1 }],
      ["DELETE", "/api/admin/meme-images/1"],
      ["GET", "/api/admin/most-likely-questions"],
      ["POST", "/api/admin/most-likely-questions", {}],
      ["PUT", "/api/admin/most-likely-questions/1", { content: "سؤال طويل" }],
      ["DELETE", "/api/admin/most-likely-questions/1"],
      ["POST", "/api/admin/upload-image", { imageType: "meme" }],
    ];
    for (const [method, path, json] of calls) {
      const res = await visitor.fetch(path, { method, json: json ?? (method === "GET" ? undefined : {}) });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const [{ n }] = (await env.DB.prepare("SELECT COUNT(*) AS n FROM categories WHERE name_ar = 'فئة'").all<{ n: number }>()).results;
    expect(n).toBe(0);
  });
});

describe("categories and subcategories", () => {
  it("validates the forms with the spec's messages", async () => {
    expect(messages(await refused(await admin.post("/api/admin/categories", { nameAr: "ا", gameId: 1 }), 400))).toContain(CONTENT_MESSAGES.nameRequired);
    expect(messages(await refused(await admin.post("/api/admin/categories", { nameAr: "  " }), 400))).toEqual(
      expect.arrayContaining([CONTENT_MESSAGES.nameRequired, CONTENT_MESSAGES.gameRequired]),
    );
    expect(messages(await refused(await admin.post("/api/admin/categories", { nameAr: "فئة", gameId: 9 }), 400))).toContain(CONTENT_MESSAGES.gameRequired);
    expect(messages(await refused(await admin.post("/api/admin/subcategories", { nameAr: "ف" }), 400))).toEqual(
      expect.arrayContaining([CONTENT_MESSAGES.nameRequired, CONTENT_MESSAGES.categoryRequired]),
    );
    expect(messages(await refused(await admin.post("/api/admin/categories/1/reorder", { direction: "left" }), 400))[0]).toMatch(/up|down/);
    expect((await refused(await put("/api/admin/categories/1", {}), 400)).errors[0].message).toBe(CONTENT_MESSAGES.noChanges);
  });

  it("creates with the spec's defaults and lists the category with its counts and game", async () => {
    const created = await newCategory(TRIVIA);
    expect(created).toMatchObject({ gameId: TRIVIA, isPremium: false, premiumInherited: false, isActive: true, displayOrder: 0, questionCount: 0, subcategoryCount: 0, subcategories: [] });
    expect(created.game).toMatchObject({ id: TRIVIA, gameType: "trivia-deception", isPremium: false });
    const sub = await newSubcategory(created.id);
    await ok(await admin.post("/api/admin/questions", question(created.id, sub.id)), 201);
    const listed = (await ok<AdminCategory[]>(await admin.fetch(`/api/admin/categories/${TRIVIA}`))).find((c) => c.id === created.id)!;
    expect(listed).toMatchObject({ questionCount: 1, subcategoryCount: 1 });
    expect(listed.subcategories).toEqual([expect.objectContaining({ id: sub.id, questionCount: 1, isActive: true })]);
    expect(await ok<AdminSubcategory[]>(await admin.fetch(`/api/admin/subcategories/${created.id}`))).toEqual(listed.subcategories);
    const all = await ok<AdminCategory[]>(await admin.fetch("/api/admin/categories-with-subcategories"));
    expect(new Set(all.map((c) => c.gameId))).toEqual(new Set([TRIVIA, MEME, MOST_LIKELY, GAME_IDS["about-us"]]));
    const memeOnly = await ok<AdminCategory[]>(await admin.fetch(`/api/admin/categories-with-subcategories?gameId=${MEME}`));
    expect(memeOnly.length).toBeGreaterThan(0);
    expect(memeOnly.every((c) => c.gameId === MEME)).toBe(true);
  });

  it("keeps a category's season: made for Ramadan, shown in the list, taken off by an edit, and an unknown season refused", async () => {
    const ramadan = await newCategory(MOST_LIKELY, { season: "ramadan" });
    expect(ramadan.season).toBe("ramadan");
    expect((await newCategory(MOST_LIKELY)).season).toBeNull();
    const listed = (await ok<AdminCategory[]>(await admin.fetch(`/api/admin/categories/${MOST_LIKELY}`))).find((c) => c.id === ramadan.id)!;
    expect(listed.season).toBe("ramadan");
    // Another field's edit leaves the season as it was; an edit of the season changes it.
    expect((await ok<AdminCategory>(await put(`/api/admin/categories/${ramadan.id}`, { isActive: false }))).season).toBe("ramadan");
    expect((await ok<AdminCategory>(await put(`/api/admin/categories/${ramadan.id}`, { season: null }))).season).toBeNull();
    expect(messages(await refused(await put(`/api/admin/categories/${ramadan.id}`, { season: "summer" }), 400))).toEqual(["الموسم غير معروف"]);
  });

  it("forces premium under a premium game or category, on create and on edit", async () => {
    // The meme game is premium: its categories cannot be free.
    const meme = await newCategory(MEME, { isPremium: false });
    expect(meme).toMatchObject({ isPremium: true, premiumInherited: true });
    expect(await ok<AdminCategory>(await put(`/api/admin/categories/${meme.id}`, { isPremium: false }))).toMatchObject({ isPremium: true });
    const stored = await env.DB.prepare("SELECT is_premium FROM categories WHERE id = ?").bind(meme.id).first<{ is_premium: number }>();
    expect(stored?.is_premium).toBe(1);

    const premiumCategory = await newCategory(TRIVIA, { isPremium: true });
    expect(premiumCategory).toMatchObject({ isPremium: true, premiumInherited: false });
    const sub = await newSubcategory(premiumCategory.id, { isPremium: false });
    expect(sub).toMatchObject({ isPremium: true, premiumInherited: true });
    expect(await ok<AdminSubcategory>(await put(`/api/admin/subcategories/${sub.id}`, { isPremium: false }))).toMatchObject({ isPremium: true });

    // Under a free category a subcategory may be free, and becomes premium with its category.
    const free = await newCategory(TRIVIA);
    const freeSub = await newSubcategory(free.id);
    expect(freeSub).toMatchObject({ isPremium: false, premiumInherited: false });
    await ok(await put(`/api/admin/categories/${free.id}`, { isPremium: true }));
    expect((await ok<AdminSubcategory[]>(await admin.fetch(`/api/admin/subcategories/${free.id}`)))[0]).toMatchObject({ isPremium: true, premiumInherited: true });
  });

  it("toggles only the active flag, edits, and answers 404 for unknown ids", async () => {
    const category = await newCategory(TRIVIA);
    const sub = await newSubcategory(category.id);
    expect(await ok<AdminCategory>(await put(`/api/admin/categories/${category.id}`, { isActive: false }))).toMatchObject({ isActive: false, nameAr: category.nameAr });
    expect(await ok<AdminSubcategory>(await put(`/api/admin/subcategories/${sub.id}`, { isActive: false }))).toMatchObject({ isActive: false });
    expect(await ok<AdminCategory>(await put(`/api/admin/categories/${category.id}`, { nameAr: "  تاريخ قديم  " }))).toMatchObject({ nameAr: "تاريخ قديم" });
    for (const [method, path, json] of [
      ["PUT", "/api/admin/categories/999999", { isActive: true }],
      ["DELETE", "/api/admin/categories/999999"],
      ["POST", "/api/admin/categories/999999/reorder", { direction: "up" }],
      ["PUT", "/api/admin/subcategories/999999", { isActive: true }],
      ["DELETE", "/api/admin/subcategories/999999"],
      ["POST", "/api/admin/subcategories/999999/reorder", { direction: "down" }],
      ["GET", "/api/admin/subcategories/999999"],
      ["PUT", "/api/admin/questions/999999", { content: "سؤال طويل بما يكفي" }],
      ["DELETE", "/api/admin/questions/999999"],
      ["PUT", "/api/admin/meme-images/999999", { textBoxCount: 1 }],
      ["DELETE", "/api/admin/meme-images/999999"],
      ["PUT", "/api/admin/most-likely-questions/999999", { content: "سؤال طويل بما يكفي" }],
      ["DELETE", "/api/admin/most-likely-questions/999999"],
    ] as [string, string, unknown?][])
      await refused(await admin.fetch(path, { method, json: method === "GET" ? undefined : (json ?? {}) }), 404);
  });

  it("only the trivia game's categories take subcategories", async () => {
    const meme = await newCategory(MEME);
    const body = await refused(await admin.post("/api/admin/subcategories", { nameAr: "فرعية", categoryId: meme.id }), 400);
    expect(body.errors[0].field).toBe("categoryId");
    await refused(await admin.post("/api/admin/subcategories", { nameAr: "فرعية", categoryId: 999999 }), 400);
  });

  it("reorders among siblings: the first cannot go up, the last cannot go down", async () => {
    const category = await newCategory(TRIVIA);
    const [a, b, c] = [await newSubcategory(category.id), await newSubcategory(category.id), await newSubcategory(category.id)];
    await refused(await admin.post(`/api/admin/subcategories/${a.id}/reorder`, { direction: "up" }), 400);
    await refused(await admin.post(`/api/admin/subcategories/${c.id}/reorder`, { direction: "down" }), 400);
    const after = await ok<AdminSubcategory[]>(await admin.post(`/api/admin/subcategories/${c.id}/reorder`, { direction: "up" }));
    expect(after.map((s) => s.id)).toEqual([a.id, c.id, b.id]);
    expect(after.map((s) => s.displayOrder)).toEqual([0, 1, 2]);

    const all = await ok<AdminCategory[]>(await admin.fetch(`/api/admin/categories/${MOST_LIKELY}`));
    const last = all[all.length - 1];
    await refused(await admin.post(`/api/admin/categories/${last.id}/reorder`, { direction: "down" }), 400);
    await refused(await admin.post(`/api/admin/categories/${all[0].id}/reorder`, { direction: "up" }), 400);
    const moved = await ok<AdminCategory[]>(await admin.post(`/api/admin/categories/${last.id}/reorder`, { direction: "up" }));
    expect(moved.map((c) => c.id)).toEqual([...all.slice(0, -2).map((c) => c.id), last.id, all[all.length - 2].id]);
  });

  it("refuses to delete a category or subcategory that still has content, and deletes an empty one", async () => {
    const category = await newCategory(TRIVIA);
    const sub = await newSubcategory(category.id);
    const q = await ok<AdminQuestion>(await admin.post("/api/admin/questions", question(category.id, sub.id)), 201);
    expect((await refused(await del(`/api/admin/categories/${category.id}`), 409)).code).toBe("category_not_empty");
    expect((await refused(await del(`/api/admin/subcategories/${sub.id}`), 409)).code).toBe("subcategory_not_empty");
    await ok(await del(`/api/admin/questions/${q.id}`));
    await ok(await del(`/api/admin/subcategories/${sub.id}`));
    await newSubcategory(category.id);
    await ok(await del(`/api/admin/categories/${category.id}`));
    // Issue 26: the delete is soft (undoable); its empty subcategories go with it when the cleanup job purges it.
    await purgeDeletedContent(env, database(env.DB), Date.now() + (CONTENT_TRASH.retentionDays + 1) * 86_400_000);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM subcategories WHERE category_id = ?").bind(category.id).first<{ n: number }>();
    expect(left?.n).toBe(0);
    const logged = await env.DB.prepare("SELECT action_ar FROM activity_log WHERE action_ar LIKE ? ").bind(`%${category.nameAr}%`).all<{ action_ar: string }>();
    expect(logged.results.map((r) => r.action_ar)).toEqual(expect.arrayContaining([`حذف المشرف الفئة «${category.nameAr}»`]));
  });
});

describe("trivia questions", () => {
  let category: AdminCategory;
  let sub: AdminSubcategory;
  let otherSub: AdminSubcategory;
  beforeAll(async () => {
    category = await newCategory(TRIVIA);
    sub = await newSubcategory(category.id);
    otherSub = await newSubcategory(category.id);
  });

  it("validates the form with its messages", async () => {
    const body = await refused(await admin.post("/api/admin/questions", { content: "قصير", correctAnswer: " ", fakeAnswer1: "", categoryId: "" }), 400);
    expect(messages(body)).toEqual(
      expect.arrayContaining([
        CONTENT_MESSAGES.questionMin,
        CONTENT_MESSAGES.correctAnswerRequired,
        CONTENT_MESSAGES.fakeAnswerRequired(1),
        CONTENT_MESSAGES.fakeAnswerRequired(2),
        CONTENT_MESSAGES.fakeAnswerRequired(3),
        CONTENT_MESSAGES.categoryRequired,
        CONTENT_MESSAGES.subcategoryRequired,
      ]),
    );
    const badImage = await refused(await admin.post("/api/admin/questions", { ...question(category.id, sub.id), imageUrl: "javascript:alert(1)" }), 400);
    expect(messages(badImage)).toEqual([CONTENT_MESSAGES.imageUrlInvalid]);
    // A subcategory of another category, or a category of another game, is refused on its field.
    const memeCategory = await newCategory(MEME);
    expect((await refused(await admin.post("/api/admin/questions", question(memeCategory.id, sub.id)), 400)).errors[0].field).toBe("categoryId");
    const elsewhere = await newCategory(TRIVIA);
    expect((await refused(await admin.post("/api/admin/questions", question(elsewhere.id, sub.id)), 400)).errors[0].field).toBe("subcategoryId");
  });

  it("adds a question with optional fields as null and the names of its category and subcategory", async () => {
    const created = await ok<AdminQuestion>(await admin.post("/api/admin/questions", { ...question(category.id, sub.id, "ما عاصمة المملكة العربية السعودية؟"), gameId: TRIVIA }), 201);
    expect(created).toMatchObject({
      content: "ما عاصمة المملكة العربية السعودية؟",
      alternativeAnswer1: null,
      alternativeAnswer2: null,
      imageUrl: null,
      gameId: TRIVIA,
      isActive: true,
      category: { id: category.id, nameAr: category.nameAr },
      subcategory: { id: sub.id, nameAr: sub.nameAr },
    });
  });

  it("flags and refuses a question already in the subcategory after Arabic normalisation, but not in another", async () => {
    const text = "أين تقع مدينة العلا؟";
    await ok(await admin.post("/api/admin/questions", question(category.id, sub.id, text)), 201);
    // Same text with another alef form, diacritics, tatweel and spacing.
    const variant = "  اين   تقـع مَدينة العلا؟ ";
    expect((await refused(await admin.post("/api/admin/questions", question(category.id, sub.id, variant)), 409)).code).toBe("duplicate_question");
    await ok(await admin.post("/api/admin/questions", question(category.id, otherSub.id, variant)), 201);
    const check = await ok<{ duplicates: number[] }>(
      await admin.post("/api/admin/questions/duplicates", { subcategoryId: sub.id, contents: ["سؤال جديد تمامًا هنا", variant, text] }),
    );
    expect(check.duplicates).toEqual([1, 2]);
  });

  it("lists a filtered page on the server: category, subcategory, trimmed search, pages", async () => {
    for (let i = 0; i < 5; i++) await ok(await admin.post("/api/admin/questions", question(category.id, otherSub.id, `سؤال الصفحات رقم ${i} عن الفضاء`)), 201);
    const page1 = await ok<ContentPage<AdminQuestion>>(await admin.fetch(`/api/admin/questions?subcategoryId=${otherSub.id}&pageSize=2`));
    expect(page1).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect(page1.items).toHaveLength(2);
    const page3 = await ok<ContentPage<AdminQuestion>>(await admin.fetch(`/api/admin/questions?subcategoryId=${otherSub.id}&pageSize=2&page=3`));
    expect(page3.items).toHaveLength(2);
    expect(new Set([...page1.items, ...page3.items].map((q) => q.id)).size).toBe(4);
    const searched = await ok<ContentPage<AdminQuestion>>(await admin.fetch(`/api/admin/questions?categoryId=${category.id}&search=${encodeURIComponent("  الفضاء  ")}`));
    expect(searched.total).toBe(5);
    const blank = await ok<ContentPage<AdminQuestion>>(await admin.fetch(`/api/admin/questions?categoryId=${category.id}&search=%20%20`));
    expect(blank.total).toBe(8);
    // Wildcards in the search are plain characters.
    const percent = await ok<ContentPage<AdminQuestion>>(await admin.fetch(`/api/admin/questions?categoryId=${category.id}&search=%25`));
    expect(percent.total).toBe(0);
    // A whole Arabic question as the search: past D1's 50-byte cap on a LIKE pattern, it still answers.
    const whole = await ok<ContentPage<AdminQuestion>>(await admin.fetch(`/api/admin/questions?categoryId=${category.id}&search=${encodeURIComponent("سؤال الصفحات رقم 3 عن الفضاء")}`));
    expect(whole.total).toBe(1);
    await refused(await admin.fetch("/api/admin/questions?pageSize=100000"), 400);
    await refused(await admin.fetch("/api/admin/questions?categoryId=abc"), 400);
  });

  it("edits and deletes", async () => {
    const created = await ok<AdminQuestion>(await admin.post("/api/admin/questions", question(category.id, sub.id)), 201);
    const edited = await ok<AdminQuestion>(await put(`/api/admin/questions/${created.id}`, { correctAnswer: "الطائف", alternativeAnswer2: "طائف", subcategoryId: otherSub.id }));
    expect(edited).toMatchObject({ correctAnswer: "الطائف", alternativeAnswer2: "طائف", subcategoryId: otherSub.id, subcategory: { nameAr: otherSub.nameAr } });
    expect(messages(await refused(await put(`/api/admin/questions/${created.id}`, { content: "قصير" }), 400))).toEqual([CONTENT_MESSAGES.questionMin]);
    await ok(await del(`/api/admin/questions/${created.id}`));
    await refused(await del(`/api/admin/questions/${created.id}`), 404);
  });
});

describe("meme pictures", () => {
  it("validates with the spec's messages and adds, lists, edits and deletes", async () => {
    const category = await newCategory(MEME);
    const body = await refused(await admin.post("/api/admin/meme-images", { imageUrl: "", textBoxCount: 3 }), 400);
    expect(messages(body)).toEqual(expect.arrayContaining([CONTENT_MESSAGES.imageRequired, CONTENT_MESSAGES.categoryRequired, CONTENT_MESSAGES.textBoxCount]));
    const trivia = await newCategory(TRIVIA);
    expect((await refused(await admin.post("/api/admin/meme-images", { imageUrl: "/uploads/meme/abcdefgh.png", categoryId: trivia.id, textBoxCount: 1 }), 400)).errors[0].field).toBe("categoryId");

    const created = await ok<AdminMemeImage>(
      await admin.post("/api/admin/meme-images", { imageUrl: "/uploads/meme/abcdefgh.png", categoryId: category.id, textBoxCount: 1, gameId: MEME, displayOrder: 0, name: "قطة متفاجئة" }),
      201,
    );
    expect(created).toMatchObject({ textBoxCount: 1, gameId: MEME, displayOrder: 0, isPremium: false, category: { id: category.id, nameAr: category.nameAr } });
    const page = await ok<ContentPage<AdminMemeImage>>(await admin.fetch(`/api/admin/meme-images?categoryId=${category.id}&search=${encodeURIComponent("قطة")}`));
    expect(page.items.map((m) => m.id)).toEqual([created.id]);
    expect(await ok<AdminMemeImage>(await put(`/api/admin/meme-images/${created.id}`, { textBoxCount: 2, isPremium: true }))).toMatchObject({ textBoxCount: 2, isPremium: true });
    expect(messages(await refused(await put(`/api/admin/meme-images/${created.id}`, { textBoxCount: 0 }), 400))).toEqual([CONTENT_MESSAGES.textBoxCount]);
    await ok(await del(`/api/admin/meme-images/${created.id}`));
    expect((await ok<ContentPage<AdminMemeImage>>(await admin.fetch(`/api/admin/meme-images?categoryId=${category.id}`))).total).toBe(0);
  });
});

describe("most-likely prompts", () => {
  it("validates with the spec's messages; an empty image is null", async () => {
    const category = await newCategory(MOST_LIKELY);
    const body = await refused(await admin.post("/api/admin/most-likely-questions", { content: "مين", imageUrl: "//evil.example/x.png" }), 400);
    expect(messages(body)).toEqual(expect.arrayContaining([CONTENT_MESSAGES.questionMin, CONTENT_MESSAGES.categoryRequired, CONTENT_MESSAGES.imageUrlInvalid]));
    const created = await ok<AdminMostLikely>(
      await admin.post("/api/admin/most-likely-questions", { content: "مين أكثر واحد ينسى مفاتيحه؟", categoryId: category.id, gameId: MOST_LIKELY, imageUrl: "" }),
      201,
    );
    expect(created).toMatchObject({ imageUrl: null, gameId: MOST_LIKELY, category: { nameAr: category.nameAr } });
    const edited = await ok<AdminMostLikely>(await put(`/api/admin/most-likely-questions/${created.id}`, { imageUrl: "https://example.com/a.png" }));
    expect(edited.imageUrl).toBe("https://example.com/a.png");
    // «جلسة بنات» (issue 34): the admin writes the feminine form; an empty one is null (the room says the prompt).
    expect(created.feminine).toBeNull();
    const feminine = await ok<AdminMostLikely>(await put(`/api/admin/most-likely-questions/${created.id}`, { feminine: "  مين أكثر وحدة تنسى مفاتيحها؟ " }));
    expect(feminine.feminine).toBe("مين أكثر وحدة تنسى مفاتيحها؟");
    expect((await ok<AdminMostLikely>(await put(`/api/admin/most-likely-questions/${created.id}`, { feminine: "" }))).feminine).toBeNull();
    const page = await ok<ContentPage<AdminMostLikely>>(await admin.fetch(`/api/admin/most-likely-questions?categoryId=${category.id}&search=${encodeURIComponent("مفاتيحه")}`));
    expect(page.items.map((p) => p.id)).toEqual([created.id]);
    await ok(await del(`/api/admin/most-likely-questions/${created.id}`));
  });
});

describe("edits reach open rooms", () => {
  it("a disabled category or subcategory is refused by a room already open, a new one is offered, a new question is drawn and a deleted one is not", async () => {
    const { room, host } = await hostedRoom("trivia-deception", "premium");
    const category = await newCategory(TRIVIA);
    const sub = await newSubcategory(category.id);
    // The room has never seen this subcategory: its cached list must be dropped for it to be offered.
    host.send("update-settings", { gameType: "trivia-deception", categories: [], settings: {} });
    await host.next("lobby-settings");
    const q = await ok<AdminQuestion>(await admin.post("/api/admin/questions", question(category.id, sub.id, "سؤال جديد أضافه المشرف للتو؟")), 201);
    const removed = await ok<AdminQuestion>(await admin.post("/api/admin/questions", question(category.id, sub.id, "سؤال سيحذفه المشرف قبل اللعب؟")), 201);

    host.send("update-settings", { gameType: "trivia-deception", categories: [String(sub.id)], settings: {} });
    expect((await host.next("lobby-settings")).data).toMatchObject({ categories: [String(sub.id)] });

    await ok(await put(`/api/admin/categories/${category.id}`, { isActive: false }));
    host.send("start-game", { gameType: "trivia-deception", categories: [String(sub.id)], settings: {} });
    expect((await host.next("error")).data).toMatchObject({ code: "invalid_action" });

    await ok(await put(`/api/admin/categories/${category.id}`, { isActive: true }));
    await ok(await put(`/api/admin/subcategories/${sub.id}`, { isActive: false }));
    host.send("update-settings", { gameType: "trivia-deception", categories: [String(sub.id)], settings: {} });
    expect((await host.next("error")).data).toMatchObject({ code: "invalid_action" });

    await ok(await put(`/api/admin/subcategories/${sub.id}`, { isActive: true }));
    // A question deleted while the room is open is not drawn by its next game.
    await ok(await del(`/api/admin/questions/${removed.id}`));
    host.send("start-game", { gameType: "trivia-deception", categories: [String(sub.id)], settings: {} });
    await host.next("game-started");
    const state = (await stored(room.id)).game!.state as { pool: Record<string, { id: string }[]> };
    expect(state.pool[String(sub.id)].map((p) => p.id)).toEqual([String(q.id)]);
  });
});

describe("bulk imports", () => {
  it("adds a pasted trivia table in one call; incomplete and duplicate rows fail by index", async () => {
    const category = await newCategory(TRIVIA);
    const sub = await newSubcategory(category.id);
    await ok(await admin.post("/api/admin/questions", question(category.id, sub.id, "سؤال موجود من قبل في الفئة؟")), 201);
    const row = (content: string, extra: Record<string, unknown> = {}) => ({ content, correctAnswer: "نعم", fakeAnswer1: "لا", fakeAnswer2: "ربما", fakeAnswer3: "أبدًا", ...extra });
    const result = await ok<{ added: number; ids: number[]; failed: { index: number; message: string }[] }>(
      await admin.post("/api/admin/questions/bulk", {
        categoryId: category.id,
        subcategoryId: sub.id,
        rows: [row("السؤال الأول من الجدول؟"), row("السؤال الثاني من الجدول؟", { fakeAnswer3: "" }), row("سؤال موجود من قبل في الفئة؟"), row("السؤال الأول من الجدول؟"), row("السؤال الخامس من الجدول؟", { imageUrl: "/uploads/question/abcdefgh.png" })],
      }),
      201,
    );
    expect(result.added).toBe(2);
    expect(result.failed).toEqual([
      { index: 1, message: CONTENT_MESSAGES.fakeAnswerRequired(3) },
      { index: 2, message: CONTENT_MESSAGES.duplicateQuestion },
      { index: 3, message: CONTENT_MESSAGES.duplicateQuestion },
    ]);
    const page = await ok<ContentPage<AdminQuestion>>(await admin.fetch(`/api/admin/questions?subcategoryId=${sub.id}`));
    expect(page.total).toBe(3);
    expect(page.items.find((q) => q.id === result.ids[1])?.imageUrl).toBe("/uploads/question/abcdefgh.png");
    expect(messages(await refused(await admin.post("/api/admin/questions/bulk", { rows: [] }), 400))).toEqual(
      expect.arrayContaining([CONTENT_MESSAGES.chooseCategoryFirst, CONTENT_MESSAGES.enterQuestions]),
    );
  });

  it("adds most-likely rows and meme pictures in one call each, with the spec's messages", async () => {
    const ml = await newCategory(MOST_LIKELY);
    const prompts = await ok<{ added: number; failed: { index: number }[] }>(
      await admin.post("/api/admin/most-likely-questions/bulk", {
        categoryId: ml.id,
        rows: [{ content: "مين أكثر واحد يتأخر؟", feminine: "مين أكثر وحدة تتأخر؟", imageUrl: "" }, { content: "مين", feminine: "مين" }, { content: "مين أكثر واحد ينسى؟" }],
      }),
      201,
    );
    expect(prompts).toMatchObject({ added: 1, failed: [{ index: 1 }, { index: 2, message: CONTENT_MESSAGES.feminineRequired }] });
    const imported = await ok<ContentPage<AdminMostLikely>>(await admin.fetch(`/api/admin/most-likely-questions?categoryId=${ml.id}`));
    expect(imported.items.map((p) => p.feminine)).toEqual(["مين أكثر وحدة تتأخر؟"]);
    expect(messages(await refused(await admin.post("/api/admin/most-likely-questions/bulk", { rows: [] }), 400))).toEqual(
      expect.arrayContaining([CONTENT_MESSAGES.chooseCategoryFirst, CONTENT_MESSAGES.enterQuestions]),
    );

    const meme = await newCategory(MEME);
    const pictures = await ok<{ added: number; ids: number[] }>(
      await admin.post("/api/admin/meme-images/bulk", { categoryId: meme.id, textBoxCount: 1, images: [{ imageUrl: "/uploads/meme/aaaaaaaa.png" }, { imageUrl: "/uploads/meme/bbbbbbbb.png", name: "ب" }] }),
      201,
    );
    expect(pictures.added).toBe(2);
    const page = await ok<ContentPage<AdminMemeImage>>(await admin.fetch(`/api/admin/meme-images?categoryId=${meme.id}`));
    expect(page.items.map((m) => m.textBoxCount)).toEqual([1, 1]);
    expect(messages(await refused(await admin.post("/api/admin/meme-images/bulk", { images: [] }), 400))).toEqual(
      expect.arrayContaining([CONTENT_MESSAGES.chooseCategoryFirst, CONTENT_MESSAGES.uploadImagesFirst]),
    );
  });

  it("issues a batch of upload links, at most 300", async () => {
    const { grants } = await ok<{ grants: { uploadUrl: string; imageUrl: string }[] }>(
      await admin.post("/api/admin/upload-images", { imageType: "meme", contentTypes: ["image/png", "image/jpeg", null] }),
    );
    expect(grants.map((g) => g.imageUrl.split(".").pop())).toEqual(["png", "jpg", "img"]);
    const tooMany = await refused(await admin.post("/api/admin/upload-images", { imageType: "meme", contentTypes: Array(301).fill("image/png") }), 400);
    expect(tooMany.errors[0].message).toContain("300");
  });
});
