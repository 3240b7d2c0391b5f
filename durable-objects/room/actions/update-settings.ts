import type { GameType } from "../../../schema/limits";
import type { Catalog } from "../room-db";
import { checkSelection, isLiveError } from "../room-record";
import { action } from "./types";

export type SelectionRequest = { gameType: GameType; categories?: string[]; settings?: Record<string, number> };

export const updateSettings = action<SelectionRequest, Catalog>({
  adminOnly: true,
  notAdminMessage: "تغيير الإعدادات لمشرف الغرفة فقط",
  load: (_room, _me, data, db) => db.catalog(data.gameType),
  handle(room, _me, data, { loaded }) {
    const selection = checkSelection(room, data, loaded);
    if (isLiveError(selection)) return selection;
    return { room: { ...room, lobby: selection }, events: [{ type: "lobby-settings", data: selection }] };
  },
});
