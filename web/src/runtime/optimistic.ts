// React 19's useOptimistic, which Preact's React layer lacks and React Router's RouterProvider
// calls on every render (it sets an optimistic state only when given `useTransitions`, which
// the app never is; the hook still has to exist and hand the state through).
import { useCallback, useRef, useState } from "preact/hooks";

/** An optimistic value, and the state it was laid over: it shows until that state changes. */
export type Optimistic<S> = { base: S; value: S };

/**
 * The optimistic value after `action`, laid over `base`: a pending one still over the same
 * base is built on, a stale one is dropped. Without a reducer the action is the value (or,
 * as a function, makes it from the current one), as React's default does.
 */
export function nextOptimistic<S, A>(pending: Optimistic<S> | null, base: S, action: A, reducer?: (state: S, action: A) => S): Optimistic<S> {
  const from = pending && Object.is(pending.base, base) ? pending.value : base;
  const value = reducer ? reducer(from, action) : typeof action === "function" ? (action as (state: S) => S)(from) : (action as unknown as S);
  return { base, value };
}

/**
 * React 19's useOptimistic over Preact: the optimistic value shows until the state it was
 * laid over changes (React drops it when its transition ends, which is when that state
 * arrives: Preact's startTransition runs its work at once).
 */
export function useOptimistic<S, A = S>(passthrough: S, reducer?: (state: S, action: A) => S): [S, (action: A) => void] {
  const base = useRef(passthrough);
  base.current = passthrough;
  const [pending, setPending] = useState<Optimistic<S> | null>(null);
  const update = useCallback((action: A) => setPending((prev) => nextOptimistic(prev, base.current, action, reducer)), [reducer]);
  return [pending && Object.is(pending.base, passthrough) ? pending.value : passthrough, update];
}
