// Most likely played with a player's pack: the pack's prompts are the one category,
// each said as written to everyone (a pack has no feminine form).
import type { PromptPackItem } from "../../../schema/api/packs";
import { MOST_LIKELY_MANIFEST } from "../../../schema/games/most-likely";
import { packItem, type PackSource } from "../shared/pack";
import type { MostLikelyContent } from "./content";

export function mostLikelyPackContent(items: PromptPackItem[], source: PackSource): MostLikelyContent {
  return { prompts: items.map((item, i) => ({ ...packItem(source, i), content: item.prompt, feminine: null, imageUrl: null })) };
}

/** Its pack, as the room and the pack's link preview see it. */
export const mostLikelyPack = { label: MOST_LIKELY_MANIFEST.packLabel ?? "", content: mostLikelyPackContent };
