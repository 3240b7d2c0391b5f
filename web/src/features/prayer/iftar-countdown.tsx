// The time to iftar in the big screen's header («على الفطور 1:25»): shown while prayer breaks follow
// a city and the day is in Ramadan or «سهرة رمضانية» is on (the room sends the day's fast), from
// Fajr until Maghrib, on the room's clock. Hours and minutes: a TV across the room needs no seconds.
import { Moon } from "lucide-react";
import { iftarText, minutesToIftar } from "../../../../schema/iftar";
import type { RoomView } from "../../../../schema/protocol";
import { cx } from "../../ui/cx";
import { useMsUntil } from "./countdown";

export function IftarCountdown({ room, now, className }: { room: RoomView; now: () => number; className?: string }) {
  const fast = room.prayerBreaks?.enabled ? room.prayerBreaks.fast : null;
  // Ticks until Maghrib; the minutes are read from the room's clock at each tick.
  useMsUntil(fast?.maghrib, now);
  const minutes = minutesToIftar(fast, now());
  if (minutes === null) return null;
  return (
    <span className={cx("inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full bg-gold-300/15 px-4 py-1 font-bold text-gold-300 ring-1 ring-gold-300/40", className)} data-testid="iftar-countdown">
      <Moon aria-hidden="true" className="size-[1em]" />
      <span dir="rtl">{iftarText(minutes)}</span>
    </span>
  );
}
