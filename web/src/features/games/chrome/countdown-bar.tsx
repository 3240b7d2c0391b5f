// A countdown bar driven by the server's deadline (`phaseEndsAt`, epoch ms) and the
// synced server clock, so every phone shows the same remaining time.
import { Timer } from "lucide-react";
import { useEffect, useState } from "react";
import { cx } from "../../../ui/cx";
import { countText, SECONDS } from "../../../../../schema/arabic-count";

/** Ours: how often the bar redraws. */
const TICK_MS = 200;
/** Ours: below these many seconds the bar turns gold, then red. */
const WARN_SECONDS = 10;
const URGENT_SECONDS = 5;

/** Milliseconds left until `endsAt` by the server's clock; 0 once passed, null without a deadline. */
export function remainingMs(endsAt: number | null | undefined, serverNow: number): number | null {
  if (typeof endsAt !== "number" || !Number.isFinite(endsAt)) return null;
  return Math.max(0, endsAt - serverNow);
}

/** Re-renders every tick while a deadline is set and returns the milliseconds left. */
export function useRemainingMs(endsAt: number | null | undefined, serverNow: () => number): number | null {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (typeof endsAt !== "number") return;
    const id = setInterval(() => setTick((t) => t + 1), TICK_MS);
    return () => clearInterval(id);
  }, [endsAt]);
  return remainingMs(endsAt, serverNow());
}

/** Phase lengths are seconds (at most a few minutes); a value this large can only be milliseconds already. */
const LARGEST_SECONDS_VALUE = 10_000;

export function phaseDurationMs(phaseDuration: number | null | undefined): number | null {
  if (typeof phaseDuration !== "number" || !(phaseDuration > 0)) return null;
  return phaseDuration >= LARGEST_SECONDS_VALUE ? phaseDuration : phaseDuration * 1000;
}

export function CountdownBar({
  phaseEndsAt,
  phaseDuration,
  fallbackDurationMs,
  serverNow,
  label = "الوقت المتبقي",
  className,
}: {
  phaseEndsAt: number | null | undefined;
  /** The phase's full length in seconds (the server's `phaseDuration`); the spec's default when it is missing. */
  phaseDuration?: number | null;
  fallbackDurationMs?: number;
  serverNow: () => number;
  label?: string;
  className?: string;
}) {
  const left = useRemainingMs(phaseEndsAt, serverNow);
  if (left === null) return null;
  const total = phaseDurationMs(phaseDuration) ?? fallbackDurationMs ?? left;
  // A clock offset a little off can put the deadline past the phase's length; never show more than it.
  const shown = Math.min(left, total);
  const fraction = total > 0 ? shown / total : 0;
  const seconds = Math.ceil(shown / 1000);
  const tone = seconds <= URGENT_SECONDS ? "urgent" : seconds <= WARN_SECONDS ? "warn" : "calm";
  return (
    <div className={cx("w-full", className)}>
      <div className="mb-1 flex items-center justify-between gap-3 text-sm">
        <span className="flex items-center gap-1.5 text-white/70">
          <Timer aria-hidden="true" className="size-4" />
          {label}
        </span>
        <span
          className={cx(
            "font-bold tabular-nums",
            tone === "urgent" ? "text-rose-300" : tone === "warn" ? "text-gold-300" : "text-white",
          )}
          aria-live={seconds <= URGENT_SECONDS ? "polite" : "off"}
        >
          {countText(seconds, SECONDS)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.round(total / 1000)}
        aria-valuenow={seconds}
        className="h-2.5 w-full overflow-hidden rounded-full bg-white/10"
      >
        <div
          className={cx(
            "h-full rounded-full transition-[width] duration-200 ease-linear",
            tone === "urgent" ? "bg-rose-400" : tone === "warn" ? "bg-gold-400" : "bg-brand-400",
          )}
          style={{ width: `${fraction * 100}%` }}
        />
      </div>
    </div>
  );
}
