import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import type { Env } from "../../data/env";
import { HttpError } from "../lib/errors";

/**
 * Development runs need no set-up, so a fixed secret is used there; production
 * refuses to sign anything without SESSION_SECRET.
 */
const DEVELOPMENT_SECRET = "majlis-development-secret-do-not-use-in-production";

export function isProduction(env: Env) {
  return env.APP_ENV === "production";
}

function secretKey(env: Env): Uint8Array {
  const secret = env.SESSION_SECRET || (isProduction(env) ? "" : DEVELOPMENT_SECRET);
  if (secret.length < 32) throw new HttpError(500, "server_misconfigured", "إعدادات الخادم غير مكتملة");
  return new TextEncoder().encode(secret);
}

/** Each token kind has its own audience, so a guest token never passes as a session. */
export type TokenKind = "session" | "guest" | "oauth" | "upload" | "device";

export async function signToken(env: Env, kind: TokenKind, claims: JWTPayload, ttlSeconds: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(`majlis:${kind}`)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secretKey(env));
}

export async function verifyToken<T extends JWTPayload>(env: Env, kind: TokenKind, token: string | undefined) {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify<T>(token, secretKey(env), { audience: `majlis:${kind}`, algorithms: ["HS256"] });
    return payload;
  } catch {
    return null;
  }
}
