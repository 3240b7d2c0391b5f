import { findGame } from "../../engine/registry";
import { refuse } from "../change";
import type { Catalog } from "../room-db";
import { checkSelection, checkStart, isLiveError, type LiveError, type RoomRecord } from "../room-record";
import { launch, readLaunch, type LaunchReads } from "./launch";
import { action } from "./types";
import type { SelectionRequest } from "./update-settings";

type StartRequest = Partial<SelectionRequest>;

/** The checks of spec 001 §5, in order (the admin check is the table's): selection, players, categories, the game itself. */
function checked(room: RoomRecord, data: StartRequest, catalog: Catalog): RoomRecord | LiveError {
  const gameType = data.gameType ?? room.lobby.gameType;
  const requested = { gameType, categories: data.categories ?? room.lobby.categories, settings: data.settings ?? room.lobby.settings };
  const selection = checkSelection(room, requested, catalog);
  if (isLiveError(selection)) return selection;
  const refusal = checkStart(room, selection);
  if (refusal) return refusal;
  if (!findGame(gameType)) return refuse("game_unavailable", "هذه اللعبة غير متاحة حاليًا");
  return { ...room, lobby: selection };
}

export const startGame = action<StartRequest, { catalog: Catalog; launch?: LaunchReads }>({
  adminOnly: true,
  notAdminMessage: "بدء اللعبة لمشرف الغرفة فقط",
  async load(room, _me, data, db) {
    const catalog = await db.catalog(data.gameType ?? room.lobby.gameType);
    const ready = checked(room, data, catalog);
    return { catalog, launch: isLiveError(ready) ? undefined : await readLaunch(ready, db) };
  },
  handle(room, _me, data, { now, loaded }) {
    const ready = checked(room, data, loaded.catalog);
    if (isLiveError(ready)) return ready;
    // The room changed while the reads ran so that the checks pass only now: ask again.
    if (!loaded.launch) return refuse("invalid_action", "تعذّر تنفيذ الطلب، يُرجى المحاولة مرة أخرى");
    return launch(ready, loaded.launch, now, "game-started");
  },
});
