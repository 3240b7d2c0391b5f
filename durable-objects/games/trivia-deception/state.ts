// What bluff trivia keeps between steps: its own fields beside the phase driver's.
// Apart from the rules, so the view and the rules both read it and neither imports the other.
import type { DeceptionStats, TriviaPhase, TriviaSubcategory } from "../../../schema/game-views";
import type { PhaseState } from "../../engine/phases";
import type { Freshness } from "../shared/content";
import type { TriviaQuestion } from "./content";
import type { TriviaOption } from "./scoring";
import type { TeamPicks } from "../shared/team-lies";

/** A question of the pool, with how fresh it was for this room when the game started. */
export type PoolQuestion = TriviaQuestion & { freshness: Freshness };

export interface TriviaState extends PhaseState<TriviaPhase>, TeamPicks {
  times: { selection: number; writing: number; voting: number };
  scores: Record<string, number>;
  subcategories: TriviaSubcategory[];
  /** Per subcategory, the questions this game may draw, best first. */
  pool: Record<string, PoolQuestion[]>;
  /** Question ids drawn this game, oldest first. */
  used: string[];
  selector: string | null;
  /** Who chose last, with their seat time, so the turn passes on even if they left. */
  lastSelector: { playerId: string; joinedAt: number } | null;
  offered: string[];
  /** The subcategory of this round's question, once chosen (by the selector or the room). */
  chosen: string | null;
  question: TriviaQuestion | null;
  /** Accepted lies by author, as written, in the order they came (in teams: the members' proposals). */
  lies: Record<string, string>;
  options: TriviaOption[];
  /** Voter → option id. */
  votes: Record<string, string>;
  /** Authors whose lie the host hid this round (absent in games stored before «إخفاء»). */
  hidden?: string[];
  /** «ساعدوني بكذبة» (issue 43): house lies taken this game, per player (absent in older games). */
  lieHelps?: Record<string, number>;
  /** Who sent a house lie this round, so its resend after a reconnect changes nothing. */
  lieHelped?: string[];
  roundPoints: Record<string, number>;
  /** «سهرة رمضانية»: the season's subcategories, offered first while they hold questions new to the room; absent otherwise. */
  firstSubcategories?: string[];
  /** A ghost night's lies per question id, by author (absent in every other game): each round's vote starts with them. */
  echoes?: Record<string, Record<string, string>>;
  stats: DeceptionStats;
  notice: string | null;
}
