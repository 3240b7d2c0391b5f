// Bluff trivia played with a player's pack: the pack's questions become one
// subcategory named after the pack, and a question short of lies takes lies from our bank.
import type { TriviaPackItem } from "../../../schema/api/packs";
import { isTooClose } from "../../../schema/arabic";
import { TRIVIA_MANIFEST } from "../../../schema/games/trivia-deception";
import { PACK_CATEGORY, packItem, type PackSource } from "../shared/pack";
import { bankLies, type BankLie } from "./bank-lies";
import type { TriviaContent } from "./content";

/** The decoys a trivia question carries, as our own questions do. */
const HOUSE_LIES = 3;

/**
 * A question's lies: its own, then lies from our bank (bank-lies.ts) that are not too close to
 * the truth, to a lie already taken, or to any answer of the pack: the pack's other answers are
 * never its decoys, since another question's truth would read as a plausible option.
 */
export function withHouseLies(items: readonly TriviaPackItem[], index: number, code: string, bank?: readonly (string | BankLie)[]): string[] {
  const { question, answer, lies } = items[index];
  const taken = [...lies];
  if (taken.length >= HOUSE_LIES) return taken;
  const unfit = (lie: string) => isTooClose(lie, answer) || taken.some((t) => isTooClose(lie, t)) || items.some((item) => isTooClose(lie, item.answer));
  return [...taken, ...bankLies(answer, `${code}:${index}`, HOUSE_LIES - taken.length, unfit, bank, question)];
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
      fakes: withHouseLies(items, i, source.code),
    })),
  };
}

/** Its pack, as the room and the pack's link preview see it. */
export const triviaPack = { label: TRIVIA_MANIFEST.packLabel ?? "", content: triviaPackContent };
