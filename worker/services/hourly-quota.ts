// One counter per key and clock hour in `rate_limits`, for the bounds counted by the hour (rooms and
// guest identities per address, pack writes and reports): one upsert counts and reads at once.
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import type { Db } from "../../data/db";
import { HttpError } from "../lib/errors";

const HOUR_MS = 3_600_000;

/** Counts one use under `key`; past `limit` this hour, a 429 with `Retry-After` to the next hour. */
export async function takeHourly(c: Context<AppEnv>, db: Db, key: string, limit: number, refusal: { code: string; message: string }, now = Date.now()) {
  const windowStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  const row = await db.get<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
      window_start = excluded.window_start
    RETURNING count`);
  if (row.count > limit) {
    c.header("Retry-After", String(Math.ceil((windowStart + HOUR_MS - now) / 1000)));
    throw new HttpError(429, refusal.code, refusal.message);
  }
}
