import { database } from "./db";
import type { Env } from "./env";
import { scheduledCleanup } from "./services/cleanup";

/** The Cron Trigger of wrangler.toml (every minute): room cleanup, which decides itself whether it is due. */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (_controller, env, ctx) => {
  ctx.waitUntil(scheduledCleanup(env, database(env.DB)));
};
