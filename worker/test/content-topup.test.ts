// A database seeded before the season's content gets that content once, and keeps what its
// admin did: rows it lacks are added, edited and deleted rows stay as they are, nothing twice.
import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { aboutUsCategories, memeCategories, mostLikelyCategories, retiredTriviaQuestions, triviaCategories, type RetiredTriviaQuestion } from "../../content";
import { database } from "../../data/db";
import { CONTENT_VERSION_KEY, topUpContent } from "../services/content-topup";
import { ensureSeeded } from "../services/seed";

const db = () => database(env.DB);
const count = async (query: string) => ((await env.DB.prepare(query).first<{ n: number }>())?.n ?? 0);
const shipped = {
  questions: triviaCategories.flatMap((c) => c.subcategories.flatMap((s) => s.questions)).length,
  prompts: mostLikelyCategories.flatMap((c) => c.prompts).length,
  memes: memeCategories.flatMap((c) => c.pictures).length,
};
const newest = triviaCategories.at(-1)!;

beforeAll(() => ensureSeeded(db()));

describe("content top-up", () => {
  it("a fresh database holds today's content and is marked, so the top-up adds nothing", async () => {
    expect(await count("select count(*) n from trivia_questions")).toBe(shipped.questions);
    expect(await count(`select count(*) n from app_meta where key = '${CONTENT_VERSION_KEY}'`)).toBe(1);
    await topUpContent(db());
    expect(await count("select count(*) n from trivia_questions")).toBe(shipped.questions);
  });

  it("adds to an older database what it lacks, once, and leaves the admin's edits and deletions alone", async () => {
    // An older database: it never had the newest category, nor some prompts and pictures.
    await env.DB.batch([
      env.DB.prepare(`delete from app_meta where key = ?`).bind(CONTENT_VERSION_KEY),
      env.DB.prepare(`delete from categories where game_id = 1 and name_ar = ?`).bind(newest.nameAr),
      env.DB.prepare(`delete from most_likely_questions where id in (select id from most_likely_questions order by id desc limit 40)`),
      env.DB.prepare(`delete from meme_images where id in (select id from meme_images order by id desc limit 10)`),
    ]);
    expect(await count("select count(*) n from trivia_questions")).toBeLessThan(shipped.questions);
    // Its admin edited one question, switched one off and deleted another (softly).
    const [edited, off, deleted] = (await env.DB.prepare("select id, content from trivia_questions order by id limit 3").all<{ id: number; content: string }>()).results;
    await env.DB.batch([
      env.DB.prepare("update trivia_questions set correct_answer = 'إجابة المشرف' where id = ?").bind(edited.id),
      env.DB.prepare("update trivia_questions set is_active = 0 where id = ?").bind(off.id),
      env.DB.prepare("update trivia_questions set deleted_at = 1 where id = ?").bind(deleted.id),
    ]);

    await topUpContent(db());
    expect(await count("select count(*) n from trivia_questions")).toBe(shipped.questions);
    expect(await count("select count(*) n from most_likely_questions")).toBe(shipped.prompts);
    expect(await count("select count(*) n from meme_images")).toBe(shipped.memes);
    // The newest category is back with its subcategories, each question under its own.
    const sub = newest.subcategories[0];
    const placed = await db().get<{ n: number }>(
      sql`select count(*) n from trivia_questions q join subcategories s on s.id = q.subcategory_id join categories c on c.id = s.category_id and c.id = q.category_id where c.name_ar = ${newest.nameAr} and s.name_ar = ${sub.nameAr}`,
    );
    expect(placed.n).toBe(sub.questions.length);
    // The admin's choices stand: no second copy of the edited, switched-off or deleted question.
    const copies = await env.DB.prepare("select count(*) n, max(correct_answer = 'إجابة المشرف') edited from trivia_questions where content in (?, ?, ?)").bind(edited.content, off.content, deleted.content).first<{ n: number; edited: number }>();
    expect(copies).toEqual({ n: 3, edited: 1 });
    expect(await count(`select count(*) n from trivia_questions where id = ${deleted.id} and deleted_at is not null`)).toBe(1);

    // Once: a second loader, even with the mark removed, adds no second copy.
    await topUpContent(db());
    await env.DB.prepare(`delete from app_meta where key = ?`).bind(CONTENT_VERSION_KEY).run();
    await topUpContent(db());
    expect(await count("select count(*) n from trivia_questions")).toBe(shipped.questions);
    expect(await count("select count(*) n from categories")).toBe(triviaCategories.length + memeCategories.length + mostLikelyCategories.length + aboutUsCategories.length);
  });

  it("brings «عنّا» (issue 32) to a database seeded before it: its game row, categories and questions, once", async () => {
    await env.DB.batch([
      env.DB.prepare(`delete from app_meta where key = ?`).bind(CONTENT_VERSION_KEY),
      env.DB.prepare("delete from about_us_questions"),
      env.DB.prepare("delete from categories where game_id = 4"),
      env.DB.prepare("delete from games where id = 4"),
    ]);
    await topUpContent(db());
    expect(await env.DB.prepare("select game_type, is_premium, is_active from games where id = 4").first()).toEqual({ game_type: "about-us", is_premium: 0, is_active: 1 });
    expect(await count("select count(*) n from categories where game_id = 4")).toBe(aboutUsCategories.length);
    expect(await count("select count(*) n from categories where game_id = 4 and is_premium = 0")).toBe(aboutUsCategories.filter((c) => !c.isPremium).length);
    const shippedQuestions = aboutUsCategories.flatMap((c) => c.questions).length;
    expect(await count("select count(*) n from about_us_questions")).toBe(shippedQuestions);
    // The admin renamed the game: a second top-up keeps the name and adds nothing twice.
    await env.DB.prepare("update games set name_ar = 'عنّا يا جماعة' where id = 4").run();
    await env.DB.prepare(`delete from app_meta where key = ?`).bind(CONTENT_VERSION_KEY).run();
    await topUpContent(db());
    expect(await count("select count(*) n from about_us_questions")).toBe(shippedQuestions);
    expect((await env.DB.prepare("select name_ar from games where id = 4").first<{ name_ar: string }>())!.name_ar).toBe("عنّا يا جماعة");
  });
});

