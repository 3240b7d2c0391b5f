// Giving a paid charge back: the admin's «استرداد» on a completed
// payment, and the automatic refund of a charge completed for a buyer whose
// account was deleted during checkout. Tap is asked first; only once it took the
// refund does the payment turn «مسترد» and the days it added come off the buyer's
// access, in one D1 batch; the buyer's open rooms turn free when no access is left.
// A claim on the payment row keeps two presses (or two workers) from
// asking Tap twice.
import { eq } from "drizzle-orm";
import { payments, type PaymentRow } from "../../../schema/db";
import { PAYMENTS } from "../../../schema/limits";
import type { Db } from "../../../data/db";
import type { Env } from "../../../data/env";
import { HttpError } from "../../lib/errors";
import { logActivity } from "../../../data/activity";
import type { PaymentProvider } from "./provider";
import { FREE_ROOMS_AFTER_REFUND, lockOpenRooms } from "./room-premium";
import { ACCEPTED_REFUND_STATUSES, TapError, type TapRefund } from "./tap";

const DAY_MS = 86_400_000;

/** "29 ر.س", "19.99 ر.س" in the activity log's sentences. */
export const amountAr = (amount: number) => `${Math.round(amount * 100) / 100} ر.س`;
const buyerAr = (payment: PaymentRow) => payment.userName || payment.userEmail || "مستخدم محذوف";

/** Why a payment cannot be refunded now, or null when it can (pure: the route's refusals). */
export function refundRefusal(payment: Pick<PaymentRow, "status" | "tapPaymentId">): HttpError | null {
  if (payment.status === "refunded") return new HttpError(409, "already_refunded", "استُرد مبلغ هذه الدفعة من قبل، ولن يُسترد مرة أخرى");
  if (payment.status !== "completed" || !payment.tapPaymentId)
    return new HttpError(409, "not_refundable", "لا يُسترد إلا مبلغ دفعة مكتملة");
  return null;
}

/** Tap took the refund (PENDING until the bank confirms counts: the money is on its way back). */
export const refundAccepted = (refund: Pick<TapRefund, "status">) => (ACCEPTED_REFUND_STATUSES as readonly string[]).includes(refund.status.toUpperCase());

/**
 * Holds the payment for one refund: succeeds for one caller only, while the row is in `statuses`
 * and nobody else holds it (a hold older than PAYMENTS.refundClaimMs is a crashed attempt).
 */
