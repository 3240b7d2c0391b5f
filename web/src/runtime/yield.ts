// Steps of the app's start (start.ts, a route's first render) run as tasks of their own: between
// them the browser paints and answers input, so none is one long task on a slow phone.

/** Resolves in a later task: `scheduler.yield()` where the browser has it (it resumes ahead of other queued tasks), else a zero timeout. */
export const yieldToMain = (): Promise<void> =>
  typeof globalThis.scheduler?.yield === "function" ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));

/** A lazily loaded module, handed over a task after it has been evaluated: its first render is a task apart from its evaluation. */
export const inNextTask = <T>(module: Promise<T>): Promise<T> => module.then(async (loaded) => (await yieldToMain(), loaded));
