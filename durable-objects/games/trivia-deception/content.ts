// The questions a bluff-trivia room can draw, read once when the game starts.
// This is the game's only I/O; the rules below never touch the database.
import type { TriviaSubcategory } from "../../../schema/game-views";
import { GAME_IDS } from "../../../schema/limits";
import type { ContentSelection, ContentSource } from "../../engine/types";
import { bindList, freshnessOf, isFirst, seenByColumn, type Freshly } from "../shared/content";

export interface TriviaQuestion {
  id: string;
  subcategoryId: string;
  content: string;
  imageUrl: string | null;
  correctAnswer: string;
  /** Other spellings of the truth; a lie close to any of them is refused too. */
  alternatives: string[];
  /** The question's own decoys, added to the vote when players wrote too few lies. */
  fakes: string[];
}

export type TriviaCandidate = TriviaQuestion & Freshly;

export interface TriviaContent {
  subcategories: TriviaSubcategory[];
  questions: TriviaCandidate[];
  /** «سهرة رمضانية»: the subcategories of its season, offered before the others while they hold questions new to the room. */
  firstSubcategories?: string[];
  /** A ghost night's (ghost.ts): as many rounds as the night had turns, whatever the lobby's setting. */
  rounds?: number;
  /** A ghost night's: the lies written that night, per question id, by author; they stand in the vote as written. */
  echoes?: Record<string, Record<string, string>>;
}

const GAME_ID = GAME_IDS["trivia-deception"];

interface QuestionRow {
  id: number;
  subcategory_id: number;
  content: string;
  image_url: string | null;
  correct_answer: string;
  alternative_answer_1: string | null;
  alternative_answer_2: string | null;
  fake_answer_1: string;
  fake_answer_2: string;
  fake_answer_3: string;
  /** The season of the question's subcategory's category («ramadan»), null for the rest. */
  season: string | null;
  seen_by: number;
}

export async function loadTriviaContent(source: ContentSource, selection: ContentSelection): Promise<TriviaContent | null> {
  const subcategoryIds = selection.categories.map(Number).filter(Number.isInteger);
  if (subcategoryIds.length === 0) return null;
  const subcategories = await source.query<{ id: number; name_ar: string }>(
    `SELECT id, name_ar FROM subcategories WHERE is_active = 1 AND id IN (${bindList(subcategoryIds.length)}) ORDER BY display_order, id`,
    ...subcategoryIds,
  );
  const seenBy = seenByColumn(GAME_ID, "q.id", selection.players);
  const rows = await source.query<QuestionRow>(
    `SELECT q.id, q.subcategory_id, q.content, q.image_url, q.correct_answer, q.alternative_answer_1, q.alternative_answer_2,
            q.fake_answer_1, q.fake_answer_2, q.fake_answer_3,
            (SELECT c.season FROM subcategories s JOIN categories c ON c.id = s.category_id WHERE s.id = q.subcategory_id) AS season, ${seenBy.sql} AS seen_by
       FROM trivia_questions q
      WHERE q.is_active = 1 AND q.deleted_at IS NULL AND q.game_id = ? AND q.subcategory_id IN (${bindList(subcategoryIds.length)})`,
    ...seenBy.params,
    GAME_ID,
    ...subcategoryIds,
  );
  if (rows.length === 0) return null;
  const played = new Set(selection.played);
  const firstSubcategories = [...new Set(rows.filter((row) => isFirst(selection, row.season)).map((row) => String(row.subcategory_id)))];
  return {
    ...(firstSubcategories.length ? { firstSubcategories } : {}),
    subcategories: subcategories.map((s) => ({ id: String(s.id), nameAr: s.name_ar })),
    questions: rows.map((row) => {
      const id = String(row.id);
      return {
        id,
        subcategoryId: String(row.subcategory_id),
        content: row.content,
        imageUrl: row.image_url,
        correctAnswer: row.correct_answer,
        alternatives: [row.alternative_answer_1, row.alternative_answer_2].filter((a): a is string => !!a),
        fakes: [row.fake_answer_1, row.fake_answer_2, row.fake_answer_3],
        ...freshnessOf(id, played, row.seen_by, isFirst(selection, row.season)),
      };
    }),
  };
}
