// What each game shows one player (its `playerView`), shared by the room's
// game rules and the page. Secrets stay out until results: another player's
// lie or caption, the correct answer, option authors and types.
import type { GameViewFields } from "./protocol";

/** A player's place in a ranking; tied scores share a rank (1, 1, 3). */
export interface RankedPlayer {
  playerId: string;
  score: number;
  rank: number;
}

/** Shared by the games: who takes part in the current phase (arrivals mid-phase watch). */
export interface ParticipationFields {
  participants: string[];
  /** Points each player won this round, during round results. */
  roundPoints: Record<string, number>;
  /** Current scores sorted descending, with shared ranks. */
  ranking: RankedPlayer[];
  /** A note from the game for everyone, e.g. that fresh content ran out. */
  notice: string | null;
}

// ---------- bluff trivia (trivia-deception) ----------

export type TriviaPhase = "subcategory_selection" | "writing" | "voting" | "round_results" | "final_ranking";

export interface TriviaSubcategory {
  id: string;
  nameAr: string;
}

export interface TriviaQuestionView {
  id: string;
  content: string;
  imageUrl: string | null;
  subcategory: TriviaSubcategory;
  /** Only in round results and the final ranking. */
  correctAnswer: string | null;
}

/** `correct`: the truth; `fake`: a lie written by players; `other`: one of the question's own decoys. */
export type TriviaOptionType = "correct" | "fake" | "other";

export interface TriviaOptionView {
  id: string;
  answer: string;
  /** The viewer wrote this lie (they may still vote for it; it earns nothing). */
  isMine: boolean;
  /** The rest only in round results. */
  type?: TriviaOptionType;
  authors?: string[];
  voters?: string[];
}

export interface DeceptionStats {
  /** Votes each player's lies drew from others, over the game. */
  playerVotesReceived: Record<string, number>;
  /** How often each player picked a wrong option (another's lie or a decoy). */
  timesBeenFooled: Record<string, number>;
  /** The single lie with the most votes from others in one round. */
  bestAnswer: { playerId: string; authors: string[]; voteCount: number; answer: string; roundNumber: number } | null;
  /** Players who voted for their own lie, and how often. */
  selfVoters: Record<string, number>;
}

export type TriviaAwardKind = "most_fooling" | "most_fooled" | "best_trick" | "self_voters";

export interface TriviaAward {
  kind: TriviaAwardKind;
  playerIds: string[];
  value: number;
  /** The winning lie, for the strongest single trick. */
  answer?: string;
}

export interface TriviaView extends GameViewFields, ParticipationFields {
  currentPhase: TriviaPhase;
  subcategorySelector: string | null;
  availableSubcategories: TriviaSubcategory[];
  currentQuestion: TriviaQuestionView | null;
  /** The viewer's own lie this round, once accepted. */
  myAnswer: string | null;
  /** Voting and results; empty before. */
  displayOptions: TriviaOptionView[];
  /** The viewer's vote, so a refreshed page shows it again. */
  myVote: string | null;
  /** Voter id → option id, only in round results. */
  votes: Record<string, string>;
  /** Only in the final ranking. */
  deceptionStats: DeceptionStats | null;
  awards: TriviaAward[];
}
