// The catalogue as the worker's lobby routes and the room actor read it: one query for both.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { CategorySummary } from "../schema/api";
import { categories, games, subcategories } from "../schema/db";
import { GAME_IDS, type GameType } from "../schema/limits";
import type { Db } from "./db";

/** What a game's lobby picks from: whole categories, or the subcategories inside them (bluff trivia). */
export type CategoryShape = "categories" | "subcategories";

/** Active categories of a game with their active subcategories; ids as strings, as rooms store them. */
export async function listCategories(db: Db, gameType: GameType, shape: CategoryShape): Promise<CategorySummary[]> {
  const gameId = GAME_IDS[gameType];
  const game = await db.select().from(games).where(eq(games.id, gameId)).get();
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.gameId, gameId), eq(categories.isActive, true), isNull(categories.deletedAt)))
    .orderBy(asc(categories.displayOrder), asc(categories.id));
  // The game's module says whether its lobby picks subcategories (bluff trivia) or categories.
  const subs = shape === "subcategories"
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
      ...(category.season ? { season: category.season } : {}),
      subcategories: subs
        .filter((s) => s.subcategories.categoryId === category.id)
        .map(({ subcategories: s }) => ({ id: String(s.id), nameAr: s.nameAr, isPremium: categoryPremium || s.isPremium })),
    };
  });
}
