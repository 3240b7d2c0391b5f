// Development-only routes (the Tap sandbox, the prayer rehearsal, the test sign-in) do not exist
// in production, and must not look as if they did: one middleware, mounted before every route and
// its validation, answers them all 404, so a malformed body cannot tell them apart.
import type { MiddlewareHandler } from "hono";
import { isDevelopment } from "../../data/env";
import type { AppEnv } from "../app-env";
import { errorBody, REFUSALS } from "../lib/errors";

/**
 * Where development-only routes live. New ones go under /api/dev/; the test sign-in keeps its
 * older address (its form, the browser tests and the benches call it there), covered here by name.
 */
export const DEV_ONLY_PATHS = ["/api/dev/*", "/api/auth/dev", "/api/auth/dev/*"] as const;

export const devOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isDevelopment(c.env)) return c.json(errorBody("not_found", REFUSALS.notFound), 404);
  await next();
};
