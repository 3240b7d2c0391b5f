import { eq } from "drizzle-orm";
import type { z } from "zod";
import { generalSettingsSchema, securitySettingsSchema } from "../../schema/api/admin";
import { ADMIN_SETTINGS_DEFAULTS } from "../../schema/limits";
import { adminSettings } from "../../schema/db";
import type { Db } from "../../data/db";

export { generalSettingsSchema, securitySettingsSchema };
export type { GeneralSettings, SecuritySettings } from "../../schema/api/admin";

const sections = { general: generalSettingsSchema, security: securitySettingsSchema } as const;
export type SettingsSection = keyof typeof sections;

/** One section of the admin settings; a missing or damaged row reads as the defaults. */
export async function readSettings<S extends SettingsSection>(db: Db, section: S) {
  const row = await db.select().from(adminSettings).where(eq(adminSettings.section, section)).get();
  const defaults = ADMIN_SETTINGS_DEFAULTS[section];
  if (!row) return { ...defaults } as z.infer<(typeof sections)[S]>;
  const parsed = sections[section].safeParse({ ...defaults, ...JSON.parse(row.valueJson) });
  return (parsed.success ? parsed.data : { ...defaults }) as z.infer<(typeof sections)[S]>;
}

/** Replaces one section; every reader takes it from the next request on. */
export async function writeSettings<S extends SettingsSection>(db: Db, section: S, value: z.infer<(typeof sections)[S]>) {
  const valueJson = JSON.stringify(sections[section].parse(value));
  await db
    .insert(adminSettings)
    .values({ section, valueJson, updatedAt: new Date() })
    .onConflictDoUpdate({ target: adminSettings.section, set: { valueJson, updatedAt: new Date() } });
}
