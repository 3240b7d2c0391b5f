import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { adminSessions } from "../../schema/db";
import { ADMIN_AUTH, ADMIN_SETTINGS_BOUNDS } from "../../schema/limits";
import type { AppEnv } from "../app-env";
import type { Env } from "../env";
import { readSettings } from "./settings";
import { parsePasswordHash, secretsEqual, verifyPassword } from "./passwords";
import { isProduction } from "./tokens";

/** The admin cookie goes to the admin API only. */
const COOKIE_PATH = "/api/admin";

export type AdminCredentials =
  | { kind: "configured"; username: string; passwordHash: string }
  | { kind: "development"; username: string; password: string }
  | { kind: "missing" };

/** Credentials from configuration; development falls back to the documented defaults, production never does. */
export function adminCredentials(env: Env): AdminCredentials {
  const username = env.ADMIN_USERNAME?.trim();
  const passwordHash = env.ADMIN_PASSWORD_HASH?.trim();
  // A hash this app cannot read locks the door rather than falling back to the development password.
  if (username && passwordHash) return parsePasswordHash(passwordHash) ? { kind: "configured", username, passwordHash } : { kind: "missing" };
  if (isProduction(env)) return { kind: "missing" };
  return { kind: "development", username: ADMIN_AUTH.developmentUsername, password: ADMIN_AUTH.developmentPassword };
}

/** Checks a username and password in constant time; both are always checked, so timing does not tell which was wrong. */
export async function checkAdminPassword(credentials: AdminCredentials, username: string, password: string): Promise<boolean> {
  if (credentials.kind === "missing") return false;
  const nameOk = await secretsEqual(username, credentials.username);
  const passwordOk =
    credentials.kind === "configured"
      ? await verifyPassword(password, credentials.passwordHash)
      : await secretsEqual(password, credentials.password);
  return nameOk && passwordOk;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function isHttps(c: Context) {
  return new URL(c.req.url).protocol === "https:";
}

export async function startAdminSession(c: Context<AppEnv>, username: string) {
  const token = randomToken();
  await c.get("db").insert(adminSessions).values({ id: await sha256Hex(token), username });
  // The browser may keep the cookie for the longest allowed session; the server ends it after the current sessionTimeout.
  setCookie(c, ADMIN_AUTH.cookie, token, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: "Strict",
    path: COOKIE_PATH,
    maxAge: ADMIN_SETTINGS_BOUNDS.sessionTimeout.max * 3600,
  });
}

/** The live admin session behind the cookie, or null when absent, revoked or older than sessionTimeout hours. */
export async function adminFromCookie(c: Context<AppEnv>) {
  const token = getCookie(c, ADMIN_AUTH.cookie);
  if (!token || token.length > 100) return null;
  const db = c.get("db");
  const { sessionTimeout } = await readSettings(db, "security");
  const oldest = new Date(Date.now() - sessionTimeout * 3_600_000);
  const row = await db
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.id, await sha256Hex(token)), isNull(adminSessions.revokedAt), gt(adminSessions.createdAt, oldest)))
    .get();
  return row ? { sessionId: row.id, username: row.username } : null;
}

export async function endAdminSession(c: Context<AppEnv>) {
  const session = await adminFromCookie(c);
  if (session) await c.get("db").update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.id, session.sessionId));
  deleteCookie(c, ADMIN_AUTH.cookie, { path: COOKIE_PATH, secure: isHttps(c), httpOnly: true, sameSite: "Strict" });
}
