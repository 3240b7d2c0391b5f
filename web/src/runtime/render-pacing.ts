// While the app starts, the renders a state change asks for (a query's answer, the first render
// after hydration, a layout effect's update) run in a task of their own instead of in a microtask
// of the task that asked for them: the route's first draw, the re-render that follows it and the
// effects that re-render flushes would otherwise be one long task on a slow phone.
import { options } from "preact";
import { yieldToMain } from "./yield";

type Debounce = NonNullable<typeof options.debounceRendering>;

const inNextTask: Debounce = (render) => void yieldToMain().then(render);

let pacing = false;
let before: typeof options.debounceRendering;

/** From now on, until renderInMicrotasks(), state changes render a task later. */
export function renderInTasks(): void {
  if (pacing) return;
  pacing = true;
  before = options.debounceRendering;
  options.debounceRendering = inNextTask;
}

/** Back to the renderer's own scheduling (a microtask). */
export function renderInMicrotasks(): void {
  if (!pacing) return;
  pacing = false;
  options.debounceRendering = before;
}
