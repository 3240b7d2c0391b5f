import { refuse } from "../change";
import type { Catalog } from "../ports";
import { checkSelection, isLiveError, withoutLeavers } from "../room-record";
import { launch, readLaunch, type LaunchReads } from "./launch";
import { action } from "./types";

/** The selection's refusals that a room which lost premium since its start meets on a restart. */
const PREMIUM_REFUSALS: ReadonlySet<string> = new Set(["premium_required", "premium_category"]);

export const restartGame = action<unknown, { launch: LaunchReads; catalog: Catalog } | null>({
  adminOnly: true,
  load: async (room, _me, _data, db) => (room.game ? { catalog: await db.catalog(room.lobby.gameType), launch: await readLaunch(room, db) } : null),
  handle(room, _me, _data, { now, loaded }) {
    if (!room.game || !loaded) return refuse("invalid_action", "ما فيه لعبة تنعاد");
    // A room whose creator's premium ended meanwhile (a refund) restarts only what a free room may start.
    const selection = checkSelection(room, { ...room.lobby, categories: room.lobby.pack ? [] : room.lobby.categories }, loaded.catalog);
    if (isLiveError(selection) && PREMIUM_REFUSALS.has(selection.code)) return selection;
    return launch(withoutLeavers(room, now), loaded.launch, now, "game-restarted");
  },
});
