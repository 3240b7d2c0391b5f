// A group's night played again by a member who missed it («من بعيد»): the night's turns become
// bluff-trivia rounds in the order they were played, and each round's vote starts with the lies
// the family (and earlier ghosts) wrote. A «عنّا» turn is asked as a question about its subject,
// whose true answer is the truth to find. The rules are bluff trivia's own (rules.ts).
import type { TriviaContent } from "./content";

/** The one subcategory a ghost night's rounds sit in. */
export const GHOST_CATEGORY = "ghost";

/** A night's turn as a ghost is dealt it: the lies by author key (never a live player's id). */
export interface GhostTurn {
  /** The turn's place in the stored night: the round's question id names it. */
  index: number;
  prompt: string;
  imageUrl?: string | null;
  subject?: string;
  truth: string;
  alternatives: string[];
  decoys: string[];
  lies: Record<string, string>;
}

/** The content id of the night's turn `index`: never a row of ours, so nothing is remembered as seen. */
export const ghostQuestionId = (index: number) => `ghost:${index}`;

/** The turn index of a ghost question's id; null for any other id. */
export function ghostTurnIndex(questionId: string): number | null {
  const match = /^ghost:(\d+)$/.exec(questionId);
  return match ? Number(match[1]) : null;
}

export function triviaGhostContent(title: string, turns: readonly GhostTurn[]): TriviaContent {
  return {
    subcategories: [{ id: GHOST_CATEGORY, nameAr: title }],
    // All equally fresh, each less seen than the next, so the draw keeps the night's order.
    questions: turns.map((turn, i) => ({
      id: ghostQuestionId(turn.index),
      subcategoryId: GHOST_CATEGORY,
      content: turn.subject ? `سؤال عن ${turn.subject}: ${turn.prompt}` : turn.prompt,
      imageUrl: turn.imageUrl ?? null,
      correctAnswer: turn.truth,
      alternatives: turn.alternatives,
      fakes: turn.decoys,
      freshness: 0,
      seenBy: i,
    })),
    rounds: turns.length,
    echoes: Object.fromEntries(turns.map((turn) => [ghostQuestionId(turn.index), turn.lies])),
  };
}
