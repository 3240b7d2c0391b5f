// A database seeded at the content version before the Ramadan season reaches today's content in
// one top-up: the Ramadan categories arrive with their season in every game, or learn it where
// they shipped before seasons (so «سهرة رمضانية» deals them first); the questions and prompts
// rewritten since leave through the trash (a «عنّا» question, a most-likely prompt, a trivia
// question) and a renamed meme takes its new name, each while it reads as shipped; the twin of
// each that its admin edited stays as the admin left it.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { aboutUsCategories, memeCategories, mostLikelyCategories, renamedMemes, retiredAboutUsQuestions, retiredMostLikelyPrompts, retiredTriviaQuestions, triviaCategories } from "../../content";
import { database } from "../../data/db";
import { listCategories } from "../../data/catalog";
import { ABOUT_US_GAME_ID } from "../../schema/games/about-us";
import { GAME_IDS, RAMADAN_CONTENT } from "../../schema/limits";
import { CONTENT_VERSION_KEY, topUpContent } from "../services/content-topup";
import { ensureSeeded } from "../services/seed";

const db = () => database(env.DB);
const first = <T,>(sql: string, ...params: unknown[]) => env.DB.prepare(sql).bind(...params).first<T>();
const insertId = async (sql: string, ...params: unknown[]) => (await first<{ id: number }>(`${sql} returning id`, ...params))!.id;
const deletedAt = async (table: string, id: number) => (await first<{ deleted_at: number | null }>(`select deleted_at from ${table} where id = ?`, id))!.deleted_at;

const season = RAMADAN_CONTENT.season;
const GAMES = [
  { gameId: GAME_IDS["trivia-deception"], names: triviaCategories.filter((c) => c.season === season).map((c) => c.nameAr) },
  { gameId: GAME_IDS["meme-game"], names: memeCategories.filter((c) => c.season === season).map((c) => c.nameAr) },
  { gameId: GAME_IDS["most-likely"], names: mostLikelyCategories.filter((c) => c.season === season).map((c) => c.nameAr) },
  { gameId: ABOUT_US_GAME_ID, names: aboutUsCategories.filter((c) => c.season === season).map((c) => c.nameAr) },
];
const shippedTrivia = new Set(triviaCategories.flatMap((c) => c.subcategories.flatMap((s) => s.questions.map((q) => q.content))));

beforeAll(() => ensureSeeded(db()));

