import { ROOM_CONTROLS, type TimeScale } from "../../../schema/limits";
import { refuse } from "../change";
import { action } from "./types";

/**
 * «وقت أطول»: every phase timer of the next game is multiplied (×1, ×1.5, ×2),
 * for slow typers, children and elders. Free for every room; read when a game starts.
 */
export const setTimeScale = action<{ scale: TimeScale }>({
  adminOnly: true,
  notAdminMessage: "تغيير الإعدادات لمشرف الغرفة فقط",
  handle(room, _me, { scale }) {
    if (!ROOM_CONTROLS.timeScales.includes(scale)) return refuse("invalid_action", "قيمة غير متاحة");
    if ((room.timeScale ?? 1) === scale) return {};
    return { room: { ...room, timeScale: scale }, state: "game-state" };
  },
});
