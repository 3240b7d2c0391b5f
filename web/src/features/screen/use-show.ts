// Walks the staged reveal (beats.ts) in real time: the results' arrival starts the show, each
// beat follows after its own length, the last stays. Reduced motion walks the same beats (only
// the movement inside them stops, in screen.css).
import { useEffect, useRef, useState } from "react";
import type { GameView } from "../../../../schema/protocol";
import { beatAt, reached, revealBeats, showLength, type Beat, type BeatKind } from "./beats";

export interface Show {
  beats: Beat[];
  index: number;
  beat: Beat | null;
  /** The whole show has played (the host's «التالي» is the next thing). */
  finished: boolean;
  /** Whether `kind` (about `subject`) is on screen by now. */
  reached(kind: BeatKind, subject?: string | null): boolean;
}

export function useShow(game: GameView | null): Show {
  const beats = revealBeats(game);
  // One show per results phase: a later frame of the same phase (a presence change) does not restart it.
  const key = beats.length && game ? `${game.roundNumber}:${game.phaseSeq}` : null;
  const started = useRef<{ key: string | null; at: number }>({ key: null, at: 0 });
  if (started.current.key !== key) started.current = { key, at: Date.now() };
  const [now, setNow] = useState(() => Date.now());
  const length = showLength(beats);
  const elapsed = now - started.current.at;

  useEffect(() => {
    if (!key) return;
    const next = beats.find((b) => b.at > Date.now() - started.current.at);
    const wait = next ? next.at - (Date.now() - started.current.at) : length - (Date.now() - started.current.at);
    if (wait < 0 && !next) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, wait) + 10);
    return () => clearTimeout(timer);
  }, [key, now, beats, length]);

  const index = key ? beatAt(beats, elapsed) : -1;
  return {
    beats,
    index,
    beat: index >= 0 ? beats[index] : null,
    finished: !!key && elapsed >= length,
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
