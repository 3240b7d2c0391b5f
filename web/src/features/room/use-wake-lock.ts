// Keeps the phone's screen on while the room is open (Screen Wake Lock API, where
// available). The browser drops the lock when the page is hidden, so it is taken
// again whenever the page becomes visible.
import { useEffect } from "react";

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}

interface WakeLockLike {
  request(type: "screen"): Promise<WakeLockSentinelLike>;
}

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let cancelled = false;

    async function acquire() {
      if (cancelled || document.visibilityState !== "visible") return;
      if (sentinel && !sentinel.released) return;
      try {
        const next = await wakeLock!.request("screen");
        if (cancelled) void next.release().catch(() => undefined);
        else sentinel = next;
      } catch {
        /* refused (battery saver, no user gesture yet, unsupported): the room still works */
      }
    }

    const onVisibility = () => void acquire();
    document.addEventListener("visibilitychange", onVisibility);
    void acquire();
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
    };
  }, [active]);
}

/** The page was reloaded on this very URL (not reached by navigating inside the app). */
export function wasJustRefreshed(): boolean {
  try {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (!entry || entry.type !== "reload") return false;
    return new URL(entry.name).pathname === window.location.pathname;
  } catch {
    return false;
  }
}
