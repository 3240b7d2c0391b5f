import type { GameType } from "../../../schema/limits";
import { refuse } from "../change";
import type { Catalog } from "../room-db";
import { checkSelection, isLiveError } from "../room-record";
import { action } from "./types";

/** A lobby choice is the next game's: one that reaches the room once a game runs is refused, so it cannot take the running game's pack away. */
export const SETTINGS_LOBBY_ONLY = "يمكن تغيير إعدادات اللعبة في اللوبي فقط";

export type SelectionRequest = { gameType: GameType; categories?: string[]; settings?: Record<string, number> };

export const updateSettings = action<SelectionRequest, Catalog>({
  adminOnly: true,
  notAdminMessage: "تغيير الإعدادات لمشرف الغرفة فقط",
  load: (_room, _me, data, db) => db.catalog(data.gameType),
  handle(room, _me, data, { loaded }) {
    if (room.game) return refuse("invalid_action", SETTINGS_LOBBY_ONLY);
    const selection = checkSelection(room, data, loaded);
    if (isLiveError(selection)) return selection;
    return { room: { ...room, lobby: selection }, events: [{ type: "lobby-settings", data: selection }] };
  },
});
