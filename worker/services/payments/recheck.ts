// No paid charge lost: when Tap's webhook never came and the buyer
// closed the tab before the result page, nobody would ever ask Tap about the
// charge. The scheduled job asks about pending payments a minute old or more, a
// bounded batch per run, and the admin's «إعادة التحقق» asks about one at once.
// Both settle through settlePayment, the path verify and the webhook take, so
// access is granted exactly once however they race. A charge Tap does not know
// (404) is an outcome of its own: the job asks about it again only
// every few hours, and gives it up as abandoned at 48 hours like an unpaid one.
import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import { payments } from "../../../schema/db";
import { PAYMENTS } from "../../../schema/limits";
import type { RecheckAnswer } from "../../../schema/api/payments";
import type { Db } from "../../../data/db";
import type { Env } from "../../../data/env";
import { HttpError } from "../../lib/errors";
import { logActivity } from "../../../data/activity";
import type { PaymentProvider } from "./provider";
import type { PaymentRow } from "../../../schema/db";
import { settlePayment, type Settlement } from "./purchase";
import { amountAr } from "./refund";

export type RecheckOutcome = RecheckAnswer["outcome"];

/** What a re-check found, from the settlement and the payment as it now is (pure). */
export function recheckOutcome(settlement: Pick<Settlement, "decision">, status: PaymentRow["status"]): RecheckOutcome {
  if (status === "pending" && settlement.decision.outcome === "mismatch") return "mismatch";
  return status;
}

/** Whether a payment still unpaid after this re-check is given up (pure). */
export const isAbandoned = (payment: Pick<PaymentRow, "status" | "createdAt">, now: number) =>
  payment.status === "pending" && now - payment.createdAt.getTime() >= PAYMENTS.abandonAfterMs;

/** The statuses as the admin's log shows them, for the activity entry's before and after. */
const STATUS_AR: Record<PaymentRow["status"], string> = { pending: "معلق", completed: "مكتمل", failed: "فاشل", refunded: "مسترد", abandoned: "متروك" };

export const RECHECK_MESSAGES: Record<RecheckOutcome, string> = {
  completed: "الدفعة مكتملة لدى مزوّد الدفع، والوصول المميز مفعّل للمشتري",
  failed: "لم تتم عملية الدفع لدى مزوّد الدفع، فسُجّلت الدفعة فاشلة",
  pending: "لم يكتمل الدفع بعد لدى مزوّد الدفع، وستبقى الدفعة معلقة حتى يكتمل أو يفشل",
  abandoned: "مرّت 48 ساعة دون أن يكتمل الدفع، فسُجّلت الدفعة متروكة",
  refunded: "استُرد مبلغ هذه الدفعة، فلا تمنح وصولًا",
  mismatch: "بيانات العملية لدى مزوّد الدفع لا تطابق هذه الدفعة، فلم يتغير شيء",
};

/** A payment left pending because Tap does not know its charge says so, not «لم يكتمل الدفع بعد». */
const UNKNOWN_CHARGE_MESSAGE = "لا يعرف مزوّد الدفع هذه العملية، فتبقى الدفعة معلقة وتُسجَّل متروكة بعد 48 ساعة من بدئها";

/** The admin's sentence for what a re-check found. */
export const recheckMessage = (result: { outcome: RecheckOutcome; unknownCharge: boolean }) =>
  result.outcome === "pending" && result.unknownCharge ? UNKNOWN_CHARGE_MESSAGE : RECHECK_MESSAGES[result.outcome];

/**
 * Asks Tap about one payment and applies what it says; a payment still unpaid 48 hours after it
 * started is marked abandoned. Throws HttpError 502 when Tap cannot be asked (nothing changes).
 */
