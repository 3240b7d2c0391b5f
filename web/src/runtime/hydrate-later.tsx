// The app hydrates a drawn page in several tasks, not one: a part wrapped here is hydrated a
// task after the rest of the page, so no single task holds the whole page's first render
// (with the code it compiles on first call) on a slow phone.
import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType, type ReactElement } from "react";
import { yieldToMain } from "./yield";

/** Whether the app is hydrating the drawn page it started on (main.tsx sets it, start.ts clears it once the page has settled). */
let hydratingStartPage = false;
const settleListeners = new Set<() => void>();

export function setHydratingStartPage(on: boolean): void {
  if (hydratingStartPage === on) return;
  hydratingStartPage = on;
  settleListeners.forEach((listener) => listener());
}

export const isHydratingStartPage = (): boolean => hydratingStartPage;

const onSettle = (listener: () => void) => {
  settleListeners.add(listener);
  return () => void settleListeners.delete(listener);
};
const startSettled = () => !hydratingStartPage;

/**
 * False while the app hydrates the drawn page it started on, true once that start has settled
 * (and always on a page the app drew itself). Work a drawn page does not need to show what the
 * worker drew (the head's metadata, the TV's voices) waits for it, so it stays out of the start's tasks.
 */
export function useStartSettled(): boolean {
  return useSyncExternalStore(onSettle, startSettled, startSettled);
}

/**
 * `Component`, hydrated a task after the part of the page around it while the app hydrates the
 * page it started on; drawn at once everywhere else (the server, a page the app draws itself).
 * The renderer keeps the drawn element while the part waits, so nothing on the page moves or
 * flashes, and a tap on it meanwhile is held by the entry script like any tap before hydration.
 * `Component` must draw exactly one element: the renderer keeps a waiting part's first element only.
 * The boundary is the browser's alone: Preact's hydration skips the comments React's server
 * renderer draws around a boundary, so the server's HTML need not have one.
 */
export function hydratedInNextTask<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  // Its own promise: each part waits a task of its own, once (the next renders pass straight through).
  const Later = lazy(() => yieldToMain().then(() => ({ default: Component })));
  function Part(props: P) {
    // Decided once per part, so a later render never swaps the element type (which would remount it).
    const [later] = useState(isHydratingStartPage);
    // No boundary elsewhere: on the server a boundary of its own would stream the part apart
    // (a template and an inline script the pages' CSP refuses) whenever something in it suspends.
    return later ? (
      <Suspense fallback={null}>
        <Later {...props} />
      </Suspense>
    ) : (
      <Component {...props} />
    );
  }
  Part.displayName = `HydratedInNextTask(${Component.displayName ?? Component.name})`;
  return Part;
}

/** Passes its one element through: the page's own markup, made a part hydrated apart (hydrationPart). */
const Through = ({ children }: { children: ReactElement }) => children;

/**
 * A part of a page's markup, hydrated a task after the rest while the app hydrates the page it
 * started on: `<Part><section>…</section></Part>`. Each call makes a part that waits a task of its own.
 */
export const hydrationPart = (): ComponentType<{ children: ReactElement }> => hydratedInNextTask(Through);
