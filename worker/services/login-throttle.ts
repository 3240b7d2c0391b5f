import { inArray, sql } from "drizzle-orm";
import { rateLimits } from "../../schema/db";
import { ADMIN_AUTH } from "../../schema/limits";
import type { Context } from "hono";
import type { Db } from "../../data/db";
import { clientAddress } from "../lib/client-address";
import { HttpError } from "../lib/errors";
import { countText, SECONDS } from "../../schema/arabic-count";

// Failed sign-ins slow down per client address and username together: a few free
// tries, then each further try waits twice as long as the last (capped). A stranger
// failing on purpose slows only their own address, never the owner signing in from
// another one. An address that sprays many usernames is slowed too, after a larger
// allowance. Rows live in rate_limits with windowStart = time of the last failure,
// count = the streak. `scope` keeps the platform admin and the blog admin apart.

export interface ThrottleKeys {
  scope: string;
  address: string;
  username: string;
}

interface Streak {
  key: string;
  freeFailures: number;
}

function streaksOf({ scope, address, username }: ThrottleKeys): Streak[] {
  return [
    { key: `${scope}:pair:${address}:${username.trim().toLowerCase()}`, freeFailures: ADMIN_AUTH.freeFailures },
    { key: `${scope}:ip:${address}`, freeFailures: ADMIN_AUTH.addressFreeFailures },
  ];
}

/** The wait owed after `failures` consecutive failures (0 while within the free tries). */
export function delayAfter(failures: number, freeFailures: number = ADMIN_AUTH.freeFailures): number {
  if (failures < freeFailures) return 0;
  return Math.min(ADMIN_AUTH.firstDelayMs * 2 ** (failures - freeFailures), ADMIN_AUTH.maxDelayMs);
}

/** Milliseconds the caller must still wait before another try (0 when it may try now). */
export async function loginWaitMs(db: Db, keys: ThrottleKeys, now = Date.now()): Promise<number> {
  const streaks = streaksOf(keys);
  const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, streaks.map((s) => s.key)));
  let wait = 0;
  for (const row of rows) {
    if (now - row.windowStart > ADMIN_AUTH.forgetAfterMs) continue;
    const free = streaks.find((s) => s.key === row.key)!.freeFailures;
    wait = Math.max(wait, row.windowStart + delayAfter(row.count, free) - now);
  }
  return Math.max(0, wait);
}

export async function recordLoginFailure(db: Db, keys: ThrottleKeys, now = Date.now()): Promise<void> {
  const forgetBefore = now - ADMIN_AUTH.forgetAfterMs;
  for (const { key } of streaksOf(keys)) {
    await db.run(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now}, 1)
      ON CONFLICT(key) DO UPDATE SET
        count = CASE WHEN window_start < ${forgetBefore} THEN 1 ELSE count + 1 END,
        window_start = excluded.window_start`);
  }
}

/** A successful sign-in clears the streaks of its address and username. */
export async function clearLoginFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, streaksOf(keys).map((s) => s.key)));
}

/**
 * One credentialed sign-in, throttled: refuses while the caller must wait (429 with
 * Retry-After), records a failure (401), or clears the failures of a success.
 * Shared by the platform admin and the blog admin, each under its own scope.
 */
export async function throttledLogin(c: Context, db: Db, scope: string, username: string, passwordMatches: () => Promise<boolean>): Promise<void> {
  const keys = { scope, address: clientAddress(c), username };
  const wait = await loginWaitMs(db, keys);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    c.header("Retry-After", String(seconds));
    throw new HttpError(429, "login_throttled", `محاولات دخول فاشلة كثيرة. يُرجى المحاولة مرة أخرى بعد ${countText(seconds, SECONDS, { oblique: true })}`);
  }
  if (!(await passwordMatches())) {
    await recordLoginFailure(db, keys);
    throw new HttpError(401, "invalid_credentials", "اسم المستخدم أو كلمة المرور غير صحيحة");
  }
  await clearLoginFailures(db, keys);
}
