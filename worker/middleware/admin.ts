import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { HttpError } from "../lib/errors";
import { adminSessionOf, type AdminKind } from "../services/admin-sessions";

const REFUSALS: Record<AdminKind, HttpError> = {
  platform: new HttpError(401, "admin_unauthenticated", "انتهت جلسة المشرف أو لم يُسجَّل الدخول بعد. يُرجى تسجيل الدخول مرة أخرى"),
  blog: new HttpError(401, "blog_admin_unauthenticated", "انتهت جلسة مشرف المدونة أو لم يُسجَّل الدخول بعد. يُرجى تسجيل الدخول مرة أخرى"),
};

/**
 * The guard of one admin door, mounted once in front of its group: nothing reaches a
 * handler without a live session of exactly that kind (a blog session never opens the
 * platform admin, nor the reverse).
 */
export function requireAdminOf(kind: AdminKind) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await adminSessionOf(c, kind);
    if (!session) throw REFUSALS[kind];
    c.header("Cache-Control", "no-store");
    if (kind === "platform") c.set("admin", session);
    else c.set("blogAdmin", session);
    await next();
  });
}

/** Mounted once in front of every /api/admin route but config, login and logout. */
export const requireAdmin = requireAdminOf("platform");
/** Mounted once in front of every /api/admin/blog route. */
export const requireBlogAdmin = requireAdminOf("blog");
