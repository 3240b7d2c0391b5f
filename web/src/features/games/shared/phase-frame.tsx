// The top of every acting phase: the countdown to the room's deadline, and the room's notice
// (e.g. why a phase was skipped) when it gives one.
import { Info } from "lucide-react";
import { CountdownBar } from "../chrome/countdown-bar";
import { GameNotice } from "./game-panel";

interface PhaseClockView {
  phaseEndsAt: number | null | undefined;
  phaseDuration?: number | null;
}

/** The phase's countdown; `fallbackMs` is the spec's length when the room does not say it. */
export function PhaseCountdown({ view, serverNow, fallbackMs, label }: { view: PhaseClockView; serverNow: () => number; fallbackMs: number; label: string }) {
  return <CountdownBar phaseEndsAt={view.phaseEndsAt} phaseDuration={view.phaseDuration} fallbackDurationMs={fallbackMs} serverNow={serverNow} label={label} />;
}

export function PhaseNotice({ notice }: { notice: string | null | undefined }) {
  return notice ? <GameNotice icon={<Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}>{notice}</GameNotice> : null;
}
