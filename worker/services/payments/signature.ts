// Tap's webhook signature: a hex HMAC-SHA256 of selected charge fields, keyed
// with the secret key, sent in the `hashstring` header.
import { amountForHash } from "./money";
import type { TapCharge } from "./tap";

/** The string Tap signs: field names and values run together, no spaces, the amount with the currency's decimals. */
export function hashInput(charge: TapCharge): string {
  return [
    `x_id${charge.id}`,
    `x_amount${amountForHash(charge.amount, charge.currency)}`,
    `x_currency${charge.currency}`,
    `x_gateway_reference${charge.reference?.gateway ?? ""}`,
    `x_payment_reference${charge.reference?.payment ?? ""}`,
    `x_status${charge.status}`,
    `x_created${charge.transaction?.created ?? ""}`,
  ].join("");
}

async function hmacKey(secretKey: string) {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secretKey), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

export async function signCharge(charge: TapCharge, secretKey: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secretKey), new TextEncoder().encode(hashInput(charge)));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Constant-time check of a received hashstring (WebCrypto's verify compares without early exit). */
export async function verifyChargeSignature(charge: TapCharge, hashstring: string | undefined, secretKey: string): Promise<boolean> {
  if (!hashstring || !/^[0-9a-fA-F]{64}$/.test(hashstring)) return false;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = parseInt(hashstring.slice(i * 2, i * 2 + 2), 16);
  return crypto.subtle.verify("HMAC", await hmacKey(secretKey), bytes, new TextEncoder().encode(hashInput(charge)));
}
