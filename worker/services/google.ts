import { createRemoteJWKSet, jwtVerify } from "jose";
import type { Env } from "../../data/env";
import { base64url } from "../lib/base64url";
import { HttpError } from "../lib/errors";

/** Google's issuer appears with and without the scheme in id tokens. */
function acceptedIssuers(issuer: string) {
  const bare = issuer.replace(/^https:\/\//, "");
  return bare === issuer ? [issuer] : [issuer, bare];
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
/** jose caches the fetched keys inside each key set, so keep one per URL per isolate. */
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) keySets.set(url, (set = createRemoteJWKSet(new URL(url))));
  return set;
}

export async function pkceChallenge(verifier: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export function googleConfigured(env: Env) {
  return !!env.GOOGLE_CLIENT_ID;
}

export function authorizationUrl(env: Env, p: { redirectUri: string; state: string; nonce: string; challenge: string }) {
  const url = new URL(env.GOOGLE_AUTH_URL);
  url.search = new URLSearchParams({
    client_id: env.GOOGLE_CLIENT_ID,
    redirect_uri: p.redirectUri,
    response_type: "code",
    scope: "openid email profile",
    state: p.state,
    nonce: p.nonce,
    code_challenge: p.challenge,
    code_challenge_method: "S256",
    prompt: "select_account",
  }).toString();
  return url.toString();
}

export interface GoogleProfile {
  sub: string;
  email: string | null;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}

/** Trades the code for tokens (with the PKCE verifier) and verifies the id token against the provider's keys. */
export async function exchangeCode(
  env: Env,
  p: { code: string; verifier: string; redirectUri: string; nonce: string },
): Promise<GoogleProfile> {
  const response = await fetch(env.GOOGLE_TOKEN_URL, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: p.code,
      client_id: env.GOOGLE_CLIENT_ID,
      client_secret: env.GOOGLE_CLIENT_SECRET ?? "",
      redirect_uri: p.redirectUri,
      code_verifier: p.verifier,
    }),
  });
  const tokens = (await response.json().catch(() => null)) as { id_token?: string } | null;
  if (!response.ok || !tokens?.id_token) throw new HttpError(401, "oauth_exchange_failed", "تعذّر إكمال تسجيل الدخول");

  let claims;
  try {
    ({ payload: claims } = await jwtVerify(tokens.id_token, keySet(env.GOOGLE_JWKS_URL), {
      issuer: acceptedIssuers(env.GOOGLE_ISSUER),
      audience: env.GOOGLE_CLIENT_ID,
    }));
  } catch {
    throw new HttpError(401, "invalid_id_token", "تعذّر التحقق من هوية الحساب");
  }
  if (claims.nonce !== p.nonce || typeof claims.sub !== "string")
    throw new HttpError(401, "invalid_id_token", "تعذّر التحقق من هوية الحساب");
  const str = (v: unknown) => (typeof v === "string" && v ? v : null);
  return {
    sub: claims.sub,
    email: claims.email_verified === false ? null : str(claims.email),
    name: str(claims.name),
    givenName: str(claims.given_name),
    familyName: str(claims.family_name),
    picture: str(claims.picture),
  };
}
