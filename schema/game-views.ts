// What each game shows one player (its `playerView`), shared by the room's
// game rules and the page. Secrets stay out until results: another player's
// lie or caption, the correct answer, option authors and types.
import type { MemeCaptionLayout } from "./limits";
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
  gameType: "trivia-deception";
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
  /** The host hid the viewer's lie this round («إخفاء», issue 22): they are told kindly. */
  myTextHidden?: boolean;
  /** Voter id → option id, only in round results. */
  votes: Record<string, string>;
  /** Only in the final ranking. */
  deceptionStats: DeceptionStats | null;
  awards: TriviaAward[];
}

// ---------- meme caption (meme-game) ----------

export type MemePhase = "captioning" | "voting" | "round_results" | "final_ranking";

export interface MemePicture {
  id: string;
  imageUrl: string;
  textBoxCount: 1 | 2;
  /** Where the boxes sit (schema/meme-layout.ts); the room always sends it, absent means the default. */
  captionLayout?: MemeCaptionLayout;
}

/** One player's captions. Its `id` is opaque: authors stay hidden until the results. */
export interface MemeSubmissionView {
  id: string;
  captions: string[];
  /** The viewer wrote it (they may not vote for it). */
  isMine: boolean;
  /** The rest only in round results. */
  authorId?: string;
  voters?: string[];
  voteCount?: number;
  /** Shared by equal vote counts (1, 1, 3). */
  rank?: number;
  /** Among the round's top captions (the bonus). */
  isTop?: boolean;
}

export interface MemeView extends GameViewFields, ParticipationFields {
  gameType: "meme-game";
  currentPhase: MemePhase;
  currentMeme: MemePicture | null;
  /** The viewer's own captions this round, once accepted. */
  myCaptions: string[] | null;
  /** Voting (shuffled, no authors) and results (ranked by votes). Empty while captioning. */
  submissions: MemeSubmissionView[];
  /** The submission id the viewer voted for. */
  myVote: string | null;
  /** The host hid the viewer's captions this round («إخفاء», issue 22): they are told kindly. */
  myTextHidden?: boolean;
  /** Results only (spec 001 §3): author id → captions and votes received. */
  playerCaptions: Record<string, { captions: string[]; voteCount: number }>;
  /** Results only: who voted for whose caption (author ids). */
  voteDetails: { voterId: string; votedForId: string }[];
}

// ---------- most likely (most-likely) ----------

export type MostLikelyPhase = "voting" | "round_results" | "game_end";

export interface MostLikelyAccusation {
  playerId: string;
  count: number;
  voters: string[];
}

export interface MostLikelyView extends GameViewFields, ParticipationFields {
  gameType: "most-likely";
  currentPhase: MostLikelyPhase;
  currentQuestion: { id: string; content: string; imageUrl: string | null } | null;
  /** The player the viewer voted for. */
  myVote: string | null;
  /** Results only: who voted for whom. */
  voteDetails: { voterId: string; votedForId: string }[];
  /** Results only: players with at least one vote, most first. */
  accusations: MostLikelyAccusation[];
  /** Results only: the round's accused (every tied top player). */
  accused: string[];
  /** Rounds won (accused) per player, over the game. */
  roundWins: Record<string, number>;
  /** Game end only (spec 001 §2): biggest accused (the maximum), accused (some wins), innocents (none). */
  groups: { biggestAccused: string[]; accused: string[]; innocents: string[] } | null;
}
