import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { gameIdParamSchema, gameUpdateBodySchema, type AdminGame } from "../../../schema/api/admin";
import { games } from "../../../schema/db";
import type { AppEnv } from "../../app-env";
import { HttpError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { logActivity } from "../../services/activity";

function toAdminGame(row: typeof games.$inferSelect): AdminGame {
  return {
    id: row.id,
    nameAr: row.nameAr,
    descriptionAr: row.descriptionAr,
    gameType: row.gameType as AdminGame["gameType"],
    isPremium: row.isPremium,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

export const gameAdminRoutes = new Hono<AppEnv>()
  .get("/games", async (c) => {
    const rows = await c.get("db").select().from(games).orderBy(asc(games.id));
    return c.json(rows.map(toAdminGame));
  })

  .put("/games/:id", validate("param", gameIdParamSchema), validate("json", gameUpdateBodySchema), async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const db = c.get("db");
    const before = await db.select().from(games).where(eq(games.id, id)).get();
    if (!before) throw new HttpError(404, "game_not_found", "اللعبة غير موجودة");
    const updated = await db.update(games).set(body).where(eq(games.id, id)).returning().get();
    const changes: string[] = [];
    if (before.isActive !== updated.isActive) changes.push(updated.isActive ? "فعّل" : "أوقف");
    const verb = changes[0] ?? "عدّل";
    await logActivity(db, { actionAr: `${verb} المشرف لعبة «${updated.nameAr}»`, actorType: "admin", actorId: c.get("admin")?.username });
    return c.json(toAdminGame(updated));
  });
