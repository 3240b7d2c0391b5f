/**
 * Bindings and variables of the deployment, as declared in wrangler.toml and secrets: what the
 * worker and the room actor are given. The rooms' namespace is untyped here, below the actor;
 * the worker meets the actor's RPC type in one place, worker/services/room-actors.ts.
 */
export interface Env {
  DB: D1Database;
  UPLOADS: R2Bucket;
  ROOMS: DurableObjectNamespace;
  /** The rooms' audience shards (durable-objects/audience-shard.ts): reached only from the worker's /ws and from their room. */
  AUDIENCE: DurableObjectNamespace;
  /** "test" in the workers tests: shards of AUDIENCE_SHARDS.testSocketsPerShard sockets; unset elsewhere. */
  AUDIENCE_SHARD_SIZE?: string;
  ASSETS?: Fetcher;
  APP_ENV: string;
  /** "on" in development only to count what games cost (data/cost-meter.ts, scripts/bench/game-cost.mjs); unset elsewhere. */
  COST_METER?: string;
  SESSION_SECRET?: string;
  GOOGLE_CLIENT_ID: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_AUTH_URL: string;
  GOOGLE_TOKEN_URL: string;
  GOOGLE_JWKS_URL: string;
  GOOGLE_ISSUER: string;
  /** Secret: Tap's secret key. Unset outside production, payments go to the local Tap sandbox. */
  TAP_SECRET_KEY?: string;
  /** Tap's API base; defaults to https://api.tap.company/v2 when a secret key is set. */
  TAP_API_URL?: string;
  /** Platform admin sign-in name (var); with ADMIN_PASSWORD_HASH unset too, development uses admin / majlis-admin. */
  ADMIN_USERNAME?: string;
  /** Secret: `npm run admin:hash` output, `pbkdf2-sha256$100000$<salt>$<hash>`. Production refuses admin sign-in without it. */
  ADMIN_PASSWORD_HASH?: string;
  /** Blog admin sign-in name (var); with BLOG_ADMIN_PASSWORD_HASH unset too, development uses blog / majlis-blog. */
  BLOG_ADMIN_USERNAME?: string;
  /** Secret: `npm run admin:hash` output for the blog admin. Production refuses blog admin sign-in without it. */
  BLOG_ADMIN_PASSWORD_HASH?: string;
}

// ---------- APP_ENV: the one definition of the deployment's mode ----------
// Imported by the worker, the room actor, vite.config.ts and the Node scripts (serve, deploy:check),
// so this part must stay plain erasable TypeScript with no imports: Node loads it by stripping types.

/** The two modes a deployment runs in; any other APP_ENV value is a misconfiguration. */
export const APP_ENV_MODES = ["development", "production"] as const;
export type AppEnvMode = (typeof APP_ENV_MODES)[number];

/**
 * Development only when APP_ENV is exactly "development": every other value, a typo
 * ("Production", "prod", "") or none at all, gets production's locks (fail closed).
 */
export function isDevelopment(env: { APP_ENV?: unknown }): boolean {
  return env.APP_ENV === "development";
}

export function isProduction(env: { APP_ENV?: unknown }): boolean {
  return !isDevelopment(env);
}

/** Null when APP_ENV names one of the two modes exactly; else the English line the refusal logs. */
export function appEnvProblem(value: unknown): string | null {
  if ((APP_ENV_MODES as readonly unknown[]).includes(value)) return null;
  return `APP_ENV is ${JSON.stringify(value ?? null)}; it must be exactly "development" or "production", so the app refuses to run`;
}
