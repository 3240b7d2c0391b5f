// Trivia rewritten so that no question gives another away (a truth shown as a sibling's house
// lie) or gives itself away reaches a database seeded before: a row that still reads as shipped
// takes its new lies, a replaced question leaves through the trash, and a row its admin edited stays.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { retiredTriviaQuestions, triviaCategories, type RetiredTriviaQuestion } from "../../content";
import { database } from "../../data/db";
import { CONTENT_VERSION_KEY, topUpContent } from "../services/content-topup";
import { ensureSeeded } from "../services/seed";

const db = () => database(env.DB);
const shipped = triviaCategories.flatMap((c) => c.subcategories.flatMap((s) => s.questions));
const now = (content: string) => shipped.find((q) => q.content === content);
/** The version of a question as it shipped with the given lie, from the retired list. */
const was = (content: string, lie: string) => retiredTriviaQuestions.find((q) => q.content === content && q.fakeAnswers.includes(lie))!;
const fields = (q: RetiredTriviaQuestion) => [q.correctAnswer, q.alternativeAnswer1 ?? null, q.alternativeAnswer2 ?? null, ...q.fakeAnswers];
const row = (content: string) =>
  env.DB.prepare("select deleted_at, correct_answer, fake_answer_1, fake_answer_2, fake_answer_3 from trivia_questions where content = ?").bind(content).first<Record<string, string | number | null>>();

beforeAll(() => ensureSeeded(db()));

describe("content top-up of the sibling-leak and giveaway fixes", () => {
  // The piano keys once offered «100», the truth of the draughts board beside it; Zimbabwe offered
  // «نياسالاند», Malawi's truth; the thyroid's butterfly gave its answer away.
  const piano = was("كم مفتاحًا في البيانو الحديث القياسي؟", "100");
  const zimbabwe = was("ما الاسم الذي حملته زيمبابوي قبل استقلالها؟", "نياسالاند");
  const thyroid = was("ما الغدة التي تقع في مقدمة العنق ولها شكل فراشة؟", "الغدة الكظرية");

  it("lists the old versions: two questions kept their text, the third is gone from the content", () => {
    expect(now(piano.content)?.fakeAnswers).not.toContain("100");
    expect(now(zimbabwe.content)?.fakeAnswers).not.toContain("نياسالاند");
    expect(now(thyroid.content)).toBeUndefined();
  });

  it("gives a row that reads as shipped its new lies, retires the replaced question, and keeps the row its admin edited", async () => {
    const place = (await env.DB.prepare("select id, category_id from subcategories order by id limit 1").first<{ id: number; category_id: number }>())!;
    const setOld = env.DB.prepare(
      "update trivia_questions set correct_answer = ?, alternative_answer_1 = ?, alternative_answer_2 = ?, fake_answer_1 = ?, fake_answer_2 = ?, fake_answer_3 = ? where content = ?",
    );
    await env.DB.batch([
      env.DB.prepare("delete from app_meta where key = ?").bind(CONTENT_VERSION_KEY),
      // A database seeded before the fixes: the piano and Zimbabwe as they shipped, the thyroid there.
      setOld.bind(...fields(piano), piano.content),
      setOld.bind(...fields(zimbabwe), zimbabwe.content),
      env.DB.prepare(
        "insert into trivia_questions (game_id, category_id, subcategory_id, content, correct_answer, alternative_answer_1, alternative_answer_2, fake_answer_1, fake_answer_2, fake_answer_3) values (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      ).bind(place.category_id, place.id, thyroid.content, ...fields(thyroid)),
      // Its admin had changed one of Zimbabwe's lies: the row is theirs now.
      env.DB.prepare("update trivia_questions set fake_answer_3 = 'الكونغو البلجيكي' where content = ?").bind(zimbabwe.content),
    ]);

    await topUpContent(db());

    const current = now(piano.content)!;
    expect(await row(piano.content)).toEqual({
      deleted_at: null,
      correct_answer: current.correctAnswer,
      fake_answer_1: current.fakeAnswers[0],
      fake_answer_2: current.fakeAnswers[1],
      fake_answer_3: current.fakeAnswers[2],
    });
    expect((await row(thyroid.content))?.deleted_at).not.toBeNull();
    expect(await row(zimbabwe.content)).toMatchObject({ deleted_at: null, fake_answer_1: zimbabwe.fakeAnswers[0], fake_answer_2: zimbabwe.fakeAnswers[1], fake_answer_3: "الكونغو البلجيكي" });
  });
});
