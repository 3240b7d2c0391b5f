// A moderated bluff-trivia game: each player's lie waits for a moderator's verdict before the
// vote shows it. A lie approved enters the vote; one rejected, or not judged before the writing
// phase ends, is left out of it as if never written. A house lie («ساعدوني بكذبة») and a ghost
// night's lies come from the bank or the family's own night and need no verdict.
import type { PendingText } from "../../engine/types";
import type { TriviaState } from "./state";

type Moderated = Pick<TriviaState, "question" | "lies" | "lieHelped" | "echoes" | "moderated" | "verdicts">;

/** The key a lie's verdict is kept under: the question and its author, so no verdict carries to the next round. */
export const lieKey = (questionId: string, authorId: string) => `${questionId}:${authorId}`;

/** Whether this author's lie needs a verdict at all: written by the player in a moderated game. */
function judged(state: Moderated, authorId: string): boolean {
  if (!state.moderated || !state.question) return false;
  if (state.lieHelped?.includes(authorId)) return false;
  return state.echoes?.[state.question.id]?.[authorId] !== state.lies[authorId];
}

/** The lies the vote may show: every lie in an unmoderated game; in a moderated one only those approved. */
export function approvedLies(state: Moderated): Record<string, string> {
  if (!state.moderated || !state.question) return state.lies;
  const questionId = state.question.id;
  return Object.fromEntries(Object.entries(state.lies).filter(([author]) => !judged(state, author) || state.verdicts?.[lieKey(questionId, author)] === true));
}

/** The lies waiting for the moderator while players write. */
export function pendingLies(state: Moderated & { phase: string }): PendingText[] {
  if (!state.moderated || state.phase !== "writing" || !state.question) return [];
  const questionId = state.question.id;
  return Object.entries(state.lies)
    .filter(([author]) => judged(state, author) && state.verdicts?.[lieKey(questionId, author)] === undefined)
    .map(([authorId, text]) => ({ key: lieKey(questionId, authorId), authorId, text }));
}

/**
 * Whether this player's lie is kept out of the vote by the moderator, so their phone can say so:
 * refused while players write, or refused or never judged once the vote is on.
 */
export function lieRefused(state: Moderated & { phase: string }, playerId: string): boolean {
  if (!(playerId in state.lies) || !judged(state, playerId)) return false;
  const verdict = state.verdicts?.[lieKey(state.question!.id, playerId)];
  return state.phase === "writing" ? verdict === false : state.phase === "voting" && verdict !== true;
}
