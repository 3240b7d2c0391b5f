import { and, asc, eq, isNull } from "drizzle-orm";
import { gameTypeSchema, type CategorySummary } from "../../schema/api";
import { categories, games, siteSettings, subcategories } from "../../schema/db";
import { GAME_IDS, SITE, type GameType } from "../../schema/limits";
import { findGame } from "../../durable-objects/games/registry";
import type { Db } from "../db";
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

/** Active categories of a game with their active subcategories; ids as strings, as rooms store them. */
export async function listCategories(db: Db, gameType: GameType): Promise<CategorySummary[]> {
  const gameId = GAME_IDS[gameType];
  const game = await db.select().from(games).where(eq(games.id, gameId)).get();
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.gameId, gameId), eq(categories.isActive, true), isNull(categories.deletedAt)))
    .orderBy(asc(categories.displayOrder), asc(categories.id));
  // The game's module says whether its lobby picks subcategories (bluff trivia) or categories.
  const subs = findGame(gameType)?.categoryShape === "subcategories"
    ? await db
        .select()
        .from(subcategories)
        .innerJoin(categories, eq(categories.id, subcategories.categoryId))
        .where(and(eq(categories.gameId, gameId), eq(subcategories.isActive, true), isNull(categories.deletedAt)))
        .orderBy(asc(subcategories.displayOrder), asc(subcategories.id))
    : [];
  // Premium flows downwards: a premium game or category makes everything under it premium.
  return rows.map((category) => {
    const categoryPremium = !!game?.isPremium || category.isPremium;
    return {
      id: String(category.id),
      nameAr: category.nameAr,
      isPremium: categoryPremium,
      subcategories: subs
        .filter((s) => s.subcategories.categoryId === category.id)
        .map(({ subcategories: s }) => ({ id: String(s.id), nameAr: s.nameAr, isPremium: categoryPremium || s.isPremium })),
    };
  });
}
