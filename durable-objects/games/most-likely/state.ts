// What most likely keeps between steps: its own fields beside the phase driver's.
// Apart from the rules, so the view and the rules both read it and neither imports the other.
import type { MostLikelyPhase } from "../../../schema/game-views";
import type { PhaseState } from "../../engine/phases";
import type { MostLikelyPrompt } from "./content";

/** A prompt of the pool with how fresh it was for this room when the game began. */
export type PoolPrompt = MostLikelyPrompt & { freshness: number };

export interface MostLikelyState extends PhaseState<MostLikelyPhase> {
  votingSeconds: number;
  /** Rounds each player was accused in; also the game's scores. */
  roundWins: Record<string, number>;
  /** The prompts this game may draw, best first. */
  pool: PoolPrompt[];
  /** Prompt ids drawn this game, oldest first. */
  used: string[];
  prompt: MostLikelyPrompt | null;
  /** Voter → voted player id. */
  votes: Record<string, string>;
  /** Voter → the submissionId of their accepted vote, so a resent vote is not an error. */
  voteSubmissions: Record<string, string>;
  /** The round's accused, decided when the results are shown. */
  accused: string[];
  notice: string | null;
}