async function claim(d1: D1Database, paymentId: string, statuses: readonly string[], now: number, orphanOnly: boolean): Promise<boolean> {
  const placeholders = statuses.map((_, i) => `?${i + 4}`).join(", ");
  const result = await d1
    .prepare(
      `UPDATE payments SET refund_claimed_at = ?2 WHERE id = ?1 AND status IN (${placeholders})
       AND (refund_claimed_at IS NULL OR refund_claimed_at < ?3)${orphanOnly ? " AND user_id IS NULL" : ""}`,
    )
    .bind(paymentId, now, now - PAYMENTS.refundClaimMs, ...statuses)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

async function release(d1: D1Database, paymentId: string, claimedAt: number) {
  await d1.prepare("UPDATE payments SET refund_claimed_at = NULL WHERE id = ? AND refund_claimed_at = ?").bind(paymentId, claimedAt).run();
}

/** What Tap said to a refund of a held payment: it took it, it could not be asked, or it declined. */
type TapAnswer = { refund: TapRefund } | { error: TapError } | { declined: TapRefund };

/**
 * Asks Tap to refund a payment this caller holds (claim). When Tap could not be asked or
 * declined, the hold is released at once, so nothing changed and another try may come.
 */
async function askTap(d1: D1Database, provider: PaymentProvider, payment: PaymentRow, now: number): Promise<TapAnswer> {
  let refund: TapRefund;
  try {
    refund = await provider.client.createRefund({
      charge_id: payment.tapPaymentId!,
      amount: payment.amount,
      currency: payment.currency,
      reason: "requested_by_customer",
      description: `${payment.tierNameAr}: ${buyerAr(payment)}`,
      reference: { merchant: payment.id },
      metadata: { paymentId: payment.id },
    });
  } catch (error) {
    await release(d1, payment.id, now);
    if (error instanceof TapError) return { error };
    throw error;
  }
  if (refundAccepted(refund)) return { refund };
  await release(d1, payment.id, now);
  return { declined: refund };
}

export interface RefundResult {
  payment: PaymentRow;
  /** The buyer's access end afterwards; null when they have none (or the buyer is gone). */
  accessEndsAt: Date | null;
}

/**
 * The admin's refund of a completed payment. The days it added come off the buyer's access
 * (an end already past stays as it was); when what is left ends before now, access ends now,
 * and the buyer's open rooms stop being premium rooms.
 */
export async function refundPayment(db: Db, env: Pick<Env, "DB" | "ROOMS">, provider: PaymentProvider, paymentId: string, actorId: string | null, now = Date.now()): Promise<RefundResult> {
  const d1 = env.DB;
  const payment = await db.select().from(payments).where(eq(payments.id, paymentId)).get();
  if (!payment) throw new HttpError(404, "payment_not_found", "الدفعة غير موجودة");
  const refusal = refundRefusal(payment);
  if (refusal) throw refusal;
  if (!(await claim(d1, payment.id, ["completed"], now, false))) {
    const fresh = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id)).get();
    if (fresh?.status === "refunded") throw refundRefusal({ status: "refunded", tapPaymentId: payment.tapPaymentId })!;
    throw new HttpError(409, "refund_in_progress", "يجري استرداد هذه الدفعة الآن، يُرجى تحديث الصفحة بعد قليل");
  }

  const answer = await askTap(d1, provider, payment, now);
  if ("error" in answer) {
    console.error("Tap refund failed", payment.id, answer.error.message);
    throw new HttpError(502, "payment_provider_error", "تعذّر الاسترداد لدى مزوّد الدفع ولم يتغير شيء، يُرجى المحاولة مرة أخرى بعد قليل");
  }
  if ("declined" in answer) throw new HttpError(502, "refund_declined", `رفض مزوّد الدفع الاسترداد (${answer.declined.status}) ولم يتغير شيء`);
  const { refund } = answer;

  const taken = payment.durationDays * DAY_MS;
  const ours = "EXISTS (SELECT 1 FROM payments WHERE id = ?1 AND refund_id = ?2)";
  const endBefore = await accessEnd(d1, payment.userId);
  const results = await d1.batch([
    d1
      .prepare(
        "UPDATE payments SET status = 'refunded', refund_id = ?2, refunded_at = ?3, refund_claimed_at = NULL, updated_at = ?3 WHERE id = ?1 AND status = 'completed' AND refund_claimed_at = ?3",
      )
      .bind(payment.id, refund.id, now),
    // The days come off an access still running; what is left ending before now ends it now.
    // (SET reads the row as it was, so is_premium is decided on the old end.)
    d1
      .prepare(
        `UPDATE users SET
           premium_ends = CASE WHEN premium_ends > ?3 THEN MAX(?3, premium_ends - ?4) ELSE premium_ends END,
           is_premium = CASE WHEN premium_ends - ?4 > ?3 THEN 1 ELSE 0 END,
           total_spent = MAX(0, total_spent - ?5)
         WHERE id = (SELECT user_id FROM payments WHERE id = ?1) AND ${ours}`,
      )
      .bind(payment.id, refund.id, now, taken, payment.amount),
    d1
      .prepare(
        `INSERT INTO access_grants (user_id, source, days, payment_id, ends_at, created_at)
         SELECT u.id, 'refund', ?3, ?1, u.premium_ends, ?4 FROM users u WHERE u.id = (SELECT user_id FROM payments WHERE id = ?1) AND ${ours}`,
      )
      .bind(payment.id, refund.id, -payment.durationDays, now),
    // After the users update (one transaction, in order): rooms turn free only when no access is left.
    d1.prepare(FREE_ROOMS_AFTER_REFUND(ours)).bind(payment.id, refund.id, now),
  ]);
  // The last statement is the rooms' one; its RETURNING names the rooms it turned free.
  await lockOpenRooms(env, (results.at(-1)!.results as { id: string }[]).map((room) => room.id));
  const fresh = (await db.select().from(payments).where(eq(payments.id, payment.id)).get())!;
  const ends = await accessEnd(d1, fresh.userId);
  if (fresh.refundId === refund.id) {
    // Logged once the batch shows it applied, with the buyer's access end as it was and as it is.
    await logActivity(db, {
      actionAr: `استرد المشرف ${amountAr(payment.amount)} لـ ${buyerAr(payment)} (${payment.tierNameAr}) وسحب ما منحته الدفعة من وصول مميز`,
      actorType: "admin",
      actorId,
      changes: [
        { field: "status", label: "حالة الدفعة", before: "مكتمل", after: "مسترد" },
        ...(payment.userId ? [{ field: "premiumEnds", label: "نهاية الوصول المميز", before: iso(endBefore), after: iso(ends) }] : []),
      ],
    });
  } else console.error("refund taken by Tap but not recorded", payment.id, refund.id);
  return { payment: fresh, accessEndsAt: ends && ends > now ? new Date(ends) : null };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function accessEnd(d1: D1Database, userId: string | null): Promise<number | null> {
  if (!userId) return null;
  const row = await d1.prepare("SELECT premium_ends FROM users WHERE id = ?").bind(userId).first<{ premium_ends: number | null }>();
  return row?.premium_ends ?? null;
}

/**
 * A charge Tap captured for a payment whose buyer was deleted during checkout: there is nobody
 * to give access to, so the money goes back at once (docs/decisions.md). Returns
 * false when Tap could not be asked or another caller holds the payment; the payment then stays
 * as it was, so the next re-check (or Tap's webhook) tries again.
 */
export async function refundOrphanCharge(d1: D1Database, provider: PaymentProvider, payment: PaymentRow, now = Date.now()): Promise<boolean> {
  if (!payment.tapPaymentId) return false;
  if (!(await claim(d1, payment.id, ["pending", "failed", "abandoned"], now, true))) return false;
  const answer = await askTap(d1, provider, payment, now);
  if ("error" in answer) {
    console.error("Tap refund of a deleted buyer's charge failed", payment.id, answer.error.message);
    return false;
  }
  if ("declined" in answer) {
    console.error("Tap declined the refund of a deleted buyer's charge", payment.id, answer.declined.status);
    return false;
  }
  const { refund } = answer;
  const action = `استُرد تلقائيًا ${amountAr(payment.amount)} لـ ${buyerAr(payment)} (${payment.tierNameAr}): حُذف الحساب أثناء الدفع فلم يبق من يُمنح الوصول`;
  await d1.batch([
    d1
      .prepare(
        `UPDATE payments SET status = 'refunded', refund_id = ?2, refunded_at = ?3, payment_date = COALESCE(payment_date, ?3), refund_claimed_at = NULL, updated_at = ?3
         WHERE id = ?1 AND refund_claimed_at = ?3`,
      )
      .bind(payment.id, refund.id, now),
    d1
      .prepare("INSERT INTO activity_log (action_ar, actor_type, actor_id, created_at) SELECT ?3, 'system', NULL, ?4 WHERE EXISTS (SELECT 1 FROM payments WHERE id = ?1 AND refund_id = ?2)")
      .bind(payment.id, refund.id, action, now),
  ]);
  return true;
}