export async function recheckPayment(db: Db, env: Pick<Env, "DB" | "ROOMS">, provider: PaymentProvider, payment: PaymentRow, now = Date.now()) {
  // Noted before asking, so a payment Tap cannot answer for does not hold the head of the job's queue.
  await db.update(payments).set({ recheckedAt: new Date(now) }).where(eq(payments.id, payment.id));
  const settlement = await settlePayment(db, env, provider, payment);
  const unknownCharge = settlement.decision.outcome === "unknown_charge";
  // The first 404 is remembered (the job then spaces its questions); an answer from Tap clears it.
  if (unknownCharge !== !!payment.chargeUnknownAt)
    await db.update(payments).set({ chargeUnknownAt: unknownCharge ? new Date(now) : null }).where(eq(payments.id, payment.id));
  let fresh = settlement.payment;
  // A charge Tap captured is never given up, even while its payment waits (a deleted buyer's refund Tap has not taken yet).
  if (isAbandoned(fresh, now) && settlement.decision.outcome !== "grant") {
    await db
      .update(payments)
      .set({ status: "abandoned", updatedAt: new Date(now) })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")));
    fresh = (await db.select().from(payments).where(eq(payments.id, payment.id)).get()) ?? fresh;
  }
  return { outcome: recheckOutcome(settlement, fresh.status), payment: fresh, granted: settlement.granted, unknownCharge };
}

/** The admin's «إعادة التحقق» of one payment, logged with what it found. */
export async function adminRecheck(db: Db, env: Pick<Env, "DB" | "ROOMS">, provider: PaymentProvider, paymentId: string, actorId: string | null) {
  const payment = await db.select().from(payments).where(eq(payments.id, paymentId)).get();
  if (!payment) throw new HttpError(404, "payment_not_found", "الدفعة غير موجودة");
  const result = await recheckPayment(db, env, provider, payment);
  const who = payment.userName || payment.userEmail || "مستخدم محذوف";
  await logActivity(db, {
    actionAr: `أعاد المشرف التحقق من دفعة ${who} (${payment.tierNameAr}، ${amountAr(payment.amount)}): ${recheckMessage(result)}`,
    actorType: "admin",
    actorId,
    changes: payment.status === result.payment.status ? [] : [{ field: "status", label: "حالة الدفعة", before: STATUS_AR[payment.status], after: STATUS_AR[result.payment.status] }],
  });
  return result;
}

export interface RecheckRun {
  checked: number;
  completed: number;
  failed: number;
  abandoned: number;
  refunded: number;
  /** Tap could not be asked about these; they wait for the next run. */
  unreachable: number;
  /** Tap does not know these charges; they are asked again in PAYMENTS.unknownChargeRecheckMs. */
  unknown: number;
}

/**
 * The scheduled run: up to PAYMENTS.recheckBatch pending payments at least a minute old, those
 * asked about least recently first, so a payment Tap keeps failing on never starves the rest. One
 * whose charge Tap does not know waits PAYMENTS.unknownChargeRecheckMs between questions, until it
 * is old enough to abandon.
 */
export async function recheckPendingPayments(db: Db, env: Pick<Env, "DB" | "ROOMS">, provider: PaymentProvider, now = Date.now()): Promise<RecheckRun> {
  const due = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        lte(payments.createdAt, new Date(now - PAYMENTS.recheckAfterMs)),
        or(
          isNull(payments.chargeUnknownAt),
          lte(payments.recheckedAt, new Date(now - PAYMENTS.unknownChargeRecheckMs)),
          lte(payments.createdAt, new Date(now - PAYMENTS.abandonAfterMs)),
        ),
      ),
    )
    .orderBy(asc(sql`coalesce(${payments.recheckedAt}, 0)`), asc(payments.createdAt))
    .limit(PAYMENTS.recheckBatch);
  const run: RecheckRun = { checked: 0, completed: 0, failed: 0, abandoned: 0, refunded: 0, unreachable: 0, unknown: 0 };
  // One at a time: a cron run has time, and Tap is not asked for twenty charges at once.
  for (const payment of due) {
    run.checked++;
    try {
      const { outcome, unknownCharge } = await recheckPayment(db, env, provider, payment, now);
      if (outcome === "completed" || outcome === "failed" || outcome === "abandoned" || outcome === "refunded") run[outcome]++;
      else if (unknownCharge) run.unknown++;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      run.unreachable++;
    }
  }
  // A completed purchase is already logged as the buyer's; the rest is the job's own line.
  const parts = [
    run.completed && `اكتملت ${run.completed}`,
    run.failed && `فشلت ${run.failed}`,
    run.abandoned && `تُركت ${run.abandoned} بعد 48 ساعة`,
    run.refunded && `استُردت ${run.refunded} لحسابات محذوفة`,
  ].filter(Boolean);
  if (parts.length) await logActivity(db, { actionAr: `التحقق التلقائي من المدفوعات المعلقة: ${parts.join("، ")}`, actorType: "system" });
  return run;
}
