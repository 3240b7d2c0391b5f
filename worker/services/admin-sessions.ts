// The two credentialed doors of the platform, the platform admin (/admin) and the blog
// admin (/blogadmin), share one session mechanism but never one identity:
//
// - each session row carries its `kind`, and every read asks for one kind by name, so a
//   blog session is not a platform session whatever its cookie looks like (the token is
//   only ever hashed, never parsed);
// - each kind has its own cookie; a cookie value that is not exactly a token we issue is
//   refused before any lookup;
// - a session remembers a fingerprint of the credentials it was opened with: changing or
//   removing the username or password hash ends it;
// - its age limit is fixed when it starts (raising «مدة الجلسة» later revives nothing;
//   lowering it applies at once), and logout or «تسجيل الخروج من كل الأجهزة» revokes it.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { adminSessions } from "../../schema/db";
import { ADMIN_AUTH, ADMIN_SETTINGS_BOUNDS, BLOG_ADMIN_AUTH } from "../../schema/limits";
import type { AppEnv } from "../app-env";
import type { Db } from "../../data/db";
import type { Env } from "../../data/env";
import { randomToken, sha256Hex } from "../lib/base64url";
import { parsePasswordHash, secretsEqual, verifyPassword } from "../../data/passwords";
import { isDevelopment } from "../../data/env";
import { readSettings } from "./settings";

export type AdminKind = "platform" | "blog";

export type AdminCredentials =
  | { kind: "configured"; username: string; passwordHash: string }
  | { kind: "development"; username: string; password: string }
  | { kind: "missing" };

export interface AdminSession {
  kind: AdminKind;
  sessionId: string;
  username: string;
}

/** Both cookies go to the whole API, so `POST /api/auth/logout` (the spec's admin logout) can end them. */
const COOKIE_PATH = "/api";
/** Where the platform cookie lived before; logout clears it there too. */
const LEGACY_COOKIE_PATHS: Record<AdminKind, string[]> = { platform: ["/api/admin"], blog: [] };
/** A token from randomToken(32): 43 base64url characters, nothing else. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const DOORS: Record<AdminKind, { cookie: string; credentials: (env: Env) => AdminCredentials }> = {
  platform: {
    cookie: ADMIN_AUTH.cookie,
    credentials: (env) =>
      credentialsFrom(env, env.ADMIN_USERNAME, env.ADMIN_PASSWORD_HASH, ADMIN_AUTH.developmentUsername, ADMIN_AUTH.developmentPassword),
  },
  blog: {
    cookie: BLOG_ADMIN_AUTH.cookie,
    credentials: (env) =>
      credentialsFrom(env, env.BLOG_ADMIN_USERNAME, env.BLOG_ADMIN_PASSWORD_HASH, BLOG_ADMIN_AUTH.developmentUsername, BLOG_ADMIN_AUTH.developmentPassword),
  },
};

/** Credentials from configuration; development (APP_ENV exactly "development") falls back to the documented defaults, any other mode never does. */
function credentialsFrom(env: Env, rawUsername: string | undefined, rawHash: string | undefined, devUsername: string, devPassword: string): AdminCredentials {
  const username = rawUsername?.trim();
  const passwordHash = rawHash?.trim();
  // A hash this app cannot read locks the door rather than falling back to the development password.
  if (username && passwordHash) return parsePasswordHash(passwordHash) ? { kind: "configured", username, passwordHash } : { kind: "missing" };
  if (!isDevelopment(env)) return { kind: "missing" };
  return { kind: "development", username: devUsername, password: devPassword };
}

export function adminCredentials(env: Env, kind: AdminKind): AdminCredentials {
  return DOORS[kind].credentials(env);
}

/** Checks a username and password in constant time; both are always checked, so timing does not tell which was wrong. */
export async function checkAdminPassword(credentials: AdminCredentials, username: string, password: string): Promise<boolean> {
  if (credentials.kind === "missing") return false;
  const nameOk = await secretsEqual(username, credentials.username);
  const passwordOk =
    credentials.kind === "configured" ? await verifyPassword(password, credentials.passwordHash) : await secretsEqual(password, credentials.password);
  return nameOk && passwordOk;
}

