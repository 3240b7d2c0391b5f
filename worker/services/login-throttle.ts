import { inArray, sql } from "drizzle-orm";
import { rateLimits } from "../../schema/db";
import { ADMIN_AUTH } from "../../schema/limits";
import type { Context } from "hono";
import type { Db } from "../db";
import { HttpError } from "../lib/errors";

// Failed sign-ins slow down per address and per username: a few free tries,
// then each further try waits twice as long as the last (capped). Rows live in
// rate_limits with windowStart = time of the last failure, count = the streak.
// `scope` keeps the platform admin and (later) the blog admin apart.

export interface ThrottleKeys {
  scope: string;
  address: string;
  username: string;
}

function keysOf({ scope, address, username }: ThrottleKeys) {
  return [`${scope}:ip:${address}`, `${scope}:user:${username.trim().toLowerCase()}`];
}

/** The wait owed after `failures` consecutive failures (0 while within the free tries). */
export function delayAfter(failures: number): number {
  if (failures < ADMIN_AUTH.freeFailures) return 0;
  return Math.min(ADMIN_AUTH.firstDelayMs * 2 ** (failures - ADMIN_AUTH.freeFailures), ADMIN_AUTH.maxDelayMs);
}

/** Milliseconds the caller must still wait before another try (0 when it may try now). */
export async function loginWaitMs(db: Db, keys: ThrottleKeys, now = Date.now()): Promise<number> {
  const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, keysOf(keys)));
  let wait = 0;
  for (const row of rows) {
    if (now - row.windowStart > ADMIN_AUTH.forgetAfterMs) continue;
    wait = Math.max(wait, row.windowStart + delayAfter(row.count) - now);
  }
  return Math.max(0, wait);
}

export async function recordLoginFailure(db: Db, keys: ThrottleKeys, now = Date.now()): Promise<void> {
  const forgetBefore = now - ADMIN_AUTH.forgetAfterMs;
  for (const key of keysOf(keys)) {
    await db.run(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now}, 1)
      ON CONFLICT(key) DO UPDATE SET
        count = CASE WHEN window_start < ${forgetBefore} THEN 1 ELSE count + 1 END,
        window_start = excluded.window_start`);
  }
}

/** A successful sign-in clears the streaks of its address and username. */
export async function clearLoginFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keysOf(keys)));
}

/**
 * One credentialed sign-in, throttled: refuses while the caller must wait (429 with
 * Retry-After), records a failure (401), or clears the failures of a success.
 * Shared by the platform admin and the blog admin, each under its own scope.
 */
export async function throttledLogin(c: Context, db: Db, scope: string, username: string, passwordMatches: () => Promise<boolean>): Promise<void> {
  const keys = { scope, address: c.req.header("CF-Connecting-IP") ?? "local", username };
  const wait = await loginWaitMs(db, keys);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    c.header("Retry-After", String(seconds));
    throw new HttpError(429, "login_throttled", `محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد ${seconds} ثانية`);
  }
  if (!(await passwordMatches())) {
    await recordLoginFailure(db, keys);
    throw new HttpError(401, "invalid_credentials", "اسم المستخدم أو كلمة المرور غير صحيحة");
  }
  await clearLoginFailures(db, keys);
}
