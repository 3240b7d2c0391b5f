// The time to iftar on the big screen («على الفطور 1:25»): the room sends the day's fast (its Fajr
// and Maghrib, computed by the room with schema/prayer-times.ts, the prayer breaks' own times) and
// the page counts down on the room's clock. Pure and free of the prayer-time library, so pages import it.

/** A day's fast as the room sends it: its Fajr and its Maghrib (iftar), epoch ms. */
export interface Fast {
  fajr: number;
  maghrib: number;
}

/** Minutes left to iftar, rounded up, while the fast runs (Fajr to Maghrib); null outside it. */
export function minutesToIftar(fast: Fast | null | undefined, now: number): number | null {
  if (!fast || now < fast.fajr || now >= fast.maghrib) return null;
  return Math.ceil((fast.maghrib - now) / 60_000);
}

/** «على الفطور 1:25»: hours and minutes, as a clock reads (the digits left to right). */
export function iftarText(minutes: number): string {
  return `على الفطور ${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}
