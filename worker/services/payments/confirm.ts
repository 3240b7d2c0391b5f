// The one decision of the money path, kept pure: given the charge Tap reports
// and the payment we stored, what happens. No I/O, so every case is unit tested.
import type { PaymentStatus } from "../../../schema/api/payments";
import { toMinorUnits } from "./money";
import type { TapCharge } from "./tap";

/** Tap's statuses of a charge that will never be paid. */
export const FAILED_CHARGE_STATUSES = ["ABANDONED", "CANCELLED", "FAILED", "DECLINED", "RESTRICTED", "VOID", "TIMEDOUT", "UNKNOWN"] as const;
/** Tap's statuses of a charge the buyer has not finished yet. */
export const PENDING_CHARGE_STATUSES = ["INITIATED", "IN_PROGRESS"] as const;
export const CAPTURED = "CAPTURED";

export interface StoredPayment {
  id: string;
  tapPaymentId: string | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
}

export type MismatchReason = "charge_id" | "order" | "amount" | "currency";

export type Confirmation =
  /** Paid in full for this payment: grant access (once; the write is conditional). */
  | { outcome: "grant" }
  /** Paid, and access was already granted for it. */
  | { outcome: "already_completed" }
  /** Not settled yet: change nothing. */
  | { outcome: "pending"; chargeStatus: string }
  /** The charge ended unpaid: mark the payment failed. */
  | { outcome: "fail"; chargeStatus: string }
  /** The amount went back to the buyer: whatever Tap says of the charge, it grants nothing again. */
  | { outcome: "refunded" }
  /** The charge is not this payment's, or not for its price: grant nothing, change nothing. */
  | { outcome: "mismatch"; reason: MismatchReason }
  /** Tap does not know the charge (404 on retrieve): grant nothing; the re-check abandons it at 48 h. */
  | { outcome: "unknown_charge" };

export function confirmPayment(charge: TapCharge, payment: StoredPayment): Confirmation {
  if (!payment.tapPaymentId || charge.id !== payment.tapPaymentId) return { outcome: "mismatch", reason: "charge_id" };
  if (charge.reference?.order !== payment.id) return { outcome: "mismatch", reason: "order" };
  if (charge.currency.toUpperCase() !== payment.currency.toUpperCase()) return { outcome: "mismatch", reason: "currency" };
  if (toMinorUnits(charge.amount, charge.currency) !== toMinorUnits(payment.amount, payment.currency)) return { outcome: "mismatch", reason: "amount" };

  // A refunded charge stays CAPTURED at Tap: it must not grant a second time.
  if (payment.status === "refunded") return { outcome: "refunded" };
  const status = charge.status.toUpperCase();
  // A charge captured late (after the job gave it up as abandoned, or after a failure we were told of) still grants.
  if (status === CAPTURED) return payment.status === "completed" ? { outcome: "already_completed" } : { outcome: "grant" };
  // Once granted, a later report never takes the payment back: only the admin's refund does.
  if (payment.status === "completed") return { outcome: "already_completed" };
  if ((FAILED_CHARGE_STATUSES as readonly string[]).includes(status)) return { outcome: "fail", chargeStatus: status };
  // INITIATED, IN_PROGRESS and any status Tap adds later: wait rather than guess.
  return { outcome: "pending", chargeStatus: status };
}
