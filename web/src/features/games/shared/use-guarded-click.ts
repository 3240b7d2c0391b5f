// A button's click through the page-wide click guard (click-guard.ts): one tap, one
// action. The guard is shared by every game button on the page, since the 100 ms
// debounce is global; each button keeps its own 300 ms delay and 1.2 s disable.
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from "react";
import { clickEnabledAt, EMPTY_CLICK_GUARD, finishClick, isClickDisabled, tryClick, type ClickGuardState } from "./click-guard";

let guard: ClickGuardState = EMPTY_CLICK_GUARD;
const listeners = new Set<() => void>();

function setGuard(next: ClickGuardState) {
  if (next === guard) return;
  guard = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const snapshot = () => guard;

/** Spec 001 §4: button states reset when the tab becomes visible again. */
export function resetClickGuard() {
  setGuard(EMPTY_CLICK_GUARD);
}

export interface GuardedClick {
  /** Runs `action` unless the guard refuses the tap; true when it ran. */
  run: (action: () => unknown) => boolean;
  /** The 1.2 s after an accepted tap. */
  disabled: boolean;
}

export function useGuardedClick(id?: string): GuardedClick {
  const autoId = useId();
  const key = id ?? autoId;
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [, setTick] = useState(0);

  // Re-render when the 1.2 s disable ends.
  useEffect(() => {
    const at = clickEnabledAt(current, key, Date.now());
    if (at === null) return;
    const timer = setTimeout(() => setTick((t) => t + 1), Math.max(0, at - Date.now()) + 5);
    return () => clearTimeout(timer);
  }, [current, key]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "visible") resetClickGuard();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  const run = useCallback(
    (action: () => unknown) => {
      const result = tryClick(guard, key, Date.now());
      setGuard(result.state);
      if (!result.allowed) return false;
      const finish = () => setGuard(finishClick(guard, key));
      try {
        // Called synchronously so the action keeps the tap's user-gesture context.
        void Promise.resolve(action()).finally(finish);
      } catch (error) {
        finish();
        throw error;
      }
      return true;
    },
    [key],
  );

  return { run, disabled: isClickDisabled(current, key, Date.now()) };
}
