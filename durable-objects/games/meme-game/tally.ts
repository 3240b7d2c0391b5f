// Counting meme votes: each submission's voters, its vote count, its shared rank
// and whether it is among the round's top captions (the bonus).
import type { EnginePlayer } from "../../engine/types";
import { seatedIds } from "../../engine/turns";

/** One player's captions in the vote; `id` is opaque (drawn after shuffling), never the author's. */
export interface MemeSubmission {
  id: string;
  authorId: string;
  captions: string[];
}

export interface SubmissionTally extends MemeSubmission {
  /** In seat order; voters who left since come last, since their vote was cast in time. */
  voters: string[];
  voteCount: number;
  /** Equal vote counts share a rank (1, 1, 3). */
  rank: number;
  /** Tied at the most votes, with at least one. */
  isTop: boolean;
}

/** Submissions ranked by votes, most first; equal counts keep the order they were shown in. */
export function tallySubmissions(submissions: MemeSubmission[], votes: Record<string, string>, players: EnginePlayer[]): SubmissionTally[] {
  const seat = new Map(seatedIds(players).map((id, i) => [id, i]));
  const seatOf = (id: string) => seat.get(id) ?? Number.MAX_SAFE_INTEGER;
  const voters = Object.keys(votes).sort((a, b) => seatOf(a) - seatOf(b));
  const counted = submissions
    .map((s) => {
      const mine = voters.filter((voter) => votes[voter] === s.id);
      return { ...s, voters: mine, voteCount: mine.length };
    })
    .sort((a, b) => b.voteCount - a.voteCount);
  const most = counted[0]?.voteCount ?? 0;
  let rank = 0;
  return counted.map((s, index) => {
    if (index === 0 || counted[index - 1].voteCount !== s.voteCount) rank = index + 1;
    return { ...s, rank, isTop: most > 0 && s.voteCount === most };
  });
}

/** Done with the vote: voted, or there is no caption but their own to choose from. */
export const doneVoting = (submissions: MemeSubmission[], votes: Record<string, string>, playerId: string) =>
  playerId in votes || !submissions.some((s) => s.authorId !== playerId);
