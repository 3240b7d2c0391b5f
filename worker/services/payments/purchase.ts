// Starting a purchase and settling it. Amount, currency and days are copied
// from the tier when the buyer starts, so a later price change by the admin
// changes neither what this buyer pays nor what they get.
import { eq } from "drizzle-orm";
import { durationTextAr, type PaymentStatus } from "../../../schema/api/payments";
import { isPurchasable } from "../../../schema/api/pricing";
import { payments, pricingTiers, type PaymentRow } from "../../../schema/db";
import { PAYMENTS, SITE } from "../../../schema/limits";
import type { Db } from "../../../data/db";
import type { Env } from "../../../data/env";
import { HttpError } from "../../lib/errors";
import type { UserRow } from "../access";
import { confirmPayment, type Confirmation } from "./confirm";
import type { PaymentProvider } from "./provider";
import { refundOrphanCharge } from "./refund";
import { unlockOpenRooms } from "./room-premium";
import { TapError, type TapCharge } from "./tap";

const DAY_MS = 86_400_000;


export const PROVIDER_DOWN = "تعذّر الاتصال بمزوّد الدفع، يُرجى المحاولة مرة أخرى بعد قليل";

function fullName(user: UserRow) {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.displayName;
}

/** A receipt number people can read out: MJ- and ten characters without look-alikes. */
export function newReceiptId(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `MJ-${[...bytes].map((b) => alphabet[b % alphabet.length]).join("")}`;
}

/**
 * Creates the pending payment, then the Tap charge, and returns where to send
 * the buyer. Any failure removes the payment again: no half-made purchase.
 */
