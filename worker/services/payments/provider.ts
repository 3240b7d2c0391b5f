// Which Tap the worker talks to: the real one with a secret key, or, in development
// (APP_ENV exactly "development") without a key, the local sandbox served by this worker.
import type { ExecutionContext } from "hono";
import { isDevelopment, type Env } from "../../../data/env";
import { loopbackFetch } from "./loopback";
import { createTapClient, TAP_PRODUCTION_API_URL, type TapClient } from "./tap";

/** Where the sandbox is mounted; its charges API sits under /v2 like Tap's. */
export const SANDBOX_BASE_PATH = "/api/dev/tap";
/** The sandbox's own key: it signs webhooks exactly as Tap does with a real one. */
export const SANDBOX_SECRET_KEY = "sk_test_majlis_local_sandbox";

export type ProviderMode = "tap" | "sandbox" | "missing";

export function providerMode(env: Pick<Env, "APP_ENV" | "TAP_SECRET_KEY">): ProviderMode {
  if (env.TAP_SECRET_KEY) return "tap";
  return isDevelopment(env) ? "sandbox" : "missing";
}

export interface PaymentProvider {
  mode: "tap" | "sandbox";
  secretKey: string;
  client: TapClient;
}

/** Null in production without keys: the app refuses to take payments rather than fake them. */
export function paymentProvider(env: Env, ctx: ExecutionContext, origin: string): PaymentProvider | null {
  const mode = providerMode(env);
  if (mode === "missing") return null;
  if (mode === "tap") {
    const secretKey = env.TAP_SECRET_KEY!;
    return { mode, secretKey, client: createTapClient({ apiUrl: env.TAP_API_URL || TAP_PRODUCTION_API_URL, secretKey, fetch: (r) => fetch(r) }) };
  }
  return {
    mode,
    secretKey: SANDBOX_SECRET_KEY,
    client: createTapClient({ apiUrl: `${origin}${SANDBOX_BASE_PATH}/v2`, secretKey: SANDBOX_SECRET_KEY, fetch: loopbackFetch(env, ctx) }),
  };
}
