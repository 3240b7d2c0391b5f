// «وقت أطول»: the phase times a game will really run with, each setting's
// seconds times the room's scale (×2 turns 30/45 s into 60/90 s), as the room's engine rounds them.
import { GAME_SETTING_LIMITS, type GameType } from "../../../../schema/limits";

export const TIME_LABELS: Record<string, string> = {
  subcategorySelectionTime: "اختيار الفئة",
  answeringTime: "الإجابة الصحيحة",
  writingTime: "الكتابة",
  captioningTime: "كتابة التعليق",
  votingTime: "التصويت",
};

/**
 * The timed settings of a game in the lobby's order, with the seconds each phase will last. The
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
  return Object.keys(TIME_LABELS)
    .filter((key) => key in limits)
    .map((key) => ({ key, label: TIME_LABELS[key], seconds: fromRoom[key] ?? Math.round((settings[key] ?? limits[key].default) * scale) }));
}
