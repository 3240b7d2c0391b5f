// A game played with a player's pack (issue 33): the pack is read from D1 when the game
// starts (and again on a restart, so a pack hidden in between is refused), checked, and
// turned into the content its game draws from. The games' rules are unchanged: a pack's
// trivia is one subcategory named after the pack, its prompts one category.
import type { PackGameType, PromptPackItem, TriviaPackItem } from "../../schema/api/packs";
import { isTooClose } from "../../schema/arabic";
import type { GameType } from "../../schema/limits";
import type { LobbySelection } from "../../schema/protocol";
import type { MostLikelyContent } from "../games/most-likely/content";
import { freshnessOf } from "../games/shared/content";
import type { TriviaContent } from "../games/trivia-deception/content";
import type { LiveError } from "./room-record";

/** A pack's row as the room reads it. */
export interface PackRecord {
  id: string;
  code: string;
  title: string;
  author_name: string;
  game_type: PackGameType;
  items_json: string;
  item_count: number;
  is_draft: number;
  hidden_at: number | null;
  deleted_at: number | null;
}

/** The one subcategory (trivia) or category (most-likely) a pack's game draws from. */
export const PACK_CATEGORY = "pack";
/** The decoys a trivia question carries, as our own questions do. */
const HOUSE_LIES = 3;

/** Why a pack cannot start this game, in Arabic; null when it can. */
export function packRefusal(pack: PackRecord | null, gameType: GameType): LiveError | null {
  if (!pack || pack.deleted_at !== null) return { code: "pack_unavailable", message: "لا توجد حزمة بهذا الرمز، أو حذفها كاتبها" };
  if (pack.hidden_at !== null) return { code: "pack_unavailable", message: "أخفى المشرفون هذه الحزمة، فلا يمكن لعبها" };
  if (pack.is_draft) return { code: "pack_unavailable", message: "هذه الحزمة مسودة لم تكتمل بعد، فلا يمكن لعبها" };
  if (pack.game_type !== gameType) return { code: "pack_unavailable", message: "هذه الحزمة للعبة أخرى، يُرجى اختيار لعبتها" };
  return null;
}

export const packSelection = (pack: PackRecord): NonNullable<LobbySelection["pack"]> => ({
  code: pack.code,
  title: pack.title,
  authorName: pack.author_name,
  itemCount: pack.item_count,
});

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

/** The content the pack's game draws from; played ids keep a pack's questions apart from ours. */
export function packContent(pack: PackRecord, played: readonly string[]): TriviaContent | MostLikelyContent {
  const seen = new Set(played);
  const id = (i: number) => `pack:${pack.code}:${i}`;
  if (pack.game_type === "trivia-deception") {
    const items = JSON.parse(pack.items_json) as TriviaPackItem[];
    return {
      subcategories: [{ id: PACK_CATEGORY, nameAr: pack.title }],
      questions: items.map((item, i) => ({
        id: id(i),
        subcategoryId: PACK_CATEGORY,
        content: item.question,
        imageUrl: null,
        correctAnswer: item.answer,
        alternatives: [],
        fakes: withHouseLies(items, i),
        ...freshnessOf(id(i), seen, 0),
      })),
    };
  }
  const items = JSON.parse(pack.items_json) as PromptPackItem[];
  return { prompts: items.map((item, i) => ({ id: id(i), content: item.prompt, feminine: null, imageUrl: null, ...freshnessOf(id(i), seen, 0) })) };
}
