import { Hono } from "hono";
import { adminPaymentsExportQuerySchema, adminPaymentsQuerySchema, paymentStatsQuerySchema } from "../../../schema/api/payments";
import type { AppEnv } from "../../app-env";
import { validate } from "../../lib/validate";
import { exportPaymentsCsv, listPayments, paymentStats } from "../../services/payments/report";

/** "payments-2025-11-21.csv": the day the export was made, in the admin's zone. */
function exportFileName(now: number, tzOffset: number) {
  return `payments-${new Date(now + tzOffset * 60_000).toISOString().slice(0, 10)}.csv`;
}

/** The payments tab's lists and the log's CSV export; the admin guard of the /api/admin group stands in front of all. */
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
  });
