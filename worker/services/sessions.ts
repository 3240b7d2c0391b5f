import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { AUTH } from "../../schema/limits";
import { sessions, users } from "../../schema/db";
import type { AppEnv } from "../app-env";
import type { Db } from "../../data/db";
import { clearAuthCookie, setAuthCookie } from "./cookies";
import { readSettings } from "./settings";
import { signToken, verifyToken } from "./tokens";

/**
 * A session is a D1 row (so logout and blocking take effect at once) named by
 * a signed cookie (so a guessed id is worthless).
 */
export async function startSession(c: Context<AppEnv>, userId: string) {
  const db = c.get("db");
  const { sessionTimeout } = await readSettings(db, "security");
  const ttlSeconds = sessionTimeout * 3600;
  const id = crypto.randomUUID();
  await db.insert(sessions).values({ id, userId, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
  const token = await signToken(c.env, "session", { sid: id, sub: userId }, ttlSeconds);
  setAuthCookie(c, AUTH.sessionCookie, token, ttlSeconds);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
  return id;
}

export async function endSession(c: Context<AppEnv>) {
  const sid = c.get("sessionId");
  if (sid) await c.get("db").update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sid));
  clearAuthCookie(c, AUTH.sessionCookie);
}

/** The signed-in user behind a session cookie, or null when absent, expired, revoked or blocked. */
export async function userFromSessionCookie(db: Db, env: AppEnv["Bindings"], cookie: string | undefined) {
  const claims = await verifyToken<{ sid: string; sub: string }>(env, "session", cookie);
  if (!claims?.sid) return null;
  const row = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .get();
  if (!row || row.user.blocked) return null;
  return row;
}
