// The time to iftar on the big screen: while prayer breaks follow a city, the room keeps the next
// day's fast (its Fajr and Maghrib, the same Maghrib the prayer breaks pause for) when that day is
// in Ramadan by the Umm al-Qura calendar, or on any day while «سهرة رمضانية» is on. The page
// counts down on the room's clock (schema/iftar.ts). Pure: the time is the room's `now`.
import type { Fast } from "../../schema/iftar";
import { findPrayerCity } from "../../schema/prayer-cities";
import { isRamadanDay, nextFast } from "../../schema/prayer-times";
import type { RoomChange } from "./change";
import type { RoomRecord } from "./room-record";

/** The fast the room shows, what it was computed for, and until when it holds (null: until the setting changes). */
export interface FastWatch {
  key: string;
  until: number | null;
  fast: Fast | null;
}

/** What the fast depends on besides the day: the city followed (if any) and the Ramadan night. */
const keyOf = (room: RoomRecord) => (room.prayerBreaks?.enabled ? `${room.prayerBreaks.cityId}|${room.ramadanNight ? "night" : "day"}` : "off");

/** The fast for `room` at `now`: computing prayer times costs about a millisecond, so only when the setting or the day moved on. */
export function fastWatch(room: RoomRecord, now: number): FastWatch {
  const key = keyOf(room);
  const kept = room.fast;
  if (kept && kept.key === key && (kept.until === null || now < kept.until)) return kept;
  const city = room.prayerBreaks?.enabled ? findPrayerCity(room.prayerBreaks.cityId) : undefined;
  if (!city) return { key, until: null, fast: null };
  const next = nextFast(city, now);
  const fasting = !!room.ramadanNight || isRamadanDay(next.date);
  return { key, until: next.maghrib, fast: fasting ? { fajr: next.fajr, maghrib: next.maghrib } : null };
}

/**
 * Completes any change with the room's fast; when it moved (a setting, or the day after iftar),
 * everyone's view is sent again so the screen's countdown follows.
 */
export function withFast(change: RoomChange, now: number): RoomChange {
  const room = change.room;
  if (!room) return change;
  const watch = fastWatch(room, now);
  if (watch === room.fast) return change;
  const moved = JSON.stringify(watch.fast) !== JSON.stringify(room.fast?.fast ?? null);
  return { ...change, room: { ...room, fast: watch }, ...(moved && !change.state ? { state: "game-state" as const } : {}) };
}
