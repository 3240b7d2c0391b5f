// The platform admin's settings tab (spec 002 §2): both settings sections at once, their
// save, and the room cleanup its data-management part drives. Each change is logged.
import type { z } from "zod";
import type { AdminSettings, CleanupAnswer, CleanupStats, settingsUpdateBodySchema } from "../../schema/api/admin";
import type { Db } from "../../data/db";
import type { Env } from "../../data/env";
import { fieldChanges } from "./activity";
import { logActivity } from "../../data/activity";

/** Each setting as the settings tab names it, for the log's before and after. */
const GENERAL_LABELS = { defaultRoomExpiry: "مدة صلاحية الغرفة الافتراضية (ساعة)", enableAutoCleanup: "التنظيف التلقائي للغرف المنتهية", cleanupIntervalMinutes: "فترة التنظيف التلقائي (دقيقة)" } as const;
const SECURITY_LABELS = { enableRateLimit: "تحديد معدل الطلبات", rateLimitPerMinute: "الحد الأقصى للطلبات في الدقيقة", sessionTimeout: "مدة الجلسة (ساعة)" } as const;
import { countExpiredRooms, lastCleanupAt, purgeExpiredRooms } from "./cleanup";
import { countLiveRooms } from "./rooms";
import { readSettings, writeSettings } from "./settings";
import { countText, ENDED_ROOMS } from "../../schema/arabic-count";

type ActorId = string | null | undefined;

export async function allSettings(db: Db): Promise<AdminSettings> {
  const [general, security] = await Promise.all([readSettings(db, "general"), readSettings(db, "security")]);
  return { general, security };
}

/** Writes the sections the body carries and answers both as now stored. */
export async function saveSettings(db: Db, actorId: ActorId, body: z.output<typeof settingsUpdateBodySchema>): Promise<AdminSettings> {
  const before = await allSettings(db);
  if (body.general) await writeSettings(db, "general", body.general);
  if (body.security) await writeSettings(db, "security", body.security);
  const what = body.general && body.security ? "الإعدادات العامة وإعدادات الأمان" : body.general ? "الإعدادات العامة" : "إعدادات الأمان";
  const changes = [
    ...(body.general ? fieldChanges(before.general, body.general, GENERAL_LABELS) : []),
    ...(body.security ? fieldChanges(before.security, body.security, SECURITY_LABELS) : []),
  ];
  await logActivity(db, { actionAr: `حدّث المشرف ${what}`, actorType: "admin", actorId, changes });
  return allSettings(db);
}

export async function cleanupStats(db: Db, now = Date.now()): Promise<CleanupStats> {
  const [expiredRooms, general, liveRooms, last] = await Promise.all([countExpiredRooms(db, now), readSettings(db, "general"), countLiveRooms(db, now), lastCleanupAt(db)]);
  return { expiredRooms, roomExpiryHours: general.defaultRoomExpiry, liveRooms, lastCleanupAt: last?.toISOString() ?? null };
}

/** «تنظيف الغرف المنتهية» now, whatever the automatic cleanup's schedule. */
export async function cleanExpiredRoomsNow(env: Env, db: Db, actorId: ActorId): Promise<CleanupAnswer> {
  const deletedRooms = await purgeExpiredRooms(env, db);
  await logActivity(db, { actionAr: `نظّف المشرف الغرف المنتهية (${deletedRooms})`, actorType: "admin", actorId });
  // «تم حذف لا غرف منتهية» is no sentence: nothing deleted says so plainly.
  const message = deletedRooms === 0 ? "لم تكن هناك غرف منتهية للحذف" : `تم حذف ${countText(deletedRooms, ENDED_ROOMS, { oblique: true })}`;
  return { message, deletedRooms };
}
