// A game played with a player's pack: the pack is read from D1 when the game
// starts (and again on a restart, so a pack hidden in between is refused), checked, and
// turned into the content its game draws from by the game's module (`pack`, in its own folder):
// the games' rules are unchanged.
import type { PackGameType } from "../../schema/api/packs";
import type { GameType } from "../../schema/limits";
import type { LobbySelection } from "../../schema/protocol";
import { findGame } from "../games/registry";
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
  /** Who deleted it: the room says so when the admin did. */
  deleted_by?: "owner" | "admin" | null;
}

export { PACK_CATEGORY } from "../games/shared/pack";

/** Why a pack cannot start this game, in Arabic; null when it can. */
export function packRefusal(pack: PackRecord | null, gameType: GameType): LiveError | null {
  if (pack?.deleted_at != null && pack.deleted_by === "admin") return { code: "pack_unavailable", message: "حذف المشرفون هذه الحزمة، فلا يمكن لعبها" };
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

/** The content the pack's game draws from (the game's own `pack.content`); played ids keep a pack's items apart from ours. */
export function packContent(pack: PackRecord, played: readonly string[]): unknown {
  const game = findGame(pack.game_type)?.pack;
  if (!game) throw new Error(`no pack content for ${pack.game_type}`);
  return game.content(JSON.parse(pack.items_json), { code: pack.code, title: pack.title, played: new Set(played) });
}
