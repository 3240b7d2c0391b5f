import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import { isDevelopment, type Env } from "../../data/env";
import { HttpError } from "../lib/errors";

// The mode's one definition is data/env.ts; re-exported for the routes that already ask here.
export { isProduction } from "../../data/env";

/**
 * Development runs need no set-up, so a fixed secret is used there, and only there (APP_ENV
 * exactly "development"): its value is in this source, so anywhere else it would let anyone
 * sign any guest's token. Without SESSION_SECRET every other mode neither signs nor verifies.
 */
const DEVELOPMENT_SECRET = "majlis-development-secret-do-not-use-in-production";

function secretKey(env: Env): Uint8Array {
  const secret = env.SESSION_SECRET || (isDevelopment(env) ? DEVELOPMENT_SECRET : "");
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
