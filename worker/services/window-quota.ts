// One counter per key and fixed time window in `rate_limits`: the API's per-minute limit and the
// bounds counted by the hour (rooms and guest identities per address, pack writes and reports).
// One upsert counts and reads at once.
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import type { Db } from "../../data/db";
import { HttpError } from "../lib/errors";

const HOUR_MS = 3_600_000;

type Refusal = { code: string; message: string };

/** Counts one use under `key` in the window of `windowMs` that holds `now`; past `limit`, a 429 with `Retry-After` to the next window. */
export async function takeInWindow(c: Context<AppEnv>, db: Db, key: string, limit: number, windowMs: number, refusal: Refusal, now = Date.now()) {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await db.get<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
      window_start = excluded.window_start
    RETURNING count`);
  if (row.count > limit) {
    c.header("Retry-After", String(Math.ceil((windowStart + windowMs - now) / 1000)));
    throw new HttpError(429, refusal.code, refusal.message);
  }
}

/** Counts one use under `key` in this clock hour. */
export function takeHourly(c: Context<AppEnv>, db: Db, key: string, limit: number, refusal: Refusal, now = Date.now()) {
  return takeInWindow(c, db, key, limit, HOUR_MS, refusal, now);
}
