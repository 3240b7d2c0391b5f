// Settings and the room cleanup that the settings' data-management tab drives (spec 002 §2).
// The queries live in worker/services/admin-settings.ts.
import { Hono } from "hono";
import { settingsUpdateBodySchema } from "../../../schema/api/admin";
import type { AppEnv } from "../../app-env";
import { validate } from "../../lib/validate";
import { logActivity } from "../../../data/activity";
import { revokeAllAdminSessions } from "../../services/admin-sessions";
import { allSettings, cleanExpiredRoomsNow, cleanupStats, saveSettings } from "../../services/admin-settings";

export const settingsAdminRoutes = new Hono<AppEnv>()
  .get("/settings", async (c) => c.json(await allSettings(c.get("db"))))

  .put("/settings", validate("json", settingsUpdateBodySchema), async (c) => c.json(await saveSettings(c.get("db"), c.get("admin")?.username, c.req.valid("json"))))

  /** «تسجيل الخروج من كل الأجهزة»: every platform admin session ends, this one included. */
  .post("/sessions/revoke-all", async (c) => {
    const revoked = await revokeAllAdminSessions(c, "platform");
    await logActivity(c.get("db"), { actionAr: `أنهى المشرف كل جلسات الإشراف (${revoked})`, actorType: "admin", actorId: c.get("admin")?.username });
    return c.json({ success: true, revoked });
  })

  .get("/cleanup/stats", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await cleanupStats(c.get("db")));
  })

  .post("/cleanup/rooms", async (c) => c.json(await cleanExpiredRoomsNow(c.env, c.get("db"), c.get("admin")?.username)));
