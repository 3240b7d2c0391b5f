// Pure helpers of the meme-caption screens: reading the view out of the room
// state, checking the captions before they are sent, the results' order, and each
// player's line in the players-status grid. No React, no DOM.
import { cleanAnswer } from "../../../../../schema/arabic";
import type { MemePicture, MemeSubmissionView, MemeView } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import type { PlayerStatusKind } from "../chrome/players-status";
import { actingStatus, isParticipant, type PhaseAct } from "../shared/rounds";
import { MEME_TEXTS } from "./texts";

export const MEME_GAME_TYPE = "meme-game";

/** The page always sends this many caption slots, empty ones last (spec 001 §5). */
export const CAPTION_SLOTS = 2;

/** The meme part of the room state, or null when another game (or none) runs. */
export function memeViewOf(state: RoomView): MemeView | null {
  const game = state.game;
  return game?.gameType === MEME_GAME_TYPE ? game : null;
}

/** A picture's caption boxes: 1 or 2. */
export const boxCountOf = (meme: Pick<MemePicture, "textBoxCount"> | null | undefined): 1 | 2 => (meme?.textBoxCount === 2 ? 2 : 1);

/** Length of a caption as the counter shows it and the room counts it (characters, not UTF-16 units). */
export { textLength as captionLength } from "../shared/answer-text";

export type CaptionCompleteness = "empty" | "partial" | "complete";

/** Whether the picture's boxes are filled: none, some, or all (blank text counts as empty). */
export function captionCompleteness(texts: readonly string[], boxCount: 1 | 2): CaptionCompleteness {
  const filled = Array.from({ length: boxCount }, (_, i) => cleanAnswer(texts[i] ?? "") !== "").filter(Boolean).length;
  if (filled === boxCount) return "complete";
  return filled === 0 ? "empty" : "partial";
}

/** The inline error when boxes are missing (spec 001 §5). */
export const missingCaptionMessage = (boxCount: 1 | 2) => (boxCount === 2 ? MEME_TEXTS.captioning.bothRequired : MEME_TEXTS.captioning.oneRequired);

/**
 * The captions as they will be sent: each box cleaned (spec 001 §5), padded to the two
 * slots the page always sends; or the inline error when a box is left empty.
 */
export function preparedCaptions(texts: readonly string[], boxCount: 1 | 2): { captions: string[] } | { error: string } {
  if (captionCompleteness(texts, boxCount) !== "complete") return { error: missingCaptionMessage(boxCount) };
  const boxes = Array.from({ length: boxCount }, (_, i) => cleanAnswer(texts[i] ?? ""));
  const captions = [...boxes, ...Array.from({ length: Math.max(0, CAPTION_SLOTS - boxCount) }, () => "")];
  return { captions };
}

export const submissionVotes = (submission: MemeSubmissionView) => submission.voteCount ?? submission.voters?.length ?? 0;

/**
 * Results order: by rank (ties share one), then by votes, then as the room listed
 * them. The room already sends them so; sorting again keeps the page right if not.
 */
export function resultSubmissions(submissions: readonly MemeSubmissionView[]): MemeSubmissionView[] {
  return submissions
    .map((submission, index) => ({ submission, index }))
    .sort((a, b) => {
      const rank = (a.submission.rank ?? Number.MAX_SAFE_INTEGER) - (b.submission.rank ?? Number.MAX_SAFE_INTEGER);
      return rank || submissionVotes(b.submission) - submissionVotes(a.submission) || a.index - b.index;
    })
    .map(({ submission }) => submission);
}

/**
 * The rank each result shows: the room's, or (from an older room without ranks) one
 * worked out from the votes, equal counts sharing a rank (1, 1, 3).
 */
export function resultRanks(ordered: readonly MemeSubmissionView[]): number[] {
  let rank = 0;
  return ordered.map((submission, index) => {
    if (typeof submission.rank === "number") return submission.rank;
    if (index === 0 || submissionVotes(ordered[index - 1]) !== submissionVotes(submission)) rank = index + 1;
    return rank;
  });
}

/** The captions the viewer may vote for: everyone's but their own. */
export const votableSubmissions = (view: Pick<MemeView, "submissions">) => view.submissions.filter((s) => !s.isMine);

export type MemePlayerStatus = PlayerStatusKind | { text: string; tone: "done" | "busy" | "muted" };

/** A player's line in the players-status grid, per phase. */
export function memePlayerStatus(state: RoomView, view: MemeView, playerId: string): MemePlayerStatus {
  if (!isParticipant(view, playerId)) return "watching";
  return actingStatus(state, playerId, MEME_ACTS[view.currentPhase], "hasSubmitted");
}

/** What each phase asks of the players, for their lines in the players-status grid. */
const MEME_ACTS: Partial<Record<MemeView["currentPhase"], PhaseAct>> = { captioning: "write", voting: "vote" };
