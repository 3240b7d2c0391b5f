import { refuse } from "../change";
import { stepGame } from "../game-step";
import { extendedPause, PRAYER_TEXT, prayerPauseOf } from "../prayer-breaks";
import { action } from "./types";

/** «تمديد 5 دقائق»: the prayer break lasts five minutes more, up to its longest. */
export const extendPrayerBreak = action<unknown>({
  adminOnly: true,
  notAdminMessage: PRAYER_TEXT.notAdmin,
  handle(room, _me, _data, { now }) {
    const pause = prayerPauseOf(room);
    if (!pause) return refuse("invalid_action", PRAYER_TEXT.noBreak);
    const longer = extendedPause(pause);
    if (!longer) return refuse("invalid_action", PRAYER_TEXT.longest);
    return stepGame(room, { kind: "clock", op: "pause", prayer: longer }, now) ?? {};
  },
});
