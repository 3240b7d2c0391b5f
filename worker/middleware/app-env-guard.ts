// A deployment whose APP_ENV is neither "development" nor "production" does not run:
// a typo there must not half-work. Every request, the room's socket upgrade included, gets the
// same 503 in the usual Arabic shape, and the log names the setting and its value in English.
import type { MiddlewareHandler } from "hono";
import { appEnvProblem } from "../../data/env";
import type { AppEnv } from "../app-env";
import { errorBody } from "../lib/errors";

/** Shown to callers: the site is down until its operator fixes the setting, nothing they did. */
export const MISCONFIGURED_MESSAGE = "الموقع متوقف مؤقتًا بسبب خطأ في إعدادات الخادم: يُرجى المحاولة لاحقًا";

/** Each value is logged once per isolate, not once per request. */
const logged = new Set<string>();

/** The problem with this deployment's APP_ENV, logged on first sight; null when it is one of the two modes. */
export function misconfiguration(env: { APP_ENV?: unknown }): string | null {
  const problem = appEnvProblem(env.APP_ENV);
  if (problem && !logged.has(problem)) {
    logged.add(problem);
    console.error(problem);
  }
  return problem;
}

/**
 * 503, not 500: the app is unavailable until the setting is fixed, which is no fault in handling
 * this request; the admin door's missing credentials answer 503 the same way.
 */
export const appEnvGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (misconfiguration(c.env)) return c.json(errorBody("misconfigured", MISCONFIGURED_MESSAGE, []), 503);
  await next();
};
