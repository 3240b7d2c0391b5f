// A prerendered page carries its own critical CSS inline and the full stylesheet as a print
// sheet, so it never holds up the first paint (scripts/build/prerender.ts). Once that sheet has
// arrived it is switched on for the screen; nothing moves, since the inline rules are a subset.
export const FULL_CSS_ATTRIBUTE = "data-full-css";

export function enableFullStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${FULL_CSS_ATTRIBUTE}]`)) {
    const enable = () => void (link.media = "all");
    if (link.sheet) enable();
    else link.addEventListener("load", enable, { once: true });
  }
}

/** The longest the app waits for the full stylesheet before it starts anyway. */
export const FULL_CSS_WAIT_MS = 3000;

/**
 * Resolves once the full stylesheet has arrived (or failed to): the app's code, started before
 * that, would share the phone's network with it, and on a slow line the sheet would then land
 * after the first paint and move a worker-drawn page (a blog post, /premium), whose inline
 * rules are the shell's. Resolves at once when the page has no such sheet, and after
 * `waitAtMostMs` whatever happened (a sheet that failed before this ran fires nothing more).
 */
export function fullStylesheetArrived(waitAtMostMs = FULL_CSS_WAIT_MS): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>(`link[${FULL_CSS_ATTRIBUTE}]`)].filter((link) => !link.sheet);
  if (!pending.length) return Promise.resolve();
  const arrived = Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener("load", () => resolve(), { once: true });
          link.addEventListener("error", () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
  return Promise.race([arrived, new Promise<void>((resolve) => setTimeout(resolve, waitAtMostMs))]);
}
