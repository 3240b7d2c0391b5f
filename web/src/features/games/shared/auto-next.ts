// The round's pacing after its results: by default the game moves on by itself after a
// countdown that starts once the show has played; the host may hold it («انتظار») or skip it
// («التالي»). Shared by the phones' results screens and the big screen's foot. Pure but for the hook.
import { useEffect, useState } from "react";
import type { GameViewFields } from "../../../../../schema/game-views";
import { showEndsAt } from "../../../../../schema/show";
import { nextRoundLabel } from "./rounds";

export const AUTO_NEXT_TEXTS = {
  hold: "انتظار",
  next: "التالي",
  /** While the phones follow the big screen's show. */
  watch: "شوفوا الشاشة",
} as const;

/** «الجولة التالية بعد 8» (or the kill round, or the final ranking). */
export const autoNextLine = (round: { roundNumber: number; totalRounds: number }, seconds: number) => `${nextRoundLabel(round)} بعد ${seconds}`;

type Pacing = Pick<GameViewFields, "phaseEndsAt" | "autoNext" | "held" | "show" | "paused">;

/** Where the round's results are now: their show still playing, counting down, or waiting for the host. */
export function pacingAt(view: Pacing, now: number): "show" | "counting" | "host" {
  if (view.show && now < showEndsAt(view.show)) return "show";
  if (view.autoNext && !view.held && !view.paused && view.phaseEndsAt !== null) return "counting";
  return "host";
}

/** Whole seconds left until the room's deadline, on the room's clock, counting down. */
export function useSecondsTo(at: number | null, serverNow: () => number): number | null {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (at === null) return;
    setNow(serverNow());
    const timer = setInterval(() => setNow(serverNow()), 250);
    return () => clearInterval(timer);
  }, [at, serverNow]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The pacing as it changes with the room's clock (the show ends, the countdown starts). */
export function usePacing(view: Pacing, serverNow: () => number) {
  const end = view.show ? showEndsAt(view.show) : null;
  const left = useSecondsTo(view.autoNext && !view.held ? view.phaseEndsAt : null, serverNow);
  const showLeft = useSecondsTo(end, serverNow);
  return { pacing: pacingAt(view, serverNow()), seconds: left, showPlaying: showLeft !== null && showLeft > 0 };
}
