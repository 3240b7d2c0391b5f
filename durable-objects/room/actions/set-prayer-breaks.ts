import { PRAYER_BREAKS } from "../../../schema/limits";
import { findPrayerCity } from "../../../schema/prayer-cities";
import { refuse } from "../change";
import type { PrayerBreaksSetting } from "../room-record";
import { action } from "./types";

/**
 * «استراحة الصلاة»: the host turns prayer breaks on or off, picks the city whose
 * times the room follows and the break's length. Free for every room; a change of city or of
 * on/off drops the prayer the room waited for, so the next one is looked up again at once.
 */
export const setPrayerBreaks = action<PrayerBreaksSetting>({
  adminOnly: true,
  notAdminMessage: "تغيير الإعدادات لمشرف الغرفة فقط",
  handle(room, _me, { enabled, cityId, minutes }) {
    if (!findPrayerCity(cityId)) return refuse("invalid_action", "المدينة غير موجودة في القائمة");
    if (!(PRAYER_BREAKS.minutes as readonly number[]).includes(minutes)) return refuse("invalid_action", "قيمة غير متاحة");
    const before = room.prayerBreaks;
    if (before && before.enabled === enabled && before.cityId === cityId && before.minutes === minutes) return {};
    const sameWatch = before && before.enabled === enabled && before.cityId === cityId;
    return { room: { ...room, prayerBreaks: { enabled, cityId, minutes }, ...(sameWatch ? {} : { prayerNext: null }) }, state: "game-state" };
  },
});
