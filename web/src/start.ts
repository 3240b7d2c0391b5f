// The page's entry script: the stylesheets, then the app (main.tsx, its own chunk). A page
// that arrives drawn reads fully without the app, so the app waits:
//   - a page of reading and links (the landing, the legal pages, the 404, a blog page, a room
//     link's join card, a visitor's /premium with its tiers): its links are plain <a> elements
//     that work without script, and the join card's field takes typing (the app keeps it). The app starts on the
//     first touch, key or focus once the page has loaded (its fonts and pictures first), or once the phone
//     has been idle a while after the load; a tap on a button that needs the app starts it at once, is
//     held, and given to the button once the app has hydrated it.
//     A phone that opens the landing and reads spends nothing on the app while the page loads.
//   - a room's big screen the worker drew in its lobby: its socket opens at once (players joining
//     in its first seconds appear only once it is open), and the app starts when a frame changes
//     what the lobby shows, on a key or a touch, or once idle after the load.
//   - any other drawn page (the build's room frame, which shows nothing until the app answers, or
//     a join card this device already entered, which goes straight back into the room):
//     the app starts once the first frame has been presented, so the page paints first.
// A page that is not drawn (the neutral shell) is the app's to draw: it starts at once.
import "./fonts.css";
import "./styles.css";
import { enableFullStylesheet } from "./full-css";
import { openEarlySocket } from "./live/early-socket";
import { frameJudge } from "./features/screen/frame-judge";
import { SCREEN_DATA_ID } from "./features/screen/screen-data-id";
import { numberHistoryEntry } from "./runtime/history-entry";
import { isAppOwned } from "./runtime/owned";
import { yieldToMain } from "./runtime/yield";

// zod reads this when it first loads (after this script, in the app's chunks). Without it zod
// probes for `new Function` to compile fast parsers; the page's CSP forbids eval, so the probe
// fails quietly but the browser reports a CSP violation on every page that validates a form.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= { jitless: true };

/** The drawn pages that read and link without the app (web/src/first-page.ts, worker/routes/pages.ts). */
const READABLE_PAGES = new Set(["landing", "privacy", "terms", "contact", "not-found", "blog", "join", "premium"]);
/** How long after the load a page nobody touched waits before it starts the app anyway. */
const IDLE_START_AFTER_LOAD_MS = 3000;
/** The longest an idle start then waits for the main thread to be free. */
const IDLE_START_TIMEOUT_MS = 2000;
/** The events that show someone is about to use the page. */
const INTENT_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;
/** On the big screen: a remote's keys or a touch. */
const SCREEN_INTENT_EVENTS = ["pointerdown", "touchstart", "keydown"] as const;

/** The app's start, once begun: resolves once it has hydrated or drawn the page's first frame. */
let started: Promise<unknown> | null = null;
const startApp = () => (started ??= runApp());

/**
 * Starts the app in steps, each a task of its own: the libraries (Preact, the router, the query
 * cache) are evaluated, then the app's own modules, then the page's route chunk is asked for, then
 * the history entry is numbered (runtime/history-entry.ts), then the app hydrates or draws the
 * page (the route's chunk is evaluated, then drawn, a task apart too: app.tsx). Evaluating and
 * hydrating in one go was the load's longest task on a phone.
 */
async function runApp(): Promise<void> {
  await import("./runtime/libraries");
  await yieldToMain();
  // The landing is its own chunk (a room link never loads it); on the landing it is fetched beside the app, not after it.
  const landing = document.getElementById("root")?.dataset.prerendered === "landing" ? import("./routes/landing") : null;
  const { mount, preloadPageRoute, settleStart } = await import("./main");
  await landing;
  await yieldToMain();
  // Asking for the route's chunks (a link for each) is work too: a task before hydrating.
  const route = preloadPageRoute(window.location.pathname);
  await yieldToMain();
  numberHistoryEntry();
  await yieldToMain();
  mount();
  // The route's first draw comes a task after its code (app.tsx), and its parts and the renders
  // after it in tasks of their own (main.tsx) until the phone is next idle.
  // A route that failed to load is the router's to show (its lazy render rejects); the start ends either way.
  await Promise.allSettled([route]);
  await idle(SETTLE_TIMEOUT_MS);
  settleStart();
}

/** The longest the start's paced renders wait for an idle moment before they end anyway. */
const SETTLE_TIMEOUT_MS = 3000;

