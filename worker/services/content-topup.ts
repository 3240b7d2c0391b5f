// Content shipped after a database was first seeded (new categories, questions, prompts and
// meme pictures) reaches that database too, once per content version: what it lacks is added,
// what it has is left as it is (an admin's edits, deactivations and deletions stay theirs).
// Each row is one INSERT … SELECT … WHERE NOT EXISTS (plain D1 statements: a category's id is
// looked up by name inside the statement), so the whole top-up is one D1 batch: it adds
// everything or nothing, and a second loader (another isolate) adds nothing twice.
import { aboutUsCategories, memeCategories, renamedMemes, mostLikelyCategories, retiredAboutUsQuestions, retiredMostLikelyPrompts, retiredTriviaQuestions, triviaCategories } from "../../content";
import { seedGames } from "../../content/catalog";
import { ABOUT_US_GAME_ID } from "../../schema/games/about-us";
import { MEME_GAME_ID } from "../../schema/games/meme-game";
import { MOST_LIKELY_GAME_ID } from "../../schema/games/most-likely";
import { TRIVIA_GAME_ID } from "../../schema/games/trivia-deception";
import type { Db } from "../../data/db";
import type { ContentSeason } from "../../schema/limits";
import { blogImageTopUpStatements } from "./blog/seed";

/** Bump when content/ gains content that databases seeded before should receive. */
export const CONTENT_VERSION = "7";
export const CONTENT_VERSION_KEY = `content:${CONTENT_VERSION}`;

type Statement = { sql: string; params: (string | number | null)[] };

/**
 * A category of the game named so, with its season, unless one exists (even deleted: the admin's
 * choice stands). A season's category shipped before seasons existed (most likely's and the memes'
 * «رمضان والعيد») learns its season once, while it has none.
 */
const category = (gameId: number, nameAr: string, isPremium: boolean, displayOrder: number, season: ContentSeason | undefined): Statement[] => [
  {
    sql: "insert into categories (game_id, name_ar, is_premium, display_order, season) select ?1, ?2, ?3, ?4, ?5 where not exists (select 1 from categories where game_id = ?1 and name_ar = ?2)",
    params: [gameId, nameAr, isPremium ? 1 : 0, displayOrder, season ?? null],
  },
  ...(season ? [{ sql: "update categories set season = ?3 where game_id = ?1 and name_ar = ?2 and season is null", params: [gameId, nameAr, season] }] : []),
];

/** The first (oldest) category of that game and name, the one the seed made: parameters ?1 (game) and ?2 (name). */
const CATEGORY_ID = "(select min(id) from categories where game_id = ?1 and name_ar = ?2)";

export function contentTopUpStatements(): Statement[] {
  const statements: Statement[] = [{ sql: "insert into app_meta (key, value) values (?1, ?2)", params: [CONTENT_VERSION_KEY, new Date().toISOString()] }];
  // A game shipped since (such as «عنّا»), unless its row exists: the admin's name, text and switch stand.
  for (const g of seedGames)
    statements.push({
      sql: "insert into games (id, game_type, name_ar, description_ar, is_premium) select ?1, ?2, ?3, ?4, ?5 where not exists (select 1 from games where id = ?1 or game_type = ?2)",
      params: [g.id, g.gameType, g.nameAr, g.descriptionAr, g.isPremium ? 1 : 0],
    });
  const trivia = TRIVIA_GAME_ID;
  triviaCategories.forEach((c, ci) => {
    statements.push(...category(trivia, c.nameAr, c.isPremium, ci, c.season));
    c.subcategories.forEach((s, si) => {
      // A subcategory under a premium category is premium too (spec 002 §4).
      const isPremium = s.isPremium || c.isPremium;
      statements.push({
        sql: `insert into subcategories (category_id, name_ar, is_premium, display_order) select ${CATEGORY_ID}, ?3, ?4, ?5
          where not exists (select 1 from subcategories where category_id = ${CATEGORY_ID} and name_ar = ?3)`,
        params: [trivia, c.nameAr, s.nameAr, isPremium ? 1 : 0, si],
      });
      const SUBCATEGORY_ID = `(select min(id) from subcategories where category_id = ${CATEGORY_ID} and name_ar = ?3)`;
      for (const q of s.questions)
        statements.push({
          sql: `insert into trivia_questions (game_id, category_id, subcategory_id, content, correct_answer, alternative_answer_1, alternative_answer_2, fake_answer_1, fake_answer_2, fake_answer_3)
            select ?1, ${CATEGORY_ID}, ${SUBCATEGORY_ID}, ?4, ?5, ?6, ?7, ?8, ?9, ?10
            where not exists (select 1 from trivia_questions where game_id = ?1 and content = ?4)`,
          params: [trivia, c.nameAr, s.nameAr, q.content, q.correctAnswer, q.alternativeAnswer1 ?? null, q.alternativeAnswer2 ?? null, ...q.fakeAnswers],
        });
    });
  });

  const memes = MEME_GAME_ID;
  memeCategories.forEach((c, ci) => {
    // Categories of a premium game are premium (spec 002 §4); both content games are premium.
    statements.push(...category(memes, c.nameAr, true, ci, c.season));
    c.pictures.forEach((p, pi) =>
      statements.push({
        sql: `insert into meme_images (game_id, category_id, image_url, name, text_box_count, caption_layout, is_premium, display_order)
          select ?1, ${CATEGORY_ID}, ?3, ?4, ?5, ?6, 1, ?7 where not exists (select 1 from meme_images where image_url = ?3)`,
        params: [memes, c.nameAr, `/seed/memes/${p.file}`, p.name, p.textBoxCount, p.captionLayout, pi],
      }),
    );
  });
  // A renamed picture takes its new name while its row still bears the shipped one; a name the admin gave stays.
  const shippedNames = new Map(memeCategories.flatMap((c) => c.pictures.map((p) => [p.file, p.name])));
  for (const { file, was } of renamedMemes) {
    const name = shippedNames.get(file);
    if (name && name !== was)
      statements.push({ sql: "update meme_images set name = ?3 where game_id = ?1 and image_url = ?2 and name = ?4", params: [memes, `/seed/memes/${file}`, name, was] });
  }

  const mostLikely = MOST_LIKELY_GAME_ID;
  mostLikelyCategories.forEach((c, ci) => {
    statements.push(...category(mostLikely, c.nameAr, true, ci, c.season));
    for (const { content, feminine } of c.prompts) {
      statements.push({
        sql: `insert into most_likely_questions (game_id, category_id, content, feminine) select ?1, ${CATEGORY_ID}, ?3, ?4
          where not exists (select 1 from most_likely_questions where game_id = ?1 and content = ?3)`,
        params: [mostLikely, c.nameAr, content, feminine],
      });
      // A prompt seeded before it had a feminine form gets it; one the admin gave its own keeps it.
      statements.push({
        sql: "update most_likely_questions set feminine = ?3 where game_id = ?1 and content = ?2 and feminine is null",
        params: [mostLikely, content, feminine],
      });
    }
  });
  // The rewritten prompts leave through the trash, as an admin's delete would: a row
  // that still reads as shipped, with no picture, is retired; one the admin edited stays.
  const now = Date.now();
  for (const content of retiredMostLikelyPrompts)
    statements.push({
      sql: "update most_likely_questions set deleted_at = ?3 where game_id = ?1 and content = ?2 and image_url is null and deleted_at is null",
      params: [mostLikely, content, now],
    });
  statements.push(...retiredTriviaStatements(now));

  // «عنّا» is a free game: its categories say themselves which are premium.
  const aboutUs = ABOUT_US_GAME_ID;
  aboutUsCategories.forEach((c, ci) => {
    statements.push(...category(aboutUs, c.nameAr, c.isPremium, ci, c.season));
    for (const content of c.questions)
      statements.push({
        sql: `insert into about_us_questions (game_id, category_id, content) select ?1, ${CATEGORY_ID}, ?3
          where not exists (select 1 from about_us_questions where game_id = ?1 and content = ?3)`,
        params: [aboutUs, c.nameAr, content],
      });
  });
  // The rewritten «عنّا» questions leave through the trash, as an admin's delete would, while the
  // row reads as shipped: its text, in the category it shipped in. One the admin edited or moved stays.
  for (const old of retiredAboutUsQuestions)
    statements.push({
      sql: `update about_us_questions set deleted_at = ?4 where game_id = ?1 and content = ?3 and deleted_at is null
        and category_id in (select id from categories where game_id = ?1 and name_ar = ?2)`,
      params: [aboutUs, old.category, old.content, now],
    });
  // The seeded posts' pictures in the blog's library (content version 6).
  statements.push(...blogImageTopUpStatements());
  return statements;
}

