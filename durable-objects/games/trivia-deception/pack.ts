// Bluff trivia played with a player's pack (issue 33): the pack's questions become one
// subcategory named after the pack, and a question short of lies takes the pack's other answers.
import type { TriviaPackItem } from "../../../schema/api/packs";
import { isTooClose } from "../../../schema/arabic";
import { PACK_CATEGORY, packItem, type PackSource } from "../shared/pack";
import type { TriviaContent } from "./content";

/** The decoys a trivia question carries, as our own questions do. */
const HOUSE_LIES = 3;

/**
 * A question's lies: its own, then other answers of the pack (in the pack's order from the
 * next question on) that are not too close to the truth or to a lie already taken.
 */
export function withHouseLies(items: readonly TriviaPackItem[], index: number): string[] {
  const { answer, lies } = items[index];
  const taken = [...lies];
  for (let step = 1; step < items.length && taken.length < HOUSE_LIES; step++) {
    const other = items[(index + step) % items.length].answer;
    if (!isTooClose(other, answer) && !taken.some((t) => isTooClose(other, t))) taken.push(other);
  }
  return taken;
}

export function triviaPackContent(items: TriviaPackItem[], source: PackSource): TriviaContent {
  return {
    subcategories: [{ id: PACK_CATEGORY, nameAr: source.title }],
    questions: items.map((item, i) => ({
      ...packItem(source, i),
      subcategoryId: PACK_CATEGORY,
      content: item.question,
      imageUrl: null,
      correctAnswer: item.answer,
      alternatives: [],
      fakes: withHouseLies(items, i),
    })),
  };
}

/** Its pack, as the room and the pack's link preview see it. */
export const triviaPack = { label: "أسئلة وإجابات", content: triviaPackContent };