/** Resolves once the main thread is idle (or after `timeout` ms, or a frame where idle callbacks are missing). */
function idle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}

/**
 * Calls `then` once the page has loaded (its fonts and pictures) and been painted: a page that
 * reads without the app gives its own content the bandwidth and the main thread first (a tap on
 * a button does not wait: startOnIntent).
 */
function afterLoad(then: () => void): void {
  if (document.readyState === "complete") afterFirstPaint(then);
  else window.addEventListener("load", () => afterFirstPaint(then), { once: true });
}

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

/** A room link this device already entered (features/room/profile.ts keeps `roomNickname_{player}_{code}`): the app takes it back into the room at once. */
function enteredRoomHere(): boolean {
  const code = decodeURIComponent(window.location.pathname.split("/").filter(Boolean).at(-1) ?? "").trim().toUpperCase();
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith("roomNickname_") && key.toUpperCase().endsWith(`_${code}`) && window.localStorage.getItem(key)?.trim()) return true;
    }
  } catch {
    // Storage refused (a private mode): nothing was remembered here.
  }
  return false;
}

/** How often, and how many times, a held tap looks whether the app has taken its button over. */
const HYDRATED_POLL_MS = 50;
const HYDRATED_POLL_TRIES = 600;

/**
 * Calls `then` once the app has hydrated `element` (runtime/owned.ts). The renderer
 * does not replay a click on a part it has not hydrated yet (a lazily loaded route still
 * loading its code), so a held tap is given back only then; a button the app replaced is dropped.
 */
function whenHydrated(element: Element, then: () => void, tries = 0): void {
  if (!element.isConnected) return;
  if (isAppOwned(element)) then();
  else if (tries < HYDRATED_POLL_TRIES) setTimeout(() => whenHydrated(element, then, tries + 1), HYDRATED_POLL_MS);
}

/**
 * Starts the app on the first sign of use, or when idle a while after the load. A click on a
 * button (an <a> navigates on its own) before the app runs is held and given to the button once
 * the app has hydrated it.
 */
function startOnIntent(root: HTMLElement, intents: readonly string[] = INTENT_EVENTS): void {
  const onIntent = () => {
    for (const type of intents) window.removeEventListener(type, onIntent, true);
    afterLoad(() => void startApp());
  };
  for (const type of intents) window.addEventListener(type, onIntent, { capture: true, passive: true });

  // Held until the app owns that very button, not until the app starts: a lazily loaded route
  // hydrates its part of the page after the app has started, and a tap in between would be lost.
  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || !root.contains(button) || button.disabled || isAppOwned(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void startApp().then(() => whenHydrated(button, () => button.click()));
  };
  root.addEventListener("click", holdClick, true);

  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => void startApp(), { timeout: IDLE_START_TIMEOUT_MS });
    else void startApp();
  };
  afterLoad(() => setTimeout(whenIdle, IDLE_START_AFTER_LOAD_MS));
}

// The full stylesheet goes on for the screen as soon as it arrives, app or not (hover and focus states).
enableFullStylesheet();
const root = document.getElementById("root");
const page = root?.dataset.prerendered;
// A big screen is live before its app runs: its socket opens now, and the app adopts it (live/early-socket.ts).
// The lobby the worker drew is the one the app would draw, so the app waits until a frame says
// something it does not show (features/screen/drawn-lobby.ts), a key or a touch, or idle after the load.
const screenCode = /^\/screen\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
const screenData = page === "screen" ? document.getElementById(SCREEN_DATA_ID)?.textContent : null;
const onScreenFrame = screenData ? frameJudge(screenData, () => import("./features/screen/drawn-lobby"), () => void startApp()) : null;
const screenWaits = !!(root && screenCode && openEarlySocket(root, screenCode, "screen", onScreenFrame) && screenData);
// Focus moving on a TV is no sign of use: its sound prompt takes focus by itself (autofocus), for a remote's OK key.
if (root && screenWaits) startOnIntent(root, SCREEN_INTENT_EVENTS);
else if (root && page !== undefined && READABLE_PAGES.has(page) && !(page === "join" && enteredRoomHere())) startOnIntent(root);
// A hidden tab paints nothing until it is shown: start there at once.
else if (page !== undefined && document.visibilityState === "visible") afterFirstPaint(() => void startApp());
else void startApp();
