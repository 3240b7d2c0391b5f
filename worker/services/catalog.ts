import { eq } from "drizzle-orm";
import { gameTypeSchema } from "../../schema/api";
import { siteSettings } from "../../schema/db";
import { SITE, type GameType } from "../../schema/limits";
import type { Db } from "../../data/db";
import { HttpError } from "../lib/errors";

export function parseGameType(value: string): GameType {
  const parsed = gameTypeSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(404, "unsupported_game_type", "نوع اللعبة غير مدعوم");
  return parsed.data;
}

export async function readSiteSettings(db: Db) {
  const row = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).get();
  return {
    faviconUrl: row?.faviconUrl || SITE.defaultFavicon,
    siteName: row?.siteName || SITE.name,
    siteDescription: row?.siteDescription || SITE.defaultDescription,
    siteImage: row?.siteImage ?? SITE.defaultImage,
  };
}
