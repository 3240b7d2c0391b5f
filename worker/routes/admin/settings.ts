import { and, count, eq, gt } from "drizzle-orm";
import { Hono } from "hono";
import { settingsUpdateBodySchema, type AdminSettings, type CleanupAnswer, type CleanupStats } from "../../../schema/api/admin";
import { rooms } from "../../../schema/db";
import type { AppEnv } from "../../app-env";
import type { Db } from "../../db";
import { validate } from "../../lib/validate";
import { logActivity } from "../../services/activity";
import { revokeAllAdminSessions } from "../../services/admin-sessions";
import { countExpiredRooms, lastCleanupAt, purgeExpiredRooms } from "../../services/cleanup";
import { readSettings, writeSettings } from "../../services/settings";

async function allSettings(db: Db): Promise<AdminSettings> {
  const [general, security] = await Promise.all([readSettings(db, "general"), readSettings(db, "security")]);
  return { general, security };
}

/** Settings and the room cleanup that the settings' data-management tab drives. */
export const settingsAdminRoutes = new Hono<AppEnv>()
  .get("/settings", async (c) => c.json(await allSettings(c.get("db"))))

  .put("/settings", validate("json", settingsUpdateBodySchema), async (c) => {
    const body = c.req.valid("json");
    const db = c.get("db");
    if (body.general) await writeSettings(db, "general", body.general);
    if (body.security) await writeSettings(db, "security", body.security);
    const what = body.general && body.security ? "الإعدادات العامة وإعدادات الأمان" : body.general ? "الإعدادات العامة" : "إعدادات الأمان";
    await logActivity(db, { actionAr: `حدّث المشرف ${what}`, actorType: "admin", actorId: c.get("admin")?.username });
    return c.json(await allSettings(db));
  })

  /** «تسجيل الخروج من كل الأجهزة»: every platform admin session ends, this one included. */
  .post("/sessions/revoke-all", async (c) => {
    const db = c.get("db");
    const revoked = await revokeAllAdminSessions(c, "platform");
    await logActivity(db, { actionAr: `أنهى المشرف كل جلسات الإشراف (${revoked})`, actorType: "admin", actorId: c.get("admin")?.username });
    return c.json({ success: true, revoked });
  })

  .get("/cleanup/stats", async (c) => {
    const db = c.get("db");
    const now = Date.now();
    const [expiredRooms, general, live, last] = await Promise.all([
      countExpiredRooms(db, now),
      readSettings(db, "general"),
      db.select({ n: count() }).from(rooms).where(and(eq(rooms.status, "live"), gt(rooms.expiresAt, new Date(now)))).get(),
      lastCleanupAt(db),
    ]);
    const answer: CleanupStats = {
      expiredRooms,
      roomExpiryHours: general.defaultRoomExpiry,
      liveRooms: live?.n ?? 0,
      lastCleanupAt: last?.toISOString() ?? null,
    };
    c.header("Cache-Control", "no-store");
    return c.json(answer);
  })

  .post("/cleanup/rooms", async (c) => {
    const db = c.get("db");
    const deletedRooms = await purgeExpiredRooms(c.env, db);
    await logActivity(db, { actionAr: `نظّف المشرف الغرف المنتهية (${deletedRooms})`, actorType: "admin", actorId: c.get("admin")?.username });
    const answer: CleanupAnswer = { message: `تم حذف ${deletedRooms} غرفة منتهية`, deletedRooms };
    return c.json(answer);
  });
