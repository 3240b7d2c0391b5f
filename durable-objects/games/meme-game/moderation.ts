// A moderated meme game: each player's captions wait for a moderator's verdict before the vote
// shows them. Captions approved enter the vote; ones rejected, or not judged before the
// captioning ends, are left out of it as if never written (their author scores nothing for them).
import type { PendingText } from "../../engine/types";
import type { MemeState } from "./state";

type Moderated = Pick<MemeState, "phase" | "round" | "captions" | "moderated" | "verdicts">;

/** The key a player's captions are judged under: the round and the author, so no verdict carries to the next picture. */
export const captionKey = (round: number, authorId: string) => `caption:${round}:${authorId}`;

/** Whether this author's captions may enter the vote: always unmoderated, once approved when moderated. */
export const captionApproved = (state: Moderated, authorId: string) => !state.moderated || state.verdicts?.[captionKey(state.round, authorId)] === true;

/** The captions waiting for the moderator while players caption: a picture's boxes judged together, read top to bottom. */
export function pendingCaptions(state: Moderated): PendingText[] {
  if (!state.moderated || state.phase !== "captioning") return [];
  return Object.entries(state.captions)
    .filter(([author]) => state.verdicts?.[captionKey(state.round, author)] === undefined)
    .map(([authorId, captions]) => ({ key: captionKey(state.round, authorId), authorId, text: captions.join(" / ") }));
}

/**
 * Whether this player's captions are kept out of the vote by the moderator, so their phone can say
 * so: refused while players caption, or refused or never judged once the vote is on.
 */
export function captionsRefused(state: Moderated, playerId: string): boolean {
  if (!state.moderated || !(playerId in state.captions)) return false;
  const verdict = state.verdicts?.[captionKey(state.round, playerId)];
  return state.phase === "captioning" ? verdict === false : state.phase === "voting" && verdict !== true;
}
