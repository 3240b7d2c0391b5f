import type { RoomActor } from "../durable-objects/room-actor";

/** Bindings and variables of the worker, as declared in wrangler.toml and secrets. */
export interface Env {
  DB: D1Database;
  UPLOADS: R2Bucket;
  ROOMS: DurableObjectNamespace<RoomActor>;
  ASSETS?: Fetcher;
  APP_ENV: string;
  SESSION_SECRET?: string;
  GOOGLE_CLIENT_ID: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_AUTH_URL: string;
  GOOGLE_TOKEN_URL: string;
  GOOGLE_JWKS_URL: string;
  GOOGLE_ISSUER: string;
}
