// «استراحة الصلاة»: the break's countdown as the screens write it («14:32»).
import { useEffect, useState } from "react";

/** Minutes and seconds left, `M:SS` (Latin digits, as the rest of the app). */
export function breakClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/** Re-renders every half second until `endsAt`; the milliseconds left by `now` (the server's clock where the page has it). */
export function useMsUntil(endsAt: number | null | undefined, now: () => number): number | null {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (typeof endsAt !== "number") return;
    const id = setInterval(() => setTick((t) => t + 1), 500);
    return () => clearInterval(id);
  }, [endsAt]);
  return typeof endsAt === "number" ? Math.max(0, endsAt - now()) : null;
}
