// A lobby choice the room echoes back: the host's latest choice is shown at once and is what the
// next change builds on, until the room's copy shows it. Without it a select showed the old city
// until the echo came, and a second change made before then was built on the old copy and sent
// its stale fields back.
import { useCallback, useEffect, useRef, useState } from "react";
import { ROOM_CLIENT } from "../../../../schema/limits";

/** Ours: how many of our own recent sends are recognised as echoes. */
export const RECENT_SENDS = 20;

/**
 * The draft to keep when the room's copy changes: none once the room shows it, or once it shows
 * something we never sent (another change won, or the room corrected ours); kept while the room
 * shows an echo of one of our older sends, since the newest is still on its way.
 */
export function draftOnEcho<T>(draft: T | null, server: T | null, recent: readonly T[], same: (a: T, b: T) => boolean): T | null {
  if (draft === null) return null;
  if (server !== null && same(draft, server)) return null;
  return server !== null && recent.some((sent) => same(sent, server)) ? draft : null;
}

/**
 * Whether the room's copy really changed: only a new value is an echo. A redraw with the same copy
 * (a whole state, a new object each time, such as the full sync a join asks for) is not, and
 * must not take away a choice the host has just made and the room has not yet heard.
 */
export function roomCopyChanged<T>(before: T | null, server: T | null, same: (a: T, b: T) => boolean): boolean {
  return before !== server && !(before !== null && server !== null && same(before, server));
}

/**
 * `server` is the room's copy (null: never set); `send` tells the room. Returns what to show and
 * how to change it. A draft the room never echoes (refused, or lost with the socket) gives way to
 * the room's copy after ROOM_CLIENT.settingEchoWaitMs: the page never keeps showing what the room
 * does not have.
 */
export function useEchoedDraft<T>(server: T | null, send: (value: T) => void, same: (a: T, b: T) => boolean): [T | null, (next: T) => void] {
  const [draft, setDraft] = useState<T | null>(null);
  const recent = useRef<T[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sameRef = useRef(same);
  sameRef.current = same;

  useEffect(() => () => clearTimeout(timer.current), []);
  const lastServer = useRef(server);
  useEffect(() => {
    const before = lastServer.current;
    lastServer.current = server;
    if (!roomCopyChanged(before, server, sameRef.current)) return;
    setDraft((current) => draftOnEcho(current, server, recent.current, sameRef.current));
  }, [server]);

  const change = useCallback(
    (next: T) => {
      setDraft(next);
      recent.current = [...recent.current, next].slice(-RECENT_SENDS);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setDraft(null), ROOM_CLIENT.settingEchoWaitMs);
      send(next);
    },
    [send],
  );

  return [draft ?? server, change];
}
