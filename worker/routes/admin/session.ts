import { Hono } from "hono";
import { adminLoginBodySchema, type AdminConfig } from "../../../schema/api/admin";
import type { AppEnv } from "../../app-env";
import { HttpError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { adminCredentials, adminSessionOf, checkAdminPassword, endAdminSession, startAdminSession } from "../../services/admin-sessions";
import { throttledLogin } from "../../services/login-throttle";

const THROTTLE_SCOPE = "admin-login";

/** The public part of the admin API: who am I, sign in, sign out. */
export const adminSessionRoutes = new Hono<AppEnv>()
  .get("/config", async (c) => {
    const credentials = adminCredentials(c.env, "platform");
    const session = await adminSessionOf(c, "platform");
    const answer: AdminConfig = {
      isAdmin: !!session,
      username: session?.username ?? null,
      configured: credentials.kind !== "missing",
      developmentCredentials:
        credentials.kind === "development" ? { username: credentials.username, password: credentials.password } : null,
    };
    c.header("Cache-Control", "no-store");
    return c.json(answer);
  })

  .post("/login", validate("json", adminLoginBodySchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const credentials = adminCredentials(c.env, "platform");
    if (credentials.kind === "missing")
      throw new HttpError(503, "admin_not_configured", "بيانات دخول المشرف غير مضبوطة على الخادم (ADMIN_USERNAME و ADMIN_PASSWORD_HASH)");

    await throttledLogin(c, c.get("db"), THROTTLE_SCOPE, username, () => checkAdminPassword(credentials, username, password));
    await startAdminSession(c, "platform");
    return c.json({ success: true, isAdmin: true });
  })

  /** Works with or without a live session, so a stale page can always sign out. */
  .post("/logout", async (c) => {
    await endAdminSession(c, "platform");
    return c.json({ success: true });
  });
