// Walks the staged reveal (beats.ts) in real time. Where the room sent the show's schedule (issue
// 43), the walk runs on the room's clock (`serverNow`, synced by the connection): every screen and
// phone is at the same beat, and a TV that reloads mid-reveal resumes at the current beat instead
// of starting over. The big screen leads on that clock alone; a phone that follows it never runs
// ahead of what the room has told it (`show.shown`, beatOnScreen). Without a schedule the results'
// arrival starts the show. Reduced motion walks the same beats (only the movement inside them
// stops, in screen.css).
import { useEffect, useRef, useState } from "react";
import type { GameView } from "../../../../../schema/protocol";
import { beatOnScreen, nextDrawIn, reached, revealBeats, showLength, type Beat, type BeatKind, type ShowRole } from "./beats";

export interface Show {
  beats: Beat[];
  index: number;
  beat: Beat | null;
  /** The whole show has played (the round's countdown or the host's «التالي» is the next thing). */
  finished: boolean;
  /** Whether `kind` (about `subject`) is on screen by now. */
  reached(kind: BeatKind, subject?: string | null): boolean;
}

export function useShow(game: GameView | null, role: ShowRole, serverNow: () => number = Date.now): Show {
  const beats = revealBeats(game);
  const schedule = game?.show ?? null;
  // One show per results phase: a later frame of the same phase (a presence change, a beat told) does not restart it.
  const key = beats.length && game ? `${game.roundNumber}:${game.phaseSeq}:${schedule?.startsAt ?? ""}` : null;
  const started = useRef<{ key: string | null; at: number }>({ key: null, at: 0 });
  if (started.current.key !== key) started.current = { key, at: schedule ? schedule.startsAt : serverNow() };
  const [now, setNow] = useState(serverNow);
  const length = showLength(beats);
  const elapsed = Math.max(now, serverNow()) - started.current.at;

  // Waits from what this render drew (`elapsed`), not from when the effect runs (after paint).
  useEffect(() => {
    if (!key) return;
    const wait = nextDrawIn(beats, elapsed, serverNow() - started.current.at);
    if (wait === null) return;
    const timer = setTimeout(() => setNow(serverNow()), wait + 10);
    return () => clearTimeout(timer);
  }, [key, elapsed, beats, serverNow]);

  const index = key ? beatOnScreen(beats, schedule, elapsed, role) : -1;
  return {
    beats,
    index,
    beat: index >= 0 ? beats[index] : null,
    finished: !!key && elapsed >= length && index === beats.length - 1,
    reached: (kind, subject = null) => index >= 0 && reached(beats, index, kind, subject),
  };
}

/** The viewer asked for less motion: the show keeps its beats, not its movement. */
export function useReducedMotion(): boolean {
  const query = "(prefers-reduced-motion: reduce)";
  const [reduced, setReduced] = useState(() => typeof matchMedia !== "undefined" && matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, []);
  return reduced;
}