/** What a session is bound to: its door, the username and the password hash (or development password) of the day it began. */
async function fingerprintOf(kind: AdminKind, credentials: AdminCredentials): Promise<string | null> {
  if (credentials.kind === "missing") return null;
  const secret = credentials.kind === "configured" ? credentials.passwordHash : `development:${credentials.password}`;
  return sha256Hex(`${kind}\n${credentials.username}\n${secret}`);
}

const isHttps = (c: Context) => new URL(c.req.url).protocol === "https:";

export async function startAdminSession(c: Context<AppEnv>, kind: AdminKind): Promise<void> {
  const credentials = adminCredentials(c.env, kind);
  const fingerprint = await fingerprintOf(kind, credentials);
  if (credentials.kind === "missing" || !fingerprint) throw new Error("an admin session needs configured credentials");
  const db = c.get("db");
  const { sessionTimeout } = await readSettings(db, "security");
  const now = Date.now();
  const token = randomToken(32);
  await db.insert(adminSessions).values({
    id: await sha256Hex(token),
    kind,
    username: credentials.username,
    credentials: fingerprint,
    createdAt: new Date(now),
    expiresAt: new Date(now + sessionTimeout * 3_600_000),
  });
  setCookie(c, DOORS[kind].cookie, token, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: "Strict",
    path: COOKIE_PATH,
    // The browser may keep it for the longest allowed session; the server's expiresAt decides.
    maxAge: ADMIN_SETTINGS_BOUNDS.sessionTimeout.max * 3600,
  });
}

/** The live session of this kind behind its own cookie, or null: absent, malformed, revoked, expired, or made with other credentials. */
export async function adminSessionOf(c: Context<AppEnv>, kind: AdminKind): Promise<AdminSession | null> {
  const token = getCookie(c, DOORS[kind].cookie);
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const fingerprint = await fingerprintOf(kind, adminCredentials(c.env, kind));
  if (!fingerprint) return null;
  const db = c.get("db");
  const now = Date.now();
  const row = await db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.id, await sha256Hex(token)),
        eq(adminSessions.kind, kind),
        eq(adminSessions.credentials, fingerprint),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, new Date(now)),
      ),
    )
    .get();
  if (!row) return null;
  // A lower «مدة الجلسة» applies to sessions already open; a higher one does not extend them (expiresAt).
  const { sessionTimeout } = await readSettings(db, "security");
  if (row.createdAt.getTime() + sessionTimeout * 3_600_000 <= now) return null;
  return { kind, sessionId: row.id, username: row.username };
}

function clearCookie(c: Context<AppEnv>, kind: AdminKind) {
  for (const path of [COOKIE_PATH, ...LEGACY_COOKIE_PATHS[kind]])
    deleteCookie(c, DOORS[kind].cookie, { path, secure: isHttps(c), httpOnly: true, sameSite: "Strict" });
}

/** Revokes this kind's session behind the request's cookie (if live) and clears the cookie either way. */
export async function endAdminSession(c: Context<AppEnv>, kind: AdminKind): Promise<void> {
  const session = await adminSessionOf(c, kind);
  if (session) await c.get("db").update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.id, session.sessionId));
  clearCookie(c, kind);
}

/** «تسجيل الخروج من كل الأجهزة»: every live session of this kind ends, the caller's included. */
export async function revokeAllAdminSessions(c: Context<AppEnv>, kind: AdminKind): Promise<number> {
  const revoked = await revokeAll(c.get("db"), kind);
  clearCookie(c, kind);
  return revoked;
}

async function revokeAll(db: Db, kind: AdminKind): Promise<number> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(adminSessions.kind, kind), isNull(adminSessions.revokedAt)))
    .returning({ id: adminSessions.id });
  return rows.length;
}
