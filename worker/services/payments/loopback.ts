// The worker's own fetch handler, so development can call its own routes
// in-process: the Tap client reaches the sandbox, and the sandbox delivers its
// webhook, without a network hop that workerd (dev server, tests) may not make.
import type { ExecutionContext } from "hono";
import type { Env } from "../../../data/env";
import type { FetchFn } from "./tap";

type AppFetch = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

let appFetch: AppFetch | null = null;

/** Called once by worker/index.ts with the app's fetch. */
export function registerAppFetch(fetch: AppFetch): void {
  appFetch = fetch;
}

/** A fetch that runs the request through this worker, within the current request's lifetime. */
export function loopbackFetch(env: Env, ctx: ExecutionContext): FetchFn {
  return async (request) => {
    if (!appFetch) throw new Error("the app has not registered its fetch handler");
    return appFetch(request, env, ctx);
  };
}
