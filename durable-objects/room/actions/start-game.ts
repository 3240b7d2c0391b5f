import { findGame } from "../../games/registry";
import type { GameType } from "../../../schema/limits";
import { refuse } from "../change";
import { PACK_CATEGORY, packRefusal, packSelection, type PackRecord } from "../pack-game";
import type { Catalog } from "../room-db";
import { checkSelection, checkStart, isLiveError, type LiveError, type RoomRecord } from "../room-record";
import { ghostLobby } from "../ghost-room";
import { launch, readLaunch, type LaunchReads } from "./launch";
import { action } from "./types";
import type { SelectionRequest } from "./update-settings";

type StartRequest = Partial<SelectionRequest> & { packCode?: string };

/** The checks of spec 001 §5, in order (the admin check is the table's): selection, players, categories, the game itself. */
function checked(room: RoomRecord, data: StartRequest, catalog: Catalog, pack?: PackRecord | null): RoomRecord | LiveError {
  // A ghost room (group-night.ts) plays its night and nothing else: bluff trivia dealt from the night, whatever the lobby says.
  if (room.group?.ghost) return ghostLobby(room);
  const gameType = data.gameType ?? room.lobby.gameType;
  if (data.packCode) return checkedWithPack(room, { ...data, gameType }, catalog, pack ?? null);
  const requested = { gameType, categories: data.categories ?? room.lobby.categories, settings: data.settings ?? room.lobby.settings };
  const selection = checkSelection(room, requested, catalog);
  if (isLiveError(selection)) return selection;
  const refusal = checkStart(room, selection);
  if (refusal) return refusal;
  if (!findGame(gameType)) return refuse("game_unavailable", "هذه اللعبة غير متاحة حاليًا");
  return { ...room, lobby: selection };
}

/**
 * A player's pack in place of categories: the game and settings are checked as
 * usual, then the pack (present, shown, finished, of this game) and the players.
 */
function checkedWithPack(room: RoomRecord, data: StartRequest & { gameType: GameType }, catalog: Catalog, pack: PackRecord | null): RoomRecord | LiveError {
  const selection = checkSelection(room, { gameType: data.gameType, categories: [], settings: data.settings ?? room.lobby.settings }, catalog);
  if (isLiveError(selection)) return selection;
  const refusal = packRefusal(pack, data.gameType);
  if (refusal || !pack) return refusal ?? refuse("pack_unavailable", "لا توجد حزمة بهذا الرمز");
  const withPack = { ...selection, categories: [PACK_CATEGORY], pack: packSelection(pack) };
  const notReady = checkStart(room, withPack);
  if (notReady) return notReady;
  if (!findGame(data.gameType)) return refuse("game_unavailable", "هذه اللعبة غير متاحة حاليًا");
  return { ...room, lobby: withPack };
}

type StartLoad = { catalog: Catalog; pack?: PackRecord | null; launch?: LaunchReads };

export const startGame = action<StartRequest, StartLoad>({
  adminOnly: true,
  notAdminMessage: "بدء اللعبة لمشرف الغرفة فقط",
  async load(room, _me, data, db) {
    const catalog = await db.catalog(data.gameType ?? room.lobby.gameType);
    const pack = data.packCode ? await db.pack(data.packCode) : undefined;
    const ready = checked(room, data, catalog, pack);
    return { catalog, pack, launch: isLiveError(ready) ? undefined : await readLaunch(ready, db) };
  },
  handle(room, _me, data, { now, loaded }) {
    const ready = checked(room, data, loaded.catalog, loaded.pack);
    if (isLiveError(ready)) return ready;
    // The room changed while the reads ran so that the checks pass only now: ask again.
    if (!loaded.launch) return refuse("invalid_action", "تعذّر تنفيذ الطلب، يُرجى المحاولة مرة أخرى");
    return launch(ready, loaded.launch, now, "game-started");
  },
});
