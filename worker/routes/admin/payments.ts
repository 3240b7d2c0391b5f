import { Hono, type Context } from "hono";
import {
  adminPaymentParamSchema,
  adminPaymentsExportQuerySchema,
  adminPaymentsQuerySchema,
  paymentStatsQuerySchema,
  type RecheckAnswer,
  type RefundAnswer,
} from "../../../schema/api/payments";
import type { AppEnv } from "../../app-env";
import { HttpError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { paymentProvider } from "../../services/payments/provider";
import { adminRecheck, recheckMessage } from "../../services/payments/recheck";
import { refundPayment } from "../../services/payments/refund";
import { exportPaymentsCsv, listPayments, paymentStats, toAdminPayment } from "../../services/payments/report";

function providerFor(c: Context<AppEnv>) {
  const provider = paymentProvider(c.env, c.executionCtx, new URL(c.req.url).origin);
  if (!provider) throw new HttpError(503, "payments_unavailable", "مزوّد الدفع غير مهيأ، فلا يمكن سؤاله الآن");
  return provider;
}

const actorId = (c: Context<AppEnv>) => c.get("admin")?.username ?? null;

/** "payments-2025-11-21.csv": the day the export was made, in the admin's zone. */
function exportFileName(now: number, tzOffset: number) {
  return `payments-${new Date(now + tzOffset * 60_000).toISOString().slice(0, 10)}.csv`;
}

/**
 * The payments tab's lists, the log's CSV export, and a payment's re-check and refund;
 * the admin guard of the /api/admin group stands in front of all.
 */
export const adminPaymentRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    // Figures change with every purchase: the spec refetches them every time.
    c.header("Cache-Control", "no-store");
  })
  .get("/payments", validate("query", adminPaymentsQuerySchema), async (c) => c.json(await listPayments(c.get("db"), c.req.valid("query"))))
  .get("/payments/stats", validate("query", paymentStatsQuerySchema), async (c) =>
    c.json(await paymentStats(c.get("db"), Date.now(), c.req.valid("query").tzOffset)),
  )
  .get("/payments/export", validate("query", adminPaymentsExportQuerySchema), (c) => {
    const filter = c.req.valid("query");
    return c.body(exportPaymentsCsv(c.get("db"), filter), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(Date.now(), filter.tzOffset)}"`,
    });
  })
  // «إعادة التحقق»: asks Tap about the charge now and applies what it says, as the scheduled job does.
  .post("/payments/:id/recheck", validate("param", adminPaymentParamSchema), async (c) => {
    const result = await adminRecheck(c.get("db"), c.env, providerFor(c), c.req.valid("param").id, actorId(c));
    return c.json({ success: true, outcome: result.outcome, message: recheckMessage(result), payment: toAdminPayment(result.payment) } satisfies RecheckAnswer);
  })
  // «استرداد»: Tap gives the amount back, then the payment turns refunded and its days come off.
  .post("/payments/:id/refund", validate("param", adminPaymentParamSchema), async (c) => {
    const { payment, accessEndsAt } = await refundPayment(c.get("db"), c.env, providerFor(c), c.req.valid("param").id, actorId(c));
    const message = accessEndsAt
      ? "استُرد المبلغ، وسُحبت أيام هذه الدفعة من وصول المشتري المميز"
      : "استُرد المبلغ، وانتهى وصول المشتري المميز إذ لا يغطيه شيء آخر";
    return c.json({ success: true, message, payment: toAdminPayment(payment), accessEndsAt: accessEndsAt?.toISOString() ?? null } satisfies RefundAnswer);
  });
