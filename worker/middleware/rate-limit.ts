import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { clientAddress } from "../lib/client-address";
import { HttpError } from "../lib/errors";
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
  const key = `api:${clientAddress(c)}`;
  const windowStart = Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS;
  const row = await db.get<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
      window_start = excluded.window_start
    RETURNING count`);
  if (row.count > rateLimitPerMinute) {
    c.header("Retry-After", String(Math.ceil((windowStart + WINDOW_MS - Date.now()) / 1000)));
    throw new HttpError(429, "rate_limited", "طلبات كثيرة في وقت قصير، يُرجى الانتظار دقيقة والمحاولة مرة أخرى");
  }
  await next();
});
