// The start button's spinner shows at least 1.2 s on success too (spec 001 §9): the lobby stays,
// its button spinning, that long after the press; then the game takes over.
import { useCallback, useEffect, useState } from "react";
import { startSpinnerHoldMs } from "../../live/room-state";
import type { RoomSend } from "../../live/use-room";

/** The lobby's send (which notes when the host pressed start), and how much longer the lobby stays. */
export function useStartHold(send: RoomSend, inGame: boolean): { lobbySend: RoomSend; holdMs: number } {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const lobbySend = useCallback<RoomSend>(
    (type, data) => {
      if (type === "start-game") setStartedAt(Date.now());
      return send(type, data);
    },
    [send],
  );
  const holdMs = inGame ? startSpinnerHoldMs(startedAt, Date.now()) : 0;
  useEffect(() => {
    if (holdMs <= 0) return;
    const timer = setTimeout(() => setStartedAt(null), holdMs);
    return () => clearTimeout(timer);
  }, [holdMs]);
  return { lobbySend, holdMs };
}
