// The admin's lobby selection: shown at once, sent on every change (update-settings),
// and reconciled with the room's copy when the server echoes it back.
import { useCallback, useEffect, useRef, useState } from "react";
import { ROOM_CLIENT } from "../../../../schema/limits";
import type { LobbySelection } from "../../../../schema/protocol";
import { draftOnEcho, RECENT_SENDS, roomCopyChanged } from "./echoed-draft";

/** Ours: a slider being dragged sends its value at most this often. */
const SLIDER_SEND_MS = 200;

export function sameSelection(a: LobbySelection, b: LobbySelection): boolean {
  if (a.gameType !== b.gameType) return false;
  if (a.categories.length !== b.categories.length || a.categories.some((id, i) => id !== b.categories[i])) return false;
  const keys = new Set([...Object.keys(a.settings ?? {}), ...Object.keys(b.settings ?? {})]);
  for (const key of keys) if (a.settings?.[key] !== b.settings?.[key]) return false;
  return true;
}

export interface LobbySelectionApi {
  selection: LobbySelection;
  change: (next: LobbySelection, options?: { slider?: boolean }) => void;
  /** Sends a slider's value still waiting for its turn now: before a start, whose own settings the room takes, and after which it would refuse a late one. */
  flush: () => void;
  /**
   * The selection as of now, a change made since the last render included. An effect runs after
   * the render it was made in, and a tap can come between: it reads this, not its render's copy.
   */
  latest: () => LobbySelection;
}

/**
 * `server` is the room's lobby; `send` sends update-settings. While the admin's own
 * changes are on their way, the latest draft is shown. The draft is dropped when the
 * server's copy matches it, or when the server shows something we never sent (the
 * server corrected it); an echo of one of our older sends is ignored, and so is a whole
 * state that carries the same copy as before (roomCopyChanged).
 */
export function useLobbySelection(server: LobbySelection, send: (selection: LobbySelection) => void): LobbySelectionApi {
  const [draft, setDraft] = useState<LobbySelection | null>(null);
  const recent = useRef<LobbySelection[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingSlider = useRef<LobbySelection | null>(null);
  const echoWait = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(echoWait.current);
    },
    [],
  );

  const lastServer = useRef(server);
  useEffect(() => {
    const before = lastServer.current;
    lastServer.current = server;
    if (!roomCopyChanged(before, server, sameSelection)) return;
    // A slider still being dragged keeps its draft until the room shows it.
    setDraft((current) => (current && pendingSlider.current && !sameSelection(current, server) ? current : draftOnEcho(current, server, recent.current, sameSelection)));
  }, [server]);

  const deliver = useCallback(
    (selection: LobbySelection) => {
      recent.current = [...recent.current, selection].slice(-RECENT_SENDS);
      // A choice the room never echoes (refused, or lost) gives way to the room's copy, as useEchoedDraft's does.
      clearTimeout(echoWait.current);
      echoWait.current = setTimeout(() => {
        if (!pendingSlider.current) setDraft(null);
      }, ROOM_CLIENT.settingEchoWaitMs);
      send(selection);
    },
    [send],
  );

  const shown = draft ?? server;
  const latestShown = useRef(shown);
  latestShown.current = shown;
  const latest = useCallback(() => latestShown.current, []);

  const change = useCallback(
    (next: LobbySelection, options?: { slider?: boolean }) => {
      latestShown.current = next;
      setDraft(next);
      if (options?.slider) {
        pendingSlider.current = next;
        if (timer.current === undefined) {
          timer.current = setTimeout(() => {
            timer.current = undefined;
            const waiting = pendingSlider.current;
            pendingSlider.current = null;
            if (waiting) deliver(waiting);
          }, SLIDER_SEND_MS);
        }
        return;
      }
      clearTimeout(timer.current);
      timer.current = undefined;
      pendingSlider.current = null;
      deliver(next);
    },
    [deliver],
  );

  const flush = useCallback(() => {
    const waiting = pendingSlider.current;
    if (!waiting) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    pendingSlider.current = null;
    deliver(waiting);
  }, [deliver]);

  return { selection: shown, change, flush, latest };
}