describe("content top-up of issue 34's trivia fixes", () => {
  const shakshuka = retiredTriviaQuestions.find((q) => q.content.includes("الشكشوكة"))!;
  const gone = retiredTriviaQuestions.filter((q) => q !== shakshuka && !triviaCategories.some((c) => c.subcategories.some((s) => s.questions.some((n) => n.content === q.content))));
  const row = (q: RetiredTriviaQuestion) => [q.content, q.correctAnswer, q.alternativeAnswer1 ?? null, q.alternativeAnswer2 ?? null, ...q.fakeAnswers];

  it("retires the replaced questions and gives a question its new lies, unless the admin edited the row", async () => {
    // A database from before the fixes: the old questions are there, the shakshuka with its old lies.
    const place = (await env.DB.prepare("select id, category_id from subcategories order by id limit 1").first<{ id: number; category_id: number }>())!;
    const insert = env.DB.prepare(
      "insert into trivia_questions (game_id, category_id, subcategory_id, content, correct_answer, alternative_answer_1, alternative_answer_2, fake_answer_1, fake_answer_2, fake_answer_3) values (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    await env.DB.batch([
      env.DB.prepare("delete from app_meta where key = ?").bind(CONTENT_VERSION_KEY),
      ...gone.map((q) => insert.bind(place.category_id, place.id, ...row(q))),
      env.DB.prepare("update trivia_questions set fake_answer_1 = ?, fake_answer_2 = ?, fake_answer_3 = ? where content = ?").bind(...shakshuka.fakeAnswers, shakshuka.content),
    ]);
    // Its admin had corrected one of them.
    const [edited, ...untouched] = gone;
    await env.DB.prepare("update trivia_questions set correct_answer = 'تصحيح المشرف' where content = ?").bind(edited.content).run();

    await topUpContent(db());

    const state = async (content: string) => env.DB.prepare("select deleted_at, correct_answer, fake_answer_1, fake_answer_2, fake_answer_3 from trivia_questions where content = ?").bind(content).first<Record<string, string | number | null>>();
    for (const q of untouched) expect((await state(q.content))?.deleted_at, q.content).not.toBeNull();
    expect(await state(edited.content)).toMatchObject({ deleted_at: null, correct_answer: "تصحيح المشرف" });
    const now = triviaCategories.flatMap((c) => c.subcategories.flatMap((s) => s.questions)).find((q) => q.content === shakshuka.content)!;
    expect(await state(shakshuka.content)).toMatchObject({ deleted_at: null, fake_answer_1: now.fakeAnswers[0], fake_answer_2: now.fakeAnswers[1], fake_answer_3: now.fakeAnswers[2] });
    // Every question shipped today is there once, the replacements included.
    const rows = (await env.DB.prepare("select content from trivia_questions").all<{ content: string }>()).results.map((r) => r.content);
    for (const q of triviaCategories.flatMap((c) => c.subcategories.flatMap((s) => s.questions))) expect(rows.filter((c) => c === q.content), q.content).toHaveLength(1);
  });
});
