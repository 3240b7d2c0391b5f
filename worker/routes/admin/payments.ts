import { Hono } from "hono";
import { adminPaymentsQuerySchema, paymentStatsQuerySchema } from "../../../schema/api/payments";
import type { AppEnv } from "../../app-env";
import { validate } from "../../lib/validate";
import { listPayments, paymentStats } from "../../services/payments/report";

/** The payments tab's two lists; the admin guard of the /api/admin group stands in front of both. */
export const adminPaymentRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    // Figures change with every purchase: the spec refetches them every time.
    c.header("Cache-Control", "no-store");
  })
  .get("/payments", validate("query", adminPaymentsQuerySchema), async (c) => c.json(await listPayments(c.get("db"), c.req.valid("query"))))
  .get("/payments/stats", validate("query", paymentStatsQuerySchema), async (c) =>
    c.json(await paymentStats(c.get("db"), Date.now(), c.req.valid("query").tzOffset)),
  );
