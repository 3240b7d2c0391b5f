// A guest identity for a browser that has none: the signed, HttpOnly guest cookie (and the
// device cookie every guest browser carries). The worker alone decides the id; the browser
// only ever holds the signed token. Shared by POST /api/auth/guest and the big screen's page,
// which hands a fresh TV its identity with the page so its room socket opens without first
// asking for one.
import type { Context } from "hono";
import { guestIdSchema } from "../../schema/api";
import { AUTH, GUEST_ID_PREFIX } from "../../schema/limits";
import type { AppEnv } from "../app-env";
import { randomToken } from "../lib/base64url";
import { setAuthCookie } from "./cookies";
import { ensureDevice } from "./device";
import { takeHourlyQuota } from "./room-bounds";
import { signToken } from "./tokens";

/**
 * The caller's guest id: the one its cookie carries, or a new one set in its cookie. New
 * identities are free to make, so each address gets only so many an hour (429 past that).
 */
export async function ensureGuestIdentity(c: Context<AppEnv>): Promise<string> {
  // Every guest browser carries a device id, whether its guest identity is new or not.
  await ensureDevice(c);
  const current = guestIdSchema.safeParse(c.get("guestId"));
  if (current.success) return current.data;
  await takeHourlyQuota(c, c.get("db"), "guests");
  // The spec's guest id is the prefix plus a timestamp; the random tail keeps two guests of the same millisecond apart.
  const playerId = `${GUEST_ID_PREFIX}${Date.now()}_${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, "x").slice(0, 8)}`;
  const ttl = AUTH.guestTtlDays * 86_400;
  setAuthCookie(c, AUTH.guestCookie, await signToken(c.env, "guest", { sub: playerId }, ttl), ttl);
  c.set("guestId", playerId);
  return playerId;
}
