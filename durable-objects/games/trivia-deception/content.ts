// The questions a bluff-trivia room can draw, read once when the game starts.
// This is the game's only I/O; the rules below never touch the database.
import type { TriviaSubcategory } from "../../../schema/game-views";
import { GAME_IDS } from "../../../schema/limits";
import type { ContentSelection, ContentSource } from "../../engine/types";

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

/** How fresh a question is for this room: lower is better. */
export const FRESHNESS = {
  /** Never played here and no signed-in player has seen it. */
  fresh: 0,
  /** Never played here, but someone signed in saw it in another room. */
  seenElsewhere: 1,
  /** Played in this room before (an earlier game). */
  playedHere: 2,
} as const;

export interface TriviaCandidate extends TriviaQuestion {
  freshness: (typeof FRESHNESS)[keyof typeof FRESHNESS];
  /** Signed-in players of the room who saw it (a tie-break among the seen). */
  seenBy: number;
}

export interface TriviaContent {
  subcategories: TriviaSubcategory[];
  questions: TriviaCandidate[];
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
}

const placeholders = (n: number) => Array.from({ length: n }, () => "?").join(", ");

export async function loadTriviaContent(source: ContentSource, selection: ContentSelection): Promise<TriviaContent | null> {
  const subcategoryIds = selection.categories.map(Number).filter(Number.isInteger);
  if (subcategoryIds.length === 0) return null;
  const subcategories = await source.query<{ id: number; name_ar: string }>(
    `SELECT id, name_ar FROM subcategories WHERE is_active = 1 AND id IN (${placeholders(subcategoryIds.length)}) ORDER BY display_order, id`,
    ...subcategoryIds,
  );
  const rows = await source.query<QuestionRow>(
    `SELECT id, subcategory_id, content, image_url, correct_answer, alternative_answer_1, alternative_answer_2,
            fake_answer_1, fake_answer_2, fake_answer_3
       FROM trivia_questions
      WHERE is_active = 1 AND game_id = ? AND subcategory_id IN (${placeholders(subcategoryIds.length)})`,
    GAME_ID,
    ...subcategoryIds,
  );
  if (rows.length === 0) return null;
  const seenBy = await seenCounts(source, selection);
  const played = new Set(selection.played);
  return {
    subcategories: subcategories.map((s) => ({ id: String(s.id), nameAr: s.name_ar })),
    questions: rows.map((row) => {
      const id = String(row.id);
      const seen = seenBy.get(id) ?? 0;
      return {
        id,
        subcategoryId: String(row.subcategory_id),
        content: row.content,
        imageUrl: row.image_url,
        correctAnswer: row.correct_answer,
        alternatives: [row.alternative_answer_1, row.alternative_answer_2].filter((a): a is string => !!a),
        fakes: [row.fake_answer_1, row.fake_answer_2, row.fake_answer_3],
        freshness: played.has(id) ? FRESHNESS.playedHere : seen > 0 ? FRESHNESS.seenElsewhere : FRESHNESS.fresh,
        seenBy: seen,
      };
    }),
  };
}

/** How many of the room's signed-in players saw each question before. */
async function seenCounts(source: ContentSource, selection: ContentSelection): Promise<Map<string, number>> {
  const userIds = [...new Set(selection.players.map((p) => p.userId).filter((id): id is string => !!id))];
  if (userIds.length === 0) return new Map();
  const rows = await source.query<{ content_id: number; n: number }>(
    `SELECT content_id, COUNT(*) AS n FROM seen_content WHERE game_id = ? AND user_id IN (${placeholders(userIds.length)}) GROUP BY content_id`,
    GAME_ID,
    ...userIds,
  );
  return new Map(rows.map((r) => [String(r.content_id), r.n]));
}