export async function startPurchase(opts: { db: Db; provider: PaymentProvider; user: UserRow; tierId: number; origin: string }): Promise<string> {
  const { db, provider, user, tierId, origin } = opts;
  if (user.blocked) throw new HttpError(403, "account_blocked", "حسابك موقوف، لا يمكنك الشراء");
  const tier = await db.select().from(pricingTiers).where(eq(pricingTiers.id, tierId)).get();
  if (!tier) throw new HttpError(404, "tier_not_found", "الباقة غير موجودة");
  if (!tier.isActive) throw new HttpError(409, "tier_inactive", "هذه الباقة غير متاحة حاليًا، يُرجى اختيار باقة أخرى");
  // A draft below the least price is hidden from /premium; its id alone must not sell it either.
  if (!isPurchasable(tier)) throw new HttpError(409, "tier_not_purchasable", "هذه الباقة لا يمكن شراؤها");

  const id = crypto.randomUUID();
  const now = new Date();
  await db.insert(payments).values({
    id,
    userId: user.id,
    pricingTierId: tier.id,
    tierNameAr: tier.tierNameAr,
    userName: fullName(user),
    userEmail: user.email,
    amount: tier.price,
    currency: PAYMENTS.currency,
    durationDays: tier.durationDays,
    status: "pending",
    provider: "tap",
    paymentDate: now,
  });

  try {
    const charge = await provider.client.createCharge({
      amount: tier.price,
      currency: PAYMENTS.currency,
      customer: { first_name: user.firstName || user.displayName, ...(user.lastName ? { last_name: user.lastName } : {}), ...(user.email ? { email: user.email } : {}) },
      source: { id: "src_all" },
      redirect: { url: `${origin}/payment/verify` },
      post: { url: `${origin}/api/payments/webhook` },
      reference: { transaction: id, order: id, idempotent: id },
      description: `${SITE.name}: ${tier.tierNameAr} (${durationTextAr(tier.durationDays)})`,
      metadata: { paymentId: id, userId: user.id, pricingTierId: String(tier.id) },
      receipt: { email: true, sms: false },
      customer_initiated: true,
      threeDSecure: true,
      save_card: false,
    });
    const url = charge.transaction?.url;
    if (!url || !/^https?:\/\//.test(url)) throw new TapError(`charge ${charge.id} has no payment page`);
    if (charge.reference?.order !== id) throw new TapError(`charge ${charge.id} belongs to another order`);
    await db.update(payments).set({ tapPaymentId: charge.id, updatedAt: new Date() }).where(eq(payments.id, id));
    return url;
  } catch (error) {
    await db.delete(payments).where(eq(payments.id, id));
    if (error instanceof TapError) {
      console.error("Tap charge creation failed", error.message);
      throw new HttpError(502, "payment_provider_error", "فشل إنشاء جلسة الدفع، يُرجى المحاولة مرة أخرى بعد قليل");
    }
    throw error;
  }
}

export interface Settlement {
  decision: Confirmation;
  /** The payment after this settlement (completed, failed or still pending). */
  payment: PaymentRow;
  /** True only for the one call that granted access. */
  granted: boolean;
}

/**
 * Asks Tap for the charge (never trusting what the caller says about it),
 * decides with the pure rule, and applies the decision.
 */
export async function settlePayment(db: Db, env: Pick<Env, "DB" | "ROOMS">, provider: PaymentProvider, payment: PaymentRow): Promise<Settlement> {
  if (!payment.tapPaymentId) return { decision: { outcome: "mismatch", reason: "charge_id" }, payment, granted: false };
  let charge: TapCharge;
  try {
    charge = await provider.client.retrieveCharge(payment.tapPaymentId);
  } catch (error) {
    // Tap answered, and does not know the charge: an outcome of its own, not an outage.
    if (error instanceof TapError && error.status === 404) {
      console.warn("Tap does not know the charge", payment.id, payment.tapPaymentId);
      return { decision: { outcome: "unknown_charge" }, payment, granted: false };
    }
    if (error instanceof TapError) {
      console.error("Tap charge retrieval failed", error.message);
      throw new HttpError(502, "payment_provider_error", PROVIDER_DOWN);
    }
    throw error;
  }
  let decision: Confirmation = confirmPayment(charge, { ...payment, status: payment.status as PaymentStatus });
  let granted = false;
  if (decision.outcome === "grant") {
    granted = await grantOnce(env.DB, payment);
    if (granted && payment.userId) await unlockOpenRooms(env, payment.userId);
    if (!granted) {
      // The buyer's account was deleted during checkout (the row lost its user): nobody can be
      // given access, so the charge goes back. If Tap cannot be asked now, the payment
      // stays as it was and the next re-check tries again.
      const latest = await db.select().from(payments).where(eq(payments.id, payment.id)).get();
      if (latest && !latest.userId && latest.status !== "completed" && (await refundOrphanCharge(env.DB, provider, latest))) decision = { outcome: "refunded" };
    }
  } else if (decision.outcome === "fail") await markFailed(env.DB, payment.id);
  else if (decision.outcome === "mismatch") console.warn("payment and charge disagree", payment.id, charge.id, decision.reason);
  const fresh = (await db.select().from(payments).where(eq(payments.id, payment.id)).get()) ?? payment;
  return { decision, payment: fresh, granted };
}

async function markFailed(d1: D1Database, paymentId: string) {
  await d1
    .prepare("UPDATE payments SET status = 'failed', updated_at = ? WHERE id = ? AND status = 'pending'")
    .bind(Date.now(), paymentId)
    .run();
}

/**
 * Completes the payment and extends the buyer's access in one D1 batch (one
 * transaction). The first statement succeeds for one caller only: it writes a
 * receipt id fresh to this attempt, and every later statement acts only where
 * that receipt id is found, so verify and webhook, in any order and any number
 * of times, grant exactly once. False too when the buyer's account is gone.
 */
export async function grantOnce(d1: D1Database, payment: PaymentRow): Promise<boolean> {
  const receipt = newReceiptId();
  const now = Date.now();
  const ours = "EXISTS (SELECT 1 FROM payments WHERE id = ?1 AND receipt_id = ?2)";
  const action = `اشترى ${payment.userName ?? "مستخدم"} ${payment.tierNameAr} (${payment.amount} ر.س)`;
  await d1.batch([
    d1
      // Only an unpaid payment of a buyer who still exists completes (a refunded one never again).
      .prepare(
        `UPDATE payments SET status = 'completed', receipt_id = ?2, payment_date = ?3, updated_at = ?3
         WHERE id = ?1 AND status IN ('pending', 'failed', 'abandoned') AND EXISTS (SELECT 1 FROM users WHERE users.id = payments.user_id)`,
      )
      .bind(payment.id, receipt, now),
    d1
      .prepare(
        `UPDATE users SET premium_ends = MAX(COALESCE(premium_ends, 0), ?3) + ?4 * ${DAY_MS}, is_premium = 1, total_spent = total_spent + ?5
         WHERE id = (SELECT user_id FROM payments WHERE id = ?1) AND ${ours}`,
      )
      .bind(payment.id, receipt, now, payment.durationDays, payment.amount),
    d1
      .prepare("UPDATE payments SET expiry_date = (SELECT premium_ends FROM users WHERE id = payments.user_id) WHERE id = ?1 AND receipt_id = ?2")
      .bind(payment.id, receipt),
    d1
      .prepare(
        `INSERT INTO access_grants (user_id, source, days, payment_id, ends_at, created_at)
         SELECT u.id, 'payment', ?3, ?1, u.premium_ends, ?4 FROM users u
         WHERE u.id = (SELECT user_id FROM payments WHERE id = ?1) AND ${ours}`,
      )
      .bind(payment.id, receipt, payment.durationDays, now),
    // Rooms the buyer has open become premium rooms, as if created now (their actors are told after the batch).
    d1
      .prepare(`UPDATE rooms SET is_premium = 1 WHERE creator_user_id = (SELECT user_id FROM payments WHERE id = ?1) AND status = 'live' AND is_premium = 0 AND ${ours}`)
      .bind(payment.id, receipt),
    d1
      .prepare(`INSERT INTO activity_log (action_ar, actor_type, actor_id, created_at) SELECT ?3, 'user', ?4, ?5 WHERE ${ours}`)
      .bind(payment.id, receipt, action, payment.userId, now),
  ]);
  const row = await d1.prepare("SELECT receipt_id FROM payments WHERE id = ?").bind(payment.id).first<{ receipt_id: string | null }>();
  return row?.receipt_id === receipt;
}
