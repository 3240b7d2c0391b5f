// Starting a game (start and restart share it): the D1 reads first, then a pure setup.
import { DEFAULT_ADDRESS_FORM } from "../../../schema/address";
import { stepRandom } from "../../engine/random";
import { findGame } from "../../games/registry";
import { refuse, type ActionResult, type StateBroadcast } from "../change";
import type { RoomDbPort } from "../ports";
import { packContent, packRefusal } from "../pack-game";
import { enginePlayers, withPlayed, type LiveError, type RoomRecord } from "../room-record";

export interface LaunchReads {
  /** The game's Arabic name while it is switched on; null when an admin switched it off. */
  listed: { nameAr: string } | null;
  /** The game's content for the selection; null when there is not enough. */
  content: unknown;
  seed: number;
  /** Why a player's pack cannot be played (issue 33): hidden or deleted since it was chosen. */
  refusal?: LiveError;
}

/** Reads what a game needs to start with the room's lobby selection. */
export async function readLaunch(room: RoomRecord, db: RoomDbPort): Promise<LaunchReads> {
  const { gameType, categories, settings } = room.lobby;
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const listed = await db.listedGame(gameType);
  const game = findGame(gameType);
  if (!listed || !game) return { listed, content: null, seed };
  const played = room.played?.[gameType] ?? [];
  if (room.lobby.pack) {
    // A player's pack (issue 33), read again on each start so a pack hidden since is refused.
    const pack = await db.pack(room.lobby.pack.code);
    const refusal = packRefusal(pack, gameType);
    if (refusal || !pack) return { listed, content: null, seed, refusal: refusal ?? undefined };
    await db.countPackPlay(pack.code, room.roomId);
    return { listed, content: packContent(pack, played), seed };
  }
  const content = await game.loadContent(db.contentSource(), { categories, settings, players: enginePlayers(room), played });
  return { listed, content, seed };
}

/** The room with its lobby's game set up and running. */
export function launch(room: RoomRecord, reads: LaunchReads, now: number, kind: "game-started" | "game-restarted"): ActionResult {
  const { gameType, categories, settings } = room.lobby;
  const game = findGame(gameType);
  if (!game || !reads.listed) return refuse("game_unavailable", "هذه اللعبة غير متاحة حاليًا، يُرجى اختيار لعبة أخرى");
  if (reads.refusal) return refuse(reads.refusal.code, reads.refusal.message);
  if (reads.content === null) return refuse("no_content", "لا يوجد محتوى كافٍ في الفئات المختارة، يُرجى اختيار فئات أخرى");
  const step = game.definition.setup({
    players: enginePlayers(room),
    settings,
    categories,
    content: reads.content,
    random: stepRandom(reads.seed, 0),
    now,
    timeScale: room.timeScale ?? 1,
    addressForm: room.addressForm ?? DEFAULT_ADDRESS_FORM,
    hostPaced: !!room.hostPaced,
  });
  const state: StateBroadcast = kind;
  return {
    room: { ...withPlayed(room, gameType, step.shown), game: { gameType, seed: reads.seed, step: 1, state: step.state, deadline: step.deadline ?? null } },
    state,
    gameEvents: step.events,
    shown: step.shown?.length ? { gameType, shown: step.shown } : undefined,
    activity: kind === "game-started" ? `بدأت لعبة «${reads.listed.nameAr}» في الغرفة ${room.code}` : undefined,
  };
}
