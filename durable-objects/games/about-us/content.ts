// The personal questions of «عنّا»: one per player per round, asked of that player about themselves.
// The loader (the table and its seed) comes with the game's content; the rules only need this shape.
import type { Freshly } from "../shared/content";

export interface AboutUsQuestion {
  id: string;
  /** «وش أغرب أكلة جربتها؟»: asked of one player, then shown to the others who lie as that player. */
  content: string;
}

export type AboutUsCandidate = AboutUsQuestion & Freshly;

export interface AboutUsContent {
  questions: AboutUsCandidate[];
}
