// The router numbers the page's history entry on its first draw: `idx` in `history.state`,
// written with a replaceState when the entry has none. The start does it a task earlier, in a
// task of its own, so the hydrating task does not also carry the browser's work for it (17 ms
// of one hydrating task under Lighthouse's instrumentation on /screen).

/** Gives the current history entry the number the router would give it (0), keeping what it holds; an entry already numbered is left alone. */
export function numberHistoryEntry(history: Pick<History, "state" | "replaceState"> = window.history): void {
  const state = history.state as { idx?: unknown } | null;
  if (state?.idx == null) history.replaceState({ ...state, idx: 0 }, "");
}
