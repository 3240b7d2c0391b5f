// A moderated «عنّا» game: every player's text waits for a moderator's verdict before anyone
// else sees it. A subject's true answer is judged while everyone answers: a player whose answer
// is rejected, or not judged before the answering ends, is simply not a subject this round (as if
// they had not answered), so the vote never shows a truth nobody approved and the round plays on
// with the others. A lie about the subject is judged while the others write: one rejected or not
// judged in time is left out of the vote, as if never written. In teams, the lie judged is the
// team's lie (its pick, or its last proposal), the one that would enter the vote.
import type { PendingText } from "../../engine/types";
import { teamLies } from "../shared/team-lies";
import type { AboutUsState } from "./state";

type Moderated = Pick<AboutUsState, "phase" | "round" | "players" | "truths" | "subject" | "lies" | "teamPicks" | "moderated" | "verdicts">;

/** The key a true answer's verdict is kept under: its round and its player, so no verdict carries to the next round. */
export const truthKey = (round: number, playerId: string) => `truth:${round}:${playerId}`;

/** The key a lie's verdict is kept under: its round, its subject and its author. */
export const lieKey = (round: number, subjectId: string, authorId: string) => `lie:${round}:${subjectId}:${authorId}`;

const approved = (state: Moderated, key: string) => state.verdicts?.[key] === true;

/** The true answers a subject may be drawn from: all in an unmoderated game, the approved ones in a moderated one. */
export function approvedTruths(state: Moderated): Record<string, string> {
  if (!state.moderated) return state.truths;
  return Object.fromEntries(Object.entries(state.truths).filter(([id]) => approved(state, truthKey(state.round, id))));
}

/** The lies that go to the vote, by author: the team's lies in teams, then only the approved ones when moderated. */
export function votedLies(state: Moderated): Record<string, string> {
  const lies = teamLies(state.players, state.lies, state.teamPicks);
  if (!state.moderated || !state.subject) return lies;
  const subject = state.subject;
  return Object.fromEntries(Object.entries(lies).filter(([author]) => approved(state, lieKey(state.round, subject, author))));
}

/** The texts waiting for the moderator: true answers while everyone answers, the lies (the team's in teams) while the others write. */
export function pendingAboutUsTexts(state: Moderated): PendingText[] {
  if (!state.moderated) return [];
  const unjudged = (key: string) => state.verdicts?.[key] === undefined;
  if (state.phase === "answering")
    return Object.entries(state.truths)
      .filter(([id]) => unjudged(truthKey(state.round, id)))
      .map(([authorId, text]) => ({ key: truthKey(state.round, authorId), authorId, text }));
  if (state.phase !== "writing" || !state.subject) return [];
  const subject = state.subject;
  return Object.entries(teamLies(state.players, state.lies, state.teamPicks))
    .filter(([author]) => unjudged(lieKey(state.round, subject, author)))
    .map(([authorId, text]) => ({ key: lieKey(state.round, subject, authorId), authorId, text }));
}

/**
 * Whether this player's text is kept from the others by the moderator, so their phone can say so:
 * their true answer refused while everyone answers, or their lie (the team's lie they wrote)
 * refused while the others write, or refused or never judged once the vote is on.
 */
export function textRefused(state: Moderated, playerId: string): boolean {
  if (!state.moderated) return false;
  if (state.phase === "answering") return playerId in state.truths && state.verdicts?.[truthKey(state.round, playerId)] === false;
  if (!state.subject || !(playerId in teamLies(state.players, state.lies, state.teamPicks))) return false;
  const verdict = state.verdicts?.[lieKey(state.round, state.subject, playerId)];
  return state.phase === "writing" ? verdict === false : state.phase === "voting" && verdict !== true;
}
