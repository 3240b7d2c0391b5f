// A «عنّا» turn as a group's night keeps it (for the ghosts who play the night later): the
// question asked of the subject, their true answer, each player's lie as the subject and the
// text of the option each voted. A ghost plays it as a question about that subject.
import type { NightTurn } from "../../../schema/api/groups";
import type { AboutUsState } from "./state";

/** The subject's turn shown at its reveal; null in any other phase. A lie the host hid is not kept. */
export function aboutUsNightTurn(state: AboutUsState): { key: string; turn: NightTurn } | null {
  const subject = state.subject;
  if (state.phase !== "reveal" || !subject || !state.asked[subject] || !(subject in state.truths)) return null;
  const hidden = new Set(state.hidden);
  const answers = new Map(state.options.map((o) => [o.id, o.answer]));
  const votes: Record<string, string> = {};
  for (const [voter, optionId] of Object.entries(state.votes)) {
    const answer = answers.get(optionId);
    if (answer !== undefined) votes[voter] = answer;
  }
  return {
    key: `${state.round}:${subject}`,
    turn: {
      prompt: state.asked[subject].content,
      subject: state.players.find((p) => p.playerId === subject)?.nickname ?? "",
      subjectId: subject,
      truth: state.truths[subject],
      alternatives: [],
      decoys: [],
      lies: Object.fromEntries(Object.entries(state.lies).filter(([author]) => !hidden.has(author))),
      votes,
    },
  };
}
