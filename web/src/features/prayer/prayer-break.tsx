// «استراحة الصلاة» as every screen shows it: the notice a minute before, and the
// break itself with the prayer's name and a countdown («نعود بعد 14:32»). The phones show a
// banner with the host's «استئناف الآن» and «تمديد 5 دقائق»; the big screen and the audience
// show it large in place of the stage. The state comes from the room (the pause names the prayer).
import { BellRing, ClockPlus, MoonStar, Play } from "lucide-react";
import type { ReactNode } from "react";
import { PRAYER_NAMES_AR } from "../../../../schema/prayer-cities";
import type { RoomView } from "../../../../schema/protocol";
import { Button } from "../../ui/button";
import { cx } from "../../ui/cx";
import { breakClock, useMsUntil } from "./countdown";

export const PRAYER_BREAK_TEXT = {
  title: "استراحة الصلاة",
  soon: "تبدأ استراحة الصلاة بعد دقيقة",
  resumeNow: "استئناف الآن",
  extend: "تمديد 5 دقائق",
} as const;

/** «حان وقت صلاة المغرب» */
export const prayerDueText = (name: string) => `حان وقت صلاة ${name}`;

/**
 * The prayer a game is paused for and the time left as the screens write it («14:32»),
 * ticking until the break ends; null outside a prayer break.
 */
function usePrayerBreak(state: RoomView, now: () => number): { name: string; clock: string } | null {
  const p = state.game?.pausedPrayer;
  const left = useMsUntil(p?.endsAt, now);
  return p && left !== null ? { name: PRAYER_NAMES_AR[p.prayer], clock: breakClock(left) } : null;
}

/**
 * The break where a screen shows it: a polite live region, so a screen reader says the
 * prayer once when the break starts; nothing outside a break.
 */
function BreakSection({ state, now, testId, className, children }: { state: RoomView; now: () => number; testId: string; className: string; children: (current: { name: string; clock: string }) => ReactNode }) {
  const current = usePrayerBreak(state, now);
  if (!current) return null;
  return (
    <section role="status" aria-live="polite" data-testid={testId} className={className}>
      {children(current)}
    </section>
  );
}

/** A minute before the prayer, while the game still runs. */
export function PrayerNotice({ state, big = false }: { state: RoomView; big?: boolean }) {
  const notice = state.prayerBreaks?.notice;
  if (!notice || !state.game || state.game.paused) return null;
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="prayer-notice"
      className={cx(
        "flex items-center justify-center gap-3 rounded-3xl bg-[#134e4a]/60 text-center font-bold text-[#ccfbf1] ring-1 ring-[#5eead4]/40",
        big ? "px-8 py-3 text-[3rem]" : "px-4 py-3 text-base",
      )}
    >
      <BellRing aria-hidden="true" className="size-[1.2em] shrink-0 text-[#5eead4]" />
      <span>
        {PRAYER_BREAK_TEXT.soon}: صلاة {PRAYER_NAMES_AR[notice.prayer]}
      </span>
    </p>
  );
}

/** The phones: the break under the top bar, with the host's two buttons. */
export function PrayerBreakBanner({ state, now, onResume, onExtend }: { state: RoomView; now: () => number; onResume: () => void; onExtend: () => void }) {
  return (
    <BreakSection
      state={state}
      now={now}
      testId="prayer-break"
      className="flex flex-col gap-3 rounded-3xl bg-linear-to-b from-[#134e4a]/70 to-night-900/60 px-4 py-4 ring-1 ring-[#5eead4]/40"
    >
      {(current) => (
        <>
          <div className="flex items-center gap-3">
            <MoonStar aria-hidden="true" className="size-8 shrink-0 text-[#5eead4]" />
            <div className="min-w-0 flex-1">
              <h2 className="text-lg font-bold text-white">{prayerDueText(current.name)}</h2>
              <p className="text-sm text-white/80">
                {PRAYER_BREAK_TEXT.title}: {current.name} — نعود بعد{" "}
                <span role="timer" dir="ltr" className="inline-block text-2xl font-bold tabular-nums text-[#ccfbf1]" data-testid="prayer-break-clock">
                  {current.clock}
                </span>
              </p>
            </div>
          </div>
          {state.isAdmin ? (
            <div className="grid grid-cols-2 gap-2">
              <Button size="sm" onClick={onResume} icon={<Play aria-hidden="true" className="size-4" />}>
                {PRAYER_BREAK_TEXT.resumeNow}
              </Button>
              <Button size="sm" variant="secondary" onClick={onExtend} icon={<ClockPlus aria-hidden="true" className="size-4" />}>
                {PRAYER_BREAK_TEXT.extend}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </BreakSection>
  );
}

/** The big screen and the audience: the break in place of the stage. */
export function PrayerBreakPanel({ state, big }: { state: RoomView; big: boolean }) {
  return (
    <BreakSection
      state={state}
      now={Date.now}
      testId="screen-prayer-break"
      className={cx("screen-reveal flex flex-1 flex-col items-center justify-center text-center", big ? "gap-[2.5rem]" : "gap-4")}
    >
      {(current) => (
        <>
          <MoonStar aria-hidden="true" className={cx("text-[#5eead4]", big ? "size-[9rem]" : "size-16")} />
          <p className={cx("font-bold text-[#99f6e4]", big ? "text-[3rem]" : "text-xl")}>{PRAYER_BREAK_TEXT.title}</p>
          <h1 className={cx("font-bold text-white", big ? "text-[6rem] leading-tight" : "text-3xl")}>{prayerDueText(current.name)}</h1>
          <p className={cx("font-bold text-white/85", big ? "text-[3rem]" : "text-lg")}>
            نعود بعد{" "}
            <span role="timer" dir="ltr" className={cx("inline-block tabular-nums text-gold-300", big ? "text-[7rem]" : "text-4xl")} data-testid="screen-prayer-clock">
              {current.clock}
            </span>
          </p>
        </>
      )}
    </BreakSection>
  );
}
