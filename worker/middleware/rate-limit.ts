import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { clientAddress } from "../lib/client-address";
import { takeInWindow } from "../services/window-quota";
import { readSettings } from "../services/settings";

const WINDOW_MS = 60_000;

/**
 * Limits state-changing calls per address with a fixed one-minute window, as
 * the admin's security settings say. Reads are not counted: they are cheap and
 * the pages poll them.
 */
export const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
  const db = c.get("db");
  const { enableRateLimit, rateLimitPerMinute } = await readSettings(db, "security");
  if (!enableRateLimit) return next();
  await takeInWindow(c, db, `api:${clientAddress(c)}`, rateLimitPerMinute, WINDOW_MS, {
    code: "rate_limited",
    message: "طلبات كثيرة في وقت قصير، يُرجى الانتظار دقيقة والمحاولة مرة أخرى",
  });
  await next();
});
