// The admin's view of payments: the filtered log and the overview's figures.
import { and, count, desc, eq, gt, gte, lt, sql, sum, type SQL } from "drizzle-orm";
import type { AdminPayment, AdminPaymentsAnswer, PaymentStats } from "../../../schema/api/payments";
import { payments, users } from "../../../schema/db";
import { PAYMENTS } from "../../../schema/limits";
import type { Db } from "../../db";

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const money = (n: number) => Math.round(n * 100) / 100;

/** Start of a calendar day "yyyy-MM-dd" in a zone `tzOffset` minutes ahead of UTC. */
export function dayStart(day: string, tzOffset: number): number {
  const [y, m, d] = day.split("-").map(Number);
  return Date.UTC(y, m - 1, d) - tzOffset * 60_000;
}

/** Start of today in that zone. */
export function todayStart(now: number, tzOffset: number): number {
  const local = new Date(now + tzOffset * 60_000);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - tzOffset * 60_000;
}

function toAdminPayment(row: typeof payments.$inferSelect): AdminPayment {
  return {
    id: row.id,
    userName: row.userName,
    userEmail: row.userEmail,
    tierNameAr: row.tierNameAr,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    paymentDate: iso(row.paymentDate ?? row.createdAt),
    expiryDate: iso(row.expiryDate),
    receiptId: row.receiptId,
    tapPaymentId: row.tapPaymentId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPayments(
  db: Db,
  query: { status: "all" | "pending" | "completed" | "failed"; from?: string; to?: string; tzOffset: number },
): Promise<AdminPaymentsAnswer> {
  const when = sql`coalesce(${payments.paymentDate}, ${payments.createdAt})`;
  const filters: SQL[] = [];
  if (query.status !== "all") filters.push(eq(payments.status, query.status));
  if (query.from) filters.push(gte(when, dayStart(query.from, query.tzOffset)));
  // The end day counts whole: everything before the next day's start.
  if (query.to) filters.push(lt(when, dayStart(query.to, query.tzOffset) + DAY_MS));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }], [{ matched }]] = await Promise.all([
    db.select().from(payments).where(where).orderBy(desc(when), desc(payments.createdAt)).limit(PAYMENTS.logLimit),
    db.select({ total: count() }).from(payments),
    db.select({ matched: count() }).from(payments).where(where),
  ]);
  return { payments: rows.map(toAdminPayment), total, matched, limit: PAYMENTS.logLimit };
}

export async function paymentStats(db: Db, now: number, tzOffset: number): Promise<PaymentStats> {
  const { weekly, monthly, yearly } = PAYMENTS.revenueWindowDays;
  const completed = eq(payments.status, "completed");
  const revenueSince = (since: number) =>
    db
      .select({ value: sum(payments.amount) })
      .from(payments)
      .where(and(completed, gte(payments.paymentDate, new Date(since))));
  const [[userCounts], [premium], byStatus, [today], [week], [month], [year], [all]] = await Promise.all([
    db.select({ value: count() }).from(users),
    db.select({ value: count() }).from(users).where(gt(users.premiumEnds, new Date(now))),
    db.select({ status: payments.status, value: count() }).from(payments).groupBy(payments.status),
    revenueSince(todayStart(now, tzOffset)),
    revenueSince(now - weekly * DAY_MS),
    revenueSince(now - monthly * DAY_MS),
    revenueSince(now - yearly * DAY_MS),
    db.select({ value: sum(payments.amount) }).from(payments).where(completed),
  ]);
  const tally = Object.fromEntries(byStatus.map((r) => [r.status, r.value])) as Partial<Record<"pending" | "completed" | "failed", number>>;
  const totalPayments = (tally.pending ?? 0) + (tally.completed ?? 0) + (tally.failed ?? 0);
  const completedPayments = tally.completed ?? 0;
  const total = money(Number(all.value ?? 0));
  return {
    totalUsers: userCounts.value,
    premiumUsers: premium.value,
    totalPayments,
    pendingPayments: tally.pending ?? 0,
    completedPayments,
    failedPayments: tally.failed ?? 0,
    revenue: {
      daily: money(Number(today.value ?? 0)),
      weekly: money(Number(week.value ?? 0)),
      monthly: money(Number(month.value ?? 0)),
      yearly: money(Number(year.value ?? 0)),
      total,
    },
    averagePaymentValue: completedPayments ? money(total / completedPayments) : 0,
    successRate: totalPayments ? Math.round((completedPayments / totalPayments) * 100) : 0,
  };
}
