// The browser's device id: a random id in a signed, HttpOnly cookie that
// outlives the guest identity, so a kicked phone cannot come straight back as a new
// guest. The worker issues it; the room only ever reads it from the upgrade.
import type { Context } from "hono";
import { AUTH } from "../../schema/limits";
import type { AppEnv } from "../app-env";
import { randomToken } from "../lib/base64url";
import { setAuthCookie } from "./cookies";
import { signToken } from "./tokens";

export const DEVICE_ID_PREFIX = "device_";

/** The caller's device id; a browser without a valid one gets a new one in its cookie. */
export async function ensureDevice(c: Context<AppEnv>): Promise<string> {
  const current = c.get("deviceId");
  if (current) return current;
  const deviceId = `${DEVICE_ID_PREFIX}${randomToken(12)}`;
  const ttl = AUTH.deviceTtlDays * 86_400;
  setAuthCookie(c, AUTH.deviceCookie, await signToken(c.env, "device", { sub: deviceId }, ttl), ttl);
  c.set("deviceId", deviceId);
  return deviceId;
}
