// The security headers of every page. Workers Assets applies web/public/_headers to
// asset responses only, so pages the worker answers itself (blog, room links) set
// these; page-headers.test.ts keeps this list and _headers the same.

/** The same value hono's secureHeaders sends on /api. */
export const HSTS = "max-age=15552000; includeSubDomains";

export const PAGE_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  [
    "Content-Security-Policy",
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  ],
  ["Strict-Transport-Security", HSTS],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
];

/** Nonces are base64; anything else found in the shell is ignored. */
const NONCE = /^[A-Za-z0-9+/=_-]{8,100}$/;

/**
 * The headers for a page. The dev server's shell runs an inline refresh preamble under a
 * nonce (scripts/vite/page-headers.ts); the shell then carries that nonce, and script-src
 * allows it. The built shell has no inline script and no nonce.
 */
export function pageSecurityHeaders(shellNonce: string | null): [string, string][] {
  return PAGE_SECURITY_HEADERS.map(([name, value]) => {
    if (name !== "Content-Security-Policy" || !shellNonce || !NONCE.test(shellNonce)) return [name, value];
    return [name, value.replace(/script-src ([^;]*)/, `script-src $1 'nonce-${shellNonce}'`)];
  });
}
