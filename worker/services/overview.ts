// The admin overview's figures (spec 002 §2, §3 Analytics): users, rooms, games,
// security, the payment figures as numbers, and the system status badges.
import { and, count, eq, gt, gte, sql } from "drizzle-orm";
import type { Analytics } from "../../schema/api/admin";
import { games, rooms, users } from "../../schema/db";
import { ADMIN_OVERVIEW } from "../../schema/limits";
import type { Db } from "../../data/db";
import type { Env } from "../../data/env";
import { providerMode } from "./payments/provider";
import { paymentStats } from "./payments/report";
import { roomActorsAnswer } from "./room-actors";
import { readSettings } from "./settings";

async function databaseAnswers(db: Db) {
  try {
    await db.run(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}

export async function analytics(env: Env, db: Db, now: number, tzOffset: number): Promise<Analytics> {
  const since = new Date(now - ADMIN_OVERVIEW.activeRoomsWindowHours * 3_600_000);
  const [userCounts, roomCount, gameCounts, security, database, websocket, money] = await Promise.all([
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
    roomActorsAnswer(env),
    paymentStats(db, now, tzOffset),
  ]);
  return {
    totalUsers: userCounts?.total ?? 0,
    premiumUsers: Number(userCounts?.premium ?? 0),
    activeRooms: roomCount?.n ?? 0,
    totalGames: gameCounts?.total ?? 0,
    activeGames: Number(gameCounts?.active ?? 0),
    securityActive: security.enableRateLimit,
    totalPayments: money.totalPayments,
    pendingPayments: money.pendingPayments,
    completedPayments: money.completedPayments,
    revenue: money.revenue,
    averagePaymentValue: money.averagePaymentValue,
    // Real payments need the provider's secret key; development uses the local sandbox provider.
    status: { database, websocket, payments: providerMode(env) !== "missing" },
  };
}