describe("the Ramadan season's top-up", () => {
  it("a fresh database holds every Ramadan category with its season, and the lobby's catalogue names it", async () => {
    for (const { gameId, names } of GAMES) {
      expect(names.length, `game ${gameId} ships a Ramadan category`).toBeGreaterThan(0);
      for (const name of names) expect(await first<{ season: string }>("select season from categories where game_id = ? and name_ar = ?", gameId, name)).toEqual({ season });
    }
    const catalog = await listCategories(db(), "most-likely", "categories");
    expect(catalog.filter((c) => c.season === season).map((c) => c.nameAr)).toEqual(GAMES[2].names);
    expect(catalog.filter((c) => !c.season).length).toBeGreaterThan(0);
  });

  it("brings an older database the season's categories and retires the rewritten rows, keeping the admin's edits", async () => {
    // The database as the previous content version left it: bluff trivia's and «عنّا»'s Ramadan
    // categories not there yet, most likely's and the memes' «رمضان والعيد» there without a season…
    const [triviaGame, memeGame, promptGame, aboutGame] = GAMES;
    await env.DB.batch([
      env.DB.prepare("delete from app_meta where key = ?").bind(CONTENT_VERSION_KEY),
      ...[triviaGame, aboutGame].flatMap(({ gameId, names }) => names.map((name) => env.DB.prepare("delete from categories where game_id = ? and name_ar = ?").bind(gameId, name))),
      ...[memeGame, promptGame].flatMap(({ gameId, names }) => names.map((name) => env.DB.prepare("update categories set season = null where game_id = ? and name_ar = ?").bind(gameId, name))),
    ]);
    // …and two pictures under the names they shipped with, one of them renamed by its admin since.
    const [renamed, adminNamed] = renamedMemes;
    await env.DB.batch([
      env.DB.prepare("update meme_images set name = ? where image_url = ?").bind(renamed.was, `/seed/memes/${renamed.file}`),
      env.DB.prepare("update meme_images set name = 'اسم المشرف' where image_url = ?").bind(`/seed/memes/${adminNamed.file}`),
    ]);
    // …and the old wordings as they shipped, each beside a twin its admin edited.
    const categoryOf = async (gameId: number, name?: string) =>
      (await first<{ id: number }>(`select min(id) id from categories where game_id = ? ${name ? "and name_ar = ?" : ""}`, gameId, ...(name ? [name] : [])))!.id;
    const oldAbout = retiredAboutUsQuestions.find((q) => aboutUsCategories.some((c) => c.nameAr === q.category))!;
    const aboutCategory = await categoryOf(ABOUT_US_GAME_ID, oldAbout.category);
    const about = {
      asShipped: await insertId("insert into about_us_questions (game_id, category_id, content) values (?, ?, ?)", ABOUT_US_GAME_ID, aboutCategory, oldAbout.content),
      edited: await insertId("insert into about_us_questions (game_id, category_id, content) values (?, ?, ?)", ABOUT_US_GAME_ID, aboutCategory, `${oldAbout.content.slice(0, -1)} عندكم؟`),
    };
    const ML = GAME_IDS["most-likely"];
    const [oldPrompt, otherPrompt] = retiredMostLikelyPrompts;
    const promptCategory = await categoryOf(ML);
    const prompt = {
      asShipped: await insertId("insert into most_likely_questions (game_id, category_id, content) values (?, ?, ?)", ML, promptCategory, oldPrompt),
      edited: await insertId("insert into most_likely_questions (game_id, category_id, content, feminine) values (?, ?, ?, ?)", ML, promptCategory, otherPrompt, "صيغة المشرفة"),
    };
    // An edited prompt reads otherwise: the admin reworded it.
    await env.DB.prepare("update most_likely_questions set content = ? where id = ?").bind(`${otherPrompt} (بصيغة المشرف)`, prompt.edited).run();
    const [oldQuestion, otherQuestion] = retiredTriviaQuestions.filter((q) => !shippedTrivia.has(q.content));
    const place = (await first<{ id: number; category_id: number }>("select id, category_id from subcategories order by id limit 1"))!;
    const insertQuestion = (q: (typeof retiredTriviaQuestions)[number], correct = q.correctAnswer) =>
      insertId(
        "insert into trivia_questions (game_id, category_id, subcategory_id, content, correct_answer, alternative_answer_1, alternative_answer_2, fake_answer_1, fake_answer_2, fake_answer_3) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        GAME_IDS["trivia-deception"], place.category_id, place.id, q.content, correct, q.alternativeAnswer1 ?? null, q.alternativeAnswer2 ?? null, ...q.fakeAnswers,
      );
    const question = { asShipped: await insertQuestion(oldQuestion), edited: await insertQuestion(otherQuestion, "جواب المشرف") };

    await topUpContent(db());

    // The season's categories are back, each with its season and its content.
    for (const { gameId, names } of GAMES)
      for (const name of names) expect(await first<{ season: string }>("select season from categories where game_id = ? and name_ar = ? and deleted_at is null", gameId, name), name).toEqual({ season });
    const ramadanTrivia = triviaCategories.find((c) => c.season === season)!;
    expect((await first<{ n: number }>("select count(*) n from trivia_questions q join categories c on c.id = q.category_id where c.name_ar = ? and c.game_id = ?", ramadanTrivia.nameAr, GAME_IDS["trivia-deception"]))!.n)
      .toBe(ramadanTrivia.subcategories.reduce((n, s) => n + s.questions.length, 0));
    // The rewritten rows that read as shipped went to the trash; the admin's twins stayed.
    expect(await deletedAt("about_us_questions", about.asShipped)).not.toBeNull();
    expect(await deletedAt("about_us_questions", about.edited)).toBeNull();
    expect(await deletedAt("most_likely_questions", prompt.asShipped)).not.toBeNull();
    expect(await deletedAt("most_likely_questions", prompt.edited)).toBeNull();
    expect(await deletedAt("trivia_questions", question.asShipped)).not.toBeNull();
    expect(await deletedAt("trivia_questions", question.edited)).toBeNull();

    // The renamed picture bears its new name; the one the admin named keeps the admin's.
    const nameOf = async (file: string) => (await first<{ name: string }>("select name from meme_images where image_url = ?", `/seed/memes/${file}`))!.name;
    expect(await nameOf(renamed.file)).toBe(memeCategories.flatMap((c) => c.pictures).find((p) => p.file === renamed.file)!.name);
    expect(await nameOf(renamed.file)).not.toBe(renamed.was);
    expect(await nameOf(adminNamed.file)).toBe("اسم المشرف");

    // Once per content version: a second loader adds no second Ramadan category.
    await topUpContent(db());
    for (const { gameId, names } of GAMES)
      for (const name of names) expect((await first<{ n: number }>("select count(*) n from categories where game_id = ? and name_ar = ?", gameId, name))!.n).toBe(1);
  });
});
