import { action } from "./types";

/** «فلتر الألفاظ» on or off (on by default); everyone sees the room's new state. */
export const setFamilyFilter = action<{ enabled: boolean }>({
  adminOnly: true,
  notAdminMessage: "تغيير الإعدادات لمشرف الغرفة فقط",
  handle(room, _me, data) {
    if ((room.familyFilter !== false) === data.enabled) return {};
    return { room: { ...room, familyFilter: data.enabled }, state: "game-state" };
  },
});
