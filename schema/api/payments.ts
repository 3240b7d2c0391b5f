// Premium purchase and the admin's payments screens (spec 002 §3, §4, §7): the
// bodies the worker validates and the answers the pages read.
import { z } from "zod";
import { PAYMENTS } from "../limits";
import { pageFields } from "./page";

/**
 * refunded: paid, then given back (by the admin, or at once when the buyer's account was
 * deleted during checkout); abandoned: still unpaid when the re-check gave up on it.
 */
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "refunded", "abandoned"] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES, { error: "حالة الدفع غير معروفة" });
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Tap charge ids look like chg_TS02A5720231433Qs1w0809820; anything else cannot be one of ours. */
export const tapChargeIdSchema = z
  .string({ error: "رقم العملية مطلوب" })
  .trim()
  .regex(/^chg_[A-Za-z0-9]{4,64}$/, "رقم العملية غير صالح");

// ---------- public purchase ----------

export { durationTextAr } from "../tier-duration";

export const subscribeBodySchema = z.object({
  pricingTierId: z.coerce
    .number({ error: "يُرجى اختيار باقة" })
    .int("الباقة غير صالحة")
    .positive("الباقة غير صالحة")
    .max(Number.MAX_SAFE_INTEGER, "الباقة غير صالحة"),
});
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

export const subscribeAnswerSchema = z.object({
  success: z.literal(true),
  redirectUrl: z.string(),
  error: z.null(),
});
export type SubscribeAnswer = z.infer<typeof subscribeAnswerSchema>;

export const verifyBodySchema = z.object({
  tapId: tapChargeIdSchema,
  /** What the return address said; informative only, the charge itself decides. */
  status: z.string().trim().max(40, "الحالة غير صالحة").optional(),
});
export type VerifyBody = z.input<typeof verifyBodySchema>;

export const verifyAnswerSchema = z.object({
  success: z.boolean(),
  isValid: z.boolean(),
  hasAccess: z.boolean(),
  /** completed, failed, or pending while the provider has not settled the charge. */
  paymentStatus: paymentStatusSchema,
  message: z.string(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

// ---------- admin payments ----------

const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "يُرجى اختيار التاريخ من التقويم");

/** The log's filters, shared by the paged list and the CSV export. */
export const adminPaymentsFilterSchema = z.object({
  status: z.union([z.literal("all"), paymentStatusSchema]).default("all"),
  /** Part of the buyer's name or email, a Tap charge id (chg_…) or a receipt id. */
  search: z
    .string()
    .trim()
    .max(PAYMENTS.searchMax, `يُرجى كتابة ${PAYMENTS.searchMax} حرفًا على الأكثر في البحث`)
    .optional()
    .transform((v) => v || undefined),
  /** Calendar days in the admin's own time zone, bounded with `tzOffset`. */
  from: dayString.optional(),
  to: dayString.optional(),
  /** Minutes to add to UTC to reach the admin's local time (the negation of getTimezoneOffset). */
  tzOffset: z.coerce.number().int().min(-14 * 60).max(14 * 60).default(0),
});
const fromBeforeTo = { message: "يُرجى اختيار تاريخ بداية قبل تاريخ النهاية", path: ["to"] };

export const adminPaymentsQuerySchema = adminPaymentsFilterSchema
  .extend({
    page: z.coerce.number({ error: "رقم الصفحة غير صالح" }).int("رقم الصفحة غير صالح").min(1, "رقم الصفحة غير صالح").max(100_000, "رقم الصفحة غير صالح").default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, fromBeforeTo);
export const adminPaymentsExportQuerySchema = adminPaymentsFilterSchema.refine((q) => !q.from || !q.to || q.from <= q.to, fromBeforeTo);
export type AdminPaymentsFilter = z.output<typeof adminPaymentsFilterSchema>;
export type AdminPaymentsQuery = z.input<typeof adminPaymentsQuerySchema>;

export const adminPaymentSchema = z.object({
  id: z.string(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  tierNameAr: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: paymentStatusSchema,
  paymentDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  receiptId: z.string().nullable(),
  tapPaymentId: z.string().nullable(),
  createdAt: z.string(),
  /** When the amount went back to the buyer, and Tap's id of that refund. */
  refundedAt: z.string().nullable(),
  refundId: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentsAnswerSchema = z.object({
  payments: z.array(adminPaymentSchema),
  /** `total` counts every payment, whatever the filter: the M of «showing N of M». */
  ...pageFields,
  /** How many fit the filter, over all pages. */
  matched: z.number(),
});
export type AdminPaymentsAnswer = z.infer<typeof adminPaymentsAnswerSchema>;

export const paymentStatsSchema = z.object({
  totalUsers: z.number(),
  premiumUsers: z.number(),
  totalPayments: z.number(),
  pendingPayments: z.number(),
  completedPayments: z.number(),
  failedPayments: z.number(),
  refundedPayments: z.number(),
  abandonedPayments: z.number(),
  /** What went back to buyers; revenue already leaves it out. */
  refundedTotal: z.number(),
  revenue: z.object({ daily: z.number(), weekly: z.number(), monthly: z.number(), yearly: z.number(), total: z.number() }),
  averagePaymentValue: z.number(),
  /**
   * Paid (completed or later refunded) out of the payments that ended (paid, failed, abandoned), as a
   * rounded percentage; pending ones are not decided yet and stay out. 0 when none ended.
   */
  successRate: z.number(),
});
export type PaymentStats = z.infer<typeof paymentStatsSchema>;

export const paymentStatsQuerySchema = z.object({
  /** As in the log: "today" is the admin's day, not the server's. */
  tzOffset: z.coerce.number().int().min(-14 * 60).max(14 * 60).default(0),
});

// ---------- admin re-check and refund ----------

/** A payment's own id (a UUID) in the admin's paths; anything else is refused before D1 is asked. */
export const adminPaymentParamSchema = z.object({
  id: z.uuid({ error: "رقم الدفعة غير صالح" }),
});

/** What the re-check found: the payment as it now is and a sentence for the toast. */
export const recheckAnswerSchema = z.object({
  success: z.literal(true),
  /** paid (access granted now or before), failed, still pending, abandoned, refunded, or mismatch (Tap's charge is not this payment's). */
  outcome: z.enum(["completed", "failed", "pending", "abandoned", "refunded", "mismatch"]),
  message: z.string(),
  payment: adminPaymentSchema,
});
export type RecheckAnswer = z.infer<typeof recheckAnswerSchema>;

export const refundAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: adminPaymentSchema,
  /** The buyer's access after the refund: its end, or null when nothing covers them any more. */
  accessEndsAt: z.string().nullable(),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;
