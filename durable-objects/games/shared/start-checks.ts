// The start checks on the lobby's categories a game picks from (spec 001 §5), shared by the
// games: bluff trivia plays any number of subcategories, the others exactly one category.
import type { StartRefusal } from "../../engine/types";

/** At least one category chosen. */
export function someCategories(categories: string[]): StartRefusal | null {
  if (categories.length === 0) return { code: "no_category", message: "يلزم اختيار فئة واحدة على الأقل" };
  return null;
}

/** Exactly one category chosen. */
export function oneCategory(categories: string[]): StartRefusal | null {
  if (categories.length === 0) return { code: "no_category", message: "يلزم اختيار فئة للعبة" };
  if (categories.length > 1) return { code: "too_many_categories", message: "اختيرت أكثر من فئة، وهذه اللعبة تحتاج فئة واحدة" };
  return null;
}
