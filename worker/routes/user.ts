import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { requireUser } from "../middleware/identity";
import { hasAccess } from "../services/access";

export const userRoutes = new Hono<AppEnv>().get("/access", requireUser, (c) => {
  const user = c.get("user")!;
  const access = hasAccess(user);
  return c.json({ hasAccess: access, expiresAt: access ? user.premiumEnds!.toISOString() : null });
});
