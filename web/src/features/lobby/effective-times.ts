// «وقت أطول»: the phase times a game will really run with, each setting's
// seconds times the room's scale (×2 turns 30/45 s into 60/90 s), as the room's engine rounds them.
import { GAME_MANIFESTS } from "../../../../schema/games";
import { GAME_SETTING_LIMITS, type GameType } from "../../../../schema/limits";

/**
 * The timed settings of a game in the lobby's order and with the names its manifest gives them
 * (schema/games), with the seconds each phase will last. The
 * room's own figure (`fromRoom`, the view's `effectiveTimes`) wins where it has one; a setting
 * left at its default is worked out here the way the engine does.
 */
export function effectiveTimes(
  gameType: GameType,
  settings: Record<string, number>,
  scale: number,
  fromRoom: Record<string, number> = {},
): { key: string; label: string; seconds: number }[] {
  const limits: Record<string, { default: number }> = GAME_SETTING_LIMITS[gameType];
  return GAME_MANIFESTS[gameType].timers.map(({ key, label }) => ({ key, label, seconds: fromRoom[key] ?? Math.round((settings[key] ?? limits[key].default) * scale) }));
}
