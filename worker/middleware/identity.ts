import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { AUTH } from "../../schema/limits";
import type { AppEnv } from "../app-env";
import { database } from "../../data/db";
import { HttpError } from "../lib/errors";
import { userFromSessionCookie } from "../services/sessions";
import { verifyToken } from "../services/tokens";

/** Reads who is calling from the session and guest cookies; never from the body. */
export const identity = createMiddleware<AppEnv>(async (c, next) => {
  const db = database(c.env.DB);
  c.set("db", db);
  const session = await userFromSessionCookie(db, c.env, getCookie(c, AUTH.sessionCookie));
  c.set("user", session?.user ?? null);
  c.set("sessionId", session?.sessionId ?? null);
  const guest = await verifyToken<{ sub: string }>(c.env, "guest", getCookie(c, AUTH.guestCookie));
  c.set("guestId", guest?.sub ?? null);
  const device = await verifyToken<{ sub: string }>(c.env, "device", getCookie(c, AUTH.deviceCookie));
  c.set("deviceId", device?.sub ?? null);
  await next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user")) throw new HttpError(401, "unauthenticated", "يجب تسجيل الدخول أولاً");
  await next();
});
