import { isPlaying } from "../prayer-breaks";
import { action } from "./types";

/**
 * Development only (the worker refuses it in production): the prayer the running game waits
 * for is brought to `inMs` from now, so a prayer break can be seen and photographed without
 * waiting for the adhan. Everything after that is the real path: the notice, the pause, the end.
 */
export const rehearsePrayer = action<{ inMs: number }>({
  adminOnly: false,
  handle(room, _me, { inMs }, { now }) {
    const next = room.prayerNext;
    if (!next || !room.prayerBreaks?.enabled || !isPlaying(room)) return {};
    return { room: { ...room, prayerNext: { prayer: next.prayer, at: now + inMs, noticed: false } } };
  },
});
