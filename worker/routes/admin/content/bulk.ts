// POST /api/admin/bulk/:kind: one zod-validated change to at most
// CONTENT_TRASH.bulkMaxIds rows of one content type, including «تراجع» (restore).
import { Hono } from "hono";
import { bulkChangeSchema, bulkKindParamSchema } from "../../../../schema/api/content-bulk";
import type { AppEnv } from "../../../app-env";
import { validate } from "../../../lib/validate";
import { applyBulkChange } from "../../../services/content-admin/bulk";

export const adminBulkRoutes = new Hono<AppEnv>().post("/bulk/:kind", validate("param", bulkKindParamSchema), validate("json", bulkChangeSchema), async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await applyBulkChange(c.env, c.get("db"), c.get("admin"), c.req.valid("param").kind, c.req.valid("json")));
});
