// The admin's view of payments: the filtered log and the overview's figures.
import { and, count, desc, eq, gt, gte, lt, or, sql, sum, type SQL } from "drizzle-orm";
import type { AdminPayment, AdminPaymentsAnswer, AdminPaymentsFilter, PaymentStats, PaymentStatus } from "../../../schema/api/payments";
import { payments, users } from "../../../schema/db";
import { PAYMENTS } from "../../../schema/limits";
import type { Db } from "../../../data/db";
import { like } from "../sql-like";
import { csvLine, UTF8_BOM } from "./csv";

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

export function toAdminPayment(row: typeof payments.$inferSelect): AdminPayment {
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
    refundedAt: iso(row.refundedAt),
    refundId: row.refundId,
  };
}

const paymentWhen = sql`coalesce(${payments.paymentDate}, ${payments.createdAt})`;

/** The log's filter as SQL: status, the text search (name, email, charge id, receipt) and whole local days. */
function paymentsWhere(filter: AdminPaymentsFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.status !== "all") filters.push(eq(payments.status, filter.status));
  if (filter.search) {
    const fields = [payments.userName, payments.userEmail, payments.tapPaymentId, payments.receiptId, payments.id, payments.userId];
    filters.push(or(...fields.map((f) => like(f, filter.search!)))!);
  }
  if (filter.from) filters.push(gte(paymentWhen, dayStart(filter.from, filter.tzOffset)));
  // The end day counts whole: everything before the next day's start.
  if (filter.to) filters.push(lt(paymentWhen, dayStart(filter.to, filter.tzOffset) + DAY_MS));
  return filters.length ? and(...filters) : undefined;
}

const newestFirst = [desc(paymentWhen), desc(payments.createdAt), desc(payments.id)];

export async function listPayments(db: Db, query: AdminPaymentsFilter & { page: number }): Promise<AdminPaymentsAnswer> {
  const where = paymentsWhere(query);
  const pageSize = PAYMENTS.pageSize;
  const [rows, [{ total }], [{ matched }]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(payments),
    db.select({ matched: count() }).from(payments).where(where),
  ]);
  return { payments: rows.map(toAdminPayment), total, matched, page: query.page, pageSize };
}

const STATUS_AR: Record<PaymentStatus, string> = { completed: "مكتمل", pending: "معلق", failed: "فشل", refunded: "مسترد", abandoned: "متروك" };
const CSV_HEADERS = ["المستخدم", "البريد الإلكتروني", "الباقة", "المبلغ", "العملة", "الحالة", "تاريخ الدفع", "تاريخ الانتهاء", "رقم الإيصال", "رقم عملية مزود الدفع"];
const pad = (n: number) => String(n).padStart(2, "0");

/** "2025/11/21 09:30" in the admin's zone, as the log shows it (spec 002 §9). */
function csvDate(value: Date | null, tzOffset: number): string {
  if (!value) return "";
  const d = new Date(value.getTime() + tzOffset * 60_000);
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Rows read from D1 per step of the export. */
const EXPORT_CHUNK = 500;

/**
 * The filtered log as a CSV stream (UTF-8 with a BOM, Arabic headers), newest
 * first, read from D1 a chunk at a time so a large export never sits in memory.
 */
export function exportPaymentsCsv(db: Db, filter: AdminPaymentsFilter): ReadableStream<Uint8Array> {
  const where = paymentsWhere(filter);
  const encoder = new TextEncoder();
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvLine(CSV_HEADERS)));
    },
    async pull(controller) {
      const size = Math.min(EXPORT_CHUNK, PAYMENTS.exportMax - offset);
      const rows =
        size > 0
          ? await db
              .select()
              .from(payments)
              .where(where)
              .orderBy(...newestFirst)
              .limit(size)
              .offset(offset)
          : [];
      offset += rows.length;
      if (rows.length)
        controller.enqueue(
          encoder.encode(
            rows
              .map((row) =>
                csvLine([
                  row.userName,
                  row.userEmail,
                  row.tierNameAr,
                  row.amount,
                  row.currency,
                  STATUS_AR[row.status],
                  csvDate(row.paymentDate ?? row.createdAt, filter.tzOffset),
                  csvDate(row.expiryDate, filter.tzOffset),
                  row.receiptId,
                  row.tapPaymentId,
                ]),
              )
              .join(""),
          ),
        );
      if (rows.length < size || size <= 0) controller.close();
    },
  });
}

export async function paymentStats(db: Db, now: number, tzOffset: number): Promise<PaymentStats> {
  const { weekly, monthly, yearly } = PAYMENTS.revenueWindowDays;
  // Revenue is what was kept: a refunded payment is no longer "completed", so it drops out of every window.
  const completed = eq(payments.status, "completed");
  const revenueSince = (since: number) =>
    db
      .select({ value: sum(payments.amount) })
      .from(payments)
      .where(and(completed, gte(payments.paymentDate, new Date(since))));
  const [[userCounts], [premium], byStatus, [today], [week], [month], [year], [all], [refunded]] = await Promise.all([
    db.select({ value: count() }).from(users),
    db.select({ value: count() }).from(users).where(gt(users.premiumEnds, new Date(now))),
    db.select({ status: payments.status, value: count() }).from(payments).groupBy(payments.status),
    revenueSince(todayStart(now, tzOffset)),
    revenueSince(now - weekly * DAY_MS),
    revenueSince(now - monthly * DAY_MS),
    revenueSince(now - yearly * DAY_MS),
    db.select({ value: sum(payments.amount) }).from(payments).where(completed),
    db.select({ value: sum(payments.amount) }).from(payments).where(eq(payments.status, "refunded")),
  ]);
  const tally = Object.fromEntries(byStatus.map((r) => [r.status, r.value])) as Partial<Record<PaymentStatus, number>>;
  const n = (status: PaymentStatus) => tally[status] ?? 0;
  const totalPayments = n("pending") + n("completed") + n("failed") + n("refunded") + n("abandoned");
  const completedPayments = n("completed");
  // A pending payment is not decided yet, so it counts neither way; a refunded one was paid.
  const paid = completedPayments + n("refunded");
  const decided = paid + n("failed") + n("abandoned");
  const total = money(Number(all.value ?? 0));
  return {
    totalUsers: userCounts.value,
    premiumUsers: premium.value,
    totalPayments,
    pendingPayments: n("pending"),
    completedPayments,
    failedPayments: n("failed"),
    refundedPayments: n("refunded"),
    abandonedPayments: n("abandoned"),
    refundedTotal: money(Number(refunded.value ?? 0)),
    revenue: {
      daily: money(Number(today.value ?? 0)),
      weekly: money(Number(week.value ?? 0)),
      monthly: money(Number(month.value ?? 0)),
      yearly: money(Number(year.value ?? 0)),
      total,
    },
    averagePaymentValue: completedPayments ? money(total / completedPayments) : 0,
    successRate: decided ? Math.round((paid / decided) * 100) : 0,
  };
}
