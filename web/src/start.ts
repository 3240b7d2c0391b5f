// The page's entry script: the stylesheets, then the app (main.tsx, its own chunk, which the
// HTML preloads). A page that arrives drawn (prerendered, or a blog page the worker filled in)
// is put on screen before the app's code runs: evaluating React and hydrating is the load's
// longest task, and run before the first frame was presented it held up the paint of a page
// that needs no script to be read. Any other page is drawn by the app, so it starts at once.
import "./fonts.css";
import "./styles.css";

// zod reads this when it first loads (after this script, in the app's chunks). Without it zod
// probes for `new Function` to compile fast parsers; the page's CSP forbids eval, so the probe
// fails quietly but the browser reports a CSP violation on every page that validates a form.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= { jitless: true };

const startApp = () => void import("./main");

/**
 * Calls `then` once the first contentful paint has been presented: the paint timing entry
 * arrives after presentation, whereas an animation frame runs before the frame is drawn,
 * which on a busy phone can be long after. Without paint timing: after the next frame.
 */
function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
}

const drawn = document.getElementById("root")?.dataset.prerendered !== undefined;
// A hidden tab paints nothing until it is shown: start there at once.
if (drawn && document.visibilityState === "visible") afterFirstPaint(startApp);
else startApp();