/** The shipped fields of a trivia row, as ?-parameters after the game's (?1): content, answers, lies. */
const SHIPPED_TRIVIA = `content = ?2 and correct_answer = ?3 and alternative_answer_1 is ?4 and alternative_answer_2 is ?5
  and fake_answer_1 = ?6 and fake_answer_2 = ?7 and fake_answer_3 = ?8 and image_url is null and deleted_at is null`;

/**
 * The content polish's trivia fixes (docs/decisions.md) for a database seeded before them. A question whose text stayed
 * (only its lies changed) takes its new fields; the others leave through the trash, as an
 * admin's delete would, their replacements having been added above. Either only while the
 * row reads exactly as shipped: an answer, a lie, a picture or a deletion of the admin's keeps it.
 */
function retiredTriviaStatements(now: number): Statement[] {
  const trivia = TRIVIA_GAME_ID;
  const shipped = new Map(triviaCategories.flatMap((c) => c.subcategories.flatMap((s) => s.questions)).map((q) => [q.content, q]));
  return retiredTriviaQuestions.map((old) => {
    const was = [trivia, old.content, old.correctAnswer, old.alternativeAnswer1 ?? null, old.alternativeAnswer2 ?? null, ...old.fakeAnswers];
    const current = shipped.get(old.content);
    if (current)
      return {
        sql: `update trivia_questions set correct_answer = ?9, alternative_answer_1 = ?10, alternative_answer_2 = ?11, fake_answer_1 = ?12, fake_answer_2 = ?13, fake_answer_3 = ?14
          where game_id = ?1 and ${SHIPPED_TRIVIA}`,
        params: [...was, current.correctAnswer, current.alternativeAnswer1 ?? null, current.alternativeAnswer2 ?? null, ...current.fakeAnswers],
      };
    return { sql: `update trivia_questions set deleted_at = ?9 where game_id = ?1 and ${SHIPPED_TRIVIA}`, params: [...was, now] };
  });
}

/**
 * Adds what a database seeded before this content version lacks, once. The first statement
 * claims the version's key, so a second loader's batch fails on it and adds nothing.
 */
export async function topUpContent(db: Db): Promise<void> {
  const done = await db.query.appMeta.findFirst({ where: (m, { eq }) => eq(m.key, CONTENT_VERSION_KEY) });
  if (done) return;
  const d1 = db.$client;
  try {
    await d1.batch(contentTopUpStatements().map((s) => d1.prepare(s.sql).bind(...s.params)));
  } catch (error) {
    const again = await db.query.appMeta.findFirst({ where: (m, { eq }) => eq(m.key, CONTENT_VERSION_KEY) });
    if (!again) throw error;
  }
}
