// What a game needs to play a player's pack: the one category its content sits in,
// and each item's id and freshness, so a pack's items never mix with our own content's ids.
import type { PackSource } from "../../engine/types";
import { freshnessOf, type Freshly } from "./content";

/** The one subcategory (trivia) or category (most-likely) a pack's game draws from. */
export const PACK_CATEGORY = "pack";

/** The pack being played: the engine's contract with every game (engine/types.ts). */
export type { PackSource };

/** An item's content id and its freshness (a pack's items were never shown to anyone by us). */
export function packItem(source: PackSource, index: number): { id: string } & Freshly {
  const id = `pack:${source.code}:${index}`;
  return { id, ...freshnessOf(id, source.played, 0) };
}
