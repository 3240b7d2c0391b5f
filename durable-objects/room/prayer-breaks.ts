// «استراحة الصلاة»: the room pauses a running game by itself at each prayer time of
// the host's city, for the chosen length, after a notice a minute before. Pure: the time is
// the room's `now` (the actor's clock, never a client's), the prayer times come from
// schema/prayer-times.ts, and every step returns a RoomChange the actor applies and stores.
//
// What is stored, so a restart loses nothing:
//   room.prayerBreaks   the host's setting (on/off, city, minutes)
//   room.prayerNext     the next prayer the running game waits for, and whether its notice went out
//   the game's pause    `paused.prayer` while a break runs (the same pause as the host's, so the
//                       remaining phase time is kept and every pause banner names the prayer)
import { PRAYER_BREAKS } from "../../schema/limits";
import { findPrayerCity, PRAYER_NAMES_AR, type PrayerName } from "../../schema/prayer-cities";
import { nextPrayer } from "../../schema/prayer-times";
import type { PhasePause } from "../engine/phases";
import type { PrayerPause } from "../engine/types";
import type { RoomChange } from "./change";
import { merge, stepGame } from "./game-step";
import type { PrayerWatch, RoomRecord } from "./room-record";
import { gameView } from "./views";

export const PRAYER_TEXT = {
  noBreak: "لا توجد استراحة صلاة الآن",
  longest: "بلغت استراحة الصلاة أطول مدة لها",
  notAdmin: "تمديد استراحة الصلاة لمشرف الغرفة فقط",
  /** «حان وقت صلاة المغرب» */
  due: (prayer: PrayerName) => `حان وقت صلاة ${PRAYER_NAMES_AR[prayer]}`,
} as const;

/** The city the room follows, while prayer breaks are on. */
function followedCity(room: RoomRecord) {
  const setting = room.prayerBreaks;
  return setting?.enabled ? findPrayerCity(setting.cityId) : undefined;
}

/** A game is running and not over: the only time a prayer pauses anything. */
export function isPlaying(room: RoomRecord): boolean {
  if (!room.game) return false;
  const view = gameView(room, room.adminId);
  return !!view && !view.gameOver;
}

/** The prayer break under way, read from the game's pause. */
export function prayerPauseOf(room: RoomRecord): PrayerPause | null {
  const state = room.game?.state as { paused?: PhasePause | null } | undefined;
  return state?.paused?.prayer ?? null;
}

/**
 * Completes any change: while a game runs with prayer breaks on, the room knows the next
 * prayer it waits for; otherwise it waits for none. Applied by the actor to every change,
 * so a game started, a city changed or a game ended is followed in the same write.
 */
export function withPrayerWatch(change: RoomChange, now: number): RoomChange {
  const room = change.room;
  if (!room) return change;
  const city = followedCity(room);
  if (!city || !isPlaying(room)) return room.prayerNext ? { ...change, room: { ...room, prayerNext: null } } : change;
  if (room.prayerNext) return change;
  return { ...change, room: { ...room, prayerNext: { ...nextPrayer(city, now), noticed: false } } };
}

/** When the room must look again for prayers: the break's end, the prayer itself, or its notice. */
export function prayerAlarmAt(room: RoomRecord): number | null {
  const pause = prayerPauseOf(room);
  if (pause) return pause.endsAt;
  const next = room.prayerNext;
  if (!next) return null;
  return next.noticed ? next.at : next.at - PRAYER_BREAKS.noticeMs;
}

/**
 * The room's alarm, for prayers: a break whose time is up ends (the game runs on from what was
 * left), a prayer whose time came pauses the game, and one due within a minute is announced.
 * A prayer the room slept through past its whole break is skipped, not paused for late.
 */
export function prayerTick(room: RoomRecord, now: number): RoomChange {
  let change: RoomChange = {};
  const pause = prayerPauseOf(room);
  if (pause && now >= pause.endsAt) change = merge(change, stepGame(room, { kind: "clock", op: "resume" }, now));
  const current = change.room ?? room;
  const next = current.prayerNext;
  const city = followedCity(current);
  if (!next || !city || !isPlaying(current)) return change;

  if (now >= next.at) {
    const endsAt = next.at + (current.prayerBreaks?.minutes ?? PRAYER_BREAKS.defaultMinutes) * 60_000;
    // What comes after this prayer; the break itself is far shorter than the gap between two prayers.
    const following: PrayerWatch = { ...nextPrayer(city, Math.max(now, next.at)), noticed: false };
    if (now >= endsAt) return merge(change, { room: { ...current, prayerNext: following } });
    const paused = stepGame(current, { kind: "clock", op: "pause", prayer: { prayer: next.prayer, at: next.at, endsAt } }, now);
    const after = paused?.room ?? current;
    return merge(merge(change, paused), { room: { ...after, prayerNext: following }, state: "game-state" });
  }
  if (!next.noticed && now >= next.at - PRAYER_BREAKS.noticeMs) return merge(change, { room: { ...current, prayerNext: { ...next, noticed: true } }, state: "game-state" });
  return change;
}

/** «تمديد 5 دقائق»: the break's end moves on, up to the longest a break may last. */
export function extendedPause(pause: PrayerPause): PrayerPause | null {
  const endsAt = Math.min(pause.endsAt + PRAYER_BREAKS.extendMs, pause.at + PRAYER_BREAKS.maxBreakMs);
  return endsAt > pause.endsAt ? { ...pause, endsAt } : null;
}
