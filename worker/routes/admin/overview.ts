// The admin overview (spec 002 §7): analytics, the recent activity, and the full
// activity log page with its filters. Mounted inside the admin group, behind its guard.
import { Hono } from "hono";
import { activityExportQuerySchema, activityQuerySchema } from "../../../schema/api/admin";
import { paymentStatsQuerySchema } from "../../../schema/api/payments";
import { ADMIN_OVERVIEW } from "../../../schema/limits";
import type { AppEnv } from "../../app-env";
import { validate } from "../../lib/validate";
import { exportActivityCsv, listActivity, recentActivity } from "../../services/activity";
import { csvFileName, csvHeaders } from "../../services/csv-export";
import { analytics } from "../../services/overview";

export const overviewRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    // Figures and the log change all the time: never from a cache.
    c.header("Cache-Control", "no-store");
  })
  .get("/analytics", validate("query", paymentStatsQuerySchema), async (c) =>
    c.json(await analytics(c.env, c.get("db"), Date.now(), c.req.valid("query").tzOffset)),
  )
  .get("/activity/recent", async (c) => c.json(await recentActivity(c.get("db"), ADMIN_OVERVIEW.recentActivityLimit)))
  .get("/activity", validate("query", activityQuerySchema), async (c) => c.json(await listActivity(c.get("db"), c.req.valid("query"))))
  .get("/activity/export", validate("query", activityExportQuerySchema), (c) => {
    const filter = c.req.valid("query");
    return c.body(exportActivityCsv(c.get("db"), filter), 200, csvHeaders(csvFileName("activity", Date.now(), filter.tzOffset)));
  });
