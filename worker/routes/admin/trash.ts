// The admin's trash: GET /api/admin/trash lists what was deleted in the last
// CONTENT_TRASH.retentionDays days, POST /api/admin/trash/restore brings one row back.
// Mounted inside the admin group, behind its guard.
import { Hono } from "hono";
import { trashQuerySchema, trashRestoreBodySchema, TRASH_KIND_LABELS } from "../../../schema/api/trash";
import type { AppEnv } from "../../app-env";
import { validate } from "../../lib/validate";
import { listTrash, restoreFromTrash } from "../../services/admin-trash";

export const adminTrashRoutes = new Hono<AppEnv>()
  .get("/trash", validate("query", trashQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listTrash(c.get("db"), c.req.valid("query")));
  })
  .post("/trash/restore", validate("json", trashRestoreBodySchema), async (c) => {
    const { kind, id } = c.req.valid("json");
    const item = await restoreFromTrash(c.env, c.get("db"), c.get("admin"), kind, id);
    return c.json({ success: true as const, message: `تمت استعادة ${TRASH_KIND_LABELS[kind]}: «${item.title.slice(0, 60)}»`, item });
  });
