// Admin users management (spec 002 §2, §7): the list with search, access filter
// and sort, and the row actions. Mounted inside the admin group, behind its guard.
import { Hono, type Context } from "hono";
import {
  adminUsersExportQuerySchema,
  adminUsersQuerySchema,
  daysText,
  grantAccessBodySchema,
  setAccessEndBodySchema,
  userIdParamSchema,
  type AdminUserActionAnswer,
} from "../../../schema/api/admin-users";
import type { AppEnv } from "../../app-env";
import { validate } from "../../lib/validate";
import { deleteUser, grantAccess, revokeAccess, setAccessEnd, setBlocked, tellChangedRooms, toAdminUser, type AdminActor } from "../../services/access";
import { exportUsersCsv, listAdminUsers } from "../../services/admin-users";
import { csvFileName, csvHeaders } from "../../services/csv-export";

/** The admin guard has set who is signed in by the time a handler runs. */
function actor(c: Context<AppEnv>): AdminActor {
  return { actorId: c.get("admin")?.username ?? null };
}

const answer = (user: Parameters<typeof toAdminUser>[0], message: string): AdminUserActionAnswer => ({ user: toAdminUser(user), message });

export const adminUserRoutes = new Hono<AppEnv>()
  .get("/users", validate("query", adminUsersQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listAdminUsers(c.get("db"), c.req.valid("query")));
  })

  .get("/users/export", validate("query", adminUsersExportQuerySchema), (c) => {
    const query = c.req.valid("query");
    return c.body(exportUsersCsv(c.get("db"), query), 200, csvHeaders(csvFileName("users", Date.now(), query.tzOffset)));
  })

  .post("/users/:userId/grant-access", validate("param", userIdParamSchema), validate("json", grantAccessBodySchema), async (c) => {
    const { days } = c.req.valid("json");
    const user = await tellChangedRooms(c.env, await grantAccess(c.get("db"), actor(c), c.req.valid("param").userId, days));
    return c.json(answer(user, `تم منح الوصول لمدة ${daysText(days)}`));
  })

  .post("/users/:userId/access-end", validate("param", userIdParamSchema), validate("json", setAccessEndBodySchema), async (c) => {
    const { endsOn, tzOffset } = c.req.valid("json");
    const user = await tellChangedRooms(c.env, await setAccessEnd(c.get("db"), actor(c), c.req.valid("param").userId, endsOn, tzOffset));
    return c.json(answer(user, "تم تحديد نهاية الوصول المميز"));
  })

  .post("/users/:userId/revoke-access", validate("param", userIdParamSchema), async (c) => {
    const user = await tellChangedRooms(c.env, await revokeAccess(c.get("db"), actor(c), c.req.valid("param").userId));
    return c.json(answer(user, "تم إلغاء الوصول"));
  })

  .post("/users/:userId/block", validate("param", userIdParamSchema), async (c) => {
    const user = await setBlocked(c.get("db"), actor(c), c.req.valid("param").userId, true);
    return c.json(answer(user, "تم حظر المستخدم"));
  })

  .post("/users/:userId/unblock", validate("param", userIdParamSchema), async (c) => {
    const user = await setBlocked(c.get("db"), actor(c), c.req.valid("param").userId, false);
    return c.json(answer(user, "تم إلغاء حظر المستخدم"));
  })

  .delete("/users/:userId", validate("param", userIdParamSchema), async (c) => {
    await deleteUser(c.get("db"), actor(c), c.req.valid("param").userId);
    return c.json({ success: true, message: "تم حذف المستخدم" });
  });
