// A bluff-trivia round as a group's night keeps it (for the ghosts who play the night later):
// the question, its truth and decoys, each player's lie and the text of the option each voted.
import type { NightTurn } from "../../../schema/api/groups";
import type { TriviaState } from "./state";

/** The round shown at its results; null in any other phase. A lie the host hid is not kept. */
export function triviaNightTurn(state: TriviaState): { key: string; turn: NightTurn } | null {
  const question = state.question;
  if (state.phase !== "round_results" || !question) return null;
  const hidden = new Set(state.hidden ?? []);
  const answers = new Map(state.options.map((o) => [o.id, o.answer]));
  const votes: Record<string, string> = {};
  for (const [voter, optionId] of Object.entries(state.votes)) {
    const answer = answers.get(optionId);
    if (answer !== undefined) votes[voter] = answer;
  }
  return {
    key: `${state.round}:${question.id}`,
    turn: {
      prompt: question.content,
      imageUrl: question.imageUrl,
      truth: question.correctAnswer,
      alternatives: question.alternatives,
      decoys: question.fakes,
      lies: Object.fromEntries(Object.entries(state.lies).filter(([author]) => !hidden.has(author))),
      votes,
    },
  };
}
