// What «عنّا» keeps between steps: its own fields beside the phase driver's.
// Apart from the rules, so the view and the rules both read it and neither imports the other.
import type { AboutUsPhase } from "../../../schema/game-views";
import type { PhaseState } from "../../engine/phases";
import type { Freshness } from "../shared/content";
import type { AboutUsQuestion } from "./content";
import type { AboutUsOption, AboutUsStats } from "./scoring";
import type { TeamPicks } from "../shared/team-lies";

export type PoolQuestion = AboutUsQuestion & { freshness: Freshness };

export interface AboutUsState extends PhaseState<AboutUsPhase>, TeamPicks {
  times: { answering: number; writing: number; voting: number };
  scores: Record<string, number>;
  /** The questions this game may draw, freshest first. */
  pool: PoolQuestion[];
  /** Question ids drawn this game, oldest first. */
  used: string[];
  /** This round's question for each player who takes part in the answering. */
  asked: Record<string, AboutUsQuestion>;
  /** This round's true answers, by player. */
  truths: Record<string, string>;
  /** How many times each player has been a subject this game. */
  subjectCount: Record<string, number>;
  /** The round's subjects still to come, the current one first. */
  queue: string[];
  /** The subject of the current turn (writing, voting, reveal). */
  subject: string | null;
  /** Accepted lies about the subject, by author. */
  lies: Record<string, string>;
  options: AboutUsOption[];
  /** Voter → option id. */
  votes: Record<string, string>;
  /** Authors whose lie the host hid this turn. */
  hidden: string[];
  /** This turn's points (the reveal shows them). */
  turnPoints: Record<string, number>;
  /** This round's points so far. */
  roundPoints: Record<string, number>;
  stats: AboutUsStats;
  notice: string | null;
}
