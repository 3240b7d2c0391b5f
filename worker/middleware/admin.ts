import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { HttpError } from "../lib/errors";
import { adminFromCookie } from "../services/admin-session";

/** Mounted once in front of every /api/admin route but config and login: nothing reaches a handler without a live admin session. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const admin = await adminFromCookie(c);
  if (!admin) throw new HttpError(401, "admin_unauthenticated", "انتهت جلسة المشرف أو لم تسجّل الدخول. سجّل الدخول مرة أخرى");
  c.set("admin", admin);
  await next();
});
