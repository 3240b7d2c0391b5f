// Password hashes for credentialed admins (the platform admin now, the blog admin later):
// PBKDF2-SHA256 through WebCrypto, stored as one self-describing string
// `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` so the cost can change without a migration.

/** Deployed Workers refuse PBKDF2 above 100,000 iterations (local workerd does not), so this is also the ceiling. */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SCHEME = "pbkdf2-sha256";

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text);
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, bits: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const derived = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, bits);
  return new Uint8Array(derived);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations, HASH_BITS);
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Reads a stored hash; null when it is not one this module wrote (or wants more work than Workers allow). */
export function parsePasswordHash(stored: string) {
  const [scheme, rounds, saltText, hashText, ...rest] = stored.trim().split("$");
  if (scheme !== SCHEME || rest.length > 0 || !rounds || !saltText || !hashText) return null;
  const iterations = Number(rounds);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return null;
  const salt = fromBase64(saltText);
  const hash = fromBase64(hashText);
  if (!salt || !hash || salt.length < SALT_BYTES || hash.length < 16) return null;
  return { iterations, salt, hash };
}

/** Equal length byte strings compared without an early exit, so timing tells nothing about where they differ. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

/** Compares two strings in constant time for their length (by their SHA-256, so lengths do not leak either). */
export async function secretsEqual(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([crypto.subtle.digest("SHA-256", encoder.encode(a)), crypto.subtle.digest("SHA-256", encoder.encode(b))]);
  return timingSafeEqual(new Uint8Array(x), new Uint8Array(y));
}

/** True when the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.iterations, parsed.hash.length * 8);
  return timingSafeEqual(candidate, parsed.hash);
}
