// The blog admin's own sign-in (spec 002 §4, §6): credentials from BLOG_ADMIN_USERNAME and
// BLOG_ADMIN_PASSWORD_HASH, checked with the platform admin's PBKDF2 and constant-time
// comparison. Sessions live server-side in admin_sessions, but their id is the SHA-256 of
// "blog:" + token, so a blog cookie can never pass as a platform admin cookie or the reverse.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { BLOG_ADMIN_AUTH } from "../../../schema/api/blog";
import { adminSessions } from "../../../schema/db";
import { ADMIN_SETTINGS_BOUNDS } from "../../../schema/limits";
import type { AppEnv } from "../../app-env";
import type { Env } from "../../env";
import { checkAdminPassword, type AdminCredentials } from "../admin-session";
import { readSettings } from "../settings";
import { isProduction } from "../tokens";

/** The blog admin's cookie reaches both of its API prefixes (/api/blog/admin and /api/admin/blog). */
const COOKIE_PATH = "/api";
const SESSION_PREFIX = "blog:";
/** Stored usernames carry the prefix too, so the two kinds of session are told apart at a glance. */
const USERNAME_PREFIX = "blog:";

export function blogAdminCredentials(env: Env): AdminCredentials {
  const username = env.BLOG_ADMIN_USERNAME?.trim();
  const passwordHash = env.BLOG_ADMIN_PASSWORD_HASH?.trim();
  if (username && passwordHash) return { kind: "configured", username, passwordHash };
  if (isProduction(env)) return { kind: "missing" };
  return { kind: "development", username: BLOG_ADMIN_AUTH.developmentUsername, password: BLOG_ADMIN_AUTH.developmentPassword };
}

export const checkBlogAdminPassword = checkAdminPassword;

async function sessionId(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(SESSION_PREFIX + token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const isHttps = (c: Context) => new URL(c.req.url).protocol === "https:";

export async function startBlogAdminSession(c: Context<AppEnv>, username: string) {
  const token = randomToken();
  await c.get("db").insert(adminSessions).values({ id: await sessionId(token), username: USERNAME_PREFIX + username });
  setCookie(c, BLOG_ADMIN_AUTH.cookie, token, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: "Strict",
    path: COOKIE_PATH,
    maxAge: ADMIN_SETTINGS_BOUNDS.sessionTimeout.max * 3600,
  });
}

/** The live blog admin session behind the cookie, or null (absent, revoked, or older than the admin's sessionTimeout). */
export async function blogAdminFromCookie(c: Context<AppEnv>): Promise<{ sessionId: string; username: string } | null> {
  const token = getCookie(c, BLOG_ADMIN_AUTH.cookie);
  if (!token || token.length > 100) return null;
  const db = c.get("db");
  const { sessionTimeout } = await readSettings(db, "security");
  const oldest = new Date(Date.now() - sessionTimeout * 3_600_000);
  const row = await db
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.id, await sessionId(token)), isNull(adminSessions.revokedAt), gt(adminSessions.createdAt, oldest)))
    .get();
  if (!row || !row.username.startsWith(USERNAME_PREFIX)) return null;
  return { sessionId: row.id, username: row.username.slice(USERNAME_PREFIX.length) };
}

export async function endBlogAdminSession(c: Context<AppEnv>) {
  const session = await blogAdminFromCookie(c);
  if (session) await c.get("db").update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.id, session.sessionId));
  deleteCookie(c, BLOG_ADMIN_AUTH.cookie, { path: COOKIE_PATH, secure: isHttps(c), httpOnly: true, sameSite: "Strict" });
}
