// What the meme caption game keeps between steps: its own fields beside the phase driver's.
// Apart from the rules, so the view and the rules both read it and neither imports the other.
import type { MemePhase, MemePicture } from "../../../schema/game-views";
import type { PhaseState } from "../../engine/phases";
import type { MemeSubmission } from "./tally";

/** A picture of the pool with how fresh it was for this room when the game started. */
export type PoolPicture = MemePicture & { freshness: number };

export interface MemeState extends PhaseState<MemePhase> {
  times: { captioning: number; voting: number };
  scores: Record<string, number>;
  /** The pictures this game may draw, best first (at most one per round). */
  pool: PoolPicture[];
  /** Picture ids drawn this game, oldest first. */
  used: string[];
  meme: MemePicture | null;
  /** Accepted captions by author, one entry per box of the picture. */
  captions: Record<string, string[]>;
  /** The vote's submissions, in the shuffled order they are shown. */
  submissions: MemeSubmission[];
  /** Voter → submission id. */
  votes: Record<string, string>;
  /** Authors whose captions the host hid this round (absent in games stored before «إخفاء»). */
  hidden?: string[];
  roundPoints: Record<string, number>;
  notice: string | null;
}
