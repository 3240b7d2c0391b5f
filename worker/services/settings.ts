import { eq } from "drizzle-orm";
import { z } from "zod";
import { ADMIN_SETTINGS_BOUNDS as B, ADMIN_SETTINGS_DEFAULTS } from "../../schema/limits";
import { adminSettings } from "../../schema/db";
import type { Db } from "../db";

const bounded = (b: { min: number; max: number }) => z.number().int().min(b.min).max(b.max);

export const generalSettingsSchema = z.object({
  defaultRoomExpiry: bounded(B.defaultRoomExpiry),
  enableAutoCleanup: z.boolean(),
  cleanupIntervalMinutes: bounded(B.cleanupIntervalMinutes),
});
export const securitySettingsSchema = z.object({
  enableRateLimit: z.boolean(),
  rateLimitPerMinute: bounded(B.rateLimitPerMinute),
  sessionTimeout: bounded(B.sessionTimeout),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

const sections = { general: generalSettingsSchema, security: securitySettingsSchema } as const;

/** One section of the admin settings; a missing or damaged row reads as the defaults. */
export async function readSettings<S extends keyof typeof sections>(db: Db, section: S) {
  const row = await db.select().from(adminSettings).where(eq(adminSettings.section, section)).get();
  const defaults = ADMIN_SETTINGS_DEFAULTS[section];
  if (!row) return { ...defaults } as z.infer<(typeof sections)[S]>;
  const parsed = sections[section].safeParse({ ...defaults, ...JSON.parse(row.valueJson) });
  return (parsed.success ? parsed.data : { ...defaults }) as z.infer<(typeof sections)[S]>;
}
