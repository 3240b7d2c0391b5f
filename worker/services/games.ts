// The games table: the public catalog (active games), the admin's list and its edit, and the
// one game a room is made for. Every answer has the same shape (AdminGame).
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AdminGame, gameUpdateBodySchema } from "../../schema/api/admin";
import { games } from "../../schema/db";
import type { Db } from "../../data/db";
import { HttpError } from "../lib/errors";
import { pick } from "../lib/pick";
import { fieldChanges } from "./activity";
import { logActivity } from "../../data/activity";

/** The game's fields as the admin's edit dialog names them, for the log's before and after. */
const GAME_LABELS = { nameAr: "اسم اللعبة", descriptionAr: "الوصف", isPremium: "مميزة (للمشتركين)", isActive: "مفعّلة" } as const;

type GameRow = typeof games.$inferSelect;

export function toGame(row: GameRow): AdminGame {
  return {
    ...pick(row, ["id", "nameAr", "descriptionAr", "isPremium", "isActive"]),
    gameType: row.gameType as AdminGame["gameType"],
    createdAt: row.createdAt.toISOString(),
  };
}

/** Games by id: every game for the admin, the active ones for the public catalog. */
export async function listGames(db: Db, { activeOnly }: { activeOnly: boolean }): Promise<AdminGame[]> {
  const rows = await db
    .select()
    .from(games)
    .where(activeOnly ? eq(games.isActive, true) : undefined)
    .orderBy(asc(games.id));
  return rows.map(toGame);
}

export async function gameById(db: Db, id: number): Promise<GameRow | null> {
  return (await db.select().from(games).where(eq(games.id, id)).get()) ?? null;
}

export async function gameByType(db: Db, gameType: string): Promise<GameRow | null> {
  return (await db.select().from(games).where(eq(games.gameType, gameType)).get()) ?? null;
}

/** The admin's edit, logged as «فعّل» / «أوقف» when the active switch changed, «عدّل» otherwise. */
export async function updateGame(db: Db, actorId: string | null | undefined, id: number, body: z.output<typeof gameUpdateBodySchema>): Promise<AdminGame> {
  const before = await gameById(db, id);
  if (!before) throw new HttpError(404, "game_not_found", "اللعبة غير موجودة");
  const updated = await db.update(games).set(body).where(eq(games.id, id)).returning().get();
  const verb = before.isActive !== updated.isActive ? (updated.isActive ? "فعّل" : "أوقف") : "عدّل";
  await logActivity(db, { actionAr: `${verb} المشرف لعبة «${updated.nameAr}»`, actorType: "admin", actorId, changes: fieldChanges<GameRow>(before, updated, GAME_LABELS) });
  return toGame(updated);
}
