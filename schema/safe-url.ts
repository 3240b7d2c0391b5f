// Every address a user or an admin can write (markdown links and pictures, featured images,
// avatars, meme pictures, redirects after sign-in or payment) is judged here, the way a
// browser will read it: resolved with `new URL(value, origin)`. Kept: paths on this site,
// and absolute https: links. Refused: backslashes (browsers read `/\evil` as `//evil`),
// control characters and spaces anywhere, protocol-relative `//host`, and every other
// scheme (javascript:, data:, vbscript:, file:, http:…) in any case or spelling.
// Shared by the worker's schemas and the pages.

/** Any origin of ours works as the base: only whether the result stays on it matters. */
const BASE = "https://majlis.invalid";

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2060\u3000\ufeff\\]/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export type SafeUrl = { kind: "same-origin"; href: string } | { kind: "external"; href: string };

/**
 * Where a browser would go with `raw`: a path on this site (`href` is the resolved path,
 * query and fragment) or an absolute https link (`href` as written, trimmed);
 * null for anything else. `mailto:` is accepted only when asked for (links in posts).
 */
export function judgeUrl(raw: string, options: { allowMailto?: boolean } = {}): SafeUrl | null {
  const value = raw.trim();
  if (!value || value.length > 2048 || UNSAFE_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (!HAS_SCHEME.test(value)) {
    // Relative: it must stay on this site ("//evil.example/x" leaves it).
    if (url.origin !== BASE || value.startsWith("//")) return null;
    // An encoded character up front ("%20javascript:…") is a disguise, not an address anyone writes.
    if (!/^[/#?.\w\u0600-\u06FF]/.test(value)) return null;
    return { kind: "same-origin", href: url.pathname + url.search + url.hash };
  }
  // "https:host" and "https:/host" read differently against different bases: only the full form is kept.
  if (url.protocol === "https:" && /^https:\/\/[^/]/i.test(value) && !url.username && !url.password) return { kind: "external", href: value };
  if (options.allowMailto && url.protocol === "mailto:" && /^mailto:[^@\s]+@[^@\s]+$/i.test(value)) return { kind: "external", href: value };
  return null;
}

/** A redirect target: a path on this site only, or null (callers then use their default). */
export function sameOriginPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith("/")) return null;
  const judged = judgeUrl(raw);
  return judged?.kind === "same-origin" ? judged.href : null;
}

/** A picture: a path on this site or an https link. */
export function isSafeImageUrl(raw: string): boolean {
  return judgeUrl(raw) !== null;
}

/**
 * Where a page may send the browser after a server's answer (the payment page): a path here, this
 * very origin written in full (the local Tap sandbox answers `http://127.0.0.1:…/api/dev/tap/…`),
 * or an https page elsewhere; null for anything else.
 */
export function navigationTarget(raw: string, origin: string): string | null {
  try {
    if (new URL(raw).origin === origin && !UNSAFE_CHARACTERS.test(raw)) return raw;
  } catch {
    // Not absolute: judged below.
  }
  return judgeUrl(raw)?.href ?? null;
}

