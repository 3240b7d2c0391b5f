// Admin users management (spec 002 §2, §7): the list with search, access filter
// and sort, and the row actions. Mounted inside the admin group, behind its guard.
import { and, asc, count, desc, gt, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  adminUsersQuerySchema,
  daysText,
  grantAccessBodySchema,
  userIdParamSchema,
  type AdminUserActionAnswer,
  type AdminUsersAnswer,
} from "../../../schema/api/admin-users";
import { users } from "../../../schema/db";
import { ADMIN_USERS_LIST } from "../../../schema/limits";
import type { AppEnv } from "../../app-env";
import { validate } from "../../lib/validate";
import { deleteUser, grantAccess, revokeAccess, setBlocked, toAdminUser, type AdminActor } from "../../services/access";

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The admin guard has set who is signed in by the time a handler runs. */
function actor(c: Context<AppEnv>): AdminActor {
  return { actorId: c.get("admin")?.username ?? null };
}

const answer = (user: Parameters<typeof toAdminUser>[0], message: string): AdminUserActionAnswer => ({ user: toAdminUser(user), message });

export const adminUserRoutes = new Hono<AppEnv>()
  .get("/users", validate("query", adminUsersQuerySchema), async (c) => {
    const { search, filter, sort, order, page } = c.req.valid("query");
    const db = c.get("db");
    const now = new Date();
    const where: SQL[] = [];
    if (search) {
      const pattern = likePattern(search);
      const fields = [users.displayName, users.firstName, users.lastName, users.email];
      where.push(or(...fields.map((f) => sql`${f} LIKE ${pattern} ESCAPE '\\'`))!);
    }
    if (filter === "active") where.push(gt(users.premiumEnds, now));
    if (filter === "free") where.push(isNull(users.premiumEnds));
    if (filter === "expired") where.push(and(isNotNull(users.premiumEnds), lte(users.premiumEnds, now))!);
    const condition = where.length ? and(...where) : undefined;

    const column = { createdAt: users.createdAt, premiumEnds: users.premiumEnds, totalSpent: users.totalSpent }[sort];
    const direction = order === "asc" ? asc : desc;
    // Users without an end date sort last either way: they have nothing to compare.
    const ordering = [sql`${column} IS NULL`, direction(column), direction(users.createdAt), asc(users.id)];

    const pageSize = ADMIN_USERS_LIST.pageSize;
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(users).where(condition).orderBy(...ordering).limit(pageSize).offset((page - 1) * pageSize),
      db.select({ total: count() }).from(users).where(condition),
    ]);
    const body: AdminUsersAnswer = { users: rows.map((u) => toAdminUser(u, now.getTime())), total, page, pageSize };
    c.header("Cache-Control", "no-store");
    return c.json(body);
  })

  .post("/users/:userId/grant-access", validate("param", userIdParamSchema), validate("json", grantAccessBodySchema), async (c) => {
    const { days } = c.req.valid("json");
    const user = await grantAccess(c.get("db"), actor(c), c.req.valid("param").userId, days);
    return c.json(answer(user, `تم منح الوصول لمدة ${daysText(days)}`));
  })

  .post("/users/:userId/revoke-access", validate("param", userIdParamSchema), async (c) => {
    const user = await revokeAccess(c.get("db"), actor(c), c.req.valid("param").userId);
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
