import { and, count, eq, gt, gte, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { ActivityItem, Analytics } from "../../../schema/api/admin";
import { games, rooms, users } from "../../../schema/db";
import { ADMIN_OVERVIEW } from "../../../schema/limits";
import type { AppEnv } from "../../app-env";
import type { Db } from "../../db";
import { recentActivity } from "../../services/activity";
import { providerMode } from "../../services/payments/provider";
import { roomActorsAnswer } from "../../services/room-actors";
import { readSettings } from "../../services/settings";

async function databaseAnswers(db: Db) {
  try {
    await db.run(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}

/** Real payments need the provider's secret key; development uses the local sandbox provider. */

export const overviewRoutes = new Hono<AppEnv>()
  .get("/analytics", async (c) => {
    const db = c.get("db");
    const now = Date.now();
    const since = new Date(now - ADMIN_OVERVIEW.activeRoomsWindowHours * 3_600_000);
    const [userCounts, roomCount, gameCounts, security, database, websocket] = await Promise.all([
      db
        .select({ total: count(), premium: sql<number>`coalesce(sum(${users.premiumEnds} > ${now}), 0)` })
        .from(users)
        .get(),
      db
        .select({ n: count() })
        .from(rooms)
        .where(and(eq(rooms.status, "live"), gt(rooms.expiresAt, new Date(now)), gte(rooms.createdAt, since)))
        .get(),
      db.select({ total: count(), active: sql<number>`coalesce(sum(${games.isActive}), 0)` }).from(games).get(),
      readSettings(db, "security"),
      databaseAnswers(db),
      roomActorsAnswer(c.env),
    ]);
    const answer: Analytics = {
      totalUsers: userCounts?.total ?? 0,
      premiumUsers: Number(userCounts?.premium ?? 0),
      activeRooms: roomCount?.n ?? 0,
      totalGames: gameCounts?.total ?? 0,
      activeGames: Number(gameCounts?.active ?? 0),
      securityActive: security.enableRateLimit,
      status: { database, websocket, payments: providerMode(c.env) !== "missing" },
    };
    return c.json(answer);
  })

  .get("/activity/recent", async (c) => {
    const rows = await recentActivity(c.get("db"), ADMIN_OVERVIEW.recentActivityLimit);
    const answer: ActivityItem[] = rows.map((row) => ({
      id: row.id,
      actionAr: row.actionAr,
      actorType: row.actorType,
      createdAt: row.createdAt.toISOString(),
    }));
    return c.json(answer);
  });
