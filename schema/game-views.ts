// What each game shows one player (its `playerView`), shared by the room's
// game rules and the page. Secrets stay out until results: another player's
// lie or caption, the correct answer, option authors and types.
import type { MemeCaptionLayout } from "./limits";
import type { ABOUT_US_TYPE } from "./games/about-us";
import type { MEME_TYPE } from "./games/meme-game";
import type { MOST_LIKELY_TYPE } from "./games/most-likely";
import type { TRIVIA_TYPE } from "./games/trivia-deception";
import type { PrayerName } from "./prayer-cities";
import type { ShowSchedule } from "./show";

/** A player's place in a ranking; tied scores share a rank (1, 1, 3). */
/** Shared fields of every game's player view, as a game's rules produce it; each game adds its own. */
export interface GameViewFields {
  currentPhase: string;
  phaseSeq: number;
  /** Epoch ms of the server's deadline for this phase, or null when it waits for the admin. */
  phaseEndsAt: number | null;
  phaseDuration: number | null;
  roundNumber: number;
  totalRounds: number;
  isKillRound: boolean;
  /** The host paused the clock: `phaseEndsAt` is null and `pausedRemainingMs` is what is left. */
  paused?: boolean;
  pausedRemainingMs?: number | null;
  /** The pause is a prayer break: which prayer, and when the game resumes by itself (epoch ms). */
  pausedPrayer?: { prayer: PrayerName; endsAt: number } | null;
  /** The game reached its final phase (the ranking): nothing runs any more. */
  gameOver?: boolean;
  /**
   * The staged reveal on the room's clock. A watcher gets the whole schedule; a player
   * whose phone follows a big screen gets the beats told so far (`shown`), later beats without their subject.
   */
  show?: ShowSchedule | null;
  /** The round's results move on by themselves once `phaseEndsAt` comes; false: they wait for the host. */
  autoNext?: boolean;
  /** The host held this round's countdown («انتظار»). */
  held?: boolean;
  scores: Record<string, number>;
  /** The room plays in teams: each team's points, the sum of its seated members' `scores`. */
  teamScores?: Record<string, number>;
  /** Per-player flags shown in the players-status grid. */
  playerStatus?: Record<string, { hasAnswered?: boolean; hasSubmitted?: boolean; hasVoted?: boolean }>;
  [key: string]: unknown;
}

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
  /** In teams, at the results: the team whose lie it is. */
  teamId?: string;
}

/**
 * The viewer's own team while it writes (a room in teams): its members' proposed lies and the
 * one it picked. Only the team's members get it; the team's lie is the pick, or else the last
 * proposal when the writing ends.
 */
export interface TeamLieView {
  teamId: string;
  proposals: { playerId: string; answer: string }[];
  /** The member whose proposal the team picked; null: the last proposal stands. */
  pick: string | null;
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
  gameType: typeof TRIVIA_TYPE;
  currentPhase: TriviaPhase;
  subcategorySelector: string | null;
  availableSubcategories: TriviaSubcategory[];
  currentQuestion: TriviaQuestionView | null;
  /** The viewer's own lie this round, once accepted. */
  myAnswer: string | null;
  /** «ساعدوني بكذبة»: the house lies the viewer may still take this game (absent from older rooms). */
  lieHelpsLeft?: number;
  /** In teams, while writing: the viewer's team's proposals and pick. */
  teamLie?: TeamLieView | null;
  /** Voting and results; empty before. */
  displayOptions: TriviaOptionView[];
  /** The viewer's vote, so a refreshed page shows it again. */
  myVote: string | null;
  /** The host hid the viewer's lie this round («إخفاء»): they are told kindly. */
  myTextHidden?: boolean;
  /** A moderated game: the moderator refused the viewer's text, or the vote began before it was judged; they are told kindly. */
  myTextRefused?: boolean;
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
  gameType: typeof MEME_TYPE;
  currentPhase: MemePhase;
  currentMeme: MemePicture | null;
  /** The viewer's own captions this round, once accepted. */
  myCaptions: string[] | null;
  /** Voting (shuffled, no authors) and results (ranked by votes). Empty while captioning. */
  submissions: MemeSubmissionView[];
  /** The submission id the viewer voted for. */
  myVote: string | null;
  /** The host hid the viewer's captions this round («إخفاء»): they are told kindly. */
  myTextHidden?: boolean;
  /** A moderated game: the moderator refused the viewer's text, or the vote began before it was judged; they are told kindly. */
  myTextRefused?: boolean;
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
  gameType: typeof MOST_LIKELY_TYPE;
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

// ---------- «عنّا» (about-us) ----------

export type AboutUsPhase = "answering" | "writing" | "voting" | "reveal" | "round_results" | "final_ranking";

export interface AboutUsOptionView {
  /** Carries its phase's number ("7-2"), so a vote for one subject never names the next one's option. */
  id: string;
  answer: string;
  /** The viewer wrote this lie (they may not vote for it). */
  isMine: boolean;
  /** From the reveal on. */
  type?: "truth" | "lie";
  authors?: string[];
  voters?: string[];
  /** In teams, from the reveal on: the team whose lie it is. */
  teamId?: string;
}

export type AboutUsAwardKind = "most_fooling" | "most_fooled" | "best_lie" | "knows_everyone" | "mystery";
export interface AboutUsAward {
  kind: AboutUsAwardKind;
  playerIds: string[];
  value: number;
  /** The winning lie, for the best lie. */
  answer?: string;
}

/**
 * One player's view of «عنّا»; the public view (screens and the audience) is a seatless player's:
 * no question, truth or lie of anyone's before the reveal.
 */
export interface AboutUsView extends GameViewFields {
  gameType: typeof ABOUT_US_TYPE;
  currentPhase: AboutUsPhase;
  participants: string[];
  /** Points of the round, at round results only. */
  roundPoints: Record<string, number>;
  /** Points of the current subject's turn, at the reveal only. */
  turnPoints: Record<string, number>;
  ranking: RankedPlayer[];
  notice: string | null;
  /** The host hid the viewer's text («إخفاء»): they are told kindly. */
  myTextHidden: boolean;
  /** A moderated game: the moderator refused the viewer's text, or the vote began before it was judged; they are told kindly. */
  myTextRefused?: boolean;
  /** Answering: this player's own question and what they answered. */
  myQuestion: string | null;
  myTruth: string | null;
  /** The current turn's subject, and the question they answered (writing, voting, reveal). */
  subjectId: string | null;
  subjectQuestion: string | null;
  /** The subject's true answer: to the subject always, to everyone at the reveal. */
  truth: string | null;
  /** The round's subjects after the current one. */
  subjectsLeft: string[];
  myLie: string | null;
  /** In teams, while writing: the viewer's team's proposals and pick. */
  teamLie?: TeamLieView | null;
  /** Voting (shuffled, no authors) and the reveal (with type, authors and voters). */
  options: AboutUsOptionView[];
  myVote: string | null;
  /** Final ranking only. */
  awards: AboutUsAward[];
}
