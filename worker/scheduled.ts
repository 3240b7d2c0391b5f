import { database } from "../data/db";
import type { Env } from "../data/env";
import { misconfiguration } from "./middleware/app-env-guard";
import { scheduledCleanup } from "./services/cleanup";
import { paymentProvider } from "./services/payments/provider";
import { recheckPendingPayments } from "./services/payments/recheck";

/**
 * A cron run has no request to take an origin from; the sandbox is reached in-process
 * (loopback), so any origin does, and real Tap is reached by its own API URL.
 */
const CRON_ORIGIN = "http://localhost";

/**
 * The Cron Trigger of wrangler.toml (every minute): room cleanup, which decides itself whether it
 * is due, and the re-check of pending payments whose webhook never came.
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (_controller, env, ctx) => {
  // A deployment with an unknown APP_ENV runs nothing, its cron included (the log line names why).
  if (misconfiguration(env)) return;
  const db = database(env.DB);
  ctx.waitUntil(scheduledCleanup(env, db));
  const provider = paymentProvider(env, ctx, CRON_ORIGIN);
  if (provider) ctx.waitUntil(recheckPendingPayments(db, env, provider));
};
